import { data, redirect } from "react-router";
import { isOneOf, ROLES, type Role } from "#app/config/enums";
import { isLocale, type Locale, withoutLocale } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { writeAccounts } from "./account-store.server";
import { getAuth } from "./auth.server";
import { rememberedSession, sessionKey } from "./session-cache.server";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  mobileNumber: string;
  emailVerified: boolean;
  /** The mobile number above was proven by a code sent to it by SMS (decision 043). */
  mobileVerified: boolean;
  createdAt: Date;
  /** The language this person last used the site in: their e-mails are in it. */
  locale: Locale;
  /** The session this request came with (the profile marks it among the others). */
  sessionId: string;
}

/**
 * The signed-in user. Remembered for a short while (session-cache.server.ts); every change to
 * the account or its sessions is forgotten in every process at once, so a role change, a
 * sign-out elsewhere or an erasure applies on the next request.
 */
export function getUser(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("session_token")) return Promise.resolve(null);
  const key = sessionKey(cookie);
  return key
    ? rememberedSession(key, () => readSession(request))
    : readSession(request).then((found) => found?.user ?? null);
}

async function readSession(request: Request): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const session = await getAuth().api.getSession({
    headers: request.headers,
    query: { disableCookieCache: true, disableRefresh: true },
  });
  if (!session) return null;
  const { id, name, email, role, mobileNumber, emailVerified, createdAt } = session.user;
  const safeRole = isOneOf(ROLES, role) ? role : "Client";
  const locale = isLocale(session.user.locale) ? session.user.locale : "en";
  const user: SessionUser = {
    id,
    name,
    email,
    role: safeRole,
    mobileNumber,
    emailVerified,
    mobileVerified: Boolean(session.user.mobileVerifiedAt),
    createdAt,
    locale,
    sessionId: session.session.id,
  };
  return { user, expiresAt: session.session.expiresAt };
}

/**
 * Remembers the language a signed-in person is reading in, when it changed (the language
 * switch is a new page load, so the root loader sees it): their e-mails follow it.
 */
export async function rememberLocale(user: SessionUser, locale: Locale): Promise<void> {
  if (user.locale === locale) return;
  await writeAccounts((writes) => writes.update(user.id, { locale }));
  user.locale = locale;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ redirectTo: `${withoutLocale(url.pathname)}${url.search}` });
    throw redirect(`/login?${params}`);
  }
  return user;
}

/** Signed out: to /login. Signed in but not an Admin: 403, whatever the page shows. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "Admin") throw data({ message: ADMIN_ONLY }, { status: 403 });
  return user;
}

/** The 403 page's words under "This page is for administrators" (translated where shown). */
const ADMIN_ONLY = msg("Only an administrator may open this page.");

export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect("/");
}
