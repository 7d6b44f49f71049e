import { beforeAll, describe, expect, it } from "vitest";
import { checkListing } from "#app/modules/listing-core/schema";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { createProperty } from "#app/modules/properties/posting/post.server";
import { PropertySchema } from "#app/modules/properties/posting/schemas";
import { parseFilters } from "#app/modules/properties/search/filters";
import { searchProperties } from "#app/modules/properties/search/search.server";
import * as searchRoute from "#app/routes/_listings/search";
import * as searchCountRoute from "#app/routes/resources/search-count";
import { A_GOMTI_NAGAR_FLAT } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile } from "../../../support/harness";

// The one box on /Search, through its loader on a real database: what it understands
// becomes the panel's filters at the canonical address, and that address finds exactly
// what the panel's filters find.

servicesForFile();

const base = { ...A_GOMTI_NAGAR_FLAT, amenities: [] as string[] };

const FIXTURES: Record<string, Partial<Record<string, string | string[] | undefined>>> = {
  cheaper: { projectBuildingName: "Cheaper Heights", price: "4500000", amenities: ["Lift", "Parking"] },
  atBudget: { projectBuildingName: "Budget Towers", price: "6000000" },
  dearer: { projectBuildingName: "Dearer Residency", price: "7500000" },
  twoBedrooms: { projectBuildingName: "Two Bed Court", bedrooms: "2", price: "5000000" },
  elsewhere: { projectBuildingName: "Aliganj Enclave", locality: "Aliganj", price: "5000000" },
  // A society whose name begins with a locality's word, in another locality (issue 43).
  greens: { projectBuildingName: "Gomti Greens", locality: "Aliganj", bedrooms: "2", price: "5500000" },
  rent: {
    projectBuildingName: "Rent Nest",
    listingType: "Rent",
    locality: "Indira Nagar",
    bedrooms: "2",
    price: "18000",
  },
  plot: {
    projectBuildingName: "Plot Vihar",
    propertyType: "Plot/Land",
    bedrooms: undefined,
    furnishing: undefined,
    locality: "Sultanpur Road",
    plotArea: "200",
    areaUnit: "sqyd",
    price: "3000000",
  },
  farm: {
    projectBuildingName: "Sultanpur Fields",
    propertyType: "Agricultural Land",
    bedrooms: undefined,
    furnishing: undefined,
    locality: "Sultanpur Road",
    plotArea: "2",
    areaUnit: "bigha",
    price: "4000000",
  },
  noida: { projectBuildingName: "Noida Greens", city: "Noida", locality: "Sector 62", price: "5000000" },
  // Commercial kinds posted through the same schema as the wizard (issue 43).
  shop: {
    projectBuildingName: "Ganj Corner Shop",
    propertyCategory: "Commercial",
    propertyType: "Shop",
    bedrooms: undefined,
    furnishing: undefined,
    locality: "Hazratganj",
    plotArea: "240",
    price: "9500000",
  },
  office: {
    projectBuildingName: "Ganj Business Suites",
    propertyCategory: "Commercial",
    propertyType: "Office",
    bedrooms: undefined,
    listingType: "Rent",
    locality: "Hazratganj",
    plotArea: "900",
    price: "65000",
  },
};
const names = new Map<string, string>();

beforeAll(async () => {
  const owner = await createUser("Owner");
  for (const [name, fixture] of Object.entries(FIXTURES)) {
    const form = Object.fromEntries(Object.entries({ ...base, ...fixture }).filter(([, value]) => value !== undefined));
    const checked = checkListing(PropertySchema, { ...form, imageIds: [] });
    if (!checked.ok) throw new Error(`${name}: ${checked.message}`);
    const id = await createProperty(owner.id, checked.data);
    expect(await approveProperty(id)).toBe(true);
    names.set(id, name);
  }
});

/** Where /Search sends what was typed in its box (with the other filters of the form). */
async function redirectOf(query: string): Promise<string | undefined> {
  const result = await callRoute(searchRoute.loader, request(`/Search?${query}`));
  return result.status === 302 ? result.location : undefined;
}

/** The fixtures a search finds, newest first. */
async function found(search: string): Promise<string[]> {
  const page = await searchProperties(parseFilters(new URLSearchParams(search)), 100);
  return page.items.map((item) => names.get(item.id) ?? item.id).sort();
}

describe("/Search reads its box", () => {
  it.each([
    // A sale-sized budget is for buying (issue 57).
    [
      "3 BHK under 60 lakh in gomti nagr",
      "locality=Gomti+Nagar&listingType=Sell&bhk=3&budgetMax=6000000",
      ["atBudget", "cheaper"],
    ],
    [
      "plot 200 gaj sultanpur road",
      "locality=Sultanpur+Road&propertyType=Plot%2FLand&areaMin=180&areaMax=220&areaUnit=sqyd",
      ["plot"],
    ],
    ["2bhk on rent indira nagar under 20k", "locality=Indira+Nagar&listingType=Rent&bhk=2&budgetMax=20000", ["rent"]],
    ["gomtinagar with lift and parking", "locality=Gomti+Nagar&amenity=Parking&amenity=Lift", ["cheaper"]],
    ["sector 62 noida", "city=Noida&locality=Sector+62", ["noida"]],
    // "Zameen" is a plot or farmland (issue 43): before, the farm was missed.
    [
      "zameen sultanpur road",
      "locality=Sultanpur+Road&propertyType=Plot%2FLand&propertyType=Agricultural+Land",
      ["farm", "plot"],
    ],
    ["sasta 3 bhk gomti nagr", "locality=Gomti+Nagar&bhk=3&sort=price-asc", ["atBudget", "cheaper", "dearer"]],
    ["shop in hazratganj", "locality=Hazratganj&category=Commercial&propertyType=Shop", ["shop"]],
    [
      "office space on rent hazratganj",
      "locality=Hazratganj&listingType=Rent&category=Commercial&propertyType=Office",
      ["office"],
    ],
  ])("“%s” is the panel's %s", async (typed, canonical, expected) => {
    const location = await redirectOf(`q=${encodeURIComponent(typed)}`);
    expect(location).toBe(`/Search?${canonical}`);
    // The address it leads to is final, and finds what those filters find.
    expect(await redirectOf(canonical)).toBeUndefined();
    expect(await found(canonical)).toEqual(expected);
  });

  it("reads “sasta” as the order, cheapest first, not as a word to look for, and says so in a chip", async () => {
    const page = await searchProperties(
      parseFilters(new URLSearchParams("locality=Gomti+Nagar&bhk=3&sort=price-asc")),
      10,
    );
    expect(page.items.map((item) => names.get(item.id))).toEqual(["cheaper", "atBudget", "dearer"]);
    const shown = await callRoute(searchRoute.loader, request("/Search?locality=Gomti+Nagar&bhk=3&sort=price-asc"));
    const data = shown.data as Awaited<ReturnType<typeof searchRoute.loader>>;
    expect(data.chips.at(-1)).toEqual({ label: "Price: low to high", href: "/Search?locality=Gomti+Nagar&bhk=3" });
  });

  it("finds a society by its name though the name begins with a locality's word", async () => {
    // Before: read as Gomti Nagar and the word "greens", which found nothing (it is in Aliganj).
    expect(await redirectOf("q=gomti+greens")).toBeUndefined();
    expect(await found("q=gomti+greens")).toEqual(["greens"]);
    expect(await redirectOf("q=2+bhk+gomti+greens")).toBe("/Search?q=gomti+greens&bhk=2");
  });

  it("keeps the words it does not understand as the word search, and the other filters of the form", async () => {
    expect(await redirectOf("q=3bhk+Budget+Towers&furnishing=Semi-Furnished&page=2")).toBe(
      "/Search?q=Budget+Towers&bhk=3&furnishing=Semi-Furnished",
    );
    const page = await callRoute(
      searchRoute.loader,
      request("/Search?q=Budget+Towers&bhk=3&furnishing=Semi-Furnished"),
    );
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof searchRoute.loader>>;
    expect(data.results?.items.map((item) => names.get(item.id))).toEqual(["atBudget"]);
    expect(data.chips.map((chip) => chip.label)).toEqual(["“Budget Towers”", "3 BHK", "Semi-Furnished"]);
  });

  it("leaves a search it cannot read further where it is: no redirect, page kept", async () => {
    expect(await redirectOf("q=Dearer+Residency")).toBeUndefined();
    expect(await redirectOf("q=Dearer+Residency&bhk=3&page=2")).toBeUndefined();
  });

  it("counts for the filter sheet's button what the page will show", async () => {
    const count = await callRoute(
      searchCountRoute.loader,
      request(`/resources/search-count?q=${encodeURIComponent("3 BHK under 60 lakh in gomti nagr")}`),
    );
    expect(JSON.parse(String(count.data))).toEqual({ total: 2 });
  });

  it("shows what it understood as chips, each removing one", async () => {
    const page = await callRoute(searchRoute.loader, request("/Search?locality=Gomti+Nagar&bhk=3&budgetMax=6000000"));
    const data = page.data as Awaited<ReturnType<typeof searchRoute.loader>>;
    expect(data.chips).toEqual([
      { label: "Gomti Nagar", href: "/Search?bhk=3&budgetMax=6000000" },
      { label: "3 BHK", href: "/Search?locality=Gomti+Nagar&budgetMax=6000000" },
      { label: "up to ₹60 L", href: "/Search?locality=Gomti+Nagar&bhk=3" },
    ]);
    expect(data.results?.total).toBe(2);
    expect(await found("locality=Gomti+Nagar&bhk=3")).toEqual(["atBudget", "cheaper", "dearer"]);
  });

  it("answers anything typed with a page or a redirect, never an error", async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pieces = ["3", "bhk", "lakh", "₹", "-", "gomti", "nagr", "under", "cr", "'", '"', "%", "sq", "ft", "x", "🙂"];
    for (let run = 0; run < 40; run++) {
      const typed = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join(random() < 0.5 ? " " : "");
      const result = await callRoute(searchRoute.loader, request(`/Search?q=${encodeURIComponent(typed)}`));
      expect([200, 302], typed).toContain(result.status);
      if (result.location) expect(await redirectOf(result.location.slice("/Search?".length))).toBeUndefined();
    }
  });
});
