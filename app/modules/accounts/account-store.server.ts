import { and, eq, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Transaction } from "#app/modules/db/db.server";
import { inChangingTransaction, type PublicChange } from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";
import { account as credentials, session, user } from "#db/schema";

/**
 * The account store: the one module that writes accounts (`user`), their sessions and their
 * passwords (Better Auth writes them too, through its own adapter: sign-up, sign-in, its
 * e-mail and password endpoints). Every write happens in a transaction that records what
 * it changed: the account's remembered sessions in every process (session-cache.server.ts),
 * and, when the write changes what a poster's listings show, the features that show it,
 * told in the same transaction (whenAccountsChange). The rules (who may, which values) are
 * the callers'.
 */
export interface AccountWrites {
  /** The transaction, for the rows of other tables written with the account. */
  readonly tx: Transaction;
  /** Changes the account when it matches `where`: the account as it is now, or null when nothing matched. */
  update(userId: string, set: AccountSet, where?: SQL): Promise<Account | null>;
  /** Deletes the account; its sessions and password go with it (foreign keys). */
  delete(userId: string): Promise<void>;
  /** Ends every session of the account (a new password, an address put back). */
  endSessions(userId: string): Promise<void>;
  /** Sets the password of the account's e-mail-and-password sign-in to `hash`. */
  setPassword(userId: string, hash: string): Promise<void>;
}

export type Account = typeof user.$inferSelect;
export type AccountSet = PgUpdateSetSource<typeof user>;

/** What an account's change is to the features that show it, heard in its transaction. */
export interface AccountChange {
  userId: string;
  /** Its role changed, which pages of every kind show ("Posted by"). */
  role: boolean;
}

type AccountListener = (
  tx: Transaction,
  changed: (change: PublicChange) => void,
  change: AccountChange,
) => Promise<void>;

/**
 * What a poster's listings show of the account: their name and number, its "Mobile verified"
 * mark, "Messages only", and whether it is flagged as a broker (not "Posted by owner").
 */
const SHOWN_ON_LISTINGS = ["name", "mobileNumber", "mobileVerifiedAt", "messagesOnly", "brokerFlaggedAt"] as const;

// On globalThis, as the auth instance is: the development server may load this module twice.
const holder = globalThis as typeof globalThis & { __accountListeners?: Set<AccountListener> };
holder.__accountListeners ??= new Set();
const listeners = holder.__accountListeners;

/**
 * A feature that shows accounts hears of their changes, in each change's transaction (the
 * listing store: a poster's listings). Wired by server/boot.ts, the composition root, so that
 * the accounts, a lower floor, import no feature above them.
 */
export function whenAccountsChange(listener: AccountListener): void {
  listeners.add(listener);
}

/** Runs `work` in one transaction that writes accounts; what it changed is recorded in it. */
export function writeAccounts<T>(work: (writes: AccountWrites) => Promise<T>): Promise<T> {
  return inChangingTransaction((tx, changed) => work(accountWritesIn(tx, changed)));
}

/** The account store's writes inside a transaction someone else opened (an erasure's). */
export function accountWritesIn(tx: Transaction, changed: (change: PublicChange) => void): AccountWrites {
  return {
    tx,
    async update(userId, set, where) {
      const [row] = await tx
        .update(user)
        .set(set)
        .where(and(eq(user.id, userId), where))
        .returning();
      if (!row) return null;
      changed({ accounts: [userId] });
      const role = "role" in set;
      if (role || SHOWN_ON_LISTINGS.some((column) => column in set)) {
        // Nobody listening would leave the pages of this person's listings stale: loudly wrong instead.
        if (listeners.size === 0) throw new Error("Nothing hears accounts' changes: server/boot.ts wires them.");
        for (const listener of listeners) await listener(tx, changed, { userId, role });
      }
      return row;
    },
    async delete(userId) {
      await tx.delete(user).where(eq(user.id, userId));
      changed({ accounts: [userId] });
    },
    async endSessions(userId) {
      await tx.delete(session).where(eq(session.userId, userId));
      changed({ accounts: [userId] });
    },
    async setPassword(userId, hash) {
      await tx
        .update(credentials)
        .set({ password: hash, updatedAt: now() })
        .where(and(eq(credentials.userId, userId), eq(credentials.providerId, "credential")));
    },
  };
}
