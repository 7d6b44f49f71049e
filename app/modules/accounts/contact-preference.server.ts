import { eq } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { inChangingTransaction } from "#app/modules/db/public-cache.server";
import { posterContactChanged } from "#app/modules/properties/listing-store.server";
import { user } from "#db/schema";

/**
 * "Messages only" (decision 053): seekers reach this person through conversations, and
 * their listings offer no button to see the number. The pages of their listings show it,
 * so they are forgotten in every process in the same transaction.
 */
export async function setMessagesOnly(userId: string, messagesOnly: boolean): Promise<void> {
  await inChangingTransaction(async (tx, changed) => {
    await tx.update(user).set({ messagesOnly }).where(eq(user.id, userId));
    await posterContactChanged(tx, changed, userId);
  });
}

export async function messagesOnlyOf(userId: string): Promise<boolean> {
  const [row] = await getDb().select({ messagesOnly: user.messagesOnly }).from(user).where(eq(user.id, userId));
  return row?.messagesOnly ?? false;
}
