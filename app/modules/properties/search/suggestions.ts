import { optionLabel } from "#app/modules/listing-core/fields";
import { AREA_UNITS } from "#app/modules/text/area";
import { formatPriceShort } from "#app/modules/text/format";
import type { SearchFilters } from "./filters";

/** One filter in force, how it reads, and the same search without it. */
export interface ActiveFilter {
  label: string;
  without: SearchFilters;
}

const range = (min: string | undefined, max: string | undefined) =>
  min && max ? `${min} to ${max}` : min ? `from ${min}` : `up to ${max}`;

/**
 * The filters of a search, each with the search that drops it: the chips above the
 * results, and what a search with no results suggests removing.
 */
export function activeFilters(filters: SearchFilters): ActiveFilter[] {
  const base = { ...filters, page: 1 };
  const list: ActiveFilter[] = [];
  const add = (label: string, change: Partial<SearchFilters>) => list.push({ label, without: { ...base, ...change } });
  if (filters.q) add(`“${filters.q}”`, { q: "" });
  if (filters.city) add(filters.city, { city: undefined });
  for (const locality of filters.localities) {
    add(locality, { localities: filters.localities.filter((item) => item !== locality) });
  }
  if (filters.listingType) add(filters.listingType, { listingType: undefined });
  if (filters.category) add(filters.category, { category: undefined });
  if (filters.propertyType) add(filters.propertyType, { propertyType: undefined });
  if (filters.bhk.length) add(filters.bhk.map((n) => optionLabel("bedrooms", String(n))).join(", "), { bhk: [] });
  if (filters.budgetMin !== undefined || filters.budgetMax !== undefined) {
    const perMonth = filters.listingType === "Rent";
    const price = (rupees: number | undefined) =>
      rupees === undefined ? undefined : formatPriceShort(rupees, { perMonth });
    add(`Budget ${range(price(filters.budgetMin), price(filters.budgetMax))}`, {
      budgetMin: undefined,
      budgetMax: undefined,
    });
  }
  if (filters.areaMin !== undefined || filters.areaMax !== undefined) {
    const unit = AREA_UNITS[filters.areaUnit].short;
    const area = (value: number | undefined) => (value === undefined ? undefined : `${value} ${unit}`);
    add(`Area ${range(area(filters.areaMin), area(filters.areaMax))}`, { areaMin: undefined, areaMax: undefined });
  }
  if (filters.furnishing) add(filters.furnishing, { furnishing: undefined });
  if (filters.possession) add(filters.possession, { possession: undefined });
  if (filters.postedBy) add(`Posted by ${filters.postedBy}`, { postedBy: undefined });
  for (const amenity of filters.amenities) {
    add(amenity, { amenities: filters.amenities.filter((item) => item !== amenity) });
  }
  if (filters.photos) add("With photos", { photos: false });
  return list;
}
