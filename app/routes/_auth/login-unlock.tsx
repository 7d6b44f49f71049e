import { data, Form, redirect, useNavigation } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { AuthCard } from "#app/components/auth-card";
import { SubmitButton } from "#app/components/forms";
import { requireAnonymous } from "#app/modules/accounts/session.server";
import { claimUnlock, unlockCookie, unlockLinkEmail } from "#app/modules/accounts/sign-in-unlock.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { pathIn } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type ActionResult, sendOrKeepForm } from "#app/modules/platform/forms";
import type { Route } from "./+types/login-unlock";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Sign in again"),
  msg("Sign in to your account again without waiting."),
);

/**
 * The link from "Sign-ins to your account are paused". Opening it changes nothing (mail
 * programs open links to check them); the button uses it, once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = await unlockLinkEmail(token);
  return data({ token: email ? token : "", email }, { headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const token = String((await request.formData()).get("token") ?? "");
  const email = await claimUnlock(token);
  if (!email) return data<ActionResult>({ ok: false, message: ACCOUNT_MESSAGES.unlockInvalid }, 400);
  throw redirect(pathIn(localeOf(request), "/login?unlocked=1"), {
    headers: { "Set-Cookie": await unlockCookie(email) },
  });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function LoginUnlock({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  if (!loaderData.email || actionData?.ok === false) {
    return (
      <AuthCard
        title={t("Sign in again")}
        lead={t(ACCOUNT_MESSAGES.unlockInvalid)}
        links={[
          { to: "/login", label: t("Login") },
          { to: "/forgot-password", label: t("Forgot your password?") },
        ]}
      />
    );
  }
  return (
    <AuthCard title={t("Sign in again")} lead={t(ACCOUNT_MESSAGES.unlockLead, { email: loaderData.email })}>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton busy={busy} busyLabel={t("Unlocking...")}>
          {t("Unlock sign-in")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
