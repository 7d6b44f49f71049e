import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { fill } from "#app/modules/i18n/translate";
import { isPublicAddress, setPhotoFetchPolicy } from "#app/modules/media/fetch-photo.server";
import { setClock } from "#app/modules/platform/clock.server";
import { API_FIELDS, API_MESSAGES } from "#app/modules/properties/import/api.server";
import { COLUMN_KEYS, type ColumnKey, columnHeader } from "#app/modules/properties/import/columns";
import { FEED_MESSAGES, runListingFeeds } from "#app/modules/properties/import/feed.server";
import { runQueuedImports } from "#app/modules/properties/import/queue.server";
import { csvText } from "#app/modules/properties/import/read-file.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { POSTER_MESSAGES } from "#app/modules/properties/words";
import * as feedRoute from "#app/routes/_account/import/feed";
import { listingFeeds, listingImports, properties, propertyEdits } from "#db/schema";
import { callRoute, createUser, request, type TestUser } from "../../../support/harness";
import { type PhotoHost, startPhotoHost } from "../../../support/photo-host";
import { goodForm, setUpPropertyTestbed } from "../../../support/property-testbed";

setUpPropertyTestbed();

let host: PhotoHost;

beforeAll(async () => {
  host = await startPhotoHost();
  // The test host on loopback is reachable; every other address is judged as the site judges it.
  setPhotoFetchPolicy({
    allows: (address, port) => (address === "127.0.0.1" && port === host.port) || isPublicAddress(address),
    ca: host.ca,
    timeoutMs: 2000,
  });
});

afterAll(async () => {
  setPhotoFetchPolicy();
  setClock(null);
  await host?.close();
});

type Row = Partial<Record<ColumnKey, string>>;
const { amenities: _amenities, ...form } = goodForm;
const good = (reference: string, extra: Row = {}): Row => ({
  reference,
  ...form,
  projectBuildingName: `Feed Tower ${reference}`,
  ...extra,
});
const sheet = (rows: readonly Row[]) =>
  csvText([
    COLUMN_KEYS.map((key) => columnHeader(key, fill)),
    ...rows.map((row) => COLUMN_KEYS.map((k) => row[k] ?? "")),
  ]);

function save(poster: TestUser, url: string, full = false) {
  return callRoute(
    feedRoute.action,
    request("/profile/import/feed", {
      method: "POST",
      cookie: poster.cookie,
      form: { intent: "save", url, ...(full ? { full: "on" } : {}) },
    }),
  );
}

const pageOf = async (poster: TestUser, prefix = "") =>
  (await callRoute(feedRoute.loader, request(`${prefix}/profile/import/feed`, { cookie: poster.cookie }))).data as {
    feed: { lastRun: string | null; lastImportId: string | null; lastProblem: string | null } | null;
  };

const listingsOf = (poster: TestUser) =>
  getDb()
    .select({ name: properties.projectBuildingName, status: properties.status, price: properties.price })
    .from(properties)
    .where(eq(properties.userId, poster.id));

/** A sheet's row as the API names its fields (RESO's where one fits). */
const apiFields = (row: Row) =>
  Object.fromEntries(API_FIELDS.filter(({ column }) => row[column]).map(({ column, name }) => [name, row[column]]));

/** The night's run at `at` (every poster's feed that is due), and the imports it queued applied, as the job queue applies them. */
async function night(at: Date) {
  setClock(at);
  await runListingFeeds(at);
  await runQueuedImports();
}

const lastImport = async (poster: TestUser) => {
  const id = (await pageOf(poster)).feed?.lastImportId;
  const [row] = id ? await getDb().select().from(listingImports).where(eq(listingImports.id, id)) : [];
  return row;
};

describe("a poster's nightly feed (issue 59, item 6)", () => {
  it("is fetched every night and imported as a file is: new rows posted, the same file again changes nothing, a changed price becomes an edit", async () => {
    const poster = await createUser("Agent");
    host.files.set(`/feeds/${poster.id}.csv`, { type: "text/csv", body: sheet([good("N-1"), good("N-2")]) });
    expect((await save(poster, `${host.origin}/feeds/${poster.id}.csv`)).data).toMatchObject({
      ok: true,
      message: FEED_MESSAGES.saved,
    });
    expect((await pageOf(poster)).feed).toMatchObject({ lastRun: null });

    const first = new Date("2026-12-02T19:30:00Z"); // 1:00 in Lucknow
    await night(first);
    expect((await listingsOf(poster)).map((row) => row.status).sort()).toEqual(["pending", "pending"]);
    const page = (await pageOf(poster)).feed;
    expect(page?.lastProblem).toBeNull();
    expect(page?.lastRun).toBeTruthy();
    const made = await lastImport(poster);
    expect(made).toMatchObject({ userId: poster.id, status: "done", fileName: "127.0.0.1" });
    expect(made?.counts).toMatchObject({ new: 2, refused: 0 });

    // A second run the same night fetches nothing; the next night the same file changes nothing.
    await night(new Date(first.getTime() + 3_600_000));
    expect((await lastImport(poster))?.id).toBe(made?.id);
    await night(new Date(first.getTime() + 24 * 3_600_000));
    const again = await lastImport(poster);
    expect(again?.id).not.toBe(made?.id);
    expect(again?.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    expect(await listingsOf(poster)).toHaveLength(2);

    // Live, then a price changed in the CRM: the next night makes it an edit waiting for review.
    const ids = await getDb().select({ id: properties.id }).from(properties).where(eq(properties.userId, poster.id));
    for (const { id } of ids) await approveProperty(id, null, { notify: false });
    host.files.set(`/feeds/${poster.id}.csv`, {
      type: "text/csv",
      body: sheet([good("N-1", { price: "91 lakh" }), good("N-2")]),
    });
    await night(new Date(first.getTime() + 48 * 3_600_000));
    expect((await lastImport(poster))?.counts).toMatchObject({ new: 0, changed: 1, unchanged: 1 });
    const edits = await getDb()
      .select({ propertyId: propertyEdits.propertyId })
      .from(propertyEdits)
      .innerJoin(properties, eq(properties.id, propertyEdits.propertyId))
      .where(eq(properties.userId, poster.id));
    expect(edits).toHaveLength(1);
    expect((await listingsOf(poster)).map((row) => row.status)).toEqual(["live", "live"]);
  });

  it("reads JSON in the API's shape, each listing with its ListingId, and refuses a listing the API would refuse", async () => {
    const poster = await createUser("Owner");
    const fields = apiFields(good("J-1"));
    host.files.set(`/feeds/${poster.id}.json`, {
      type: "application/json",
      body: JSON.stringify({ listings: [{ ListingId: "J-1", ...fields, Lift: true }] }),
    });
    await save(poster, `${host.origin}/feeds/${poster.id}.json`);
    await night(new Date("2026-12-03T19:30:00Z"));
    expect((await pageOf(poster)).feed?.lastProblem).toBe(
      fill(FEED_MESSAGES.badListing, { number: 1, field: "Lift", problem: API_MESSAGES.unknownField }),
    );
    expect(await listingsOf(poster)).toHaveLength(0);

    host.files.set(`/feeds/${poster.id}.json`, {
      type: "application/json",
      body: JSON.stringify([{ ListingId: "J-1", ...fields }]),
    });
    await night(new Date("2026-12-04T19:30:00Z"));
    expect((await pageOf(poster)).feed?.lastProblem).toBeNull();
    expect(await listingsOf(poster)).toMatchObject([{ name: "Feed Tower J-1", status: "pending" }]);
  });

  it("fetches only public https addresses, after every redirect too, and says why a night failed in the page's language", async () => {
    const poster = await createUser("Owner");
    expect((await save(poster, "http://example.com/feed.csv")).data).toMatchObject({ message: FEED_MESSAGES.notHttps });
    expect((await save(poster, "https://10.0.0.1/feed.csv")).data).toMatchObject({
      message: FEED_MESSAGES.privateAddress,
    });
    expect((await save(poster, "https://[::1]/feed.csv")).data).toMatchObject({
      message: FEED_MESSAGES.privateAddress,
    });
    expect(await getDb().$count(listingFeeds, eq(listingFeeds.userId, poster.id))).toBe(0);

    // A feed that redirects to a private address at night: refused then, nothing imported.
    await save(poster, `${host.origin}/to-private?to=https://169.254.169.254/latest`);
    await night(new Date("2026-12-05T19:30:00Z"));
    expect((await pageOf(poster)).feed?.lastProblem).toBe(FEED_MESSAGES.privateAddress);
    expect((await pageOf(poster, "/hi")).feed?.lastProblem).toBe(
      serverTranslator("hi").t(FEED_MESSAGES.privateAddress),
    );
    expect(await getDb().$count(listingImports, eq(listingImports.userId, poster.id))).toBe(0);

    // Stopped: the next night fetches nothing for this poster.
    const stop = await callRoute(
      feedRoute.action,
      request("/profile/import/feed", { method: "POST", cookie: poster.cookie, form: { intent: "remove" } }),
    );
    expect(stop.data).toMatchObject({ message: FEED_MESSAGES.removed });
    expect(await getDb().$count(listingFeeds, eq(listingFeeds.userId, poster.id))).toBe(0);
  });

  it("is for posters with a verified mobile only", async () => {
    const poster = await createUser("Owner", { mobileVerified: false });
    const answer = await save(poster, `${host.origin}/feeds/any.csv`);
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ message: POSTER_MESSAGES.verifyMobileFirst });
    expect(await getDb().$count(listingFeeds, eq(listingFeeds.userId, poster.id))).toBe(0);
  });
});
