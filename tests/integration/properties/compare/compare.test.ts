// /compare (issue 61.4): a flat, a house and a plot side by side, every figure re-added here
// from the listings' own facts with UP's published rates, on a real database.
import { beforeAll, describe, expect, it } from "vitest";
import { savePlaces } from "#app/modules/listing-core/landmarks.server";
import { setClock } from "#app/modules/platform/clock.server";
import type { ComparePage } from "#app/modules/properties/compare/view";
import { closeProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { computeLocalityPrices } from "#app/modules/properties/prices/prices.server";
import * as compareRoute from "#app/routes/_listings/compare";
import * as adminRates from "#app/routes/admin/circle-rates";
import { type ListingForm, liveProperty, postedProperty } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

let admin: TestUser;
let owner: TestUser;
let agent: TestUser;
const ids = { flat: "", house: "", plot: "", rent: "", pending: "", closed: "" };
let phone = 0;
const nextPhone = () => `98392${String(10_000 + ++phone).slice(-5)}`;

const post = (account: TestUser, fields: ListingForm, extra: Record<string, string> = {}) =>
  liveProperty(account, { contactNumber: nextPhone(), ...fields }, { extra } as never);

// The UP rates as published (docs/product/marketplace.md §10), written out here, not read from the code.
const DUTY = 0.07;
const FEE = 0.01;
const BIGHA_SQFT = 27_000;

beforeAll(async () => {
  setClock(new Date("2026-11-20T06:00:00Z"));
  admin = await createUser("Admin");
  owner = await createUser("Owner");
  agent = await createUser("Agent");
  // Five more flats in Gomti Nagar at ₹5,000 to ₹7,000 a sq ft, so its median is published.
  for (const price of [50_00_000, 55_00_000, 60_00_000, 65_00_000, 70_00_000])
    await post(owner, {
      propertyType: "Flat/Apartment",
      locality: "Gomti Nagar",
      plotArea: "1000",
      areaUnit: "sqft",
      price: String(price),
    });
  ids.flat = await post(
    owner,
    {
      propertyType: "Flat/Apartment",
      bedrooms: "3",
      locality: "Gomti Nagar",
      plotArea: "1200",
      areaUnit: "sqft",
      areaKind: "Carpet",
      price: "6000000",
      floorNumber: "3",
      totalFloors: "10",
      facingType: "East",
      furnishing: "Semi-Furnished",
    },
    { location: "26.8550,80.9450", showExactLocation: "on" },
  );
  ids.house = await post(agent, {
    propertyType: "Independent House/Villa",
    bedrooms: "4",
    locality: "Gomti Nagar",
    plotArea: "200",
    areaUnit: "sqyd",
    areaKind: "Built-up",
    price: "12000000",
  });
  // A bigha in a locality the site does not know: it stands nowhere, so nothing is near it.
  ids.plot = await post(owner, {
    propertyType: "Plot/Land",
    locality: "Nayi Basti Khurd",
    plotArea: "1",
    areaUnit: "bigha",
    areaKind: "Plot",
    price: "20000000",
  });
  ids.rent = await post(owner, {
    listingType: "Rent",
    propertyType: "Flat/Apartment",
    locality: "Aliganj",
    plotArea: "1000",
    areaUnit: "sqft",
    price: "25000",
    securityDeposit: "75000",
    maintenance: "2000",
  });
  ids.pending = await postedProperty(owner, { contactNumber: nextPhone(), locality: "Aliganj" });
  ids.closed = await post(owner, { locality: "Aliganj", projectBuildingName: "Sold Heights" });
  await closeProperty(ids.closed, owner.id, "sold");
  // Houses in Gomti Nagar: a circle rate above this house's price, so duty is on the rate.
  const rate = await callRoute(
    adminRates.action,
    request("/admin/circle-rates", {
      method: "POST",
      cookie: admin.cookie,
      form: {
        intent: "save",
        city: "Lucknow",
        locality: "Gomti Nagar",
        kind: "house",
        ratePerSqm: "80000",
        appliesFrom: "2025-08-01",
      },
    }),
  );
  expect(rate.data).toMatchObject({ ok: true });
  await savePlaces(
    [
      { city: "Lucknow", kind: "metro", name: "Hazratganj Metro", latitude: "26.8500", longitude: "80.9470" },
      { city: "Lucknow", kind: "hospital", name: "Civil Hospital", latitude: "26.8600", longitude: "80.9350" },
    ],
    admin.id,
  );
  await computeLocalityPrices();
});

async function compare(query: string, prefix = ""): Promise<ComparePage> {
  const page = await callRoute(compareRoute.loader, request(`${prefix}/compare?${query}`));
  expect(page.status).toBe(200);
  return page.data as ComparePage;
}

const row = (page: ComparePage, key: string) => {
  const found = page.rows.find((entry) => entry.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

describe("/compare", () => {
  it("re-adds ₹ per sq ft on one basis and the all-in cost of a flat, a house and a plot", async () => {
    const page = await compare(`ids=${ids.flat},${ids.house},${ids.plot}`);
    expect(page.columns.map((column) => column.id)).toEqual([ids.flat, ids.house, ids.plot]);
    expect(page.problems).toEqual([]);

    // Square feet: 1,200; 200 sq yd × 9; 1 bigha × the setting.
    const areas = [1200, 200 * 9, BIGHA_SQFT];
    const prices = [60_00_000, 1_20_00_000, 2_00_00_000];
    expect(row(page, "area").cells.map((cell) => cell.value)).toEqual(areas);
    expect(row(page, "perSqft").cells.map((cell) => cell.value)).toEqual(
      prices.map((price, i) => Math.round(price / (areas[i] ?? 1))),
    );
    expect(row(page, "perSqft").cells.map((cell) => cell.text)).toEqual(["₹5,000/sq ft", "₹6,667/sq ft", "₹741/sq ft"]);
    expect(row(page, "area").cells[0]?.text).toBe("1,200 sq ft, Carpet area");
    expect(row(page, "area").cells[2]?.text).toBe("1 bigha (27,000 sq ft), Plot area");

    // The flat and the plot pay duty on their price; the house on the circle rate's value
    // (₹80,000 a sq m × 1,800 sq ft / 10.7639 sq ft a sq m), above its price.
    const houseCircle = Math.round((1800 / 10.763_910_416_709_722) * 80_000);
    expect(houseCircle).toBeGreaterThan(prices[1] ?? 0);
    const dutiable = [prices[0] ?? 0, houseCircle, prices[2] ?? 0];
    const allIn = dutiable.map((value, i) => (prices[i] ?? 0) + Math.round(value * DUTY) + Math.round(value * FEE));
    expect(row(page, "allIn").cells.map((cell) => cell.value)).toEqual(allIn);
    expect(row(page, "allIn").cells[0]?.detail).toBe("Price ₹60,00,000 + stamp duty ₹4,20,000 + registration ₹60,000");
    expect(row(page, "allIn").cells[1]?.detail).toContain("Duty on the circle-rate value");

    // The best of each row, said in words too: the lowest ₹/sq ft is the plot's, the largest area too.
    expect(row(page, "perSqft").cells.map((cell) => Boolean(cell.best))).toEqual([false, false, true]);
    expect(row(page, "area").cells.map((cell) => Boolean(cell.best))).toEqual([false, false, true]);
    expect(row(page, "allIn").cells.map((cell) => Boolean(cell.best))).toEqual([true, false, false]);
  });

  it("gives the locality's median with its sample size, and unknown where the site does not know", async () => {
    const page = await compare(`ids=${ids.flat},${ids.house},${ids.plot}`);
    // Gomti Nagar flats: 5,000, 5,000, 5,500, 6,000, 6,500, 7,000 a sq ft: median 5,750 of 6.
    expect(row(page, "median").cells[0]).toMatchObject({
      text: "₹5,750/sq ft (6 listings)",
      detail: "this listing: 13 % below it",
    });
    expect(row(page, "median").cells[1]).toMatchObject({ text: "Too few listings for a figure", unknown: true });
    // The flat has a pin: its metro and hospital are named; the plot stands nowhere.
    expect(row(page, "metro").cells[0]?.text).toMatch(/^Hazratganj Metro, \d+(\.\d)? km$/);
    expect(row(page, "metro").cells[2]).toMatchObject({ text: "Not known: the listing has no known position" });
    expect(row(page, "school").cells[0]).toMatchObject({ text: "None within 15 km", unknown: true });
    expect(row(page, "poster").cells.map((cell) => cell.text)).toEqual(["Owner", "Agent", "Owner"]);
    expect(row(page, "floor").cells[0]?.text).toBe("3 of 10");
    expect(row(page, "facing").cells[0]?.text).toBe("East");
    expect(row(page, "bhk").cells[2]).toMatchObject({ text: "Not known", unknown: true });
  });

  it("a rent's all-in cost is its deposit and first month, and it is never ranked against sales", async () => {
    const page = await compare(`ids=${ids.flat},${ids.rent}`);
    const cell = row(page, "allIn").cells[1];
    expect(cell?.value).toBe(75_000 + 25_000 + 2_000);
    expect(cell?.detail).toContain("deposit as the listing states it");
    expect(row(page, "price").cells.some((entry) => entry.best)).toBe(false);
    expect(row(page, "median").cells[1]?.text).toBe("Kept for sales only");
  });

  it("says which asked-for listings are unknown, gone or not public, and compares the rest", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const page = await compare(`ids=${ids.flat},${unknown},${ids.pending},${ids.closed},nonsense`);
    expect(page.columns.map((column) => column.id)).toEqual([ids.flat]);
    expect(page.problems).toEqual([
      `We do not know a listing numbered ${unknown}.`,
      `Listing ${ids.pending} is not public: it is waiting for approval or was taken down.`,
      "Sold Heights is no longer listed: it was sold, let or has expired.",
      "“nonsense” is not a listing number.",
    ]);
    expect(page.prompt).toBe("Choose at least one more listing to compare it with.");
  });

  it("keeps four and says how many were left out", async () => {
    const five = [ids.flat, ids.house, ids.plot, ids.rent, ids.closed].join(",");
    const page = await compare(`ids=${five}`);
    expect(page.columns).toHaveLength(4);
    expect(page.problems).toEqual(["Only 4 listings can be compared at once: 1 more was left out."]);
  });

  it("speaks Hindi under /hi, numbers and units included", async () => {
    const page = await compare(`ids=${ids.flat},${ids.house},${ids.plot}`, "/hi");
    expect(page.title).toBe("संपत्तियों की तुलना");
    expect(row(page, "perSqft").label).toBe("₹ प्रति वर्ग फुट");
    expect(row(page, "perSqft").cells[0]?.text).toBe("₹5,000/वर्ग फुट");
    expect(row(page, "area").cells[2]?.text).toBe("1 बीघा (27,000 वर्ग फुट), प्लॉट एरिया");
    expect(row(page, "metro").cells[2]?.text).toBe("पता नहीं: इस संपत्ति की जगह मालूम नहीं है");
    expect(row(page, "median").cells[0]?.text).toBe("₹5,750/वर्ग फुट (6 लिस्टिंग)");
    // The bigha's factor is said wherever a bigha is shown, in Hindi too.
    expect(page.notes).toContain("1 बीघा = 27,000 वर्ग फुट");
  });

  it("Compare without JavaScript keeps the choice in the cookie and opens the comparison; a fifth is refused", async () => {
    let cookie = "";
    const press = async (id: string, on = "1") => {
      const answer = await callRoute(
        compareRoute.action,
        request("/compare", { method: "POST", cookie, form: { id, on } }),
      );
      const set = answer.headers.get("set-cookie") ?? "";
      cookie = set.split(";")[0] ?? "";
      return answer;
    };
    const first = await press(ids.flat);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/compare?ids=${ids.flat}`);
    await press(ids.house);
    await press(ids.plot);
    const fourth = await press(ids.rent);
    expect(fourth.headers.get("location")).toBe(`/compare?ids=${[ids.flat, ids.house, ids.plot, ids.rent].join(",")}`);
    const fifth = await press(ids.closed);
    expect(fifth.headers.get("location")).toBe(
      `/compare?ids=${[ids.flat, ids.house, ids.plot, ids.rent].join(",")}&full=1`,
    );
    const removed = await press(ids.house, "0");
    expect(removed.headers.get("location")).toBe(`/compare?ids=${[ids.flat, ids.plot, ids.rent].join(",")}`);
    expect(cookie).toBe(`compare=${[ids.flat, ids.plot, ids.rent].join(".")}`);
  });
});
