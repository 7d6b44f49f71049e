import { describe, expect, it } from "vitest";
import { parseFilters, type SearchFilters } from "./filters";
import type { Place } from "./places";
import { type QueryLanguage, readQuery, type Understood, withQuery } from "./query";
import { ENGLISH } from "./query-english";
import { HINDI } from "./query-hindi";
import { testPlace as place } from "./test-places";

const PLACES = [
  place("Gomti Nagar", 40),
  place("Gomti Nagar Extension", 25),
  place("Indira Nagar", 30),
  place("Vibhuti Khand", 6),
  place("Aliganj", 12),
  place("Hazratganj", 15),
  place("Sultanpur Road", 9),
  place("Kanpur Road", 10),
  place("Jankipuram", 8),
  place("Sector 62", 20, "Noida"),
  place("Sector 150", 5, "Noida"),
  place("Civil Lines", 4, "Kanpur"),
  place("DLF Phase 3", 7, "Gurugram"),
];

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** [what is typed, what it sets, the words left for the word search]. */
const PHRASINGS: Array<[string, Understood, string?]> = [
  // Bedrooms.
  ["3 BHK", { bhk: [3] }],
  ["3bhk", { bhk: [3] }],
  ["3 bedroom", { bhk: [3] }],
  ["3 bedrooms flat", { bhk: [3], propertyType: ["Flat/Apartment"] }],
  ["1 RK", { bhk: [0] }],
  ["1rk on rent", { bhk: [0], listingType: "Rent" }],
  ["studio", { bhk: [0] }],
  ["2 or 3 bhk", { bhk: [2, 3] }],
  ["2/3 BHK", { bhk: [2, 3] }],
  ["2-4 bhk", { bhk: [2, 3, 4] }],
  ["4+ bhk", { bhk: [4, 5, 6] }],
  ["8 bhk", { bhk: [6] }],
  ["three bhk", { bhk: [3] }],
  ["teen bhk ka flat", { bhk: [3], propertyType: ["Flat/Apartment"] }],
  // Budgets.
  ["under 60 lakh", { budgetMax: 60 * LAKH }],
  ["below 60L", { budgetMax: 60 * LAKH }],
  ["60 lac", { budgetMax: 60 * LAKH }],
  ["1.2 cr", { budgetMax: 1.2 * CRORE }],
  ["1.25cr", { budgetMax: 1.25 * CRORE }],
  ["50-70 lakh", { budgetMin: 50 * LAKH, budgetMax: 70 * LAKH }],
  ["50 to 70 lakhs", { budgetMin: 50 * LAKH, budgetMax: 70 * LAKH }],
  ["between 50 lakh and 1 crore", { budgetMin: 50 * LAKH, budgetMax: CRORE }],
  ["50 lakh - 1 cr", { budgetMin: 50 * LAKH, budgetMax: CRORE }],
  ["upto 80 L", { budgetMax: 80 * LAKH }],
  ["up to 80 lakh", { budgetMax: 80 * LAKH }],
  ["₹45,00,000", { budgetMax: 45 * LAKH }],
  ["Rs. 4500000", { budgetMax: 45 * LAKH }],
  ["rent under 20k", { listingType: "Rent", budgetMax: 20_000 }],
  ["20 thousand", { budgetMax: 20_000 }],
  ["under 20000", { budgetMax: 20_000 }],
  ["above 1 cr", { budgetMin: CRORE }],
  ["1 cr+", { budgetMin: CRORE }],
  ["60 lakh tak", { budgetMax: 60 * LAKH }],
  ["60 lakh se kam", { budgetMax: 60 * LAKH }],
  ["50 lakh se upar", { budgetMin: 50 * LAKH }],
  ["50 se 70 lakh", { budgetMin: 50 * LAKH, budgetMax: 70 * LAKH }],
  ["15-20k rent", { budgetMin: 15_000, budgetMax: 20_000, listingType: "Rent" }],
  ["budget 40 lakh", { budgetMax: 40 * LAKH }],
  // Areas: the bigha is kept as a bigha; the server converts it with the site's setting.
  ["1200 sq ft", { areaMin: 1080, areaMax: 1320, areaUnit: "sqft" }],
  ["1200 sqft", { areaMin: 1080, areaMax: 1320, areaUnit: "sqft" }],
  ["1,200 sq. ft.", { areaMin: 1080, areaMax: 1320, areaUnit: "sqft" }],
  ["200 gaj", { areaMin: 180, areaMax: 220, areaUnit: "sqyd" }],
  ["200 sq yd", { areaMin: 180, areaMax: 220, areaUnit: "sqyd" }],
  ["200 square yards", { areaMin: 180, areaMax: 220, areaUnit: "sqyd" }],
  ["2 bigha", { areaMin: 1.8, areaMax: 2.2, areaUnit: "bigha" }],
  // A typed area is "about" that size, a tenth either side (issue 43).
  ["1000 sq ft", { areaMin: 900, areaMax: 1100, areaUnit: "sqft" }],
  ["2.5 acre", { areaMin: 2.25, areaMax: 2.75, areaUnit: "acre" }],
  ["1 acre farm land", { areaMin: 0.9, areaMax: 1.1, areaUnit: "acre", propertyType: ["Agricultural Land"] }],
  ["plot above 1000 sqft", { propertyType: ["Plot/Land"], areaMin: 1000, areaUnit: "sqft" }],
  ["under 1500 sqft", { areaMax: 1500, areaUnit: "sqft" }],
  ["1000-1500 sq ft", { areaMin: 1000, areaMax: 1500, areaUnit: "sqft" }],
  // Listing type and kind.
  ["for rent", { listingType: "Rent" }],
  ["on rent", { listingType: "Rent" }],
  ["to let", { listingType: "Rent" }],
  ["kiraye par", { listingType: "Rent" }],
  ["for sale", { listingType: "Sell" }],
  ["resale", { listingType: "Sell" }],
  ["PG", { listingType: "Rent" }],
  ["plot", { propertyType: ["Plot/Land"] }],
  // "Land" and "zameen" are a plot or farmland alike (issue 43); "plot" is a plot.
  ["land", { propertyType: ["Plot/Land", "Agricultural Land"] }],
  ["zameen sultanpur road", { propertyType: ["Plot/Land", "Agricultural Land"], localities: ["Sultanpur Road"] }],
  ["plot", { propertyType: ["Plot/Land"] }],
  ["agricultural land", { propertyType: ["Agricultural Land"] }],
  ["villa", { propertyType: ["Independent House/Villa"] }],
  ["independent house", { propertyType: ["Independent House/Villa"] }],
  ["flat", { propertyType: ["Flat/Apartment"] }],
  ["apartment", { propertyType: ["Flat/Apartment"] }],
  // Commercial kinds people post (issue 43): each its own type, not just "commercial".
  ["shop", { category: "Commercial", propertyType: ["Shop"] }],
  ["shop in hazratganj", { category: "Commercial", propertyType: ["Shop"], localities: ["Hazratganj"] }],
  ["dukaan hazratganj", { category: "Commercial", propertyType: ["Shop"], localities: ["Hazratganj"] }],
  ["office", { category: "Commercial", propertyType: ["Office"] }],
  ["office space gomti nagar", { category: "Commercial", propertyType: ["Office"], localities: ["Gomti Nagar"] }],
  ["showroom", { category: "Commercial", propertyType: ["Showroom"] }],
  ["warehouse", { category: "Commercial", propertyType: ["Warehouse/Godown"] }],
  ["godown on rent", { category: "Commercial", propertyType: ["Warehouse/Godown"], listingType: "Rent" }],
  ["commercial space", { category: "Commercial" }],
  // Intent words are not search words: "sasta" orders by price, lowest first.
  ["sasta flat gomti nagar", { sort: "price-asc", propertyType: ["Flat/Apartment"], localities: ["Gomti Nagar"] }],
  ["cheapest 2 bhk", { sort: "price-asc", bhk: [2] }],
  // Words of talk are not search words either.
  [
    "seedha sasta flat gomti nagar",
    { sort: "price-asc", propertyType: ["Flat/Apartment"], localities: ["Gomti Nagar"] },
  ],
  ["mujhe koi accha 2 bhk chahiye aliganj mein urgent", { bhk: [2], localities: ["Aliganj"] }],
  ["please show flats in hazratganj", { propertyType: ["Flat/Apartment"], localities: ["Hazratganj"] }],
  ["show room in hazratganj", { category: "Commercial", propertyType: ["Showroom"], localities: ["Hazratganj"] }],
  // A period after a budget says it is a rent.
  ["2 bhk under 15k per month", { bhk: [2], budgetMax: 15_000, listingType: "Rent" }],
  ["flat 20 hazar tak monthly", { propertyType: ["Flat/Apartment"], budgetMax: 20_000, listingType: "Rent" }],
  ["factory", { category: "Commercial", propertyType: ["Industry"] }],
  ["commercial plot", { category: "Commercial", propertyType: ["Plot/Land"] }],
  // Places: known localities however typed, and our cities.
  ["gomti nagar", { localities: ["Gomti Nagar"] }],
  ["gomti nagr", { localities: ["Gomti Nagar"] }],
  ["gomtinagar", { localities: ["Gomti Nagar"] }],
  ["Gomti Nagar Extension", { localities: ["Gomti Nagar Extension"] }],
  ["indra nagar", { localities: ["Indira Nagar"] }],
  ["aligunj", { localities: ["Aliganj"] }],
  ["hazratganj lucknow", { localities: ["Hazratganj"], city: "Lucknow" }],
  ["vibhuti khand gomti nagar", { localities: ["Vibhuti Khand"] }],
  ["vibhuti khand in gomti nagar", { localities: ["Vibhuti Khand"] }],
  ["gomti nagar vibhuti khand", { localities: ["Vibhuti Khand"] }],
  ["gomti nagar or aliganj", { localities: ["Gomti Nagar", "Aliganj"] }],
  ["gomti nagar, indira nagar", { localities: ["Gomti Nagar", "Indira Nagar"] }],
  ["sultanpur rd", { localities: ["Sultanpur Road"] }],
  ["kanpur road", { localities: ["Kanpur Road"] }],
  ["flat in kanpur", { propertyType: ["Flat/Apartment"], city: "Kanpur" }],
  ["sector-62 noida", { localities: ["Sector 62"], city: "Noida" }],
  ["noida", { city: "Noida" }],
  ["lko", { city: "Lucknow" }],
  ["gurgaon", { city: "Gurugram" }],
  // Posted by, furnishing, possession and amenities.
  ["by owner", { postedBy: "Owner" }],
  ["no broker", { postedBy: "Owner" }],
  ["owner only", { postedBy: "Owner" }],
  ["by agent", { postedBy: "Agent" }],
  ["furnished", { furnishing: "Fully Furnished" }],
  ["semi furnished", { furnishing: "Semi-Furnished" }],
  ["semi-furnished", { furnishing: "Semi-Furnished" }],
  ["unfurnished", { furnishing: "Unfurnished" }],
  ["ready to move", { possession: "Ready to move" }],
  ["under construction", { possession: "Under construction" }],
  ["with lift", { amenities: ["Lift"] }],
  ["parking", { amenities: ["Parking"] }],
  ["with lift and parking", { amenities: ["Lift", "Parking"] }],
  ["swimming pool gym", { amenities: ["Swimming Pool", "Gym"] }],
  // Whole queries, as docs/product/marketplace.md §11 and the issue write them.
  ["3 BHK under 60 lakh in Gomti Nagar", { bhk: [3], budgetMax: 60 * LAKH, localities: ["Gomti Nagar"] }],
  ["3 BHK under 60 lakh in gomti nagr", { bhk: [3], budgetMax: 60 * LAKH, localities: ["Gomti Nagar"] }],
  // The home page's placeholder.
  ["3 BHK, Gomti Nagar, 60 lakh", { bhk: [3], localities: ["Gomti Nagar"], budgetMax: 60 * LAKH }],
  ["3 BHK under ₹60 L in Gomti Nagar", { bhk: [3], budgetMax: 60 * LAKH, localities: ["Gomti Nagar"] }],
  [
    "plot 200 gaj sultanpur road",
    { propertyType: ["Plot/Land"], areaMin: 180, areaMax: 220, areaUnit: "sqyd", localities: ["Sultanpur Road"] },
  ],
  [
    "2bhk on rent indira nagar under 20k",
    { bhk: [2], listingType: "Rent", localities: ["Indira Nagar"], budgetMax: 20_000 },
  ],
  ["owner only villa", { postedBy: "Owner", propertyType: ["Independent House/Villa"] }],
  [
    "semi furnished 2 bhk flat for rent in aliganj no broker",
    {
      furnishing: "Semi-Furnished",
      bhk: [2],
      propertyType: ["Flat/Apartment"],
      listingType: "Rent",
      localities: ["Aliganj"],
      postedBy: "Owner",
    },
  ],
  [
    "ready to move 3bhk gomtinagar 80L-1.2cr with parking",
    {
      possession: "Ready to move",
      bhk: [3],
      localities: ["Gomti Nagar"],
      budgetMin: 80 * LAKH,
      budgetMax: 1.2 * CRORE,
      amenities: ["Parking"],
    },
  ],
  // Words not understood stay the word search, as typed.
  ["Eldeco Greens", {}, "Eldeco Greens"],
  ["3 BHK Eldeco Greens", { bhk: [3] }, "Eldeco Greens"],
  ["sector 150", { localities: ["Sector 150"] }],
  ["villa near shiv mandir", { propertyType: ["Independent House/Villa"] }, "shiv mandir"],
  ["gomti nagar cheap", { localities: ["Gomti Nagar"], sort: "price-asc" }],
  ["under 60", {}, "under 60"],
  ["tower 7", {}, "tower 7"],
  ["226010", {}, "226010"],
  ["Qboxmh3k2x 3bhk", { bhk: [3] }, "Qboxmh3k2x"],
  ["2nd floor flat", { propertyType: ["Flat/Apartment"] }, "2nd floor"],
  ["sector62", { localities: ["Sector 62"] }],
];

const read = (typed: string, city?: Place["city"]) => readQuery(typed, PLACES, { city });

describe("readQuery: the search box read as people write", () => {
  it("holds at least 60 phrasings", () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60);
  });

  for (const [typed, understood, rest = ""] of PHRASINGS) {
    it(`reads “${typed}”`, () => {
      expect(read(typed)).toEqual({ understood, rest });
    });
  }

  it("looks for a locality in the chosen city first, and finds a place typed in another", () => {
    expect(read("sector 62", "Noida").understood).toEqual({ localities: ["Sector 62"] });
    // Chosen Lucknow, typed a place of Noida: the place wins and brings its city.
    expect(read("sector 62", "Lucknow").understood).toEqual({ localities: ["Sector 62"], city: "Noida" });
  });

  it("never takes a project's word for a locality", () => {
    expect(read("Green").understood).toEqual({});
    expect(read("nagar").rest).toBe("nagar");
  });

  it("keeps a known project or society name whole, though a word of it names a place, a city or a kind", () => {
    const names = ["Gomti Greens", "Noida Heights", "Sunrise Flat Homes", "Tower"];
    const withNames = (typed: string) => readQuery(typed, PLACES, { names });
    // Before: Gomti Nagar and the word "Greens", and the listing named so was not found.
    expect(read("gomti greens")).toEqual({ understood: { localities: ["Gomti Nagar"] }, rest: "greens" });
    expect(withNames("gomti greens")).toEqual({ understood: {}, rest: "gomti greens" });
    expect(withNames("3 bhk in Gomti Greens under 60 lakh")).toEqual({
      understood: { bhk: [3], budgetMax: 60 * LAKH },
      rest: "Gomti Greens",
    });
    expect(withNames("noida heights")).toEqual({ understood: {}, rest: "noida heights" });
    expect(withNames("sunrise flat homes")).toEqual({ understood: {}, rest: "sunrise flat homes" });
    // Only a name's own words: a word of one, or a one-word name, reads as before.
    expect(withNames("gomti nagar greenery").understood).toEqual({ localities: ["Gomti Nagar"] });
    expect(withNames("flat in noida").understood).toEqual({ propertyType: ["Flat/Apartment"], city: "Noida" });
  });

  it("keeps the beginning of a listing's title that names more than a place, and reads the rest", () => {
    const names = ["Gomti Greens 3 BHK Apartment", "Gomti Nagar 3 BHK Flat", "Sector 150 Sky Residences"];
    const withNames = (typed: string) => readQuery(typed, PLACES, { names });
    expect(withNames("gomti greens 3 bhk")).toEqual({ understood: { bhk: [3] }, rest: "gomti greens" });
    // A title that is a place and filters names nothing more: the place and the filters.
    expect(withNames("gomti nagar 3 bhk")).toEqual({ understood: { localities: ["Gomti Nagar"], bhk: [3] }, rest: "" });
    expect(withNames("sector 150").understood).toEqual({ localities: ["Sector 150"] });
    expect(withNames("sector 150 sky")).toEqual({ understood: {}, rest: "sector 150 sky" });
  });

  it("reads what it left again as the same words (one redirect is enough)", () => {
    for (const [typed] of PHRASINGS) {
      const { rest } = read(typed);
      expect(read(rest), typed).toEqual({ understood: {}, rest });
    }
  });

  it("reads only as much as the box holds", () => {
    const long = `3 bhk ${"x ".repeat(200)} gomti nagar`;
    expect(read(long).understood).toEqual({ bhk: [3] });
    expect(read(long).rest.length).toBeLessThanOrEqual(100);
  });

  it("never fails, whatever is typed", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pieces = [
      ..."abcxyz0123456789₹,./-+&()[]*?\\'\"%$#@!~`^|{}<>:;= \t\n",
      "lakh",
      "cr",
      "bhk",
      "gomti",
      "nagar",
      "nagr",
      "gomtinagar",
      "flat",
      "rent",
      "noida",
      "in",
      "under",
      "to",
      "-",
      "sq ft",
      "bigha",
      "and",
      "or",
      "१२३",
      "किराए",
      "\u0000",
      "\uD83D\uDE00",
      "\uD800",
      "9".repeat(400),
      "1.2.3",
      "0",
    ];
    for (let run = 0; run < 1000; run++) {
      let typed = "";
      const length = Math.floor(random() * 30);
      for (let i = 0; i < length; i++)
        typed += `${pieces[Math.floor(random() * pieces.length)]}${random() < 0.5 ? " " : ""}`;
      const result = read(typed);
      expect(result.rest.length).toBeLessThanOrEqual(100);
      // What it left reads as the same words: the address the box leads to is final.
      expect(readQuery(result.rest, PLACES, { city: result.understood.city }), typed).toEqual({
        understood: {},
        rest: result.rest,
      });
      // Whatever it understood is a valid search: it survives the URL unchanged.
      const merged = withQuery(parseFilters(new URLSearchParams()), result);
      expect(typeof merged.q).toBe("string");
      for (const value of [merged.budgetMin, merged.budgetMax, merged.areaMin, merged.areaMax]) {
        if (value !== undefined) expect(Number.isFinite(value) && value > 0).toBe(true);
      }
    }
  });

  it("reads a long query in milliseconds, against hundreds of places", () => {
    const many = Array.from({ length: 500 }, (_, index) => place(`Colony ${index} Nagar`, index));
    const typed = "3 bhk flat under 60 lakh near gomti nagr vibhuti khand with lift and parking";
    const list = [...PLACES, ...many];
    readQuery(typed, list);
    // The fastest of a few runs: the machine's other work is not the parser's cost. About
    // 15 ms on a quiet machine; the bound is loose enough for a machine busy with the whole
    // suite, and still catches a parser that grows with the square of the places.
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      readQuery(typed, list);
      return performance.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(500);
  });
});

describe("withQuery: the box's words merged into the search", () => {
  const none = parseFilters(new URLSearchParams());
  const merge = (url: string, typed: string, city?: Place["city"]): SearchFilters =>
    withQuery(parseFilters(new URLSearchParams(url)), read(typed, city));

  it("sets what was understood and keeps the rest as the word search", () => {
    expect(withQuery(none, read("3 BHK under 60 lakh in gomti nagr"))).toEqual({
      ...none,
      bhk: [3],
      budgetMax: 60 * LAKH,
      localities: ["Gomti Nagar"],
      // A sale-sized budget says buying (issue 57, B11).
      listingType: "Sell",
    });
    expect(merge("", "3 bhk Eldeco").q).toBe("Eldeco");
  });

  it("lets what was typed replace the same filter chosen before, and keeps the others", () => {
    const filters = merge(
      "bhk=2&budgetMin=1000000&budgetMax=3000000&furnishing=Unfurnished&page=3",
      "3 bhk under 60 lakh",
    );
    expect(filters).toMatchObject({ bhk: [3], budgetMax: 60 * LAKH, furnishing: "Unfurnished", page: 1 });
    expect(filters.budgetMin).toBeUndefined();
    expect(merge("amenity=Gym", "with lift").amenities).toEqual(["Gym", "Lift"]);
  });

  it("drops a category the typed type does not belong to", () => {
    expect(merge("category=Commercial", "villa")).toMatchObject({ propertyType: ["Independent House/Villa"] });
    expect(merge("category=Commercial", "villa").category).toBeUndefined();
    expect(merge("category=Commercial", "plot")).toMatchObject({ category: "Commercial", propertyType: ["Plot/Land"] });
  });

  it("changes nothing for words it does not understand", () => {
    expect(merge("bhk=2", "Eldeco Greens")).toEqual({ ...none, q: "Eldeco Greens", bhk: [2] });
  });
});

describe("what a search means does not hang on what is listed (issue 57, B11)", () => {
  const none = parseFilters(new URLSearchParams());

  it("reads a locality by the name closest to what was typed, whichever place has listings today", () => {
    for (const [gomti, extension] of [
      [0, 1],
      [40, 25],
    ] as const) {
      const list = [place("Gomti Nagar Extension", extension), place("Gomti Nagar", gomti)];
      expect(readQuery("3 bhk gomti nagar under 1 crore", list).understood.localities).toEqual(["Gomti Nagar"]);
      expect(readQuery("gomti", list).understood.localities).toEqual(["Gomti Nagar"]);
    }
  });

  it("takes a sale-sized budget for buying unless renting is said, in the box or the panel", () => {
    const merged = (url: string, typed: string) => withQuery(parseFilters(new URLSearchParams(url)), read(typed));
    expect(merged("", "3 bhk gomti nagar under 1 crore").listingType).toBe("Sell");
    expect(merged("", "plot 60 lakh").listingType).toBe("Sell");
    expect(withQuery(none, readQuery("1 करोड़ तक", PLACES, { languages: [ENGLISH, HINDI] })).listingType).toBe("Sell");
    expect(merged("", "2bhk under 20k").listingType).toBeUndefined();
    expect(merged("", "rent under 1 crore").listingType).toBe("Rent");
    expect(merged("listingType=Rent", "under 1 crore").listingType).toBe("Rent");
  });

  it("reads a place by another of its names on the list: its Hindi name, another spelling", () => {
    const list = [{ ...place("Aashiana", 3), aka: ["आशियाना", "Ashiyana"] }, place("Alambagh", 5)];
    expect(readQuery("2 bhk ashiyana", list).understood.localities).toEqual(["Aashiana"]);
    expect(readQuery("आशियाना में 2 बीएचके", list, { languages: [ENGLISH, HINDI] }).understood.localities).toEqual([
      "Aashiana",
    ]);
  });
});

/**
 * A second language is a second table: a few Hindi words (the Hindi issue writes the real
 * table) read by the same parser, with no new code.
 */
const HINDI_SAMPLE: QueryLanguage = {
  phrases: {
    "किराए पर": { listingType: "Rent" },
    फ्लैट: { propertyType: ["Flat/Apartment"] },
    प्लॉट: { propertyType: ["Plot/Land"] },
  },
  bedrooms: ["बीएचके"],
  roomKitchen: [],
  numbers: { तीन: 3 },
  money: { लाख: 1_00_000, करोड़: 1_00_00_000, हज़ार: 1000 },
  rupees: ["रुपये"],
  areas: { गज: "sqyd" },
  atMostBefore: [],
  atMostAfter: ["से कम", "तक"],
  atLeastBefore: [],
  atLeastAfter: ["से ज़्यादा"],
  rangeBefore: [],
  rangeJoin: ["से"],
  orJoin: ["या"],
  fillers: ["में", "का", "की"],
  cities: { लखनऊ: "Lucknow" },
};

describe("a second language is a second table", () => {
  const hindi = (typed: string) => readQuery(typed, PLACES, { languages: [HINDI_SAMPLE, ENGLISH] });

  it("reads Hindi words with the same grammar", () => {
    expect(hindi("तीन बीएचके फ्लैट 60 लाख से कम गोमती नगर लखनऊ में")).toEqual({
      understood: { bhk: [3], propertyType: ["Flat/Apartment"], budgetMax: 60 * LAKH, city: "Lucknow" },
      // A place spelt in Devanagari is the Hindi issue's (the listings spell places in English).
      rest: "गोमती नगर",
    });
    expect(hindi("2 बीएचके किराए पर 15 से 20 हज़ार")).toEqual({
      understood: { bhk: [2], listingType: "Rent", budgetMin: 15_000, budgetMax: 20_000 },
      rest: "",
    });
    expect(hindi("प्लॉट 200 गज तक").understood).toEqual({ propertyType: ["Plot/Land"], areaMax: 200, areaUnit: "sqyd" });
  });

  it("mixes with English in one query, and English alone does not read Hindi", () => {
    expect(hindi("3 bhk किराए पर gomti nagar").understood).toEqual({
      bhk: [3],
      listingType: "Rent",
      localities: ["Gomti Nagar"],
    });
    expect(read("तीन बीएचके").understood).toEqual({});
  });
});

describe("the Hindi table", () => {
  const both = (typed: string, city?: Place["city"]) => readQuery(typed, PLACES, { city, languages: [ENGLISH, HINDI] });

  it.each<[string, Understood, string?]>([
    ["3 बीएचके", { bhk: [3] }],
    ["३ बीएचके", { bhk: [3] }],
    ["तीन बीएचके फ़्लैट", { bhk: [3], propertyType: ["Flat/Apartment"] }],
    ["2 या 3 बीएचके", { bhk: [2, 3] }],
    ["60 लाख तक", { budgetMax: 60 * LAKH }],
    ["60 लाख से कम", { budgetMax: 60 * LAKH }],
    ["1 करोड़ से ज़्यादा", { budgetMin: CRORE }],
    ["40–60 लाख", { budgetMin: 40 * LAKH, budgetMax: 60 * LAKH }],
    ["40 से 60 लाख के बीच", { budgetMin: 40 * LAKH, budgetMax: 60 * LAKH }],
    ["किराये पर", { listingType: "Rent" }],
    ["किराए पर", { listingType: "Rent" }],
    ["बिक्री के लिए मकान", { listingType: "Sell", propertyType: ["Independent House/Villa"] }],
    ["प्लॉट 200 गज", { propertyType: ["Plot/Land"], areaMin: 180, areaMax: 220, areaUnit: "sqyd" }],
    ["ज़मीन", { propertyType: ["Plot/Land", "Agricultural Land"] }],
    ["फ़र्निश्ड फ्लैट मालिक से", { furnishing: "Fully Furnished", propertyType: ["Flat/Apartment"], postedBy: "Owner" }],
    ["एजेंट", { postedBy: "Agent" }],
    ["दुकान", { category: "Commercial", propertyType: ["Shop"] }],
    ["सस्ता फ़्लैट", { sort: "price-asc", propertyType: ["Flat/Apartment"] }],
    // Words of talk are not search words (issue 43).
    ["मुझे कोई अच्छा फ़्लैट चाहिए", { propertyType: ["Flat/Apartment"] }],
    ["सीधा मालिक से मकान दिखाओ", { postedBy: "Owner", propertyType: ["Independent House/Villa"] }],
    ["15 हज़ार तक प्रति माह", { budgetMax: 15_000, listingType: "Rent" }],
    ["गोदाम किराये पर", { category: "Commercial", propertyType: ["Warehouse/Godown"], listingType: "Rent" }],
    ["दफ़्तर गोमती नगर में", { category: "Commercial", propertyType: ["Office"], localities: ["Gomti Nagar"] }],
    ["गोमती नगर", { localities: ["Gomti Nagar"] }],
    ["गोमती नगर एक्सटेंशन", { localities: ["Gomti Nagar Extension"] }],
    ["गोमती", { localities: ["Gomti Nagar"] }],
    ["गोमतीनगर", { localities: ["Gomti Nagar"] }],
    ["लखनऊ", { city: "Lucknow" }],
    ["नोएडा सेक्टर 62", { city: "Noida", localities: ["Sector 62"] }],
    ["3 BHK, 40–60 लाख", { bhk: [3], budgetMin: 40 * LAKH, budgetMax: 60 * LAKH }],
    [
      "2bhk फ़्लैट kiraye par अलीगंज",
      { bhk: [2], propertyType: ["Flat/Apartment"], listingType: "Rent", localities: ["Aliganj"] },
    ],
    ["3 bhk गोमती नगर में 60 lakh tak", { bhk: [3], localities: ["Gomti Nagar"], budgetMax: 60 * LAKH }],
    [
      "makaan kiraya par indira nagar",
      { propertyType: ["Independent House/Villa"], listingType: "Rent", localities: ["Indira Nagar"] },
    ],
  ])("reads %s", (typed, understood, rest = "") => {
    expect(both(typed)).toEqual({ understood, rest });
  });

  it("keeps what it does not know as the word search", () => {
    expect(both("एल्डेको ग्रीन्स 3 बीएचके")).toEqual({ understood: { bhk: [3] }, rest: "एल्डेको ग्रीन्स" });
    // A place with no live listings is not a filter.
    expect(both("हज़रतगंज").understood).toEqual({ localities: ["Hazratganj"] });
    expect(both("आलमबाग").understood).toEqual({});
  });

  it("never throws on what is typed", () => {
    for (const typed of [
      "",
      "्",
      "़़़",
      "लाख लाख",
      "से से से",
      "- तक -",
      "₹ करोड़",
      `${"9".repeat(40)} लाख`,
      "गोमती ".repeat(30),
      "\u200d\u200c",
    ])
      expect(() => both(typed)).not.toThrow();
  });
});
