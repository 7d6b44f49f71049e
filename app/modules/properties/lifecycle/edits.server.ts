import { and, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { forgetPublicData } from "#app/modules/db/public-cache.server";
import { FIELDS, type FieldName, SCALAR_FIELDS } from "#app/modules/listing-core/fields";
import { isListingId } from "#app/modules/listing-core/ids";
import type { ListingInput } from "#app/modules/listing-core/schema";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import {
  IMAGES_NOT_YOURS,
  ListingImagesError,
  photosOf,
  type Transaction,
} from "#app/modules/listing-core/store.server";
import { listingValues } from "#app/modules/listing-core/values";
import { displayValue, type ListingFields } from "#app/modules/listing-core/view";
import type { ListingDraft } from "#app/modules/listing-core/wizard-view";
import { STORED_IMAGE_COLUMNS } from "#app/modules/media/first-image.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import { deleteImageFiles } from "#app/modules/media/images.server";
import { now } from "#app/modules/platform/clock.server";
import { PROPERTY } from "#app/modules/properties/properties.server";
import type { ListingStatus } from "#app/modules/properties/status";
import { images, properties, propertyEdits } from "#db/schema";
import { mailOwner, recordEvent } from "./lifecycle.server";

/**
 * Owners edit their listings through the posting wizard (docs/product/marketplace.md §2). A pending or
 * rejected listing is simply updated, and a rejected one goes back to pending. A live
 * listing is not touched: the edit waits in property_edits, the Admin sees it field by field
 * and approves (then it replaces the live version) or rejects it with a reason.
 */
export type EditOutcome = { ok: true; status: ListingStatus; waiting: boolean } | { ok: false };

/**
 * Makes `imageIds` the listing's photos, in order: the listing's own photos it keeps, the
 * owner's unattached uploads it adds; the rest of its photos are removed (their files after
 * the transaction). Anything else in the list refuses the whole change.
 */
async function replacePhotos(
  db: Transaction,
  propertyId: string,
  ownerId: string,
  imageIds: readonly string[],
): Promise<Array<{ id: string; widths: number[] }>> {
  const ids = [...new Set(imageIds)];
  if (ids.length > LIMITS.imagesPerListing) throw new ListingImagesError(IMAGES_NOT_YOURS);
  const removed = await db
    .delete(images)
    .where(and(eq(images.propertyId, propertyId), ids.length ? notInArray(images.id, ids) : undefined))
    .returning({ id: images.id, widths: images.widths });
  if (ids.length === 0) return removed;
  const order = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const claimed = await db
    .update(images)
    .set({ propertyId, position: sql`array_position(array[${order}]::uuid[], ${images.id}) - 1` })
    .where(
      and(
        inArray(images.id, ids),
        or(
          eq(images.propertyId, propertyId),
          and(eq(images.userId, ownerId), isNull(images.propertyId), isNull(images.projectId)),
        ),
      ),
    )
    .returning({ id: images.id });
  if (claimed.length !== ids.length) throw new ListingImagesError(IMAGES_NOT_YOURS);
  return removed;
}

/** Whether every photo of an edit is the listing's own or the owner's unattached upload. */
async function photosUsable(db: Transaction, propertyId: string, ownerId: string, ids: readonly string[]) {
  if (ids.length === 0) return true;
  const usable = await db.$count(
    images,
    and(
      inArray(images.id, [...ids]),
      or(
        eq(images.propertyId, propertyId),
        and(eq(images.userId, ownerId), isNull(images.propertyId), isNull(images.projectId)),
      ),
    ),
  );
  return usable === new Set(ids).size;
}

/** The owner's edit from the wizard; false when the listing is not theirs or cannot be edited now. */
export async function saveEdit(ownerId: string, propertyId: string, input: ListingInput): Promise<EditOutcome> {
  const values = listingValues(input, listingSettings());
  let removed: Array<{ id: string; widths: number[] }> = [];
  const outcome = await getDb().transaction(async (tx): Promise<EditOutcome> => {
    const [row] = await tx
      .select({ status: properties.status })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, ownerId)))
      .for("update");
    const status = row?.status as ListingStatus | undefined;
    if (status === "live") {
      if (!(await photosUsable(tx, propertyId, ownerId, input.imageIds)))
        throw new ListingImagesError(IMAGES_NOT_YOURS);
      await tx
        .insert(propertyEdits)
        .values({ propertyId, values: input, imageIds: [...new Set(input.imageIds)], createdAt: now() })
        .onConflictDoUpdate({
          target: propertyEdits.propertyId,
          set: { values: input, imageIds: [...new Set(input.imageIds)], createdAt: now() },
        });
      await recordEvent(tx, { propertyId, actorId: ownerId, kind: "edit-sent", status });
      return { ok: true, status, waiting: true };
    }
    if (status !== "pending" && status !== "rejected") return { ok: false };
    removed = await replacePhotos(tx, propertyId, ownerId, input.imageIds);
    await tx
      .update(properties)
      .set({
        ...values,
        status: "pending",
        statusReason: null,
        ...(status === "rejected" ? { statusChangedAt: now() } : {}),
      })
      .where(eq(properties.id, propertyId));
    await recordEvent(tx, {
      propertyId,
      actorId: ownerId,
      kind: status === "rejected" ? "resubmitted" : "edited",
      status: "pending",
      fromStatus: status,
    });
    return { ok: true, status: "pending", waiting: false };
  });
  await deleteImageFiles(removed);
  return outcome;
}

/**
 * What the wizard opens with when an owner edits: the listing's fields as the wizard's text,
 * its amenities and photos; for a live listing with an edit waiting, that edit. Null when
 * the listing is not theirs or cannot be edited now (expired, closed).
 */
export async function editableListing(
  ownerId: string,
  propertyId: string,
): Promise<{ id: string; draft: ListingDraft; images: StoredImage[] } | null> {
  if (!isListingId(propertyId)) return null;
  const db = getDb();
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, ownerId),
        inArray(properties.status, ["pending", "rejected", "live"]),
      ),
    );
  if (!row) return null;
  const edit = await pendingEdit(propertyId);
  const source: Record<string, unknown> = edit ? { ...edit.input } : { ...row };
  const values: Record<string, string> = {};
  for (const field of SCALAR_FIELDS) {
    const value = source[field];
    values[field] = value === null || value === undefined ? "" : String(value);
  }
  const amenities = (edit ? edit.input.amenities : row.amenities) ?? [];
  if (!edit)
    return {
      id: propertyId,
      draft: { values, amenities: [...amenities] },
      images: await photosOf(PROPERTY, propertyId),
    };
  const found = edit.imageIds.length
    ? await db.select(STORED_IMAGE_COLUMNS).from(images).where(inArray(images.id, edit.imageIds))
    : [];
  const photos = edit.imageIds.flatMap((id) => found.filter((image) => image.id === id));
  return { id: propertyId, draft: { values, amenities: [...amenities] }, images: photos };
}

/** The edit waiting on a live listing, if any. */
export async function pendingEdit(propertyId: string) {
  const [edit] = await getDb().select().from(propertyEdits).where(eq(propertyEdits.propertyId, propertyId));
  return edit ? { input: edit.values as ListingInput, imageIds: edit.imageIds, sentAt: edit.createdAt } : null;
}

/** An Admin approves a waiting edit: it replaces the live version at once (and confirms the listing). */
export async function approveEdit(propertyId: string, adminId: string): Promise<boolean> {
  let removed: Array<{ id: string; widths: number[] }> = [];
  const approved = await getDb().transaction(async (tx) => {
    const [edit] = await tx
      .delete(propertyEdits)
      .where(eq(propertyEdits.propertyId, propertyId))
      .returning({ values: propertyEdits.values, imageIds: propertyEdits.imageIds });
    const [row] = await tx
      .select({ userId: properties.userId, status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!edit || !row) return false;
    const input = edit.values as ListingInput;
    removed = await replacePhotos(tx, propertyId, row.userId, edit.imageIds);
    await tx
      .update(properties)
      .set({ ...listingValues(input, listingSettings()), confirmedAt: now(), reminderSentAt: null })
      .where(eq(properties.id, propertyId));
    await recordEvent(tx, { propertyId, actorId: adminId, kind: "edit-approved", status: row.status as ListingStatus });
    return true;
  });
  if (!approved) return false;
  await deleteImageFiles(removed);
  await forgetPublicData({ tags: [`listing:${propertyId}`, "lists"] });
  await mailOwner(propertyId, "editApproved");
  return true;
}

/** An Admin rejects a waiting edit with a reason: the live version stays; new uploads of the edit go. */
export async function rejectEdit(propertyId: string, adminId: string, reason: string): Promise<boolean> {
  let dropped: Array<{ id: string; widths: number[] }> = [];
  const rejected = await getDb().transaction(async (tx) => {
    const [edit] = await tx
      .delete(propertyEdits)
      .where(eq(propertyEdits.propertyId, propertyId))
      .returning({ imageIds: propertyEdits.imageIds });
    const [row] = await tx
      .select({ userId: properties.userId, status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!edit || !row) return false;
    if (edit.imageIds.length)
      dropped = await tx
        .delete(images)
        .where(
          and(
            inArray(images.id, edit.imageIds),
            eq(images.userId, row.userId),
            isNull(images.propertyId),
            isNull(images.projectId),
          ),
        )
        .returning({ id: images.id, widths: images.widths });
    await recordEvent(tx, {
      propertyId,
      actorId: adminId,
      kind: "edit-rejected",
      status: row.status as ListingStatus,
      reason,
    });
    return true;
  });
  if (!rejected) return false;
  await deleteImageFiles(dropped);
  await mailOwner(propertyId, "editRejected", { reason });
  return true;
}

// ── What the Admin sees: the changes, field by field ────────────────────────────────────

export interface FieldChange {
  field: FieldName | "amenities";
  label: string;
  before: string;
  after: string;
}

export interface EditReview {
  changes: FieldChange[];
  added: StoredImage[];
  removed: StoredImage[];
  sentAt: string;
}

/** The changes a waiting edit makes to its listing, in the declaration's order, with photos added and removed. */
export async function editReview(propertyId: string): Promise<EditReview | null> {
  const db = getDb();
  const [[edit], [current]] = await Promise.all([
    db.select().from(propertyEdits).where(eq(propertyEdits.propertyId, propertyId)),
    db.select().from(properties).where(eq(properties.id, propertyId)),
  ]);
  if (!edit || !current) return null;
  const settings = listingSettings();
  const after = listingValues(edit.values as ListingInput, settings);
  const before = { ...current, price: current.price === null ? null : Number(current.price) } as ListingFields;
  const changes: FieldChange[] = [];
  for (const field of Object.keys(FIELDS) as FieldName[]) {
    const was = displayValue(field, before, settings);
    const will = displayValue(field, after as ListingFields, settings);
    if (was !== will) changes.push({ field, label: FIELDS[field].label, before: was, after: will });
  }
  const amenitiesBefore = current.amenities.join(", ");
  const amenitiesAfter = after.amenities.join(", ");
  if (amenitiesBefore !== amenitiesAfter)
    changes.push({ field: "amenities", label: "Amenities", before: amenitiesBefore, after: amenitiesAfter });
  const existing = await photosOf(PROPERTY, propertyId);
  const addedIds = edit.imageIds.filter((id) => !existing.some((photo) => photo.id === id));
  const added = addedIds.length
    ? await db.select(STORED_IMAGE_COLUMNS).from(images).where(inArray(images.id, addedIds))
    : [];
  return {
    changes,
    added,
    removed: existing.filter((photo) => !edit.imageIds.includes(photo.id)),
    sentAt: edit.createdAt.toISOString(),
  };
}
