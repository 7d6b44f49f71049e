import { data } from "react-router";
import { EmailField, MobileNumberField, NameField, PasswordField } from "#app/components/account/person-fields";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { AuthForm } from "#app/components/auth/auth-form";
import { keepingReturn, POSTING_PAGE, useReturnTo } from "#app/components/auth/return-to";
import { AuthCard } from "#app/components/auth-card";
import { useCheckedForm } from "#app/components/use-checked-form";
import { SIGN_UP_ROLES } from "#app/config/enums";
import { LIMITS, TIMING } from "#app/config/limits";
import { registerUser } from "#app/modules/accounts/accounts.server";
import { SignUpSchema } from "#app/modules/accounts/schemas";
import { requireAnonymous } from "#app/modules/accounts/session.server";
import { SIGN_UP_MESSAGES } from "#app/modules/accounts/words";
import { hitRateLimit, rateLimitMessage, refusalMessage } from "#app/modules/db/rate-limits.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
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
import type { Route } from "./+types/sign";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Sign up"),
  msg("Create a free account to contact owners, keep a shortlist and list a property."),
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
    await requireAnonymous(request);
    const checked = check(SignUpSchema, formValues(await request.formData()));
    if (!checked.ok) return data<ActionResult>({ ok: false, message: checked.message, field: checked.field }, 400);
    const limited =
      (await rateLimitMessage(request, "signUp")) ??
      (await signUpEmailLimit(request, checked.data.email.toLowerCase()));
    if (limited) return data<ActionResult>({ ok: false, message: limited }, 429);
    const outcome = await registerUser(request, checked.data);
    if (!outcome.ok) {
      return data<ActionResult>({ ok: false, message: outcome.message, field: outcome.field }, outcome.status);
    }
    // Signed in at once: the answer carries the new session's cookie (decision 059).
    return data<ActionResult>({ ok: true, message: SIGN_UP_MESSAGES.success }, { headers: outcome.headers });
  });
}

/** A lost connection keeps the form and says so, in the old product's words. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  sendOrKeep<ActionResult>(serverAction, SIGN_UP_MESSAGES.failure);

/** Tries for one e-mail address from any connection (someone flooding one inbox with sign-ups). */
async function signUpEmailLimit(request: Request, email: string): Promise<string | null> {
  const result = await hitRateLimit("signUpEmail", email);
  return result.allowed ? null : refusalMessage("signUpEmail", result.retryAfterSeconds, localeOf(request));
}

const ROLE_HINTS: Record<(typeof SIGN_UP_ROLES)[number], string> = {
  Owner: msg("I own a property"),
  Client: msg("I am looking for one"),
  Agent: msg("I represent owners"),
};

export default function SignUp() {
  const { t } = useI18n();
  const returnTo = useReturnTo();
  // Back where the visitor was, signed in (decision 059; the old product went to /login).
  const form = useCheckedForm(() => import("#app/modules/accounts/schemas").then((m) => m.SignUpSchema), {
    redirectTo: returnTo,
    delayMs: TIMING.afterSignUpMs,
  });
  return (
    <AuthCard
      elsewhere={{ question: t("Already have an account?"), to: keepingReturn("/login", returnTo), link: t("Login") }}
      title={t("Create your account")}
      lead={t("It takes a minute. Then you can contact owners, keep a shortlist and list a property for free.")}
    >
      {POSTING_PAGE.test(returnTo) ? (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
          {t("Create your account to send your property: what you have filled in is kept.")}
        </p>
      ) : null}
      <AuthForm
        form={form}
        submitLabel={t("Sign up")}
        busy={form.busy || form.succeeded}
        busyLabel={t("Registering...")}
      >
        <NameField label={t("Full name")} maxLength={LIMITS.nameMax} invalid={form.invalid("name")} />
        <MobileNumberField invalid={form.invalid("mobileNumber")} />
        <EmailField invalid={form.invalid("email")} />
        <PasswordField
          label={t("Password")}
          autoComplete="new-password"
          hint={t("At least 6 characters")}
          invalid={form.invalid("password")}
        />
        <PasswordField
          label={t("Confirm password")}
          name="confirmPassword"
          autoComplete="new-password"
          invalid={form.invalid("confirmPassword")}
        />
        <fieldset aria-invalid={form.invalid("role") || undefined}>
          <legend className="text-sm font-semibold text-slate-800">
            {t("I am")}
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {SIGN_UP_ROLES.map((role) => (
              <div
                key={role}
                className={`relative rounded-lg border px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500 ${
                  form.invalid("role") ? "border-red-500" : "border-slate-300"
                }`}
              >
                {/* The label stretches over the whole card, so a tap anywhere chooses it. */}
                <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold after:absolute after:inset-0">
                  <input
                    type="radio"
                    name="role"
                    value={role}
                    required
                    aria-describedby={`role-hint-${role}`}
                    className="relative z-10 accent-brand-700"
                  />
                  {t(role)}
                </label>
                <span id={`role-hint-${role}`} className="mt-0.5 block text-xs text-slate-600">
                  {t(ROLE_HINTS[role])}
                </span>
              </div>
            ))}
          </div>
        </fieldset>
      </AuthForm>
    </AuthCard>
  );
}
