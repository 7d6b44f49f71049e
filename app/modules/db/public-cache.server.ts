import crypto from "node:crypto";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { isUuid } from "#app/modules/platform/ids";
import { EVERY_PAGE, type PageChange, pageCache } from "#app/modules/platform/page-cache.server";
import { publicChanges } from "#db/schema";
import { type Database, getDb, insertOrReplace, type OnConflictReplace, type Transaction } from "./db.server";

/**
 * Public list data remembered for a few seconds: the totals behind the page links of
 * public lists (/listing-post, /Search, /NewProject, /project/{city}), the home page's
 * carousels, and the cost rules and circle rates every sale page shows. Reading a page of
 * cards is a short index scan whatever the size of the table; counting the rows is not (100,000 approved properties take 38 ms to count on the
 * embedded database), and the home page runs eight queries for what every visitor sees
 * alike. Public pages may already be a minute old at a shared cache (cache-control.server.ts),
 * so data a few seconds old changes nothing a visitor can notice; any property or project
 * write in this process forgets it all at once (other processes see it within FRESH_MS).
 * A person's own lists and the Admin's lists are never remembered. Concurrent requests
 * for the same data share one query.
 */
const FRESH_MS = 10_000;
/**
 * Bounds, so that no mix of filters a crowd asks for can grow the process (decision 025):
 * entries, and the size of what they hold, measured as JSON once a load answers (a count
 * is a few bytes; a carousel of cards a few kB). Expired entries are not swept, so the
 * bounds are what an idle server keeps.
 */
export const PUBLIC_CACHE_LIMITS = { entries: 500, bytes: 4 * 1024 * 1024 };

interface Entry {
  value: Promise<unknown>;
  until: number;
  bytes: number;
}

interface Remembered {
  entries: Map<string, Entry>;
  bytes: number;
}

const byDatabase = new WeakMap<Database, Remembered>();

export function rememberPublic<T>(key: string, load: () => Promise<T>): Promise<T> {
  const db = getDb();
  const remembered = byDatabase.get(db) ?? { entries: new Map<string, Entry>(), bytes: 0 };
  byDatabase.set(db, remembered);
  const { entries } = remembered;
  const now = Date.now();
  const kept = entries.get(key);
  if (kept && kept.until > now) return kept.value as Promise<T>;
  const value = load();
  forgetEntry(remembered, key);
  const entry: Entry = { value, until: now + FRESH_MS, bytes: 0 };
  entries.set(key, entry);
  evict(remembered);
  value.then(
    (loaded) => {
      if (entries.get(key) !== entry) return;
      entry.bytes =
        key.length +
        (JSON.stringify(loaded, (_name, item) => (typeof item === "bigint" ? String(item) : item))?.length ?? 0);
      remembered.bytes += entry.bytes;
      evict(remembered);
    },
    // A failed load is not remembered.
    () => {
      if (entries.get(key) === entry) forgetEntry(remembered, key);
    },
  );
  return value;
}

function forgetEntry(remembered: Remembered, key: string): void {
  const entry = remembered.entries.get(key);
  if (!entry) return;
  remembered.bytes -= entry.bytes;
  remembered.entries.delete(key);
}

/** Oldest first, until within both bounds. */
function evict(remembered: Remembered): void {
  for (const oldest of remembered.entries.keys()) {
    if (remembered.entries.size <= PUBLIC_CACHE_LIMITS.entries && remembered.bytes <= PUBLIC_CACHE_LIMITS.bytes) return;
    forgetEntry(remembered, oldest);
  }
}

/** What is remembered now, for tests. */
export function publicCacheSize(): { entries: number; bytes: number } {
  const remembered = byDatabase.get(getDb());
  return { entries: remembered?.entries.size ?? 0, bytes: remembered?.bytes ?? 0 };
}

/** How many rows of a public list match, a few seconds fresh. */
export function publicCount(table: PgTable, where: SQL | undefined): Promise<number> {
  const query = getDb().select({ total: count() }).from(table).where(where);
  const { sql, params } = query.toSQL();
  return rememberPublic(`count\n${sql}\n${JSON.stringify(params)}`, async () => (await query)[0]?.total ?? 0);
}

/** This process, as the changes it records name it: its own are applied already. */
export const PROCESS_ORIGIN = crypto.randomUUID();

/** The channel that wakes the other processes' change feeds (db/change-feed.server.ts). */
export const CHANGES_CHANNEL = "public_changes";

/**
 * Accounts whose sessions changed (signed out, revoked, a role, a name, an erasure): every
 * process reads their sessions afresh (accounts/session-cache.server.ts). Pages are not
 * forgotten. Made with the accounts' ids; recorded and heard by their accountKey.
 */
export interface AccountChange {
  accounts: readonly string[];
}

/**
 * How a recorded change names an account: a digest of its id, so that the change feed (kept
 * a day) names nobody after an erasure.
 */
export function accountKey(userId: string): string {
  return crypto.createHash("sha256").update(`account:${userId}`).digest("base64url").slice(0, 22);
}

/** What one write changed: pages (and the public data behind them), or accounts. */
export type PublicChange = PageChange | AccountChange;

function isAccountChange(change: PublicChange): change is AccountChange {
  return typeof change === "object" && "accounts" in change;
}

/**
 * Records changes in the transaction that makes them: committed together or not at all, and
 * every other process's change feed reads them once committed (NOTIFY in a transaction is
 * sent at its commit).
 */
async function recordPublicChanges(tx: Transaction, changes: readonly PublicChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(publicChanges).values(changes.map((change) => ({ origin: PROCESS_ORIGIN, change })));
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, '')`);
}

/**
 * Runs `work` in one transaction, collecting the public changes it makes (`changed`): they
 * are recorded in that transaction, and forgotten in this process once it has committed.
 * A transaction that fails records and forgets nothing.
 */
export async function inChangingTransaction<T>(
  work: (tx: Transaction, changed: (change: PublicChange) => void) => Promise<T>,
): Promise<T> {
  let pages: PageChange | null = null;
  const accounts = new Set<string>();
  let committed = false;
  const changed = (change: PublicChange) => {
    // A change named once the transaction is over would be recorded by nobody: refused loudly.
    if (committed) throw new Error("A public change was named after its transaction ended: name it inside it.");
    if (isAccountChange(change)) for (const id of change.accounts) accounts.add(id);
    else pages = pages ? merged(pages, change) : change;
  };
  const made = (): PublicChange[] => [
    ...(pages ? [pages] : []),
    ...(accounts.size ? [{ accounts: [...accounts].map(accountKey) }] : []),
  ];
  const result = await getDb().transaction(async (tx) => {
    const value = await work(tx, changed);
    await recordPublicChanges(tx, made());
    committed = true;
    return value;
  });
  for (const change of made()) forgetHere(change);
  return result;
}

/** What an imported list's write changed, named in its transaction. */
type ImportChanges = (tx: Transaction, changed: (change: PublicChange) => void) => Promise<void> | void;

/** A rule every page may show, and no listing: every cached public page is forgotten. */
const everyPage: ImportChanges = (_tx, changed) => changed(EVERY_PAGE);

/**
 * Writes an imported list (a checked file, or one entry from a form) in one transaction with
 * insertOrReplace, so that importing it twice changes nothing; such a list changes pages of
 * every kind, so every cached public page is forgotten, and `changes` names anything else it
 * touched. How many were added and how many replaced.
 */
export async function importReplacing<T extends PgTable>(
  table: T,
  rows: readonly PgInsertValue<T>[],
  onConflict: OnConflictReplace<T>,
  changes: ImportChanges = everyPage,
): Promise<{ added: number; changed: number }> {
  if (!rows.length) return { added: 0, changed: 0 };
  return inChangingTransaction(async (tx, changed) => {
    const counts = await insertOrReplace(tx, table, rows, onConflict);
    await changes(tx, changed);
    return counts;
  });
}

/** Deletes one row of an imported list by its id, forgetting every cached page if it was there; whether it was. */
export async function removeImported<T extends PgTable & { id: AnyPgColumn }>(table: T, id: string): Promise<boolean> {
  // An id from a form that is no id names no row: nothing to look up (a malformed one would make the query fail).
  if (!isUuid(id)) return false;
  return inChangingTransaction(async (tx, changed) => {
    const removed = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (removed.length) changed(EVERY_PAGE);
    return removed.length > 0;
  });
}

function merged(one: PageChange, other: PageChange): PageChange {
  if (one === "all" || other === "all") return "all";
  const tags = [...new Set([...one.tags, ...other.tags])];
  return one.everyPage || other.everyPage ? { tags, everyPage: true } : { tags };
}

/**
 * Announces a change made by hand (a test or a benchmark that wrote rows directly): recorded
 * for the other processes and forgotten here, as a write's own transaction would. The site
 * itself records each change in the transaction that makes it (inChangingTransaction).
 */
export function announcePublicChange(change: PublicChange): Promise<void> {
  return inChangingTransaction(async (_tx, changed) => changed(change));
}

/**
 * Accounts changed by Better Auth (sign-out, revoked sessions, a new password, a verified
 * address): it writes on its own connection, so the change is recorded just after, in a
 * transaction of its own. Our own account writes record theirs in their transaction.
 */
export function accountsChangedByAuth(userIds: readonly string[]): Promise<void> {
  return inChangingTransaction(async (_tx, changed) => changed({ accounts: userIds }));
}

/** Changes older than a day: every process has read them (the hourly lifecycle job). */
export async function prunePublicChanges(): Promise<number> {
  const gone = await getDb()
    .delete(publicChanges)
    .where(sql`${publicChanges.createdAt} < now() - interval '1 day'`)
    .returning({ id: publicChanges.id });
  return gone.length;
}

/** Forgets in this process only (a change announced by another process). */
export function forgetHere(change: PublicChange): void {
  const db = getDb();
  if (isAccountChange(change)) {
    for (const listener of accountListeners.get(db) ?? []) listener(change.accounts);
    return;
  }
  byDatabase.delete(db);
  writes++;
  pageCache().forget(change);
  for (const listener of listeners.get(db) ?? []) listener(change);
}

const listeners = new WeakMap<Database, Set<(change: PageChange) => void>>();
const accountListeners = new WeakMap<Database, Set<(accountKeys: readonly string[]) => void>>();

/**
 * Tells `listener` of every public change to `db`, made here or announced by another
 * process (the search index re-reads the listings it names).
 */
export function onPublicChange(db: Database, listener: (change: PageChange) => void): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

/** Tells `listener` of every account change to `db`, made here or in another process (by accountKey). */
export function onAccountChange(db: Database, listener: (accountKeys: readonly string[]) => void): void {
  const set = accountListeners.get(db) ?? new Set();
  set.add(listener);
  accountListeners.set(db, set);
}

let writes = 0;

/** How many times public data has been forgotten in this process: data read before the last change is stale. */
export function publicWrites(): number {
  return writes;
}
