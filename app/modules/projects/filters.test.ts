import { describe, expect, it } from "vitest";
import { CATEGORIES, PROJECT_FILTERS, PROJECT_FORM, type ProjectFilter } from "#app/config/enums";
import { describeFilters, FILTER_MATCH, hasFilters, matchesFilter, parseProjectFilters } from "./filters";

/** Every project the city wizard can store: listing type x category x that category's types. */
const STORABLE = PROJECT_FORM.listingTypes.flatMap((listingType) =>
  CATEGORIES.flatMap((propertyCategory) =>
    PROJECT_FORM.propertyTypes[propertyCategory].map((propertyType) => ({
      listingType,
      propertyCategory,
      propertyType,
    })),
  ),
);

function answering(filter: ProjectFilter) {
  return STORABLE.filter((project) => matchesFilter(project, filter)).map(
    (project) => `${project.listingType}/${project.propertyCategory}/${project.propertyType}`,
  );
}

describe("the five filter options of /NewProject", () => {
  it("are the spec's options, each with a mapping", () => {
    expect(PROJECT_FILTERS).toEqual(["Buy", "Rent", "PG", "Commercial", "Plot"]);
    expect(Object.keys(FILTER_MATCH).sort()).toEqual([...PROJECT_FILTERS].sort());
  });

  it("map onto stored values: Buy = Sell, Rent = Rent, PG = PG, Commercial = the category, Plot = Plot/Land", () => {
    expect(FILTER_MATCH).toEqual({
      Buy: { listingType: ["Sell"] },
      Rent: { listingType: ["Rent"] },
      PG: { listingType: ["PG"] },
      Commercial: { propertyCategory: "Commercial" },
      Plot: { propertyType: ["Plot/Land"] },
    });
  });

  it("name only values the project wizard can store", () => {
    for (const match of Object.values(FILTER_MATCH)) {
      for (const type of match.listingType ?? []) expect(PROJECT_FORM.listingTypes).toContain(type);
      if (match.propertyCategory) expect(CATEGORIES).toContain(match.propertyCategory);
      for (const type of match.propertyType ?? []) {
        expect([...PROJECT_FORM.propertyTypes.Residential, ...PROJECT_FORM.propertyTypes.Commercial]).toContain(type);
      }
    }
  });

  it("Buy, Rent and PG split every project by its listing type, whatever its category", () => {
    const counts = { Buy: 0, Rent: 0, PG: 0 };
    for (const project of STORABLE) {
      const matched = (["Buy", "Rent", "PG"] as const).filter((filter) => matchesFilter(project, filter));
      expect(matched, JSON.stringify(project)).toHaveLength(1);
      counts[matched[0] as keyof typeof counts] += 1;
    }
    // 9 property types in all (4 residential, 5 commercial), once per listing type.
    expect(counts).toEqual({ Buy: 9, Rent: 9, PG: 9 });
    expect(answering("Buy").every((key) => key.startsWith("Sell/"))).toBe(true);
  });

  it("Commercial takes every commercial project, sold, let or PG, and no residential one", () => {
    const found = answering("Commercial");
    expect(found).toHaveLength(3 * 5);
    expect(found.every((key) => key.includes("/Commercial/"))).toBe(true);
    expect(
      matchesFilter({ listingType: "Rent", propertyCategory: "Commercial", propertyType: "Office" }, "Commercial"),
    ).toBe(true);
    expect(
      matchesFilter({ listingType: "Sell", propertyCategory: "Residential", propertyType: "Plot/Land" }, "Commercial"),
    ).toBe(false);
  });

  it("Plot takes land in either category, and nothing built", () => {
    expect(answering("Plot").sort()).toEqual(
      [
        "PG/Commercial/Plot/Land",
        "PG/Residential/Plot/Land",
        "Rent/Commercial/Plot/Land",
        "Rent/Residential/Plot/Land",
        "Sell/Commercial/Plot/Land",
        "Sell/Residential/Plot/Land",
      ].sort(),
    );
    expect(
      matchesFilter({ listingType: "Sell", propertyCategory: "Commercial", propertyType: "Storage" }, "Plot"),
    ).toBe(false);
  });
});

describe("the filter state in the URL", () => {
  it("reads city, option, name and page; any capitalisation; unknown values are dropped", () => {
    expect(parseProjectFilters(new URLSearchParams("city=noida&type=plot&q=  Sky   Towers &page=3&sort=x"))).toEqual({
      city: "Noida",
      type: "Plot",
      q: "Sky Towers",
      page: 3,
    });
    expect(parseProjectFilters(new URLSearchParams("city=Atlantis&type=Castle&page=-2"))).toEqual({
      city: undefined,
      type: undefined,
      q: "",
      page: 1,
    });
    expect(parseProjectFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("reads a budget and a property type; bad, hostile and repeated values are dropped", () => {
    expect(
      parseProjectFilters(new URLSearchParams("propertyType=plot/land&budgetMin=60,00,000&budgetMax=2000000")),
    ).toEqual({
      city: undefined,
      type: undefined,
      propertyType: "Plot/Land",
      budgetMin: 2000000,
      budgetMax: 6000000,
      q: "",
      page: 1,
    });
    const hostile = parseProjectFilters(
      new URLSearchParams(`propertyType=';drop table&budgetMin=-1&budgetMax=${"9".repeat(5000)}&budgetMin=abc`),
    );
    expect(hostile).toEqual({ city: undefined, type: undefined, q: "", page: 1 });
    expect(parseProjectFilters(new URLSearchParams("budgetMax=1e9")).budgetMax).toBeUndefined();
  });

  it("says what a filter shows", () => {
    const base = { city: undefined, type: undefined, q: "", page: 1 };
    expect(hasFilters(base)).toBe(false);
    expect(describeFilters(base)).toBe("");
    expect(describeFilters({ ...base, city: "Noida", type: "Rent", q: "greens" })).toBe(
      "projects to rent in Noida matching “greens”",
    );
    expect(hasFilters({ ...base, q: "greens" })).toBe(true);
    expect(hasFilters({ ...base, budgetMax: 5000000 })).toBe(true);
    expect(
      describeFilters({ ...base, type: "Buy", propertyType: "Flat/Apartment", budgetMin: 4000000, budgetMax: 6000000 }),
    ).toBe("projects for sale (Flat/Apartment) from ₹40 L to ₹60 L");
    expect(describeFilters({ ...base, type: "PG", budgetMax: 10000 })).toBe("PG and co-living up to ₹10,000/month");
  });
});
