import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type Database, getDb, type Transaction } from "#app/modules/db/db.server";
import { now } from "#app/modules/platform/clock.server";
import { listingImportRows, listingImports, listingReferences, properties } from "#db/schema";
import type { ImportCounts } from "./types";

/**
 * The one writer of a bulk import's three tables (decision 042): the imports, their rows and
 * the posters' references. Nothing here is public: an import's listings are written by the
 * posting module, which records their public changes itself.
 */

/** Words in both languages, as a row's refusal or outcome is kept: the page shows its own. */
export type Worded = { en: string; hi: string };

export interface RowProblem {
  column: string;
  words: Worded;
}

export type RowAction = "new" | "changed" | "unchanged" | "refused";

export interface PreviewRow {
  line: number;
  reference: string;
  action: RowAction;
  values?: unknown;
  photoUrls: string[];
  digest?: string;
  problems?: RowProblem[];
  propertyId?: string;
}

/** A previewed import and its rows, in one transaction: nothing else is written. */
export async function savePreview(
  userId: string,
  preview: { fileName: string; full: boolean; counts: ImportCounts; pauseIds: string[]; rows: PreviewRow[] },
): Promise<string> {
  return (await saveImport(userId, preview)) as string;
}

/**
 * A listing sent by the import API, saved as a one-row import already queued (the sender
 * confirmed it by sending it); null, and nothing written, while an import of the poster's
 * holds that reference still to apply: the same listing sent twice before the first is
 * applied would otherwise become two listings. The poster's row of `user` is locked first,
 * so two at once are judged one after the other.
 */
export async function queueOne(
  userId: string,
  preview: { counts: ImportCounts; row: PreviewRow },
): Promise<string | null> {
  return saveImport(
    userId,
    { fileName: "API", full: false, counts: preview.counts, pauseIds: [], rows: [preview.row] },
    preview.row.reference,
  );
}

async function saveImport(
  userId: string,
  preview: { fileName: string; full: boolean; counts: ImportCounts; pauseIds: string[]; rows: PreviewRow[] },
  unlessPending?: string,
): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    if (unlessPending !== undefined) {
      await tx.execute(sql`select id from "user" where id = ${userId} for update`);
      if (await stillToApply(userId, unlessPending, tx)) return null;
    }
    const [made] = await tx
      .insert(listingImports)
      .values({
        userId,
        fileName: preview.fileName.slice(0, 200),
        ...(unlessPending === undefined ? {} : { status: "queued" }),
        full: preview.full,
        counts: preview.counts,
        total: preview.counts.new + preview.counts.changed,
        pauseIds: preview.pauseIds,
        createdAt: now(),
      })
      .returning({ id: listingImports.id });
    const id = (made as { id: string }).id;
    // In slices: a statement has at most 65,535 parameters.
    for (let start = 0; start < preview.rows.length; start += 500) {
      const slice = preview.rows.slice(start, start + 500);
      await tx.insert(listingImportRows).values(
        slice.map((row) => ({
          importId: id,
          line: row.line,
          reference: row.reference,
          action: row.action,
          values: row.values ?? null,
          photoUrls: row.photoUrls,
          digest: row.digest ?? null,
          problems: row.problems ?? null,
          propertyId: row.propertyId ?? null,
        })),
      );
    }
    return id;
  });
}

/** Whether an import of the poster's still has to apply a row of this reference (queued or running). */
export async function stillToApply(userId: string, reference: string, db: Database | Transaction = getDb()) {
  const [pending] = await db
    .select({ line: listingImportRows.line })
    .from(listingImportRows)
    .innerJoin(listingImports, eq(listingImports.id, listingImportRows.importId))
    .where(
      and(
        eq(listingImports.userId, userId),
        inArray(listingImports.status, ["queued", "running"]),
        eq(listingImportRows.reference, reference),
        inArray(listingImportRows.action, ["new", "changed"]),
        isNull(listingImportRows.outcome),
      ),
    )
    .limit(1);
  return Boolean(pending);
}

/**
 * The poster's references (or the one named), by reference, each with its listing, the
 * digest of what its last applied row said and the listing's state: what a file's rows and
 * the API's listings are matched on, and what the exports and the leads name.
 */
export async function posterReferences(userId: string, reference?: string) {
  return getDb()
    .select({
      reference: listingReferences.reference,
      propertyId: listingReferences.propertyId,
      digest: listingReferences.digest,
      updatedAt: listingReferences.updatedAt,
      status: properties.status,
    })
    .from(listingReferences)
    .innerJoin(properties, eq(properties.id, listingReferences.propertyId))
    .where(
      and(
        eq(listingReferences.userId, userId),
        reference === undefined ? undefined : eq(listingReferences.reference, reference),
      ),
    )
    .orderBy(listingReferences.reference);
}

/** Previewed to queued, by its poster only and only once. */
export async function queueImport(userId: string, importId: string): Promise<boolean> {
  const moved = await getDb()
    .update(listingImports)
    .set({ status: "queued" })
    .where(
      and(eq(listingImports.id, importId), eq(listingImports.userId, userId), eq(listingImports.status, "previewed")),
    )
    .returning({ id: listingImports.id });
  return moved.length > 0;
}

/** How long a worker may be silent before another takes its import over (a restart): longer than one row may take (20 photos, each bounded in time). */
export const STALE_MS = 10 * 60_000;

/**
 * Claims an import for this worker, atomically: a queued one, or a running one whose worker
 * went silent (the site restarted mid-import). Null when another worker has it or it is done.
 */
export async function claimImport(importId: string) {
  const at = now();
  const [claimed] = await getDb()
    .update(listingImports)
    .set({
      status: "running",
      heartbeatAt: at,
      startedAt: sql`coalesce(${listingImports.startedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(listingImports.id, importId),
        or(
          eq(listingImports.status, "queued"),
          and(eq(listingImports.status, "running"), lt(listingImports.heartbeatAt, new Date(at.getTime() - STALE_MS))),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Imports waiting for a worker, or whose worker went silent: what the sweep picks up after a restart. */
export async function importsToResume(): Promise<string[]> {
  const stale = new Date(now().getTime() - STALE_MS);
  const rows = await getDb()
    .select({ id: listingImports.id })
    .from(listingImports)
    .where(
      or(
        eq(listingImports.status, "queued"),
        and(eq(listingImports.status, "running"), lt(listingImports.heartbeatAt, stale)),
      ),
    )
    .orderBy(asc(listingImports.createdAt))
    .limit(10);
  return rows.map((row) => row.id);
}

/** The rows still to apply, in the file's order. */
export async function rowsToApply(importId: string) {
  return getDb()
    .select()
    .from(listingImportRows)
    .where(
      and(
        eq(listingImportRows.importId, importId),
        inArray(listingImportRows.action, ["new", "changed"]),
        isNull(listingImportRows.outcome),
      ),
    )
    .orderBy(asc(listingImportRows.line));
}

/**
 * One row applied: its outcome, and the poster's reference (a listing made or edited) with
 * the digest of what it said, and the import's progress, in one transaction.
 */
export async function recordRow(
  row: {
    importId: string;
    line: number;
    userId: string;
    reference: string;
    digest: string | null;
    photoUrls: string[];
  },
  outcome: { outcome: string; propertyId: string | null; message: Worded | null },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx
      .update(listingImportRows)
      .set(outcome)
      .where(and(eq(listingImportRows.importId, row.importId), eq(listingImportRows.line, row.line)));
    if (outcome.propertyId && row.digest && outcome.outcome !== "failed") {
      await tx
        .insert(listingReferences)
        .values({
          userId: row.userId,
          reference: row.reference,
          propertyId: outcome.propertyId,
          digest: row.digest,
          photoUrls: row.photoUrls,
          updatedAt: now(),
        })
        .onConflictDoUpdate({
          target: [listingReferences.userId, listingReferences.reference],
          set: { propertyId: outcome.propertyId, digest: row.digest, photoUrls: row.photoUrls, updatedAt: now() },
        });
    }
    await tx
      .update(listingImports)
      .set({ done: sql`${listingImports.done} + 1`, heartbeatAt: now() })
      .where(eq(listingImports.id, row.importId));
  });
}

export async function finishImport(importId: string, status: "done" | "failed"): Promise<void> {
  await getDb()
    .update(listingImports)
    .set({ status, finishedAt: now(), heartbeatAt: now() })
    .where(eq(listingImports.id, importId));
}
