import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { startJobs } from "#app/modules/jobs/jobs.server";
import { setClock } from "#app/modules/platform/clock.server";
import { placePrices } from "#app/modules/properties/prices/place-prices.server";
import {
  computeLocalityPrices,
  hasFiguresThisMonth,
  localityComparison,
} from "#app/modules/properties/prices/prices.server";
import * as placeRoute from "#app/routes/_listings/place";
import { localityPrices, properties } from "#db/schema";
import { type ListingForm, liveProperty, postedProperty } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../../support/harness";

const services = servicesForFile({ postingLimits: "lifted" });
let owner: TestUser;

beforeAll(async () => {
  owner = await createUser("Owner");
});

const FLAT = {
  listingType: "Sell",
  propertyCategory: "Residential",
  propertyType: "Flat/Apartment",
  city: "Lucknow",
} satisfies ListingForm;
let phone = 0;
const flat = (locality: string, price: number, fields: ListingForm = {}) =>
  liveProperty(owner, {
    ...FLAT,
    locality,
    plotArea: "1000",
    price: String(price),
    projectBuildingName: `Price Tower ${++phone}`,
    contactNumber: `98391${String(10_000 + phone).slice(-5)}`,
    ...fields,
  });

const rowsOf = (locality: string) =>
  getDb()
    .select()
    .from(localityPrices)
    .where(and(eq(localityPrices.city, "Lucknow"), eq(localityPrices.localityKey, locality)))
    .orderBy(localityPrices.kind, localityPrices.month);

describe("locality prices", () => {
  it("stores n, median and quartiles per locality and kind over live sales, publishes from 5, and keeps past months", async () => {
    setClock(new Date("2026-10-15T06:00:00Z"));
    // Gomti Nagar: six flats of 1,000 sq ft (one spelt in lower case), ₹5,000 to ₹9,000 a sq ft.
    const gomti = [];
    for (const [i, price] of [5_000_000, 5_500_000, 6_000_000, 6_500_000, 7_000_000, 9_000_000].entries())
      gomti.push(await flat(i === 3 ? "gomti nagar" : "Gomti Nagar", price));
    // Not counted: a rental, a pending sale, a commercial plot.
    await flat("Gomti Nagar", 40_000, { listingType: "Rent" });
    await postedProperty(owner, { ...FLAT, locality: "Gomti Nagar", plotArea: "1000", price: "100000" });
    await flat("Gomti Nagar", 100_000, { propertyCategory: "Commercial", propertyType: "Plot/Land" });
    // A plot of 200 sq yd for ₹40 lakh: ₹20,000 a sq yd.
    await flat("Gomti Nagar", 4_000_000, { propertyType: "Plot/Land", plotArea: "200", areaUnit: "sqyd" });
    // Kursi Road: three flats, too few to publish.
    for (const price of [4_000_000, 4_200_000, 4_400_000]) await flat("Kursi Road", price);

    const october = await computeLocalityPrices();
    expect(october).toMatchObject({ month: "2026-10-01", groups: 3, published: 1, removed: 0 });

    // Sorted per sq ft: 5000 5500 6000 6500 7000 9000. percentile_cont interpolates at
    // (n - 1) × p: the median at 2.5 (6000 + 0.5 × 500), p25 at 1.25, p75 at 3.75.
    const [gomtiFlats, gomtiPlots] = await rowsOf("gomti nagar");
    expect(gomtiFlats).toMatchObject({ kind: "flat", month: "2026-10-01", n: 6, median: 6250, p25: 5625, p75: 6875 });
    expect(gomtiFlats?.locality.toLowerCase()).toBe("gomti nagar");
    expect(gomtiPlots).toMatchObject({ kind: "plot", n: 1, median: 20_000, p25: 20_000, p75: 20_000 });
    const [kursi] = await rowsOf("kursi road");
    expect(kursi).toMatchObject({ kind: "flat", n: 3, median: 4200, p25: 4100, p75: 4300 });

    // What pages read: the published figure, and why there is none for Kursi Road's flats.
    const words = serverTranslator("en");
    const view = await placePrices(words, "Lucknow", "Gomti Nagar", "Gomti Nagar, Lucknow");
    expect(view?.kinds.map((kind) => kind.kind)).toEqual(["flat", "plot"]);
    expect(view?.kinds[0]?.figure).toEqual({
      median: "₹6,250/sq ft",
      range: "Middle half of listings: ₹5,625/sq ft to ₹6,875/sq ft",
      basis: "Based on asking prices of 6 live listings",
    });
    expect(view?.kinds[0]?.trend?.rows).toEqual([{ month: "Oct 2026", median: "₹6,250/sq ft" }]);
    expect(view?.kinds[1]?.why).toBe("Fewer than 5 live listings of plots here, so no price figure yet");
    const thin = await placePrices(words, "Lucknow", "Kursi Road", "Kursi Road, Lucknow");
    expect(thin?.kinds).toEqual([expect.objectContaining({ kind: "flat", figure: null, trend: null })]);
    expect(thin?.kinds[0]?.why).toBe("Fewer than 5 live listings of flats here, so no price figure yet");

    // A listing of ₹9,000 a sq ft is 44 % above the median; a Kursi Road flat has nothing to compare with.
    const [dear] = await getDb()
      .select()
      .from(properties)
      .where(eq(properties.id, gomti[5] as string));
    expect(await localityComparison(dear as never)).toMatchObject({
      percent: 44,
      direction: "above",
      kind: "flat",
      n: 6,
      href: "/properties/lucknow/gomti-nagar",
    });
    const [kursiFlat] = await getDb().select().from(properties).where(eq(properties.locality, "Kursi Road")).limit(1);
    expect(await localityComparison(kursiFlat as never)).toBeNull();

    // November: a seventh Gomti Nagar flat, Kursi Road's flats closed. October stays as written.
    setClock(new Date("2026-11-15T06:00:00Z"));
    await flat("Gomti Nagar", 8_000_000);
    await getDb().update(properties).set({ status: "closed" }).where(eq(properties.locality, "Kursi Road"));
    const november = await computeLocalityPrices();
    expect(november).toMatchObject({ month: "2026-11-01", groups: 2, published: 1 });
    const flats = (await rowsOf("gomti nagar")).filter((row) => row.kind === "flat");
    expect(flats.map((row) => [row.month, row.n, row.median])).toEqual([
      ["2026-10-01", 6, 6250],
      ["2026-11-01", 7, 6500],
    ]);
    expect((await rowsOf("kursi road")).map((row) => row.month)).toEqual(["2026-10-01"]);
    const trend = (await placePrices(words, "Lucknow", "Gomti Nagar", "Gomti Nagar"))?.kinds[0]?.trend;
    expect(trend?.rows.map((row) => row.month)).toEqual(["Oct 2026", "Nov 2026"]);
    expect(trend?.d).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);

    // Run again in the same month: the month's rows are replaced, not added; a group that lost
    // its last live listing this month is removed.
    await flat("Gomti Nagar", 6_000_000, { propertyType: "Independent House/Villa" });
    expect(await computeLocalityPrices()).toMatchObject({ groups: 3, removed: 0 });
    await getDb()
      .update(properties)
      .set({ status: "closed" })
      .where(eq(properties.propertyType, "Independent House/Villa"));
    expect(await computeLocalityPrices()).toMatchObject({ groups: 2, removed: 1 });
  }, 120_000);

  it("shows the figures on the locality's place page, in Hindi too", async () => {
    setClock(new Date("2026-11-20T06:00:00Z"));
    await computeLocalityPrices();
    const page = await callRoute(placeRoute.loader, request("/properties/lucknow/gomti-nagar"), {
      city: "lucknow",
      place: "gomti-nagar",
    });
    const prices = (page.data as { prices: { kinds: Array<{ figure: { median: string } | null }> } }).prices;
    expect(prices.kinds[0]?.figure?.median).toBe("₹6,500/sq ft");
    const hindi = await callRoute(placeRoute.loader, request("/hi/properties/lucknow/gomti-nagar"), {
      city: "lucknow",
      place: "gomti-nagar",
    });
    const view = (hindi.data as { prices: { heading: string; kinds: Array<{ figure: { basis: string } }> } }).prices;
    expect(view.heading).toContain("में माँगी जा रही क़ीमतें");
    expect(view.kinds[0]?.figure.basis).toBe("7 लाइव लिस्टिंग में माँगी गई क़ीमतों पर आधारित");
  });

  it("feed the price-outlier flag, a plot's median per sq yd compared per sq ft", async () => {
    // Five plots of 200 sq yd at ₹20,000 to ₹24,000 a sq yd: median ₹22,000 a sq yd, ₹2,444 a sq ft.
    for (const price of [4_000_000, 4_200_000, 4_400_000, 4_600_000, 4_800_000])
      await flat("Sushant Golf City", price, { propertyType: "Plot/Land", plotArea: "200", areaUnit: "sqyd" });
    await computeLocalityPrices();
    const plot = (price: number) =>
      postedProperty(owner, {
        ...FLAT,
        propertyType: "Plot/Land",
        locality: "sushant golf city",
        plotArea: "200",
        areaUnit: "sqyd",
        price: String(price),
        projectBuildingName: `Outlier Plot ${price}`,
        contactNumber: `98392${String(price).slice(0, 5)}`,
      });
    const flagsOf = async (id: string) =>
      (await getDb().select().from(properties).where(eq(properties.id, id)))[0]?.reviewFlags as Array<{
        kind: string;
      }>;
    // ₹4 lakh for 200 sq yd: ₹222 a sq ft, under half the median.
    expect((await flagsOf(await plot(400_000))).filter((flag) => flag.kind === "priceOutlier")).toEqual([
      { kind: "priceOutlier", direction: "low", pricePerSqft: 222, median: 2444, comparables: 5 },
    ]);
    expect((await flagsOf(await plot(4_500_000))).filter((flag) => flag.kind === "priceOutlier")).toEqual([]);
  });

  it("are computed once at start when this month has none yet, without holding up the start", async () => {
    await getDb().delete(localityPrices);
    const jobs = await startJobs(services.database, services.databaseUrl, { pollingIntervalSeconds: 0.5 });
    try {
      await expect.poll(() => hasFiguresThisMonth(), { timeout: 30_000, interval: 250 }).toBe(true);
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});
