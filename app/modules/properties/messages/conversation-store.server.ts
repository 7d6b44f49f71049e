import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "#app/modules/db/db.server";
import { conversationMessages, conversationReports, conversations, userBlocks } from "#db/schema";
import type { Side } from "./view";

/**
 * The conversation store: the one module that writes conversations, their messages, the
 * blocks between people and the reports of conversations (decision 053). No public page shows
 * any of them, so nothing is announced. The rules (who may, how often, what a side sees) are
 * conversations.server.ts's, the e-mails' messages-mail.server.ts's and enquiries'
 * enquiries.server.ts's; the rows are written here, in the transaction each caller gives.
 */
type Db = Database | Transaction;

/** A new conversation; its id. */
export async function startConversation(tx: Db, values: PgInsertValue<typeof conversations>): Promise<string> {
  const [made] = await tx.insert(conversations).values(values).returning({ id: conversations.id });
  if (!made) throw new Error("conversation not stored");
  return made.id;
}

/** A message, and the conversation's last message and its writer's read mark moved to it. */
export async function recordMessage(
  tx: Db,
  message: { conversationId: string; side: Side; senderId: string; body: string; at: Date },
): Promise<void> {
  const { conversationId, side, senderId, body, at } = message;
  await tx.insert(conversationMessages).values({ conversationId, senderId, body, createdAt: at });
  await updateConversation(
    tx,
    conversationId,
    side === "seeker" ? { lastMessageAt: at, seekerReadAt: at } : { lastMessageAt: at, posterReadAt: at },
  );
}

/**
 * Changes a conversation's marks (read, muted, e-mailed, contacts offered or shared) when it
 * matches `where`: whether it did.
 */
export async function updateConversation(
  db: Db,
  id: string,
  set: PgUpdateSetSource<typeof conversations>,
  where?: SQL,
): Promise<boolean> {
  const changed = await db
    .update(conversations)
    .set(set)
    .where(and(eq(conversations.id, id), where))
    .returning({ id: conversations.id });
  return changed.length > 0;
}

/** One person blocks another, or lifts the block. */
export async function setBlock(db: Db, blockerId: string, blockedId: string, blocked: boolean): Promise<void> {
  if (blocked) await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
  else await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** A report of a conversation: false when this person's report of it already waits. */
export async function fileReport(db: Db, values: PgInsertValue<typeof conversationReports>): Promise<boolean> {
  const stored = await db
    .insert(conversationReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  return stored.length > 0;
}

/** An Admin has dealt with a report, once: false when it was dealt with already (or is unknown). */
export async function closeReport(db: Db, id: string, adminId: string, at: Date): Promise<boolean> {
  const [closed] = await db
    .update(conversationReports)
    .set({ resolvedAt: at, resolvedBy: adminId })
    .where(and(eq(conversationReports.id, id), isNull(conversationReports.resolvedAt)))
    .returning({ id: conversationReports.id });
  return closed !== undefined;
}
