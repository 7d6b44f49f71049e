import { eq, type SQL, sql } from "drizzle-orm";
import { appMeta } from "#db/schema";
import { type Database, getDb } from "./db.server";

/**
 * What the site keeps about itself in the database, a value under each key (the generated
 * secret, photo files storage failed to delete, the demo seed's mark): the one module that
 * writes `app_meta`.
 */

/** The value kept under `key`, or null. */
export async function metaValue(key: string, db: Database = getDb()): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

/**
 * The value kept under `key`; when there is none yet, `value` is kept first. Of processes
 * starting at once, the first to write wins and every one reads what it wrote.
 */
export async function settledMeta(key: string, value: string, db: Database = getDb()): Promise<string> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
  const kept = await metaValue(key, db);
  if (kept === null) throw new Error(`Could not read ${key} back.`);
  return kept;
}

/** Keeps `value` under `key`; over a value already there, what `merged` makes of both (`excluded.value` is the new one). */
export async function putMeta(key: string, value: string, merged: SQL = sql`excluded.value`): Promise<void> {
  await getDb()
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: merged } });
}

export async function dropMeta(key: string): Promise<void> {
  await getDb().delete(appMeta).where(eq(appMeta.key, key));
}

/** The kept value as SQL, for `merged`. */
export const KEPT_META = sql`${appMeta.value}`;
