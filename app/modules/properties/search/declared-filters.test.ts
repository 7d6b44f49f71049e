import { describe, expect, it } from "vitest";
import { FIELDS, FILTER_FIELDS, type FieldSpec, filterOptions, optionLabel } from "#app/modules/listing-core/fields";
import {
  activeFilterCount,
  chosenValues,
  DECLARED_FILTERS,
  FACETS,
  type FacetCounts,
  FILTER_ORDER,
  filtersToParams,
  parseFilters,
} from "./filters";
import { searchPanel } from "./panel";
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
        expect(chips[0]?.label).toBe(optionLabel(filter.field, value));
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
          `${optionLabel(filter.field, value)} (7)`,
        );
      });
    });
  }
});
