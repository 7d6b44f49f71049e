// Where a listing is (decisions 050, 058): the poster's pin, checked against its city and
// locality, or its locality's centre, or no position at all; and what visitors are sent of
// it: a circle around a moved point, never the pin, unless the poster chose to show it.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { findLocality } from "#app/modules/listing-core/localities.server";
import { isInBox, kmBetween } from "#app/modules/listing-core/location";
import { publicPosition } from "#app/modules/listing-core/location.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { settleListingLocations, writeListings } from "#app/modules/properties/listing-store.server";
import { filtersToParams, parseFilters } from "#app/modules/properties/search/filters";
import { searchInDatabase, searchMarkers, searchProperties } from "#app/modules/properties/search/search.server";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as localityCentreRoute from "#app/routes/resources/locality-centre";
import { localities, properties } from "#db/schema";
import { postedProperty, sendPost } from "../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../support/harness";

servicesForFile();

/** A point in Aliganj, Lucknow, some way from its centre. */
const PIN = { latitude: 26.904321, longitude: 80.941234 };
/** The wizard's map field: "latitude,longitude", as the pin map writes it. */
const at = (latitude: number, longitude: number) => ({ location: `${latitude},${longitude}` });

/** Posts through the wizard's action, with the map's pin when `extra` has one: the listing's id. */
const post = (account: TestUser, extra: Record<string, string>, fields: Record<string, string> = {}) =>
  postedProperty(account, fields, { extra });

async function stored(id: string) {
  const [row] = await getDb().select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error("no such listing");
  return row;
}

const centreOf = async (locality: string) => (await findLocality("Lucknow", locality))?.centre ?? null;

describe("where a listing stands", () => {
  it("at the poster's pin, exact, when they placed one in its locality", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, at(PIN.latitude, PIN.longitude));
    const row = await stored(id);
    expect({ latitude: row.latitude, longitude: row.longitude }).toEqual({ latitude: 26.90432, longitude: 80.94123 });
    expect(row.locationPrecision).toBe("exact");
    expect(row.showExactLocation).toBe(false);
  });

  it("at its locality's centre, approximate, without a pin", async () => {
    const owner = await createUser("Owner");
    const aliganj = await centreOf("Aliganj");
    expect(aliganj).not.toBeNull();
    const row = await stored(await post(owner, {}));
    expect({ latitude: row.latitude, longitude: row.longitude }).toEqual(aliganj);
    expect(row.locationPrecision).toBe("approximate");
  });

  it("refuses a pin far from its city or clearly outside its locality, and a point that is none, changing nothing", async () => {
    const owner = await createUser("Owner");
    const before = await getDb().$count(properties);
    // Mumbai for a Lucknow flat: about 1,200 km away.
    const mumbai = await sendPost(owner, {}, { extra: at(19.076, 72.8777) });
    expect(mumbai.status).toBe(400);
    expect(mumbai.answer.ok).toBe(false);
    expect(mumbai.answer.message).toMatch(/^Property Details \(step 1\): The pin is 1,\d{3} km from Lucknow/);
    expect(mumbai.data).toMatchObject({ field: "location", step: 1 });
    // Sushant Golf City for an Aliganj flat: inside Lucknow, 12 km from Aliganj's centre.
    const across = await sendPost(owner, {}, { extra: at(26.792, 81.005) });
    expect(across.answer.message).toContain("km from the centre of Aliganj");
    const nonsense = await sendPost(owner, {}, { extra: { location: "abc,80.9" } });
    expect(nonsense.status).toBe(400);
    expect(nonsense.answer.message).toContain("Place the pin on the map again");
    expect(await getDb().$count(properties)).toBe(before);
  });

  it("nowhere in a locality the site cannot place: no point, and the locality waits on the list for an Admin", async () => {
    const owner = await createUser("Owner");
    const row = await stored(await post(owner, {}, { locality: "Nowhere Khas Colony" }));
    expect({ latitude: row.latitude, longitude: row.longitude, shown: row.publicLatitude }).toEqual({
      latitude: null,
      longitude: null,
      shown: null,
    });
    expect(row.locationPrecision).toBe("unknown");
    const [kept] = await getDb()
      .select()
      .from(localities)
      .where(sql`${localities.city} = 'Lucknow' and ${localities.slug} = 'nowhere-khas-colony'`);
    expect(kept).toMatchObject({ name: "Nowhere Khas Colony", source: "poster", latitude: null, proposedBy: owner.id });
  });

  it("moves with its locality while it stands at a centre (or loses its point); a pin stays where it was put", async () => {
    const owner = await createUser("Owner");
    const centred = await post(owner, {});
    const pinned = await post(owner, at(PIN.latitude, PIN.longitude));
    await writeListings(async (writes) => {
      await writes.update(centred, { locality: "Hazratganj" });
      await writes.update(pinned, { locality: "Hazratganj" });
    });
    expect((await stored(centred)).latitude).toBe((await centreOf("Hazratganj"))?.latitude);
    expect((await stored(pinned)).latitude).toBe(26.90432);
    await writeListings((writes) => writes.update(centred, { locality: "Hazratganj Nowhere" }));
    expect(await stored(centred)).toMatchObject({ latitude: null, publicLatitude: null, locationPrecision: "unknown" });
  });

  it("every start writes each listing's locality as the list names it and places it where the list puts it", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, {});
    // As an owner's Hindi post was written before the list (issue 57, B10), and without its point.
    await getDb()
      .update(properties)
      .set({ locality: "अलीगंज", latitude: null, longitude: null, publicLatitude: null, publicLongitude: null })
      .where(eq(properties.id, id));
    const settled = await settleListingLocations();
    expect(settled.renamed).toBeGreaterThanOrEqual(1);
    expect(settled.placed).toBeGreaterThanOrEqual(1);
    const row = await stored(id);
    expect(row.locality).toBe("Aliganj");
    expect(row.latitude).toBe((await centreOf("Aliganj"))?.latitude);
    expect(row.publicLatitude).toBe((await publicPosition(row))?.latitude);
    // Nothing left to do: a second start changes nothing.
    expect(await settleListingLocations()).toEqual({ renamed: 0, placed: 0 });
  });

  it("the wizard's map opens on the locality's centre, or says it does not know it (never the city's centre as the locality's)", async () => {
    const open = async (query: string) =>
      (await localityCentreRoute.loader({
        request: request(`/resources/locality-centre?${query}`),
      } as Parameters<typeof localityCentreRoute.loader>[0])) as Response;
    const aliganj = await open("city=Lucknow&locality=%E0%A4%85%E0%A4%B2%E0%A5%80%E0%A4%97%E0%A4%82%E0%A4%9C");
    expect(await aliganj.json()).toMatchObject({
      found: true,
      name: "Aliganj",
      nameHi: "अलीगंज",
      ...(await centreOf("Aliganj")),
      cityKm: 40,
    });
    const nowhere = (await (await open("city=Lucknow&locality=Nowhere")).json()) as Record<string, unknown>;
    expect(nowhere).toMatchObject({ found: false, cityKm: 40 });
    expect(nowhere).not.toHaveProperty("latitude");
    expect((await open("city=Atlantis")).status).toBe(404);
  });
});

describe("what visitors see of it", () => {
  it("a circle that holds the pin, around a point 100–350 m from it, the same every time and never the pin", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, at(PIN.latitude, PIN.longitude));
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
    const twin = await post(owner, at(PIN.latitude, PIN.longitude));
    const twinPosition = await publicPosition(await stored(twin));
    expect(twinPosition).not.toEqual(position);
  });

  it("the pin itself when its poster chose to show it", async () => {
    const owner = await createUser("Owner");
    const id = await post(owner, { ...at(PIN.latitude, PIN.longitude), showExactLocation: "on" });
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
    const shown = (latitude: number, longitude: number) => ({ ...at(latitude, longitude), showExactLocation: "on" });
    // In Gomti Nagar, and one in Lalbagh: each pin in its own locality.
    const gomti = { locality: "Gomti Nagar" };
    const inside = await post(owner, shown(26.8601, 80.9801), {
      ...gomti,
      projectBuildingName: "Inside The Box Residency",
    });
    const outside = await post(owner, shown(26.845, 80.94), {
      locality: "Lalbagh",
      projectBuildingName: "Outside The Box Residency",
    });
    // Approximate listings are searched by their shown point, never by the true one.
    const hidden = await post(owner, at(26.86, 80.98), { ...gomti, projectBuildingName: "Hidden Pin Home" });
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
    const shown = (latitude: number, longitude: number) => ({ ...at(latitude, longitude), showExactLocation: "on" });
    // From (26.8100, 80.9000), in Alambagh: about 0.56 km, 1.11 km and 4.45 km due north.
    const alambagh = { locality: "Alambagh" };
    const far = await post(owner, shown(26.85, 80.9), { ...alambagh, projectBuildingName: "Four Km Away" });
    const near = await post(owner, shown(26.815, 80.9), { ...alambagh, projectBuildingName: "Half A Km Away" });
    const middle = await post(owner, shown(26.82, 80.9), { ...alambagh, projectBuildingName: "One Km Away" });
    for (const id of [far, near, middle]) await approveProperty(id);

    const filters = parseFilters(new URLSearchParams("near=26.81004,80.90001&within=2"));
    expect(filters.sort).toBe("distance");
    // Three decimals, nearest first left out as the default.
    expect(filtersToParams(filters).toString()).toBe("near=26.810%2C80.900&within=2");
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
    const fromIndex = await searchProperties(filters, 50);
    const fromSql = await searchInDatabase(filters, 50);
    expect(ids(fromIndex)).toEqual([near, middle]);
    expect(ids(fromSql)).toEqual([near, middle]);
    // Wider, the third joins, last.
    const wider = parseFilters(new URLSearchParams("near=26.810,80.900&within=5"));
    expect(ids(await searchProperties(wider, 50))).toEqual([near, middle, far]);
    expect(ids(await searchInDatabase(wider, 50))).toEqual([near, middle, far]);
    // Nearest first means nothing without a place: newest first instead.
    expect(parseFilters(new URLSearchParams("sort=distance")).sort).toBe("newest");
  });
});
