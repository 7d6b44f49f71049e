import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { getDb, type Transaction } from "#app/modules/db/db.server";
import { AMENITY_OPTIONS, FIELDS, type FieldSpec, MAX_IMAGES, SCALAR_FIELDS } from "#app/modules/listing-core/fields";
import type { SavedWizard } from "#app/modules/listing-core/saved-wizard";
import { STORED_IMAGE_COLUMNS } from "#app/modules/media/first-image.server";
import { now } from "#app/modules/platform/clock.server";
import { isUuid } from "#app/modules/platform/ids";
import { images, listingDrafts } from "#db/schema";

/**
 * The posting wizard's draft on the server, once its poster is signed in (decision 059): the
 * one writer of listing_drafts. The browser saves it as it is typed; /postproperty opens with
 * it in any tab or browser; a draft typed while signed out is saved here by the first wizard
 * opened after signing up or in, so it is carried into the account; sending the listing
 * empties it, keeping only when the sent draft was saved, so that a copy in another tab no
 * older than it is not brought back as a draft. What is kept is bounded and checked here:
 * fields the declaration knows, each within its length, amenities from the list, at most
 * MAX_IMAGES photo ids. The photos are read back only while the person's own and unattached.
 */

/** A draft's largest size as sent (the description's 4,000 characters, and room for the rest). */
export const MAX_DRAFT_CHARS = 16_000;

interface StoredDraft {
  values: Record<string, string>;
  amenities: string[];
  imageIds: string[];
  savedAt: number;
  /** Set once the listing was sent: the draft is done with, and only its `savedAt` counts. */
  sent?: true;
}

/** The account's draft as the wizard opens it, and when the last one sent had been saved (0: none). */
export interface AccountDraft {
  kept: SavedWizard | null;
  sentSavedAt: number;
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

/**
 * Keeps the person's draft (one per account), replacing the one kept before; but never the mark
 * of a sent listing with a draft saved no later than the one sent (a save still on its way
 * when the listing was sent would bring it back).
 */
export async function saveDraft(userId: string, draft: StoredDraft & { step: number }): Promise<void> {
  const { step, ...rest } = draft;
  const at = now();
  await getDb()
    .insert(listingDrafts)
    .values({ userId, step, draft: rest, updatedAt: at })
    .onConflictDoUpdate({
      target: listingDrafts.userId,
      set: { step, draft: rest, updatedAt: at },
      setWhere: sql`not (coalesce((${listingDrafts.draft} ->> 'sent')::boolean, false) and (${listingDrafts.draft} ->> 'savedAt')::float8 >= ${rest.savedAt})`,
    });
}

/** The person's draft with its photos (those still theirs and unattached), if any. */
export async function draftOf(userId: string): Promise<AccountDraft> {
  const [row] = await getDb().select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
  if (!row) return { kept: null, sentSavedAt: 0 };
  const draft = row.draft as StoredDraft;
  if (draft.sent) return { kept: null, sentSavedAt: draft.savedAt ?? 0 };
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
  const kept: SavedWizard = {
    step: row.step,
    draft: { values: draft.values ?? {}, amenities: draft.amenities ?? [] },
    images: ids.flatMap((id) => {
      const photo = byId.get(id);
      return photo ? [photo] : [];
    }),
    savedAt: draft.savedAt ?? 0,
  };
  return { kept, sentSavedAt: 0 };
}

/**
 * Marks the draft sent once its listing is, in the sending transaction: what was typed goes,
 * and the latest time it was saved stays, from the server's copy or from the browser that
 * sent it (`savedAt`: its draft may not have reached the server yet).
 */
export async function clearDraft(tx: Transaction, userId: string, savedAt = 0): Promise<void> {
  const at = now();
  const sent = (stored: SQL) =>
    sql`jsonb_build_object('sent', true, 'savedAt', greatest(${stored}, ${savedAt}::float8))`;
  await tx
    .insert(listingDrafts)
    .values({ userId, step: 1, draft: sent(sql`0::float8`), updatedAt: at })
    .onConflictDoUpdate({
      target: listingDrafts.userId,
      set: { step: 1, draft: sent(sql`coalesce((${listingDrafts.draft} ->> 'savedAt')::float8, 0)`), updatedAt: at },
    });
}

/** When the browser that sends a listing had last saved its draft (a form field), or 0. */
export function sentDraftSavedAt(value: FormDataEntryValue | null): number {
  const savedAt = Number(value);
  return typeof value === "string" && Number.isFinite(savedAt) && savedAt > 0 ? savedAt : 0;
}
