import { eq } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { user } from "#db/schema";
import { writeAccounts } from "./account-store.server";

/**
 * "Messages only" (decision 053): seekers reach this person through conversations, and
 * their listings offer no button to see the number. The pages of their listings show it,
 * so they are forgotten in every process in the same transaction.
 */
export async function setMessagesOnly(userId: string, messagesOnly: boolean): Promise<void> {
  await writeAccounts((writes) => writes.update(userId, { messagesOnly }));
}

export async function messagesOnlyOf(userId: string): Promise<boolean> {
  const [row] = await getDb().select({ messagesOnly: user.messagesOnly }).from(user).where(eq(user.id, userId));
  return row?.messagesOnly ?? false;
}
