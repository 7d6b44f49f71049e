import { createHash, randomBytes } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { and, desc, eq, gt } from "drizzle-orm";
import { ACCOUNT_LINKS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { isUniqueViolation } from "#app/modules/db/errors.server";
import { hitRateLimit, rateLimitMessage, refusalMessage, reserveAttempt } from "#app/modules/db/rate-limits.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { getMailer } from "#app/modules/mail/mailer.server";
import { now } from "#app/modules/platform/clock.server";
import { logger } from "#app/modules/platform/logger.server";
import { session, user } from "#db/schema";
import {
  claimLink,
  endLinks,
  forgetChangeLinkUse,
  issueLink,
  markChangeLinkUsed,
  openLink,
  refuseChangeLinksBefore,
} from "./account-links.server";
import { writeAccounts } from "./account-store.server";
import type { Outcome } from "./accounts.server";
import { getAuth } from "./auth.server";
import { askedOnPageIn, emailChangedEmail, passwordChangedEmail } from "./emails.server";
import { forgetMobileProof } from "./mobile-verification.server";
import { isWeakPassword } from "./password-strength.server";
import type { SessionUser } from "./session.server";
import { ACCOUNT_MESSAGES, SIGN_UP_MESSAGES } from "./words";

/** Better Auth's error code, or "" for anything else (which is logged as ours). */
function authCode(error: unknown): string {
  return isAPIError(error) ? String(error.body?.code ?? "") : "";
}

function failed(error: unknown, what: string): Outcome {
  logger.error({ err: error, code: authCode(error) }, what);
  return { ok: false, status: 500, message: ACCOUNT_MESSAGES.failure };
}

/** Asks Better Auth to do something: done, or the failure logged as `what` and said in our words. */
async function throughAuth(what: string, ask: () => Promise<unknown>): Promise<Outcome> {
  try {
    await ask();
    return { ok: true };
  } catch (error) {
    return failed(error, what);
  }
}

/** Counts one use of a per-account bucket; the refusal, or null. */
async function accountLimit(
  request: Request,
  bucket: "accountEmail" | "accountDetails" | "passwordCheck" | "passwordResetAccount",
  key: string,
) {
  const result = await hitRateLimit(bucket, key.toLowerCase());
  return result.allowed ? null : refusalMessage(bucket, result.retryAfterSeconds, localeOf(request));
}

// ── Forgot password ──────────────────────────────────────────────────────────────────────

/**
 * Sends a reset link when the address has an account. The answer is the same either way
 * (and as quick: the e-mail is queued, not awaited), so nobody learns who has an account.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<Outcome> {
  const limited =
    (await rateLimitMessage(request, "passwordReset")) ?? (await accountLimit(request, "passwordResetAccount", email));
  if (limited) return { ok: false, status: 429, message: limited };
  return throughAuth("password reset request failed", () =>
    askedOnPageIn(localeOf(request), () =>
      getAuth().api.requestPasswordReset({ body: { email }, headers: request.headers }),
    ),
  );
}

/** The account a reset link is for, while the link is unused and under an hour old. */
export async function resetLinkAccount(token: string): Promise<{ email: string; mobileNumber: string } | null> {
  if (!token || token.length > 200) return null;
  const context = await getAuth().$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!found || found.expiresAt < now()) return null;
  const [owner] = await getDb()
    .select({ email: user.email, mobileNumber: user.mobileNumber })
    .from(user)
    .where(eq(user.id, found.value));
  return owner ?? null;
}

/**
 * Sets the new password from a reset link; every session of the account ends, and so does
 * every other reset link of the account: an older link left in the inbox must not reset
 * the password again after the newest one was used.
 */
export async function resetPassword(_request: Request, token: string, password: string): Promise<Outcome> {
  const owner = await resetLinkAccount(token);
  if (!owner) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid };
  if (isWeakPassword(password, owner)) {
    return { ok: false, status: 400, message: SIGN_UP_MESSAGES.weakPassword, field: "password" };
  }
  try {
    const context = await getAuth().$context;
    // Hashed first (it takes a moment), so the link is claimed just before the change.
    const hash = await context.password.hash(password);
    // Used with every other reset link of the account: an older link left in the inbox
    // must not reset the password again.
    const userId = await claimLink("reset-password", token);
    if (!userId) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid };
    await writeAccounts(async (writes) => {
      await writes.setPassword(userId, hash);
      await writes.endSessions(userId);
    });
    await sendPasswordNotice(userId, "reset");
    return { ok: true };
  } catch (error) {
    return failed(error, "password reset failed");
  }
}

/** Tells the account's address that its password changed, so a change by someone else is noticed. */
async function sendPasswordNotice(userId: string, how: "changed" | "reset"): Promise<void> {
  const [owner] = await getDb()
    .select({ name: user.name, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId));
  if (owner) getMailer().send(passwordChangedEmail(owner, how));
}

// ── E-mail address ───────────────────────────────────────────────────────────────────────

export type VerifyResult = "verified" | "changed" | "invalid" | "wrong-account";

/** The claims of a confirmation link (Better Auth checks its signature; we read it to add our rules). */
function linkClaims(token: string): { email?: string; updateTo?: string; userId?: string; iat?: number; exp?: number } {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload === "object" && payload !== null ? payload : {};
  } catch {
    return {};
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Opens a confirmation link: confirms the address, or moves the account to a new one. A link
 * that moves the account works once, and not when it is older than the account's last undo
 * (its signed claims would otherwise be valid again once the old address is put back).
 */
export async function verifyEmail(request: Request, token: string): Promise<VerifyResult> {
  if (!token || token.length > 2000) return "invalid";
  const claims = linkClaims(token);
  const moving = typeof claims.updateTo === "string" && typeof claims.userId === "string";
  let claimed: string | null = null;
  if (moving) {
    claimed = await markChangeLinkUsed(
      claims.userId as string,
      sha256(token),
      (claims.iat ?? 0) * 1000,
      (claims.exp ?? 0) * 1000,
    );
    if (!claimed) return "invalid";
  }
  try {
    const result = await getAuth().api.verifyEmail({ query: { token }, headers: request.headers });
    const changed =
      result && "user" in result ? (result.user as { id?: unknown; name?: unknown; locale?: unknown } | null) : null;
    if (changed && typeof changed.id === "string") {
      // The link reached the new address, which proves it belongs to this person.
      const id = changed.id;
      await writeAccounts((writes) => writes.update(id, { emailVerified: true }));
      if (claims.email && claims.updateTo) {
        await sendEmailChangeNotice(
          changed.id,
          { name: String(changed.name ?? ""), locale: typeof changed.locale === "string" ? changed.locale : null },
          claims.email,
          claims.updateTo,
        );
      }
      return "changed";
    }
    return "verified";
  } catch (error) {
    // Refused by Better Auth: the claim is given back (a forged token must not fill the table).
    if (claimed) await forgetChangeLinkUse(claimed);
    const code = authCode(error);
    if (code === "INVALID_USER") return "wrong-account";
    if (!isAPIError(error)) logger.error({ err: error }, "e-mail verification failed");
    return "invalid";
  }
}

/** The old address learns of the move, with a link that moves the account back (7 days, once). */
async function sendEmailChangeNotice(
  userId: string,
  { name, locale }: { name: string; locale: string | null },
  oldEmail: string,
  newEmail: string,
) {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now().getTime() + ACCOUNT_LINKS.undoEmailChangeSeconds * 1000);
  await issueLink("email-undo", token, JSON.stringify({ userId, email: oldEmail, newEmail }), expires);
  getMailer().send(emailChangedEmail({ name, email: oldEmail, locale }, newEmail, token));
}

/** The address an undo link would put back, while the link is unused and under 7 days old. */
export async function undoLinkEmail(token: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const value = await openLink("email-undo", token);
  return value ? (JSON.parse(value) as { email: string }).email : null;
}

/**
 * Puts the old address back from the notice's link: the link and every other undo link of
 * the account end together (one statement, as for reset links), every session and reset
 * link of the account ends, and change links issued before now stop working.
 */
export async function undoEmailChange(token: string): Promise<Outcome & { email?: string }> {
  if (!token || token.length > 200) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.undoEmailInvalid };
  // Used with every other undo link of the account.
  const found = await claimLink("email-undo", token);
  if (!found) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.undoEmailInvalid };
  const { userId, email } = JSON.parse(found) as { userId: string; email: string };
  try {
    await writeAccounts(async (writes) => {
      await writes.update(userId, { email, emailVerified: true, updatedAt: now() });
      await writes.endSessions(userId);
      await endLinks("reset-password", userId, writes.tx);
      const expires = new Date(now().getTime() + ACCOUNT_LINKS.verifyEmailSeconds * 1000);
      await refuseChangeLinksBefore(writes.tx, userId, expires);
    });
    return { ok: true, email };
  } catch (error) {
    // The old address was taken by another account since (unique e-mail): nothing changed.
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: ACCOUNT_MESSAGES.undoEmailTaken };
    return failed(error, "e-mail undo failed");
  }
}

export async function sendVerificationAgain(request: Request, account: SessionUser): Promise<Outcome> {
  if (account.emailVerified) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.alreadyVerified };
  const limited = await accountLimit(request, "accountEmail", account.id);
  if (limited) return { ok: false, status: 429, message: limited };
  return throughAuth("verification e-mail failed", () =>
    getAuth().api.sendVerificationEmail({ body: { email: account.email }, headers: request.headers }),
  );
}

/**
 * Sends a link to the new address; the address changes when it is opened. An address that
 * another account uses gets the same answer and no e-mail (Better Auth's rule).
 */
export async function changeEmail(
  request: Request,
  account: SessionUser,
  input: { email: string; currentPassword: string },
): Promise<Outcome> {
  const newEmail = input.email;
  if (newEmail === account.email.toLowerCase()) {
    return { ok: false, status: 400, message: ACCOUNT_MESSAGES.emailSame, field: "email" };
  }
  // A stolen session alone must not move the account for good.
  const password = await checkPassword(request, account, input.currentPassword, {
    message: ACCOUNT_MESSAGES.currentPasswordWrong,
    field: "currentPassword",
  });
  if (!password.ok) return password;
  const limited = await accountLimit(request, "accountEmail", account.id);
  if (limited) return { ok: false, status: 429, message: limited };
  return throughAuth("e-mail change failed", () =>
    getAuth().api.changeEmail({ body: { newEmail }, headers: request.headers }),
  );
}

// ── Name, mobile, password ───────────────────────────────────────────────────────────────

export async function updateDetails(
  request: Request,
  account: SessionUser,
  details: { name: string; mobileNumber: string },
): Promise<Outcome> {
  const [before] = await getDb()
    .select({ name: user.name, mobileNumber: user.mobileNumber })
    .from(user)
    .where(eq(user.id, account.id));
  const newNumber = (before?.mobileNumber ?? "") !== details.mobileNumber;
  if (before?.name === details.name && !newNumber) return { ok: true };
  // Each change forgets the pages of this person's listings: bounded per account.
  const limited = await accountLimit(request, "accountDetails", account.id);
  if (limited) return { ok: false, status: 429, message: limited };
  try {
    // The account and its listings' pages change in one transaction.
    await writeAccounts(async (writes) => {
      const at = now();
      // A new number is not proven by the old one's code (decision 043).
      const proof = newNumber ? await forgetMobileProof(writes.tx, account.id, at) : {};
      await writes.update(account.id, { ...details, ...proof, updatedAt: at });
    });
    return { ok: true };
  } catch (error) {
    return failed(error, "profile update failed");
  }
}

/**
 * Changes the password when the current one is right; every other session ends, and this
 * browser gets a new session (the returned headers carry its cookie).
 */
export async function changePassword(
  request: Request,
  account: SessionUser,
  input: { currentPassword: string; password: string },
): Promise<Outcome> {
  if (input.password === input.currentPassword) {
    return { ok: false, status: 400, message: ACCOUNT_MESSAGES.samePassword, field: "password" };
  }
  if (isWeakPassword(input.password, account)) {
    return { ok: false, status: 400, message: SIGN_UP_MESSAGES.weakPassword, field: "password" };
  }
  return withPasswordAttempt(request, account.id, async () => {
    try {
      const { headers } = await getAuth().api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      });
      // Changing the password any way ends the account's outstanding reset links.
      await endLinks("reset-password", account.id);
      await sendPasswordNotice(account.id, "changed");
      return { ok: true, headers };
    } catch (error) {
      if (authCode(error) === "INVALID_PASSWORD") {
        return { ok: false, status: 400, message: ACCOUNT_MESSAGES.currentPasswordWrong, field: "currentPassword" };
      }
      return failed(error, "password change failed");
    }
  });
}

/** Confirms the signed-in person's password before something that cannot be undone. */
export async function checkPassword(
  request: Request,
  account: SessionUser,
  password: string,
  wrong: { message: string; field: string } = { message: ACCOUNT_MESSAGES.deletePasswordWrong, field: "password" },
): Promise<Outcome> {
  return withPasswordAttempt(request, account.id, async () => {
    try {
      await getAuth().api.verifyPassword({ body: { password }, headers: request.headers });
      return { ok: true };
    } catch (error) {
      if (authCode(error) === "INVALID_PASSWORD") return { ok: false, status: 400, ...wrong };
      return failed(error, "password check failed");
    }
  });
}

/**
 * Checks an account's current password under its limit of wrong passwords: the attempt is
 * reserved before the check (reserveAttempt), so passwords sent at once cannot all be
 * tried; a wrong password (400) keeps it, anything else gives it back. While the limit
 * holds, every check is refused, the right password too.
 */
async function withPasswordAttempt(request: Request, userId: string, check: () => Promise<Outcome>): Promise<Outcome> {
  const attempt = await reserveAttempt("passwordCheck", userId);
  if (!attempt.allowed) {
    return {
      ok: false,
      status: 429,
      message: refusalMessage("passwordCheck", attempt.retryAfterSeconds, localeOf(request)),
    };
  }
  const outcome = await check();
  if (outcome.ok || outcome.status !== 400) await attempt.release();
  return outcome;
}

// ── Sessions ─────────────────────────────────────────────────────────────────────────────

export interface SessionSummary {
  id: string;
  userAgent: string;
  ipAddress: string;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

/** The account's sessions that have not ended, most recently active first. */
export async function activeSessions(account: SessionUser): Promise<SessionSummary[]> {
  const rows = await getDb()
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, account.id), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.id));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent ?? "",
    ipAddress: row.ipAddress ?? "",
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === account.sessionId,
  }));
}

/** Signs out one of the account's own sessions (another account's id is "already ended"). */
export async function endSession(request: Request, account: SessionUser, sessionId: string): Promise<Outcome> {
  const [found] = await getDb()
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, account.id)));
  if (!found) return { ok: false, status: 404, message: ACCOUNT_MESSAGES.sessionUnknown };
  try {
    const { headers } = await getAuth().api.revokeSession({
      body: { token: found.token },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    return failed(error, "session revoke failed");
  }
}

export async function endOtherSessions(request: Request): Promise<Outcome> {
  return throughAuth("revoke other sessions failed", () =>
    getAuth().api.revokeOtherSessions({ headers: request.headers }),
  );
}
