import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { now } from "#app/modules/platform/clock.server";
import { isUuid } from "#app/modules/platform/ids";
import { apiKeys } from "#db/schema";
import { API_KEY_BOUNDS } from "./types";

/**
 * The one writer of `api_keys` (decision 064): a poster's keys to the import API. A key is
 * "ae_" and 32 random bytes in base64url, shown once when it is made; only its SHA-256 is
 * kept (a key of 256 random bits has nothing a slow hash would protect), with its first
 * characters so the poster can tell keys apart.
 */

const KEY_PREFIX = "ae_";
/** "ae_" and 43 characters of base64url: what a key looks like, checked before any lookup. */
const KEY_SHAPE = /^ae_[A-Za-z0-9_-]{43}$/;
/** How often a key's "last used" is written: a CRM sending a thousand rows writes it once. */
const LAST_USED_EVERY_MS = 60_000;

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * A new key for the poster, or null when they hold as many live keys as they may
 * (API_KEY_BOUNDS.perPoster). The count and the insert are one statement, so keys made
 * at once cannot pass the limit together.
 */
export async function createApiKey(userId: string, name: string): Promise<{ id: string; key: string } | null> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const prefix = key.slice(0, KEY_PREFIX.length + 6);
  const made = await getDb().transaction(async (tx) => {
    // One poster's keys are made one at a time: the lock on their row of `user` orders them.
    await tx.execute(sql`select id from "user" where id = ${userId} for update`);
    const [held] = await tx
      .select({ count: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((held?.count ?? 0) >= API_KEY_BOUNDS.perPoster) return null;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: name.slice(0, API_KEY_BOUNDS.nameChars),
        prefix,
        hash: hashOf(key),
        createdAt: now(),
      })
      .returning({ id: apiKeys.id });
    return row ?? null;
  });
  return made ? { id: made.id, key } : null;
}

/** The poster's keys, newest first, revoked ones included (what a key did stays readable). */
export async function listApiKeys(userId: string): Promise<ApiKeySummary[]> {
  return getDb()
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
}

/** Revokes one of the poster's own live keys: from the next request on it opens nothing. */
export async function revokeApiKey(userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const revoked = await getDb()
    .update(apiKeys)
    .set({ revokedAt: now() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

/**
 * Whose live key a request's `Authorization: Bearer …` carries, or null. Its "last used" is
 * written at most once a minute.
 */
export async function keyHolder(authorization: string | null): Promise<{ userId: string; keyId: string } | null> {
  const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1] ?? "";
  if (!KEY_SHAPE.test(key)) return null;
  const at = now();
  const [row] = await getDb()
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.hash, hashOf(key)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    const since = new Date(at.getTime() - LAST_USED_EVERY_MS);
    await getDb()
      .update(apiKeys)
      .set({ lastUsedAt: at })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))));
  }
  return { userId: row.userId, keyId: row.id };
}

/** The keys' part of "Download my data": each key's name, first characters and dates (never a key). */
export async function apiKeysForDownload(userId: string) {
  return (await listApiKeys(userId)).map(({ id: _id, ...key }) => key);
}
