import { type City, cityFromSlug, PROJECT_FILTERS, PROJECT_FORM, type ProjectFilter } from "#app/config/enums";
import type { Locale } from "#app/modules/i18n/locale";
import { msg, translator } from "#app/modules/i18n/translate";
import { orderedRange, parseRupees } from "#app/modules/listing-core/budget";
import { cleanQuery } from "#app/modules/listing-core/query-text";
import { parsePage } from "#app/modules/platform/pagination";
import { formatPriceShort } from "#app/modules/text/format";

/**
 * The filters of /NewProject. The page offers five options (Buy, Rent, PG, Commercial,
 * Plot) that are not stored values: a project stores a listing type (Sell, Rent, PG), a
 * category (Residential, Commercial) and a property type. This is the one place that says
 * what each option means (docs/decisions/007-project-filters.md); the SQL is built from it
 * and the unit tests hold it to the stored enumerations.
 */
export interface StoredMatch {
  listingType?: readonly string[];
  propertyCategory?: string;
  propertyType?: readonly string[];
}

export const FILTER_MATCH: Readonly<Record<ProjectFilter, StoredMatch>> = {
  // "Buy" is what a seeker wants from a project listed to sell.
  Buy: { listingType: ["Sell"] },
  Rent: { listingType: ["Rent"] },
  PG: { listingType: ["PG"] },
  // Any commercial project, whether it is sold or let (offices, retail, storage...).
  Commercial: { propertyCategory: "Commercial" },
  // Land in either category: residential plots and commercial plots alike.
  Plot: { propertyType: PROJECT_FORM.propertyTypes.Residential.filter((type) => type === "Plot/Land") },
};

/** Whether a stored project answers a filter option (the SQL says the same; see projects.server.ts). */
export function matchesFilter(
  project: { listingType: string; propertyCategory: string; propertyType: string },
  filter: ProjectFilter,
): boolean {
  const match = FILTER_MATCH[filter];
  return (
    (!match.listingType || match.listingType.includes(project.listingType)) &&
    (!match.propertyCategory || match.propertyCategory === project.propertyCategory) &&
    (!match.propertyType || match.propertyType.includes(project.propertyType))
  );
}

/** What a filter option means, in words (shown beside the results). */
export const FILTER_MEANING: Readonly<Record<ProjectFilter, string>> = {
  Buy: msg("projects for sale"),
  Rent: msg("projects to rent"),
  PG: msg("PG and co-living"),
  Commercial: msg("commercial projects, for sale or rent"),
  Plot: msg("plots and land"),
};

/** The filter state of /NewProject, as the URL carries it (?city=Noida&type=Buy&q=greens&page=2). */
export interface ProjectFilters {
  city: City | undefined;
  type: ProjectFilter | undefined;
  /** One of the project wizard's property types (Flat/Apartment, Office...). */
  propertyType?: string;
  /** Whole rupees (a month, for Rent and PG). */
  budgetMin?: number;
  budgetMax?: number;
  q: string;
  page: number;
}

/** The property types a project can have, each once. */
export const PROJECT_PROPERTY_TYPES: readonly string[] = [...new Set(Object.values(PROJECT_FORM.propertyTypes).flat())];

/** Rent and PG projects are priced a month. */
export const perMonth = (type: ProjectFilter | undefined) => type === "Rent" || type === "PG";

function filterFromParam(value: string | null): ProjectFilter | undefined {
  const wanted = (value ?? "").trim().toLowerCase();
  return PROJECT_FILTERS.find((option) => option.toLowerCase() === wanted);
}

/** At most this long a value is read; longer ones are dropped unread. */
const MAX_VALUE = 200;

function rupees(value: string | null): number | undefined {
  return value && value.length <= MAX_VALUE ? parseRupees(value) : undefined;
}

/** Reads the filters from the URL; unknown or bad values are dropped (the page shows everything). */
export function parseProjectFilters(params: URLSearchParams): ProjectFilters {
  const wantedType = (params.get("propertyType") ?? "").trim().toLowerCase();
  const [budgetMin, budgetMax] = orderedRange(rupees(params.get("budgetMin")), rupees(params.get("budgetMax")));
  const filters: ProjectFilters = {
    city: cityFromSlug(params.get("city")?.trim()),
    type: filterFromParam(params.get("type")),
    propertyType: PROJECT_PROPERTY_TYPES.find((type) => type.toLowerCase() === wantedType),
    budgetMin,
    budgetMax,
    q: cleanQuery(params.get("q")),
    page: parsePage(params.get("page")),
  };
  // Absent choices are absent keys, so parsed filters compare equal to built ones.
  for (const key of ["propertyType", "budgetMin", "budgetMax"] as const)
    if (filters[key] === undefined) delete filters[key];
  return filters;
}

export function hasFilters(filters: ProjectFilters): boolean {
  return Boolean(
    filters.city ||
      filters.type ||
      filters.q ||
      filters.propertyType ||
      filters.budgetMin !== undefined ||
      filters.budgetMax !== undefined,
  );
}

/** The filters in words, for the results heading ("projects for sale in Noida matching “greens”"). */
export function describeFilters(
  { city, type, q, propertyType, budgetMin, budgetMax }: ProjectFilters,
  locale: Locale = "en",
): string {
  const { t } = translator(locale);
  const price = (value: number) => formatPriceShort(value, { perMonth: perMonth(type), locale });
  const budget =
    budgetMin !== undefined && budgetMax !== undefined
      ? t("from {min} to {max}", { min: price(budgetMin), max: price(budgetMax) })
      : budgetMin !== undefined
        ? t("from {min}", { min: price(budgetMin) })
        : budgetMax !== undefined
          ? t("up to {max}", { max: price(budgetMax) })
          : null;
  return [
    type ? t(FILTER_MEANING[type]) : null,
    propertyType ? `(${t(propertyType)})` : null,
    city ? t("in {city}", { city: t(city) }) : null,
    budget,
    q ? t("matching “{q}”", { q }) : null,
  ]
    .filter(Boolean)
    .join(" ");
}
