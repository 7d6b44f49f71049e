import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { isPublicAddress } from "#app/modules/media/fetch-photo.server";
import { runQueuedImports } from "#app/modules/properties/import/queue.server";
import {
  collectLeads,
  deliverDue,
  RETRY_AFTER_MS,
  setWebhookPolicy,
  WEBHOOK_MESSAGES,
} from "#app/modules/properties/import/webhooks.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import * as keysPage from "#app/routes/_account/import/api-keys";
import * as webhookPage from "#app/routes/_account/import/webhook";
import * as bookVisit from "#app/routes/_account/messages/book-visit";
import * as conversationRoute from "#app/routes/_account/messages/conversation";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as listingRoute from "#app/routes/import-api/listing";
import { conversations, webhookDeliveries } from "#db/schema";
import { liveProperty } from "../../../support/factories";
import { callRoute, createUser, request, sendForm, type TestUser } from "../../../support/harness";
import { type PhotoHost, startPhotoHost } from "../../../support/photo-host";
import { admin, setUpPropertyTestbed } from "../../../support/property-testbed";

setUpPropertyTestbed();

let host: PhotoHost;

beforeAll(async () => {
  host = await startPhotoHost();
  // The CRM on loopback is reachable; every other address is judged as the site judges it.
  setWebhookPolicy({
    allows: (address, port) => (address === "127.0.0.1" && port === host.port) || isPublicAddress(address),
    ca: host.ca,
    timeoutMs: 2000,
  });
});

afterAll(async () => {
  setWebhookPolicy();
  await host?.close();
});

/** A listing the agent's CRM put through the import API, approved and live. */
async function importedListing(agent: TestUser, reference: string): Promise<string> {
  const made = await sendForm(keysPage.action, "/profile/import/keys", agent, { intent: "create", name: "CRM" });
  const key = (made.data as { key: string }).key;
  const put = await callRoute(
    listingRoute.action,
    new Request(`http://localhost:3999/api/v1/listings/${reference}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({
        listingType: "Rent",
        PropertyType: "Residential",
        PropertySubType: "Flat/Apartment",
        BedroomsTotal: 2,
        City: "Lucknow",
        BuildingName: `Lead Heights ${reference}`,
        locality: "Aliganj",
        UnparsedAddress: "Sector B",
        contactNumber: "9839012345",
        plotArea: 1000,
        ListPrice: 18000,
        PublicRemarks: "A flat whose leads go to the agent's CRM.",
      }),
    }),
    { reference },
  );
  expect(put.status, String(put.data)).toBe(202);
  await runQueuedImports();
  const held = await callRoute(
    listingRoute.loader,
    new Request(`http://localhost:3999/api/v1/listings/${reference}`, { headers: { authorization: `Bearer ${key}` } }),
    { reference },
  );
  const id = JSON.parse(String(held.data)).listingId as string;
  expect(await approveProperty(id, admin.id)).toBe(true);
  return id;
}

/** Standard Webhooks' check, as a receiver makes it: HMAC-SHA256 of "id.timestamp.body" with the secret's bytes. */
function signedBy(secret: string, lead: PhotoHost["leads"][number]): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${lead.headers["webhook-id"]}.${lead.headers["webhook-timestamp"]}.${lead.body}`)
    .digest("base64");
  return lead.headers["webhook-signature"] === `v1,${expected}`;
}

/** Three days ahead at 11:00 in India (inside the default visiting hours). */
function visitSlot(): string {
  const day = new Date(Date.now() + 3 * 24 * 3_600_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  return `${day}T11:00`;
}

describe("leads to a poster's CRM", () => {
  it("sends each enquiry, message and visit request on an imported listing, signed, and tries again until the CRM takes it", async () => {
    const agent = await createUser("Agent");
    const listing = await importedListing(agent, "LEAD-1");
    const plain = await liveProperty(agent, { projectBuildingName: "Posted With The Form" });

    // An enquiry from before the CRM's address was given is not sent to it.
    const early = await createUser("Client", { name: "Early Seeker" });
    const before = await callRoute(
      listingDetail.action,
      request(`/listing-detail?id=${listing}`, {
        method: "POST",
        cookie: early.cookie,
        form: { intent: "enquire", name: "Early Seeker", email: "early@example.in", message: "Before the CRM." },
        ip: "198.51.100.70",
      }),
    );
    expect(before.status).toBe(200);

    const save = (url: string) =>
      sendForm(webhookPage.action, "/profile/import/webhook", agent, { intent: "save", url });
    expect(await save("http://example.in/leads")).toMatchObject({
      status: 400,
      data: { message: WEBHOOK_MESSAGES.notHttps },
    });
    for (const url of ["https://10.0.0.1/leads", "https://169.254.169.254/", "https://[::1]/leads"])
      expect(await save(url), url).toMatchObject({ status: 400, data: { message: WEBHOOK_MESSAGES.privateAddress } });
    const saved = await save(`${host.origin}/leads`);
    expect(saved).toMatchObject({ status: 200, data: { message: WEBHOOK_MESSAGES.saved } });
    const secret = (saved.data as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_/);

    // A seeker enquires, writes again and asks for a visit; someone enquires about a listing posted with the form.
    const seeker = await createUser("Client", { name: "Neha Seeker" });
    const enquire = (id: string, ip: string) =>
      callRoute(
        listingDetail.action,
        request(`/listing-detail?id=${id}`, {
          method: "POST",
          cookie: seeker.cookie,
          form: { intent: "enquire", name: "Neha Seeker", email: "neha@example.in", message: "Is it still free?" },
          ip,
        }),
      );
    expect((await enquire(listing, "198.51.100.71")).status).toBe(200);
    expect((await enquire(plain, "198.51.100.72")).status).toBe(200);
    const [conversation] = await getDb()
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.propertyId, listing), eq(conversations.seekerId, seeker.id)));
    const id = conversation?.id ?? "";
    const sent = await callRoute(
      conversationRoute.action,
      request(`/messages/${id}`, {
        method: "POST",
        cookie: seeker.cookie,
        form: { intent: "send", body: "Can I see it on Sunday?" },
      }),
      { id },
    );
    expect(sent.status).toBe(200);
    const booked = await callRoute(
      bookVisit.action,
      request("/messages/book", { method: "POST", cookie: seeker.cookie, form: { listing, slot1: visitSlot() } }),
    );
    expect(booked.status, JSON.stringify(booked.data)).toBeLessThan(400);

    // The CRM refuses each lead twice: tried again a minute later, then five minutes after that.
    host.failTimes = 2;
    const start = new Date(Date.now() + 1000);
    expect(await collectLeads(start)).toBe(3);
    expect(await deliverDue(start)).toEqual({ delivered: 0, failed: 3 });
    expect(await deliverDue(new Date(start.getTime() + 30_000))).toEqual({ delivered: 0, failed: 0 });
    const second = new Date(start.getTime() + (RETRY_AFTER_MS[0] ?? 0));
    expect(await deliverDue(second)).toEqual({ delivered: 0, failed: 3 });
    const third = new Date(second.getTime() + (RETRY_AFTER_MS[1] ?? 0));
    expect(await deliverDue(third)).toEqual({ delivered: 3, failed: 0 });

    const taken = host.leads.filter((lead) => lead.answered === 200);
    expect(taken).toHaveLength(3);
    for (const lead of host.leads) expect(signedBy(secret, lead)).toBe(true);
    expect(signedBy("whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", taken[0] as PhotoHost["leads"][number])).toBe(false);
    const bodies = taken.map((lead) => JSON.parse(lead.body));
    expect(bodies.map((body) => body.type).sort()).toEqual(["lead.enquiry", "lead.message", "lead.visit"]);
    const enquiry = bodies.find((body) => body.type === "lead.enquiry");
    expect(enquiry.data).toMatchObject({
      listing: { id: listing, reference: "LEAD-1" },
      name: "Neha Seeker",
      email: "neha@example.in",
      message: "Is it still free?",
    });
    expect(bodies.find((body) => body.type === "lead.message").data.message).toBe("Can I see it on Sunday?");
    // The same lead keeps its id over its three tries: a receiver can tell a repeat.
    expect(new Set(host.leads.map((lead) => lead.headers["webhook-id"])).size).toBe(3);

    // Collected again (the window overlaps): nothing is sent twice; the form's listing sent nothing.
    expect(await collectLeads(new Date(third.getTime() + 1000))).toBe(3);
    expect(await getDb().$count(webhookDeliveries, eq(webhookDeliveries.userId, agent.id))).toBe(3);

    // The poster's log says what was sent, how often, and what the CRM answered.
    const page = await callRoute(
      webhookPage.loader,
      new Request("http://localhost:3999/profile/import/webhook", { headers: { cookie: agent.cookie } }),
    );
    const log = (page.data as { log: Array<{ state: string; attempts: number; answer: string }> }).log;
    expect(log).toHaveLength(3);
    for (const entry of log) expect(entry).toMatchObject({ state: "Delivered", attempts: 3, answer: "200" });
    expect(JSON.stringify(page.data)).not.toContain(secret);
  });

  it("gives a lead up after its last try, and stops when the poster says so", async () => {
    const agent = await createUser("Agent");
    await sendForm(webhookPage.action, "/profile/import/webhook", agent, {
      intent: "save",
      url: `${host.origin}/leads`,
    });
    expect(await sendForm(webhookPage.action, "/profile/import/webhook", agent, { intent: "test" })).toMatchObject({
      data: { message: WEBHOOK_MESSAGES.testQueued },
    });
    host.failTimes = 100;
    let at = new Date(Date.now() + 1000);
    for (let tried = 0; tried <= RETRY_AFTER_MS.length; tried++) {
      expect(await deliverDue(at)).toEqual({ delivered: 0, failed: 1 });
      at = new Date(at.getTime() + (RETRY_AFTER_MS[tried] ?? 0));
    }
    expect(await deliverDue(new Date(at.getTime() + 86_400_000))).toEqual({ delivered: 0, failed: 0 });
    const [given] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, agent.id));
    expect(given).toMatchObject({ status: "failed", attempts: RETRY_AFTER_MS.length + 1, lastAnswer: "500" });

    // A lead still waiting when the poster stops sending is given up with the address.
    await sendForm(webhookPage.action, "/profile/import/webhook", agent, { intent: "test" });
    expect(await sendForm(webhookPage.action, "/profile/import/webhook", agent, { intent: "remove" })).toMatchObject({
      data: { message: WEBHOOK_MESSAGES.removed },
    });
    const log = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, agent.id));
    expect(log.map((entry) => [entry.status, entry.lastAnswer]).sort()).toEqual([
      ["failed", "500"],
      ["failed", "stopped by the poster"],
    ]);
    expect(await sendForm(webhookPage.action, "/profile/import/webhook", agent, { intent: "test" })).toMatchObject({
      status: 404,
    });
    host.failTimes = 0;
  });
});
