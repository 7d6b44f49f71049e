import { type SQL, sql } from "drizzle-orm";
import { type Database, getDb, queryRows, type Transaction } from "#app/modules/db/db.server";
import { now } from "#app/modules/platform/clock.server";

/**
 * The one-time links an account is e-mailed, and the marks that keep them one-time: the one
 * module that writes Better Auth's `verification` table (Better Auth writes its own rows there:
 * reset tokens, address confirmations). A link is a row named by its kind and token, holding
 * the account it is for; using a link deletes it together with every other link of the same
 * kind for that account, in one statement, so of two used at once only one wins (PostgreSQL's
 * row locks make the second wait and find its row gone).
 */
export type LinkKind = "reset-password" | "email-undo" | "sign-in-unlock";

/** How a kind's rows name their account: the value itself, or the `userId` of its JSON. */
const ACCOUNT_OF: Record<LinkKind, SQL> = {
  "reset-password": sql`value`,
  "sign-in-unlock": sql`value`,
  "email-undo": sql`value::jsonb ->> 'userId'`,
};

const identifier = (kind: LinkKind, token: string) => `${kind}:${token}`;
const unexpired = () => sql`expires_at > ${now().toISOString()}::timestamptz`;
const randomId = () => crypto.randomUUID().replaceAll("-", "");

/** Keeps a new link (`value`: the account's id, or what the link needs to know) until `expiresAt`. */
export async function issueLink(kind: LinkKind, token: string, value: string, expiresAt: Date): Promise<void> {
  await getDb().execute(sql`
    insert into verification (id, identifier, value, expires_at)
    values (${randomId()}, ${identifier(kind, token)}, ${value}, ${expiresAt.toISOString()}::timestamptz)
  `);
}

/** A link's value while it is unused and unexpired, or null. */
export async function openLink(kind: LinkKind, token: string): Promise<string | null> {
  const rows = await queryRows<{ value: string }>(
    sql`select value from verification where identifier = ${identifier(kind, token)} and ${unexpired()}`,
  );
  return rows[0]?.value ?? null;
}

/**
 * Uses a link: deletes it with every other link of its kind for the same account, and answers
 * its value only when this link was among those deleted (unused and unexpired), else null.
 */
export async function claimLink(kind: LinkKind, token: string): Promise<string | null> {
  const mine = identifier(kind, token);
  const account = ACCOUNT_OF[kind];
  const rows = await queryRows<{ identifier: string; value: string }>(sql`
    delete from verification
    where identifier like ${`${kind}:%`}
      and ${account} = (select ${account} from verification where identifier = ${mine} and ${unexpired()})
    returning identifier, value
  `);
  return rows.find((row) => row.identifier === mine)?.value ?? null;
}

/** Ends every link of a kind the account has (a new password ends its reset links). */
export async function endLinks(kind: LinkKind, userId: string, db: Database | Transaction = getDb()): Promise<void> {
  await db.execute(sql`delete from verification where identifier like ${`${kind}:%`} and value = ${userId}`);
}

// ── A change of address: its link works once, and not from before the last undo ───────────

const notBefore = (userId: string) => `email-change-not-before:${userId}`;

/**
 * Marks a change-of-address link used (a row keyed by its hash: the insert of a second use
 * conflicts, so two opened at once move the account once). Refused when the link was issued
 * before the account's last undo. The mark's id, or null.
 */
export async function markChangeLinkUsed(
  userId: string,
  linkHash: string,
  issuedAtMs: number,
  expiresAtMs: number,
): Promise<string | null> {
  const [after] = await queryRows<{ value: string }>(
    sql`select value from verification where id = ${notBefore(userId)}`,
  );
  if (after && issuedAtMs < Date.parse(after.value)) return null;
  const id = `email-change-used:${linkHash}`;
  const expires = new Date(Math.max(expiresAtMs, now().getTime())).toISOString();
  const rows = await queryRows<{ id: string }>(sql`
    insert into verification (id, identifier, value, expires_at)
    values (${id}, ${id}, ${userId}, ${expires}::timestamptz)
    on conflict (id) do nothing
    returning id
  `);
  return rows[0]?.id ?? null;
}

/** Gives a use back (Better Auth refused the link): a forged token must not fill the table. */
export async function forgetChangeLinkUse(id: string): Promise<void> {
  await getDb().execute(sql`delete from verification where id = ${id}`);
}

/** Change-of-address links issued before now stop working (the address was put back), until `expiresAt`. */
export async function refuseChangeLinksBefore(tx: Transaction, userId: string, expiresAt: Date): Promise<void> {
  const id = notBefore(userId);
  await tx.execute(sql`
    insert into verification (id, identifier, value, expires_at)
    values (${id}, ${id}, ${now().toISOString()}, ${expiresAt.toISOString()}::timestamptz)
    on conflict (id) do update set value = excluded.value, expires_at = excluded.expires_at
  `);
}

/** An erased account's links and marks, in the erasure's transaction. */
export async function eraseLinksOf(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`delete from verification where value = ${userId}`);
}
