import { randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { ACCOUNT_LINKS } from "#app/config/limits";
import { getSite } from "#app/config/site.server";
import { getDb } from "#app/modules/db/db.server";
import { hitRateLimit } from "#app/modules/db/rate-limits.server";
import { getMailer } from "#app/modules/mail/mailer.server";
import { now } from "#app/modules/platform/clock.server";
import { keyedHash } from "#app/modules/platform/site-secret.server";
import { user } from "#db/schema";
import { claimLink, issueLink, openLink } from "./account-links.server";
import { unlockSignInEmail } from "./emails.server";

/**
 * A way in for an account's owner while its sign-ins are paused (too many wrong passwords,
 * from their address or from everywhere): a refused sign-in e-mails the owner a link; the
 * link, used once, gives the browser it is opened in sign-ins of its own for the account
 * (a signed cookie), which the pause and anyone else's guesses do not touch. Using a link
 * ends every other unlock link of the account.
 */

const LINK = "sign-in-unlock";
export const UNLOCK_COOKIE = "sign_in_unlocked";

/** E-mails the owner an unlock link, when the address has an account (the answer is the same either way). */
export async function offerUnlock(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const [owner] = await getDb()
    .select({ id: user.id, name: user.name, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.email, address));
  if (!owner) return;
  // A flood of refused guesses sends a few e-mails, not one each.
  if (!(await hitRateLimit("accountEmail", owner.email)).allowed) return;
  const token = randomBytes(32).toString("base64url");
  await issueLink(LINK, token, owner.id, new Date(now().getTime() + ACCOUNT_LINKS.unlockSignInSeconds * 1000));
  getMailer().send(unlockSignInEmail(owner, token));
}

/** The account an unlock link is for, while the link is unused and unexpired. */
export async function unlockLinkEmail(token: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  return emailOf(await openLink(LINK, token));
}

/**
 * Uses an unlock link: deletes it with every other unlock link of its account in one
 * statement and answers the account's e-mail only when this link was among them (of two
 * uses at once, one wins). Null for a used, expired or unknown link.
 */
export async function claimUnlock(token: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  return emailOf(await claimLink(LINK, token));
}

async function emailOf(userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [owner] = await getDb().select({ email: user.email }).from(user).where(eq(user.id, userId));
  return owner?.email ?? null;
}

async function sign(payload: string): Promise<string> {
  return keyedHash(`sign-in-unlock:${payload}`).toString("base64url");
}

/** The Set-Cookie header that gives this browser sign-ins of its own for the account. */
export async function unlockCookie(email: string): Promise<string> {
  const expiresMs = now().getTime() + ACCOUNT_LINKS.unlockedBrowserSeconds * 1000;
  const payload = `${Buffer.from(email.toLowerCase()).toString("base64url")}.${expiresMs}`;
  const secure = getSite().publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${UNLOCK_COOKIE}=${payload}.${await sign(payload)}; Path=/; Max-Age=${ACCOUNT_LINKS.unlockedBrowserSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The account this browser was unlocked for (its cookie signed and unexpired), or null. */
export async function unlockedAccount(request: Request): Promise<string | null> {
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${UNLOCK_COOKIE}=`));
  const [encoded, expiresMs, signature] = cookie?.slice(UNLOCK_COOKIE.length + 1).split(".") ?? [];
  if (!encoded || !expiresMs || !signature || Number(expiresMs) < now().getTime()) return null;
  const expected = Buffer.from(await sign(`${encoded}.${expiresMs}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(encoded, "base64url").toString();
}
