import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { isOneOf, SIGN_UP_ROLES } from "#app/config/enums";
import { getDb } from "#app/modules/db/db.server";
import { isUniqueViolation } from "#app/modules/db/errors.server";
import { localeOfPath } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { logger } from "#app/modules/platform/logger.server";
import { user } from "#db/schema";
import { getAuth, SIGN_UP_LOCALE_HEADER } from "./auth.server";
import { isWeakPassword } from "./password-strength.server";
import type { Login, SignUp } from "./schemas";
import { SIGN_UP_MESSAGES } from "./words";

export type Outcome = { ok: true; headers?: Headers } | { ok: false; status: number; message: string; field?: string };

const EMAIL_TAKEN = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);
const WEAK = new Set(["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"]);

/**
 * Creates an account and signs it in: the returned headers carry the new session's cookie
 * (decision 059: a new account goes back to the page it came from, signed in).
 */
export async function registerUser(request: Request, input: SignUp): Promise<Outcome> {
  const role = input.role;
  if (!isOneOf(SIGN_UP_ROLES, role)) return { ok: false, status: 400, message: SIGN_UP_MESSAGES.role, field: "role" };
  if (isWeakPassword(input.password, input)) {
    return { ok: false, status: 400, message: SIGN_UP_MESSAGES.weakPassword, field: "password" };
  }
  try {
    const auth = getAuth();
    // The language of the sign-up page becomes the account's (its first e-mail is in it).
    const headers = new Headers(request.headers);
    headers.set(SIGN_UP_LOCALE_HEADER, localeOfPath(new URL(request.url).pathname));
    const created = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        role,
        mobileNumber: input.mobileNumber,
      },
      headers,
      returnHeaders: true,
    });
    return { ok: true, headers: created.headers };
  } catch (error) {
    const code = isAPIError(error) ? String(error.body?.code ?? "") : "";
    if (EMAIL_TAKEN.has(code)) return { ok: false, status: 409, message: SIGN_UP_MESSAGES.emailInUse, field: "email" };
    if (code === "INVALID_EMAIL") return { ok: false, status: 400, message: SIGN_UP_MESSAGES.email, field: "email" };
    if (WEAK.has(code)) return { ok: false, status: 400, message: SIGN_UP_MESSAGES.weakPassword, field: "password" };
    // Two sign-ups with one address at the same moment both pass Better Auth's "is it taken?"
    // read; the database's unique index stops the second, which Better Auth reports as
    // FAILED_TO_CREATE_USER (the database error is not passed on). When the address has an
    // account now, that is what happened, and the person is told as if it had been seen.
    if ((code === "FAILED_TO_CREATE_USER" || isUniqueViolation(error)) && (await emailTaken(input.email))) {
      return { ok: false, status: 409, message: SIGN_UP_MESSAGES.emailInUse, field: "email" };
    }
    logger.error({ err: error, code }, "sign-up failed");
    return { ok: false, status: 500, message: SIGN_UP_MESSAGES.failure };
  }
}

async function emailTaken(email: string): Promise<boolean> {
  return (await getDb().$count(user, eq(user.email, email.toLowerCase()))) > 0;
}

/** Signs in; the returned headers carry the new session cookie. */
export async function signIn(request: Request, input: Login): Promise<Outcome> {
  try {
    const { headers } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (isAPIError(error)) {
      // The old product shows the authentication service's own message (docs/product/old-product.md §8).
      return { ok: false, status: error.statusCode || 401, message: error.body?.message ?? error.message };
    }
    logger.error({ err: error }, "sign-in failed");
    return { ok: false, status: 500, message: msg("We could not sign you in just now. Please try again.") };
  }
}

/** Ends the session in the database and clears the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    // No session (already signed out): nothing to end.
    if (!isAPIError(error)) logger.error({ err: error }, "sign-out failed");
    return new Headers();
  }
}
