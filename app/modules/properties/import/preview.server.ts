import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { IMPORT_LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg, type Translator } from "#app/modules/i18n/translate";
import { AMENITY_OPTIONS, type ScalarField } from "#app/modules/listing-core/fields";
import { normaliseListing } from "#app/modules/listing-core/normalise";
import { FETCH_MESSAGES } from "#app/modules/media/fetch-photo.server";
import { check } from "#app/modules/platform/form-schema";
import { propertySchema } from "#app/modules/properties/posting/schemas";
import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import { properties } from "#db/schema";
import { amenityList, type ColumnKey, choiceReader, headerReader, photoAddresses, squeeze } from "./columns";
import {
  type PreviewRow,
  posterReferences,
  queueOne,
  type RowProblem,
  savePreview,
  type Worded,
} from "./imports-store.server";
import { FileRefusedError, readImportFile } from "./read-file.server";
import type { ImportCounts } from "./types";

/**
 * The preview of a bulk import (decision 062): the file read within its bounds, each row
 * checked by the wizard's own schema (posting/schemas.ts, built from fields.ts) with its
 * messages in both languages, matched to the poster's earlier rows by their reference, and
 * the whole kept as a previewed import. No listing is written here.
 */

export const PREVIEW_MESSAGES = {
  noReference: msg("The file has no “Your reference” column: keep the first row of the template."),
  blankReference: msg("Give the row your own reference (any text that names the listing in your records)."),
  repeated: msg("Line {line} already has this reference."),
  tooManyPhotos: msg("Give at most {max} photo addresses in a row."),
  referenceTooLong: msg("A reference can be at most 100 characters long."),
} as const;

const en = serverTranslator("en");
const hi = serverTranslator("hi");
const readHeader = headerReader([en.t, hi.t]);
const readChoice = choiceReader([en.t, hi.t]);
const AMENITY_BY_WORD = new Map(
  AMENITY_OPTIONS.flatMap((value) => [
    [squeeze(value), value],
    [squeeze(hi.t(value)), value],
  ]),
);

function worded(key: string, values?: Record<string, string | number>): Worded {
  return { en: en.t(key, values), hi: hi.t(key, values) };
}

/** A row's cells by column, as the listing's values (choices read in either language). */
function rowValues(cells: readonly string[], columns: readonly (ColumnKey | undefined)[]) {
  const fields: Record<string, string> = {};
  let reference = "";
  let photos: string[] = [];
  let amenities: string[] = [];
  columns.forEach((key, index) => {
    const cell = cells[index] ?? "";
    if (!key || cell === "") return;
    if (key === "reference") reference = cell;
    else if (key === "photos") photos = photoAddresses(cell);
    else if (key === "amenities") amenities = amenityList(cell);
    else fields[key] = cell;
  });
  return listingRow(reference, fields, amenities, photos);
}

/** A row as the schema reads it: choices and amenities as typed in either language, read as their values. */
function listingRow(reference: string, fields: Record<string, string>, amenities: string[], photos: string[]) {
  const values: Record<string, unknown> = {};
  for (const [key, cell] of Object.entries(fields)) values[key] = readChoice(key as ScalarField, cell);
  if (amenities.length) values.amenities = amenities.map((word) => AMENITY_BY_WORD.get(squeeze(word)) ?? word);
  return { reference, photos, values: normaliseListing(values) };
}

/** Every problem of a row, each with the wizard's message in both languages. */
function problemsOf(
  values: Record<string, unknown>,
  schemas: { en: ReturnType<typeof propertySchema>; hi: ReturnType<typeof propertySchema> },
) {
  const english = check(schemas.en, values);
  if (english.ok) return { data: english.data, problems: [] as RowProblem[] };
  const hindi = check(schemas.hi, values);
  const hindiProblems = hindi.ok ? [] : hindi.problems;
  const problems = english.problems.map((problem, index) => ({
    column: problem.field ?? "reference",
    words: { en: en.t(problem.message), hi: hindiProblems[index]?.message ?? hi.t(problem.message) },
  }));
  return { data: null, problems };
}

/** The digest of what a row says: the same row again is unchanged. */
function digestOf(data: unknown, photos: readonly string[]): string {
  return createHash("sha256").update(JSON.stringify(data)).update("\n").update(photos.join(" ")).digest("hex");
}

/** The poster's references so far (or the one named), with their listings' states. */
async function earlierReferences(userId: string, only?: string) {
  return new Map((await posterReferences(userId, only)).map((row) => [row.reference, row]));
}

interface Judging {
  schemas: { en: ReturnType<typeof propertySchema>; hi: ReturnType<typeof propertySchema> };
  earlier: Awaited<ReturnType<typeof earlierReferences>>;
  /** References met so far, and their lines. */
  seen: Map<string, number>;
}

/** What one row does: new, changed, unchanged, or refused with every problem. */
function judgeRow(line: number, row: ReturnType<typeof rowValues>, { schemas, earlier, seen }: Judging): PreviewRow {
  const { reference, photos, values } = row;
  const refused = (problems: RowProblem[]): PreviewRow => ({
    line,
    reference,
    action: "refused",
    photoUrls: [],
    problems,
  });
  const onReference = (key: string, values?: Record<string, number>) =>
    refused([{ column: "reference", words: worded(key, values) }]);
  if (!reference) return onReference(PREVIEW_MESSAGES.blankReference);
  if (reference.length > 100) return onReference(PREVIEW_MESSAGES.referenceTooLong);
  const before = seen.get(reference);
  if (before !== undefined) return onReference(PREVIEW_MESSAGES.repeated, { line: before });
  seen.set(reference, line);
  const { data, problems } = problemsOf({ ...values, imageIds: [] }, schemas);
  if (photos.length > IMPORT_LIMITS.photosPerRow)
    problems.push({
      column: "photos",
      words: worded(PREVIEW_MESSAGES.tooManyPhotos, { max: IMPORT_LIMITS.photosPerRow }),
    });
  if (photos.some((address) => !/^https:\/\//i.test(address)))
    problems.push({ column: "photos", words: worded(FETCH_MESSAGES.notHttps) });
  if (!data || problems.length > 0) return refused(problems);
  const digest = digestOf(data, photos);
  const known = earlier.get(reference);
  if (!known) return { line, reference, action: "new", values: data, photoUrls: photos, digest };
  if (known.digest === digest)
    return { line, reference, action: "unchanged", photoUrls: photos, propertyId: known.propertyId };
  if (!["live", "pending", "rejected"].includes(known.status)) return onReference(LIFECYCLE_MESSAGES.cannotEdit);
  return { line, reference, action: "changed", values: data, photoUrls: photos, digest, propertyId: known.propertyId };
}

export type PreviewAnswer = { ok: true; importId: string } | { ok: false; message: string };

/** Reads, checks and keeps a poster's file as a previewed import; `t` words a refusal of the whole file. */
export async function previewImport(
  userId: string,
  file: { name: string; bytes: Uint8Array },
  full: boolean,
  { t }: Translator,
): Promise<PreviewAnswer> {
  let table: string[][];
  try {
    table = await readImportFile(file.bytes, file.name);
  } catch (error) {
    if (error instanceof FileRefusedError) return { ok: false, message: t(error.key, error.values) };
    throw error;
  }
  return previewTable(userId, file.name, table, full, { t });
}

/** A sheet's rows (a file's, a feed's), checked and kept as a previewed import. */
export async function previewTable(
  userId: string,
  fileName: string,
  table: string[][],
  full: boolean,
  { t }: Pick<Translator, "t">,
): Promise<PreviewAnswer> {
  const [header = [], ...lines] = table;
  const columns = header.map(readHeader);
  if (!columns.includes("reference")) return { ok: false, message: t(PREVIEW_MESSAGES.noReference) };
  const schemas = { en: propertySchema("wizard", en), hi: propertySchema("wizard", hi) };
  const earlier = await earlierReferences(userId);
  const seen = new Map<string, number>();
  const rows: PreviewRow[] = lines.map((cells, index) =>
    judgeRow(index + 2, rowValues(cells, columns), { schemas, earlier, seen }),
  );
  const pauseIds = full
    ? [...earlier.values()]
        .filter((row) => !seen.has(row.reference) && (row.status === "live" || row.status === "expired"))
        .map((row) => row.propertyId)
    : [];
  const counts: ImportCounts = { new: 0, changed: 0, unchanged: 0, refused: 0, paused: pauseIds.length };
  for (const row of rows) counts[row.action]++;
  const importId = await savePreview(userId, { fileName, full, counts, pauseIds, rows });
  return { ok: true, importId };
}

/** The listings a full import would pause, for the preview (their titles come from the page model). */
export async function stillImported(userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return getDb()
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(and(eq(properties.userId, userId), inArray(properties.id, [...ids])));
}

/**
 * One listing sent by the import API (api.server.ts), judged as a file's row is (line 1):
 * kept as a one-row import named "API", already queued, when it has work to do (new or
 * changed), so it is applied by the same job, through the same posting path, as a file's
 * rows. `importId` is null when nothing was queued: the row is unchanged or refused, or
 * ("pending") the same reference is still being applied.
 */
export async function previewOne(
  userId: string,
  listing: { reference: string; fields: Record<string, string>; amenities: string[]; photos: string[] },
): Promise<{ row: PreviewRow; importId: string | null; pending?: true }> {
  const schemas = { en: propertySchema("wizard", en), hi: propertySchema("wizard", hi) };
  const earlier = await earlierReferences(userId, listing.reference);
  const row = judgeRow(1, listingRow(listing.reference, listing.fields, listing.amenities, listing.photos), {
    schemas,
    earlier,
    seen: new Map(),
  });
  if (row.action !== "new" && row.action !== "changed") return { row, importId: null };
  const counts: ImportCounts = { new: 0, changed: 0, unchanged: 0, refused: 0, paused: 0 };
  counts[row.action] = 1;
  const importId = await queueOne(userId, { counts, row });
  return importId ? { row, importId } : { row, importId: null, pending: true };
}
