import { asc, eq } from "drizzle-orm";
import type { Transaction } from "#app/modules/db/db.server";
import { getDb } from "#app/modules/db/db.server";
import { forgetRateLimits } from "#app/modules/db/rate-limits.server";
import { session, user } from "#db/schema";
import { eraseLinksOf } from "./account-links.server";
import type { AccountWrites } from "./account-store.server";
import { agentReraOf } from "./agent-rera.server";

/**
 * The accounts' part of "Download my data" (my-data/download.server.ts): the account, its
 * agent's RERA number and its sessions. Passwords (hashed) and session tokens stay out.
 */
export async function accountForDownload(userId: string) {
  const db = getDb();
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      mobileNumber: user.mobileNumber,
      mobileVerifiedAt: user.mobileVerifiedAt,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;
  const [agentRera, sessions] = await Promise.all([
    agentReraOf(userId),
    db
      .select({
        signedInAt: session.createdAt,
        lastActiveAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
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
