import { PROPERTY_FORM } from "#app/config/enums";
import { budgetPresets, counted } from "#app/modules/listing-core/budget";
import { FIELDS, type FieldName, optionLabel } from "#app/modules/listing-core/fields";
import type { Option } from "#app/modules/listing-core/wizard-view";
import { AREA_UNITS } from "#app/modules/text/area";
import type { FacetCounts, SearchFilters } from "./filters";

/**
 * The search page's filters as the page draws them: labels and options from the field
 * declaration, the current choices from the URL. Built on the server, so the page's
 * JavaScript holds no copy of the declaration (like wizardView).
 */
export interface SearchPanel {
  /** The localities chosen, and names to suggest for another (places with the most listings). */
  localities: { chosen: string[]; suggestions: string[] };
  selects: Array<{ name: string; label: string; value: string; any: string; options: Option[] }>;
  bhk: { label: string; options: Option[]; chosen: string[] };
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
  const choice = (field: FieldName, values: readonly string[], facet?: keyof FacetCounts): Option[] =>
    values.map((value) => ({
      value,
      label: counted(optionLabel(field, value), facet && counts ? (counts[facet][value] ?? 0) : undefined),
    }));
  const select = (
    field: FieldName,
    name: keyof FacetCounts,
    value: string | undefined,
    values: readonly string[],
    any: string,
  ) => ({
    name,
    label: FIELDS[field].label,
    value: value ?? "",
    any,
    options: choice(field, values, name),
  });
  const rent = filters.listingType === "Rent";
  const types = [...new Set(Object.values(PROPERTY_FORM.propertyTypes).flat())];
  return {
    localities: { chosen: filters.localities, suggestions: localitySuggestions },
    selects: [
      select("listingType", "listingType", filters.listingType, PROPERTY_FORM.listingTypes, "Buy or rent"),
      select("propertyCategory", "category", filters.category, FIELDS.propertyCategory.options, "Any category"),
      select("propertyType", "propertyType", filters.propertyType, types, "Any type"),
      select("furnishing", "furnishing", filters.furnishing, FIELDS.furnishing.options, "Any furnishing"),
      select("possession", "possession", filters.possession, FIELDS.possession.options, "Any possession"),
      {
        name: "postedBy",
        label: "Posted by",
        value: filters.postedBy ?? "",
        any: "Owner or Agent",
        options: ["Owner", "Agent"].map((value) => ({
          value,
          label: counted(value, counts ? (counts.postedBy[value] ?? 0) : undefined),
        })),
      },
    ],
    bhk: { label: "BHK", options: choice("bedrooms", FIELDS.bedrooms.options, "bhk"), chosen: filters.bhk.map(String) },
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
