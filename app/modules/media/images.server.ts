import { and, inArray, isNull, lt, or } from "drizzle-orm";
import { IMAGE_WORK } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { logger } from "#app/modules/logger.server";
import { images } from "#db/schema";
import { imageKey, type StoredImage } from "./image-urls";
import { checkImage, decodeImage } from "./process-image.server";
import { getStorage } from "./storage.server";
import { createWorkQueue } from "./work-queue.server";

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
  try {
    await Promise.all(
      processed.variants.map((variant) => storage.put(imageKey(id, variant.width), variant.data, "image/webp")),
    );
    await getDb()
      .insert(images)
      .values({
        id,
        userId,
        width: processed.width,
        height: processed.height,
        widths,
        bytes: processed.variants.reduce((sum, variant) => sum + variant.data.length, 0),
      });
  } catch (error) {
    await storage.delete(widths.map((width) => imageKey(id, width))).catch(() => {});
    throw error;
  }
  return { id, width: processed.width, height: processed.height, widths };
}

export function imageKeys(image: Pick<StoredImage, "id" | "widths">): string[] {
  return image.widths.map((width) => imageKey(image.id, width));
}

/** Deletes the files of rows that are already gone from the database (or about to be). */
export async function deleteImageFiles(rows: Array<Pick<StoredImage, "id" | "widths">>): Promise<void> {
  if (rows.length === 0) return;
  try {
    await getStorage().delete(rows.flatMap(imageKeys));
  } catch (error) {
    // The rows are gone; a leftover file is harmless and the sweep removes it later.
    logger.error({ err: error, images: rows.map((row) => row.id) }, "could not delete image files");
  }
}

/** Removes uploads nobody attached to a listing within a day (abandoned wizards). */
export async function sweepAbandonedUploads(): Promise<number> {
  const cutoff = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const gone = await getDb()
    .delete(images)
    .where(and(isNull(images.propertyId), isNull(images.projectId), lt(images.createdAt, cutoff)))
    .returning({ id: images.id, widths: images.widths });
  await deleteImageFiles(gone);
  return gone.length;
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
