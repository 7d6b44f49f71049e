import { and, desc, eq } from "drizzle-orm";
import { YES_NO } from "#app/config/enums";
import { IMPORT_LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { hitRateLimit } from "#app/modules/db/rate-limits.server";
import { FIELDS, type FieldName } from "#app/modules/listing-core/fields";
import { propertyHref } from "#app/modules/listing-core/links";
import { clientIp } from "#app/modules/platform/http.server";
import { deleteProperty } from "#app/modules/properties/properties.server";
import { listingImportRows, listingImports } from "#db/schema";
import { keyHolder } from "./api-keys.server";
import { COLUMN_KEYS, type ColumnKey } from "./columns";
import { posterReferences, stillToApply } from "./imports-store.server";
import { previewOne } from "./preview.server";
import { wakeImports } from "./queue.server";
import { RESO_NAMES } from "./reso-names";

/**
 * The import API (decision 064, issue 59 item 6): a CRM puts a listing by its own reference,
 * deletes it by its reference, and lists what the site holds, with a poster's key. A listing
 * put is a row of a one-row import: judged by the wizard's own schema, queued, and applied by
 * the import job through the posting path, exactly as a file's row (preview.server.ts,
 * apply.server.ts). Field names are the RESO Data Dictionary's where one fits (reso-names.ts),
 * the site's own otherwise; openapi.server.ts describes them from the same
 * declaration.
 */

/** What the API says; English, as an API's errors are read by the developer of a CRM. */
export const API_MESSAGES = {
  noKey: "Send a key of yours as Authorization: Bearer <key> (make one at /profile/import/keys).",
  tooMany: "Too many requests for this key or address. Wait and try again.",
  notJson: "The body is not JSON: send one listing as a JSON object.",
  notObject: "Send one listing as a JSON object of fields.",
  unknownField: "This is not a field of a listing: see /api/v1/openapi.json.",
  notText: "Give this field as text or a number.",
  notList: "Give this field as a list.",
  controlCharacters: "The value holds characters that are not allowed (such as NUL).",
  tooLong: "A value can be at most 4,000 characters long.",
  badReference: "A reference is 1 to 100 characters.",
  notFound: "No listing of yours has this reference.",
  pending: "A change to this listing is still being applied. Send it again in a minute.",
  refused: "The listing was refused: see problems.",
} as const;

/** The API's name of each column of the sheet: RESO's where reso-names.ts gives one, else the field's own. */
const API_NAME: Record<ColumnKey, string> = Object.fromEntries(
  COLUMN_KEYS.map((key) => {
    if (key === "amenities") return [key, "AssociationAmenities"];
    if (key === "photos") return [key, "Media"];
    if (key === "reference") return [key, "reference"];
    return [key, RESO_NAMES[key as FieldName] ?? key];
  }),
) as Record<ColumnKey, string>;
const COLUMN_OF = new Map(Object.entries(API_NAME).map(([key, name]) => [name, key as ColumnKey]));

export const apiName = (column: string): string => API_NAME[column as ColumnKey] ?? column;

/** The API's names of every field a listing may carry, in the wizard's order. */
export const API_FIELDS: readonly { column: ColumnKey; name: string }[] = COLUMN_KEYS.filter(
  (key) => key !== "reference",
).map((column) => ({ column, name: API_NAME[column] }));

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface ApiProblem {
  field: string;
  message: string;
  /** The same in Hindi, where the site words it (the wizard's messages). */
  messageHi?: string;
}

/** A JSON answer the API gives; never kept by a cache. */
export function apiAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

const refusal = (status: number, message: string, problems?: ApiProblem[], headers?: Record<string, string>) =>
  apiAnswer({ error: { message, ...(problems ? { problems } : {}) } }, status, headers);

/**
 * Whose key the request carries, counted against that key's hourly budget; or the answer
 * refusing it (401 without a live key, 429 past a budget). Requests without a working key
 * are counted per client address, so keys cannot be tried in bulk.
 */
export async function apiPoster(request: Request): Promise<{ userId: string } | Response> {
  const holder = await keyHolder(request.headers.get("authorization"));
  const [bucket, key] = holder ? (["apiKey", holder.keyId] as const) : (["apiKeyMissing", clientIp(request)] as const);
  const counted = await hitRateLimit(bucket, key);
  if (!counted.allowed)
    return refusal(429, API_MESSAGES.tooMany, undefined, { "Retry-After": String(counted.retryAfterSeconds) });
  if (!holder) return refusal(401, API_MESSAGES.noKey, undefined, { "WWW-Authenticate": "Bearer" });
  return { userId: holder.userId };
}

/** A reference from the path, as the sheet's rule has it (1 to 100 characters). */
export function referenceOf(raw: string | undefined): string | null {
  const reference = (raw ?? "").trim();
  return reference && reference.length <= 100 && !CONTROL_CHARACTERS.test(reference) ? reference : null;
}

type ReadListing =
  | { ok: true; fields: Record<string, string>; amenities: string[]; photos: string[] }
  | { ok: false; problems: ApiProblem[] };

const YES_NO_FIELDS = new Set(
  Object.entries(FIELDS)
    .filter(([, spec]) => spec.kind === "choice" && (spec as { options?: readonly string[] }).options === YES_NO)
    .map(([key]) => key),
);

/** A text cell from a JSON value: text as sent, numbers as written, true/false as Yes/No where the field asks so. */
function cellOf(column: ColumnKey, value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean" && YES_NO_FIELDS.has(column)) return value ? "Yes" : "No";
  return null;
}

/** Photo addresses: RESO's Media records ({ "MediaURL": "https://…" }) or plain addresses. */
function mediaAddresses(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const addresses = value.map((item) =>
    typeof item === "string" ? item : typeof item?.MediaURL === "string" ? (item.MediaURL as string) : null,
  );
  return addresses.every((address) => address !== null) ? (addresses as string[]) : null;
}

/** The body of a PUT, read as a sheet's row: every field named, every value text, nothing unknown. */
export function readListing(text: string): ReadListing {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ field: "", message: API_MESSAGES.notJson }] };
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, problems: [{ field: "", message: API_MESSAGES.notObject }] };
  const fields: Record<string, string> = {};
  let amenities: string[] = [];
  let photos: string[] = [];
  const problems: ApiProblem[] = [];
  for (const [name, value] of Object.entries(body)) {
    const column = COLUMN_OF.get(name);
    if (!column || column === "reference") {
      problems.push({ field: name, message: API_MESSAGES.unknownField });
      continue;
    }
    if (value === null || value === "") continue;
    if (column === "photos" || column === "amenities") {
      const list = column === "photos" ? mediaAddresses(value) : Array.isArray(value) ? value : null;
      if (!list || list.some((item) => typeof item !== "string" || CONTROL_CHARACTERS.test(item))) {
        problems.push({ field: name, message: API_MESSAGES.notList });
        continue;
      }
      if (column === "photos") photos = list.slice(0, IMPORT_LIMITS.photosPerRow + 1);
      else amenities = list as string[];
      continue;
    }
    const cell = cellOf(column, value);
    if (cell === null) problems.push({ field: name, message: API_MESSAGES.notText });
    else if (cell.length > IMPORT_LIMITS.cellChars) problems.push({ field: name, message: API_MESSAGES.tooLong });
    else if (CONTROL_CHARACTERS.test(cell)) problems.push({ field: name, message: API_MESSAGES.controlCharacters });
    else fields[column] = cell;
  }
  return problems.length ? { ok: false, problems } : { ok: true, fields, amenities, photos };
}

/**
 * PUT /api/v1/listings/{reference}: the listing judged as a sheet's row. 202 when it was
 * queued to be posted or changed (a live listing's change waits for review, as the wizard's
 * does), 200 when it says what the site holds already, 422 with every problem (the wizard's
 * own messages, by field) when refused, 409 while the same reference is still being applied.
 */
export async function putListing(userId: string, reference: string, text: string, origin: string) {
  const read = readListing(text);
  if (!read.ok) return refusal(422, API_MESSAGES.refused, read.problems);
  const { row, importId, pending } = await previewOne(userId, { reference, ...read });
  if (pending) return refusal(409, API_MESSAGES.pending);
  if (row.action === "refused")
    return refusal(
      422,
      API_MESSAGES.refused,
      (row.problems ?? []).map((problem) => ({
        field: apiName(problem.column),
        message: problem.words.en,
        messageHi: problem.words.hi,
      })),
    );
  if (importId) await wakeImports(importId);
  return apiAnswer(
    { ...(await heldListing(userId, reference, origin)), action: row.action },
    row.action === "unchanged" ? 200 : 202,
  );
}

/**
 * DELETE /api/v1/listings/{reference}: the listing and its photos are removed from the site;
 * 409 while a change sent for it is still to be applied (it would fail on a listing gone).
 */
export async function removeListing(userId: string, reference: string) {
  if (await stillToApply(userId, reference)) return refusal(409, API_MESSAGES.pending);
  const [known] = await posterReferences(userId, reference);
  if (!known || !(await deleteProperty(known.propertyId, { ownerId: userId })))
    return refusal(404, API_MESSAGES.notFound);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

/** What the site holds for one reference of a listing: its state, its page, or where its import stands. */
export interface HeldListing {
  reference: string;
  /** The listing's state on the site (pending, live, rejected, expired, closed), or the import's: queued, failed. */
  status: string;
  listingId: string | null;
  url: string | null;
  updatedAt: string | null;
  /** Why the last import of it failed, when it did. */
  message?: string;
  /** A listing sent for this reference is still to be applied: this is what the site holds until then. */
  changeQueued?: true;
}

/** The poster's references (or the one named) with their listings' states and pages, by reference. */
async function heldRows(userId: string, origin: string, reference?: string): Promise<HeldListing[]> {
  const rows = await posterReferences(userId, reference);
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    listingId: row.propertyId,
    url: `${origin}${propertyHref(row.propertyId)}`,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

/** Every listing of the poster's references, with its state and page (GET /api/v1/listings). */
export function heldListings(userId: string, origin: string): Promise<HeldListing[]> {
  return heldRows(userId, origin);
}

/**
 * One reference (GET /api/v1/listings/{reference}): its listing; else, sent but not yet
 * applied or failed, where its last import stands; null when the site knows nothing of it.
 */
export async function heldListing(userId: string, reference: string, origin: string): Promise<HeldListing | null> {
  const [known] = await heldRows(userId, origin, reference);
  if (known) return { ...known, ...((await stillToApply(userId, reference)) ? { changeQueued: true } : {}) };
  const [last] = await getDb()
    .select({ status: listingImports.status, outcome: listingImportRows.outcome, message: listingImportRows.message })
    .from(listingImportRows)
    .innerJoin(listingImports, eq(listingImports.id, listingImportRows.importId))
    .where(and(eq(listingImports.userId, userId), eq(listingImportRows.reference, reference)))
    .orderBy(desc(listingImports.createdAt))
    .limit(1);
  // Applied once and gone since (removed): the site holds nothing of it.
  if (!last || last.status === "previewed" || (last.outcome !== null && last.outcome !== "failed")) return null;
  const failed = last.outcome === "failed";
  const message = (last.message as { en?: string } | null)?.en;
  return {
    reference,
    status: failed ? "failed" : "queued",
    listingId: null,
    url: null,
    updatedAt: null,
    ...(failed && message ? { message } : {}),
  };
}
