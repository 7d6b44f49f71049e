import { and, eq, inArray, or } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { FIELDS, type FieldName, SCALAR_FIELDS } from "#app/modules/listing-core/fields";
import { isListingId } from "#app/modules/listing-core/ids";
import { placeListing } from "#app/modules/listing-core/location.server";
import { pinOf } from "#app/modules/listing-core/pin";
import type { ListingInput } from "#app/modules/listing-core/schema";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import {
  IMAGES_NOT_YOURS,
  ListingImagesError,
  photosOf,
  type Transaction,
} from "#app/modules/listing-core/store.server";
import { listingValues, pinDraft } from "#app/modules/listing-core/values";
import { displayValue, type ListingFields } from "#app/modules/listing-core/view";
import type { ListingDraft } from "#app/modules/listing-core/wizard-view";
import { STORED_IMAGE_COLUMNS } from "#app/modules/media/first-image.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import { unattachedUploadsOf } from "#app/modules/media/images.server";
import { now } from "#app/modules/platform/clock.server";
import { writeListings } from "#app/modules/properties/listing-store.server";
import { PROPERTY } from "#app/modules/properties/properties.server";
import { type ListingStatus, reasonText } from "#app/modules/properties/status";
import type { EditReview, FieldChange } from "#app/modules/properties/types";
import { images, properties, propertyEdits } from "#db/schema";
import { mailOwner, type Rejection, recordEvent } from "./lifecycle.server";

/**
 * Owners edit their listings through the posting wizard (docs/product/marketplace.md §2). A pending or
 * rejected listing is simply updated, and a rejected one goes back to pending. A live
 * listing is not touched: the edit waits in property_edits, the Admin sees it field by field
 * and approves (then it replaces the live version) or rejects it with a reason.
 */
export type EditOutcome = { ok: true; status: ListingStatus; waiting: boolean } | { ok: false };

/** Whether every photo of an edit is the listing's own or the owner's unattached upload. */
async function photosUsable(db: Transaction, propertyId: string, ownerId: string, ids: readonly string[]) {
  if (ids.length === 0) return true;
  const usable = await db.$count(
    images,
    and(inArray(images.id, [...ids]), or(eq(images.propertyId, propertyId), unattachedUploadsOf(ownerId))),
  );
  return usable === new Set(ids).size;
}

/** The owner's edit from the wizard; false when the listing is not theirs or cannot be edited now. */
export async function saveEdit(ownerId: string, propertyId: string, input: ListingInput): Promise<EditOutcome> {
  const values = listingValues(input, listingSettings());
  return writeListings(async (writes): Promise<EditOutcome> => {
    const { tx } = writes;
    const [row] = await tx
      .select({ status: properties.status })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, ownerId)))
      .for("update");
    const status = row?.status as ListingStatus | undefined;
    if (status !== "live" && status !== "pending" && status !== "rejected") return { ok: false };
    // Its locality by the list's name and its pin checked now, when the owner can still fix it.
    const placed = await placeListing(input, ownerId, tx);
    if (status === "live") {
      if (!(await photosUsable(tx, propertyId, ownerId, input.imageIds)))
        throw new ListingImagesError(IMAGES_NOT_YOURS);
      await writes.saveEdit(propertyId, {
        values: { ...input, locality: placed.locality },
        imageIds: [...new Set(input.imageIds)],
        createdAt: now(),
      });
      await recordEvent(tx, { propertyId, actorId: ownerId, kind: "edit-sent", status });
      return { ok: true, status, waiting: true };
    }
    await writes.replacePhotos(propertyId, ownerId, input.imageIds);
    await writes.update(propertyId, {
      ...values,
      ...placed,
      status: "pending",
      statusReason: null,
      statusNote: null,
      ...(status === "rejected" ? { statusChangedAt: now() } : {}),
    });
    await recordEvent(tx, {
      propertyId,
      actorId: ownerId,
      kind: status === "rejected" ? "resubmitted" : "edited",
      status: "pending",
      fromStatus: status,
    });
    return { ok: true, status: "pending", waiting: false };
  });
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
  // The pin as the wizard's map field carries it: the owner's own pin, never a centre.
  Object.assign(values, pinDraft(edit ? edit.input.location : pinOf(row)));
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
  const approved = await writeListings(async (writes) => {
    const edit = await writes.takeEdit(propertyId);
    const [row] = await writes.tx
      .select({ userId: properties.userId, status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!edit || !row) return false;
    const input = edit.values as ListingInput;
    await writes.replacePhotos(propertyId, row.userId, edit.imageIds);
    // Placed as the list has its locality now; a pin the list no longer admits is dropped for the centre.
    const placed = await placeListing(input, row.userId, writes.tx).catch(() =>
      placeListing({ ...input, location: undefined }, row.userId, writes.tx),
    );
    await writes.update(propertyId, {
      ...listingValues(input, listingSettings()),
      ...placed,
      confirmedAt: now(),
      reminderSentAt: null,
    });
    await recordEvent(writes.tx, {
      propertyId,
      actorId: adminId,
      kind: "edit-approved",
      status: row.status as ListingStatus,
    });
    return true;
  });
  if (!approved) return false;
  await mailOwner(propertyId, "editApproved");
  return true;
}

/** An Admin rejects a waiting edit with a reason: the live version stays; new uploads of the edit go. */
export async function rejectEdit(propertyId: string, adminId: string, rejection: Rejection): Promise<boolean> {
  const rejected = await writeListings(async (writes) => {
    const edit = await writes.takeEdit(propertyId);
    const [row] = await writes.tx
      .select({ userId: properties.userId, status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!edit || !row) return false;
    await writes.dropUploads(row.userId, edit.imageIds);
    await recordEvent(writes.tx, {
      propertyId,
      actorId: adminId,
      kind: "edit-rejected",
      status: row.status as ListingStatus,
      reason: rejection.code,
      note: rejection.note,
    });
    return true;
  });
  if (!rejected) return false;
  await mailOwner(propertyId, "editRejected", (locale) => ({
    reason: reasonText(rejection, serverTranslator(locale).t),
  }));
  return true;
}

// ── What the Admin sees: the changes, field by field ────────────────────────────────────

export type { EditReview, FieldChange };

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
