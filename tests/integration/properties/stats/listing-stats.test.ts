import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { setClock } from "#app/modules/platform/clock.server";
import { setShortlisted } from "#app/modules/properties/shortlist/shortlist.server";
import type { ListingStats } from "#app/modules/properties/stats/listing-stats.server";
import { countListingView, flushListingViews } from "#app/modules/properties/stats/view-counter.server";
import { indiaDay, startOfIndiaDay } from "#app/modules/text/india-day";
import * as listingStatsPage from "#app/routes/_account/listing-stats";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import { listingViews, user } from "#db/schema";
import { liveProperty } from "../../../support/factories";
import {
  callRoute,
  createUser,
  request,
  servicesForFile,
  type TestUser,
  updateAccounts,
} from "../../../support/harness";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const MINUTE = 60_000;

servicesForFile({ postingLimits: "lifted" });
let owner: TestUser;
let admin: TestUser;
let stranger: TestUser;
let listing: string;

beforeAll(async () => {
  owner = await createUser("Owner");
  admin = await createUser("Admin");
  stranger = await createUser("Client");
  listing = await liveProperty(owner, { projectBuildingName: "Counted Residency", locality: "Gomti Nagar" });
});

/**
 * A request for the listing's page as the server answers it: the page's loader runs (it
 * marks the owner's and Admins' own looks) and the handler counts the answer, as
 * server/react-router-handler.ts does after sending it.
 */
async function view(
  path: string,
  { cookie, headers = {}, ip }: { cookie?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<number> {
  const req = request(path, { cookie, ip });
  for (const [name, value] of Object.entries({ "user-agent": BROWSER, ...headers })) req.headers.set(name, value);
  const context = { cspNonce: "" };
  let status = 200;
  try {
    await listingDetail.loader({ request: req, params: {}, context } as never);
  } catch (thrown) {
    status =
      thrown instanceof Response ? thrown.status : ((thrown as { init?: { status?: number } }).init?.status ?? 500);
  }
  countListingView(req, status, context);
  return status;
}

const storedViews = () =>
  getDb()
    .select({ day: listingViews.day, kind: listingViews.kind, count: listingViews.count })
    .from(listingViews)
    .where(eq(listingViews.propertyId, listing))
    .orderBy(listingViews.day);

describe("counting views", () => {
  it("counts a visitor's views, English and Hindi, document and data; not robots, prefetches, the owner, Admins or a page's own reload of its data", async () => {
    const today = indiaDay(new Date());
    const midnight = startOfIndiaDay(today).getTime();
    // 23:30 in Lucknow, yesterday.
    setClock(new Date(midnight - 30 * MINUTE));
    expect(await view(`/listing-detail?id=${listing}`, { ip: "198.51.100.1" })).toBe(200);
    expect(await view(`/hi/listing-detail.data?id=${listing}`, { ip: "198.51.100.2" })).toBe(200);
    await view(`/listing-detail?id=${listing}`, { headers: { "user-agent": GOOGLEBOT } });
    await view(`/listing-detail?id=${listing}`, { headers: { "user-agent": "WhatsApp/2.23.20.0" } });
    await view(`/listing-detail?id=${listing}`, { headers: { "sec-purpose": "prefetch" } });
    await view(`/listing-detail?id=${listing}`, { cookie: owner.cookie });
    await view(`/hi/listing-detail?id=${listing}`, { cookie: admin.cookie });
    await view(`/listing-detail.data?id=${listing}`, {
      headers: { referer: `http://localhost:3999/listing-detail?id=${listing}` },
    });
    expect(await view("/listing-detail?id=6f9619ff-8b86-4d01-b42d-00cf4fc964ff")).toBe(404);
    expect(await flushListingViews()).toBe(1);

    // 00:15 in Lucknow today: still yesterday in UTC (18:45 UTC) when run before 18:30 UTC.
    setClock(new Date(midnight + 15 * MINUTE));
    await view(`/listing-detail?id=${listing}`, { cookie: stranger.cookie, ip: "198.51.100.3" });
    await flushListingViews();
    await view(`/listing-detail?id=${listing}`, { ip: "198.51.100.4" });
    await view(`/listing-detail?id=${listing}`, { cookie: owner.cookie });
    await flushListingViews();

    const yesterday = indiaDay(new Date(midnight - 30 * MINUTE));
    expect(await storedViews()).toEqual([
      { day: yesterday, kind: "page", count: 2 },
      { day: today, kind: "page", count: 2 },
    ]);
  });

  it("counts one client once per listing per day, however often and in whatever form it asks", async () => {
    const other = await liveProperty(owner, { projectBuildingName: "Counted Once" });
    const ip = "192.0.2.44";
    for (const path of [
      `/listing-detail?id=${other}`,
      `/listing-detail?id=${other}&utm_source=whatsapp`,
      `/hi/listing-detail?id=${other}`,
      `/listing-detail.data?id=${other}`,
      `/hi/listing-detail.data?id=${other}&x=1`,
    ]) {
      for (let i = 0; i < 12; i++) expect(await view(path, { ip })).toBe(200);
    }
    await view(`/listing-detail?id=${other}`, { ip: "192.0.2.45" });
    await flushListingViews();
    const count = async () =>
      (await getDb().select({ count: listingViews.count }).from(listingViews).where(eq(listingViews.propertyId, other)))
        .map((row) => row.count)
        .reduce((sum, n) => sum + n, 0);
    expect(await count()).toBe(2);
    // The next day in Lucknow the same client counts again.
    setClock(new Date(Date.now() + 24 * 60 * MINUTE));
    await view(`/listing-detail?id=${other}`, { ip });
    await flushListingViews();
    expect(await count()).toBe(3);
  });

  it("writes nothing for a listing deleted before the write, and keeps the others' counts", async () => {
    const gone = await liveProperty(owner, { projectBuildingName: "Soon Gone" });
    await view(`/listing-detail?id=${gone}`, { ip: "198.51.100.5" });
    await view(`/listing-detail?id=${listing}`, { ip: "198.51.100.5" });
    const { properties } = await import("#db/schema");
    await getDb().delete(properties).where(eq(properties.id, gone));
    expect(await flushListingViews()).toBe(2);
    expect(await getDb().$count(listingViews, eq(listingViews.propertyId, gone))).toBe(0);
    const [row] = await getDb()
      .select({ count: listingViews.count })
      .from(listingViews)
      .where(and(eq(listingViews.propertyId, listing), eq(listingViews.day, indiaDay(new Date()))));
    expect(row?.count).toBe(3);
  });
});

describe("the stats page", () => {
  const statsOf = (cookie?: string, id = listing) =>
    callRoute(listingStatsPage.loader, request(`/profile/listing-stats?id=${id}`, { cookie }));

  it("shows the owner views, contact reveals, enquiries and shortlists on the day they happened", async () => {
    const seeker = await createUser("Client");
    await updateAccounts(eq(user.id, seeker.id), { emailVerified: true });
    const post = (form: Record<string, string>) =>
      callRoute(
        listingDetail.action,
        request(`/listing-detail?id=${listing}`, { method: "POST", cookie: seeker.cookie, form }),
      );
    expect((await post({ intent: "reveal" })).status).toBe(200);
    expect(
      (
        await post({
          intent: "enquire",
          name: "Pooja Seeker",
          mobileNumber: "9839066666",
          email: "pooja.seeker@example.in",
          message: "Is the flat still available? I would like to visit on Sunday.",
        })
      ).status,
    ).toBe(200);
    expect(await setShortlisted(seeker.id, listing, true)).toBe("added");

    const page = await statsOf(owner.cookie);
    expect(page.status).toBe(200);
    const stats = page.data as ListingStats;
    expect(stats.days).toHaveLength(30);
    const today = stats.days[29];
    expect(today).toMatchObject({
      day: indiaDay(new Date()),
      views: 3,
      reveals: 1,
      enquiries: 1,
      conversations: 1,
      visits: 0,
      shortlists: 1,
    });
    expect(stats.days[28]?.views).toBe(2);
    expect(stats.totals).toEqual({ views: 5, reveals: 1, enquiries: 1, conversations: 1, visits: 0, shortlists: 1 });
    expect(stats.listing.name).toBe("Counted Residency");
  });

  it("suggests what the listing lacks, each with where to fix it", async () => {
    const stats = (await statsOf(owner.cookie)).data as ListingStats;
    // The factory's flat has no photos and no description; it has an area.
    expect(stats.suggestions.map((s) => s.kind)).toEqual(["photos", "description"]);
    expect(stats.suggestions[0]).toMatchObject({ href: `/postproperty?edit=${listing}&step=4` });
  });

  it("is the owner's and Admins' only: a stranger gets 404, a visitor is sent to sign in", async () => {
    expect((await statsOf(stranger.cookie)).status).toBe(404);
    expect((await statsOf(admin.cookie)).status).toBe(200);
    const visitor = await statsOf();
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
    expect((await statsOf(owner.cookie, "not-an-id")).status).toBe(404);
    expect((await statsOf(owner.cookie, "6f9619ff-8b86-4d01-b42d-00cf4fc964ff")).status).toBe(404);
  });
});
