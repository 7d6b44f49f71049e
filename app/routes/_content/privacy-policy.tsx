import { PrivacyPolicyText } from "#app/components/content/privacy-policy-text";
import { Prose } from "#app/components/content/prose";
import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Privacy policy",
    description: "What we collect, how we use and share it, how we keep it safe, and your rights.",
  });

export default function PrivacyPolicy() {
  return (
    <>
      <PageHeader title="Privacy policy" lead="How we collect, use and protect your data." />
      <div className="container-page py-12">
        <Prose>
          <PrivacyPolicyText />
        </Prose>
      </div>
    </>
  );
}
