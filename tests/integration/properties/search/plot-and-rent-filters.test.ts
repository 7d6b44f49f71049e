import { describe, expect, it } from "vitest";
import { parseFilters } from "#app/modules/properties/search/filters";
import { buildLiveIndex, liveIndex } from "#app/modules/properties/search/live-index.server";
import { facetsInDatabase, searchInDatabase, searchWithCounts } from "#app/modules/properties/search/search.server";
import { liveProperty } from "../../../support/factories";
import { createUser, servicesForFile } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

/**
 * The plot and rent facts people filter on (decision 060): "For families" finds homes let to
 * families and to anyone, "Road 30 ft or wider" every road at least that wide, "Corner plots
 * only" corner plots. The search index and the SQL read the same rule (filters.ts: optionFinds).
 */
const PLACE = "Filter Test Nagar";

async function both(query: string) {
  const filters = parseFilters(new URLSearchParams(`locality=${encodeURIComponent(PLACE)}&${query}`));
  const indexed = await searchWithCounts(filters, 50);
  const [page, counts] = await Promise.all([searchInDatabase(filters, 50), facetsInDatabase(filters)]);
  const ids = (items: Array<{ id: string }>) => items.map((item) => item.id).sort();
  expect(ids(indexed.results.items), query).toEqual(ids(page.items));
  expect(indexed.counts, query).toEqual(counts);
  return { ids: ids(page.items), counts };
}

describe("filters on a plot's and a rent's facts", () => {
  it("find what they say, the same from the index and from the database", async () => {
    const owner = await createUser("Owner");
    const rent = (tenants: "Family" | "Bachelors" | "Anyone") =>
      liveProperty(owner, { listingType: "Rent", locality: PLACE, price: "18000", tenants });
    const plot = (roadWidth: string, corner: "Yes" | "No") =>
      liveProperty(owner, {
        listingType: "Sell",
        propertyType: "Plot/Land",
        bedrooms: undefined,
        locality: PLACE,
        plotArea: "150",
        areaUnit: "sqyd",
        roadWidth,
        corner,
      });
    const [family, bachelors, anyone] = [await rent("Family"), await rent("Bachelors"), await rent("Anyone")];
    const [narrow, thirty, wide] = [await plot("20", "No"), await plot("30", "Yes"), await plot("40", "Yes")];
    // The index answers (not the database twice).
    await buildLiveIndex();
    expect((await liveIndex())?.isReady).toBe(true);

    const forFamilies = await both("tenants=Family");
    expect(forFamilies.ids).toEqual([family, anyone].sort());
    expect(forFamilies.counts.tenants).toEqual({ Family: 2, Bachelors: 2 });
    expect((await both("tenants=Bachelors")).ids).toEqual([bachelors, anyone].sort());

    const road = await both("roadWidth=30");
    expect(road.ids).toEqual([thirty, wide].sort());
    // Each least width counts every road at least as wide.
    expect(road.counts.roadWidth).toEqual({ "20": 3, "30": 2, "40": 1 });
    expect((await both("roadWidth=60")).ids).toEqual([]);
    expect((await both("corner=Yes")).ids).toEqual([thirty, wide].sort());
    expect((await both("corner=Yes&roadWidth=40")).ids).toEqual([wide]);
    expect(narrow).toBeTruthy();
  });
});
