import { and, asc, eq, inArray } from "drizzle-orm";
import { changedBy, getDb, replacing } from "#app/modules/db/db.server";
import { importReplacing, inChangingTransaction } from "#app/modules/db/public-cache.server";
import { legalityKey } from "#app/modules/listing-core/colony";
import { check } from "#app/modules/platform/form-schema";
import { isUuid } from "#app/modules/platform/ids";
import { coloniesChanged } from "#app/modules/properties/listing-store.server";
import { type CsvRows, checkedRows, csvWords, readCsv } from "#app/modules/text/csv";
import { legalityEntries } from "#db/schema";
import { LEGALITY_CSV_LIMITS, LEGALITY_KINDS, LEGALITY_MESSAGES, type LegalityKind } from "./legality-rules";
import { type LegalityEntryInput, LegalityEntrySchema } from "./legality-schema";

/**
 * The legality register (issue 40, decision 046): LDA-approved layouts and the colonies the
 * LDA listed as illegal or unplanned, kept by Admins, and what a listing in one of them says.
 * A listing matches an entry when its city is the entry's and its colony and locality read
 * the same as the entry's once case, spacing and punctuation are set aside: nothing is
 * decided by a guess, and an unmatched colony says nothing.
 */

export interface LegalityEntry {
  id: string;
  kind: LegalityKind;
  name: string;
  city: string;
  locality: string;
  approvalNumber: string;
  source: string;
  /** YYYY-MM-DD */
  dated: string;
}

const columns = {
  id: legalityEntries.id,
  kind: legalityEntries.kind,
  name: legalityEntries.name,
  city: legalityEntries.city,
  locality: legalityEntries.locality,
  approvalNumber: legalityEntries.approvalNumber,
  source: legalityEntries.source,
  dated: legalityEntries.dated,
};

/** What the register says of a listing's colony: the illegal list's entry, the approval's, or neither. */
export interface Legality {
  illegal: LegalityEntry | null;
  approved: LegalityEntry | null;
}

export async function legalityOf(listing: {
  city: string;
  locality: string | null;
  colony?: string | null;
}): Promise<Legality | null> {
  const nameKey = legalityKey(listing.colony ?? "");
  const localityKey = legalityKey(listing.locality ?? "");
  if (!nameKey || !localityKey) return null;
  const rows = (await getDb()
    .select(columns)
    .from(legalityEntries)
    .where(
      and(
        // Both kinds named, so the lookup reads the register's unique index from its first column.
        inArray(legalityEntries.kind, LEGALITY_KINDS),
        eq(legalityEntries.city, listing.city),
        eq(legalityEntries.localityKey, localityKey),
        eq(legalityEntries.nameKey, nameKey),
      ),
    )) as LegalityEntry[];
  if (!rows.length) return null;
  return {
    illegal: rows.find((row) => row.kind === "illegal") ?? null,
    approved: rows.find((row) => row.kind === "approved") ?? null,
  };
}

/** Every entry, approved layouts first, by city, locality and name. */
export async function listLegalityEntries(limit = 1000): Promise<LegalityEntry[]> {
  return (await getDb()
    .select(columns)
    .from(legalityEntries)
    .orderBy(
      asc(legalityEntries.kind),
      asc(legalityEntries.city),
      asc(legalityEntries.localityKey),
      asc(legalityEntries.nameKey),
    )
    .limit(limit)) as LegalityEntry[];
}

function valuesOf(entry: LegalityEntryInput, adminId: string) {
  return {
    kind: entry.kind,
    name: entry.name,
    nameKey: legalityKey(entry.name),
    city: entry.city,
    locality: entry.locality,
    localityKey: legalityKey(entry.locality),
    approvalNumber: entry.kind === "approved" ? (entry.approvalNumber ?? "") : "",
    source: entry.kind === "illegal" ? (entry.source ?? "") : "",
    dated: entry.dated,
    ...changedBy(adminId),
  };
}

const onSameEntry = replacing(
  legalityEntries,
  [legalityEntries.kind, legalityEntries.city, legalityEntries.localityKey, legalityEntries.nameKey],
  ["name", "locality", "approvalNumber", "source", "dated", "updatedBy", "updatedAt"],
);

/**
 * Writes entries (one from the form, or a checked file) in one transaction: an entry for the
 * same kind, place and name is replaced, so importing a file twice changes nothing. An entry
 * changes what listings in its colony say, on pages of every kind: rare enough to forget
 * every cached public page; the search index reads those listings again. How many were added
 * and how many replaced.
 */
export async function saveLegalityEntries(
  entries: readonly LegalityEntryInput[],
  adminId: string,
): Promise<{ added: number; changed: number }> {
  const values = entries.map((entry) => valuesOf(entry, adminId));
  // The live listings in those colonies say something else: the search index reads them again.
  return importReplacing(legalityEntries, values, onSameEntry, (tx, changed) => coloniesChanged(tx, changed, values));
}

export async function removeLegalityEntry(id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return inChangingTransaction(async (tx, changed) => {
    const removed = await tx.delete(legalityEntries).where(eq(legalityEntries.id, id)).returning({
      city: legalityEntries.city,
      localityKey: legalityEntries.localityKey,
      nameKey: legalityEntries.nameKey,
    });
    await coloniesChanged(tx, changed, removed);
    return removed.length > 0;
  });
}

export const LEGALITY_CSV_COLUMNS = ["kind", "name", "city", "locality", "approval_number", "source", "date"] as const;

/** A register file: every line checked by the form's schema, or the wrong lines by number. */
export function parseLegalityCsv(text: string): CsvRows<LegalityEntryInput> {
  return checkedRows(
    readCsv(text, LEGALITY_CSV_COLUMNS, LEGALITY_CSV_LIMITS, csvWords(LEGALITY_MESSAGES)),
    (values) =>
      check(LegalityEntrySchema, {
        kind: values.kind.toLowerCase(),
        name: values.name,
        city: values.city,
        locality: values.locality,
        approvalNumber: values.approval_number,
        source: values.source,
        dated: values.date,
      }),
    LEGALITY_MESSAGES.csvNothingWritten,
  );
}
