import { budgetPresets, counted } from "#app/modules/listing-core/budget";
import { filterOptions, optionLabel } from "#app/modules/listing-core/fields";
import type { Option } from "#app/modules/listing-core/wizard-view";
import { AREA_UNITS } from "#app/modules/text/area";
import {
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
  localities: { chosen: string[]; suggestions: string[] };
  /** One option each (the declared select filters, then Posted by). */
  selects: Array<{ name: string; label: string; value: string; any: string; options: Option[] }>;
  /** Any of several options each, drawn as chips (the declared chip filters: BHK). */
  groups: Array<{ name: string; label: string; options: Option[]; chosen: string[] }>;
  budget: { min: string; max: string; presets: Option[]; perMonth: boolean };
  area: { min: string; max: string; unit: string; units: Option[] };
  amenities: { options: readonly string[]; chosen: string[] };
  photos: boolean;
  sort: { value: string; options: Option[] };
}

/** The amenities seekers look for most, offered as filters (all 24 would drown the page). */
const AMENITY_FILTERS = ["Parking", "Lift", "Security", "Power Backup", "Gym", "Swimming Pool", "Clubhouse", "Balcony"];

export const SORT_LABELS: Record<SearchFilters["sort"], string> = {
  newest: "Newest first",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  ppsf: "Price per sq ft: low to high",
  area: "Area: largest first",
};

export function searchPanel(
  filters: SearchFilters,
  counts?: FacetCounts,
  localitySuggestions: string[] = [],
): SearchPanel {
  const options = (filter: DeclaredFilter): Option[] =>
    filterOptions(filter.field).map((value) => ({
      value,
      label: counted(
        optionLabel(filter.field, value),
        filter.counted && counts ? (counts[filter.param as keyof FacetCounts]?.[value] ?? 0) : undefined,
      ),
    }));
  const chosen = (filter: DeclaredFilter) => chosenValues(filters, filter).map(String);
  const rent = filters.listingType === "Rent";
  return {
    localities: { chosen: filters.localities, suggestions: localitySuggestions },
    selects: [
      ...ORDERED_DECLARED_FILTERS.filter((filter) => filter.widget === "select").map((filter) => ({
        name: filter.param,
        label: filter.label,
        value: chosen(filter)[0] ?? "",
        any: filter.any,
        options: options(filter),
      })),
      {
        name: "postedBy",
        label: "Posted by",
        value: filters.postedBy ?? "",
        any: "Owner or Agent",
        options: POSTED_BY.map((value) => ({
          value,
          label: counted(value, counts ? (counts.postedBy[value] ?? 0) : undefined),
        })),
      },
    ],
    groups: ORDERED_DECLARED_FILTERS.filter((filter) => filter.widget === "chips").map((filter) => ({
      name: filter.param,
      label: filter.label,
      options: options(filter),
      chosen: chosen(filter),
    })),
    budget: {
      min: filters.budgetMin === undefined ? "" : String(filters.budgetMin),
      max: filters.budgetMax === undefined ? "" : String(filters.budgetMax),
      perMonth: rent,
      presets: budgetPresets(rent),
    },
    area: {
      min: filters.areaMin === undefined ? "" : String(filters.areaMin),
      max: filters.areaMax === undefined ? "" : String(filters.areaMax),
      unit: filters.areaUnit,
      units: Object.entries(AREA_UNITS).map(([value, unit]) => ({ value, label: unit.label })),
    },
    amenities: { options: AMENITY_FILTERS, chosen: filters.amenities },
    photos: filters.photos,
    sort: {
      value: filters.sort,
      options: Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label })),
    },
  };
}
