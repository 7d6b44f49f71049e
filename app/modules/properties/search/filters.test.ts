import { describe, expect, it } from "vitest";
import { activeFilterCount, DECLARED_FILTERS, filtersToParams, parseFilters, type SearchFilters } from "./filters";

const parse = (query: string) => parseFilters(new URLSearchParams(query));

const NONE = {
  q: "",
  localities: [],
  bhk: [],
  areaUnit: "sqft",
  amenities: [],
  photos: false,
  lda: false,
  sort: "newest",
  page: 1,
  // Every chip group declared with the fields reads as no choice (a new one needs no edit here).
  ...Object.fromEntries(
    DECLARED_FILTERS.filter((filter) => filter.widget === "chips").map((filter) => [filter.param, []]),
  ),
} as unknown as SearchFilters;

describe("parseFilters", () => {
  it("reads nothing as no filters", () => {
    expect(parse("")).toEqual(NONE);
    expect(activeFilterCount(parse(""))).toBe(0);
    expect(filtersToParams(parse("")).toString()).toBe("");
  });

  it("reads every filter", () => {
    const filters = parse(
      "q=  green   tower &city=Lucknow&locality=Gomti Nagar&locality=Indira Nagar&listingType=Sell" +
        "&category=Residential&propertyType=Flat/Apartment&bhk=3&bhk=2&budgetMin=4000000&budgetMax=6000000" +
        "&areaMin=100&areaMax=250.5&areaUnit=sqyd&furnishing=Semi-Furnished&possession=Ready to move" +
        "&postedBy=Owner&amenity=Lift&amenity=Gym&photos=1&lda=yes&sort=price-asc&page=3",
    );
    expect(filters).toEqual({
      ...NONE,
      q: "green tower",
      city: "Lucknow",
      localities: ["Gomti Nagar", "Indira Nagar"],
      listingType: "Sell",
      category: "Residential",
      propertyType: ["Flat/Apartment"],
      bhk: [2, 3],
      budgetMin: 4_000_000,
      budgetMax: 6_000_000,
      areaMin: 100,
      areaMax: 250.5,
      areaUnit: "sqyd",
      furnishing: "Semi-Furnished",
      possession: "Ready to move",
      postedBy: "Owner",
      // In the list's order, whatever the URL's.
      amenities: ["Gym", "Lift"],
      photos: true,
      lda: true,
      sort: "price-asc",
      page: 3,
    });
    expect(activeFilterCount(filters)).toBe(14);
  });

  it("drops hostile and bad values and keeps the rest", () => {
    expect(parse("bhk=-1&budgetMax=abc&sort=';drop table&city=Lucknow")).toEqual({ ...NONE, city: "Lucknow" });
    expect(
      parse(
        "bhk=7&bhk=2.5&bhk=&budgetMin=-5&budgetMax=1e6&budgetMin=0x10&areaMin=NaN&areaMax=Infinity&areaUnit=furlong" +
          "&city=Atlantis&listingType=PG&category=Industrial&propertyType=Storage&furnishing=yes&possession=soon" +
          "&postedBy=Admin&amenity=Moat&photos=0&lda=maybe&sort=random&page=-2&page=abc",
      ),
    ).toEqual(NONE);
    expect(parse("budgetMax=1000000000001&areaMax=100000001")).toEqual(NONE);
    expect(parse("x=1&city[]=Lucknow&__proto__=1")).toEqual(NONE);
  });

  it("drops 5,000-character values", () => {
    const long = "a".repeat(5000);
    const keys = ["q", "city", "locality", "bhk", "budgetMin", "amenity", "sort", "page", "photos"];
    const query = new URLSearchParams(keys.map((key) => [key, long]));
    expect(parseFilters(query)).toEqual(NONE);
    expect(parse(`q=${long}&q=gomti`).q).toBe("gomti");
    expect(parse(`budgetMax=${"9".repeat(5000)}`)).toEqual(NONE);
  });

  it("takes the first good value of a repeated single-valued key", () => {
    expect(parse("city=Atlantis&city=Noida&city=Lucknow")).toEqual({ ...NONE, city: "Noida" });
    expect(parse("sort=bad&sort=area&sort=ppsf").sort).toBe("area");
    expect(parse("page=0&page=4&page=5").page).toBe(4);
    expect(parse("budgetMin=abc&budgetMin=500000").budgetMin).toBe(500_000);
    expect(parse("q=&q=%20%20&q=gomti").q).toBe("gomti");
  });

  it("keeps repeated list values once each, localities up to five", () => {
    expect(parse("bhk=3&bhk=3&bhk=1").bhk).toEqual([1, 3]);
    expect(parse("amenity=Gym&amenity=gym&amenity=Lift").amenities).toEqual(["Gym", "Lift"]);
    const localities = ["A", "a", "B", "C", "D", "E", "F"].map((name) => `locality=${name}`).join("&");
    expect(parse(localities).localities).toEqual(["A", "B", "C", "D", "E"]);
    expect(parse(`locality=${"x".repeat(81)}&locality= Gomti   Nagar &locality=`).localities).toEqual(["Gomti Nagar"]);
  });

  it("reads options whatever their case and numbers with commas", () => {
    expect(parse("city=lucknow&listingType=rent&furnishing=fully furnished&postedBy=agent&sort=PPSF")).toEqual({
      ...NONE,
      city: "Lucknow",
      listingType: "Rent",
      furnishing: "Fully Furnished",
      postedBy: "Agent",
      sort: "ppsf",
    });
    expect(parse("budgetMax=60,00,000").budgetMax).toBe(6_000_000);
  });

  it("drops a property type outside the chosen category", () => {
    expect(parse("category=Commercial&propertyType=Flat/Apartment")).toEqual({ ...NONE, category: "Commercial" });
    expect(parse("category=Commercial&propertyType=Industry").propertyType).toEqual(["Industry"]);
    expect(parse("propertyType=Industry").propertyType).toEqual(["Industry"]);
    // Several types at once ("zameen"), in the declaration's order; one outside the category dropped.
    expect(parse("propertyType=Agricultural+Land&propertyType=Plot/Land").propertyType).toEqual([
      "Plot/Land",
      "Agricultural Land",
    ]);
    expect(parse("category=Commercial&propertyType=Shop&propertyType=Flat/Apartment").propertyType).toEqual(["Shop"]);
  });

  it("reads a range typed the wrong way round as the range between", () => {
    expect(parse("budgetMin=6000000&budgetMax=4000000")).toMatchObject({ budgetMin: 4_000_000, budgetMax: 6_000_000 });
    expect(parse("areaMin=0&areaMax=0")).toMatchObject({ areaMin: 0, areaMax: 0 });
  });

  it("caps huge pages as parsePage does", () => {
    expect(parse("page=999999999").page).toBe(10_000);
  });
});

describe("filtersToParams", () => {
  it("writes the canonical query string, defaults left out", () => {
    const filters = parse("page=1&sort=newest&areaUnit=sqft&photos=0&bhk=3&city=Lucknow&q=flat");
    expect(filtersToParams(filters).toString()).toBe("q=flat&city=Lucknow&bhk=3");
    expect(
      filtersToParams({ ...NONE, areaUnit: "acre", page: 2, sort: "area", photos: true, lda: true }).toString(),
    ).toBe("areaUnit=acre&photos=1&lda=1&sort=area&page=2");
  });

  it("round-trips: parsing what it wrote gives the same filters", () => {
    const samples = [
      NONE,
      parse("q=gomti&city=Lucknow&locality=Gomti Nagar&bhk=3&budgetMin=4000000&budgetMax=6000000"),
      parse(
        "city=Noida&locality=Sector 62&locality=Sector 18&listingType=Rent&category=Commercial&propertyType=Plot/Land" +
          "&bhk=0&bhk=6&budgetMax=20000&areaMin=0.5&areaMax=2&areaUnit=acre&furnishing=Unfurnished" +
          "&possession=Under construction&postedBy=Agent&amenity=ATM'S&amenity=Parking&photos=on&lda=on&sort=ppsf&page=7",
      ),
      parse("bhk=-1&budgetMax=abc&sort=';drop table&locality=a&locality=b&locality=c&locality=d&locality=e"),
    ];
    for (const filters of samples) {
      expect(parseFilters(filtersToParams(filters))).toEqual(filters);
      expect(parseFilters(new URLSearchParams(filtersToParams(filters).toString()))).toEqual(filters);
    }
  });
});

describe("activeFilterCount", () => {
  it("counts each facet once; the word search, sort and page are not filters", () => {
    expect(activeFilterCount(parse("q=gomti&sort=area&page=2&areaUnit=acre"))).toBe(0);
    expect(activeFilterCount(parse("locality=A&locality=B&bhk=2&bhk=3&budgetMin=1&budgetMax=2"))).toBe(3);
    expect(activeFilterCount(parse("areaMax=100&photos=1&amenity=Gym&amenity=Lift"))).toBe(3);
  });
});
