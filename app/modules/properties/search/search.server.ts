import {
  and,
  arrayContains,
  between,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";

import type { PgColumn } from "drizzle-orm/pg-core";
import { AMENITIES } from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { publicCount } from "#app/modules/db/public-cache.server";
import { type CountedFilter, countOptions, countQuery } from "#app/modules/listing-core/facets.server";
import { filterOptions } from "#app/modules/listing-core/fields";
import { legalityStatus } from "#app/modules/listing-core/legality-status.server";
import { type Box, boxAround, DEFAULT_WITHIN_KM, type Point } from "#app/modules/listing-core/location";
import { prefixQuery } from "#app/modules/listing-core/query-text";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { cardPage, cardRows, titleColumns, toCardRow, withFirstPhoto } from "#app/modules/listing-core/store.server";
import type { TitleFacts } from "#app/modules/listing-core/title";
import { type Page, pageCount } from "#app/modules/platform/pagination";
import { postedByRole } from "#app/modules/properties/posted-by";
import { approvedPage, PROPERTY, searchCondition } from "#app/modules/properties/properties.server";
import type { PropertySummary } from "#app/modules/properties/types";
import { toSquareFeet } from "#app/modules/text/area";
import { images, properties, user } from "#db/schema";
import {
  budgetOptions,
  chosenValues,
  DECLARED_FILTERS,
  type DeclaredFilter,
  FACETS,
  type Facet,
  type FacetCounts,
  optionFinds,
  POSTED_BY,
  type SearchFilters,
  type Sort,
} from "./filters";
import { type IndexedSearch, liveIndex } from "./live-index.server";

/**
 * /Search: live (approved) properties matching every filter, in the chosen order. Every
 * filter is a condition of one WHERE, which both the page and its count use.
 */
export async function searchProperties(
  filters: SearchFilters,
  pageSize: number = LIMITS.pageSize,
): Promise<Page<PropertySummary>> {
  const indexed = await fromIndex(filters, pageSize);
  if (indexed) return indexedPage(filters, indexed, pageSize);
  return searchInDatabase(filters, pageSize);
}

/**
 * A search's page of results and every option's count: from the index of live listings
 * when it has no words (one pass over memory), else from the database.
 */
export async function searchWithCounts(
  filters: SearchFilters,
  pageSize: number = LIMITS.pageSize,
): Promise<{ results: Page<PropertySummary>; counts: FacetCounts }> {
  const indexed = await fromIndex(filters, pageSize);
  if (indexed) return { results: await indexedPage(filters, indexed, pageSize), counts: indexed.counts };
  const [results, counts] = await Promise.all([searchInDatabase(filters, pageSize), facetsInDatabase(filters)]);
  return { results, counts };
}

/** The index's answer to a search without words; undefined with words or while the index is built. */
async function fromIndex(filters: SearchFilters, pageSize: number): Promise<IndexedSearch | undefined> {
  if (filters.q) return undefined;
  return (await liveIndex())?.search(filters, filters.page, pageSize);
}

/**
 * The cards of the index's page, read by id in its order. The search's own conditions are
 * asked again, so a listing changed since cannot slip in.
 */
async function indexedPage(
  filters: SearchFilters,
  found: IndexedSearch,
  pageSize: number,
): Promise<Page<PropertySummary>> {
  const { total, ids } = found;
  const where = filterCondition(filters);
  const rows = ids.length && where ? await cardRows(PROPERTY, and(where, inArray(properties.id, ids)), ids.length) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, isApproved: true }] : [];
  });
  return { items, total, page: filters.page, pages: pageCount(total, pageSize) };
}

/** searchProperties in SQL: the reference the index answers like (exported for its tests). */
export async function searchInDatabase(
  filters: SearchFilters,
  pageSize: number = LIMITS.pageSize,
): Promise<Page<PropertySummary>> {
  const { page, sort } = filters;
  const where = filterCondition(filters);
  if (!where) return { items: [], total: 0, page, pages: 1 };
  // Newest first is the order of properties_approved_created_idx, read from either end.
  if (sort === "newest") return approvedPage(where, page, pageSize);
  const total = await publicCount(properties, where);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { items: [], total, page, pages: pageCount(total, pageSize) };
  const rows = await sortedQuery(where, sort, pageSize, offset, filters.near);
  return {
    items: rows.map(({ page: row, first_image }) => ({
      ...toCardRow(row, first_image),
      isApproved: true,
    })),
    total,
    page,
    pages: pageCount(total, pageSize),
  };
}

/** How many live properties a search finds (a few seconds fresh, like every public total). */
export async function countProperties(filters: SearchFilters): Promise<number> {
  const indexed = await fromIndex(filters, 0);
  if (indexed) return indexed.total;
  const where = filterCondition(filters);
  return where ? publicCount(properties, where) : 0;
}

/** The WHERE of a search; undefined when it can match nothing (a query of punctuation alone). */
export function filterCondition(filters: SearchFilters): SQL | undefined {
  const parts = conditions(filters);
  return parts && and(...parts.base, ...Object.values(parts.facets));
}

/**
 * A search's conditions: those of the facets whose options are counted, apart, and the
 * rest (undefined when it can match nothing).
 */
function conditions(filters: SearchFilters): { base: SQL[]; facets: Partial<Record<Facet, SQL>> } | undefined {
  const query = prefixQuery(filters.q);
  if (filters.q.trim() && !query) return undefined;
  const areaFactor = toSquareFeet(1, filters.areaUnit, listingSettings().bighaSqft);
  const squareFeet = (value: number | undefined) =>
    value === undefined || !Number.isFinite(areaFactor) ? undefined : value * areaFactor;
  const areaMin = squareFeet(filters.areaMin);
  const areaMax = squareFeet(filters.areaMax);
  const base = [
    searchCondition(query, filters.city),
    filters.localities.length
      ? inArray(
          sql`lower(${properties.locality})`,
          filters.localities.map((name) => name.toLowerCase()),
        )
      : undefined,
    areaMin !== undefined ? gte(properties.areaSqft, areaMin) : undefined,
    areaMax !== undefined ? lte(properties.areaSqft, areaMax) : undefined,
    filters.amenities.length ? arrayContains(properties.amenities, filters.amenities) : undefined,
    filters.photos ? hasPhoto() : undefined,
    filters.lda ? inApprovedLayout() : undefined,
    filters.box ? inBox(filters.box) : undefined,
    filters.near ? nearCondition(filters.near, filters.within ?? DEFAULT_WITHIN_KM) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const facets: Partial<Record<Facet, SQL>> = {};
  if (filters.budgetMin !== undefined) facets.budgetMin = gte(properties.price, filters.budgetMin);
  if (filters.budgetMax !== undefined) facets.budgetMax = lte(properties.price, filters.budgetMax);
  for (const filter of DECLARED_FILTERS) {
    const chosen = chosenValues(filters, filter);
    // A filter whose options are not counted narrows the counts like the place does.
    if (chosen.length && filter.counted) facets[filter.param] = declaredCondition(filter, chosen);
    else if (chosen.length) base.push(declaredCondition(filter, chosen));
  }
  if (filters.postedBy) {
    facets.postedBy = exists(
      getDb()
        .select({ one: sql`1` })
        .from(user)
        .where(and(eq(user.id, properties.userId), eq(postedByRole, filters.postedBy))),
    );
  }
  return { base, facets };
}

/** Shown inside the map's box (the point visitors see, never the true one: decision 050). */
const inBox = (box: Box) =>
  and(
    between(properties.publicLatitude, box.south, box.north),
    between(properties.publicLongitude, box.west, box.east),
  ) as SQL;

/** In a layout the LDA approved and on none of its lists of illegal colonies (decision 046). */
const inApprovedLayout = () => eq(legalityStatus(properties), "approved");

const hasPhoto = () => exists(getDb().select({ one: sql`1` }).from(images).where(eq(images.propertyId, properties.id)));

/** A declared filter's column (db/listing-columns.ts names them after their fields). */
const columnOf = (filter: DeclaredFilter) =>
  (properties as unknown as Record<string, PgColumn>)[filter.field] as PgColumn;

/** A declared filter's condition: what its one option finds, or any of its options (filters.ts: optionFinds). */
function declaredCondition(filter: DeclaredFilter, options: ReadonlyArray<string | number>): SQL {
  const column = columnOf(filter);
  const conditions = options.map((option) => {
    const finds = optionFinds(filter, option);
    if ("atLeast" in finds) return gte(column, finds.atLeast);
    return finds.values.length === 1 ? eq(column, finds.values[0]) : inArray(column, [...finds.values]);
  });
  return conditions.length === 1 ? (conditions[0] as SQL) : (or(...conditions) as SQL);
}

/** The sorted columns, of the table or of the page taken from it. */
type SortColumns = Record<
  "price" | "pricePerSqft" | "areaSqft" | "createdAt" | "id" | "publicLatitude" | "publicLongitude",
  SQLWrapper
>;

/** Each order, ties broken newest first; listings without the sorted value come last. */
function orderOf(sort: Exclude<Sort, "newest">, t: SortColumns, near?: Point): SQL[] {
  const newest = [sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`];
  const first = {
    "price-asc": sql`${t.price} asc nulls last`,
    "price-desc": sql`${t.price} desc nulls last`,
    ppsf: sql`${t.pricePerSqft} asc nulls last`,
    area: sql`${t.areaSqft} desc nulls last`,
    distance: sql`${distanceKm(near, t)} asc nulls last`,
  }[sort];
  return [first, ...newest];
}

/**
 * The straight-line distance (km) from `from` to each listing's shown point: the haversine
 * formula as kmBetween (listing-core/location.ts) works it, so SQL and the index agree.
 */
function distanceKm(
  from: Point | undefined,
  t: Pick<SortColumns, "publicLatitude" | "publicLongitude"> = properties,
): SQL {
  if (!from) return sql`null::float8`;
  const lat = t.publicLatitude;
  const lng = t.publicLongitude;
  return sql`(2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(${lat} - ${from.latitude}::float8) / 2), 2) + cos(radians(${from.latitude}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${from.longitude}::float8) / 2), 2)))))`;
}

/** Within `km` of the visitor: the box around the circle (indexed), then the distance itself. */
function nearCondition(from: Point, km: number): SQL {
  return and(inBox(boxAround(from, km)), sql`${distanceKm(from)} <= ${km}::float8`) as SQL;
}

/**
 * A page of cards in a sort other than newest (exported for the benchmark's EXPLAIN): the
 * page of rows is taken first and only those rows look up their first photo, as cardQuery does.
 */
export function sortedQuery(where: SQL, sort: Exclude<Sort, "newest">, limit: number, offset: number, near?: Point) {
  const page = cardPage(PROPERTY, where, orderOf(sort, properties, near), limit, offset);
  return withFirstPhoto(PROPERTY, page).rows.orderBy(...orderOf(sort, page, near));
}

/**
 * How many results each option of each facet would give with the other filters as they
 * are (the facet's own choice set aside, as 99acres and Housing count them), in one scan
 * by the core's counter.
 */
export async function facetCounts(filters: SearchFilters): Promise<FacetCounts> {
  return (await fromIndex(filters, 0))?.counts ?? facetsInDatabase(filters);
}

/** facetCounts in SQL: the reference the index answers like (exported for its tests). */
export async function facetsInDatabase(filters: SearchFilters): Promise<FacetCounts> {
  const parts = conditions(filters);
  if (!parts) return Object.fromEntries(FACETS.map((facet) => [facet, {}])) as FacetCounts;
  const counts = await countOptions(...facetArguments(filters, parts));
  // Only the options that give results, as before: the panel reads a missing one as 0.
  return Object.fromEntries(
    Object.entries(counts).map(([facet, options]) => [
      facet,
      Object.fromEntries(Object.entries(options).filter(([, count]) => count > 0)),
    ]),
  ) as FacetCounts;
}

/** facetCounts' one query (exported for the benchmark's EXPLAIN). */
export function facetQuery(filters: SearchFilters) {
  const parts = conditions(filters);
  return parts ? countQuery(...facetArguments(filters, parts)).query : undefined;
}

function facetArguments(filters: SearchFilters, parts: NonNullable<ReturnType<typeof conditions>>) {
  return [
    properties,
    and(...parts.base),
    countedFilters(filters, parts.facets),
    // The poster is joined here: the role is read from the join, not looked up row by row.
    { table: user, on: eq(user.id, properties.userId) },
  ] as const;
}

/** The counted filters of a search, each with its choice and the condition of each option. */
function countedFilters(filters: SearchFilters, facets: Partial<Record<Facet, SQL>>): CountedFilter[] {
  const declared = DECLARED_FILTERS.filter((filter) => filter.counted).map((filter) => ({
    name: filter.param,
    chosen: facets[filter.param],
    options: filterOptions(filter.field).map((value) => ({
      value,
      condition: declaredCondition(filter, [filter.numeric ? Number(value) : value]),
    })),
  }));
  const { budgetMin, budgetMax } = budgetOptions(filters);
  return [
    ...declared,
    {
      name: "postedBy",
      chosen: filters.postedBy ? eq(postedByRole, filters.postedBy) : undefined,
      options: POSTED_BY.map((role) => ({ value: role, condition: eq(postedByRole, role) })),
    },
    {
      name: "budgetMin",
      chosen: facets.budgetMin,
      options: budgetMin.map((rupees) => ({ value: String(rupees), condition: gte(properties.price, rupees) })),
    },
    {
      name: "budgetMax",
      chosen: facets.budgetMax,
      options: budgetMax.map((rupees) => ({ value: String(rupees), condition: lte(properties.price, rupees) })),
    },
    // One more amenity, photos or an approved layout narrow the search as it is (their choices are in the base).
    {
      name: "amenity",
      options: AMENITIES.map((amenity) => ({
        value: amenity,
        condition: arrayContains(properties.amenities, [amenity]),
      })),
    },
    { name: "photos", options: [{ value: "1", condition: hasPhoto() }] },
    { name: "lda", options: [{ value: "1", condition: inApprovedLayout() }] },
  ];
}

/** A listing on the search's map: the point visitors see, and what its marker's card says. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** What its title is made of (listing-core/title.ts), worded in the page's language by the page. */
  title: TitleFacts;
  price: number | null;
  perMonth: boolean;
}

/** At most this many markers on the map: the first of the results in their order. */
export const MAX_MARKERS = 500;

/**
 * The map view's markers (decision 050): the search's first MAX_MARKERS results in its
 * order, from the index when it can answer (as its list does), else from the database.
 */
export async function searchMarkers(
  filters: SearchFilters,
): Promise<{ markers: MapMarker[]; total: number; unplaced: number }> {
  const where = filterCondition(filters);
  if (!where) return { markers: [], total: 0, unplaced: 0 };
  const indexed = await fromIndex({ ...filters, page: 1 }, MAX_MARKERS);
  const columns = {
    id: properties.id,
    latitude: properties.publicLatitude,
    longitude: properties.publicLongitude,
    price: properties.price,
    ...titleColumns(properties),
  };
  const located = and(where, isNotNull(properties.publicLatitude), isNotNull(properties.publicLongitude));
  const rows = indexed
    ? indexed.ids.length
      ? await getDb()
          .select(columns)
          .from(properties)
          .where(and(located, inArray(properties.id, indexed.ids)))
      : []
    : await getDb()
        .select(columns)
        .from(properties)
        .where(located)
        .orderBy(desc(properties.createdAt), desc(properties.id))
        .limit(MAX_MARKERS);
  const total = indexed ? indexed.total : await publicCount(properties, where);
  // Results the site cannot place are on no map (decision 058): the page says how many.
  const unplaced =
    filters.box || filters.near ? 0 : await publicCount(properties, and(where, isNull(properties.publicLatitude)));
  return {
    markers: rows.map((row) => ({
      id: row.id,
      latitude: row.latitude as number,
      longitude: row.longitude as number,
      title: {
        projectBuildingName: row.projectBuildingName,
        listingType: row.listingType,
        propertyType: row.propertyType,
        bedrooms: row.bedrooms,
        plotArea: row.plotArea,
        areaUnit: row.areaUnit,
        locality: row.locality,
        city: row.city,
      },
      price: row.price === null ? null : Number(row.price),
      perMonth: row.listingType === "Rent",
    })),
    total,
    unplaced,
  };
}
