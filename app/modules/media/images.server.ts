import { and, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { IMAGE_WORK } from "#app/config/limits";
import { dropMeta, KEPT_META, metaValue, putMeta } from "#app/modules/db/app-meta.server";
import { type Database, getDb, type Transaction } from "#app/modules/db/db.server";
import { now as clockNow } from "#app/modules/platform/clock.server";
import { logger } from "#app/modules/platform/logger.server";
import { images, propertyEdits } from "#db/schema";
import { IMAGE_CONTENT_TYPES, type ImageFormat, imageKey, type StoredImage } from "./image-urls";
import { checkImage, decodeImage } from "./process-image.server";
import { getStorage } from "./storage.server";
import { createWorkQueue } from "./work-queue.server";

/**
 * The one module that writes the `images` table: an upload's row (saveUpload), a listing's
 * claim of uploads, and the removal of rows (their files go after the transaction that
 * removed them commits: deleteImageFiles). The listing store and the projects decide which
 * rows; the rows are written here.
 */

/** A photo's row as its files are named: what deleting them needs. */
type Photo = Pick<StoredImage, "id" | "widths">;

/** A person's uploads that no listing has claimed yet. */
export function unattachedUploadsOf(userId: string): SQL {
  return and(eq(images.userId, userId), isNull(images.propertyId), isNull(images.projectId)) as SQL;
}

/** Deletes the rows `where` selects; what their files are, to delete once the transaction has committed. */
export async function deleteImageRows(db: Database | Transaction, where: SQL): Promise<Photo[]> {
  return db.delete(images).where(where).returning({ id: images.id, widths: images.widths });
}

/**
 * Gives a listing (a property or a project, by `ownerKey`) the photos `ids` that `claimable`
 * allows, each at its place in `ids`: how many were claimed.
 */
export async function claimImageRows(
  tx: Transaction,
  ownerKey: "propertyId" | "projectId",
  listingId: string,
  ids: readonly string[],
  claimable: SQL,
): Promise<number> {
  const order = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const claimed = await tx
    .update(images)
    .set({ [ownerKey]: listingId, position: sql`array_position(array[${order}]::uuid[], ${images.id}) - 1` })
    .where(and(inArray(images.id, [...ids]), claimable))
    .returning({ id: images.id });
  return claimed.length;
}

/**
 * An erased account's photos of the company's new projects stay (company content, an Admin's
 * uploads) but no longer name the account; its uploads no listing holds go (their files after
 * the commit: returned).
 */
export async function eraseImagesOf(tx: Transaction, userId: string): Promise<Photo[]> {
  const uploads = await deleteImageRows(tx, unattachedUploadsOf(userId));
  await tx
    .update(images)
    .set({ userId: null })
    .where(and(eq(images.userId, userId), isNotNull(images.projectId)));
  return uploads;
}

/** Removes uploads nobody will claim (an import that failed): their rows, then their files. */
export async function discardUploads(photos: readonly Photo[]): Promise<void> {
  if (photos.length === 0) return;
  await deleteImageRows(
    getDb(),
    inArray(
      images.id,
      photos.map(({ id }) => id),
    ),
  );
  await deleteImageFiles([...photos]);
}

/**
 * Every photo is decoded through this one queue, whoever sends it: a burst of large
 * photos waits its turn (or is told the server is busy) instead of decoding all at once
 * and starving page rendering of memory and CPU.
 */
export const imageQueue = createWorkQueue({
  concurrent: IMAGE_WORK.concurrent,
  waiting: IMAGE_WORK.waiting,
  waitMs: IMAGE_WORK.waitSeconds * 1000,
});

/**
 * Processes an upload and stores it, unattached, as its uploader's. The header checks run
 * at once; the decoding waits its turn, and throws QueueBusyError when too many photos are
 * already waiting.
 */
export async function saveUpload(userId: string | null, input: Buffer): Promise<StoredImage> {
  const checked = await checkImage(input);
  const processed = await imageQueue.run(() => decodeImage(input, checked));
  const id = crypto.randomUUID();
  const storage = getStorage();
  const widths = processed.variants.map((variant) => variant.width);
  const avifWidths = processed.variants.filter((variant) => variant.avif).map((variant) => variant.width);
  const files = processed.variants.flatMap(({ width, data, avif }) => [
    { width, format: "webp" as const, data },
    ...(avif ? [{ width, format: "avif" as const, data: avif }] : []),
  ]);
  try {
    await Promise.all(
      files.map(({ width, format, data }) =>
        storage.put(imageKey(id, width, format), data, IMAGE_CONTENT_TYPES[format]),
      ),
    );
    await getDb()
      .insert(images)
      .values({
        id,
        userId,
        width: processed.width,
        height: processed.height,
        widths,
        avifWidths,
        bytes: files.reduce((sum, file) => sum + file.data.length, 0),
        phash: processed.phash,
      });
  } catch (error) {
    await storage.delete(imageKeys({ id, widths })).catch(() => {});
    throw error;
  }
  return { id, width: processed.width, height: processed.height, widths, avifWidths };
}

const FORMATS: ImageFormat[] = ["webp", "avif"];

/**
 * Every file an image may have: each width in both formats. Deleting a key that does not
 * exist is harmless on either storage, so callers need not know which widths have AVIF.
 */
export function imageKeys(image: Pick<StoredImage, "id" | "widths">): string[] {
  return image.widths.flatMap((width) => FORMATS.map((format) => imageKey(image.id, width, format)));
}

/** Deletes the files of rows that are already gone from the database (or about to be). */
export async function deleteImageFiles(rows: Photo[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = rows.flatMap(imageKeys);
  try {
    await getStorage().delete(keys);
  } catch (error) {
    // The rows are gone, so /media no longer serves the files (isServableImage); the hourly
    // sweep deletes them, and until it has, the Admins' dashboard says so.
    logger.error({ err: error, images: rows.map((row) => row.id) }, "could not delete image files");
    await recordUndeletedFiles(keys.length);
  }
}

const UNDELETED_FILES = "photo_files_not_deleted";

/** Adds to the count of photo files storage failed to delete, with the time of this failure. */
async function recordUndeletedFiles(files: number): Promise<void> {
  const value = JSON.stringify({ files, at: clockNow().toISOString() });
  await putMeta(
    UNDELETED_FILES,
    value,
    sql`jsonb_build_object('files', (${KEPT_META}::jsonb->>'files')::int + ${files}::int, 'at', excluded.value::jsonb->>'at')::text`,
  ).catch((error: unknown) => logger.error({ err: error }, "could not record undeleted photo files"));
}

/**
 * Photo files storage failed to delete since the sweep last cleared them: how many and when
 * the last failure was (the Admins' dashboard), or null when there are none.
 */
export async function undeletedPhotoFiles(): Promise<{ files: number; at: string } | null> {
  const value = await metaValue(UNDELETED_FILES);
  return value ? (JSON.parse(value) as { files: number; at: string }) : null;
}

/**
 * Whether a photo file may be served: its row still stands and still belongs to a listing
 * or to an account (an upload waiting in a wizard). A photo whose listing or account is
 * gone is gone for everyone at once, in every process, whether or not its files have been
 * deleted from storage yet (a delete that failed is retried by the hourly sweep).
 */
export async function isServableImage(id: string, format: ImageFormat, width: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ widths: images.widths, avifWidths: images.avifWidths })
    .from(images)
    .where(
      and(eq(images.id, id), or(isNotNull(images.propertyId), isNotNull(images.projectId), isNotNull(images.userId))),
    );
  if (!row) return false;
  return (format === "avif" ? row.avifWidths : row.widths).includes(width);
}

/**
 * The hourly clean-up: removes uploads nobody attached to a listing within a day (abandoned
 * wizards), then the files no row accounts for (see sweepLeftoverFiles). Returns the rows.
 */
export async function sweepAbandonedUploads(now: Date = clockNow()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const gone = await deleteImageRows(
    getDb(),
    and(
      isNull(images.propertyId),
      isNull(images.projectId),
      lt(images.createdAt, cutoff),
      // New photos of an owner's edit wait for its review unattached: they are not abandoned.
      sql`not exists (select 1 from ${propertyEdits} where ${images.id} = any(${propertyEdits.imageIds}))`,
    ) as SQL,
  );
  await deleteImageFiles(gone);
  const files = await sweepLeftoverFiles(now);
  if (gone.length > 0 || files > 0) logger.info({ rows: gone.length, files }, "abandoned uploads swept");
  return gone.length;
}

const IMAGE_FILE = /^images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/]+$/;

/**
 * Removes what a killed or failed upload leaves in storage: an image's files whose id has
 * no row (files are written before the row), and half-written temporary files and empty
 * folders. Only what is older than IMAGE_WORK.leftoverMinutes goes, so an upload that is
 * still being stored is never touched. Returns how many files were removed.
 */
export async function sweepLeftoverFiles(now: Date = clockNow()): Promise<number> {
  const storage = getStorage();
  const before = new Date(now.getTime() - IMAGE_WORK.leftoverMinutes * 60_000);
  const found = new Map<string, { keys: string[]; recent: boolean }>();
  for await (const { key, modifiedAt } of storage.entries("images/")) {
    const id = IMAGE_FILE.exec(key)?.[1];
    if (!id) continue;
    const entry = found.get(id) ?? { keys: [], recent: false };
    entry.keys.push(key);
    entry.recent ||= modifiedAt >= before;
    found.set(id, entry);
  }
  const ids = [...found.keys()];
  const known = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await getDb()
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.id, ids.slice(start, start + 500)));
    for (const row of rows) known.add(row.id);
  }
  const orphans = [...found]
    .filter(([id, entry]) => !known.has(id) && !entry.recent)
    .flatMap(([, entry]) => entry.keys);
  if (orphans.length > 0) {
    try {
      await storage.delete(orphans);
    } catch (error) {
      await recordUndeletedFiles(orphans.length);
      throw error;
    }
  }
  // Every file no row accounts for is gone now, unless it is too recent to judge.
  const waiting = [...found].some(([id, entry]) => !known.has(id) && entry.recent);
  if (!waiting) await dropMeta(UNDELETED_FILES);
  return orphans.length + (await storage.removeLeftovers(before));
}

export async function imagesOf(owner: { propertyIds?: string[]; projectIds?: string[] }) {
  const { propertyIds = [], projectIds = [] } = owner;
  if (propertyIds.length === 0 && projectIds.length === 0) return [];
  return getDb()
    .select()
    .from(images)
    .where(
      or(
        propertyIds.length ? inArray(images.propertyId, propertyIds) : undefined,
        projectIds.length ? inArray(images.projectId, projectIds) : undefined,
      ),
    )
    .orderBy(images.position);
}
