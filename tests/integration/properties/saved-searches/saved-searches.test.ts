import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { startJobs } from "#app/modules/jobs/jobs.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { sendSearchAlerts } from "#app/modules/properties/saved-searches/saved-searches.server";
import * as savedSearchesPage from "#app/routes/_account/saved-searches/list";
import * as unsubscribePage from "#app/routes/_account/saved-searches/unsubscribe";
import * as search from "#app/routes/_listings/search";
import { properties, savedSearches } from "#db/schema";
import { postedProperty, uploadPhoto } from "../../../support/factories";
import { callRoute, createUser, request, sendForm, servicesForFile, type TestUser } from "../../../support/harness";

const services = servicesForFile({ postingLimits: "lifted" });
let seeker: TestUser;
let poster: TestUser;

beforeAll(async () => {
  [seeker, poster] = await Promise.all([createUser("Client"), createUser("Owner")]);
});

const alertsTo = async (email: string) =>
  (await services.outbox()).filter((mail) => mail.to === email && /new propert/.test(mail.subject));

/** A listing in Gomti Nagar by the poster (pending until a test approves it). */
const post = (form: Record<string, string>) =>
  postedProperty(poster, { locality: "Gomti Nagar", contactNumber: "9839012345", plotArea: "1500", ...form });

describe("saved searches and their alerts", () => {
  it("saves “Lucknow, 3 BHK, under ₹60 L”; the next run mails a matching new listing only; unsubscribing stops it", async () => {
    const saved = await sendForm(search.action, "/Search", seeker, {
      name: "",
      query: "city=Lucknow&bhk=3&budgetMax=6000000&sort=price-asc&page=2",
    });
    expect(saved.data).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Search saved as “Lucknow, 3 BHK, up to ₹60 L”/),
    });
    const [row] = await getDb().select().from(savedSearches);
    expect(row?.query).toBe("city=Lucknow&bhk=3&budgetMax=6000000");

    // Nothing new yet: no e-mail.
    expect(await sendSearchAlerts()).toMatchObject({ searches: 1, emails: 0 });

    const match = await post({ projectBuildingName: "Alert Match Heights", bedrooms: "3", price: "5500000" });
    const tooDear = await post({ projectBuildingName: "Alert Dear Towers", bedrooms: "3", price: "9500000" });
    const wrongBhk = await post({ projectBuildingName: "Alert Two BHK", bedrooms: "2", price: "4500000" });
    const pending = await post({ projectBuildingName: "Alert Pending", bedrooms: "3", price: "5000000" });
    for (const id of [match, tooDear, wrongBhk]) await approveProperty(id);
    expect(pending).toBeTruthy();

    const run = await sendSearchAlerts();
    expect(run).toMatchObject({ searches: 1, emails: 1 });
    const [mail] = await alertsTo(seeker.email);
    expect(mail?.subject).toBe("1 new property for “Lucknow, 3 BHK, up to ₹60 L”");
    expect(mail?.text).toContain("Alert Match Heights");
    for (const other of ["Alert Dear Towers", "Alert Two BHK", "Alert Pending"])
      expect(mail?.text).not.toContain(other);
    expect(mail?.html).toContain("Alert Match Heights");

    // The same listing is not mailed twice.
    expect(await sendSearchAlerts()).toMatchObject({ emails: 0 });

    // The unsubscribe link works signed out, and only as signed.
    const link = new URL(mail?.text.match(/https?:\/\/\S+\/alerts\/unsubscribe\?\S+/)?.[0] ?? "");
    const forged = new URL(link);
    forged.searchParams.set("sig", "forged");
    const refused = await callRoute(
      unsubscribePage.action,
      request(`${forged.pathname}${forged.search}`, { method: "POST" }),
    );
    expect(refused.status).toBe(400);
    const done = await callRoute(unsubscribePage.action, request(`${link.pathname}${link.search}`, { method: "POST" }));
    expect(done.data).toMatchObject({ ok: true });
    const later = await post({ projectBuildingName: "Alert After Unsubscribe", bedrooms: "3", price: "5000000" });
    await approveProperty(later);
    expect(await sendSearchAlerts()).toMatchObject({ searches: 0, emails: 0 });
    expect(await alertsTo(seeker.email)).toHaveLength(1);
  });

  it("lets only the person rename, pause, resume and delete their saved search", async () => {
    const other = await createUser("Client");
    await sendForm(search.action, "/Search", other, {
      name: "Plots in Kanpur",
      query: "city=Kanpur&propertyType=Plot%2FLand",
    });
    const [row] = await getDb().select().from(savedSearches).where(eq(savedSearches.userId, other.id));
    const act = (cookie: string, form: Record<string, string>) =>
      sendForm(savedSearchesPage.action, "/profile/searches", cookie, { id: row?.id ?? "", ...form });
    expect((await act(seeker.cookie, { intent: "delete" })).status).toBe(404);
    expect((await act(other.cookie, { intent: "rename", name: "Kanpur plots" })).status).toBe(200);
    expect((await act(other.cookie, { intent: "pause" })).status).toBe(200);
    const page = await callRoute(savedSearchesPage.loader, request("/profile/searches", { cookie: other.cookie }));
    expect((page.data as { searches: unknown[] }).searches).toEqual([
      expect.objectContaining({
        name: "Kanpur plots",
        paused: true,
        href: "/Search?city=Kanpur&propertyType=Plot%2FLand",
      }),
    ]);
    expect((await act(other.cookie, { intent: "delete" })).status).toBe(200);
    expect(await getDb().$count(savedSearches, eq(savedSearches.userId, other.id))).toBe(0);
    const visitor = await sendForm(search.action, "/Search", null, { query: "city=Lucknow" });
    expect(visitor.status).toBe(302);
  });

  it("runs as a scheduled job through pg-boss on this database", { tags: ["driver"], timeout: 60_000 }, async () => {
    const fresh = await createUser("Client");
    await sendForm(search.action, "/Search", fresh, { name: "Varanasi homes", query: "city=Varanasi" });
    await getDb()
      .update(savedSearches)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(savedSearches.userId, fresh.id));
    const listing = await post({
      projectBuildingName: "Ghat View Residency",
      city: "Varanasi",
      locality: "Assi",
      bedrooms: "2",
      price: "4000000",
    });
    await approveProperty(listing);
    const jobs = await startJobs(services.database, services.databaseUrl, {
      pollingIntervalSeconds: 0.5,
    });
    try {
      expect(await jobs.runNow("searchAlerts")).toBeTruthy();
      await expect.poll(async () => (await alertsTo(fresh.email)).length, { timeout: 20_000, interval: 250 }).toBe(1);
      const [mail] = await alertsTo(fresh.email);
      expect(mail?.text).toContain("Ghat View Residency");
      const [row] = await getDb().select().from(properties).where(eq(properties.id, listing));
      expect(row?.isApproved).toBe(true);
    } finally {
      await jobs.stop();
    }
  });
});

describe("alert e-mails that work in every mail program", () => {
  it("carry List-Unsubscribe and List-Unsubscribe-Post, each listing's photo, BHK, area and price, and only real links", async () => {
    const reader = await createUser("Client");
    await sendForm(search.action, "/Search", reader, { name: "Kanpur homes", query: "city=Kanpur" });
    await sendSearchAlerts();
    const photo = await uploadPhoto(poster);
    const id = await postedProperty(
      poster,
      {
        city: "Kanpur",
        locality: "Swaroop Nagar",
        projectBuildingName: "Header Check Residency",
        bedrooms: "2",
        contactNumber: "9839012345",
        plotArea: "1200",
        price: "7200000",
      },
      { imageIds: [photo] },
    );
    await approveProperty(id);
    await sendSearchAlerts();
    const [mail] = await alertsTo(reader.email);
    if (!mail) throw new Error("no alert e-mail");

    // The headers, in the outbox's .json copy and in the .eml a mail program reads.
    const unsubscribe = mail.headers?.["List-Unsubscribe"] ?? "";
    expect(unsubscribe).toMatch(/^<https?:\/\/[^>]+\/alerts\/unsubscribe\?id=[0-9a-f-]{36}&sig=[\w-]+>$/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The .eml beside the .json copy of this e-mail (the same name).
    const copy = fs
      .readdirSync(services.outboxDir)
      .filter((name) => name.endsWith(".json"))
      .find((name) => {
        const entry = JSON.parse(fs.readFileSync(path.join(services.outboxDir, name), "utf8")) as { html: string };
        return entry.html === mail.html;
      });
    const eml = fs
      .readFileSync(path.join(services.outboxDir, String(copy).replace(/\.json$/, ".eml")), "utf8")
      // Long headers are folded onto the next line (RFC 5322): unfold them to read them.
      .replace(/\r?\n[ \t]+/g, " ");
    expect(eml).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/alerts\/unsubscribe\?id=/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // The listing's card: photo, price, BHK, area; every address in the HTML is a link.
    expect(mail.html).toContain(`/media/images/${photo}/`);
    expect(mail.html).toMatch(/<strong>₹72 L<\/strong> · 2 BHK · 1,200 sq ft · ₹6,000\/sq ft/);
    expect(mail.text).toContain("₹72 L · 2 BHK · 1,200 sq ft · ₹6,000/sq ft");
    const withoutLinks = mail.html.replace(/<a\s[^>]*>.*?<\/a>/gs, "").replace(/<[^>]+>/g, " ");
    expect(withoutLinks.match(/https?:\/\/\S+/g) ?? []).toEqual([]);
    expect(mail.html).toContain(`href="${unsubscribe.slice(1, -1).replace(/&/g, "&amp;")}"`);

    // RFC 8058: the mail program's one-click POST stops the alerts without a session; a GET only asks.
    const link = new URL(unsubscribe.slice(1, -1));
    const opened = await callRoute(unsubscribePage.loader, request(`${link.pathname}${link.search}`));
    expect(opened.status).toBe(200);
    const paused = async () =>
      (await getDb().select().from(savedSearches).where(eq(savedSearches.name, "Kanpur homes")))[0]?.paused;
    expect(await paused()).toBe(false);
    const oneClick = await sendForm(unsubscribePage.action, `${link.pathname}${link.search}`, null, {
      "List-Unsubscribe": "One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await paused()).toBe(true);
  });
});
