import { eq, type SQL, sql } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb, type Transaction } from "#app/modules/db/db.server";
import { msg } from "#app/modules/i18n/translate";
import { firstImage, STORED_IMAGE_COLUMNS } from "#app/modules/media/first-image.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import { claimImageRows, unattachedUploadsOf } from "#app/modules/media/images.server";
import { type Page, pageCount } from "#app/modules/platform/pagination";
import type { projects, properties } from "#db/schema";
import { images } from "#db/schema";
import type { LegalityStatus } from "./colony";
import { legalityStatus } from "./legality-status.server";
import { listingSettings } from "./settings.server";
import { listingTitle } from "./title";
import { CARD_FIELDS, type CardField, type CardRow, cardAreaNote, cardFacts, cardPrice } from "./view";

/**
 * The reads and writes properties and projects share: card rows a page at a time, photos,
 * attaching uploads (written by the images' owner, media/images.server.ts). Each kind is a table with the
 * same listing columns (db/listing-columns.ts) and a column on `images` naming its owner;
 * the features add only their own rules (approval for properties, cities for projects).
 */
export interface ListingKind {
  table: typeof properties | typeof projects;
  /** The images column that names a listing of this kind. */
  imageOwner: typeof images.propertyId | typeof images.projectId;
  /** How a new listing's photos are claimed: { propertyId } or { projectId }. */
  ownerKey: "propertyId" | "projectId";
}

// Both tables have the listing columns under the same names; drizzle's query builder is
// typed by one of them.
const asTable = (kind: ListingKind) => kind.table as typeof properties;

/** The columns of a card, from either table. */
export function cardColumns(kind: ListingKind) {
  const t = asTable(kind);
  return {
    id: t.id,
    name: t.projectBuildingName,
    locality: t.locality,
    city: t.city,
    listingType: t.listingType,
    propertyCategory: t.propertyCategory,
    propertyType: t.propertyType,
    areaUnit: t.areaUnit,
    areaSqft: t.areaSqft,
    createdAt: t.createdAt,
    // The point visitors see (decision 050): a search near them orders by it.
    publicLatitude: t.publicLatitude,
    publicLongitude: t.publicLongitude,
    ...(Object.fromEntries(CARD_FIELDS.map((field) => [field, t[field]])) as { [F in CardField]: (typeof t)[F] }),
    // Properties have a lifecycle (projects do not): cards say when one was last confirmed
    // available; and a poster (projects have none) whose number is verified (decision 043).
    ...((kind.ownerKey === "propertyId"
      ? {
          confirmedAt: t.confirmedAt,
          status: t.status,
          // Who posted it, in one read of the poster (one table read once plans faster: the
          // embedded database sizes each table and index a query names): "verified" when the
          // poster's number is (decision 043), then "agent", or "rera" once an Admin checked
          // the Agent's number on the UP RERA portal (issue 57); toCardRow reads it.
          poster:
            sql<string>`(select concat_ws(' ', case when poster.mobile_verified_at is not null then 'verified' end, case when poster.role = 'Agent' then (case when exists (select 1 from agent_rera rera where rera.user_id = poster.id and rera.checked_at is not null) then 'rera' else 'agent' end) end) from "user" poster where poster.id = ${(t as typeof properties).userId})`.as(
              "poster",
            ),
          // An Admin's checks (decision 045): whether, not who or when.
          ownerVerified: sql<boolean>`(${(t as typeof properties).ownerVerifiedAt} is not null)`.as("owner_verified"),
          photosChecked: sql<boolean>`(${(t as typeof properties).photosCheckedAt} is not null)`.as("photos_checked"),
          // What the LDA's lists say of its colony (decision 046).
          legality: legalityStatus(t as typeof properties).as("legality"),
        }
      : {}) as Partial<
      Pick<typeof t, "confirmedAt" | "status"> & {
        poster: SQL.Aliased<string | null>;
        ownerVerified: SQL.Aliased<boolean>;
        photosChecked: SQL.Aliased<boolean>;
        legality: SQL.Aliased<LegalityStatus | null>;
      }
    >),
  };
}

/** The columns a listing's title is made from (title.ts), from either table, for any read that names a listing. */
export function titleColumns(kind: ListingKind | ListingKind["table"]) {
  const t = ("table" in kind ? kind.table : kind) as typeof properties;
  return {
    projectBuildingName: t.projectBuildingName,
    listingType: t.listingType,
    propertyType: t.propertyType,
    bedrooms: t.bedrooms,
    plotArea: t.plotArea,
    areaUnit: t.areaUnit,
    locality: t.locality,
    city: t.city,
  };
}

/**
 * Newest first, the id breaking ties between listings saved in the same instant (an
 * import), exactly the order of the (…, created_at desc nulls last, id desc nulls last)
 * indexes, forwards or backwards, so a page is read straight from an index. drizzle's
 * desc() means NULLS FIRST, which those indexes cannot serve.
 */
export function newestFirst(kind: ListingKind): SQL[] {
  const t = asTable(kind);
  return [sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`];
}

function oldestFirst(kind: ListingKind): SQL[] {
  const t = asTable(kind);
  return [sql`${t.createdAt} asc nulls first`, sql`${t.id} asc nulls first`];
}

/**
 * The query behind every card list (exported so the benchmark can EXPLAIN it): `limit`
 * rows after skipping `offset`, counted from the newest or, for pages in the older half of
 * a list, from the oldest end of the same index; the rows come back newest first either
 * way. The page of rows is taken first and only those rows look up their first photo
 * (joined before LIMIT/OFFSET, every skipped row's photo was looked up too).
 */
export function cardQuery(
  kind: ListingKind,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  from: "newest" | "oldest" = "newest",
) {
  const page = cardPage(kind, where, from === "newest" ? newestFirst(kind) : oldestFirst(kind), limit, offset);
  return withFirstPhoto(kind, page).rows.orderBy(
    sql`${page.createdAt} desc nulls last`,
    sql`${page.id} desc nulls last`,
  );
}

/** `limit` card rows in `order` after skipping `offset`, as a subquery named "page". */
export function cardPage(kind: ListingKind, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  return getDb()
    .select(cardColumns(kind))
    .from(asTable(kind))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as("page");
}

/**
 * The rows of a page, each with its first photo: one probe of the images index per row,
 * made only for the rows of the page (joined before LIMIT/OFFSET, every skipped row's
 * photo was looked up too). `image` lets a caller order by whether a row has one.
 */
export function withFirstPhoto(kind: ListingKind, page: ReturnType<typeof cardPage>) {
  const image = firstImage(kind.imageOwner, page.id);
  return { image, rows: getDb().select().from(page).leftJoinLateral(image, sql`true`) };
}

type QueriedRow = Awaited<ReturnType<typeof cardQuery>>[number];

/** A property's card columns that a project's card has not (cardColumns). */
type PropertyOnly = "status" | "ownerVerified" | "photosChecked" | "legality";

type CardColumnsRow = Omit<QueriedRow["page"], PropertyOnly | "confirmedAt" | "poster"> &
  Pick<CardRow, PropertyOnly> & { confirmedAt?: Date | null; poster?: string | null };

/** The poster's marks as cardColumns reads them ("verified rera"): a verified number, and an Agent's tag. */
function posterMarks(poster: string | null): Pick<CardRow, "posterMobileVerified" | "posterAgent"> {
  const marks = (poster ?? "").split(" ");
  return {
    posterMobileVerified: marks.includes("verified"),
    posterAgent: marks.includes("rera") ? "rera" : marks.includes("agent") ? "agent" : null,
  };
}

export function toCardRow(row: CardColumnsRow, image: StoredImage | { id: null } | null): CardRow {
  const { createdAt, confirmedAt, poster, ...rest } = row;
  const price = row.price === null ? null : Number(row.price);
  const listing = { ...rest, price };
  return {
    ...listing,
    // Its own name, or one made from its facts (title.ts); cardsIn words the latter again for Hindi.
    name: listingTitle({ ...listing, projectBuildingName: listing.name }),
    named: listing.name.trim() !== "",
    createdAt: createdAt.toISOString(),
    ...(confirmedAt !== undefined ? { confirmedAt: confirmedAt?.toISOString() ?? null } : {}),
    ...(poster !== undefined ? posterMarks(poster) : {}),
    image: image?.id ? (image as StoredImage) : null,
    priceText: cardPrice(listing),
    facts: cardFacts(listing, listingSettings()),
    areaNote: cardAreaNote(listing, listingSettings()),
  };
}

export async function cardRows(
  kind: ListingKind,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  from: "newest" | "oldest" = "newest",
): Promise<CardRow[]> {
  const rows = await cardQuery(kind, where, limit, offset, from);
  return rows.map((row) => toCardRow(row.page, row.first_image));
}

/** Counts the rows of a list: exactly, or publicCount's briefly remembered figure. */
export type CountRows = (table: ListingKind["table"], where: SQL | undefined) => Promise<number>;

const exactCount: CountRows = (table, where) => getDb().$count(table, where);

/**
 * One page of a list, newest first. A page in the older half is read from the oldest end
 * of the index, so the last page of 100,000 rows costs what the first does.
 */
export async function pagedCards(
  kind: ListingKind,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  countRows: CountRows = exactCount,
): Promise<Page<CardRow>> {
  const total = await countRows(kind.table, where);
  const skip = (page - 1) * pageSize;
  const take = Math.min(pageSize, total - skip);
  let items: CardRow[] = [];
  if (take > 0)
    items =
      skip > total / 2
        ? await cardRows(kind, where, take, total - skip - take, "oldest")
        : await cardRows(kind, where, pageSize, skip);
  return { items, total, page, pages: pageCount(total, pageSize) };
}

/** A listing's photos, in order. */
export function photosOf(kind: ListingKind, id: string) {
  return getDb().select(STORED_IMAGE_COLUMNS).from(images).where(eq(kind.imageOwner, id)).orderBy(images.position);
}

/** A refusal the poster can act on (photos that are not theirs to attach). */
export class ListingImagesError extends Error {
  readonly field = "imageIds";
}

export const IMAGES_NOT_YOURS = msg(
  "One of the photos could not be attached: it was not uploaded by you or already belongs to a listing. Please upload it again.",
);

export type { Transaction } from "#app/modules/db/db.server";

/**
 * Gives a listing the photos `ids`, in the order given, of those `claimable` allows. Who may
 * claim what is part of the update itself, so a concurrent submission that claims the same
 * photo finds nothing left to claim; unless every one was claimed, the error rolls the whole
 * transaction back.
 */
export async function claimPhotos(
  tx: Transaction,
  ownerKey: ListingKind["ownerKey"],
  listingId: string,
  ids: readonly string[],
  claimable: SQL,
): Promise<void> {
  const claimed = await claimImageRows(tx, ownerKey, listingId, ids, claimable);
  if (claimed !== ids.length) throw new ListingImagesError(IMAGES_NOT_YOURS);
}

/**
 * Attaches uploads to a new listing, in the order given, inside the transaction that
 * creates it: if any photo is not this user's own unattached upload, nothing is saved.
 */
export async function attachUploads(
  tx: Transaction,
  kind: ListingKind,
  userId: string,
  imageIds: readonly string[],
  listingId: string,
): Promise<void> {
  const ids = [...new Set(imageIds)];
  if (ids.length > LIMITS.imagesPerListing) throw new ListingImagesError(IMAGES_NOT_YOURS);
  if (ids.length === 0) return;
  await claimPhotos(tx, kind.ownerKey, listingId, ids, unattachedUploadsOf(userId));
}

/** Uploads of this user that no listing has claimed yet (for the upload cap). */
export async function unattachedUploadCount(userId: string): Promise<number> {
  return getDb().$count(images, unattachedUploadsOf(userId));
}
