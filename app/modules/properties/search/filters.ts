import { AMENITIES, CATEGORIES, CITIES, type City, FURNISHING, PROPERTY_FORM } from "#app/config/enums";
import { amountParser, orderedRange, parseRupees } from "#app/modules/listing-core/budget";
import { FIELDS } from "#app/modules/listing-core/fields";
import { cleanQuery } from "#app/modules/listing-core/query-text";
import { parsePage } from "#app/modules/platform/pagination";
import { AREA_UNITS, type AreaUnit } from "#app/modules/text/area";

/**
 * The filters of /Search, kept in the URL so a search can be shared and the back button
 * walks through earlier ones. Parsing never fails: a bad or unknown value is dropped and
 * the rest of the search stands. Free of Zod and of server code: the page's form and the
 * server read the same module.
 */

export const SORTS = ["newest", "price-asc", "price-desc", "ppsf", "area"] as const;
export type Sort = (typeof SORTS)[number];

export const POSTED_BY = ["Owner", "Agent"] as const;

/** The filters whose options show how many results each would give. */
export const FACETS = [
  "listingType",
  "category",
  "propertyType",
  "bhk",
  "furnishing",
  "possession",
  "postedBy",
] as const;
export type Facet = (typeof FACETS)[number];
/** For each facet, the results each of its options would give: option value → count. */
export type FacetCounts = Record<Facet, Record<string, number>>;

export interface SearchFilters {
  /** The word search (cleanQuery). */
  q: string;
  city?: City;
  /** Exact localities (any of them), case-insensitive. */
  localities: string[];
  listingType?: string;
  category?: string;
  propertyType?: string;
  /** Bedrooms: 0 is 1 RK, 6 is 6+. */
  bhk: number[];
  /** Whole rupees. */
  budgetMin?: number;
  budgetMax?: number;
  /** In areaUnit; the server converts to square feet. */
  areaMin?: number;
  areaMax?: number;
  areaUnit: AreaUnit;
  furnishing?: string;
  possession?: string;
  postedBy?: (typeof POSTED_BY)[number];
  /** Every one of them must be present. */
  amenities: string[];
  /** Only listings with at least one photo. */
  photos: boolean;
  sort: Sort;
  page: number;
}

const MAX_LOCALITIES = 5;
const MAX_LOCALITY = 80;
/** Longer values are nonsense or an attack, not a search; they are dropped unread. */
const MAX_VALUE = 200;
const MAX_AREA = FIELDS.plotArea.max;

const PROPERTY_TYPES: readonly string[] = [...new Set(Object.values(PROPERTY_FORM.propertyTypes).flat())];
const AREA_UNIT_NAMES = Object.keys(AREA_UNITS) as AreaUnit[];

/** The option that matches, whatever its case ("lucknow" gives "Lucknow"). */
function option<T extends string>(options: readonly T[]) {
  return (value: string): T | undefined => {
    const wanted = value.trim().toLowerCase();
    return options.find((item) => item.toLowerCase() === wanted);
  };
}

function values(params: URLSearchParams, key: string): string[] {
  return params.getAll(key).filter((value) => value.length <= MAX_VALUE);
}

/** A single-valued key: the first value that parses wins. */
function first<T>(params: URLSearchParams, key: string, parse: (value: string) => T | undefined): T | undefined {
  for (const value of values(params, key)) {
    const parsed = parse(value);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

/** A repeatable key: every value that parses, without repeats. */
function all<T>(params: URLSearchParams, key: string, parse: (value: string) => T | undefined): T[] {
  const found: T[] = [];
  for (const value of values(params, key)) {
    const parsed = parse(value);
    if (parsed !== undefined && !found.includes(parsed)) found.push(parsed);
  }
  return found;
}

function locality(value: string): string | undefined {
  const cleaned = cleanQuery(value);
  return cleaned && cleaned.length <= MAX_LOCALITY ? cleaned : undefined;
}

const bedrooms = (value: string) => (/^\s*[0-6]\s*$/.test(value) ? Number(value) : undefined);
const page = (value: string) =>
  value.trim() && Number.isInteger(Number(value)) && Number(value) >= 1 ? parsePage(value) : undefined;
const yes = (value: string) => (["1", "true", "on", "yes"].includes(value.trim().toLowerCase()) ? true : undefined);

export function parseFilters(params: URLSearchParams): SearchFilters {
  const category = first(params, "category", option(CATEGORIES));
  const categoryTypes: readonly string[] = category ? PROPERTY_FORM.propertyTypes[category] : PROPERTY_TYPES;
  const [budgetMin, budgetMax] = orderedRange(
    first(params, "budgetMin", parseRupees),
    first(params, "budgetMax", parseRupees),
  );
  const [areaMin, areaMax] = orderedRange(
    first(params, "areaMin", amountParser(MAX_AREA, true)),
    first(params, "areaMax", amountParser(MAX_AREA, true)),
  );
  const localities: string[] = [];
  for (const name of all(params, "locality", locality)) {
    const lower = name.toLowerCase();
    if (localities.length < MAX_LOCALITIES && !localities.some((kept) => kept.toLowerCase() === lower))
      localities.push(name);
  }
  const amenities = all(params, "amenity", option(AMENITIES));
  const filters: SearchFilters = {
    q: first(params, "q", (value) => cleanQuery(value) || undefined) ?? "",
    city: first(params, "city", option(CITIES)),
    localities,
    listingType: first(params, "listingType", option(PROPERTY_FORM.listingTypes)),
    category,
    // A type outside the chosen category matches nothing; it is dropped instead.
    propertyType: first(params, "propertyType", option(categoryTypes)),
    bhk: all(params, "bhk", bedrooms).sort((a, b) => a - b),
    budgetMin,
    budgetMax,
    areaMin,
    areaMax,
    areaUnit: first(params, "areaUnit", option(AREA_UNIT_NAMES)) ?? "sqft",
    furnishing: first(params, "furnishing", option(FURNISHING)),
    possession: first(params, "possession", option(FIELDS.possession.options)),
    postedBy: first(params, "postedBy", option(POSTED_BY)),
    // In the list's order, so the same choice always makes the same URL.
    amenities: AMENITIES.filter((name) => amenities.includes(name)),
    photos: first(params, "photos", yes) ?? false,
    sort: first(params, "sort", option(SORTS)) ?? "newest",
    page: first(params, "page", page) ?? 1,
  };
  return dropUndefined(filters);
}

/** Keys whose value is undefined are left out, so parsed filters compare equal to built ones. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The query string of a search: canonical order, defaults left out (page 1 too). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.append(key, String(value));
  };
  put("q", filters.q);
  put("city", filters.city);
  for (const name of filters.localities) put("locality", name);
  put("listingType", filters.listingType);
  put("category", filters.category);
  put("propertyType", filters.propertyType);
  for (const count of filters.bhk) put("bhk", count);
  put("budgetMin", filters.budgetMin);
  put("budgetMax", filters.budgetMax);
  put("areaMin", filters.areaMin);
  put("areaMax", filters.areaMax);
  if (filters.areaUnit !== "sqft") put("areaUnit", filters.areaUnit);
  put("furnishing", filters.furnishing);
  put("possession", filters.possession);
  put("postedBy", filters.postedBy);
  for (const name of filters.amenities) put("amenity", name);
  if (filters.photos) put("photos", 1);
  if (filters.sort !== "newest") put("sort", filters.sort);
  if (filters.page !== 1) put("page", filters.page);
  return params;
}

/**
 * How many filters narrow the search, each facet counted once (two localities are one
 * filter, a budget's min and max are one): the word search, sort and page are not filters.
 */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.city,
    filters.localities.length > 0,
    filters.listingType,
    filters.category,
    filters.propertyType,
    filters.bhk.length > 0,
    filters.budgetMin !== undefined || filters.budgetMax !== undefined,
    filters.areaMin !== undefined || filters.areaMax !== undefined,
    filters.furnishing,
    filters.possession,
    filters.postedBy,
    filters.amenities.length > 0,
    filters.photos,
  ].filter(Boolean).length;
}
