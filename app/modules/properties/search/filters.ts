import { AMENITIES, CITIES, type City } from "#app/config/enums";
import { amountParser, budgetPresets, orderedRange, parseRupees } from "#app/modules/listing-core/budget";
import {
  FIELDS,
  FILTER_FIELDS,
  type FieldName,
  type FilterField,
  type FilterSpec,
  filterOptions,
  filterSpec,
  isNumeric,
} from "#app/modules/listing-core/fields";
import { cleanQuery } from "#app/modules/listing-core/query-text";
import { parsePage } from "#app/modules/platform/pagination";
import { AREA_UNITS, type AreaUnit } from "#app/modules/text/area";
import { POSITION_FILTERS, type PositionFilters } from "./position-filters";

/**
 * The filters of /Search, kept in the URL so a search can be shared and the back button
 * walks through earlier ones. Parsing never fails: a bad or unknown value is dropped and
 * the rest of the search stands. Free of Zod and of server code: the page's form and the
 * server read the same module.
 */

export const SORTS = ["newest", "price-asc", "price-desc", "ppsf", "area", "distance"] as const;
export type Sort = (typeof SORTS)[number];

export const POSTED_BY = ["Owner", "Agent"] as const;

type Fields = typeof FIELDS;
type ParamOf<F extends FilterField> = Fields[F] extends { filter: { param: infer P extends string } } ? P : never;
type WidgetOf<F extends FilterField> = Fields[F] extends { filter: { widget: infer W } } ? W : never;
type ValueOf<F extends FilterField> = Fields[F] extends { store: "int" | "real" | "money" } ? number : string;

/**
 * The filters declared with the fields (listing-core/fields.ts, `filter`), keyed by their
 * URL parameter: a select's one value, or a chip group's values in the options' order.
 */
export type DeclaredFilters = {
  [F in FilterField as WidgetOf<F> extends "chips" ? ParamOf<F> : never]: ValueOf<F>[];
} & {
  [F in FilterField as WidgetOf<F> extends "select" ? ParamOf<F> : never]?: ValueOf<F>;
};

/** A declared filter as search reads it: its field, URL parameter, widget and labels. */
export interface DeclaredFilter {
  field: FilterField;
  param: keyof DeclaredFilters & string;
  widget: "select" | "chips";
  label: string;
  any: string;
  counted: boolean;
  numeric: boolean;
  /** Which stored values an option finds (FilterSpec.match): the same, at least it, or those listed. */
  match: NonNullable<FilterSpec["match"]> | "equal";
}

/** Every declared filter, in the declaration's order. */
export const DECLARED_FILTERS: readonly DeclaredFilter[] = FILTER_FIELDS.map((field) => {
  const spec = filterSpec(field);
  return {
    field,
    param: spec.param as DeclaredFilter["param"],
    widget: spec.widget,
    label: spec.label ?? FIELDS[field].label,
    any: spec.any ?? `Any ${FIELDS[field].label.toLowerCase()}`,
    counted: spec.counted ?? false,
    numeric: isNumeric(field),
    match: spec.match ?? "equal",
  };
});

/**
 * What an option of a declared filter finds, as SQL and the search index both read it: the
 * stored values it accepts, or every value from a least one (a road at least 30 ft wide).
 */
export function optionFinds(
  filter: DeclaredFilter,
  option: string | number,
): { values: ReadonlyArray<string | number> } | { atLeast: number } {
  if (filter.match === "atLeast") return { atLeast: Number(option) };
  const listed = filter.match === "equal" ? undefined : filter.match[String(option)];
  return { values: listed ?? [filter.numeric ? Number(option) : option] };
}

/** Whether a stored value is found by an option (the index's side of optionFinds). */
export function optionFindsValue(filter: DeclaredFilter, option: string, value: string | number): boolean {
  const finds = optionFinds(filter, option);
  return "atLeast" in finds ? Number(value) >= finds.atLeast : finds.values.map(String).includes(String(value));
}

/** A declared filter's chosen values, as a list (none, one of a select, or a group's). */
export function chosenValues(filters: SearchFilters, filter: DeclaredFilter): Array<string | number> {
  const value = (filters as unknown as Record<string, unknown>)[filter.param];
  if (Array.isArray(value)) return value as Array<string | number>;
  return value === undefined ? [] : [value as string | number];
}

/** The same search with a declared filter's choice replaced (none: an empty list). */
export function withChosen(
  filters: SearchFilters,
  filter: DeclaredFilter,
  values: ReadonlyArray<string | number>,
): SearchFilters {
  const next = { ...filters } as unknown as Record<string, unknown>;
  if (filter.widget === "chips") next[filter.param] = [...values];
  else if (values[0] === undefined) delete next[filter.param];
  else next[filter.param] = values[0];
  return next as unknown as SearchFilters;
}

/**
 * The order filters take in the canonical URL, the chips and the panel. The search's own
 * filters are named with the declared ones that were there first, so no URL changes; a
 * declared filter not named here follows the declared ones (before postedBy): adding one
 * needs no edit here.
 */
const NAMED_ORDER = [
  "q",
  "city",
  "locality",
  "listingType",
  "category",
  "propertyType",
  "bhk",
  "budget",
  "area",
  "furnishing",
  "possession",
  "postedBy",
  "amenity",
  "photos",
  "lda",
  ...POSITION_FILTERS.map((filter) => filter.param),
];
const BUILT_IN = new Set<string>(["q", "city", "locality", "budget", "area", "postedBy", "amenity", "photos", "lda"]);
export const FILTER_ORDER: readonly string[] = (() => {
  const declared = DECLARED_FILTERS.map((filter) => filter.param as string);
  const named = NAMED_ORDER.filter(
    (key) => BUILT_IN.has(key) || declared.includes(key) || POSITION_FILTERS.some((filter) => filter.param === key),
  );
  const rest = declared.filter((param) => !named.includes(param));
  const at = named.indexOf("postedBy");
  return [...named.slice(0, at), ...rest, ...named.slice(at)];
})();

/** The declared filters in FILTER_ORDER. */
export const ORDERED_DECLARED_FILTERS: readonly DeclaredFilter[] = FILTER_ORDER.flatMap((key) =>
  DECLARED_FILTERS.filter((filter) => filter.param === key),
);

/**
 * The filters whose options show how many results each would give: the declared ones
 * marked counted, the poster, each end of the budget (its presets), each amenity and
 * "With photos only" and "LDA-approved layouts only".
 */
export const FACETS = [
  ...DECLARED_FILTERS.filter((filter) => filter.counted).map((filter) => filter.param),
  "postedBy",
  "budgetMin",
  "budgetMax",
  "amenity",
  "photos",
  "lda",
] as const;
export type Facet = (typeof FACETS)[number];
/** For each facet, the results each of its options would give: option value → count. */
export type FacetCounts = Record<Facet, Record<string, number>>;

/**
 * The search's own filters: the place, budget, area, poster, amenities, photos, order and
 * page; where listings are (near a point, in the map's box) comes from the position field's
 * declaration (position-filters.ts).
 */
export interface BuiltInFilters extends PositionFilters {
  /** The word search (cleanQuery). */
  q: string;
  city?: City;
  /** Exact localities (any of them), case-insensitive. */
  localities: string[];
  /** Whole rupees. */
  budgetMin?: number;
  budgetMax?: number;
  /** In areaUnit; the server converts to square feet. */
  areaMin?: number;
  areaMax?: number;
  areaUnit: AreaUnit;
  postedBy?: (typeof POSTED_BY)[number];
  /** Every one of them must be present. */
  amenities: string[];
  /** Only listings with at least one photo. */
  photos: boolean;
  /** Only listings in a layout the LDA approved (the legality register, decision 046). */
  lda: boolean;
  sort: Sort;
  page: number;
  /** The results on a map instead of a list (decision 050): how they are shown, not a filter. */
  view?: "map";
}

/**
 * A search of /Search: its own filters and the declared ones (today listingType, category,
 * propertyType, bhk as bedroom counts 0 (1 RK) to 6 (6+), furnishing, possession).
 */
export type SearchFilters = BuiltInFilters & DeclaredFilters;

const MAX_LOCALITIES = 5;
const MAX_LOCALITY = 80;
/** Longer values are nonsense or an attack, not a search; they are dropped unread. */
const MAX_VALUE = 200;
const MAX_AREA = FIELDS.plotArea.max;

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

const page = (value: string) =>
  value.trim() && Number.isInteger(Number(value)) && Number(value) >= 1 ? parsePage(value) : undefined;
const yes = (value: string) => (["1", "true", "on", "yes"].includes(value.trim().toLowerCase()) ? true : undefined);

export function parseFilters(params: URLSearchParams): SearchFilters {
  const position = Object.assign(
    {},
    ...POSITION_FILTERS.map((filter) => filter.read((key) => values(params, key))),
  ) as PositionFilters;
  const { near } = position;
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
  const builtIn: BuiltInFilters = {
    q: first(params, "q", (value) => cleanQuery(value) || undefined) ?? "",
    city: first(params, "city", option(CITIES)),
    localities,
    budgetMin,
    budgetMax,
    areaMin,
    areaMax,
    areaUnit: first(params, "areaUnit", option(AREA_UNIT_NAMES)) ?? "sqft",
    postedBy: first(params, "postedBy", option(POSTED_BY)),
    // In the list's order, so the same choice always makes the same URL.
    amenities: AMENITIES.filter((name) => amenities.includes(name)),
    photos: first(params, "photos", yes) ?? false,
    lda: first(params, "lda", yes) ?? false,
    ...position,
    // Nearest first is the order of a search near the visitor, and means nothing without one.
    sort: (() => {
      const sort = first(params, "sort", option(SORTS));
      if (sort === "distance" && !near) return "newest";
      return sort ?? (near ? "distance" : "newest");
    })(),
    page: first(params, "page", page) ?? 1,
    view: first(params, "view", option(["map"] as const)),
  };
  return dropUndefined({ ...builtIn, ...parseDeclared(params) } as SearchFilters);
}

/**
 * The declared filters, in the declaration's order so that a filter whose options depend
 * on an earlier one sees its value (a property type outside the chosen category matches
 * nothing; it is dropped instead).
 */
function parseDeclared(params: URLSearchParams): DeclaredFilters {
  const chosen: Partial<Record<FieldName, string>> = {};
  const declared: Record<string, unknown> = {};
  for (const filter of DECLARED_FILTERS) {
    const options = filterOptions(filter.field, chosen);
    const toValue = (text: string) => (filter.numeric ? Number(text) : text);
    const pick = (value: string) => {
      const found = option(options)(value);
      return found === undefined ? undefined : toValue(found);
    };
    if (filter.widget === "chips") {
      const picked = all(params, filter.param, pick);
      // In the options' order, so the same choice always makes the same URL.
      declared[filter.param] = options.map(toValue).filter((value) => picked.includes(value));
    } else {
      const value = first(params, filter.param, pick);
      declared[filter.param] = value;
      if (value !== undefined) chosen[filter.field] = String(value);
    }
  }
  return declared as DeclaredFilters;
}

/** Keys whose value is undefined are left out, so parsed filters compare equal to built ones. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The order a search has unless it asks for another: nearest first near the visitor. */
export function defaultSort(filters: Pick<SearchFilters, "near">): Sort {
  return filters.near ? "distance" : "newest";
}

/** The query string of a search: canonical order, defaults left out (page 1 too). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.append(key, String(value));
  };
  const builtIn: Record<string, () => void> = {
    q: () => put("q", filters.q),
    city: () => put("city", filters.city),
    locality: () => {
      for (const name of filters.localities) put("locality", name);
    },
    budget: () => {
      put("budgetMin", filters.budgetMin);
      put("budgetMax", filters.budgetMax);
    },
    area: () => {
      put("areaMin", filters.areaMin);
      put("areaMax", filters.areaMax);
      if (filters.areaUnit !== "sqft") put("areaUnit", filters.areaUnit);
    },
    postedBy: () => put("postedBy", filters.postedBy),
    amenity: () => {
      for (const name of filters.amenities) put("amenity", name);
    },
    photos: () => {
      if (filters.photos) put("photos", 1);
    },
    lda: () => {
      if (filters.lda) put("lda", 1);
    },
    ...Object.fromEntries(POSITION_FILTERS.map((filter) => [filter.param, () => filter.write(filters, put)])),
  };
  for (const key of FILTER_ORDER) {
    const declared = DECLARED_FILTERS.find((filter) => filter.param === key);
    if (declared) for (const value of chosenValues(filters, declared)) put(key, value);
    else builtIn[key]?.();
  }
  if (filters.sort !== defaultSort(filters)) put("sort", filters.sort);
  if (filters.page !== 1) put("page", filters.page);
  put("view", filters.view);
  return params;
}

/**
 * The budget presets each end offers, in rupees: a rent's a month when the search is for
 * rent; a minimum above the chosen maximum, or a maximum below the chosen minimum, would
 * find nothing and is left out.
 */
export function budgetOptions(filters: SearchFilters): { budgetMin: number[]; budgetMax: number[] } {
  const presets = budgetPresets(filters.listingType === "Rent").map((preset) => Number(preset.value));
  return {
    budgetMin: presets.filter((rupees) => filters.budgetMax === undefined || rupees <= filters.budgetMax),
    budgetMax: presets.filter((rupees) => filters.budgetMin === undefined || rupees >= filters.budgetMin),
  };
}

/**
 * How many filters narrow the search, each facet counted once (two localities are one
 * filter, a budget's min and max are one): the word search, sort and page are not filters.
 */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.city,
    filters.localities.length > 0,
    filters.budgetMin !== undefined || filters.budgetMax !== undefined,
    filters.areaMin !== undefined || filters.areaMax !== undefined,
    filters.postedBy,
    filters.amenities.length > 0,
    filters.photos,
    filters.lda,
    filters.box,
    filters.near,
    ...DECLARED_FILTERS.map((filter) => chosenValues(filters, filter).length > 0),
  ].filter(Boolean).length;
}
