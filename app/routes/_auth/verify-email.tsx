import { data } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { AuthCard } from "#app/components/auth-card";
import { verifyEmail } from "#app/modules/accounts/self-service.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Confirm your e-mail address"),
  msg("Confirm your e-mail address."),
);

const OUTCOMES = {
  verified: { ok: true, message: ACCOUNT_MESSAGES.verifyDone },
  changed: { ok: true, message: ACCOUNT_MESSAGES.emailChanged },
  invalid: { ok: false, message: ACCOUNT_MESSAGES.verifyLinkInvalid },
  "wrong-account": { ok: false, message: ACCOUNT_MESSAGES.verifyWrongAccount },
} as const;

/**
 * Opening the e-mailed link confirms the address (a link is a GET: mail scanners that open
 * it confirm nothing they could not already read, and the token only confirms).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = OUTCOMES[await verifyEmail(request, token)];
  // 200 either way: the page itself is fine, it tells the person what became of their link.
  return data(outcome, { headers: { "Referrer-Policy": "no-referrer" } });
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <AuthCard title={t("Confirm your e-mail address")} links={[{ to: "/profile", label: t("Go to your profile") }]}>
      <p
        role="status"
        className={`mt-4 rounded-lg border px-4 py-3 font-semibold ${loaderData.ok ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-red-300 bg-red-50 text-red-900"}`}
      >
        {t(loaderData.message)}
      </p>
    </AuthCard>
  );
}
