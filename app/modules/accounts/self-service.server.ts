import { isAPIError } from "better-auth/api";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { getMailer } from "#app/modules/mail/mailer.server";
import { now } from "#app/modules/platform/clock.server";
import { logger } from "#app/modules/platform/logger.server";
import {
  hitRateLimit,
  rateLimitMessage,
  refusalMessage,
  reserveAttempt,
} from "#app/modules/platform/rate-limit.server";
import { account as credentials, session, user } from "#db/schema";
import type { Outcome } from "./accounts.server";
import { getAuth } from "./auth.server";
import { passwordChangedEmail } from "./emails.server";
import { ACCOUNT_MESSAGES, SIGN_UP_MESSAGES } from "./messages";
import { isWeakPassword } from "./password-strength.server";
import type { SessionUser } from "./session.server";

/** Better Auth's error code, or "" for anything else (which is logged as ours). */
function authCode(error: unknown): string {
  return isAPIError(error) ? String(error.body?.code ?? "") : "";
}

function failed(error: unknown, what: string): Outcome {
  logger.error({ err: error, code: authCode(error) }, what);
  return { ok: false, status: 500, message: ACCOUNT_MESSAGES.failure };
}

/** Counts one use of a per-account bucket; the refusal, or null. */
async function accountLimit(bucket: "accountEmail" | "passwordCheck" | "passwordResetAccount", key: string) {
  const result = await hitRateLimit(bucket, key.toLowerCase());
  return result.allowed ? null : refusalMessage(bucket, result.retryAfterSeconds);
}

// ── Forgot password ──────────────────────────────────────────────────────────────────────

/**
 * Sends a reset link when the address has an account. The answer is the same either way
 * (and as quick: the e-mail is queued, not awaited), so nobody learns who has an account.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<Outcome> {
  const limited =
    (await rateLimitMessage(request, "passwordReset")) ?? (await accountLimit("passwordResetAccount", email));
  if (limited) return { ok: false, status: 429, message: limited };
  try {
    await getAuth().api.requestPasswordReset({ body: { email }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    return failed(error, "password reset request failed");
  }
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
    const userId = await claimResetLink(token);
    if (!userId) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid };
    await getDb().transaction(async (tx) => {
      await tx
        .update(credentials)
        .set({ password: hash, updatedAt: now() })
        .where(and(eq(credentials.userId, userId), eq(credentials.providerId, "credential")));
      await tx.delete(session).where(eq(session.userId, userId));
    });
    await sendPasswordNotice(userId, "reset");
    return { ok: true };
  } catch (error) {
    return failed(error, "password reset failed");
  }
}

/**
 * Uses a reset link: deletes it together with every other reset link of its account, in
 * one statement, and answers the account only when this link was among those deleted.
 * Of two links of one account used at the same moment, the second finds its row already
 * deleted (PostgreSQL's row locks make it wait for the first), so one password wins.
 */
async function claimResetLink(token: string): Promise<string | null> {
  const mine = `reset-password:${token}`;
  const rows = await queryRows<{ identifier: string; value: string }>(sql`
    delete from verification
    where identifier like 'reset-password:%'
      and value = (select value from verification where identifier = ${mine} and expires_at > ${now().toISOString()}::timestamptz)
    returning identifier, value
  `);
  return rows.find((row) => row.identifier === mine)?.value ?? null;
}

/** Changing the password any way ends the account's outstanding reset links. */
export async function endResetLinks(userId: string): Promise<void> {
  await getDb().execute(sql`delete from verification where identifier like 'reset-password:%' and value = ${userId}`);
}

/** Tells the account's address that its password changed, so a change by someone else is noticed. */
async function sendPasswordNotice(userId: string, how: "changed" | "reset"): Promise<void> {
  const [owner] = await getDb().select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  if (owner) getMailer().send(passwordChangedEmail(owner, how));
}

// ── E-mail address ───────────────────────────────────────────────────────────────────────

export type VerifyResult = "verified" | "changed" | "invalid" | "wrong-account";

/** Opens a confirmation link: confirms the address, or moves the account to a new one. */
export async function verifyEmail(request: Request, token: string): Promise<VerifyResult> {
  if (!token || token.length > 2000) return "invalid";
  try {
    const result = await getAuth().api.verifyEmail({ query: { token }, headers: request.headers });
    const changed = result && "user" in result ? (result.user as { id?: unknown } | null) : null;
    if (changed && typeof changed.id === "string") {
      // The link reached the new address, which proves it belongs to this person.
      await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, changed.id));
      return "changed";
    }
    return "verified";
  } catch (error) {
    const code = authCode(error);
    if (code === "INVALID_USER") return "wrong-account";
    if (!isAPIError(error)) logger.error({ err: error }, "e-mail verification failed");
    return "invalid";
  }
}

export async function sendVerificationAgain(request: Request, account: SessionUser): Promise<Outcome> {
  if (account.emailVerified) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.alreadyVerified };
  const limited = await accountLimit("accountEmail", account.id);
  if (limited) return { ok: false, status: 429, message: limited };
  try {
    await getAuth().api.sendVerificationEmail({ body: { email: account.email }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    return failed(error, "verification e-mail failed");
  }
}

/**
 * Sends a link to the new address; the address changes when it is opened. An address that
 * another account uses gets the same answer and no e-mail (Better Auth's rule).
 */
export async function changeEmail(request: Request, account: SessionUser, newEmail: string): Promise<Outcome> {
  if (newEmail === account.email.toLowerCase()) {
    return { ok: false, status: 400, message: ACCOUNT_MESSAGES.emailSame, field: "email" };
  }
  const limited = await accountLimit("accountEmail", account.id);
  if (limited) return { ok: false, status: 429, message: limited };
  try {
    await getAuth().api.changeEmail({ body: { newEmail }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    return failed(error, "e-mail change failed");
  }
}

// ── Name, mobile, password ───────────────────────────────────────────────────────────────

export async function updateDetails(
  request: Request,
  details: { name: string; mobileNumber: string },
): Promise<Outcome> {
  try {
    await getAuth().api.updateUser({ body: details, headers: request.headers });
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
  return withPasswordAttempt(account.id, async () => {
    try {
      const { headers } = await getAuth().api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      });
      await endResetLinks(account.id);
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
  return withPasswordAttempt(account.id, async () => {
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
async function withPasswordAttempt(userId: string, check: () => Promise<Outcome>): Promise<Outcome> {
  const attempt = await reserveAttempt("passwordCheck", userId);
  if (!attempt.allowed) {
    return { ok: false, status: 429, message: refusalMessage("passwordCheck", attempt.retryAfterSeconds) };
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
  try {
    await getAuth().api.revokeOtherSessions({ headers: request.headers });
    return { ok: true };
  } catch (error) {
    return failed(error, "revoke other sessions failed");
  }
}
