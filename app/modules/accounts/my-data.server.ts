import { asc, eq } from "drizzle-orm";
import type { Transaction } from "#app/modules/db/db.server";
import { getDb } from "#app/modules/db/db.server";
import { forgetRateLimits } from "#app/modules/db/rate-limits.server";
import { session, user } from "#db/schema";
import { eraseLinksOf } from "./account-links.server";
import type { AccountWrites } from "./account-store.server";
import { agentReraOf } from "./agent-rera.server";

/** What a download says of the account: never its password (hashed) nor its marks for the Admins. */
const ACCOUNT_IN_DOWNLOAD = pick(user, [
  "id",
  "name",
  "email",
  "emailVerified",
  "mobileNumber",
  "mobileVerifiedAt",
  "role",
  "createdAt",
  "updatedAt",
]);

/** What it says of each session: when and from where, never its token. */
const SESSION_IN_DOWNLOAD = {
  signedInAt: session.createdAt,
  lastActiveAt: session.updatedAt,
  ...pick(session, ["expiresAt", "ipAddress", "userAgent"]),
};

function pick<T, K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

/**
 * The accounts' part of "Download my data" (my-data/download.server.ts): the account, its
 * agent's RERA number and its sessions. Passwords (hashed) and session tokens stay out.
 */
export async function accountForDownload(userId: string) {
  const db = getDb();
  const [account] = await db.select(ACCOUNT_IN_DOWNLOAD).from(user).where(eq(user.id, userId));
  if (!account) return null;
  const [agentRera, sessions] = await Promise.all([
    agentReraOf(userId),
    db.select(SESSION_IN_DOWNLOAD).from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt)),
  ]);
  return { account, agentRera, sessions };
}

export type ErasureRefusal = "last-admin" | "not-found";

/**
 * The first step of an account's erasure, in its transaction: the account locked, or why it
 * cannot go. The site keeps an Admin: the last one cannot erase itself (every Admin is locked,
 * so two last-but-one Admins erasing themselves at once cannot both go).
 */
export async function lockForErasure(tx: Transaction, userId: string): Promise<ErasureRefusal | { email: string }> {
  const [target] = await tx
    .select({ email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!target) return "not-found";
  if (target.role === "Admin") {
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, "Admin")).for("update");
    if (admins.length <= 1) return "last-admin";
  }
  return { email: target.email };
}

/**
 * The accounts' part of an erasure, last, in its transaction: the links e-mailed to it, the
 * rate-limit counters kept under its id and address, and the account itself (its sessions and
 * password go with it: foreign keys).
 */
export async function eraseAccount(writes: AccountWrites, userId: string, email: string): Promise<void> {
  await eraseLinksOf(writes.tx, userId);
  await forgetRateLimits(writes.tx, [userId, email.toLowerCase()]);
  await writes.delete(userId);
}
