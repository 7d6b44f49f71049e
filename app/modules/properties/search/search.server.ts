import { and, arrayContains, eq, exists, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { publicCount, rememberPublic } from "#app/modules/db/public-cache.server";
import { prefixQuery } from "#app/modules/listing-core/query-text";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { cardPage, toCardRow, withFirstPhoto } from "#app/modules/listing-core/store.server";
import { type Page, pageCount } from "#app/modules/platform/pagination";
import { approvedPage, PROPERTY, searchCondition } from "#app/modules/properties/properties.server";
import type { PropertySummary } from "#app/modules/properties/types";
import { toSquareFeet } from "#app/modules/text/area";
import { images, properties, user } from "#db/schema";
import { FACETS, type Facet, type FacetCounts, type SearchFilters, type Sort } from "./filters";

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
    filters.budgetMin !== undefined ? gte(properties.price, filters.budgetMin) : undefined,
    filters.budgetMax !== undefined ? lte(properties.price, filters.budgetMax) : undefined,
    areaMin !== undefined ? gte(properties.areaSqft, areaMin) : undefined,
    areaMax !== undefined ? lte(properties.areaSqft, areaMax) : undefined,
    filters.amenities.length ? arrayContains(properties.amenities, filters.amenities) : undefined,
    filters.photos
      ? exists(getDb().select({ one: sql`1` }).from(images).where(eq(images.propertyId, properties.id)))
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const facets: Partial<Record<Facet, SQL>> = {};
  if (filters.listingType) facets.listingType = eq(properties.listingType, filters.listingType);
  if (filters.category) facets.category = eq(properties.propertyCategory, filters.category);
  if (filters.propertyType) facets.propertyType = eq(properties.propertyType, filters.propertyType);
  if (filters.bhk.length) facets.bhk = inArray(properties.bedrooms, filters.bhk);
  if (filters.furnishing) facets.furnishing = eq(properties.furnishing, filters.furnishing);
  if (filters.possession) facets.possession = eq(properties.possession, filters.possession);
  if (filters.postedBy) {
    facets.postedBy = exists(
      getDb()
        .select({ one: sql`1` })
        .from(user)
        .where(and(eq(user.id, properties.userId), eq(user.role, filters.postedBy))),
    );
  }
  return { base, facets };
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

/** The column each facet counts the values of (postedBy: the poster's role, from the joined user). */
const FACET_COLUMNS: Record<Facet, SQLWrapper> = {
  listingType: properties.listingType,
  category: properties.propertyCategory,
  propertyType: properties.propertyType,
  bhk: properties.bedrooms,
  furnishing: properties.furnishing,
  possession: properties.possession,
  postedBy: user.role,
};

/**
 * How many results each option of each facet would give with the other filters as they
 * are (the facet's own choice set aside, as 99acres and Housing count them).
 */
export async function facetCounts(filters: SearchFilters): Promise<FacetCounts> {
  const counts = Object.fromEntries(FACETS.map((facet) => [facet, {}])) as FacetCounts;
  const query = facetQuery(filters);
  if (!query) return counts;
  // Remembered for a few seconds like every public total: a popular search is counted once.
  const { sql: text, params } = query.toSQL();
  const rows = await rememberPublic(`facets\n${text}\n${JSON.stringify(params)}`, () => query.execute());
  for (const row of rows) {
    // grouping() has a bit a facet, the first facet the highest; the row's own facet's bit is 0.
    const index = FACETS.findIndex((_, i) => (Number(row.sets) & (1 << (FACETS.length - 1 - i))) === 0);
    const facet = FACETS[index];
    const value = row.values[index];
    if (facet && value !== null && value !== undefined) counts[facet][value] = Number(row.counts[index] ?? 0);
  }
  return counts;
}

/**
 * All the facets' counts in one scan (exported for the benchmark's EXPLAIN): GROUP BY
 * GROUPING SETS, one set a facet, over the rows that meet every filter but at most one
 * facet's; each set counts the rows that meet every other facet's choice.
 */
export function facetQuery(filters: SearchFilters) {
  const parts = conditions(filters);
  if (!parts) return undefined;
  // The poster is joined here: the role is read from the join, not looked up row by row.
  if (filters.postedBy) parts.facets.postedBy = eq(user.role, filters.postedBy);
  const chosen = FACETS.filter((facet) => parts.facets[facet]);
  const holds = (facet: Facet) => sql`(${parts.facets[facet]})::int`;
  const othersHold = (facet: Facet) => {
    const others = chosen.filter((other) => other !== facet);
    return others.length ? sql`${sql.join(others.map(holds), sql` + `)} = ${others.length}` : sql`true`;
  };
  const columns = FACETS.map((facet) => FACET_COLUMNS[facet]);
  return getDb()
    .select({
      values: sql<Array<string | null>>`array[${sql.join(
        columns.map((column) => sql`${column}::text`),
        sql`, `,
      )}]`,
      sets: sql<number>`grouping(${sql.join(columns, sql`, `)})`,
      counts: sql<number[]>`array[${sql.join(
        FACETS.map((facet) => sql`count(*) filter (where ${othersHold(facet)})::int`),
        sql`, `,
      )}]`,
    })
    .from(properties)
    .leftJoin(user, eq(user.id, properties.userId))
    .where(
      and(
        ...parts.base,
        chosen.length > 1 ? sql`${sql.join(chosen.map(holds), sql` + `)} >= ${chosen.length - 1}` : undefined,
      ),
    )
    .groupBy(
      sql`grouping sets (${sql.join(
        columns.map((column) => sql`(${column})`),
        sql`, `,
      )})`,
    );
}
