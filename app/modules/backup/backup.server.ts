import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type SQL, sql } from "drizzle-orm";
import * as tar from "tar";
import { type Database, queryRows } from "#app/modules/db/db.server";
import { IMAGE_CONTENT_TYPES, imageFileKeys } from "#app/modules/media/image-urls";
import type { Storage } from "#app/modules/media/storage.server";

/**
 * A backup is one .tar.gz file: the rows of every table (as JSON lines, one table per
 * file, all read in one snapshot) and the image files they refer to. The same file
 * restores into embedded PGlite or PostgreSQL, whichever wrote it.
 */

/** In the order a restore must insert them (parents before children). */
export const BACKUP_TABLES = [
  "user",
  "account",
  "session",
  "verification",
  "agent_rera",
  "app_meta",
  "city_pages",
  "services",
  "properties",
  "projects",
  "images",
  "our_projects",
  "contact_messages",
  "contact_reveals",
  "enquiries",
  "shortlist",
  "saved_searches",
  "property_events",
  "property_edits",
  "listing_reports",
  "circle_rates",
  "cost_settings",
  "listing_drafts",
  "listing_references",
] as const;

/**
 * Columns a backup written before they existed does not have, and how to fill them from
 * what it has: before migration 0009 a property's state was is_approved alone (it still
 * means "live").
 */
const FILL_MISSING: Record<string, Record<string, SQL>> = {
  properties: {
    status: sql`coalesce("status", case when "is_approved" then 'live' else 'pending' end)`,
    confirmed_at: sql`coalesce("confirmed_at", case when "is_approved" then coalesce("approved_at", "created_at") end)`,
    status_changed_at: sql`coalesce("status_changed_at", "approved_at", "created_at", now())`,
  },
};

const FORMAT = "awadh-estates-backup/1";
const BATCH = 500;

export interface BackupSummary {
  file: string;
  rows: Record<string, number>;
  images: number;
  bytes: number;
}

export async function writeBackup(db: Database, storage: Storage, file: string): Promise<BackupSummary> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "awadh-backup-"));
  try {
    const rows: Record<string, number> = {};
    const imageRows: Array<{ id: string; widths: number[]; avifWidths: number[] }> = [];
    // One read-only snapshot: every table as it was at one moment.
    await db.transaction(
      async (tx) => {
        await fsp.mkdir(path.join(work, "tables"));
        for (const table of BACKUP_TABLES) {
          const out = fs.createWriteStream(path.join(work, "tables", `${table}.jsonl`));
          let count = 0;
          for (let offset = 0; ; offset += BATCH) {
            const batch = await queryRows<{ row: string }>(
              sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1 limit ${BATCH} offset ${offset}`,
              tx as unknown as Database,
            );
            for (const { row } of batch) out.write(`${row}\n`);
            count += batch.length;
            if (table === "images") {
              for (const { row } of batch) {
                const image = JSON.parse(row) as { id: string; widths: number[]; avif_widths?: number[] };
                imageRows.push({ id: image.id, widths: image.widths, avifWidths: image.avif_widths ?? [] });
              }
            }
            if (batch.length < BATCH) break;
          }
          await new Promise<void>((resolve, reject) =>
            out.end((error?: Error | null) => (error ? reject(error) : resolve())),
          );
          rows[table] = count;
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    let images = 0;
    for (const image of imageRows) {
      for (const key of imageFileKeys(image)) {
        const object = await storage.get(key);
        if (!object) continue; // Deleted after the snapshot: its row is gone on restore too, or it was already missing.
        const target = path.join(work, "uploads", key);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await pipeline(object.body, fs.createWriteStream(target));
        images += 1;
      }
    }
    await fsp.writeFile(
      path.join(work, "manifest.json"),
      JSON.stringify({ format: FORMAT, createdAt: new Date().toISOString(), rows, images }, null, 2),
    );
    await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const entries = ["manifest.json", "tables", ...(images ? ["uploads"] : [])];
    await tar.create({ gzip: true, file, cwd: work, portable: true }, entries);
    return { file, rows, images, bytes: (await fsp.stat(file)).size };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

export class RestoreRefusedError extends Error {
  readonly expose = true;
}

/**
 * Restores a backup into a migrated database. The database must be empty of accounts
 * unless `replace` is set, in which case every backed-up table is emptied first. All rows
 * go in one transaction: a failed restore leaves the database as it was.
 */
export async function restoreBackup(
  db: Database,
  storage: Storage,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<BackupSummary> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "awadh-restore-"));
  try {
    await tar.extract({ file, cwd: work, strict: true });
    const manifest = JSON.parse(await fsp.readFile(path.join(work, "manifest.json"), "utf8")) as { format?: string };
    if (manifest.format !== FORMAT) throw new RestoreRefusedError(`${file} is not a backup of this site.`);

    const [{ users = 0 } = {}] = await queryRows<{ users: number }>(sql`select count(*)::int as users from "user"`, db);
    if (users > 0 && !replace) {
      throw new RestoreRefusedError(
        `The database already has ${users} accounts. Restore into an empty database, or pass --replace to overwrite it.`,
      );
    }

    const rows: Record<string, number> = {};
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      if (replace) {
        const list = sql.join(
          BACKUP_TABLES.map((table) => sql.identifier(table)),
          sql`, `,
        );
        await t.execute(sql`truncate ${list} cascade`);
      }
      for (const table of BACKUP_TABLES) {
        const columns = await queryRows<{ column_name: string }>(
          sql`select column_name from information_schema.columns
              where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
              order by ordinal_position`,
          t,
        );
        const list = sql.join(
          columns.map((column) => sql.identifier(column.column_name)),
          sql`, `,
        );
        const values = sql.join(
          columns.map((column) => FILL_MISSING[table]?.[column.column_name] ?? sql.identifier(column.column_name)),
          sql`, `,
        );
        const source = path.join(work, "tables", `${table}.jsonl`);
        const lines = fs.existsSync(source) ? (await fsp.readFile(source, "utf8")).split("\n").filter(Boolean) : [];
        for (let start = 0; start < lines.length; start += BATCH) {
          const batch = `[${lines.slice(start, start + BATCH).join(",")}]`;
          await t.execute(
            sql`insert into ${sql.identifier(table)} (${list})
                select ${values} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`,
          );
        }
        rows[table] = lines.length;
      }
    });

    let images = 0;
    const uploads = path.join(work, "uploads");
    if (fs.existsSync(uploads)) {
      for (const entry of await fsp.readdir(uploads, { recursive: true })) {
        const full = path.join(uploads, entry);
        if (!(await fsp.stat(full)).isFile()) continue;
        const contentType = entry.endsWith(".avif") ? IMAGE_CONTENT_TYPES.avif : IMAGE_CONTENT_TYPES.webp;
        await storage.put(entry.split(path.sep).join("/"), await fsp.readFile(full), contentType);
        images += 1;
      }
    }
    return { file, rows, images, bytes: (await fsp.stat(file)).size };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
