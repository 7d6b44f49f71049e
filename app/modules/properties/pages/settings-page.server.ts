import { data } from "react-router";
import type * as z from "zod/mini";
import { agentReraOf, saveAgentRera } from "#app/modules/accounts/agent-rera.server";
import { messagesOnlyOf, setMessagesOnly } from "#app/modules/accounts/contact-preference.server";
import { describeDevice, deviceOf } from "#app/modules/accounts/devices";
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
import type { SessionUser } from "#app/modules/accounts/session.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { check } from "#app/modules/platform/form-schema";
import { formValues } from "#app/modules/platform/forms";
import { dispatchIntent, type IntentHandlers } from "#app/modules/platform/intents.server";
import { safeRedirectPath } from "#app/modules/platform/safe-redirect";
import { formatDate } from "#app/modules/text/format";
import { PREFERENCE_ANSWERS } from "../messages/words";
import type { SettingsIntent as Intent, SettingsResult } from "./settings-page";

async function agentReraView(userId: string, locale: Locale) {
  const rera = await agentReraOf(userId);
  return { number: rera?.number ?? "", checkedOn: rera?.checkedAt ? formatDate(rera.checkedAt, locale) : null };
}

/** /profile/settings for a signed-in person the route has checked. */
export async function settingsPage(request: Request, user: SessionUser) {
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

type Outcome = { ok: true; headers?: Headers } | { ok: false; status: number; message: string; field?: string };

function answer(intent: Intent, outcome: Outcome, success: string) {
  if (!outcome.ok) {
    return data<SettingsResult>({ ok: false, message: outcome.message, field: outcome.field, intent }, outcome.status);
  }
  return data<SettingsResult>({ ok: true, message: success, intent }, { headers: outcome.headers });
}

/** Answers the settings form the request sent, for the signed-in person the route has checked. */
export async function answerSettingsForm(request: Request, user: SessionUser) {
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
