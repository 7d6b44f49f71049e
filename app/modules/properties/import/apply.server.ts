import { and, eq } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { PinRefusedError } from "#app/modules/listing-core/location.server";
import { PostRefusedError } from "#app/modules/listing-core/post.server";
import type { ListingInput } from "#app/modules/listing-core/schema";
import { ListingImagesError, photosOf } from "#app/modules/listing-core/store.server";
import { fetchPhoto } from "#app/modules/media/fetch-photo.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import { discardUploads, saveUpload } from "#app/modules/media/images.server";
import { ImageRejectedError } from "#app/modules/media/process-image.server";
import { logger } from "#app/modules/platform/logger.server";
import { pauseImportedProperty, resumeImportedProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { postingScale } from "#app/modules/properties/posting/limits.server";
import { editProperty, mustVerifyMobile, postProperty } from "#app/modules/properties/posting/post.server";
import { PROPERTY } from "#app/modules/properties/properties.server";
import { POSTER_MESSAGES } from "#app/modules/properties/words";
import { listingImports, listingReferences, user } from "#db/schema";
import { claimImport, finishImport, recordRow, rowsToApply, type Worded } from "./imports-store.server";

/**
 * Applying a previewed import, row by row, as a job (jobs/jobs.server.ts, queue
 * `listingImports`): each row goes through the posting module exactly as the wizard's post
 * or edit does (verified mobile, posting limits, the locality and pin, photos checked by
 * content, the queue's warnings). Each row's outcome, the poster's reference and the import's
 * progress are written together, so a restart resumes at the next row and a row applied
 * twice finds its listing by its form token.
 */

/** A row's outcome is said by its status (types.ts OUTCOME_WORDS); its message says only what went wrong. */
export const APPLY_MESSAGES = {
  photoRefused: msg("Photo {number} was not added: {reason}"),
  failed: msg("This row could not be saved. Please try again later."),
} as const;

const en = serverTranslator("en");
const hi = serverTranslator("hi");

function worded(key: string, values?: Record<string, string | number>): Worded {
  return { en: en.t(key, values), hi: hi.t(key, values) };
}

function joined(parts: Worded[]): Worded {
  return { en: parts.map((part) => part.en).join(" "), hi: parts.map((part) => part.hi).join(" ") };
}

/** The row's photos fetched and stored as the poster's uploads; a refused one is said, not fatal. */
async function fetchPhotos(userId: string, addresses: readonly string[]) {
  const uploaded: StoredImage[] = [];
  const refusals: Worded[] = [];
  for (const [index, address] of addresses.slice(0, LIMITS.imagesPerListing).entries()) {
    try {
      uploaded.push(await saveUpload(userId, await fetchPhoto(address)));
    } catch (error) {
      const reason =
        error instanceof ImageRejectedError
          ? worded(error.key, error.values)
          : worded(msg("The photo could not be read."));
      refusals.push({
        en: en.t(APPLY_MESSAGES.photoRefused, { number: index + 1, reason: reason.en }),
        hi: hi.t(APPLY_MESSAGES.photoRefused, { number: index + 1, reason: reason.hi }),
      });
    }
  }
  return { uploaded, refusals };
}

/** Why a row's listing was not saved, in both languages. */
function refusalOf(error: unknown): Worded {
  if (error instanceof PostRefusedError) return worded(error.key, error.values);
  if (error instanceof PinRefusedError) return { en: error.words(en.t, "en"), hi: error.words(hi.t, "hi") };
  if (error instanceof ListingImagesError) return worded(error.message);
  return worded(APPLY_MESSAGES.failed);
}

type Row = Awaited<ReturnType<typeof rowsToApply>>[number];
type Poster = { id: string; role: string; mobileVerified: boolean };

async function applyRow(poster: Poster, row: Row, scale: number) {
  const input = row.values as ListingInput;
  // An edit that keeps its photo addresses keeps its photos; new addresses are fetched anew.
  const keepPhotos = row.action === "changed" && row.propertyId && (await samePhotos(row));
  const { uploaded, refusals } = keepPhotos
    ? { uploaded: await photosOf(PROPERTY, row.propertyId as string), refusals: [] }
    : await fetchPhotos(poster.id, row.photoUrls);
  const withPhotos = { ...input, imageIds: uploaded.map((image) => image.id) };
  try {
    if (row.action === "changed" && row.propertyId) {
      const outcome = await editProperty(poster.id, row.propertyId, withPhotos);
      const done = outcome.ok && outcome.waiting ? "edit-waiting" : "edited";
      return { outcome: done, propertyId: row.propertyId, message: refusals.length ? joined(refusals) : null };
    }
    // The form token makes a row applied twice (a restart between the listing and its record) one listing.
    const formToken = `import-${row.importId}-${row.line}`;
    const id = await postProperty(poster, withPhotos, { formToken, scale });
    return { outcome: "created", propertyId: id, message: refusals.length ? joined(refusals) : null };
  } catch (error) {
    if (!keepPhotos) await discardUploads(uploaded);
    if (!(error instanceof PostRefusedError || error instanceof PinRefusedError || error instanceof ListingImagesError))
      logger.error({ err: error, importId: row.importId, line: row.line }, "import row could not be saved");
    return { outcome: "failed", propertyId: row.propertyId, message: joined([refusalOf(error), ...refusals]) };
  }
}

async function samePhotos(row: Row): Promise<boolean> {
  const [known] = await getDb()
    .select({ photoUrls: listingReferences.photoUrls })
    .from(listingReferences)
    .where(eq(listingReferences.propertyId, row.propertyId as string));
  return Boolean(known) && (known?.photoUrls ?? []).join(" ") === row.photoUrls.join(" ");
}

/**
 * Runs an import to its end (or `stopAfter` rows: the tests' way to stop one half-way, as a
 * restart would). Another worker's running import is left alone; a silent one is taken over.
 */
export async function runImport(importId: string, { stopAfter }: { stopAfter?: number } = {}) {
  const claimed = await claimImport(importId);
  if (!claimed) return { ran: false as const };
  const [poster] = await getDb()
    .select({ id: user.id, role: user.role, mobileVerifiedAt: user.mobileVerifiedAt })
    .from(user)
    .where(eq(user.id, claimed.userId));
  const verified = Boolean(poster?.mobileVerifiedAt);
  const rows = await rowsToApply(importId);
  let applied = 0;
  for (const row of rows) {
    if (stopAfter !== undefined && applied >= stopAfter) return { ran: true as const, applied };
    const outcome =
      !poster || mustVerifyMobile({ role: poster.role, mobileVerified: verified })
        ? { outcome: "failed", propertyId: row.propertyId, message: worded(POSTER_MESSAGES.verifyMobileFirst) }
        : await applyRow(
            { id: poster.id, role: poster.role, mobileVerified: verified },
            row,
            await postingScale(getDb(), poster.id, poster.role),
          );
    await recordRow(
      {
        importId,
        line: row.line,
        userId: claimed.userId,
        reference: row.reference,
        digest: row.digest,
        photoUrls: row.photoUrls,
      },
      outcome,
    );
    applied++;
  }
  // A full upload: the poster's imported listings missing from it are paused, last.
  for (const id of claimed.pauseIds) await pauseImportedProperty(id, claimed.userId);
  await finishImport(importId, "done");
  return { ran: true as const, applied };
}

/**
 * A full upload's pauses undone (the poster's own, once the import is done): each listing it
 * paused that is still paused for it goes back to what it was. How many came back.
 */
export async function resumePaused(userId: string, importId: string): Promise<number> {
  const [item] = await getDb()
    .select({ pauseIds: listingImports.pauseIds })
    .from(listingImports)
    .where(and(eq(listingImports.id, importId), eq(listingImports.userId, userId), eq(listingImports.status, "done")));
  let resumed = 0;
  for (const id of item?.pauseIds ?? []) if (await resumeImportedProperty(id, userId)) resumed++;
  return resumed;
}
