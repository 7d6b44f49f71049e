import { PrivacyPolicyText } from "#app/components/content/policies-privacy";
import { Prose } from "#app/components/content/prose";
import { PageHeader } from "#app/components/page-header";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { staticPageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = staticPageMeta(
  msg("Privacy policy"),
  msg("What we collect, how we use and share it, how we keep it safe, and your rights."),
);

export default function PrivacyPolicy() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("Privacy policy")} lead={t("How we collect, use and protect your data.")} />
      <div className="container-page py-12">
        <Prose>
          <PrivacyPolicyText />
        </Prose>
      </div>
    </>
  );
}
