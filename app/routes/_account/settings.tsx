import { useCallback, useRef } from "react";
import { data, Link, useActionData, useFetcher, useHref } from "react-router";
import type * as z from "zod/mini";
import { EmailField, NameField, PasswordField } from "#app/components/account/person-fields";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { returnLabel } from "#app/components/account/verify-mobile-link";
import { FormMessage } from "#app/components/form-answer";
import { SubmitButton, TextField } from "#app/components/forms";
import { PageHeader } from "#app/components/page-header";
import { useCheckedForm } from "#app/components/use-checked-form";
import { Name, Words } from "#app/components/words";
import { LIMITS } from "#app/config/limits";
import { agentReraOf, saveAgentRera } from "#app/modules/accounts/agent-rera.server";
import { messagesOnlyOf, setMessagesOnly } from "#app/modules/accounts/contact-preference.server";
import { DEVICE_WORDS, type Device, describeDevice, deviceOf } from "#app/modules/accounts/devices";
import { confirmMobileCode, sendMobileCode } from "#app/modules/accounts/mobile-verification.server";
import {
  AccountDetailsSchema,
  AgentReraSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
} from "#app/modules/accounts/schemas";
import {
  activeSessions,
  changeEmail,
  changePassword,
  endOtherSessions,
  endSession,
  sendVerificationAgain,
  updateDetails,
} from "#app/modules/accounts/self-service.server";
import { requireUser } from "#app/modules/accounts/session.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { check } from "#app/modules/platform/form-schema";
import { formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent, type IntentHandlers } from "#app/modules/platform/intents.server";
import { safeRedirectPath } from "#app/modules/platform/safe-redirect";
import { PREFERENCE_ANSWERS } from "#app/modules/properties/messages/words";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Account settings"),
  msg("Change your name, mobile, e-mail and password; see where you are signed in."),
);

async function agentReraView(userId: string, locale: Locale) {
  const rera = await agentReraOf(userId);
  return { number: rera?.number ?? "", checkedOn: rera?.checkedAt ? formatDate(rera.checkedAt, locale) : null };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    // The page that sent the person to verify their number, to go back to (decision 059).
    returnTo: safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), ""),
    account: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      mobileNumber: user.mobileNumber,
      mobileVerified: user.mobileVerified,
    },
    messagesOnly: await messagesOnlyOf(user.id),
    // Agents register their UP RERA number; null for everyone else.
    rera: user.role === "Agent" ? await agentReraView(user.id, localeOf(request)) : null,
    sessions: (await activeSessions(user)).map(({ userAgent, ...rest }) => ({
      ...rest,
      device: deviceOf(userAgent),
      deviceName: describeDevice(userAgent, serverTranslator(localeOf(request)).t),
    })),
  };
}

type Intent =
  | "details"
  | "mobile-code"
  | "mobile-verify"
  | "email"
  | "verify"
  | "password"
  | "end-session"
  | "end-others"
  | "rera"
  | "reach";

/** A form's answer names its form, so that without JavaScript only that form shows it. */
type SettingsResult = { ok: boolean; message: string; field?: string; intent: Intent };

type Outcome = { ok: true; headers?: Headers } | { ok: false; status: number; message: string; field?: string };

function answer(intent: Intent, outcome: Outcome, success: string) {
  if (!outcome.ok) {
    return data<SettingsResult>({ ok: false, message: outcome.message, field: outcome.field, intent }, outcome.status);
  }
  return data<SettingsResult>({ ok: true, message: success, intent }, { headers: outcome.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const values = formValues(form);
  const invalid = (intent: Intent, checked: { message: string; field?: string }) =>
    data<SettingsResult>({ ok: false, message: checked.message, field: checked.field, intent }, 400);
  /** Checks the form against its schema, then runs the change; a bad form changes nothing. */
  const checkedThen =
    <S extends z.ZodMiniType>(
      intent: Intent,
      schema: S,
      change: (input: z.infer<S>) => Promise<Outcome>,
      success: string,
    ) =>
    async () => {
      const checked = check(schema, values);
      if (!checked.ok) return invalid(intent, checked);
      return answer(intent, await change(checked.data), success);
    };
  const handlers: IntentHandlers<Intent, ReturnType<typeof answer>> = {
    details: checkedThen(
      "details",
      AccountDetailsSchema,
      (input) => updateDetails(request, user, input),
      ACCOUNT_MESSAGES.detailsSaved,
    ),
    "mobile-code": async () => {
      const sent = await sendMobileCode(request, user.id);
      return answer("mobile-code", sent, sent.message);
    },
    "mobile-verify": async () => {
      const confirmed = await confirmMobileCode(request, user.id, String(values.code ?? ""));
      return answer("mobile-verify", confirmed.ok ? { ok: true } : { ...confirmed, field: "code" }, confirmed.message);
    },
    email: checkedThen(
      "email",
      ChangeEmailSchema,
      (input) => changeEmail(request, user, input),
      ACCOUNT_MESSAGES.emailChangeSent,
    ),
    verify: async () => answer("verify", await sendVerificationAgain(request, user), ACCOUNT_MESSAGES.verifySent),
    password: checkedThen(
      "password",
      ChangePasswordSchema,
      (input) => changePassword(request, user, input),
      ACCOUNT_MESSAGES.passwordChanged,
    ),
    "end-session": async () =>
      answer(
        "end-session",
        await endSession(request, user, String(values.sessionId ?? "")),
        ACCOUNT_MESSAGES.sessionEnded,
      ),
    "end-others": async () =>
      answer("end-others", await endOtherSessions(request), ACCOUNT_MESSAGES.otherSessionsEnded),
    reach: async () => {
      const messagesOnly = values.reach === "messages";
      await setMessagesOnly(user.id, messagesOnly);
      return data<SettingsResult>({
        ok: true,
        message: messagesOnly ? PREFERENCE_ANSWERS.messagesOnly : PREFERENCE_ANSWERS.phoneToo,
        intent: "reach",
      });
    },
    rera: async () => {
      const checked = check(AgentReraSchema, values);
      if (!checked.ok) return invalid("rera", checked);
      if (!(await saveAgentRera(user.id, checked.data.reraNumber))) {
        return data<SettingsResult>({ ok: false, message: RERA_MESSAGES.agentOnly, intent: "rera" }, 403);
      }
      return data<SettingsResult>({
        ok: true,
        message: checked.data.reraNumber ? RERA_MESSAGES.agentSaved : RERA_MESSAGES.agentRemoved,
        intent: "rera",
      });
    },
  };
  return dispatchIntent(form, handlers, () =>
    data<SettingsResult>({ ok: false, message: ACCOUNT_MESSAGES.failure, intent: "details" }, 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { account, sessions, rera, messagesOnly, returnTo } = loaderData;
  const others = sessions.filter((item) => !item.current);
  const { t, locale } = useI18n();
  const dataHref = useHref("/profile/data");
  return (
    <>
      <PageHeader
        back={{ to: "/profile", label: t("Back to your profile") }}
        title={t("Account settings")}
        lead={t("Your details, your e-mail address, your password and your sessions.")}
      />
      <div className="container-page grid grid-cols-1 gap-8 py-10 lg:grid-cols-2">
        <Card id="details" title={t("Name and mobile")}>
          <SettingsForm
            intent="details"
            schema={() => schemas().then((m) => m.AccountDetailsSchema)}
            submit={t("Save")}
          >
            <NameField label={t("Full name")} maxLength={LIMITS.nameMax} defaultValue={account.name} />
            <TextField
              label={t("Mobile number")}
              name="mobileNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              defaultValue={account.mobileNumber}
            />
          </SettingsForm>
          <MobileProof number={account.mobileNumber} verified={account.mobileVerified} returnTo={returnTo} />
        </Card>

        <Card id="reach" title={t("How seekers reach you")}>
          <p className="text-slate-600">
            {t(
              "Seekers can always write to you in a conversation on the site. Choose whether signed-in seekers may also see your number on your listings.",
            )}
          </p>
          <SettingsForm intent="reach" submit={t("Save")}>
            <fieldset className="space-y-2">
              <legend className="sr-only">{t("How seekers reach you")}</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name="reach" value="phone" defaultChecked={!messagesOnly} />
                {t("Messages and my number")}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="reach" value="messages" defaultChecked={messagesOnly} />
                {t("Messages only")}
              </label>
            </fieldset>
          </SettingsForm>
        </Card>

        {rera ? (
          <Card id="rera" title={t(RERA_MESSAGES.agentTitle)}>
            <p className="text-slate-600">
              {t("Your UP RERA agent registration, shown with your listings.")}{" "}
              {rera.number
                ? rera.checkedOn
                  ? RERA_MESSAGES.checkedOn(rera.checkedOn)
                  : t(RERA_MESSAGES.notChecked)
                : null}
            </p>
            <SettingsForm intent="rera" schema={() => schemas().then((m) => m.AgentReraSchema)} submit={t("Save")}>
              <TextField
                label={t("RERA number")}
                name="reraNumber"
                placeholder={t("e.g. UPRERAAGT12345")}
                defaultValue={rera.number}
                autoComplete="off"
              />
            </SettingsForm>
          </Card>
        ) : null}

        <Card id="email" title={t("E-mail address")}>
          <p>
            {/* A long address breaks anywhere rather than widen the page on a phone. */}
            <span className="font-semibold wrap-anywhere">{account.email}</span>{" "}
            <ProofBadge proven={account.emailVerified}>
              {account.emailVerified ? t("Confirmed") : t("Not confirmed")}
            </ProofBadge>
          </p>
          {account.emailVerified ? null : (
            <div className="mt-3">
              <p className="text-slate-600">
                {t(
                  "Until you confirm it, your listings wait for our team with a mark, and enquiries may not reach you.",
                )}
              </p>
              <SettingsForm intent="verify" submit={t("Send the confirmation link again")} secondary />
            </div>
          )}
          <h3 className="mt-6 font-semibold">{t("Change e-mail address")}</h3>
          <SettingsForm
            intent="email"
            schema={() => schemas().then((m) => m.ChangeEmailSchema)}
            submit={t("Send a link to the new address")}
            clearOnSuccess
          >
            <EmailField label={t("New e-mail address")} />
            <PasswordField label={t("Current password")} name="currentPassword" autoComplete="current-password" />
          </SettingsForm>
        </Card>

        <Card id="password" title={t("Password")}>
          <p className="text-slate-600">{t("Changing it signs out every other browser and phone.")}</p>
          <SettingsForm
            intent="password"
            schema={() => schemas().then((m) => m.ChangePasswordSchema)}
            submit={t("Change password")}
            clearOnSuccess
          >
            <PasswordField label={t("Current password")} name="currentPassword" autoComplete="current-password" />
            <PasswordField label={t("New password")} autoComplete="new-password" />
            <PasswordField label={t("Confirm new password")} name="confirmPassword" autoComplete="new-password" />
          </SettingsForm>
          <p className="mt-4 text-sm">
            <Link to="/forgot-password" className="text-brand-700 underline">
              {t("Forgot your current password?")}
            </Link>
          </p>
        </Card>

        <Card id="sessions" title={t("Where you are signed in")}>
          <ul className="divide-y divide-slate-100" data-testid="sessions">
            {sessions.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">
                    <DeviceName device={item.device} />
                    {item.current ? " " : null}
                    {item.current ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-800">
                        {t("This browser")}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t("Signed in {date}", { date: formatDate(item.signedInAt, locale) })} ·{" "}
                    {t("last active {date}", { date: formatDate(item.lastActiveAt, locale) })}
                    {item.ipAddress ? ` · ${item.ipAddress}` : ""}
                  </p>
                </div>
                {item.current ? null : <SessionButton id={item.id} device={item.deviceName} />}
              </li>
            ))}
          </ul>
          {/* Always in the page: the form goes with the other sessions, its answer stays in view. */}
          <EndOthersDone />
          {others.length ? (
            <SettingsForm intent="end-others" submit={t("Sign out all other sessions")} secondary />
          ) : (
            <p className="mt-2 text-slate-600">{t("You are signed in on this browser only.")}</p>
          )}
        </Card>

        <Card id="my-data" title={t("Your data")}>
          <p className="text-slate-600">
            {t("A file with your account, your listings and their photos, your sessions and the messages you sent us.")}
          </p>
          <p className="mt-4">
            <a
              href={dataHref}
              download
              className="inline-flex rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
            >
              {t("Download my data")}
            </a>
          </p>
          <p className="mt-6 text-slate-600">
            {t("Deleting your account removes it and everything it posted, for good.")}
          </p>
          <p className="mt-4">
            <Link
              to="/profile/delete"
              className="inline-flex rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              {t("Delete my account")}
            </Link>
          </p>
        </Card>
      </div>
    </>
  );
}

const schemas = () => import("#app/modules/accounts/schemas");

/**
 * Whether the mobile number is proven, and the two steps that prove it: a code sent by SMS,
 * then the code typed here. Seeing owners' numbers, enquiries and posting wait for it.
 */
function MobileProof({ number, verified, returnTo }: { number: string; verified: boolean; returnTo: string }) {
  const { t } = useI18n();
  const back = returnTo ? (
    <Link
      to={returnTo}
      className={
        verified
          ? "mt-3 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          : "mt-3 inline-block font-semibold text-brand-700 underline"
      }
      data-testid="verify-mobile-back"
    >
      {t(returnLabel(returnTo))}
    </Link>
  ) : null;
  return (
    <div id="mobile" className="mt-6 border-t border-slate-100 pt-4">
      <p>
        {t("Mobile number")}{" "}
        {number ? <span className="font-semibold">+91 {number.replace(/^(\d{5})(\d{5})$/, "$1 $2")}</span> : null}{" "}
        <ProofBadge proven={verified}>{verified ? t("Verified") : t("Not verified")}</ProofBadge>
      </p>
      {verified ? (
        back
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            {t(
              "Verify your number to see owners' numbers, send enquiries and post properties: we send a 6-digit code to it by SMS.",
            )}
          </p>
          <SettingsForm intent="mobile-code" submit={t("Send me a code by SMS")} secondary />
          <SettingsForm intent="mobile-verify" submit={t("Verify my number")}>
            <TextField
              label={t("Code from the SMS")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={8}
              required
            />
          </SettingsForm>
          {back}
        </>
      )}
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-slate-200 p-6 shadow-sm"
      id={id}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const noCheck = () => Promise.resolve(undefined as unknown as z.ZodMiniType);

interface SettingsFormProps {
  intent: Intent;
  submit: string;
  schema?: () => Promise<z.ZodMiniType>;
  secondary?: boolean;
  clearOnSuccess?: boolean;
  children?: React.ReactNode;
}

/** One form of the page: sent in the background with JavaScript, a plain post without. */
function SettingsForm({ intent, submit, schema, secondary, clearOnSuccess, children }: SettingsFormProps) {
  const fetcher = useFetcher<typeof action>({ key: `settings-${intent}` });
  const formHolder = useRef<React.RefObject<HTMLFormElement | null> | null>(null);
  // Passwords and a new address are not left in the form once they have done their work.
  const clear = useCallback(() => formHolder.current?.current?.reset(), []);
  const form = useCheckedForm(schema ?? noCheck, {
    fetcher: fetcher as never,
    afterSuccess: clearOnSuccess ? clear : undefined,
  });
  formHolder.current = form.formRef;
  const result = form.result as (SettingsResult | { ok: false; message: string; field?: string }) | undefined;
  const mine = result && (!("intent" in result) || result.intent === intent) ? result : undefined;
  // "Signed out everywhere else" is said by EndOthersDone, which outlives this form.
  const shown = intent === "end-others" && mine?.ok ? undefined : mine;
  const { t } = useI18n();
  return (
    <fetcher.Form method="post" {...(schema ? form.formProps : {})} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormMessage message={shown?.message && t(shown.message)} tone={shown?.ok ? "success" : "error"} />
      {secondary ? (
        <button
          type="submit"
          disabled={form.busy}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60"
        >
          {submit}
        </button>
      ) : (
        <SubmitButton busy={form.busy} busyLabel={t("Saving...")}>
          {submit}
        </SubmitButton>
      )}
    </fetcher.Form>
  );
}

/** "Every other session is signed out.", after the button that did it has gone from the list. */
function EndOthersDone() {
  const fetcher = useFetcher<typeof action>({ key: "settings-end-others" });
  // Without JavaScript the form was a plain post: its answer is the page's action data.
  const posted = useActionData<typeof action>();
  const result = (fetcher.data ?? posted) as SettingsResult | undefined;
  const { t } = useI18n();
  return result?.ok && result.intent === "end-others" ? (
    <div className="mt-4">
      <FormMessage message={t(result.message)} tone="success" />
    </div>
  ) : null;
}

/** "Chrome on Linux" (Hindi "Linux पर Chrome"): the browser and the system are names, kept as they are. */
function DeviceName({ device }: { device: Device }) {
  const { t } = useI18n();
  const { browser, system } = device;
  if (browser && system)
    return (
      <Words
        message={t(DEVICE_WORDS.both)}
        values={{ browser: <Name>{browser}</Name>, system: <Name>{system}</Name> }}
      />
    );
  return browser || system ? <Name>{browser ?? system}</Name> : t(DEVICE_WORDS.unknown);
}

function SessionButton({ id, device }: { id: string; device: string }) {
  const fetcher = useFetcher({ key: `end-session-${id}` });
  const { t } = useI18n();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="end-session" />
      <input type="hidden" name="sessionId" value={id} />
      <button
        type="submit"
        aria-label={t("Sign out {device}", { device })}
        disabled={fetcher.state !== "idle"}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
      >
        {t("Sign out")}
      </button>
    </fetcher.Form>
  );
}

/** Whether an address or number is proven yet: green once it is, amber while it waits. */
function ProofBadge({ proven, children }: { proven: boolean; children: React.ReactNode }) {
  return (
    <span
      // One piece, never broken across two lines ("Not confirmed" wrapped on a phone: B15).
      className={`ml-1 inline-block rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${
        proven ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {children}
    </span>
  );
}
