import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AMENITIES } from "#app/config/enums";
import { getDb } from "#app/modules/db/db.server";
import { checkListing } from "#app/modules/listing-core/schema";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { createProperty } from "#app/modules/properties/posting/post.server";
import { PropertySchema } from "#app/modules/properties/posting/schemas";
import { searchApprovedProperties } from "#app/modules/properties/properties.server";
import {
  DECLARED_FILTERS,
  filtersToParams,
  parseFilters,
  type SearchFilters,
  withChosen,
} from "#app/modules/properties/search/filters";
import { knownLocalities, livePlaces } from "#app/modules/properties/search/places.server";
import { facetCounts, searchProperties } from "#app/modules/properties/search/search.server";
import type { SearchPageData } from "#app/modules/properties/search/search-page.server";
import * as placeRoute from "#app/routes/_listings/place";
import * as searchRoute from "#app/routes/_listings/search";
import * as localitiesRoute from "#app/routes/resources/localities";
import * as searchCountRoute from "#app/routes/resources/search-count";
import { images, properties } from "#db/schema";
import { A_GOMTI_NAGAR_FLAT } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile } from "../../../support/harness";

servicesForFile();

const base = { ...A_GOMTI_NAGAR_FLAT, amenities: [] as string[] };

interface Fixture {
  form: Partial<Record<keyof typeof base | "price" | "possession" | "possessionBy", string | string[] | undefined>>;
  agent?: boolean;
  pending?: boolean;
  photo?: boolean;
}

/** Created in this order, a minute apart: A is the oldest, J the newest. */
const FIXTURES: Record<string, Fixture> = {
  A: {
    form: { price: "4500000", possession: "Ready to move", amenities: ["Gym", "Lift"] },
    photo: true,
  },
  B: {
    form: {
      locality: "gomti nagar",
      plotArea: "1800",
      price: "5500000",
      furnishing: "Fully Furnished",
      possession: "Under construction",
      possessionBy: "2027-06",
      amenities: ["Gym"],
    },
    agent: true,
  },
  C: { form: { bedrooms: "2", plotArea: "1200", price: "5000000", furnishing: "Unfurnished" } },
  D: { form: { plotArea: "2000", price: "7000000" } },
  E: { form: { locality: "Indira Nagar", plotArea: "1600", price: "5200000" } },
  F: { form: { locality: "Gomti Nagar Extension", plotArea: "1400", price: "5000000" } },
  G: { form: { price: "4800000" }, pending: true },
  H: {
    form: {
      propertyType: "Plot/Land",
      bedrooms: undefined,
      locality: "Sultanpur Road",
      plotArea: "250",
      areaUnit: "sqyd",
      price: "3000000",
      furnishing: undefined,
    },
  },
  I: {
    form: {
      listingType: "Rent",
      city: "Noida",
      locality: "Sector 62",
      bedrooms: "2",
      plotArea: "900",
      price: "20000",
      furnishing: "Fully Furnished",
    },
    agent: true,
  },
  J: {
    form: {
      propertyCategory: "Commercial",
      propertyType: "Industry",
      bedrooms: undefined,
      city: "Kanpur",
      locality: "Panki",
      plotArea: "5000",
      furnishing: undefined,
    },
  },
};

const ids: Record<string, string> = {};
const names = new Map<string, string>();

beforeAll(async () => {
  const [owner, agent] = await Promise.all([createUser("Owner"), createUser("Agent")]);
  const start = Date.parse("2026-01-01T10:00:00Z");
  for (const [index, [name, fixture]] of Object.entries(FIXTURES).entries()) {
    const form = Object.fromEntries(Object.entries({ ...base, ...fixture.form }).filter(([, v]) => v !== undefined));
    const checked = checkListing(PropertySchema, { ...form, imageIds: [] });
    if (!checked.ok) throw new Error(`${name}: ${checked.message}`);
    const by = fixture.agent ? agent : owner;
    const id = await createProperty(by.id, checked.data);
    await getDb()
      .update(properties)
      .set({ createdAt: new Date(start + index * 60_000) })
      .where(eq(properties.id, id));
    if (fixture.photo)
      await getDb()
        .insert(images)
        .values({ userId: by.id, propertyId: id, width: 640, height: 480, widths: [320], bytes: 1 });
    if (!fixture.pending) expect(await approveProperty(id)).toBe(true);
    ids[name] = id;
    names.set(id, name);
  }
});

/** The fixtures' names of a search's results, in order (all of them: one big page). */
async function found(query: string | SearchFilters): Promise<string[]> {
  const filters = typeof query === "string" ? parseFilters(new URLSearchParams(query)) : query;
  const page = await searchProperties(filters, 100);
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => names.get(item.id) ?? item.id);
}

const LIVE = ["J", "I", "H", "F", "E", "D", "C", "B", "A"];

describe("searchProperties", () => {
  it("finds live properties only, newest first", async () => {
    expect(await found("")).toEqual(LIVE);
    for (const sort of ["price-asc", "price-desc", "ppsf", "area"])
      expect(await found(`sort=${sort}`)).not.toContain("G");
  });

  it("finds 3 BHK in Gomti Nagar for ₹40-60 lakh, exactly", async () => {
    expect(await found("bhk=3&locality=Gomti Nagar&budgetMin=4000000&budgetMax=6000000")).toEqual(["B", "A"]);
    expect(await found("city=Lucknow&bhk=3&locality=gomti nagar&budgetMin=4000000&budgetMax=6000000")).toEqual([
      "B",
      "A",
    ]);
  });

  it.each([
    ["city=Noida", ["I"]],
    ["city=Lucknow", ["H", "F", "E", "D", "C", "B", "A"]],
    // An exact locality, whatever its case: not Gomti Nagar Extension.
    ["locality=GOMTI NAGAR", ["D", "C", "B", "A"]],
    ["locality=Gomti Nagar&locality=Indira Nagar", ["E", "D", "C", "B", "A"]],
    ["listingType=Rent", ["I"]],
    ["category=Commercial", ["J"]],
    ["propertyType=Plot/Land", ["H"]],
    ["bhk=2", ["I", "C"]],
    ["bhk=2&bhk=3", ["I", "F", "E", "D", "C", "B", "A"]],
    ["budgetMin=5200000", ["E", "D", "B"]],
    ["budgetMax=3000000", ["I", "H"]],
    ["areaMin=1600&areaMax=2000", ["E", "D", "B"]],
    ["furnishing=Fully Furnished", ["I", "B"]],
    ["possession=Under construction", ["B"]],
    ["postedBy=Agent", ["I", "B"]],
    ["postedBy=Owner", ["J", "H", "F", "E", "D", "C", "A"]],
    ["amenity=Gym", ["B", "A"]],
    ["amenity=Gym&amenity=Lift", ["A"]],
    ["photos=1", ["A"]],
    ["q=sultanpur", ["H"]],
    ["q=gomti&bhk=2", ["C"]],
  ])("narrows by %s", async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it("converts an area in sq yd to square feet", async () => {
    // 200 to 250 sq yd is 1,800 to 2,250 sq ft: H was posted as 250 sq yd.
    expect(await found("areaMin=200&areaMax=250&areaUnit=sqyd")).toEqual(["H", "D", "B"]);
    expect(await found("areaMin=0.1&areaUnit=acre")).toEqual(["J"]);
  });

  it("sorts as promised, ties and missing values after", async () => {
    // C and F cost the same: the newer (F) first. J has no price; I (a rent) no price per sq ft.
    expect(await found("sort=price-asc")).toEqual(["I", "H", "A", "F", "C", "E", "B", "D", "J"]);
    expect(await found("sort=price-desc")).toEqual(["D", "B", "E", "F", "C", "A", "H", "I", "J"]);
    expect(await found("sort=ppsf")).toEqual(["H", "A", "B", "E", "D", "F", "C", "J", "I"]);
    expect(await found("sort=area")).toEqual(["J", "H", "D", "B", "E", "A", "F", "C", "I"]);
  });

  it("pages a sorted search", async () => {
    const filters = parseFilters(new URLSearchParams("sort=price-asc"));
    const pages = await Promise.all([1, 2, 3, 4].map((page) => searchProperties({ ...filters, page }, 4)));
    expect(pages.map((page) => page.items.map((item) => names.get(item.id)))).toEqual([
      ["I", "H", "A", "F"],
      ["C", "E", "B", "D"],
      ["J"],
      [],
    ]);
    expect(pages.map(({ total, pages, page }) => [total, pages, page])).toEqual([
      [9, 3, 1],
      [9, 3, 2],
      [9, 3, 3],
      [9, 3, 4],
    ]);
  });

  it("gives the cards the old search gives, in every order", async () => {
    const none = parseFilters(new URLSearchParams());
    const old = await searchApprovedProperties({ q: "lucknow", page: 1 }, 100);
    const newest = await searchProperties({ ...none, q: "lucknow" }, 100);
    expect(newest).toEqual(old);
    const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));
    const all = byId((await searchProperties(none, 100)).items);
    expect(all.find((item) => item.id === ids.A)?.image).toMatchObject({ width: 640 });
    for (const sort of ["price-asc", "price-desc", "ppsf", "area"] as const)
      expect(byId((await searchProperties({ ...none, sort }, 100)).items)).toEqual(all);
  });

  it("answers hostile parameters with results, the bad ones dropped", async () => {
    expect(await found("bhk=-1&budgetMax=abc&sort=';drop table&city=Lucknow")).toEqual(await found("city=Lucknow"));
    const long = "x".repeat(5000);
    expect(await found(`q=${long}&locality=${long}&bhk=${long}&city=Noida&city=Lucknow`)).toEqual(["I"]);
    const none = parseFilters(new URLSearchParams());
    // Values that never come from parseFilters still reach the database only as parameters.
    expect(await found({ ...none, localities: ["x'); drop table properties; --"], amenities: ["'"] })).toEqual([]);
    expect(await found({ ...none, q: "&|!():*'" })).toEqual([]);
    expect(await found("")).toEqual(LIVE);
  });
});

describe("facetCounts", () => {
  const counts = (query: string) => facetCounts(parseFilters(new URLSearchParams(query)));

  it("counts each option among live properties, matching what choosing it gives", async () => {
    const all = await counts("");
    expect(all.listingType).toEqual({ Sell: 8, Rent: 1 });
    expect(all.postedBy).toEqual({ Owner: 7, Agent: 2 });
    for (const [facet, key] of [
      ["listingType", "listingType"],
      ["furnishing", "furnishing"],
      ["bhk", "bhk"],
      ["postedBy", "postedBy"],
    ] as const) {
      for (const [value, count] of Object.entries(all[facet])) {
        expect(await found(`${key}=${encodeURIComponent(value)}`), `${facet}=${value}`).toHaveLength(count);
      }
    }
  });

  it("sets a facet's own choice aside and keeps the other filters", async () => {
    const threeBhk = await counts("bhk=3&listingType=Sell");
    // The BHK counts ignore bhk=3 (so 2 BHK can be added), but keep the listing type.
    expect(threeBhk.bhk["3"]).toBe((await found("bhk=3&listingType=Sell")).length);
    expect(threeBhk.bhk["2"]).toBe((await found("bhk=2&listingType=Sell")).length);
    // The listing-type counts keep bhk=3.
    expect(threeBhk.listingType.Rent ?? 0).toBe((await found("bhk=3&listingType=Rent")).length);
  });
});

describe("every filter counted (issue 24)", () => {
  /** The count an option's label shows: "Parking (3)" → 3; undefined when it shows none. */
  const shown = (label: string) => {
    const match = /\((\d+)\)$/.exec(label);
    return match ? Number(match[1]) : undefined;
  };
  /** How many results a search gives, read as the page would read its URL. */
  const total = async (filters: SearchFilters) =>
    (await searchProperties(parseFilters(filtersToParams({ ...filters, page: 1 })), 1)).total;

  for (const query of [
    "",
    "listingType=Sell",
    "listingType=Rent",
    "city=Lucknow&bhk=3&amenity=Gym",
    "category=Residential&budgetMin=4000000&budgetMax=6000000&photos=1",
    "locality=Gomti+Nagar&furnishing=Semi-Furnished&postedBy=Owner",
  ]) {
    it(`on /Search?${query}, each option's count is what choosing it gives`, async () => {
      const result = await callRoute(searchRoute.loader, request(`/Search${query ? `?${query}` : ""}`));
      expect(result.status).toBe(200);
      const { panel } = result.data as SearchPageData;
      const filters = parseFilters(new URLSearchParams(query));
      const checks: Array<[string, string, SearchFilters]> = [];
      for (const select of panel.selects) {
        const filter = DECLARED_FILTERS.find((item) => item.param === select.name);
        for (const option of select.options) {
          const chosen = filter
            ? withChosen(filters, filter, [filter.numeric ? Number(option.value) : option.value])
            : { ...filters, postedBy: option.value as "Owner" | "Agent" };
          checks.push([select.name, option.label, chosen]);
        }
      }
      for (const group of panel.groups) {
        const filter = DECLARED_FILTERS.find((item) => item.param === group.name);
        if (!filter) throw new Error(group.name);
        // A chip group's count sets its own choice aside: it is what that option alone gives.
        for (const option of group.options) {
          const value = filter.numeric ? Number(option.value) : option.value;
          checks.push([group.name, option.label, withChosen(filters, filter, [value])]);
        }
      }
      for (const option of panel.budget.minPresets) {
        checks.push(["budgetMin", option.label, { ...filters, budgetMin: Number(option.value) }]);
      }
      for (const option of panel.budget.maxPresets) {
        checks.push(["budgetMax", option.label, { ...filters, budgetMax: Number(option.value) }]);
      }
      const amenities = panel.amenities.groups.flatMap((group) => group.options);
      expect(amenities.map((option) => option.value).sort()).toEqual([...AMENITIES].sort());
      for (const option of amenities) {
        const more = filters.amenities.includes(option.value) ? [] : [option.value];
        checks.push(["amenity", option.label, { ...filters, amenities: [...filters.amenities, ...more] }]);
      }
      checks.push(["photos", panel.photos.label, { ...filters, photos: true }]);

      expect(checks.length).toBeGreaterThan(60);
      for (const [name, label, chosen] of checks) {
        expect(shown(label), `${name}: ${label} shows a count`).toBeDefined();
        expect(shown(label), `${name}: ${label}`).toBe(await total(chosen));
      }
    });
  }

  it("lists every live listing, newest first, when nothing is chosen, with the examples as suggestions", async () => {
    const result = await callRoute(searchRoute.loader, request("/Search"));
    const data = result.data as SearchPageData;
    expect(data.searched).toBe(false);
    expect(data.results.total).toBe(LIVE.length);
    expect(data.results.items.map((item) => names.get(item.id))).toEqual(LIVE);
    // Buying or renting: farmland (the old product's "Agricultural Land" listing type) is a
    // property type, found there, not a third way to buy or rent.
    expect(data.panel.selects.find((select) => select.name === "listingType")?.options).toEqual([
      { value: "Sell", label: "Sell (8)" },
      { value: "Rent", label: "Rent (1)" },
    ]);
    const farmland = (await callRoute(searchRoute.loader, request("/Search?listingType=Agricultural+Land")))
      .data as SearchPageData;
    expect(farmland.panel.selects.find((select) => select.name === "listingType")?.options.at(-1)).toMatchObject({
      value: "Agricultural Land",
    });
    expect(
      data.panel.groups.find((group) => group.name === "propertyType")?.options.map((option) => option.value),
    ).toContain("Agricultural Land");
  });
});

describe("places", () => {
  it("lists every place with live properties once, by listing type, and never a pending one", async () => {
    const places = await livePlaces();
    const gomti = places.find((place) => place.slug === "gomti-nagar");
    // A, B ("gomti nagar"), C and D are live; G is pending.
    expect(gomti).toMatchObject({ city: "Lucknow", locality: "Gomti Nagar", total: 4, byType: { Sell: 4 } });
    expect(places.find((place) => place.slug === "sector-62")).toMatchObject({ city: "Noida", byType: { Rent: 1 } });
    expect(places.filter((place) => place.slug === "gomti-nagar")).toHaveLength(1);
  });

  it("reads a misspelt locality on /Search as the place it means, and redirects to it", async () => {
    expect(await knownLocalities(["gomti nagr", "indra nagar", "GOMTI NAGAR"])).toEqual([
      "Gomti Nagar",
      "Indira Nagar",
    ]);
    expect(await knownLocalities(["Atlantis"])).toEqual(["Atlantis"]);
    const result = await callRoute(searchRoute.loader, request("/Search?locality=gomti+nagr&bhk=3"));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/Search?locality=Gomti+Nagar&bhk=3");
    const suggestions = await callRoute(localitiesRoute.loader, request("/resources/localities?q=gomti%20nagr"));
    expect(JSON.parse(String(suggestions.data)).localities[0]).toEqual({
      name: "Gomti Nagar",
      city: "Lucknow",
      total: 4,
    });
    const count = await callRoute(
      searchCountRoute.loader,
      request("/resources/search-count?locality=gomti+nagr&bhk=3"),
    );
    expect(JSON.parse(String(count.data))).toEqual({ total: 3 });
  });

  it("answers place pages with the place's live properties, and 404 for places without any", async () => {
    const page = await callRoute(placeRoute.loader, request("/properties/lucknow/gomti-nagar"), {
      city: "lucknow",
      place: "gomti-nagar",
    });
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof placeRoute.loader>>;
    expect(data.title).toBe("Properties in Gomti Nagar, Lucknow");
    expect(data.results?.items.map((item) => names.get(item.id))).toEqual(["D", "C", "B", "A"]);
    const rent = await callRoute(placeRoute.loader, request("/properties/noida/rent"), {
      city: "noida",
      place: "rent",
    });
    expect((rent.data as typeof data).results?.items.map((item) => names.get(item.id))).toEqual(["I"]);
    const notFound = [
      ["/properties/atlantis", { city: "atlantis" }],
      ["/properties/lucknow/nowhere", { city: "lucknow", place: "nowhere" }],
      ["/properties/lucknow/gomti-nagar/sold", { city: "lucknow", place: "gomti-nagar", type: "sold" }],
    ] as const;
    for (const [path, params] of notFound) {
      expect((await callRoute(placeRoute.loader, request(path), params)).status, path).toBe(404);
    }
    // Any other filter is a search of its own: /Search answers it, the place kept.
    const filtered = await callRoute(placeRoute.loader, request("/properties/lucknow/gomti-nagar?bhk=2"), {
      city: "lucknow",
      place: "gomti-nagar",
    });
    expect(filtered.location).toBe("/Search?city=Lucknow&locality=Gomti+Nagar&bhk=2");
  });
});
