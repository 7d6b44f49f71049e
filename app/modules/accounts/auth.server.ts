import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { z } from "zod";
import { isOneOf, SIGN_UP_ROLES } from "#app/config/enums";
import { ACCOUNT_LINKS, LIMITS } from "#app/config/limits";
import type { Database } from "#app/modules/db/db.server";
import { accountsChangedByAuth } from "#app/modules/db/public-cache.server";
import { isLocale } from "#app/modules/i18n/locale";
import type { Email } from "#app/modules/mail/mailer.server";
import { account, session, user, verification } from "#db/schema";
import { resetPasswordEmail, verifyEmailEmail } from "./emails.server";
import { PRODUCTION_HASH_COST, passwordHasher } from "./password-hash.server";
import { SIGN_UP_MESSAGES } from "./words";

/**
 * The language of the page a person signs up on, passed by registerUser to the user's
 * creation (decision 028), so that the confirmation e-mail sent at once is in that language.
 */
export const SIGN_UP_LOCALE_HEADER = "x-sign-up-locale";

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  /** scrypt's cost as log2 of N (PASSWORD_HASH_COST); production's unless a test lowers it. */
  passwordHashCost?: number;
  /** Queues an e-mail (the mailer returns at once, so no answer waits for the mail server). */
  sendEmail: (email: Email) => void;
}

/**
 * Better Auth does the hashing, sessions and cookies. Its HTTP handler is not mounted:
 * every call goes through our own loaders and actions (auth.api), which validate with
 * the shared schemas and apply our rate limits first.
 */
export function createAuth({
  db,
  secret,
  baseURL,
  trustedOrigins,
  passwordHashCost = PRODUCTION_HASH_COST,
  sendEmail,
}: AuthOptions) {
  return betterAuth({
    appName: "Awadh Estates",
    baseURL,
    secret,
    trustedOrigins,
    // transaction: a sign-up writes the user, the password and the session together or
    // not at all (a crash between them left an account nobody could sign in to or
    // register again: `npm run crash-test`). On the embedded database the transaction
    // holds its one connection while the password is hashed (scrypt, off the main
    // thread), so other queries wait that long during a sign-up.
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // The old product tells a person when their e-mail is already registered; Better Auth hides
      // that (returns a generic success) unless sign-up signs in. A new account stays signed in
      // and goes back to the page it came from (decision 059).
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: passwordHasher(passwordHashCost),
      // Forgot password: a single-use link for an hour; the links point at our own pages
      // (/reset-password), which call auth.api with the token.
      resetPasswordTokenExpiresIn: ACCOUNT_LINKS.resetPasswordSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => sendEmail(resetPasswordEmail(user, token)),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: ACCOUNT_LINKS.verifyEmailSeconds,
      sendVerificationEmail: async ({ user, token }) => sendEmail(verifyEmailEmail(user, token)),
    },
    user: {
      // A new address is confirmed by a link sent to it; the address changes when it is opened.
      changeEmail: { enabled: true },
      additionalFields: {
        role: {
          type: "string",
          required: true,
          input: true,
          validator: { input: z.enum(SIGN_UP_ROLES) },
        },
        mobileNumber: {
          type: "string",
          required: true,
          input: true,
          validator: { input: z.string().regex(/^\d{10}$/) },
        },
        // The language last used (decision 028): set by the site, never by a sign-up body.
        locale: { type: "string", required: false, defaultValue: "en", input: false },
        // Set only by a code sent by SMS (mobile-verification.server.ts), never by a form.
        mobileVerifiedAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      user: {
        create: {
          // Defence in depth: nobody becomes an Admin by signing up, whatever reaches this point.
          before: async (data, context) => {
            requireWithinBounds(data);
            if (!isOneOf(SIGN_UP_ROLES, (data as { role?: unknown }).role)) return false;
            const locale = context?.headers?.get(SIGN_UP_LOCALE_HEADER);
            return isLocale(locale) && locale !== "en" ? { data: { ...data, locale } } : undefined;
          },
        },
        update: {
          before: async (data) => {
            requireWithinBounds(data);
            return undefined;
          },
          // Its own writes (a verified or changed address): every process reads the session afresh.
          after: (changed) => accountsChangedByAuth([changed.id]),
        },
      },
      session: {
        // Signed out, revoked, ended by a new password: on the next request, in every process.
        delete: { after: (ended) => accountsChangedByAuth([ended.userId]) },
      },
    },
    // Our own per-client limits guard the actions that call auth.api (db/rate-limits.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings ("user not found" on a reset request) are expected answers here; errors stay.
    logger: { level: "error" },
  });
}

/**
 * A name and an e-mail address no longer than the product allows (LIMITS). Our schemas bound
 * what people type; this holds for any call that skips them (an error, so nothing is stored
 * and the caller hears why; a `false` from an update hook is a silent success).
 */
function requireWithinBounds(data: { name?: unknown; email?: unknown }): void {
  const fits = (value: unknown, max: number) => typeof value !== "string" || value.length <= max;
  if (!fits(data.name, LIMITS.nameMax)) throw new APIError("BAD_REQUEST", { message: SIGN_UP_MESSAGES.nameTooLong });
  if (!fits(data.email, LIMITS.emailMax)) throw new APIError("BAD_REQUEST", { message: SIGN_UP_MESSAGES.email });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __auth?: Auth };

export function setAuth(auth: Auth | undefined): void {
  holder.__auth = auth;
}

export function getAuth(): Auth {
  if (!holder.__auth) throw new Error("Authentication is not configured yet.");
  return holder.__auth;
}
