import { type Database, getDb } from "#app/modules/db/db.server";
import { accountKey, onAccountChange } from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";

/**
 * Signed-in sessions remembered in this process (decision 049): a signed-in page read the
 * session and its person from the database twice (root and page loaders each), four of a
 * listing page's eight queries. Each remembered session lasts `seconds` at most; every change
 * to an account or its sessions (sign-out, revoked sessions, a new password or address, a
 * role, an erasure, a name) is announced to every process (AccountChange in
 * public-cache.server.ts) and forgets that person's sessions at once, so a revocation holds on
 * the next request. `seconds` bounds only what a process that missed an announcement (one
 * that died between a write and its record) could still let through. `entries` bounds memory.
 */
export const SESSION_CACHE = { seconds: 60, entries: 10_000 };

/** Who a session belongs to (session.server.ts's SessionUser). */
interface Person {
  id: string;
}

interface Sessions {
  kept: Map<string, { user: Person; account: string; until: number }>;
  /** Reads in flight, shared by the loaders of one request and by concurrent requests. */
  reading: Map<string, Promise<Person | null>>;
  /** Account changes heard: a read that began before one is not kept. */
  changes: number;
}

const byDatabase = new WeakMap<Database, Sessions>();

function sessionsOf(db: Database): Sessions {
  let sessions = byDatabase.get(db);
  if (!sessions) {
    const created: Sessions = { kept: new Map(), reading: new Map(), changes: 0 };
    onAccountChange(db, (userIds) => forget(created, userIds));
    byDatabase.set(db, created);
    sessions = created;
  }
  return sessions;
}

function forget(sessions: Sessions, accountKeys: readonly string[]): void {
  sessions.changes++;
  sessions.reading.clear();
  for (const [key, { account }] of sessions.kept) if (accountKeys.includes(account)) sessions.kept.delete(key);
}

/**
 * The key of a request's session: its one session cookie, name and value as sent (the value
 * is Better Auth's signed token, checked when it is read). None when there is no session
 * cookie or more than one (which one Better Auth would read is then not ours to guess).
 */
export function sessionKey(cookieHeader: string | null): string | null {
  const found = cookieHeader?.match(/(?:^|;)\s*((?:__Secure-)?better-auth\.session_token=[^;]*)/g);
  if (found?.length !== 1) return null;
  return found[0].replace(/^;?\s*/, "");
}

/** The session under `key`, remembered, or read once by `read` however many ask at once. */
export function rememberedSession<T extends Person>(
  key: string,
  read: () => Promise<{ user: T; expiresAt: Date } | null>,
): Promise<T | null> {
  const sessions = sessionsOf(getDb());
  const kept = sessions.kept.get(key);
  if (kept && kept.until > now().getTime()) return Promise.resolve(kept.user as T);
  if (kept) sessions.kept.delete(key);
  const running = sessions.reading.get(key);
  if (running) return running as Promise<T | null>;
  const startedAt = sessions.changes;
  const reading = read()
    .then((found) => {
      if (found && sessions.changes === startedAt) keep(sessions, key, found.user, found.expiresAt);
      return found?.user ?? null;
    })
    .finally(() => {
      if (sessions.reading.get(key) === reading) sessions.reading.delete(key);
    });
  sessions.reading.set(key, reading);
  return reading;
}

function keep(sessions: Sessions, key: string, user: Person, expiresAt: Date): void {
  const until = Math.min(now().getTime() + SESSION_CACHE.seconds * 1000, expiresAt.getTime());
  sessions.kept.delete(key);
  sessions.kept.set(key, { user, account: accountKey(user.id), until });
  for (const oldest of sessions.kept.keys()) {
    if (sessions.kept.size <= SESSION_CACHE.entries) break;
    sessions.kept.delete(oldest);
  }
}

/** How many sessions this process remembers now, for tests. */
export function rememberedSessions(): number {
  return sessionsOf(getDb()).kept.size;
}
