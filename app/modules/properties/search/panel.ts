import type { Amenity } from "#app/config/enums";
import { localityName } from "#app/modules/i18n/place-names";
import { msg, type Translator, translator } from "#app/modules/i18n/translate";
import { counted } from "#app/modules/listing-core/budget";
import { filterOptionLabel, filterOptions } from "#app/modules/listing-core/fields";
import type { Option } from "#app/modules/listing-core/wizard-view";
import { AREA_UNITS } from "#app/modules/text/area";
import { formatPriceShort } from "#app/modules/text/format";
import {
  budgetOptions,
  chosenValues,
  type DeclaredFilter,
  type FacetCounts,
  ORDERED_DECLARED_FILTERS,
  POSTED_BY,
  type SearchFilters,
} from "./filters";

/**
 * The search page's filters as the page draws them: labels and options from the field
 * declaration, the current choices from the URL. Built on the server, so the page's
 * JavaScript holds no copy of the declaration (like wizardView).
 */
export interface SearchPanel {
  /** The localities chosen, and names to suggest for another (places with the most listings). */
  localities: { chosen: Option[]; suggestions: string[] };
  /** One option each (the declared select filters, then Posted by). */
  selects: Array<{ name: string; label: string; value: string; any: string; options: Option[] }>;
  /** Any of several options each, drawn as chips (the declared chip filters: BHK). */
  groups: Array<{ name: string; label: string; options: Option[]; chosen: string[] }>;
  /** Each end's presets: a minimum above the chosen maximum (or the reverse) is not offered. */
  budget: { min: string; max: string; minPresets: Option[]; maxPresets: Option[]; perMonth: boolean };
  area: { min: string; max: string; unit: string; units: Option[] };
  /** Every amenity, in groups, the ones seekers look for most first. */
  amenities: { groups: Array<{ label: string; options: Option[] }>; chosen: string[] };
  photos: { label: string; chosen: boolean };
  /** Only layouts the LDA approved (decision 046). */
  /** The LDA's layouts are Lucknow's: offered on Lucknow's pages and on pages of every city, not elsewhere. */
  lda: { label: string; chosen: boolean } | null;
  sort: { value: string; options: Option[] };
}

/**
 * Every amenity, grouped as a seeker looks for them: the ones asked for most first (as
 * 99acres and MagicBricks list them), then the society's services, leisure, and what
 * commercial and large projects offer. A unit test keeps each amenity in one group.
 */
export const AMENITY_GROUPS: ReadonlyArray<{ label: string; amenities: readonly Amenity[] }> = [
  {
    label: msg("Most asked for"),
    amenities: ["Parking", "Lift", "Security", "Power Backup", "Gym", "Swimming Pool", "Clubhouse", "Balcony"],
  },
  {
    label: msg("Society and services"),
    amenities: ["Large Green Area", "Medical Facility", "Day Care Center", "Pet Area", "Service Elevators", "ATM'S"],
  },
  { label: msg("Leisure"), amenities: ["Indoor Games", "Study Room", "Multiplex", "Golf Course"] },
  {
    label: msg("Commercial and large projects"),
    amenities: [
      "Conference Room",
      "Concierge Desk",
      "Serviced Apartments",
      "High Street Retail",
      "Hypermarket",
      "Helipad",
    ],
  },
];

/**
 * The declared filters' labels as fields.ts writes them, marked for translation: the panel
 * shows them with t(). A label added there is added here.
 */
export const FILTER_LABELS = [
  msg("Listing type"),
  msg("Buy or rent"),
  msg("Property category"),
  msg("Any category"),
  msg("Property type"),
  msg("Any type"),
  msg("BHK"),
  msg("Possession"),
  msg("Any possession"),
  msg("Furnishing"),
  msg("Any furnishing"),
] as const;

export const SORT_LABELS: Record<SearchFilters["sort"], string> = {
  newest: msg("Newest first"),
  "price-asc": msg("Price: low to high"),
  "price-desc": msg("Price: high to low"),
  ppsf: msg("Price per sq ft: low to high"),
  area: msg("Area: largest first"),
  distance: msg("Nearest first"),
};

/**
 * Whether a buy-or-rent option is a property type too (the old product's "Agricultural
 * Land" listing type): such listings are found under their property type, so the buy-or-rent
 * list offers buying and renting only (an address that names it keeps it chosen).
 */
function alsoAPropertyType(filter: DeclaredFilter, value: string): boolean {
  return filter.field === "listingType" && filterOptions("propertyType").includes(value);
}

/**
 * The panel in the page's language: labels and options are sent as data, so they are
 * translated here, on the server.
 */
export function searchPanel(
  filters: SearchFilters,
  counts?: FacetCounts,
  localitySuggestions: string[] = [],
  { t, locale }: Translator = translator("en"),
): SearchPanel {
  // The options a choice leaves (the chosen category's property types), as parsing keeps them.
  const values = Object.fromEntries(
    ORDERED_DECLARED_FILTERS.flatMap((filter) => {
      const [value, ...more] = chosenValues(filters, filter);
      return value === undefined || more.length ? [] : [[filter.field, String(value)]];
    }),
  );
  const options = (filter: DeclaredFilter): Option[] =>
    filterOptions(filter.field, values)
      .filter((value) => !alsoAPropertyType(filter, value) || chosen(filter).includes(value))
      .map((value) => ({
        value,
        label: counted(
          filterOptionLabel(filter.field, value, t),
          filter.counted && counts ? (counts[filter.param as keyof FacetCounts]?.[value] ?? 0) : undefined,
        ),
      }));
  const chosen = (filter: DeclaredFilter) => chosenValues(filters, filter).map(String);
  const rent = filters.listingType === "Rent";
  const count = (facet: "budgetMin" | "budgetMax" | "amenity" | "photos" | "lda", value: string) =>
    counts ? (counts[facet][value] ?? 0) : undefined;
  const presets = (end: "budgetMin" | "budgetMax", values: number[]) =>
    values.map((rupees) => ({
      value: String(rupees),
      label: counted(formatPriceShort(rupees, { perMonth: rent, locale }), count(end, String(rupees))),
    }));
  const { budgetMin, budgetMax } = budgetOptions(filters);
  return {
    // Each by its one name in the page's language (i18n/place-names.ts); a name typed in
    // either language finds the same place.
    localities: {
      chosen: filters.localities.map((value) => ({ value, label: localityName(value, locale) })),
      suggestions: localitySuggestions.map((name) => localityName(name, locale)),
    },
    selects: [
      ...ORDERED_DECLARED_FILTERS.filter((filter) => filter.widget === "select").map((filter) => ({
        name: filter.param,
        label: t(filter.label),
        value: chosen(filter)[0] ?? "",
        any: t(filter.any),
        options: options(filter),
      })),
      {
        name: "postedBy",
        label: t("Posted by"),
        value: filters.postedBy ?? "",
        any: t("Owner or Agent"),
        options: POSTED_BY.map((value) => ({
          value,
          label: counted(t(value), counts ? (counts.postedBy[value] ?? 0) : undefined),
        })),
      },
    ],
    groups: ORDERED_DECLARED_FILTERS.filter((filter) => filter.widget === "chips").map((filter) => ({
      name: filter.param,
      label: t(filter.label),
      options: options(filter),
      chosen: chosen(filter),
    })),
    budget: {
      min: filters.budgetMin === undefined ? "" : String(filters.budgetMin),
      max: filters.budgetMax === undefined ? "" : String(filters.budgetMax),
      perMonth: rent,
      minPresets: presets("budgetMin", budgetMin),
      maxPresets: presets("budgetMax", budgetMax),
    },
    area: {
      min: filters.areaMin === undefined ? "" : String(filters.areaMin),
      max: filters.areaMax === undefined ? "" : String(filters.areaMax),
      unit: filters.areaUnit,
      units: Object.entries(AREA_UNITS).map(([value, unit]) => ({ value, label: t(unit.label) })),
    },
    amenities: {
      groups: AMENITY_GROUPS.map((group) => ({
        label: t(group.label),
        options: group.amenities.map((amenity) => ({
          value: amenity,
          label: counted(t(amenity), count("amenity", amenity)),
        })),
      })),
      chosen: filters.amenities,
    },
    photos: { label: counted(t("With photos only"), count("photos", "1")), chosen: filters.photos },
    lda:
      filters.city && filters.city !== "Lucknow" && !filters.lda
        ? null
        : { label: counted(t("LDA-approved layouts only"), count("lda", "1")), chosen: filters.lda },
    sort: {
      value: filters.sort,
      // Nearest first only near the visitor.
      options: Object.entries(SORT_LABELS)
        .filter(([value]) => value !== "distance" || filters.near)
        .map(([value, label]) => ({ value, label: t(label) })),
    },
  };
}
