import { describe, expect, it } from "vitest";
import { AMENITIES } from "#app/config/enums";
import {
  FIELDS,
  FILTER_FIELDS,
  type FieldSpec,
  filterOptionLabel,
  filterOptions,
} from "#app/modules/listing-core/fields";
import {
  activeFilterCount,
  budgetOptions,
  chosenValues,
  DECLARED_FILTERS,
  FACETS,
  type FacetCounts,
  FILTER_ORDER,
  filtersToParams,
  parseFilters,
} from "./filters";
import { AMENITY_GROUPS, searchPanel } from "./panel";
import { activeFilters } from "./suggestions";

/**
 * Every field declared with a filter (listing-core/fields.ts, `filter`) is a working filter
 * of /Search without an edit anywhere else: this walks the declaration, so a filter field
 * that one step does not handle fails here, whatever its name.
 */
describe("filters declared with the fields", () => {
  it("are the flagged fields, bathrooms not among them (optional: a filter would hide listings that left it blank)", () => {
    const flagged = (Object.keys(FIELDS) as Array<keyof typeof FIELDS>).filter(
      (field) => (FIELDS[field] as FieldSpec).filter,
    );
    expect(FILTER_FIELDS).toEqual(flagged);
    expect(DECLARED_FILTERS.map((filter) => filter.field)).toEqual(flagged);
    expect(FILTER_FIELDS).not.toContain("bathrooms");
    expect(DECLARED_FILTERS.map((filter) => filter.param)).toEqual(
      expect.arrayContaining(["listingType", "category", "propertyType", "bhk", "furnishing", "possession"]),
    );
  });

  it("each have a URL parameter of their own, placed once in the canonical order", () => {
    const params = DECLARED_FILTERS.map((filter) => filter.param);
    expect(new Set(params).size).toBe(params.length);
    for (const param of params) expect(FILTER_ORDER.filter((key) => key === param)).toHaveLength(1);
    for (const builtIn of ["q", "city", "locality", "budget", "area", "postedBy", "amenity", "photos"]) {
      expect(params).not.toContain(builtIn);
    }
  });

  for (const filter of DECLARED_FILTERS) {
    describe(`${filter.field} (?${filter.param}=)`, () => {
      const options = filterOptions(filter.field);
      const value = options.at(-1) as string;
      const query = `${filter.param}=${encodeURIComponent(value)}`;

      it("has options to offer", () => {
        expect(options.length).toBeGreaterThan(0);
      });

      it("is parsed from the URL, whatever the case, and bad values are dropped", () => {
        const filters = parseFilters(new URLSearchParams(query));
        expect(chosenValues(filters, filter).map(String)).toEqual([value]);
        expect(activeFilterCount(filters)).toBe(1);
        const shouted = parseFilters(new URLSearchParams(`${filter.param}=${encodeURIComponent(value.toUpperCase())}`));
        expect(chosenValues(shouted, filter).map(String)).toEqual([value]);
        expect(chosenValues(parseFilters(new URLSearchParams(`${filter.param}=nonsense`)), filter)).toEqual([]);
      });

      it("is written back in the canonical URL, and reads back the same", () => {
        const filters = parseFilters(new URLSearchParams(query));
        const written = filtersToParams(filters);
        expect(written.getAll(filter.param)).toEqual([value]);
        expect(parseFilters(written)).toEqual(filters);
      });

      it("is a chip that removes it", () => {
        const filters = parseFilters(new URLSearchParams(query));
        const chips = activeFilters(filters);
        expect(chips).toHaveLength(1);
        expect(chips[0]?.label).toBe(filterOptionLabel(filter.field, value));
        expect(chosenValues(chips[0]?.without ?? filters, filter)).toEqual([]);
      });

      it("is in the panel, chosen, with its options counted", () => {
        expect(filter.counted).toBe(true);
        expect(FACETS).toContain(filter.param);
        const filters = parseFilters(new URLSearchParams(query));
        const counts = Object.fromEntries(FACETS.map((facet) => [facet, {}])) as FacetCounts;
        (counts as Record<string, Record<string, number>>)[filter.param] = { [value]: 7 };
        const panel = searchPanel(filters, counts);
        const shown = [
          ...panel.selects.map((select) => ({ name: select.name, options: select.options, chosen: [select.value] })),
          ...panel.groups,
        ].find((item) => item.name === filter.param);
        expect(shown?.chosen).toEqual([value]);
        expect(shown?.options.map((option) => option.value)).toEqual([...options]);
        expect(shown?.options.find((option) => option.value === value)?.label).toBe(
          `${filterOptionLabel(filter.field, value)} (7)`,
        );
      });
    });
  }
});

describe("the search's own counted filters", () => {
  it("offer every amenity once, the most asked-for group first", () => {
    const listed = AMENITY_GROUPS.flatMap((group) => group.amenities);
    expect([...listed].sort()).toEqual([...AMENITIES].sort());
    expect(new Set(listed).size).toBe(AMENITIES.length);
    expect(AMENITY_GROUPS[0]?.amenities).toEqual(expect.arrayContaining(["Parking", "Lift", "Security"]));
  });

  it("show every amenity, photos and budget preset with its count", () => {
    const counts = Object.fromEntries(FACETS.map((facet) => [facet, {}])) as FacetCounts;
    counts.amenity = { Helipad: 2 };
    counts.photos = { 1: 5 };
    counts.budgetMax = { 6000000: 4 };
    const panel = searchPanel(parseFilters(new URLSearchParams("")), counts);
    const amenities = panel.amenities.groups.flatMap((group) => group.options);
    expect(amenities).toHaveLength(AMENITIES.length);
    expect(amenities.find((option) => option.value === "Helipad")?.label).toBe("Helipad (2)");
    expect(amenities.find((option) => option.value === "Gym")?.label).toBe("Gym (0)");
    expect(panel.photos.label).toBe("With photos only (5)");
    expect(panel.budget.maxPresets.find((option) => option.value === "6000000")?.label).toBe("₹60 L (4)");
  });

  it("offer no minimum above the chosen maximum, nor a maximum below the chosen minimum", () => {
    const { budgetMin, budgetMax } = budgetOptions(
      parseFilters(new URLSearchParams("budgetMin=3000000&budgetMax=6000000")),
    );
    expect(Math.max(...budgetMin)).toBe(6_000_000);
    expect(Math.min(...budgetMax)).toBe(3_000_000);
    expect(budgetOptions(parseFilters(new URLSearchParams("listingType=Rent"))).budgetMax[0]).toBe(5000);
  });
});
