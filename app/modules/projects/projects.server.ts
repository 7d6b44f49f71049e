import { and, asc, eq, getTableColumns, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { CITIES, type City, cityFromSlug, PROJECT_FILTERS, type ProjectFilter } from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import { inLanguage } from "#app/modules/content/in-language";
import { getDb } from "#app/modules/db/db.server";
import { inChangingTransaction, publicCount } from "#app/modules/db/public-cache.server";
import type { Locale } from "#app/modules/i18n/locale";
import { countOptions } from "#app/modules/listing-core/facets.server";
import { isListingId } from "#app/modules/listing-core/ids";
import { projectHref } from "#app/modules/listing-core/links";
import { settleLocality } from "#app/modules/listing-core/localities.server";
import {
  followingCentre,
  misplaced,
  offTheList,
  onItsLocality,
  type PointColumn,
  type PublicPosition,
  placedRows,
  placeListing,
  pointOf,
  publicColumns,
  publicPosition,
  SET_FROM_PLACED,
  unplacedColumns,
} from "#app/modules/listing-core/location.server";
import { prefixQuery } from "#app/modules/listing-core/query-text";
import { reraChecked } from "#app/modules/listing-core/rera.server";
import type { ListingInput } from "#app/modules/listing-core/schema";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import {
  attachUploads,
  cardColumns,
  cardQuery,
  cardRows,
  IMAGES_NOT_YOURS,
  ListingImagesError,
  type ListingKind,
  pagedCards,
  photosOf,
  newestFirst as storeNewestFirst,
  toCardRow,
} from "#app/modules/listing-core/store.server";
import { listingValues } from "#app/modules/listing-core/values";
import type { CardRow } from "#app/modules/listing-core/view";
import { firstImage, firstImageColumns } from "#app/modules/media/first-image.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import { deleteImageFiles, deleteImageRows } from "#app/modules/media/images.server";
import type { Page } from "#app/modules/platform/pagination";
import { pageCount } from "#app/modules/platform/pagination";
import { cityPages, images, localities, projects, user } from "#db/schema";
import { cityListHref, listingLabel } from "./display";
import { FILTER_MATCH, PROJECT_PROPERTY_TYPES, type ProjectFilters } from "./filters";
import { cardName, citySegment } from "./names";
import type { CitySummary, ExploreCard, ProjectSummary } from "./types";

/**
 * New projects (posted by Admins, public once posted) on the listing core's store: what is
 * theirs here is the city grouping and the /NewProject filters. Lists come newest first,
 * the id breaking ties, straight from the (…, created_at, id) indexes (listing-core/store.server.ts).
 */

export const PROJECT: ListingKind & { ownerKey: "projectId" } = {
  table: projects,
  imageOwner: images.projectId,
  ownerKey: "projectId",
};

/** Ids come from URLs and forms; anything that is not a UUID cannot name a project. */
export const isProjectId = isListingId;

/**
 * A row as a card shows it. Names, price and links are finished here, on the server, so
 * the pages' browser code needs no formatting (docs/decisions/004-javascript-budget.md).
 */
function toSummary(row: CardRow): ProjectSummary {
  return {
    ...row,
    shortName: cardName(row.name),
    citySegment: citySegment(row.city),
    offer: listingLabel(row.listingType),
    href: projectHref(row.id),
  };
}

/** The query behind project card lists (the benchmark EXPLAINs it). */
export function summaryQuery(where: SQL | undefined, limit: number, offset = 0) {
  return cardQuery(PROJECT, where, limit, offset);
}

async function summaries(where: SQL | undefined, limit: number): Promise<ProjectSummary[]> {
  return (await cardRows(PROJECT, where, limit)).map(toSummary);
}

/** A page of a public list of projects, read from the nearer end; the total is publicCount's. */
async function paged(where: SQL | undefined, page: number, pageSize: number): Promise<Page<ProjectSummary>> {
  const result = await pagedCards(PROJECT, where, page, pageSize, publicCount);
  return { ...result, items: result.items.map(toSummary) };
}

const newestFirst = storeNewestFirst(PROJECT);

/** The SQL of one /NewProject filter option, built from FILTER_MATCH (filters.ts). */
function filterCondition(filter: ProjectFilter): SQL | undefined {
  const match = FILTER_MATCH[filter];
  return and(
    match.listingType ? inArray(projects.listingType, [...match.listingType]) : undefined,
    match.propertyCategory ? eq(projects.propertyCategory, match.propertyCategory) : undefined,
    match.propertyType ? inArray(projects.propertyType, [...match.propertyType]) : undefined,
  );
}

const NOTHING = sql`false`;

/** The WHERE clause of a /NewProject search (exported for the benchmark's EXPLAIN). */
export function filtersCondition(filters: Omit<ProjectFilters, "page">): SQL | undefined {
  const parts = conditions(filters);
  return parts ? and(parts.base, ...Object.values(parts.counted)) : NOTHING;
}

/**
 * A search's conditions: those of the filters whose options are counted, apart, and the
 * rest; undefined when it can match nothing.
 */
function conditions(filters: Omit<ProjectFilters, "page">) {
  const query = prefixQuery(filters.q);
  // Punctuation alone matches nothing (rather than everything).
  if (filters.q.trim() && !query) return undefined;
  return {
    base: and(
      filters.budgetMin !== undefined ? gte(projects.price, filters.budgetMin) : undefined,
      filters.budgetMax !== undefined ? lte(projects.price, filters.budgetMax) : undefined,
      query ? sql`${projects.search} @@ to_tsquery('simple', ${query})` : undefined,
    ),
    counted: {
      city: filters.city ? eq(projects.city, filters.city) : undefined,
      type: filters.type ? filterCondition(filters.type) : undefined,
      propertyType: filters.propertyType ? eq(projects.propertyType, filters.propertyType) : undefined,
    },
  };
}

/**
 * How many projects each city, each of the five options and each property type would
 * give with the other filters as they are (one scan; see countOptions).
 */
export async function projectOptionCounts(filters: Omit<ProjectFilters, "page">) {
  const parts = conditions(filters);
  const empty = { city: {}, type: {}, propertyType: {} };
  if (!parts) return empty as Record<keyof typeof empty, Record<string, number>>;
  const counts = await countOptions(projects, parts.base, [
    {
      name: "city",
      chosen: parts.counted.city,
      options: CITIES.map((city) => ({ value: city, condition: eq(projects.city, city) })),
    },
    {
      name: "type",
      chosen: parts.counted.type,
      options: PROJECT_FILTERS.map((option) => ({ value: option, condition: filterCondition(option) ?? sql`true` })),
    },
    {
      name: "propertyType",
      chosen: parts.counted.propertyType,
      options: PROJECT_PROPERTY_TYPES.map((type) => ({ value: type, condition: eq(projects.propertyType, type) })),
    },
  ]);
  return counts as Record<keyof typeof empty, Record<string, number>>;
}

/**
 * /NewProject: projects filtered in the database by city (projects_city_created_idx),
 * listing type (projects_listing_type_created_idx) and name (the GIN full-text index),
 * newest first, a page at a time.
 */
export function searchProjects(filters: ProjectFilters, pageSize: number = LIMITS.pageSize) {
  return paged(filtersCondition(filters), filters.page, pageSize);
}

/** The home page's newly added projects: the newest few (projects_created_idx). */
export function newlyAddedProjects(limit = 8): Promise<ProjectSummary[]> {
  return summaries(undefined, limit);
}

/** /project/{city}: every project in one city, newest first (projects_city_created_idx). */
export function projectsInCity(city: string, page: number, pageSize: number = LIMITS.pageSize) {
  return paged(eq(projects.city, city), page, pageSize);
}

export interface CityProjects {
  city: City;
  total: number;
  projects: ProjectSummary[];
}

/**
 * The newest few projects of each supported city, with each city's count (/NewsProject,
 * /Cityhome). One indexed query per city: five short index scans.
 */
export async function projectsByCity(perCity = 4): Promise<CityProjects[]> {
  const [lists, counts] = await Promise.all([
    Promise.all(CITIES.map((city) => summaries(eq(projects.city, city), perCity))),
    getDb()
      .select({ city: projects.city, total: sql<number>`count(*)::int` })
      .from(projects)
      .where(inArray(projects.city, [...CITIES]))
      .groupBy(projects.city),
  ]);
  return CITIES.map((city, index) => ({
    city,
    total: Number(counts.find((row) => row.city === city)?.total ?? 0),
    projects: lists[index] ?? [],
  }));
}

/**
 * The home page's projects to explore: one card per supported city that has projects,
 * showing its newest project, in the order of CITIES. Five index probes
 * (projects_city_created_idx), however many projects there are.
 */
export async function projectsToExplore(): Promise<ExploreCard[]> {
  const newest = await Promise.all(CITIES.map((city) => summaries(eq(projects.city, city), 1)));
  return CITIES.flatMap((city, index) => {
    const project = newest[index]?.[0];
    return project ? [{ city, href: cityListHref(city), project }] : [];
  });
}

// Where it is reaches a page only as its public position (listing-core/location.server.ts).
const {
  search: _search,
  userId: _userId,
  latitude: _latitude,
  longitude: _longitude,
  publicLatitude: _publicLatitude,
  publicLongitude: _publicLongitude,
  ...detailColumns
} = getTableColumns(projects);

export interface ProjectDetail {
  project: Omit<typeof projects.$inferSelect, "search" | "userId" | "createdAt" | PointColumn> & {
    createdAt: string;
  };
  images: StoredImage[];
  position: PublicPosition | null;
}

/** One project with its photos, or null (unknown or malformed id). */
export async function findProject(id: string): Promise<ProjectDetail | null> {
  if (!isProjectId(id)) return null;
  const [[row], photos] = await Promise.all([
    getDb()
      .select({ ...detailColumns, point: pointOf(projects) })
      .from(projects)
      .where(eq(projects.id, id)),
    photosOf(PROJECT, id),
  ]);
  if (!row) return null;
  const { createdAt, price, point, ...project } = row;
  return {
    project: { ...project, price: price === null ? null : Number(price), createdAt: createdAt.toISOString() },
    images: photos,
    position: await publicPosition({ ...project, ...point }),
  };
}

/**
 * Moves the projects of `where` (joined with the list of localities) where the list puts them
 * now (decision 058: their locality's centre, or no position; a pin stays), 500 a transaction
 * as the listing store does: how many.
 */
async function placeWhereListed(where: SQL): Promise<number> {
  let placed = 0;
  for (let round = 0; round < 1_000; round++) {
    const count = await inChangingTransaction(async (tx, changed) => {
      const rows = await tx
        .select(unplacedColumns(projects))
        .from(projects)
        .leftJoin(localities, onItsLocality(projects))
        .where(and(where, misplaced(projects)))
        .limit(500);
      if (rows.length === 0) return 0;
      await tx
        .update(projects)
        .set(SET_FROM_PLACED)
        .from(await placedRows(rows, tx))
        .where(sql`${projects.id} = placed.id`);
      changed({ tags: [...rows.map((row) => `project:${row.id}` as const), "lists"] });
      return rows.length;
    });
    placed += count;
    if (count < 500) break;
  }
  return placed;
}

/** After an Admin placed or corrected a locality: its projects without a pin move with it. */
export function placeProjectsAtCentres(city: string, locality: string): Promise<number> {
  return placeWhereListed(followingCentre(projects, city, locality));
}

/**
 * At every start, as the listing store does for properties: each project's locality by the
 * list's one name, then every project where the list puts it now.
 */
export async function settleProjectLocations(): Promise<number> {
  await inChangingTransaction(async (tx, changed) => {
    const names = await tx
      .selectDistinct({ city: projects.city, locality: projects.locality })
      .from(projects)
      .leftJoin(localities, onItsLocality(projects))
      .where(offTheList(projects))
      .limit(1_000);
    for (const { city, locality } of names) {
      const { name } = await settleLocality(city, locality, null, tx);
      if (name === locality) continue;
      const renamed = await tx
        .update(projects)
        .set({ locality: name })
        .where(and(eq(projects.city, city), eq(projects.locality, locality)))
        .returning({ id: projects.id });
      if (renamed.length) changed({ tags: [...renamed.map((row) => `project:${row.id}` as const), "lists"] });
    }
  });
  return placeWhereListed(sql`true`);
}

/** Only the city of a project (the /Newprojectdetial redirect reads nothing else). */
export async function projectCity(id: string): Promise<string | null> {
  if (!isProjectId(id)) return null;
  const [row] = await getDb().select({ city: projects.city }).from(projects).where(eq(projects.id, id));
  return row?.city ?? null;
}

/**
 * Stores a new project with its author and time, and attaches its photos in the same
 * transaction, with the same rule as properties: each photo must be the author's own
 * upload, not yet attached to anything; otherwise nothing is saved.
 */
export async function createProject(userId: string, input: ListingInput): Promise<string> {
  if (new Set(input.imageIds).size > LIMITS.imagesPerListing) throw new ListingImagesError(IMAGES_NOT_YOURS);
  return inChangingTransaction(async (tx, changed) => {
    // Its locality by the list's name, and its position: the pin (checked), the centre, or none.
    const at = await placeListing(input, userId, tx);
    // The id is made here, so the point visitors see (keyed by it) goes in with the row.
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(projects)
      .values({ ...listingValues(input, listingSettings()), ...at, ...(await publicColumns(id, at)), id, userId })
      .returning({ id: projects.id });
    if (!row) throw new Error("The project was not saved.");
    await attachUploads(tx, PROJECT, userId, input.imageIds, row.id);
    changed({ tags: [`project:${row.id}`, "lists"] });
    return row.id;
  });
}

/**
 * Deletes a project and its photos: the rows in one transaction (the project locked first, so
 * two removals cannot both succeed), then the files. Admins only (the caller checks).
 */
export async function deleteProject(id: string): Promise<boolean> {
  if (!isProjectId(id)) return false;
  const photos = await inChangingTransaction(async (tx, changed) => {
    const [target] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for("update");
    if (!target) return null;
    const gone = await deleteImageRows(tx, eq(images.projectId, id));
    await tx.delete(projects).where(eq(projects.id, id));
    changed({ tags: [`project:${id}`, "lists"] });
    return gone;
  });
  if (!photos) return false;
  await deleteImageFiles(photos);
  return true;
}

/** An Admin marks a project's RERA number as checked (who, when); false when it has none. */
export async function checkProjectRera(id: string, adminId: string): Promise<boolean> {
  if (!isProjectId(id)) return false;
  return inChangingTransaction(async (tx, changed) => {
    const rows = await tx
      .update(projects)
      .set(reraChecked(adminId))
      .where(and(eq(projects.id, id), ne(projects.reraNumber, "")))
      .returning({ id: projects.id });
    if (rows.length) changed({ tags: [`project:${id}`] });
    return rows.length > 0;
  });
}

export interface AdminProjectSummary extends ProjectSummary {
  authorName: string | null;
}

/** The Admin's list beside the wizard: every project, newest first, with who posted it. */
export async function adminProjects(
  page: number,
  pageSize: number = LIMITS.adminPageSize,
): Promise<Page<AdminProjectSummary>> {
  const image = firstImage(images.projectId, projects.id);
  const [rows, total] = await Promise.all([
    getDb()
      .select({
        ...cardColumns(PROJECT),
        image: firstImageColumns(image),
        authorName: user.name,
      })
      .from(projects)
      .leftJoin(user, eq(user.id, projects.userId))
      .leftJoinLateral(image, sql`true`)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    getDb().$count(projects),
  ]);
  return {
    items: rows.map(({ authorName, image, ...row }) => ({ ...toSummary(toCardRow(row, image)), authorName })),
    total,
    page,
    pages: pageCount(total, pageSize),
  };
}

/**
 * The city data of each supported city (the city_pages table; Lucknow's page is
 * lucknow-faizabad-road): what the project wizard shows when a city is picked, and the
 * lead of a city's project pages. The first page of a city by position wins.
 */
export async function citySummaries(locale: Locale): Promise<Partial<Record<City, CitySummary>>> {
  const rows = await getDb()
    .select({
      slug: cityPages.slug,
      city: cityPages.city,
      title: cityPages.title,
      about: cityPages.about,
      location: cityPages.location,
      projectType: cityPages.projectType,
      amenities: cityPages.amenities,
      priceRange: cityPages.priceRange,
      hindi: cityPages.hindi,
    })
    .from(cityPages)
    .orderBy(asc(cityPages.position));
  const byCity: Partial<Record<City, CitySummary>> = {};
  for (const row of rows) {
    const city = cityFromSlug(row.city);
    if (city && !byCity[city]) byCity[city] = inLanguage(row, locale);
  }
  return byCity;
}

export async function citySummary(city: City, locale: Locale): Promise<CitySummary | undefined> {
  return (await citySummaries(locale))[city];
}
