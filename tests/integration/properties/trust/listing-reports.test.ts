import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import { setClock } from "#app/modules/platform/clock.server";
import { REPORT_MESSAGES } from "#app/modules/properties/trust/report-words";
import { reportFollowUps } from "#app/modules/properties/trust/reports.server";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as renew from "#app/routes/_listings/renew-listing";
import * as adminReports from "#app/routes/admin/reports";
import { listingReports, properties, user } from "#db/schema";
import { liveProperty, postedProperty } from "../../../support/factories";
import {
  callRoute,
  createUser,
  request,
  sendForm,
  servicesForFile,
  type TestUser,
  updateAccounts,
} from "../../../support/harness";

const services = servicesForFile({ postingLimits: "lifted" });
let owner: TestUser;
let seeker: TestUser;
let admin: TestUser;

beforeAll(async () => {
  owner = await createUser("Owner", { name: "Reported Owner" });
  seeker = await createUser("Client");
  admin = await createUser("Admin");
});

const DAY = 24 * 60 * 60 * 1000;

/** A 2 BHK flat to rent in Gomti Nagar by the owner, live unless `approve` is false. */
function live(name: string, approve = true): Promise<string> {
  const fields = { ...TO_RENT, projectBuildingName: name };
  return approve ? liveProperty(owner, fields) : postedProperty(owner, fields);
}

const TO_RENT = {
  listingType: "Rent",
  locality: "Gomti Nagar",
  contactNumber: "9839012121",
  price: "20000",
  plotArea: "900",
};

const report = (id: string, form: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) =>
  callRoute(
    listingDetail.action,
    request(`/listing-detail?id=${id}`, { method: "POST", cookie, ip, form: { intent: "report", ...form } }),
  );
/** Confirmed accounts that signed up a month ago: the reporters whose reports count. */
async function trustedReporters(n: number): Promise<TestUser[]> {
  const accounts: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const account = await createUser("Client");
    await updateAccounts(eq(user.id, account.id), { emailVerified: true, createdAt: new Date(Date.now() - 30 * DAY) });
    accounts.push(account);
  }
  return accounts;
}

const reportsOf = (id: string) => getDb().select().from(listingReports).where(eq(listingReports.propertyId, id));

describe("reporting a listing", () => {
  it("takes a report from a visitor or a signed-in person, once a day each, and refuses bad ones", async () => {
    const id = await live("Reportable Residency");
    const visitor = await report(
      id,
      { reason: "wrong", note: "The rent is 25,000, not 20,000." },
      { ip: "198.51.100.1" },
    );
    expect(visitor.data).toMatchObject({ ok: true, message: REPORT_MESSAGES.sent });
    expect((await report(id, { reason: "fraud" }, { cookie: seeker.cookie })).data).toMatchObject({ ok: true });
    // Stored without the address: a keyed hash tells reporters apart.
    const stored = await reportsOf(id);
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain("198.51.100.1");

    // The same reporter the same day; a bad reason; a long note; the owner; a pending listing.
    const again = await report(id, { reason: "gone" }, { ip: "198.51.100.1" });
    expect(again.status).toBe(429);
    expect(again.data).toMatchObject({ message: REPORT_MESSAGES.already });
    expect((await report(id, { reason: "gone" }, { cookie: seeker.cookie })).status).toBe(429);
    expect((await report(id, { reason: "spam" }, { ip: "198.51.100.2" })).data).toMatchObject({
      ok: false,
      message: REPORT_MESSAGES.chooseReason,
    });
    expect((await report(id, { reason: "gone", note: "x".repeat(501) }, { ip: "198.51.100.2" })).status).toBe(400);
    expect((await report(id, { reason: "gone" }, { cookie: owner.cookie })).data).toMatchObject({
      message: REPORT_MESSAGES.own,
    });
    const pending = await live("Not Yet Live", false);
    expect((await report(pending, { reason: "gone" }, { ip: "198.51.100.3" })).status).toBe(404);
    expect(await reportsOf(id)).toHaveLength(2);
    expect(await reportsOf(pending)).toHaveLength(0);
  });

  it("limits the reports one connection sends", async () => {
    setRateLimitsDisabled(false);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await report(await live(`Flooded ${i}`), { reason: "gone" }, { ip: "198.51.100.9" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("three 'no longer available' reports", () => {
  it("ask the owner once to confirm, with a link that renews; two reports, or old ones, ask nothing", async () => {
    const id = await live("Maybe Gone Manor");
    const twice = await live("Twice Reported");
    // Reports count from confirmed accounts that are not new, on different addresses (decision 019).
    const [a, b, c, d, e, f] = await trustedReporters(6);
    for (const [reporter, ip] of [
      [a, "203.0.113.1"],
      [b, "203.0.113.2"],
    ] as const) {
      await report(id, { reason: "gone" }, { ip, cookie: reporter?.cookie });
      await report(twice, { reason: "gone" }, { ip, cookie: reporter?.cookie });
    }
    expect((await reportFollowUps()).asked).toBe(0);
    await report(id, { reason: "gone" }, { ip: "203.0.113.3", cookie: c?.cookie });
    expect((await reportFollowUps()).asked).toBe(1);
    expect((await reportFollowUps()).asked).toBe(0);
    const [row] = await getDb().select().from(properties).where(eq(properties.id, id));
    expect(row?.reportedGoneAt).toBeInstanceOf(Date);
    const mail = (await services.outbox()).find((item) => item.subject === "Is Maybe Gone Manor still available?");
    expect(mail?.to).toBe(owner.email);
    expect(mail?.html).toContain("/listing/renew?token=");
    // The owner confirms through the link: the flag goes.
    const link = mail?.text.match(/https?:\/\/\S+\/listing\/renew\?token=\S+/)?.[0] ?? "";
    const url = new URL(link);
    expect(
      (await callRoute(renew.action, request(`${url.pathname}${url.search}`, { method: "POST" }))).data,
    ).toMatchObject({
      ok: true,
    });
    const [after] = await getDb().select().from(properties).where(eq(properties.id, id));
    expect(after?.reportedGoneAt).toBeNull();

    // Three reports spread over more than 14 days ask nothing.
    const slow = await live("Slowly Reported");
    await report(slow, { reason: "gone" }, { ip: "203.0.113.11", cookie: d?.cookie });
    setClock(new Date(Date.now() + 10 * DAY));
    await report(slow, { reason: "gone" }, { ip: "203.0.113.12", cookie: e?.cookie });
    setClock(new Date(Date.now() + 20 * DAY));
    await report(slow, { reason: "gone" }, { ip: "203.0.113.13", cookie: f?.cookie });
    expect((await reportFollowUps()).asked).toBe(0);
  });
});

describe("the Admins' queue of reports", () => {
  it("lists open reports for Admins only and resolves them", async () => {
    const id = await live("Queue Reported Villa");
    await report(id, { reason: "duplicate", note: "Same as the one in Aliganj" }, { ip: "203.0.113.50" });
    for (const who of [owner, seeker]) {
      expect((await callRoute(adminReports.loader, request("/admin/reports", { cookie: who.cookie }))).status).toBe(
        403,
      );
      const refused = await sendForm(adminReports.action, "/admin/reports", who, { id });
      expect(refused.status).toBe(403);
    }
    expect((await callRoute(adminReports.loader, request("/admin/reports"))).status).toBe(302);
    const page = await callRoute(adminReports.loader, request("/admin/reports", { cookie: admin.cookie }));
    const listed = (page.data as { listings: Array<{ id: string; reports: Array<{ note: string }> }> }).listings;
    expect(listed.find((item) => item.id === id)?.reports[0]?.note).toBe("Same as the one in Aliganj");
    const resolved = await sendForm(adminReports.action, "/admin/reports", admin, { id });
    expect(resolved.data).toMatchObject({ ok: true });
    const after = await callRoute(adminReports.loader, request("/admin/reports", { cookie: admin.cookie }));
    expect((after.data as { listings: Array<{ id: string }> }).listings.map((item) => item.id)).not.toContain(id);
  });
});
