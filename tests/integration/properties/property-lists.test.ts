import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import {
  deleteProperty,
  latestApprovedProperties,
  searchApprovedProperties,
} from "#app/modules/properties/properties.server";
import * as profile from "#app/routes/_account/profile";
import * as listingPost from "#app/routes/_listings/listing-post";
import * as search from "#app/routes/_listings/search";
import * as home from "#app/routes/_site/home";
import * as adminProperties from "#app/routes/admin/properties";
import { properties } from "#db/schema";
import { callRoute, createUser, request, sendForm } from "../../support/harness";

import {
  admin,
  createPending,
  detail,
  goodForm,
  owner,
  postAs,
  setUpPropertyTestbed,
} from "../../support/property-testbed";

setUpPropertyTestbed();

/**
 * /Search's loader at `path`, after the one redirect it may answer with (search.tsx: the
 * address is canonical). The names searched for are words of names alone: a locality's
 * name in the box becomes the locality filter (decision 058).
 */
async function searchAt(path: string) {
  const first = await callRoute(search.loader, request(path));
  return first.location ? callRoute(search.loader, request(first.location)) : first;
}

// ── public lists ────────────────────────────────────────────────────────────────────────

describe("public lists show approved properties only", () => {
  it("home carousel, /listing-post and /Search never show a pending property", async () => {
    const pendingId = await createPending(owner, "Hidden Haveli Zephyrwood");
    const approvedId = await createPending(owner, "Visible Villa Zephyrwood", 1);
    await sendForm(adminProperties.action, "/x", admin, { intent: "approve", id: approvedId });
    const homeData = (await callRoute(home.loader, request("/"))).data as { properties: Array<{ id: string }> };
    const listData = (await callRoute(listingPost.loader, request("/listing-post"))).data as {
      items: Array<{ id: string }>;
    };
    const searchData = (await searchAt("/Search?q=zephyrwood")).data as {
      results: { items: Array<{ id: string; image: unknown }> };
    };
    for (const ids of [homeData.properties, listData.items, searchData.results.items].map((list) =>
      list.map((item) => item.id),
    )) {
      expect(ids).toContain(approvedId);
      expect(ids).not.toContain(pendingId);
    }
    // Newest first, with the first photo for the card.
    expect(homeData.properties[0]?.id).toBe(approvedId);
    expect(searchData.results.items.find((item) => item.id === approvedId)?.image).toMatchObject({
      width: 640,
      widths: [480, 640],
    });
  });

  it("the owner's profile splits their own properties by state (live, pending)", async () => {
    const someone = await createUser("Agent");
    const empty = (await callRoute(profile.loader, request("/profile", { cookie: someone.cookie }))).data as {
      own: { live: { items: unknown[] }; pending: { items: unknown[] } };
    };
    expect(empty.own.live.items).toEqual([]);
    expect(empty.own.pending.items).toEqual([]);
    const pendingId = await createPending(someone, "Agent pending");
    const approvedId = await createPending(someone, "Agent approved");
    await createPending(owner, "Not the agent's");
    await sendForm(adminProperties.action, "/x", admin, { intent: "approve", id: approvedId });
    const data = (await callRoute(profile.loader, request("/profile", { cookie: someone.cookie }))).data as {
      own: { live: { items: Array<{ id: string }> }; pending: { items: Array<{ id: string }> } };
    };
    expect(data.own.live.items.map((item) => item.id)).toEqual([approvedId]);
    expect(data.own.pending.items.map((item) => item.id)).toEqual([pendingId]);
  });

  it("/listing-post and /Search paginate in SQL, with the page in the URL", async () => {
    const lister = await createUser("Owner");
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.pageSize + 2; i++) {
      const id = await createPending(lister, `Paged Plot ${i} Quillbrook`);
      ids.push(id);
    }
    await getDb().update(properties).set({ status: "live" }).where(inArray(properties.id, ids));
    const page1 = (await searchAt("/Search?q=quillbrook")).data as {
      results: { items: unknown[]; total: number; pages: number };
    };
    expect(page1.results).toMatchObject({ total: LIMITS.pageSize + 2, pages: 2 });
    expect(page1.results.items).toHaveLength(LIMITS.pageSize);
    const page2 = (await searchAt("/Search?q=quillbrook&page=2")).data as {
      results: { items: unknown[] };
    };
    expect(page2.results.items).toHaveLength(2);
    const inCity = (await searchAt("/Search?q=quillbrook&city=Noida")).data as {
      results: { total: number };
    };
    expect(inCity.results.total).toBe(0);
    const prefix = (await searchAt("/Search?q=paged%20quill")).data as {
      results: { total: number };
    };
    expect(prefix.results.total).toBe(LIMITS.pageSize + 2);
    // Nothing asked: every live listing, newest first (issue 24).
    const everything = (await searchAt("/Search")).data as {
      searched: boolean;
      results: { total: number };
    };
    expect(everything.searched).toBe(false);
    expect(everything.results.total).toBeGreaterThanOrEqual(LIMITS.pageSize + 2);
    // Punctuation alone is no word to search: the box drops it and the page lists everything.
    const punctuation = await callRoute(search.loader, request("/Search?q=%26%26%21"));
    expect(punctuation.status).toBe(302);
    const landed = await callRoute(search.loader, request(punctuation.location ?? ""));
    expect(landed.status).toBe(200);
    expect((landed.data as { results: { total: number } }).results.total).toBe(everything.results.total);
    const list = (await callRoute(listingPost.loader, request("/listing-post?page=2"))).data as { page: number };
    expect(list.page).toBe(2);
  });

  it("every page of a list, read from either end of the index, follows one order, ties included", async () => {
    const lister = await createUser("Agent");
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push(await createPending(lister, `Ordered Plot ${i} Rahimnagar`));
    // Four saved in the same instant (an import does that), the rest a minute apart.
    for (const [i, id] of ids.entries())
      await getDb()
        .update(properties)
        .set({ status: "live", createdAt: new Date(Date.UTC(2026, 0, 1, 12, i < 4 ? 0 : i)) })
        .where(eq(properties.id, id));
    const everything = await searchApprovedProperties({ q: "rahimnagar", page: 1 }, 100);
    expect(everything.items).toHaveLength(9);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => searchApprovedProperties({ q: "rahimnagar", page }, 2)));
    expect(pages.map((page) => page.pages)).toEqual([5, 5, 5, 5]);
    const last = await searchApprovedProperties({ q: "rahimnagar", page: 5 }, 2);
    expect([...pages, last].flatMap((page) => page.items.map((item) => item.id))).toEqual(
      everything.items.map((item) => item.id),
    );
    const beyond = await searchApprovedProperties({ q: "rahimnagar", page: 6 }, 2);
    expect(beyond.items).toEqual([]);
  });

  it("cards carry the fields the declaration flags for them, worded short, with the short price", async () => {
    const lister = await createUser("Owner");
    const posted = await postAs(lister, {
      ...goodForm,
      projectBuildingName: "Cardfacts Residency Hazratganj",
      bathrooms: "2",
      plotArea: "1450",
      price: "9000000",
    });
    const id = (posted.data as { id: string }).id;
    expect(await approveProperty(id)).toBe(true);
    const found = await searchApprovedProperties({ q: "cardfacts", page: 1 });
    expect(found.items[0]).toMatchObject({
      id,
      name: "Cardfacts Residency Hazratganj",
      priceText: "₹90 L",
      facts: ["3 BHK", "2 baths", "1,450 sq ft", "₹6,207/sq ft"],
    });
  });

  it("the home carousel shows properties with photos first, then the newest without", async () => {
    const lister = await createUser("Owner");
    const withPhoto = await createPending(lister, "Pictured Plot Chinhat", 1);
    const withoutPhoto = await createPending(lister, "Bare Plot Chinhat");
    // The one without a photo is the newer of the two.
    await getDb()
      .update(properties)
      .set({ status: "live", createdAt: sql`now() - interval '1 minute'` })
      .where(eq(properties.id, withPhoto));
    await getDb()
      .update(properties)
      .set({ status: "live", createdAt: sql`now()` })
      .where(eq(properties.id, withoutPhoto));
    const cards = await latestApprovedProperties(200);
    const ids = cards.map((card) => card.id);
    expect(ids).toContain(withPhoto);
    expect(ids).toContain(withoutPhoto);
    expect(ids.indexOf(withPhoto)).toBeLessThan(ids.indexOf(withoutPhoto));
    // Every card with a photo comes before every card without one; newest first within each.
    const firstBare = cards.findIndex((card) => card.image === null);
    if (firstBare >= 0) expect(cards.slice(firstBare).every((card) => card.image === null)).toBe(true);
  });

  it("public totals and the home carousels are remembered briefly, and forgotten when a property is approved or deleted", async () => {
    const lister = await createUser("Owner");
    const first = await createPending(lister, "Counted Plot Jankipuram");
    const second = await createPending(lister, "Counted Plot Jankipuram Two");
    const count = async () => (await searchApprovedProperties({ q: "jankipuram", page: 1 })).total;
    const carousel = async () =>
      ((await callRoute(home.loader, request("/"))).data as { properties: Array<{ id: string }> }).properties.map(
        (card) => card.id,
      );
    expect(await count()).toBe(0);
    expect(await carousel()).not.toContain(first);
    expect(await approveProperty(first)).toBe(true);
    expect(await count()).toBe(1);
    expect(await carousel()).toContain(first);
    // A write this process did not make (another server) shows in the cards at once and in
    // the total when it is next counted.
    await getDb().update(properties).set({ status: "live" }).where(eq(properties.id, second));
    const stale = await searchApprovedProperties({ q: "jankipuram", page: 1 });
    expect(stale.items).toHaveLength(2);
    expect(stale.total).toBe(1);
    expect(await deleteProperty(first)).toBe(true);
    expect(await count()).toBe(1);
  });

  it("the detail page has every field, the photos and the owner panel", async () => {
    const id = await createPending(owner, "Detail check", 2);
    await getDb().update(properties).set({ status: "live" }).where(eq(properties.id, id));
    const result = await detail(id, null);
    expect(result.status).toBe(200);
    const data = result.data as {
      property: Record<string, unknown>;
      owner: Record<string, unknown>;
      images: unknown[];
      isOwner: boolean;
    };
    expect(data.property).toMatchObject({ projectBuildingName: "Detail check", price: 9_800_000, facingType: "East" });
    expect(data.property).not.toHaveProperty("userId");
    expect(data.images).toHaveLength(2);
    // A visitor gets the poster's name and role, the number masked and no e-mail (contact-owner.test.ts).
    expect(data.owner).toMatchObject({
      email: "",
      role: "Owner",
      mobileNumber: expect.stringMatching(/^\+91 \d{2}XXX XX\d{3}$/),
    });
    expect(data.isOwner).toBe(false);
    expect((await detail(id, owner)).data).toMatchObject({ owner: { email: owner.email } });
  });

  it("Share on WhatsApp carries the title, price, BHK and area, place, address and link; not while pending", async () => {
    const id = await createPending(owner, "Share check");
    expect((await detail(id, owner)).data).toMatchObject({ shareHref: null });
    await getDb().update(properties).set({ status: "live" }).where(eq(properties.id, id));
    const { shareHref } = (await detail(id, null)).data as { shareHref: string };
    const shared = new URL(shareHref);
    expect(shared.origin).toBe("https://wa.me");
    const lines = shared.searchParams.get("text")?.split("\n");
    expect(lines?.slice(0, 4)).toEqual([
      "Share check",
      "₹98 L · 3 BHK · 1,650 sq ft",
      "Gomti Nagar Extension, Lucknow",
      "Plot 12, Vibhuti Khand",
    ]);
    expect(lines?.[4]).toMatch(new RegExp(`^https?://[^/]+/listing-detail\\?id=${id}$`));
  });
});
