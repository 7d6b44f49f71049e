import { and, asc, desc, eq, isNotNull, ne } from "drizzle-orm";
import { IMPORT_LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { type Locale, pathIn } from "#app/modules/i18n/locale";
import { isListingId } from "#app/modules/listing-core/ids";
import { propertyHref } from "#app/modules/listing-core/links";
import { now } from "#app/modules/platform/clock.server";
import { pausedByImport } from "#app/modules/properties/lifecycle/lifecycle.server";
import { listingImportRows, listingImports, user } from "#db/schema";
import { COLUMN_KEYS, type ColumnKey, columnHeader } from "./columns";
import type { RowProblem, Worded } from "./imports-store.server";
import { csvText } from "./read-file.server";
import {
  type AdminImportSummary,
  type ImportCounts,
  type ImportProgress,
  type ImportStatus,
  type ImportSummary,
  OUTCOME_WORDS,
} from "./types";

/**
 * What /profile/import and an import's own page show: the poster's recent imports, an
 * import's preview (counts, every refused row by line and column in the page's language),
 * its progress while applied (rows done, left, time left, read from the database so it
 * survives a restart) and its results; and the files: template, refusals and results.
 */

/** Refused rows and results shown on the page; the files hold every one. */
const SHOWN_ROWS = 200;

export async function recentImports(userId: string): Promise<ImportSummary[]> {
  const rows = await getDb()
    .select()
    .from(listingImports)
    .where(eq(listingImports.userId, userId))
    .orderBy(desc(listingImports.createdAt))
    .limit(10);
  return rows.map(summary);
}

/**
 * The Admin's view (the dashboard): the latest imports from every poster, files and the API
 * alike, with who sent them, so an import's rows can be reviewed together in the approval
 * queue narrowed to that poster.
 */
export async function importsForAdmin(limit = 10): Promise<AdminImportSummary[]> {
  const rows = await getDb()
    .select({ item: listingImports, posterName: user.name })
    .from(listingImports)
    .innerJoin(user, eq(user.id, listingImports.userId))
    .where(ne(listingImports.status, "previewed"))
    .orderBy(desc(listingImports.createdAt))
    .limit(limit);
  return rows.map(({ item, posterName }) => ({ ...summary(item), posterId: item.userId, posterName }));
}

function summary(row: typeof listingImports.$inferSelect): ImportSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    full: row.full,
    status: row.status as ImportStatus,
    counts: row.counts as ImportCounts,
    createdAt: row.createdAt.toISOString(),
  };
}

function headerOf(column: string, locale: Locale): string {
  const key = (COLUMN_KEYS as readonly string[]).includes(column) ? (column as ColumnKey) : "reference";
  return columnHeader(key, serverTranslator(locale).t);
}

function wordsIn(words: Worded | null | undefined, locale: Locale): string {
  return words ? words[locale] : "";
}

/** An import of this poster's, as its page shows it; null when it is not theirs. */
export async function importPage(userId: string, importId: string, locale: Locale) {
  if (!isListingId(importId)) return null;
  const db = getDb();
  const [row] = await db
    .select()
    .from(listingImports)
    .where(and(eq(listingImports.id, importId), eq(listingImports.userId, userId)));
  if (!row) return null;
  const [refused, results] = await Promise.all([
    refusals(importId, locale, SHOWN_ROWS),
    db
      .select({
        line: listingImportRows.line,
        reference: listingImportRows.reference,
        outcome: listingImportRows.outcome,
        propertyId: listingImportRows.propertyId,
        message: listingImportRows.message,
      })
      .from(listingImportRows)
      .where(and(eq(listingImportRows.importId, importId), isNotNull(listingImportRows.outcome)))
      .orderBy(asc(listingImportRows.line))
      .limit(SHOWN_ROWS),
  ]);
  const elapsed = row.startedAt ? (now().getTime() - row.startedAt.getTime()) / 1000 : 0;
  const left = Math.max(0, row.total - row.done);
  const progress: ImportProgress = {
    done: row.done,
    total: row.total,
    left,
    secondsLeft: row.done > 0 && row.status === "running" ? Math.ceil((elapsed / row.done) * left) : null,
  };
  return {
    import: summary(row),
    progress,
    // A done full upload's pauses that can still be undone (the listings still paused by it).
    stillPaused: row.full && row.status === "done" ? (await pausedByImport(userId, row.pauseIds)).length : 0,
    refused,
    results: results.map((result) => ({
      line: result.line,
      reference: result.reference,
      outcome: result.outcome ?? "",
      href: result.propertyId ? propertyHref(result.propertyId) : null,
      message: wordsIn(result.message as Worded | null, locale),
    })),
    shownAtMost: SHOWN_ROWS,
  };
}

/** The refused rows as a CSV file to fix: line, reference, column, message. */
export async function refusalsFile(userId: string, importId: string, locale: Locale): Promise<string | null> {
  const owned = await ownImport(userId, importId);
  if (!owned) return null;
  const { t } = serverTranslator(locale);
  return csvText([
    [t("Line"), headerOf("reference", locale), t("Column"), t("Message")],
    ...(await refusals(importId, locale)).map((refusal) => [
      String(refusal.line),
      refusal.reference,
      refusal.column,
      refusal.message,
    ]),
  ]);
}

/** An import's refused rows, one entry per problem, by line, worded in `locale`. */
async function refusals(importId: string, locale: Locale, limit?: number) {
  const query = getDb()
    .select({
      line: listingImportRows.line,
      reference: listingImportRows.reference,
      problems: listingImportRows.problems,
    })
    .from(listingImportRows)
    .where(and(eq(listingImportRows.importId, importId), eq(listingImportRows.action, "refused")))
    .orderBy(asc(listingImportRows.line));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.flatMap((row) =>
    ((row.problems ?? []) as RowProblem[]).map((problem) => ({
      line: row.line,
      reference: row.reference,
      column: headerOf(problem.column, locale),
      message: wordsIn(problem.words, locale),
    })),
  );
}

/** Every applied row as a CSV file: reference, listing link, status, message. */
export async function resultsFile(userId: string, importId: string, locale: Locale, origin: string) {
  const owned = await ownImport(userId, importId);
  if (!owned) return null;
  const { t } = serverTranslator(locale);
  const rows = await getDb()
    .select()
    .from(listingImportRows)
    .where(eq(listingImportRows.importId, importId))
    .orderBy(asc(listingImportRows.line));
  return csvText([
    [t("Line"), headerOf("reference", locale), t("Listing"), t("Status"), t("Message")],
    ...rows.map((row) => [
      String(row.line),
      row.reference,
      row.propertyId ? `${origin}${pathIn(locale, propertyHref(row.propertyId))}` : "",
      t(OUTCOME_WORDS[row.outcome ?? row.action] ?? row.action),
      row.outcome
        ? wordsIn(row.message as Worded | null, locale)
        : ((row.problems ?? []) as RowProblem[]).map((problem) => wordsIn(problem.words, locale)).join(" "),
    ]),
  ]);
}

async function ownImport(userId: string, importId: string): Promise<boolean> {
  if (!isListingId(importId)) return false;
  const found = await getDb().$count(
    listingImports,
    and(eq(listingImports.id, importId), eq(listingImports.userId, userId)),
  );
  return found > 0;
}

/** The template: the header row in a language, and one example row a poster overwrites (CSV or Excel: `exportFile`). */
export function templateRows(locale: Locale): string[][] {
  const { t } = serverTranslator(locale);
  const example: Partial<Record<ColumnKey, string>> = {
    reference: "FLAT-101",
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    city: "Lucknow",
    projectBuildingName: "Vibhuti Khand Residency",
    locality: "Gomti Nagar",
    address: "Vibhuti Khand, near the bus stop",
    contactNumber: "9839012345",
    bedrooms: "3",
    bathrooms: "2",
    plotArea: "1450",
    areaUnit: "sqft",
    price: "85 lakh",
    description: "Three-bedroom flat on the seventh floor with a lift and parking.",
    amenities: "Lift; Parking",
    photos: "https://example.com/photos/flat-101-front.jpg https://example.com/photos/flat-101-kitchen.jpg",
  };
  return [COLUMN_KEYS.map((key) => columnHeader(key, t)), COLUMN_KEYS.map((key) => example[key] ?? "")];
}

export const IMPORT_BOUNDS = {
  kb: Math.floor(IMPORT_LIMITS.fileBytes / 1024),
  rows: IMPORT_LIMITS.rows,
  photos: IMPORT_LIMITS.photosPerRow,
};
