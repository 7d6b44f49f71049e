import { and, asc, desc, sql } from "drizzle-orm";
import pg from "pg";
import { logger } from "#app/modules/platform/logger.server";
import { publicChanges } from "#db/schema";
import { getDb } from "./db.server";
import { CHANGES_CHANNEL, forgetHere, PROCESS_ORIGIN, type PublicChange } from "./public-cache.server";

const RECONNECT_MS = 1_000;
/** How often the feed reads on without a wake-up: a change whose transaction was overtaken. */
const POLL_MS = 2_000;
const BATCH = 1_000;

/** Transactions older than this one have all ended: their changes can be read in order. */
const SETTLED_BELOW = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

interface Position {
  xid: number;
  id: number;
}

/**
 * Several processes on one PostgreSQL: every public change is recorded in the transaction
 * that makes it (public_changes, public-cache.server.ts), and each process reads on from
 * the last change it applied and forgets what the others changed, so a signed-out visitor's
 * next page from any process shows it. NOTIFY, sent at the writer's commit, wakes the feed;
 * it also reads every two seconds, and at once after its listening connection comes back,
 * so a missed wake-up delays a change by seconds and loses none. Changes are read in the
 * order of their transactions, and only those of transactions older than every one still
 * running: a transaction that commits after a younger one is still read.
 */
export async function startChangeFeed(databaseUrl: string): Promise<{ stop(): Promise<void> }> {
  let position = await settledEnd();
  let client: pg.Client | undefined;
  let stopped = false;
  let reading: Promise<void> | null = null;
  let readAgain = false;

  const readNew = async (): Promise<void> => {
    for (;;) {
      const rows = await getDb()
        .select({
          id: publicChanges.id,
          xid: publicChanges.xid,
          origin: publicChanges.origin,
          change: publicChanges.change,
        })
        .from(publicChanges)
        .where(
          and(
            sql`(${publicChanges.xid}, ${publicChanges.id}) > (${position.xid}, ${position.id})`,
            sql`${publicChanges.xid} < ${SETTLED_BELOW}`,
          ),
        )
        .orderBy(asc(publicChanges.xid), asc(publicChanges.id))
        .limit(BATCH);
      for (const row of rows) {
        if (row.origin !== PROCESS_ORIGIN) forgetHere(row.change as PublicChange);
        position = { xid: row.xid, id: row.id };
      }
      if (rows.length < BATCH) return;
    }
  };
  /** One read at a time; a wake-up during a read reads again after it. */
  const readOn = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          await readNew();
        } catch (error) {
          logger.warn({ err: error }, "the change feed could not read; it tries again");
          return;
        }
      } while (readAgain && !stopped);
    })().finally(() => {
      reading = null;
    });
    return reading;
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: "awadh-change-feed" });
    next.on("notification", (message) => {
      if (message.channel === CHANGES_CHANNEL) void readOn();
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "change feed connection lost");
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANGES_CHANNEL}`);
    client = next;
  };
  const reconnect = async (): Promise<void> => {
    if (stopped || client) return;
    try {
      await connect();
      // What was recorded while nobody listened: read on from where the feed stopped.
      await readOn();
    } catch (error) {
      logger.warn({ err: error }, "change feed reconnect failed");
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  };

  await connect();
  const poll = setInterval(() => void readOn(), POLL_MS);
  poll.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      await reading;
      await client?.end().catch(() => {});
    },
  };
}

/** Where a starting process begins: after the last change of a settled transaction (its caches start empty). */
async function settledEnd(): Promise<Position> {
  const [last] = await getDb()
    .select({ xid: publicChanges.xid, id: publicChanges.id })
    .from(publicChanges)
    .where(sql`${publicChanges.xid} < ${SETTLED_BELOW}`)
    .orderBy(desc(publicChanges.xid), desc(publicChanges.id))
    .limit(1);
  return last ?? { xid: 0, id: 0 };
}
