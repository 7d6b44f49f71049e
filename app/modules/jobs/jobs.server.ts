import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { type DatabaseHandle, queryRows } from "#app/modules/db/db.server";
import { prunePublicChanges } from "#app/modules/db/public-cache.server";
import { logger } from "#app/modules/platform/logger.server";
import { runListingFeeds } from "#app/modules/properties/import/feed.server";
import { runQueuedImports, whenImportsQueued } from "#app/modules/properties/import/queue.server";
import { runLeadWebhooks } from "#app/modules/properties/import/webhooks.server";
import { runLifecycle } from "#app/modules/properties/lifecycle/lifecycle.server";
import { mailNewMessages } from "#app/modules/properties/messages/messages-mail.server";
import { sendVisitReminders } from "#app/modules/properties/messages/visits.server";
import { computeLocalityPrices, hasFiguresThisMonth } from "#app/modules/properties/prices/prices.server";
import { sendSearchAlerts } from "#app/modules/properties/saved-searches/saved-searches.server";
import { reportFollowUps } from "#app/modules/properties/trust/reports.server";

/**
 * Scheduled work, on pg-boss (decision 016): its tables live in the site's own database
 * (schema `pgboss`), so a job runs once however many server processes there are, survives a
 * restart and is retried when it fails. On the embedded database pg-boss talks to PGlite
 * through its `db` option; on PostgreSQL it keeps its own small pool.
 */
export const JOBS = {
  /** Every saved search's new matches, e-mailed once a day at 8 in the morning, India time. */
  searchAlerts: { cron: "0 8 * * *", tz: "Asia/Kolkata", run: () => sendSearchAlerts() },
  /**
   * Reminders 7 days before expiry, expiry, and the purge of old rejections (and of the
   * recorded public changes every process has read): every hour.
   */
  listingLifecycle: {
    cron: "15 * * * *",
    tz: "Asia/Kolkata",
    run: async () => {
      await prunePublicChanges();
      return runLifecycle();
    },
  },
  /** Owners asked to confirm listings several people reported gone: every hour. */
  reportFollowUps: { cron: "45 * * * *", tz: "Asia/Kolkata", run: () => reportFollowUps() },
  /**
   * This month's locality prices (median and quartiles per locality and kind), every night at
   * 2:30 India time, when few people browse; earlier months stay as written (decision 029).
   */
  localityPrices: { cron: "30 2 * * *", tz: "Asia/Kolkata", run: () => computeLocalityPrices() },
  /**
   * Conversations (decision 053), every 10 minutes: new messages not yet e-mailed because
   * their conversation was e-mailed in the last hour (the first is e-mailed as it is sent),
   * and the reminders of tomorrow's site visits, from 6 in the evening. One queue for both:
   * each queue is polled, and an idle server should ask its database little.
   */
  conversations: {
    cron: "*/10 * * * *",
    tz: "Asia/Kolkata",
    run: async (at?: Date) => ({ ...(await mailNewMessages(undefined, at)), ...(await sendVisitReminders(at)) }),
  },
  /**
   * Bulk imports (decision 062): woken at once when a poster confirms one
   * (`whenImportsQueued`), and every 5 minutes for any import a restart interrupted.
   */
  listingImports: { cron: "*/5 * * * *", tz: "Asia/Kolkata", run: () => runQueuedImports() },
  /**
   * Leads to posters' CRMs (decision 064), every minute: the new enquiries, messages and
   * visit requests on imported listings collected, and every delivery that is due sent.
   */
  leadWebhooks: { cron: "* * * * *", tz: "Asia/Kolkata", run: (at?: Date) => runLeadWebhooks(at) },
  /**
   * Posters' feeds (decision 062), every night at 1:00 India time, when few people browse:
   * each fetched and imported as a file is.
   */
  listingFeeds: { cron: "0 1 * * *", tz: "Asia/Kolkata", run: (at?: Date) => runListingFeeds(at) },
} as const;

export type JobName = keyof typeof JOBS;

/** pg-boss keeps its tables in this schema of the site's database. */
const SCHEMA = "pgboss";

export interface JobHealth {
  name: JobName;
  lastRun: string | null;
  lastFailure: string | null;
  /** Failed runs (after their retries) in the last 7 days. */
  failures: number;
  /** Waiting or running now. */
  queued: number;
}

/**
 * The job queue's health for the admin dashboard, read from pg-boss's own table: when each
 * job last ran, when it last failed, how many failed this week. Null when the queue has
 * never started here (JOBS=0 in every process).
 */
export async function jobHealth(): Promise<JobHealth[] | null> {
  const names = Object.keys(JOBS) as JobName[];
  try {
    const rows = await queryRows<{
      name: string;
      last_run: Date | null;
      last_failure: Date | null;
      failures: number;
      queued: number;
    }>(
      sql`select name,
            max(completed_on) filter (where state = 'completed') as last_run,
            max(completed_on) filter (where state = 'failed') as last_failure,
            (count(*) filter (where state = 'failed' and created_on > now() - interval '7 days'))::int as failures,
            (count(*) filter (where state in ('created', 'retry', 'active')))::int as queued
          from ${sql.identifier(SCHEMA)}.job
          where name in ${names}
          group by name`,
    );
    const byName = new Map(rows.map((row) => [row.name, row]));
    return names.map((name) => {
      const row = byName.get(name);
      return {
        name,
        lastRun: row?.last_run ? new Date(row.last_run).toISOString() : null,
        lastFailure: row?.last_failure ? new Date(row.last_failure).toISOString() : null,
        failures: Number(row?.failures ?? 0),
        queued: Number(row?.queued ?? 0),
      };
    });
  } catch {
    return null;
  }
}

export interface Jobs {
  boss: PgBoss;
  /** Runs a job now, through the queue (the admin and the tests use it). */
  runNow(name: JobName): Promise<string | null>;
  stop(): Promise<void>;
}

/** PGlite answers one statement per prepared query; pg-boss sends scripts without values. */
function pgliteExecutor(database: DatabaseHandle) {
  const pglite = database.pglite;
  if (!pglite) throw new Error("pgliteExecutor needs the embedded database");
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

export interface JobOptions {
  pollingIntervalSeconds?: number;
  /** How often this process checks the schedules (JOB_CHECK_SECONDS). */
  cronCheckSeconds?: number;
  /** One schedule for every job, for tests (JOB_CRON). */
  cronOverride?: string;
}

export async function startJobs(
  database: DatabaseHandle,
  databaseUrl?: string,
  { pollingIntervalSeconds = 10, cronCheckSeconds = 30, cronOverride }: JobOptions = {},
): Promise<Jobs> {
  const common = { schema: SCHEMA, cronMonitorIntervalSeconds: cronCheckSeconds };
  const boss = new PgBoss(
    database.pglite
      ? { ...common, db: pgliteExecutor(database) }
      : { ...common, connectionString: databaseUrl, max: 2 },
  );
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  const jobs = Object.entries(JOBS) as Array<[JobName, (typeof JOBS)[JobName]]>;
  // Processes starting together take turns (the site's startup lock): pg-boss makes each
  // queue's table as it creates it, and two processes creating the same queues at once
  // deadlock in PostgreSQL.
  await database.exclusive(async () => {
    await boss.start();
    for (const [name, job] of jobs) {
      await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 300, retryBackoff: true });
      await boss.schedule(name, cronOverride ?? job.cron, {}, { tz: job.tz });
    }
  });
  for (const [name, job] of jobs) {
    await boss.work(name, { pollingIntervalSeconds }, async ([item]) => {
      const result = await job.run();
      logger.info({ job: name, id: item?.id, result }, "job done");
      return result;
    });
  }
  // A fresh site (or the first start of a month before the night's run) gets its figures
  // now, through the queue so that one process computes them, without holding up the start.
  void hasFiguresThisMonth()
    .then((has) => (has ? null : boss.send("localityPrices", {}, { singletonKey: "localityPrices-at-start" })))
    .catch((error) => logger.error({ err: error }, "locality prices at start not queued"));
  whenImportsQueued(() => boss.send("listingImports", {}));
  return {
    boss,
    runNow: (name) => boss.send(name, {}),
    async stop() {
      whenImportsQueued(null);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
