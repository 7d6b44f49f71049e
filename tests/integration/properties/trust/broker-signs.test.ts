/**
 * Brokers named as brokers (issue 40): an "Owner" whose listings look like a broker's is
 * flagged for an Admin, is not counted under "Posted by owner" (in the search index and in
 * SQL alike), and an Admin makes it an Agent with a reason the person reads, or keeps it.
 */
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { BrokerSigns } from "#app/components/properties/trust/broker-signs";
import { getDb } from "#app/modules/db/db.server";
import { parseFilters } from "#app/modules/properties/search/filters";
import { buildLiveIndex } from "#app/modules/properties/search/live-index.server";
import { searchInDatabase, searchWithCounts } from "#app/modules/properties/search/search.server";
import { BROKER_SIGN_WORDS } from "#app/modules/properties/trust/broker-signs.server";
import type { BrokerEvidence } from "#app/modules/properties/types";
import * as profile from "#app/routes/_account/profile";
import * as settings from "#app/routes/_account/settings";
import * as brokersPage from "#app/routes/admin/brokers";
import { user } from "#db/schema";
import { liveProperty } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../../support/harness";

const services = servicesForFile({ postingLimits: "lifted" });

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("Admin");
  await buildLiveIndex();
});

const flagOf = async (account: TestUser) => (await getDb().select().from(user).where(eq(user.id, account.id)))[0];

/** The listings found under "Posted by owner" with this name, from the index and from SQL. */
async function postedByOwner(name: string) {
  const filters = parseFilters(new URLSearchParams({ postedBy: "Owner", sort: "newest" }));
  const [indexed, inSql] = await Promise.all([searchWithCounts(filters, 500), searchInDatabase(filters, 500)]);
  const named = (items: Array<{ name: string }>) => items.filter((item) => item.name.startsWith(name)).length;
  return { index: named(indexed.results.items), sql: named(inSql.items) };
}

type DeskOwner = {
  id: string;
  signs: Array<{ sign: string; words: string }>;
  listings: number;
  evidence: BrokerEvidence;
};
const deskPage = async () =>
  (
    (await callRoute(brokersPage.loader, request("/admin/brokers", { cookie: admin.cookie }))).data as {
      owners: DeskOwner[];
    }
  ).owners;
/** An owner's signs as the desk draws them. */
function drawnSigns(owner: DeskOwner): string {
  const router = createMemoryRouter(
    [{ path: "/admin/brokers", element: createElement(BrokerSigns, { signs: owner.signs, evidence: owner.evidence }) }],
    { initialEntries: ["/admin/brokers"] },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const desk = (form: Record<string, string>, cookie = admin.cookie) =>
  callRoute(brokersPage.action, request("/admin/brokers", { method: "POST", cookie, form }));

describe("an Owner who posts like a broker", () => {
  it("is flagged by six listings, leaves 'Posted by owner', and an Admin makes them an Agent with a reason they read", async () => {
    const owner = await createUser("Owner");
    for (let i = 0; i < 5; i++) await liveProperty(owner, { projectBuildingName: `Broker Block ${i}` });
    expect((await flagOf(owner))?.brokerFlaggedAt).toBeNull();
    expect(await postedByOwner("Broker Block")).toEqual({ index: 5, sql: 5 });

    await liveProperty(owner, { projectBuildingName: "Broker Block 5" });
    const flagged = await flagOf(owner);
    expect(flagged?.brokerFlaggedAt).toBeInstanceOf(Date);
    expect(flagged?.brokerSigns).toEqual(["manyListings"]);
    expect(await postedByOwner("Broker Block")).toEqual({ index: 0, sql: 0 });

    // The desk says why, and links every listing the sign rests on (B14).
    const waiting = (await deskPage()).find((row) => row.id === owner.id);
    expect(waiting).toMatchObject({
      signs: [{ sign: "manyListings", words: BROKER_SIGN_WORDS.manyListings }],
      listings: 6,
    });
    expect(waiting?.evidence.listings.map((listing) => listing.name).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `Broker Block ${i}`),
    );
    const html = drawnSigns(waiting as DeskOwner);
    for (const listing of waiting?.evidence.listings ?? [])
      expect(html).toContain(`href="/listing-detail?id=${listing.id}"`);
    expect(html).toContain("More listings live or waiting than an owner usually has (over 5):");

    // A reason is required; then the account is an Agent's, told why by e-mail and on its profile.
    expect(await desk({ intent: "make-agent", userId: owner.id, reason: "" })).toMatchObject({ status: 400 });
    const reason = "Six flats in different towers, listed for different owners.";
    expect(await desk({ intent: "make-agent", userId: owner.id, reason })).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    const after = await flagOf(owner);
    expect(after).toMatchObject({ role: "Agent", brokerFlaggedAt: null, roleNote: reason });
    const mail = (await services.mailsTo(owner.email)).find((m) => m.subject.endsWith("is now an Agent account"));
    expect(mail?.text).toContain(`The reason: ${reason}`);
    const mine = await callRoute(profile.loader, request("/profile", { cookie: owner.cookie }));
    expect((mine.data as { user: { roleNote: string | null } }).user.roleNote).toBe(reason);
    // Decided once: a second decision finds nothing to decide.
    expect(await desk({ intent: "keep-owner", userId: owner.id })).toMatchObject({ status: 409 });
    expect(await postedByOwner("Broker Block")).toEqual({ index: 0, sql: 0 });
  });

  it("is not flagged for listings in two cities: a Lucknow plot and a Kanpur flat are an owner's (B14)", async () => {
    const owner = await createUser("Owner");
    await liveProperty(owner, { projectBuildingName: "Twin City One", city: "Lucknow" });
    await liveProperty(owner, { projectBuildingName: "Twin City Two", city: "Kanpur", locality: "Swaroop Nagar" });
    await liveProperty(owner, { projectBuildingName: "Twin City Three", city: "Noida", locality: "Sector 62" });
    expect((await flagOf(owner))?.brokerFlaggedAt).toBeNull();
    expect(await postedByOwner("Twin City")).toEqual({ index: 3, sql: 3 });
  });

  it("kept as an Owner, is counted again and not flagged again", async () => {
    const owner = await createUser("Owner");
    for (let i = 0; i < 6; i++) await liveProperty(owner, { projectBuildingName: `Kept Owner ${i}` });
    expect((await flagOf(owner))?.brokerSigns).toEqual(["manyListings"]);
    expect(await postedByOwner("Kept Owner")).toEqual({ index: 0, sql: 0 });
    expect(await desk({ intent: "keep-owner", userId: owner.id })).toMatchObject({ status: 200 });
    expect(await postedByOwner("Kept Owner")).toEqual({ index: 6, sql: 6 });
    await liveProperty(owner, { projectBuildingName: "Kept Owner 6" });
    expect((await flagOf(owner))?.brokerFlaggedAt).toBeNull();
  });

  it("is flagged when their contact number is on another account's listing; the desk links both listings", async () => {
    const first = await createUser("Owner", { name: "First Poster" });
    const second = await createUser("Owner");
    const theirs = await liveProperty(first, { projectBuildingName: "Shared Line One", contactNumber: "9721012121" });
    expect((await flagOf(first))?.brokerFlaggedAt).toBeNull();
    const mine = await liveProperty(second, { projectBuildingName: "Shared Line Two", contactNumber: "9721012121" });
    expect((await flagOf(second))?.brokerSigns).toEqual(["sharedNumber"]);

    const owner = (await deskPage()).find((row) => row.id === second.id);
    expect(owner?.signs).toEqual([{ sign: "sharedNumber", words: BROKER_SIGN_WORDS.sharedNumber }]);
    expect(owner?.evidence.sharedNumber).toEqual([
      {
        number: "9721012121",
        mine: expect.objectContaining({ id: mine, name: "Shared Line Two", status: "live" }),
        theirs: expect.objectContaining({ id: theirs, name: "Shared Line One", poster: "First Poster" }),
      },
    ]);
    const html = drawnSigns(owner as DeskOwner);
    expect(html).toContain(`href="/listing-detail?id=${mine}"`);
    expect(html).toContain(`href="/listing-detail?id=${theirs}"`);
  });

  it("no form sets a role or the flag: only the Admin desk, and only for Admins", async () => {
    const owner = await createUser("Owner");
    for (let i = 0; i < 6; i++) await liveProperty(owner, { projectBuildingName: `Self Made ${i}` });
    const stranger = await createUser("Owner");
    const refused = await desk({ intent: "keep-owner", userId: owner.id }, stranger.cookie).catch((error) => error);
    expect(refused instanceof Response ? refused.status : (refused as { status: number }).status).toBe(403);
    await callRoute(
      settings.action,
      request("/profile/settings", {
        method: "POST",
        cookie: owner.cookie,
        form: {
          intent: "details",
          name: "Still Flagged",
          mobileNumber: "9721013131",
          brokerFlaggedAt: "",
          role: "Owner",
        },
      }),
    );
    expect((await flagOf(owner))?.brokerFlaggedAt).toBeInstanceOf(Date);
  });

  it("migration 0030 takes the several-cities sign off, and unflags an Owner it alone flagged", async () => {
    const [alone, withOther] = await Promise.all([createUser("Owner"), createUser("Owner")]);
    await getDb()
      .update(user)
      .set({ brokerFlaggedAt: new Date(), brokerSigns: ["severalCities"] })
      .where(eq(user.id, alone.id));
    await getDb()
      .update(user)
      .set({ brokerFlaggedAt: new Date(), brokerSigns: ["severalCities", "sharedNumber"] })
      .where(eq(user.id, withOther.id));
    const migration = fs.readFileSync("db/migrations/0030_broker_signs_without_cities.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await getDb().execute(sql.raw(statement));
    expect(await flagOf(alone)).toMatchObject({ brokerFlaggedAt: null, brokerSigns: [] });
    expect(await flagOf(withOther)).toMatchObject({ brokerFlaggedAt: expect.any(Date), brokerSigns: ["sharedNumber"] });
  });
});
