import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { logger } from "#app/modules/platform/logger.server";
import type { PageChange } from "#app/modules/platform/page-cache.server";
import { getDb } from "./db.server";
import { forgetHere, setChangeAnnouncer } from "./public-cache.server";

const CHANNEL = "public_changes";
const RECONNECT_MS = 1_000;

/**
 * Several processes on one PostgreSQL: each announces what it changed (NOTIFY, sent after
 * the write committed) and forgets what the others announce, so a signed-out visitor's next
 * page from any process shows the change. A lost connection may have missed announcements:
 * on reconnecting, the process forgets everything.
 */
export async function startChangeFeed(databaseUrl: string): Promise<{ stop(): Promise<void> }> {
  const origin = crypto.randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const announced = JSON.parse(message.payload) as { origin: string; change: PageChange };
        if (announced.origin !== origin) forgetHere(announced.change);
      } catch (error) {
        logger.warn({ err: error }, "unreadable change announcement");
        forgetHere("all");
      }
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "change feed connection lost");
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  const reconnect = async (): Promise<void> => {
    if (stopped || client) return;
    try {
      await connect();
      forgetHere("all");
    } catch (error) {
      logger.warn({ err: error }, "change feed reconnect failed");
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  };

  await connect();
  setChangeAnnouncer(async (change) => {
    try {
      await getDb().execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, change })})`);
    } catch (error) {
      logger.error({ err: error }, "change announcement failed");
    }
  });
  return {
    async stop() {
      stopped = true;
      setChangeAnnouncer(undefined);
      await client?.end().catch(() => {});
    },
  };
}
