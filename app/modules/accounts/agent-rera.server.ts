import { eq, inArray } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { inChangingTransaction } from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";
import { EVERY_PAGE } from "#app/modules/platform/page-cache.server";
import { agentRera, user } from "#db/schema";

/**
 * An Agent's UP RERA registration (docs/product/marketplace.md §1): the Agent enters it on the account
 * settings; an Admin looks it up on the portal and marks it checked (who, when). A new
 * number is not checked until an Admin checks it again.
 */
export interface AgentRera {
  number: string;
  checkedAt: Date | null;
}

export async function agentReraOf(userId: string): Promise<AgentRera | null> {
  const [row] = await getDb()
    .select({ number: agentRera.number, checkedAt: agentRera.checkedAt })
    .from(agentRera)
    .where(eq(agentRera.userId, userId));
  return row ?? null;
}

/** The registrations of several accounts (the sign-ups list). */
export async function agentRerasOf(userIds: readonly string[]): Promise<Map<string, AgentRera>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select()
    .from(agentRera)
    .where(inArray(agentRera.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, { number: row.number, checkedAt: row.checkedAt }]));
}

/** Saves (or, with "", removes) an Agent's number; false for an account that is not an Agent. */
export async function saveAgentRera(userId: string, number: string): Promise<boolean> {
  const [account] = await getDb().select({ role: user.role }).from(user).where(eq(user.id, userId));
  if (account?.role !== "Agent") return false;
  if (!number) {
    await inChangingTransaction(async (tx, changed) => {
      const removed = await tx
        .delete(agentRera)
        .where(eq(agentRera.userId, userId))
        .returning({ userId: agentRera.userId });
      if (removed.length) changed(EVERY_PAGE);
    });
    return true;
  }
  const current = await agentReraOf(userId);
  if (current?.number === number) return true;
  // The number shows on each of the agent's listings (rare: every kept page is forgotten).
  await inChangingTransaction(async (tx, changed) => {
    await tx
      .insert(agentRera)
      .values({ userId, number, updatedAt: now() })
      .onConflictDoUpdate({
        target: agentRera.userId,
        set: { number, checkedAt: null, checkedBy: null, updatedAt: now() },
      });
    changed(EVERY_PAGE);
  });
  return true;
}

/** An Admin has found the number on the UP RERA portal. */
export async function markAgentReraChecked(userId: string, adminId: string): Promise<boolean> {
  return inChangingTransaction(async (tx, changed) => {
    const rows = await tx
      .update(agentRera)
      .set({ checkedAt: now(), checkedBy: adminId })
      .where(eq(agentRera.userId, userId))
      .returning({ userId: agentRera.userId });
    if (rows.length) changed(EVERY_PAGE);
    return rows.length > 0;
  });
}
