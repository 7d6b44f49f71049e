import { and, arrayContains, eq, exists, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { toSquareFeet } from "#app/modules/area";
import { getDb } from "#app/modules/db/db.server";
import { publicCount } from "#app/modules/db/public-cache.server";
import { prefixQuery } from "#app/modules/listing/query-text";
import { listingSettings } from "#app/modules/listing/settings.server";
import { cardPage, toCardRow, withFirstPhoto } from "#app/modules/listing/store.server";
import { type Page, pageCount } from "#app/modules/pagination";
import { images, properties, user } from "#db/schema";
import { approvedPage, PROPERTY, searchCondition } from "./listings.server";
import { FACETS, type Facet, type FacetCounts, type SearchFilters, type Sort } from "./search-filters";
import type { PropertySummary } from "./types";

/**
 * /Search: live (approved) properties matching every filter, in the chosen order. Every
 * filter is a condition of one WHERE, which both the page and its count use.
 */
export async function searchProperties(
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
  const rows = await sortedQuery(where, sort, pageSize, offset);
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
  const where = filterCondition(filters);
  return where ? publicCount(properties, where) : 0;
}

/** The WHERE of a search; undefined when it can match nothing (a query of punctuation alone). */
export function filterCondition(filters: SearchFilters): SQL | undefined {
  const query = prefixQuery(filters.q);
  if (filters.q.trim() && !query) return undefined;
  const areaFactor = toSquareFeet(1, filters.areaUnit, listingSettings().bighaSqft);
  const squareFeet = (value: number | undefined) =>
    value === undefined || !Number.isFinite(areaFactor) ? undefined : value * areaFactor;
  const areaMin = squareFeet(filters.areaMin);
  const areaMax = squareFeet(filters.areaMax);
  return and(
    searchCondition(query, filters.city),
    filters.localities.length
      ? inArray(
          sql`lower(${properties.locality})`,
          filters.localities.map((name) => name.toLowerCase()),
        )
      : undefined,
    filters.listingType ? eq(properties.listingType, filters.listingType) : undefined,
    filters.category ? eq(properties.propertyCategory, filters.category) : undefined,
    filters.propertyType ? eq(properties.propertyType, filters.propertyType) : undefined,
    filters.bhk.length ? inArray(properties.bedrooms, filters.bhk) : undefined,
    filters.budgetMin !== undefined ? gte(properties.price, filters.budgetMin) : undefined,
    filters.budgetMax !== undefined ? lte(properties.price, filters.budgetMax) : undefined,
    areaMin !== undefined ? gte(properties.areaSqft, areaMin) : undefined,
    areaMax !== undefined ? lte(properties.areaSqft, areaMax) : undefined,
    filters.furnishing ? eq(properties.furnishing, filters.furnishing) : undefined,
    filters.possession ? eq(properties.possession, filters.possession) : undefined,
    filters.postedBy
      ? exists(
          getDb()
            .select({ one: sql`1` })
            .from(user)
            .where(and(eq(user.id, properties.userId), eq(user.role, filters.postedBy))),
        )
      : undefined,
    filters.amenities.length ? arrayContains(properties.amenities, filters.amenities) : undefined,
    filters.photos
      ? exists(getDb().select({ one: sql`1` }).from(images).where(eq(images.propertyId, properties.id)))
      : undefined,
  );
}

/** The sorted columns, of the table or of the page taken from it. */
type SortColumns = Record<"price" | "pricePerSqft" | "areaSqft" | "createdAt" | "id", SQLWrapper>;

/** Each order, ties broken newest first; listings without the sorted value come last. */
function orderOf(sort: Exclude<Sort, "newest">, t: SortColumns): SQL[] {
  const newest = [sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`];
  const first = {
    "price-asc": sql`${t.price} asc nulls last`,
    "price-desc": sql`${t.price} desc nulls last`,
    ppsf: sql`${t.pricePerSqft} asc nulls last`,
    area: sql`${t.areaSqft} desc nulls last`,
  }[sort];
  return [first, ...newest];
}

/**
 * A page of cards in a sort other than newest (exported for the benchmark's EXPLAIN): the
 * page of rows is taken first and only those rows look up their first photo, as cardQuery does.
 */
export function sortedQuery(where: SQL, sort: Exclude<Sort, "newest">, limit: number, offset: number) {
  const page = cardPage(PROPERTY, where, orderOf(sort, properties), limit, offset);
  return withFirstPhoto(PROPERTY, page).rows.orderBy(...orderOf(sort, page));
}

/** The search without one facet's choice: what that facet's counts are counted in. */
function without(filters: SearchFilters, facet: Facet): SearchFilters {
  if (facet === "bhk") return { ...filters, bhk: [] };
  const { [facet]: _dropped, ...rest } = filters;
  return rest as SearchFilters;
}

function column(facet: Facet): SQL {
  switch (facet) {
    case "listingType":
      return sql`${properties.listingType}`;
    case "category":
      return sql`${properties.propertyCategory}`;
    case "propertyType":
      return sql`${properties.propertyType}`;
    case "bhk":
      return sql`${properties.bedrooms}::text`;
    case "furnishing":
      return sql`${properties.furnishing}`;
    case "possession":
      return sql`${properties.possession}`;
    case "postedBy":
      return sql`(select ${user.role} from ${user} where ${user.id} = ${properties.userId})`;
  }
}

/**
 * How many results each option of each facet would give with the other filters as they
 * are (the facet's own choice set aside, as 99acres and Housing count them): one GROUP BY
 * per facet over the same WHERE the page uses, all at once.
 */
export async function facetCounts(filters: SearchFilters): Promise<FacetCounts> {
  const counted = await Promise.all(
    FACETS.map(async (facet) => {
      const where = filterCondition(without(filters, facet));
      if (!where) return [facet, {}] as const;
      const value = column(facet);
      const rows = await getDb()
        .select({ value: sql<string | null>`${value}`, count: sql<number>`count(*)::int` })
        .from(properties)
        .where(where)
        .groupBy(value);
      const counts: Record<string, number> = {};
      for (const row of rows) if (row.value !== null) counts[row.value] = Number(row.count);
      return [facet, counts] as const;
    }),
  );
  return Object.fromEntries(counted) as FacetCounts;
}
