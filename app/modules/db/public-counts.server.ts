import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Database, getDb } from "./db.server";

/**
 * The totals behind the page links of public lists (/listing-post, /Search, /NewProject),
 * remembered for a few seconds. Reading a page of cards is a short index scan whatever the
 * size of the table; counting the rows is not: 100,000 approved properties take 38 ms to
 * count on the embedded database, on every request (docs/performance.md). Public pages may
 * already be up to a minute old at a shared cache (cache-control.server.ts), so a total a
 * few seconds old changes nothing a visitor can notice; every listing write in this process
 * forgets them at once. Lists of one person's own rows and the Admin's lists always count.
 */
const FRESH_MS = 10_000;
const MAX_ENTRIES = 500;

const byDatabase = new WeakMap<Database, Map<string, { total: number; until: number }>>();

export async function publicCount(table: PgTable, where: SQL | undefined): Promise<number> {
  const db = getDb();
  const totals = byDatabase.get(db) ?? new Map();
  byDatabase.set(db, totals);
  const query = db.select({ total: count() }).from(table).where(where);
  const { sql, params } = query.toSQL();
  const key = `${sql}\n${JSON.stringify(params)}`;
  const now = Date.now();
  const remembered = totals.get(key);
  if (remembered && remembered.until > now) return remembered.total;
  const [row] = await query;
  const total = row?.total ?? 0;
  totals.delete(key);
  if (totals.size >= MAX_ENTRIES) totals.delete(totals.keys().next().value ?? "");
  totals.set(key, { total, until: now + FRESH_MS });
  return total;
}

/** After a property or project is created, approved or deleted. */
export function forgetPublicCounts(): void {
  byDatabase.delete(getDb());
}
