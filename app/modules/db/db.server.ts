import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type {
  AnyPgColumn,
  IndexColumn,
  PgDatabase,
  PgInsertValue,
  PgQueryResultHKT,
  PgTable,
  PgUpdateSetSource,
} from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { now } from "#app/modules/platform/clock.server";
import { type Page, pageWindow } from "#app/modules/platform/pagination";
import { started } from "#app/modules/platform/started";
import * as schema from "#db/schema";
import { acquireLock, type Lock } from "./lock.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `Database.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs the migrations in db/migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /** Holds a cluster-wide lock while fn runs (seeding from several processes at once). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded client, for backups; undefined on PostgreSQL. */
  pglite?: PGlite;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");
const STARTUP_LOCK_ID = 7_312_026;

export interface OpenOptions {
  databaseUrl?: string;
  /** Where the embedded database lives; omit for a throwaway in-memory database. */
  dataDir?: string;
  /** Embedded only: a prepared data directory to start from (a tarball from dumpDataDir). */
  loadDataDir?: Blob;
  /** Embedded only: PostgreSQL's buffer cache inside the process (PGLITE_SHARED_BUFFERS), such as "16MB". */
  sharedBuffers?: string;
}

/**
 * The embedded database's memory settings (decision 025). PGlite is PostgreSQL compiled to
 * WebAssembly, and a WebAssembly memory only grows: every page PostgreSQL ever touches
 * stays resident until the process ends. With initdb's defaults (shared_buffers 128MB,
 * maintenance_work_mem 64MB) the buffer cache alone filled 128 MB as pages were read and
 * grew the memory past its 128 MB start, which is most of the 630 MB to 1.1 GB the server
 * held. The table files are on disk (NODEFS) and the kernel's page cache keeps them, so a
 * block missing from a small buffer cache costs a read() of 8 kB, not a disk seek: pages
 * answer as fast (measured, decision 025). work_mem keeps PostgreSQL's 4MB: sorts larger
 * than that spill to a temporary file instead of growing the memory for good.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";
const PGLITE_SETTINGS = ["maintenance_work_mem=16MB", "temp_buffers=2MB", "work_mem=4MB"];

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: "postgres",
    migrate: () => exclusive(() => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusive,
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  let lock: Lock | undefined;
  let dataPath: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = acquireLock(path.join(options.dataDir, "server.lock"));
    dataPath = path.join(options.dataDir, "pgdata");
  }
  try {
    // A new data directory is made in a child process (see createDataDirApart).
    if (dataPath && !options.loadDataDir && !fs.existsSync(path.join(dataPath, "PG_VERSION"))) {
      await createDataDirApart(dataPath);
    }
    const settings = [`shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`, ...PGLITE_SETTINGS];
    const client = await PGlite.create(dataPath, {
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // Appended to PGlite's own parameters (single-user mode, no parallel workers), which
      // startParams would otherwise replace.
      startParams: [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ["-c", setting])],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      pglite: client,
      migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
      // One process, one connection: PGlite already runs one query at a time.
      exclusive: (fn) => fn(),
      async close() {
        try {
          if (!client.closed) {
            await client.exec("CHECKPOINT");
            await client.close();
          }
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Runs initdb for a new embedded database in a short-lived child process (decision 025).
 * In this process PGlite would run it in a second, throw-away PGlite with a WebAssembly
 * memory of its own and copy the result over as a tarball: some 350 MB that stayed resident
 * until a major garbage collection, which an idle server may not run for a long time (the
 * 1.1 GB seen after a first start), and glibc kept the rest in its arenas (130 MB more than
 * a restart). A child gives it all back when it exits; it costs about a second, once.
 */
async function createDataDirApart(dataPath: string): Promise<void> {
  const script = `import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create(${JSON.stringify(dataPath)});
await db.exec("CHECKPOINT");
await db.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
    cwd: process.cwd(),
    timeout: 120_000,
  });
}

// The running server's database: a module reload in development must not open a second
// client on the same files.
const database = started<DatabaseHandle>("__database", "The database is not open yet.");
export const setDatabase = database.set;
export const getDatabaseHandle = database.get;

export function getDb(): Database {
  return getDatabaseHandle().db;
}

export async function pingDatabase(): Promise<void> {
  await getDb().execute(sql`select 1`);
}

/** Rows of a raw SQL query, whichever driver runs it (both answer with { rows }). */
export async function queryRows<T>(query: SQL, db: Database = getDb()): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Which unique columns make a row the same one, and what an import replaces in it. */
export type OnConflictReplace<T extends PgTable> = { target: IndexColumn | IndexColumn[]; set: PgUpdateSetSource<T> };

/** Who changed an Admin's entry in a list (a rate, a register's entry) and when: its last two columns. */
export function changedBy(adminId: string) {
  return { updatedBy: adminId, updatedAt: now() };
}

/** An import's rule: a row with the same `target` takes the new row's `columns` (as sent: `excluded`). */
export function replacing<T extends PgTable>(
  table: T,
  target: IndexColumn[],
  columns: ReadonlyArray<keyof T["_"]["columns"] & string>,
): OnConflictReplace<T> {
  const named = getTableColumns(table) as Record<string, { name: string }>;
  const set = Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${named[column]?.name}`)]));
  return { target, set: set as PgUpdateSetSource<T> };
}

/**
 * A table's rows, newest first, a page at a time (an index on created_at serves the order):
 * an Admin's list of what was sent or entered.
 */
export async function newestFirstPage<T extends PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn }>(
  table: T,
  page: number,
  pageSize: number,
): Promise<Page<T["$inferSelect"]>> {
  const db = getDb();
  const total = await db.$count(table);
  const window = pageWindow(total, page, pageSize);
  const rows = await db
    .select()
    .from(table as PgTable)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(window.limit)
    .offset(window.offset);
  return { items: rows as T["$inferSelect"][], page: window.page, pages: window.pages, total };
}

/**
 * Inserts rows in slices (within the parameters one statement may carry), replacing a row
 * that conflicts on `onConflict.target` with `onConflict.set`: importing a file twice changes
 * nothing. How many rows were added and how many replaced.
 */
export async function insertOrReplace<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: readonly PgInsertValue<T>[],
  onConflict: OnConflictReplace<T>,
): Promise<{ added: number; changed: number }> {
  const written: Array<{ added: boolean }> = [];
  for (let start = 0; start < rows.length; start += 500) {
    written.push(
      ...(await tx
        .insert(table)
        .values(rows.slice(start, start + 500) as PgInsertValue<T>[])
        .onConflictDoUpdate(onConflict)
        // xmax is 0 on a row this statement inserted, not on one it updated.
        .returning({ added: sql<boolean>`(xmax = 0)` })),
    );
  }
  const added = written.filter((row) => row.added).length;
  return { added, changed: written.length - added };
}
