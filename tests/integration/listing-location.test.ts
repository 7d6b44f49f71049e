// Where a listing is (decision 050): the poster's pin or its locality's centre, and what
// visitors are sent of it: a circle around a moved point, never the pin, unless the poster
// chose to show it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { CITY_CENTRES, isInBox, kmBetween } from "#app/modules/listing-core/location";
import { localityCentre, publicPosition } from "#app/modules/listing-core/location.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { placeUnlocatedListings, writeListings } from "#app/modules/properties/listing-store.server";
import { filtersToParams, parseFilters } from "#app/modules/properties/search/filters";
import { searchInDatabase, searchMarkers, searchProperties } from "#app/modules/properties/search/search.server";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as localityCentreRoute from "#app/routes/resources/locality-centre";
import { properties } from "#db/schema";
import { postedProperty } from "../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../support/harness";

servicesForFile();

/** A point in Aliganj, Lucknow, some way from its post office. */
const PIN = { latitude: 26.904321, longitude: 80.941234 };

/** Posts through the wizard's action, with the map's pin when `extra` has one: the listing's id. */
const post = (account: TestUser, extra: Record<string, string>, fields: Record<string, string> = {}) =>
  postedProperty(account, fields, { extra });

async function stored(id: string) {
  const [row] = await getDb().select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error("no such listing");
  return row;
}

describe("where a listing stands", () => {
  it("at the poster's pin, exact, when they placed one in its city", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, { latitude: String(PIN.latitude), longitude: String(PIN.longitude) });
    const row = await stored(id);
    expect({ latitude: row.latitude, longitude: row.longitude }).toEqual({ latitude: 26.90432, longitude: 80.94123 });
    expect(row.locationPrecision).toBe("exact");
    expect(row.showExactLocation).toBe(false);
  });

  it("at its locality's centre, approximate, without a pin or with one outside its city", async () => {
    const owner = await createUser("Owner");
    const aliganj = await localityCentre("Lucknow", "Aliganj");
    expect(aliganj).not.toBeNull();
    const extras: Array<Record<string, string>> = [
      {},
      { latitude: "28.5355", longitude: "77.3910" },
      { latitude: "abc", longitude: "80.9" },
    ];
    for (const extra of extras) {
      const row = await stored(await post(owner, extra));
      expect({ latitude: row.latitude, longitude: row.longitude }).toEqual(aliganj);
      expect(row.locationPrecision).toBe("approximate");
    }
    // A locality with no centre: the city's.
    const row = await stored(await post(owner, {}, { locality: "Nowhere Khas Colony" }));
    expect({ latitude: row.latitude, longitude: row.longitude }).toEqual(CITY_CENTRES.Lucknow);
  });

  it("moves with its locality while it stands at a centre; a pin stays where it was put", async () => {
    const owner = await createUser("Owner");
    const centred = await post(owner, {});
    const pinned = await post(owner, { latitude: String(PIN.latitude), longitude: String(PIN.longitude) });
    await writeListings(async (writes) => {
      await writes.update(centred, { locality: "Hazratganj Nowhere" });
      await writes.update(pinned, { locality: "Hazratganj Nowhere" });
    });
    expect((await stored(centred)).latitude).toBe(CITY_CENTRES.Lucknow.latitude);
    expect((await stored(pinned)).latitude).toBe(26.90432);
  });

  it("listings from before locations are placed at every start", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, {});
    await getDb()
      .update(properties)
      .set({ latitude: null, longitude: null, publicLatitude: null, publicLongitude: null })
      .where(eq(properties.id, id));
    expect(await placeUnlocatedListings()).toBeGreaterThanOrEqual(1);
    const row = await stored(id);
    expect(row.latitude).toBe((await localityCentre("Lucknow", "Aliganj"))?.latitude);
    expect(row.publicLatitude).toBe((await publicPosition(row))?.latitude);
  });

  it("the wizard's map opens at the locality's centre, or the city's", async () => {
    const open = async (query: string) =>
      (await localityCentreRoute.loader({
        request: request(`/resources/locality-centre?${query}`),
      } as Parameters<typeof localityCentreRoute.loader>[0])) as Response;
    expect(await (await open("city=Lucknow&locality=aliganj")).json()).toEqual({
      ...(await localityCentre("Lucknow", "Aliganj")),
      found: true,
    });
    expect(await (await open("city=Lucknow&locality=Nowhere")).json()).toEqual({
      ...CITY_CENTRES.Lucknow,
      found: false,
    });
    expect((await open("city=Atlantis")).status).toBe(404);
  });
});

describe("what visitors see of it", () => {
  it("a circle that holds the pin, around a point 100–350 m from it, the same every time and never the pin", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, { latitude: String(PIN.latitude), longitude: String(PIN.longitude) });
    await approveProperty(id);
    const pinned = { latitude: 26.90432, longitude: 80.94123 };

    const page = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`));
    const sent = JSON.stringify(page.data);
    const position = (
      page.data as { position: { latitude: number; longitude: number; exact: boolean; radiusMetres: number } }
    ).position;
    expect(position.exact).toBe(false);
    const metres = kmBetween(position, pinned) * 1000;
    expect(metres).toBeGreaterThanOrEqual(95);
    expect(metres).toBeLessThanOrEqual(360);
    expect(metres).toBeLessThan(position.radiusMetres);
    // Not the pin, as stored or as typed (the shown point has four decimals, and may share them
    // with the pin along one axis: a point moved due east keeps its latitude).
    for (const digits of ["26.90432", "80.94123", "26.904321", "80.941234"]) expect(sent).not.toContain(digits);
    // The point search and distances read is the one shown.
    const row = await stored(id);
    expect({ latitude: row.publicLatitude, longitude: row.publicLongitude }).toEqual({
      latitude: position.latitude,
      longitude: position.longitude,
    });
    // Stable: the same point on every request (repeated visits cannot average it out).
    const again = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`));
    expect((again.data as { position: unknown }).position).toEqual(position);
    // Another listing at the same pin is moved elsewhere.
    const twin = await post(owner, { latitude: String(PIN.latitude), longitude: String(PIN.longitude) });
    const twinPosition = await publicPosition(await stored(twin));
    expect(twinPosition).not.toEqual(position);
  });

  it("the pin itself when its poster chose to show it", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, {
      latitude: String(PIN.latitude),
      longitude: String(PIN.longitude),
      showExactLocation: "on",
    });
    await approveProperty(id);
    const page = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`));
    expect((page.data as { position: unknown }).position).toEqual({
      latitude: 26.90432,
      longitude: 80.94123,
      exact: true,
      radiusMetres: 0,
    });
  });
});

describe("the map's box on /Search", () => {
  it("finds the listings whose shown point lies in it, alike in the index and in SQL, and puts them on the map", async () => {
    const owner = await createUser("Owner");
    const shown = (latitude: number, longitude: number) => ({
      latitude: String(latitude),
      longitude: String(longitude),
      showExactLocation: "on",
    });
    const inside = await post(owner, shown(26.8601, 80.9801), { projectBuildingName: "Inside The Box Residency" });
    const outside = await post(owner, shown(26.8001, 80.9001), { projectBuildingName: "Outside The Box Residency" });
    // Approximate listings are searched by their shown point, never by the true one.
    const hidden = await post(
      owner,
      { latitude: "26.8600", longitude: "80.9800" },
      { projectBuildingName: "Hidden Pin Home" },
    );
    for (const id of [inside, outside, hidden]) await approveProperty(id);
    const hiddenShown = await publicPosition(await stored(hidden));

    const filters = parseFilters(new URLSearchParams("city=Lucknow&bbox=26.8500,80.9700,26.8700,80.9900&view=map"));
    expect(filtersToParams(filters).toString()).toBe(
      "city=Lucknow&bbox=26.8500%2C80.9700%2C26.8700%2C80.9900&view=map",
    );
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id).sort();
    const fromIndex = await searchProperties(filters, 50);
    const fromSql = await searchInDatabase(filters, 50);
    const expected = [inside];
    if (hiddenShown && isInBox(hiddenShown, filters.box as NonNullable<typeof filters.box>)) expected.push(hidden);
    expect(ids(fromIndex)).toEqual(expected.sort());
    expect(ids(fromSql)).toEqual(expected.sort());
    expect(fromIndex.total).toBe(fromSql.total);
    expect(ids(fromIndex)).not.toContain(outside);

    const { markers, total } = await searchMarkers(filters);
    expect(total).toBe(fromSql.total);
    expect(markers.map((marker) => marker.id).sort()).toEqual(expected.sort());
    expect(markers.find((marker) => marker.id === inside)).toMatchObject({ latitude: 26.8601, longitude: 80.9801 });
  });
});

describe("near me", () => {
  it("finds what lies within the distance of the visitor, nearest first, alike in the index and in SQL", async () => {
    const owner = await createUser("Owner");
    const shown = (latitude: number, longitude: number) => ({
      latitude: String(latitude),
      longitude: String(longitude),
      showExactLocation: "on",
    });
    // From (26.7000, 80.9000): about 0.56 km, 1.11 km and 4.45 km due north.
    const far = await post(owner, shown(26.74, 80.9), { projectBuildingName: "Four Km Away" });
    const near = await post(owner, shown(26.705, 80.9), { projectBuildingName: "Half A Km Away" });
    const middle = await post(owner, shown(26.71, 80.9), { projectBuildingName: "One Km Away" });
    for (const id of [far, near, middle]) await approveProperty(id);

    const filters = parseFilters(new URLSearchParams("near=26.70004,80.90001&within=2"));
    expect(filters.sort).toBe("distance");
    // Three decimals, nearest first left out as the default.
    expect(filtersToParams(filters).toString()).toBe("near=26.700%2C80.900&within=2");
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
    const fromIndex = await searchProperties(filters, 50);
    const fromSql = await searchInDatabase(filters, 50);
    expect(ids(fromIndex)).toEqual([near, middle]);
    expect(ids(fromSql)).toEqual([near, middle]);
    // Wider, the third joins, last.
    const wider = parseFilters(new URLSearchParams("near=26.700,80.900&within=5"));
    expect(ids(await searchProperties(wider, 50))).toEqual([near, middle, far]);
    expect(ids(await searchInDatabase(wider, 50))).toEqual([near, middle, far]);
    // Nearest first means nothing without a place: newest first instead.
    expect(parseFilters(new URLSearchParams("sort=distance")).sort).toBe("newest");
  });
});
