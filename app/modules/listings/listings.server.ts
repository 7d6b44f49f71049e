import { and, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Role } from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import { type Database, getDb } from "#app/modules/db/db.server";
import { forgetPublicData, publicCount } from "#app/modules/db/public-cache.server";
import { firstImage } from "#app/modules/media/first-image.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import { deleteImageFiles } from "#app/modules/media/images.server";
import { images, properties, user } from "#db/schema";
import { guardPosting, type Posting } from "./posting-limits.server";
import type { PropertyInput } from "./schemas";
import { pageCount, prefixQuery } from "./search-params";
import type { PropertySummary } from "./types";

/**
 * Every read and write of user-posted properties. The rules of who sees and changes what
 * are in the queries themselves: only approved rows are public, ownership is part of the
 * WHERE clause, and a property is always created pending.
 */

export interface Viewer {
  id: string;
  role: Role;
}

export interface AdminPropertySummary extends PropertySummary {
  ownerName: string | null;
  ownerEmail: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and forms; anything that is not a UUID cannot name a property. */
export function isPropertyId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

const summaryColumns = {
  id: properties.id,
  name: properties.projectBuildingName,
  locality: properties.locality,
  city: properties.city,
  listingType: properties.listingType,
  propertyCategory: properties.propertyCategory,
  propertyType: properties.propertyType,
  price: properties.price,
  plotArea: properties.plotArea,
  isApproved: properties.isApproved,
  createdAt: properties.createdAt,
};

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number]["page"] & { image: StoredImage | null };

function toSummary({ createdAt, image, ...row }: SummaryRow): PropertySummary {
  return {
    ...row,
    price: row.price === null ? null : Number(row.price),
    createdAt: createdAt.toISOString(),
    image: image?.id ? image : null,
  };
}

/**
 * The query behind every card list (exported so the benchmark can EXPLAIN it): `limit`
 * rows after skipping `offset`, counted from the newest or, for pages in the older half of
 * a list, from the oldest end of the same index; the rows come back newest first either
 * way. The page of rows is taken first, in the order of the index, and only those rows
 * look up their first photo: with the photo joined before LIMIT/OFFSET, PostgreSQL looked
 * up the photo of every row a deep page skips (the last of 8,334 pages took 1.2 s on the
 * embedded database; docs/performance.md).
 */
export function summaryQuery(where: SQL | undefined, limit: number, offset = 0, from: "newest" | "oldest" = "newest") {
  const page = getDb()
    .select(summaryColumns)
    .from(properties)
    .where(where)
    .orderBy(...(from === "newest" ? newestFirst : oldestFirst))
    .limit(limit)
    .offset(offset)
    .as("page");
  const image = firstImage(images.propertyId, page.id);
  return getDb()
    .select()
    .from(page)
    .leftJoinLateral(image, sql`true`)
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

async function summaries(where: SQL | undefined, limit: number, offset = 0, from: "newest" | "oldest" = "newest") {
  const rows = await summaryQuery(where, limit, offset, from);
  return rows.map((row) => toSummary({ ...row.page, image: row.first_image }));
}

/**
 * One page of a list, newest first. A page in the older half is read from the oldest end
 * of the index, so the last page of 100,000 rows costs what the first does; only the
 * middle of a long list skips many rows. `countRows` is publicCount for public lists.
 */
async function paged(
  where: SQL | undefined,
  page: number,
  pageSize: number,
  countRows: typeof exactCount = exactCount,
): Promise<Page<PropertySummary>> {
  const total = await countRows(properties, where);
  const skip = (page - 1) * pageSize;
  const take = Math.min(pageSize, total - skip);
  let items: PropertySummary[] = [];
  if (take > 0)
    items =
      skip > total / 2
        ? await summaries(where, take, total - skip - take, "oldest")
        : await summaries(where, pageSize, skip);
  return { items, total, page, pages: pageCount(total, pageSize) };
}

function exactCount(table: typeof properties, where: SQL | undefined): Promise<number> {
  return getDb().$count(table, where);
}

// Exactly the order of the (is_approved, created_at desc nulls last, id desc nulls last)
// and (user_id, created_at desc nulls last, id desc nulls last) indexes, forwards or
// backwards, so a page is read straight from the index. drizzle's desc() means NULLS
// FIRST, which the indexes cannot serve: PostgreSQL would then join and sort every
// approved row (600 ms at 100,000 rows instead of under 1 ms; `npm run bench -- --explain`
// prints the plans). The id breaks ties between rows saved in the same instant (an
// import), so both ends agree on the order.
const newestFirst = [sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`];
const oldestFirst = [sql`${properties.createdAt} asc nulls first`, sql`${properties.id} asc nulls first`];
const approved = eq(properties.isApproved, true);

/**
 * The home page carousel: the newest approved properties, those with a photo first (a
 * row of "No Image Available" cards made a poor first impression). The candidates are
 * the newest few times `limit` rows, read straight from properties_approved_created_idx,
 * each with one probe for its first photo; so an older property with photos can take the
 * place of a newer one without, but the query never reads the whole table.
 */
export async function latestApprovedProperties(limit = 12): Promise<PropertySummary[]> {
  const rows = await latestApprovedQuery(limit);
  return rows.map((row) => toSummary({ ...row.page, image: row.first_image }));
}

export function latestApprovedQuery(limit = 12) {
  const page = getDb()
    .select(summaryColumns)
    .from(properties)
    .where(approved)
    .orderBy(...newestFirst)
    .limit(limit * HOME_CANDIDATES)
    .as("page");
  const image = firstImage(images.propertyId, page.id);
  return getDb()
    .select()
    .from(page)
    .leftJoinLateral(image, sql`true`)
    .orderBy(sql`${image.id} is null`, sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`)
    .limit(limit);
}

/** How many times the carousel's length the home page looks through for photos. */
const HOME_CANDIDATES = 4;

/** /listing-post: every approved property, newest first. */
export function approvedProperties(page: number, pageSize: number = LIMITS.pageSize) {
  return paged(approved, page, pageSize, publicCount);
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
    approved,
    query ? sql`${properties.search} @@ to_tsquery('simple', ${query})` : undefined,
    city ? eq(properties.city, city) : undefined,
  );
}

/** The profile of an Owner, Client or Agent: their own properties with one status. */
export function ownProperties(userId: string, isApproved: boolean, page: number, pageSize: number = LIMITS.pageSize) {
  return paged(and(eq(properties.userId, userId), eq(properties.isApproved, isApproved)), page, pageSize);
}

/** The Admin's moderation queue. */
export function pendingProperties(page: number, pageSize: number = LIMITS.pageSize) {
  return paged(eq(properties.isApproved, false), page, pageSize);
}

export type AdminFilter = "all" | "pending" | "approved";

/** /admin/Postproject: every property with its status and owner; pending ones first. */
export async function adminProperties(
  filter: AdminFilter,
  page: number,
  pageSize: number = LIMITS.adminPageSize,
): Promise<Page<AdminPropertySummary>> {
  const where =
    filter === "all"
      ? undefined
      : filter === "pending"
        ? eq(properties.isApproved, false)
        : eq(properties.isApproved, true);
  const image = firstImage(images.propertyId, properties.id);
  const [rows, total] = await Promise.all([
    getDb()
      .select({
        ...summaryColumns,
        image: { id: image.id, width: image.width, height: image.height, widths: image.widths },
        ownerName: user.name,
        ownerEmail: user.email,
      })
      .from(properties)
      .leftJoin(user, eq(user.id, properties.userId))
      .leftJoinLateral(image, sql`true`)
      .where(where)
      // (is_approved, created_at desc) is the order of properties_approved_created_idx.
      .orderBy(properties.isApproved, ...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    getDb().$count(properties, where),
  ]);
  return {
    items: rows.map(({ ownerName, ownerEmail, ...row }) => ({
      ...toSummary(row as SummaryRow),
      ownerName,
      ownerEmail,
    })),
    total,
    page,
    pages: pageCount(total, pageSize),
  };
}

export async function propertyCounts(): Promise<{ pending: number; approved: number }> {
  const rows = await getDb()
    .select({ isApproved: properties.isApproved, count: sql<number>`count(*)::int` })
    .from(properties)
    .groupBy(properties.isApproved);
  return {
    pending: Number(rows.find((row) => !row.isApproved)?.count ?? 0),
    approved: Number(rows.find((row) => row.isApproved)?.count ?? 0),
  };
}

const { search: _search, formToken: _formToken, ...detailColumns } = getTableColumns(properties);

export interface PropertyDetail {
  property: Omit<typeof properties.$inferSelect, "search" | "formToken" | "createdAt" | "approvedAt"> & {
    createdAt: string;
    approvedAt: string | null;
  };
  owner: { name: string; email: string; mobileNumber: string; role: string } | null;
  images: StoredImage[];
}

/** Who may see a property: anyone when approved; otherwise its owner and Admins only. */
function visibleTo(viewer: Viewer | null): SQL | undefined {
  if (viewer?.role === "Admin") return undefined;
  return or(approved, viewer ? eq(properties.userId, viewer.id) : undefined);
}

export function detailQuery(id: string, viewer: Viewer | null) {
  return getDb()
    .select({
      property: detailColumns,
      owner: { name: user.name, email: user.email, mobileNumber: user.mobileNumber, role: user.role },
    })
    .from(properties)
    .leftJoin(user, eq(user.id, properties.userId))
    .where(and(eq(properties.id, id), visibleTo(viewer)));
}

export function photosQuery(propertyId: string) {
  return getDb()
    .select({ id: images.id, width: images.width, height: images.height, widths: images.widths })
    .from(images)
    .where(eq(images.propertyId, propertyId))
    .orderBy(images.position);
}

/** One property with its owner and photos, or null when this viewer may not see it. */
export async function propertyForViewer(id: string, viewer: Viewer | null): Promise<PropertyDetail | null> {
  if (!isPropertyId(id)) return null;
  // Both at once; the photos are dropped unless the viewer may see the property.
  const [[row], photos] = await Promise.all([detailQuery(id, viewer), photosQuery(id)]);
  if (!row) return null;
  const { createdAt, approvedAt, price, ...property } = row.property;
  return {
    property: {
      ...property,
      price: price === null ? null : Number(price),
      createdAt: createdAt.toISOString(),
      approvedAt: approvedAt?.toISOString() ?? null,
    },
    owner: row.owner?.email ? row.owner : null,
    images: photos,
  };
}

/** A refusal the poster can act on (photos that are not theirs to attach). */
export class PropertyImagesError extends Error {
  readonly field = "imageIds";
}

export const IMAGES_NOT_YOURS =
  "One of the photos could not be attached: it was not uploaded by you or already belongs to a property. Please upload it again.";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Attaches uploads to a new property or project, in the order given, inside the
 * transaction that creates it. Ownership and "not yet attached" are part of the update
 * itself, so a concurrent submission that claims the same photo finds nothing left to
 * claim; if any photo is not this user's own unattached upload, the error rolls the whole
 * transaction back and nothing is saved.
 */
export async function attachUploads(
  tx: Transaction,
  userId: string,
  imageIds: readonly string[],
  owner: { propertyId: string } | { projectId: string },
): Promise<void> {
  const ids = [...new Set(imageIds)];
  if (ids.length > LIMITS.imagesPerListing) throw new PropertyImagesError(IMAGES_NOT_YOURS);
  if (ids.length === 0) return;
  const order = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const claimed = await tx
    .update(images)
    .set({ ...owner, position: sql`array_position(array[${order}]::uuid[], ${images.id}) - 1` })
    .where(and(inArray(images.id, ids), eq(images.userId, userId), isNull(images.propertyId), isNull(images.projectId)))
    .returning({ id: images.id });
  if (claimed.length !== ids.length) throw new PropertyImagesError(IMAGES_NOT_YOURS);
}

/** The stored columns of a listing, from a checked form (blank optional fields as empty or null). */
export function listingValues(input: PropertyInput) {
  return {
    city: input.city ?? "",
    listingType: input.listingType ?? "",
    propertyCategory: input.propertyCategory ?? "",
    propertyType: input.propertyType ?? "",
    projectBuildingName: input.projectBuildingName ?? "",
    locality: input.locality ?? "",
    address: input.address ?? "",
    description: input.description ?? "",
    contactNumber: input.contactNumber ?? "",
    plotArea: input.plotArea ?? null,
    price: input.price ?? null,
    furnishing: input.furnishing ?? null,
    floorNumber: input.floorNumber ?? null,
    totalFloors: input.totalFloors ?? null,
    facingType: input.facingType ?? null,
    amenities: [...new Set(input.amenities)],
  };
}

/**
 * Creates a pending property and attaches its photos in one transaction: if any photo is
 * not this user's own unattached upload, nothing is saved. isApproved is always false here.
 * A post from a person (`posting`) first passes the posting guard: the same form token
 * returns the property it already made, and posts over the limits are refused.
 */
export async function createProperty(userId: string, input: PropertyInput, posting?: Posting): Promise<string> {
  if (new Set(input.imageIds).size > LIMITS.imagesPerListing) throw new PropertyImagesError(IMAGES_NOT_YOURS);
  const now = new Date();
  let made = false;
  const id = await getDb().transaction(async (tx) => {
    if (posting) {
      const earlier = await guardPosting(tx, userId, posting, now);
      if (earlier) return earlier.existingId;
    }
    const [row] = await tx
      .insert(properties)
      .values({
        ...listingValues(input),
        userId,
        isApproved: false,
        approvedAt: null,
        ...(posting ? { formToken: posting.formToken, createdAt: now } : {}),
      })
      .returning({ id: properties.id });
    if (!row) throw new Error("The property was not saved.");
    await attachUploads(tx, userId, input.imageIds, { propertyId: row.id });
    made = true;
    return row.id;
  });
  if (made) forgetPublicData();
  return id;
}

/** Pending to approved; false when there is no such pending property. Admins only (the caller checks). */
export async function approveProperty(id: string): Promise<boolean> {
  if (!isPropertyId(id)) return false;
  const rows = await getDb()
    .update(properties)
    .set({ isApproved: true, approvedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.isApproved, false)))
    .returning({ id: properties.id });
  if (rows.length === 0) return false;
  forgetPublicData();
  return true;
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
  const removedImages = await getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.id, id),
          scope.ownerId ? eq(properties.userId, scope.ownerId) : undefined,
          scope.pendingOnly ? eq(properties.isApproved, false) : undefined,
        ),
      )
      .for("update");
    if (!target) return null;
    const gone = await tx
      .delete(images)
      .where(eq(images.propertyId, id))
      .returning({ id: images.id, widths: images.widths });
    await tx.delete(properties).where(eq(properties.id, id));
    return gone;
  });
  if (!removedImages) return false;
  forgetPublicData();
  await deleteImageFiles(removedImages);
  return true;
}

/** Uploads of this user that no property has claimed yet (for the upload cap). */
export async function unattachedUploadCount(userId: string): Promise<number> {
  return getDb().$count(images, and(eq(images.userId, userId), isNull(images.propertyId), isNull(images.projectId)));
}
