import { data } from "react-router";
import { EmailField } from "#app/components/account/person-fields";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { AuthForm } from "#app/components/auth/auth-form";
import { AuthCard } from "#app/components/auth-card";
import { useCheckedForm } from "#app/components/use-checked-form";
import { ForgotPasswordSchema } from "#app/modules/accounts/schemas";
import { requestPasswordReset } from "#app/modules/accounts/self-service.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { check } from "#app/modules/platform/form-schema";
import { type ActionResult, formValues, sendOrKeepForm, withKeptInput } from "#app/modules/platform/forms";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Forgot password"),
  msg("Get a link to choose a new password."),
);

/** Signed in or not: a signed-in person may have forgotten the password they saved in a browser. */
export function loader() {
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  // A failure keeps what was typed for the page drawn after it (platform/forms.ts).
  return withKeptInput(request, async () => {
    const checked = check(ForgotPasswordSchema, formValues(await request.formData()));
    if (!checked.ok) return data<ActionResult>({ ok: false, message: checked.message, field: checked.field }, 400);
    const outcome = await requestPasswordReset(request, checked.data.email);
    if (!outcome.ok) return data<ActionResult>({ ok: false, message: outcome.message }, outcome.status);
    return data<ActionResult>({ ok: true, message: ACCOUNT_MESSAGES.resetRequested });
  });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function ForgotPassword() {
  const { t } = useI18n();
  const form = useCheckedForm(() => import("#app/modules/accounts/schemas").then((m) => m.ForgotPasswordSchema));
  return (
    <AuthCard
      elsewhere={{ question: t("Remembered it?"), to: "/login", link: t("Back to login") }}
      title={t("Forgot your password?")}
      lead={t("Type the e-mail address of your account. We will send it a link to choose a new password.")}
    >
      <AuthForm form={form} submitLabel={t("Send me a link")} busyLabel={t("Sending...")}>
        <EmailField invalid={form.invalid("email")} />
      </AuthForm>
    </AuthCard>
  );
}
