import { data, Link } from "react-router";
import { PasswordField } from "#app/components/account/person-fields";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { AuthForm } from "#app/components/auth/auth-form";
import { AuthCard } from "#app/components/auth-card";
import { useCheckedForm } from "#app/components/use-checked-form";
import { TIMING } from "#app/config/limits";
import { ResetPasswordSchema } from "#app/modules/accounts/schemas";
import { resetLinkAccount, resetPassword } from "#app/modules/accounts/self-service.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { check } from "#app/modules/platform/form-schema";
import { type ActionResult, formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = unlistedPageMeta(msg("Choose a new password"), msg("Choose a new password."));

/** The link's token arrives in the address; a used or expired one is said so at once. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = Boolean(await resetLinkAccount(token));
  return data({ token: valid ? token : "" }, { headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ request }: Route.ActionArgs) {
  const checked = check(ResetPasswordSchema, formValues(await request.formData()));
  if (!checked.ok) return data<ActionResult>({ ok: false, message: checked.message, field: checked.field }, 400);
  const outcome = await resetPassword(request, checked.data.token, checked.data.password);
  if (!outcome.ok) {
    return data<ActionResult>({ ok: false, message: outcome.message, field: outcome.field }, outcome.status);
  }
  return data<ActionResult>({ ok: true, message: ACCOUNT_MESSAGES.resetDone });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const form = useCheckedForm(() => import("#app/modules/accounts/schemas").then((m) => m.ResetPasswordSchema), {
    // The login page says again what happened, so the confirmation is not lost in the redirect.
    redirectTo: "/login?reset=1",
    delayMs: TIMING.afterSignUpMs,
  });
  if (!loaderData.token && !form.succeeded) {
    return (
      <AuthCard
        title={t("Choose a new password")}
        lead={t(ACCOUNT_MESSAGES.resetLinkInvalid)}
        links={[{ to: "/forgot-password", label: t("Send me a new link") }]}
      />
    );
  }
  return (
    <AuthCard
      title={t("Choose a new password")}
      lead={t("Every browser signed in to your account will be signed out.")}
    >
      <AuthForm
        form={form}
        submitLabel={t("Save the new password")}
        busyLabel={t("Saving...")}
        done={
          form.succeeded ? (
            <p>
              <Link to="/login?reset=1" className="font-semibold text-brand-700 underline">
                {t("Login")}
              </Link>
            </p>
          ) : null
        }
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField label={t("New password")} autoComplete="new-password" invalid={form.invalid("password")} />
        <PasswordField
          label={t("Confirm new password")}
          name="confirmPassword"
          autoComplete="new-password"
          invalid={form.invalid("confirmPassword")}
        />
      </AuthForm>
    </AuthCard>
  );
}
