import { optionLabel } from "#app/modules/listing-core/fields";
import { AREA_UNITS } from "#app/modules/text/area";
import { formatPriceShort } from "#app/modules/text/format";
import { chosenValues, DECLARED_FILTERS, FILTER_ORDER, type SearchFilters, withChosen } from "./filters";

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
  const builtIn: Record<string, () => void> = {
    q: () => {
      if (filters.q) add(`“${filters.q}”`, { q: "" });
    },
    city: () => {
      if (filters.city) add(filters.city, { city: undefined });
    },
    locality: () => {
      for (const locality of filters.localities) {
        add(locality, { localities: filters.localities.filter((item) => item !== locality) });
      }
    },
    budget: () => {
      if (filters.budgetMin === undefined && filters.budgetMax === undefined) return;
      const perMonth = filters.listingType === "Rent";
      const price = (rupees: number | undefined) =>
        rupees === undefined ? undefined : formatPriceShort(rupees, { perMonth });
      // The rupee sign says what it is: "up to ₹60 L", as people write it.
      add(range(price(filters.budgetMin), price(filters.budgetMax)), {
        budgetMin: undefined,
        budgetMax: undefined,
      });
    },
    area: () => {
      if (filters.areaMin === undefined && filters.areaMax === undefined) return;
      const unit = AREA_UNITS[filters.areaUnit].short;
      const area = (value: number | undefined) => (value === undefined ? undefined : `${value} ${unit}`);
      add(`Area ${range(area(filters.areaMin), area(filters.areaMax))}`, { areaMin: undefined, areaMax: undefined });
    },
    postedBy: () => {
      if (filters.postedBy) add(`Posted by ${filters.postedBy}`, { postedBy: undefined });
    },
    amenity: () => {
      for (const amenity of filters.amenities) {
        add(amenity, { amenities: filters.amenities.filter((item) => item !== amenity) });
      }
    },
    photos: () => {
      if (filters.photos) add("With photos", { photos: false });
    },
  };
  for (const key of FILTER_ORDER) {
    const declared = DECLARED_FILTERS.find((filter) => filter.param === key);
    if (!declared) {
      builtIn[key]?.();
      continue;
    }
    // A declared filter is one chip, its values named together ("2 BHK, 3 BHK").
    const values = chosenValues(filters, declared);
    if (values.length) {
      list.push({
        label: values.map((value) => optionLabel(declared.field, String(value))).join(", "),
        without: withChosen(base, declared, []),
      });
    }
  }
  return list;
}
