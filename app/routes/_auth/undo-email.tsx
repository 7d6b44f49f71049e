import { data, Form } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { ActionButton } from "#app/components/actions";
import { AuthCard } from "#app/components/auth-card";
import { FormMessage } from "#app/components/form-answer";
import { undoEmailChange, undoLinkEmail } from "#app/modules/accounts/self-service.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import type { Route } from "./+types/undo-email";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Put back your e-mail address"),
  msg("Undo a change of address."),
);

/**
 * The link in the notice to the old address. Opening it only asks (mail scanners open
 * links); the button posts the undo.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = await undoLinkEmail(token);
  const { t } = serverTranslator(localeOf(request));
  return data(email ? { token, prompt: t(ACCOUNT_MESSAGES.undoEmailPrompt, { email }) } : { token: "", prompt: "" }, {
    headers: { "Referrer-Policy": "no-referrer" },
  });
}

export async function action({ request }: Route.ActionArgs) {
  const token = String(formValues(await request.formData()).token ?? "");
  const outcome = await undoEmailChange(token);
  const { t } = serverTranslator(localeOf(request));
  if (!outcome.ok) return data({ ok: false, message: t(outcome.message) }, outcome.status);
  return data({ ok: true, message: t(ACCOUNT_MESSAGES.undoEmailDone, { email: outcome.email ?? "" }) });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function UndoEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (actionData) {
    return (
      <AuthCard
        title={t("Put back your e-mail address")}
        links={[
          { to: "/login", label: t("Login") },
          { to: "/forgot-password", label: t("Choose a new password") },
        ]}
      >
        <div className="mt-6">
          <FormMessage message={actionData.message} tone={actionData.ok ? "success" : "error"} />
        </div>
      </AuthCard>
    );
  }
  if (!loaderData.token) {
    return (
      <AuthCard
        title={t("Put back your e-mail address")}
        lead={t(ACCOUNT_MESSAGES.undoEmailInvalid)}
        links={[{ to: "/login", label: t("Login") }]}
      />
    );
  }
  return (
    <AuthCard title={t("Put back your e-mail address")} lead={loaderData.prompt}>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <ActionButton>{t("Put back my address and sign out everywhere")}</ActionButton>
      </Form>
    </AuthCard>
  );
}
