import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Role } from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { publicCount } from "#app/modules/db/public-cache.server";
import { isListingId } from "#app/modules/listing-core/ids";
import {
  type PointColumn,
  type PublicPosition,
  pointOf,
  publicPosition,
} from "#app/modules/listing-core/location.server";
import { prefixQuery } from "#app/modules/listing-core/query-text";
import {
  type CountRows,
  cardColumns,
  cardPage,
  cardQuery,
  cardRows,
  type ListingKind,
  pagedCards,
  photosOf,
  newestFirst as storeNewestFirst,
  toCardRow,
  withFirstPhoto,
} from "#app/modules/listing-core/store.server";
import { firstImage, firstImageColumns } from "#app/modules/media/first-image.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import type { Page } from "#app/modules/platform/pagination";
import { pageCount } from "#app/modules/platform/pagination";
import { writeListings } from "#app/modules/properties/listing-store.server";
import { isLive } from "#app/modules/properties/live.server";
import { isListingStatus, LISTING_STATUSES, type ListingStatus } from "#app/modules/properties/status";
import { images, properties, propertyEdits, user } from "#db/schema";
import type { AdminPropertySummary, PropertySummary } from "./types";

/**
 * Every read and write of user-posted properties. The rules of who sees and changes what
 * are in the queries themselves: only approved rows are public, ownership is part of the
 * WHERE clause, and a property is always created pending.
 */

export interface Viewer {
  id: string;
  role: Role;
}

export type { AdminPropertySummary };

export const PROPERTY: ListingKind = { table: properties, imageOwner: images.propertyId, ownerKey: "propertyId" };

/** Ids come from URLs and forms; anything that is not a UUID cannot name a property. */
export const isPropertyId = isListingId;

/** The query behind property card lists (the benchmark EXPLAINs it). */
export function summaryQuery(where: SQL | undefined, limit: number, offset = 0, from: "newest" | "oldest" = "newest") {
  return cardQuery(PROPERTY, where, limit, offset, from);
}

/** A page of a list of properties, newest first. */
async function paged(
  where: SQL | undefined,
  page: number,
  pageSize: number,
  countRows?: CountRows,
): Promise<Page<PropertySummary>> {
  const result = await pagedCards(PROPERTY, where, page, pageSize, countRows);
  return { ...result, items: result.items.map((row) => ({ ...row, isApproved: row.status === "live" })) };
}

const newestFirst = storeNewestFirst(PROPERTY);

/**
 * The home page carousel: the newest approved properties, those with a photo first (a
 * row of "No Image Available" cards made a poor first impression). The candidates are
 * the newest few times `limit` rows, read straight from properties_approved_created_idx,
 * each with one probe for its first photo; so an older property with photos can take the
 * place of a newer one without, but the query never reads the whole table.
 */
export async function latestApprovedProperties(limit = 12): Promise<PropertySummary[]> {
  const rows = await latestApprovedQuery(limit);
  return rows.map((row) => ({ ...toCardRow(row.page, row.first_image), isApproved: true }));
}

export function latestApprovedQuery(limit = 12) {
  const page = cardPage(PROPERTY, isLive, newestFirst, limit * HOME_CANDIDATES);
  const { image, rows } = withFirstPhoto(PROPERTY, page);
  return rows
    .orderBy(sql`${image.id} is null`, sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`)
    .limit(limit);
}

/** How many times the carousel's length the home page looks through for photos. */
const HOME_CANDIDATES = 4;

/** /listing-post: every approved property, newest first. */
export function approvedProperties(page: number, pageSize: number = LIMITS.pageSize) {
  return paged(isLive, page, pageSize, publicCount);
}

/** A page of approved properties matching `where` (which must include the approval), newest first. */
export function approvedPage(where: SQL, page: number, pageSize: number) {
  return paged(where, page, pageSize, publicCount);
}

/** /Search: approved properties matching every word (as a prefix) of the query, in a city. */
export function searchApprovedProperties(
  { q, city, page }: { q: string; city?: string; page: number },
  pageSize: number = LIMITS.pageSize,
) {
  const query = prefixQuery(q);
  // Punctuation alone matches nothing (rather than everything).
  if (q.trim() && !query) return Promise.resolve({ items: [], total: 0, page, pages: 1 });
  return paged(searchCondition(query, city), page, pageSize, publicCount);
}

/**
 * Approved properties matching a prefixQuery() (when given) in a city (when given); with
 * neither, every approved property (/listing-post). Exported for the benchmark's EXPLAIN.
 */
export function searchCondition(query: string | null, city?: string): SQL | undefined {
  return and(
    isLive,
    query ? sql`${properties.search} @@ to_tsquery('simple', ${query})` : undefined,
    city ? eq(properties.city, city) : undefined,
  );
}

/** The profile of an Owner, Client or Agent: their own properties in one state, newest first. */
export function ownProperties(userId: string, status: ListingStatus, page: number, pageSize: number = LIMITS.pageSize) {
  return paged(and(eq(properties.userId, userId), eq(properties.status, status)), page, pageSize);
}

/** The Admin's profile: pending properties, each with whether its poster has confirmed their e-mail address. */
export async function pendingProperties(page: number, pageSize: number = LIMITS.pageSize) {
  const result = await paged(eq(properties.status, "pending"), page, pageSize);
  const ids = result.items.map((item) => item.id);
  if (ids.length === 0) return result;
  const owners = await getDb()
    .select({ id: properties.id, confirmed: user.emailVerified })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.userId))
    .where(inArray(properties.id, ids));
  const confirmed = new Map(owners.map((owner) => [owner.id, owner.confirmed]));
  return {
    ...result,
    items: result.items.map((item) => ({ ...item, posterEmailConfirmed: confirmed.get(item.id) ?? false })),
  };
}

export type AdminFilter = "all" | ListingStatus;

/** /admin/Postproject's other lists: every property, or those in one state, newest first. */
export async function adminProperties(
  filter: AdminFilter,
  page: number,
  pageSize: number = LIMITS.adminPageSize,
): Promise<Page<AdminPropertySummary>> {
  const where = filter === "all" ? undefined : eq(properties.status, filter);
  const image = firstImage(images.propertyId, properties.id);
  const [rows, total] = await Promise.all([
    getDb()
      .select({
        ...cardColumns(PROPERTY),
        image: firstImageColumns(image),
        ownerName: user.name,
        ownerEmail: user.email,
        posterEmailConfirmed: user.emailVerified,
      })
      .from(properties)
      .leftJoin(user, eq(user.id, properties.userId))
      .leftJoinLateral(image, sql`true`)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    getDb().$count(properties, where),
  ]);
  return {
    items: rows.map(({ ownerName, ownerEmail, posterEmailConfirmed, image, ...row }) => ({
      ...toCardRow(row, image),
      isApproved: row.status === "live",
      ownerName,
      ownerEmail,
      posterEmailConfirmed: posterEmailConfirmed ?? false,
    })),
    total,
    page,
    pages: pageCount(total, pageSize),
  };
}

/** How many properties are in each state, and how many edits wait. */
export async function propertyCounts(): Promise<Record<ListingStatus, number> & { edits: number }> {
  const [rows, edits] = await Promise.all([
    getDb()
      .select({ status: properties.status, count: sql<number>`count(*)::int` })
      .from(properties)
      .groupBy(properties.status),
    getDb().$count(propertyEdits),
  ]);
  const counts = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
  for (const row of rows) if (isListingStatus(row.status)) counts[row.status] = Number(row.count);
  return { ...counts, edits };
}

const {
  search: _search,
  formToken: _formToken,
  reminderSentAt: _reminderSentAt,
  reportedGoneAt: _reportedGoneAt,
  statusChangedAt: _statusChangedAt,
  reviewFlags: _reviewFlags,
  // Where it is reaches a page only as its public position (listing-core/location.server.ts).
  latitude: _latitude,
  longitude: _longitude,
  publicLatitude: _publicLatitude,
  publicLongitude: _publicLongitude,
  ...detailColumns
} = getTableColumns(properties);

type DetailRow = Omit<
  typeof properties.$inferSelect,
  "search" | "formToken" | "reminderSentAt" | "reportedGoneAt" | "statusChangedAt" | "reviewFlags" | PointColumn
>;

export interface PropertyDetail {
  property: Omit<
    DetailRow,
    "createdAt" | "approvedAt" | "confirmedAt" | "reraCheckedAt" | "ownerVerifiedAt" | "photosCheckedAt"
  > & {
    createdAt: string;
    approvedAt: string | null;
    confirmedAt: string | null;
    reraCheckedAt: string | null;
    ownerVerifiedAt: string | null;
    photosCheckedAt: string | null;
  };
  /** mobileVerified: the poster proved their number by a code sent by SMS (decision 043). */
  owner: {
    name: string;
    email: string;
    mobileNumber: string;
    role: string;
    mobileVerified: boolean;
    /** Seekers reach this poster by messages only (decision 053). */
    messagesOnly: boolean;
  } | null;
  images: StoredImage[];
  /** Where visitors see it: approximate unless its poster shows the exact pin. */
  position: PublicPosition | null;
}

/** Who may see a property: anyone when approved; otherwise its owner and Admins only. */
function visibleTo(viewer: Viewer | null): SQL | undefined {
  if (viewer?.role === "Admin") return undefined;
  return or(isLive, viewer ? eq(properties.userId, viewer.id) : undefined);
}

export function detailQuery(id: string, viewer: Viewer | null) {
  return getDb()
    .select({
      property: detailColumns,
      point: pointOf(properties),
      owner: {
        name: user.name,
        email: user.email,
        mobileNumber: user.mobileNumber,
        role: user.role,
        mobileVerified: sql<boolean>`${user.mobileVerifiedAt} is not null`,
        messagesOnly: user.messagesOnly,
      },
    })
    .from(properties)
    .leftJoin(user, eq(user.id, properties.userId))
    .where(and(eq(properties.id, id), visibleTo(viewer)));
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** One property with its owner and photos, or null when this viewer may not see it. */
export async function propertyForViewer(id: string, viewer: Viewer | null): Promise<PropertyDetail | null> {
  if (!isPropertyId(id)) return null;
  // Both at once; the photos are dropped unless the viewer may see the property.
  const [[row], photos] = await Promise.all([detailQuery(id, viewer), photosOf(PROPERTY, id)]);
  if (!row) return null;
  const { createdAt, approvedAt, confirmedAt, reraCheckedAt, ownerVerifiedAt, photosCheckedAt, price, ...property } =
    row.property;
  return {
    property: {
      ...property,
      price: price === null ? null : Number(price),
      createdAt: createdAt.toISOString(),
      approvedAt: iso(approvedAt),
      confirmedAt: iso(confirmedAt),
      reraCheckedAt: iso(reraCheckedAt),
      ownerVerifiedAt: iso(ownerVerifiedAt),
      photosCheckedAt: iso(photosCheckedAt),
    },
    owner: row.owner?.email ? row.owner : null,
    images: photos,
    position: await publicPosition({ ...property, ...row.point }),
  };
}

/**
 * A listing that was live and is not any more (expired or closed) answers 410 with these:
 * live listings of the same city, listing type and property type, priced within a third of
 * it. Null when there is no such listing (an unknown id, or one that never went live: 404).
 */
export async function goneProperty(id: string): Promise<{ name: string; similar: PropertySummary[] } | null> {
  if (!isPropertyId(id)) return null;
  const [row] = await getDb()
    .select({
      name: properties.projectBuildingName,
      city: properties.city,
      listingType: properties.listingType,
      propertyType: properties.propertyType,
      price: properties.price,
    })
    .from(properties)
    .where(and(eq(properties.id, id), inArray(properties.status, ["expired", "closed"])));
  if (!row) return null;
  const price = row.price === null ? null : Number(row.price);
  const where = and(
    isLive,
    eq(properties.city, row.city),
    eq(properties.listingType, row.listingType),
    eq(properties.propertyType, row.propertyType),
    price ? sql`${properties.price} between ${Math.floor(price * 0.67)} and ${Math.ceil(price * 1.5)}` : undefined,
  );
  const similar = await cardRows(PROPERTY, where, 6);
  return { name: row.name, similar: similar.map((item) => ({ ...item, isApproved: true })) };
}

/**
 * Deletes a property and its photos (rows in one transaction, then the files). The scope
 * narrows what may be deleted: an owner's own property, or only a pending one (reject).
 */
export async function deleteProperty(
  id: string,
  scope: { ownerId?: string; pendingOnly?: boolean } = {},
): Promise<boolean> {
  if (!isPropertyId(id)) return false;
  const removed = await writeListings((writes) =>
    writes.delete(
      and(
        eq(properties.id, id),
        scope.ownerId ? eq(properties.userId, scope.ownerId) : undefined,
        scope.pendingOnly ? eq(properties.isApproved, false) : undefined,
      ) as SQL,
    ),
  );
  return removed > 0;
}

/**
 * Every listing the person posted, whatever its state, oldest first, without what is the
 * site's own (its search text, form token, review flags and who checked its RERA number).
 */
export async function postedListings(userId: string) {
  const rows = await getDb()
    .select()
    .from(properties)
    .where(eq(properties.userId, userId))
    .orderBy(asc(properties.createdAt));
  return rows.map(
    ({ search: _search, formToken: _formToken, reviewFlags: _flags, reraCheckedBy: _checkedBy, ...listing }) => listing,
  );
}

/** The listings' part of "Download my data": the person's listings (postedListings) and their photos, in order. */
export async function listingsForDownload(userId: string) {
  const [listings, photos] = await Promise.all([
    postedListings(userId),
    getDb()
      .select({
        propertyId: images.propertyId,
        id: images.id,
        widths: images.widths,
        width: images.width,
        height: images.height,
      })
      .from(images)
      .innerJoin(properties, eq(images.propertyId, properties.id))
      .where(eq(properties.userId, userId))
      .orderBy(asc(images.position)),
  ]);
  return { listings, photos };
}
