import { data, Form } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { ActionButton } from "#app/components/actions";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { unsubscribe } from "#app/modules/properties/saved-searches/saved-searches.server";
import { SAVED_SEARCH_MESSAGES } from "#app/modules/properties/saved-searches/words";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = unlistedPageMeta(msg("Unsubscribe"), msg("Stop the alerts of a saved search."));

/**
 * The link in every alert e-mail. Opening it asks to confirm (mail scanners open links);
 * the button stops the alerts, without signing in: the link is signed.
 */
export function loader() {
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const params = new URL(request.url).searchParams;
  const stopped = await unsubscribe(params.get("id") ?? "", params.get("sig") ?? "");
  const { t } = serverTranslator(localeOf(request));
  return stopped
    ? { ok: true, message: t(SAVED_SEARCH_MESSAGES.unsubscribed, { name: stopped.name }) }
    : data({ ok: false, message: t(SAVED_SEARCH_MESSAGES.badLink) }, 400);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("Stop these alerts?")} lead={t("You will get no more e-mails for this saved search.")} />
      <div className="container-page max-w-xl py-10">
        {actionData ? (
          <FormMessage message={actionData.message} tone={actionData.ok ? "success" : "error"} />
        ) : (
          <Form method="post">
            <ActionButton>{t("Stop the alerts")}</ActionButton>
          </Form>
        )}
      </div>
    </>
  );
}
