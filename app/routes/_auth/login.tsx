import { data, Link, useSearchParams } from "react-router";
import { EmailField, PasswordField } from "#app/components/account/person-fields";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { AuthForm } from "#app/components/auth/auth-form";
import { keepingReturn, POSTING_PAGE, useReturnTo } from "#app/components/auth/return-to";
import { AuthCard } from "#app/components/auth-card";
import { useCheckedForm } from "#app/components/use-checked-form";
import { TIMING } from "#app/config/limits";
import { signIn } from "#app/modules/accounts/accounts.server";
import { LoginSchema } from "#app/modules/accounts/schemas";
import { requireAnonymous } from "#app/modules/accounts/session.server";
import { offerUnlock, unlockedAccount } from "#app/modules/accounts/sign-in-unlock.server";
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from "#app/modules/accounts/words";
import { rateLimitMessage, refusalMessage, reserveSignIn } from "#app/modules/db/rate-limits.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { check } from "#app/modules/platform/form-schema";
import {
  type ActionResult,
  formValues,
  revalidateOnNavigation,
  sendOrKeep,
  withKeptInput,
} from "#app/modules/platform/forms";
import { PROPERTY_MESSAGES } from "#app/modules/properties/words";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Login"),
  msg("Sign in to contact owners, see your messages and shortlist, and manage your listings."),
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

// The page stays to show its form's answer (platform/forms.ts).
export const shouldRevalidate = revalidateOnNavigation;

export async function action({ request }: Route.ActionArgs) {
  // A failure keeps what was typed for the page drawn after it (platform/forms.ts).
  return withKeptInput(request, async () => {
    const form = await request.formData();
    const checked = check(LoginSchema, formValues(form));
    if (!checked.ok) return data<ActionResult>({ ok: false, message: checked.message, field: checked.field }, 400);
    const limited = await rateLimitMessage(request, "signIn");
    if (limited) return data<ActionResult>({ ok: false, message: limited }, 429);
    // The attempt is taken before the password is checked (see reserveAttempt); a wrong
    // password keeps it, anything else gives it back.
    const email = checked.data.email.toLowerCase();
    const attempt = await reserveSignIn(email, request, { unlocked: (await unlockedAccount(request)) === email });
    if (!attempt.allowed) {
      // The owner gets a way in that does not wait; the answer is the same for any address.
      await offerUnlock(email);
      const { t } = serverTranslator(localeOf(request));
      const message = `${refusalMessage("signInAccount", attempt.retryAfterSeconds, localeOf(request))} ${t(ACCOUNT_MESSAGES.unlockOffered)}`;
      return data<ActionResult>({ ok: false, message }, 429);
    }
    const outcome = await signIn(request, checked.data);
    if (!outcome.ok) {
      if (outcome.status !== 401) await attempt.release();
      return data<ActionResult>({ ok: false, message: outcome.message }, outcome.status);
    }
    await attempt.release();
    return data<ActionResult>({ ok: true, message: LOGIN_MESSAGES.success }, { headers: outcome.headers });
  });
}

/** A lost connection keeps the form and says so in red, as a refused sign-in does. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  sendOrKeep<ActionResult>(serverAction, LOGIN_MESSAGES.unsent);

const ARRIVALS = [
  ["deleted", ACCOUNT_MESSAGES.deleted],
  ["reset", ACCOUNT_MESSAGES.resetDone],
  ["unlocked", ACCOUNT_MESSAGES.unlocked],
] as const;

export default function Login() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const redirectTo = useReturnTo();
  const form = useCheckedForm(() => import("#app/modules/accounts/schemas").then((m) => m.LoginSchema), {
    redirectTo,
    delayMs: TIMING.afterLoginMs,
  });
  // Where the visitor comes from, said again here: a deletion, a new password, an unlock.
  const arrival = ARRIVALS.find(([param]) => searchParams.get(param) === "1")?.[1];
  return (
    <AuthCard
      elsewhere={{ question: t("New here?"), to: keepingReturn("/sign", redirectTo), link: t("Create an account") }}
      title={t("Login")}
      lead={t("Welcome back. Sign in to contact owners, see your messages and manage your listings.")}
    >
      {arrival ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          {t(arrival)}
        </p>
      ) : null}
      {POSTING_PAGE.test(redirectTo) ? (
        // Why the visitor is here: the old product's alert, kept on the page they land on.
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
          {t(PROPERTY_MESSAGES.mustLogIn)}
        </p>
      ) : null}
      <AuthForm
        form={form}
        submitLabel={t("Login")}
        busy={form.busy || form.succeeded}
        busyLabel={form.succeeded ? t("Redirecting...") : t("Signing in...")}
        notice={
          form.succeeded ? (
            <noscript>
              <Link to={redirectTo} className="font-semibold text-brand-700 underline">
                {t("Continue")}
              </Link>
            </noscript>
          ) : null
        }
      >
        <EmailField invalid={form.invalid("email")} />
        <PasswordField label={t("Password")} autoComplete="current-password" invalid={form.invalid("password")} />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t("Forgot password?")}
          </Link>
        </p>
      </AuthForm>
    </AuthCard>
  );
}
