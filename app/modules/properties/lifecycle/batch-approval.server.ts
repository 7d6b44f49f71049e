import { inArray } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { msg } from "#app/modules/i18n/translate";
import { isListingId } from "#app/modules/listing-core/ids";
import { ListingImagesError, titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { logger } from "#app/modules/platform/logger.server";
import { properties } from "#db/schema";
import { approveEdit } from "./edits.server";
import { approveProperty } from "./lifecycle.server";

/**
 * "Approve selected" on the approval queue (issue 57): several new listings and edits at once,
 * each through the very function its own Approve button calls, so each is checked as it is
 * approved (a listing still pending, an edit still waiting, in the same statement that
 * changes it) and one that moved meanwhile is told apart, with why, instead of failing the
 * lot. The Admin's permission is checked by the caller, before anything is read.
 */

/** More than two pages of the queue at once is not a choice anyone made by looking. */
export const BATCH_MAX = 50;

export const BATCH_MESSAGES = {
  nothingChosen: msg("Choose at least one listing to approve."),
  tooMany: msg("Approve at most {max} listings at once."),
  allApproved: msg("Approved {approved} of {chosen}. They are now visible to everyone."),
  someApproved: msg("Approved {approved} of {chosen}. The others were not approved:"),
  notWaiting: msg("No longer waiting for approval: approved, rejected or removed meanwhile."),
  photoGone: msg("A photo of the changes is gone: open it and check it again."),
  unknown: msg("No such listing."),
} as const;

export type BatchItem = { kind: "new" | "edit"; id: string };
export type BatchEntry = BatchItem & { name: string };
export interface BatchOutcome {
  approved: BatchEntry[];
  refused: Array<BatchEntry & { reason: string }>;
}

/**
 * The entries ticked in the form ("new:ID" or "edit:ID"), counted before they are read: an
 * unreadable value is refused by name later ("No such listing."), a repeat counts once.
 */
export function readBatch(
  form: FormData,
): { ok: true; items: BatchItem[] } | { ok: false; message: string; values?: { max: number } } {
  const values = form.getAll("item");
  if (values.length === 0) return { ok: false, message: BATCH_MESSAGES.nothingChosen };
  if (values.length > BATCH_MAX) return { ok: false, message: BATCH_MESSAGES.tooMany, values: { max: BATCH_MAX } };
  const seen = new Set<string>();
  const items: BatchItem[] = [];
  for (const value of values) {
    const text = typeof value === "string" ? value.slice(0, 64) : "";
    if (seen.has(text)) continue;
    seen.add(text);
    const [kind, id = ""] = text.split(":");
    items.push({ kind: kind === "edit" ? "edit" : "new", id: kind === "new" || kind === "edit" ? id : "" });
  }
  return { ok: true, items };
}

/** Approves each entry in turn as its own button would; what was approved, and what was not and why. */
export async function approveBatch(items: readonly BatchItem[], adminId: string): Promise<BatchOutcome> {
  const ids = items.map((item) => item.id).filter(isListingId);
  const names = new Map(
    ids.length
      ? (
          await getDb()
            .select({ id: properties.id, ...titleColumns(properties) })
            .from(properties)
            .where(inArray(properties.id, ids))
        ).map((row) => [row.id, listingTitle(row)])
      : [],
  );
  const outcome: BatchOutcome = { approved: [], refused: [] };
  for (const item of items) {
    const entry = { ...item, name: names.get(item.id) ?? "" };
    if (!names.has(item.id)) {
      outcome.refused.push({ ...entry, reason: BATCH_MESSAGES.unknown });
      continue;
    }
    const reason = await approveOne(item, adminId);
    if (reason) outcome.refused.push({ ...entry, reason });
    else outcome.approved.push(entry);
  }
  logger.info(
    { adminId, approved: outcome.approved.length, refused: outcome.refused.length },
    "approved selected properties",
  );
  return outcome;
}

/** Null once approved, or why not. */
async function approveOne(item: BatchItem, adminId: string): Promise<string | null> {
  if (item.kind === "new") return (await approveProperty(item.id, adminId)) ? null : BATCH_MESSAGES.notWaiting;
  try {
    return (await approveEdit(item.id, adminId)) ? null : BATCH_MESSAGES.notWaiting;
  } catch (error) {
    // A photo of the edit was deleted by its owner meanwhile: nothing of it changed.
    if (error instanceof ListingImagesError) return BATCH_MESSAGES.photoGone;
    throw error;
  }
}
