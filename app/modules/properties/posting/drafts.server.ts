import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Transaction } from "#app/modules/db/db.server";
import { AMENITY_OPTIONS, FIELDS, type FieldSpec, MAX_IMAGES, SCALAR_FIELDS } from "#app/modules/listing-core/fields";
import type { SavedWizard } from "#app/modules/listing-core/wizard-view";
import { STORED_IMAGE_COLUMNS } from "#app/modules/media/first-image.server";
import { now } from "#app/modules/platform/clock.server";
import { isUuid } from "#app/modules/platform/ids";
import { images, listingDrafts } from "#db/schema";

/**
 * The posting wizard's draft on the server, once its poster is signed in (decision 055): the
 * one writer of listing_drafts. The browser saves it as it is typed; /postproperty opens with
 * it in any tab or browser; a draft typed while signed out is saved here by the first wizard
 * opened after signing up or in, so it is carried into the account; sending the listing
 * removes it. What is kept is bounded and checked here: fields the declaration knows, each
 * within its length, amenities from the list, at most MAX_IMAGES photo ids. The photos
 * themselves are read back only while they are the person's own and still unattached.
 */

/** A draft's largest size as sent (the description's 4,000 characters, and room for the rest). */
export const MAX_DRAFT_CHARS = 16_000;

interface StoredDraft {
  values: Record<string, string>;
  amenities: string[];
  imageIds: string[];
  savedAt: number;
}

/** What a field may hold in a draft: its own bound, or a short line. */
function boundOf(field: string): number {
  const spec = FIELDS[field as keyof typeof FIELDS] as FieldSpec;
  return "maxLength" in spec && typeof spec.maxLength === "number" ? spec.maxLength : 200;
}

/** A draft as the browser sent it (JSON text), or null when it is not one. */
export function readDraft(text: unknown): (StoredDraft & { step: number }) | null {
  if (typeof text !== "string" || text.length > MAX_DRAFT_CHARS) return null;
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof sent !== "object" || sent === null) return null;
  const { step, values, amenities, imageIds, savedAt } = sent as Record<string, unknown>;
  if (!Number.isInteger(step) || Number(step) < 1 || Number(step) > 4) return null;
  if (typeof savedAt !== "number" || !Number.isFinite(savedAt)) return null;
  const kept: Record<string, string> = {};
  if (typeof values === "object" && values !== null) {
    for (const field of SCALAR_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === "string" && value !== "") kept[field] = value.slice(0, boundOf(field));
    }
  }
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);
  return {
    step: Number(step),
    values: kept,
    amenities: [...new Set(list(amenities))].filter((item) => AMENITY_OPTIONS.includes(item as never)),
    imageIds: [...new Set(list(imageIds))].filter(isUuid).slice(0, MAX_IMAGES),
    savedAt,
  };
}

/** Keeps the person's draft (one per account), replacing the one kept before. */
export async function saveDraft(userId: string, draft: StoredDraft & { step: number }): Promise<void> {
  const { step, ...rest } = draft;
  const at = now();
  await getDb()
    .insert(listingDrafts)
    .values({ userId, step, draft: rest, updatedAt: at })
    .onConflictDoUpdate({ target: listingDrafts.userId, set: { step, draft: rest, updatedAt: at } });
}

/** The person's draft with its photos (those still theirs and unattached), or null. */
export async function draftOf(userId: string): Promise<SavedWizard | null> {
  const [row] = await getDb().select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
  if (!row) return null;
  const draft = row.draft as StoredDraft;
  const ids = (draft.imageIds ?? []).filter(isUuid);
  const photos = ids.length
    ? await getDb()
        .select(STORED_IMAGE_COLUMNS)
        .from(images)
        .where(
          and(inArray(images.id, ids), eq(images.userId, userId), isNull(images.propertyId), isNull(images.projectId)),
        )
    : [];
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return {
    step: row.step,
    draft: { values: draft.values ?? {}, amenities: draft.amenities ?? [] },
    images: ids.flatMap((id) => {
      const photo = byId.get(id);
      return photo ? [photo] : [];
    }),
    savedAt: draft.savedAt ?? 0,
  };
}

/** Forgets the draft once its listing is sent, in the sending transaction. */
export async function clearDraft(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(listingDrafts).where(eq(listingDrafts.userId, userId));
}
