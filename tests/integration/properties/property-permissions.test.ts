import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POSTING_LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { setPostingLimits } from "#app/modules/properties/posting/limits.server";
import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import * as profile from "#app/routes/_account/profile";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as postProperty from "#app/routes/_listings/post-property";
import * as adminProperties from "#app/routes/admin/properties";
import { images, properties } from "#db/schema";
import { callRoute, createUser, request, sendForm, type TestUser } from "../../support/harness";

import {
  admin,
  agent,
  createPending,
  detail,
  everyone,
  goodForm,
  imageFiles,
  otherOwner,
  owner,
  postAs,
  row,
  setUpPropertyTestbed,
  uploadedId,
  type Who,
} from "../../support/property-testbed";

setUpPropertyTestbed();

// ── every property action, per role ─────────────────────────────────────────────────────

describe("posting floods", () => {
  beforeAll(() => {
    setPostingLimits();
  });
  afterAll(() => {
    setPostingLimits({ perWindow: 1000, pending: 1000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const countOf = async (user: TestUser) => getDb().$count(properties, eq(properties.userId, user.id));

  it("ten identical submissions at once (one form token) make one property, and each gets its id", async () => {
    const poster = await createUser("Owner");
    const imageId = await uploadedId(poster);
    const form = { ...goodForm, imageIds: [imageId], formToken: crypto.randomUUID() };
    const results = await Promise.all(Array.from({ length: 10 }, () => postAs(poster, form)));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    const ids = new Set(results.map((result) => (result.data as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await countOf(poster)).toBe(1);
    const [id] = [...ids];
    const [photo] = await getDb().select().from(images).where(eq(images.id, imageId));
    expect(photo?.propertyId).toBe(id);

    // A retry later (the answer was lost) gets the same property; a new token makes another.
    const retry = await postAs(poster, form);
    expect(retry.data).toMatchObject({ ok: true, id, message: "Property submitted successfully!" });
    const next = (retry.data as { nextFormToken: string }).nextFormToken;
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    const another = await postAs(poster, { ...goodForm, formToken: next });
    expect((another.data as { id: string }).id).not.toBe(id);
    expect(await countOf(poster)).toBe(2);
  });

  it("the wizard page issues a fresh form token on each visit", async () => {
    const a = (await callRoute(postProperty.loader, request("/postproperty"))).data as { formToken: string };
    const b = (await callRoute(postProperty.loader, request("/postproperty"))).data as { formToken: string };
    expect(a.formToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.formToken).not.toBe(b.formToken);
  });

  it(`refuses more than ${POSTING_LIMITS.perWindow} posts an hour from one account, also when sent at once`, async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2020-01-06T08:00:00Z") });
    const poster = await createUser("Agent");
    const burst = await Promise.all(
      Array.from({ length: POSTING_LIMITS.perWindow + 5 }, (_, i) =>
        postAs(poster, { ...goodForm, projectBuildingName: `Flood ${i}`, formToken: crypto.randomUUID() }),
      ),
    );
    expect(burst.filter((result) => result.status === 200)).toHaveLength(POSTING_LIMITS.perWindow);
    const refused = burst.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(5);
    for (const result of refused) {
      expect(result).toMatchObject({
        status: 429,
        data: { ok: false, message: "You can post up to 10 properties an hour. Please try again later." },
      });
    }
    expect(await countOf(poster)).toBe(POSTING_LIMITS.perWindow);
    // Someone else is not held back by this account's posts.
    expect((await postAs(otherOwner, goodForm)).status).toBe(200);

    // An hour after the first posts, the account may post again.
    vi.setSystemTime(new Date("2020-01-06T08:59:00Z"));
    expect((await postAs(poster, goodForm)).status).toBe(429);
    vi.setSystemTime(new Date("2020-01-06T09:00:01Z"));
    expect((await postAs(poster, goodForm)).status).toBe(200);
  });

  it(`refuses a new post while ${POSTING_LIMITS.pending} of the account's properties wait for approval`, async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2020-01-07T08:00:00Z") });
    const poster = await createUser("Owner");
    const ids: string[] = [];
    for (let i = 0; i < POSTING_LIMITS.pending; i++) {
      // Spread over the hours, so only the pending cap is at work.
      vi.setSystemTime(new Date(Date.UTC(2020, 0, 7, 8 + Math.floor(i / POSTING_LIMITS.perWindow) * 2)));
      ids.push(await createPending(poster, `Waiting ${i}`));
    }
    vi.setSystemTime(new Date("2020-01-08T08:00:00Z"));
    expect(await postAs(poster, goodForm)).toMatchObject({
      status: 429,
      data: {
        ok: false,
        message:
          "You already have 20 properties waiting for approval. Please wait until our team has checked them before posting more.",
      },
    });
    expect(await countOf(poster)).toBe(POSTING_LIMITS.pending);
    // Once one is approved, there is room for one more.
    await approveProperty(ids[0] ?? "");
    expect((await postAs(poster, goodForm)).status).toBe(200);
    expect((await postAs(poster, goodForm)).status).toBe(429);
  });

  it("Admins are not limited: they moderate the queue", async () => {
    const staff = await createUser("Admin");
    for (let i = 0; i <= POSTING_LIMITS.perWindow; i++) {
      expect((await postAs(staff, { ...goodForm, projectBuildingName: `Staff ${i}` })).status).toBe(200);
    }
  });
});

describe("who may do what with a property", () => {
  it("reads a pending property: only its owner and Admins; everyone else gets 404", async () => {
    const id = await createPending(owner, "Pending for reading");
    const expected: Record<Who, number> = {
      anonymous: 404,
      "Owner (its owner)": 200,
      "Owner (someone else)": 404,
      Client: 404,
      Agent: 404,
      Admin: 200,
    };
    for (const [who, user] of everyone()) {
      const result = await detail(id, user);
      expect(result.status, who).toBe(expected[who]);
    }
    // Unknown and malformed ids are the same 404 as a pending one.
    expect((await detail(crypto.randomUUID(), admin)).status).toBe(404);
    expect((await detail("not-a-uuid", admin)).status).toBe(404);
    expect((await detail("'; drop table properties; --", null)).status).toBe(404);
  });

  it("approves: only an Admin; any other request gets 403 (or login) and changes nothing", async () => {
    for (const route of [adminProperties, profile, listingDetail]) {
      const id = await createPending(owner, "Pending for approval");
      for (const [who, user] of everyone()) {
        if (who === "Admin") continue;
        const result = await callRoute(
          route.action,
          request("/x", { method: "POST", cookie: user?.cookie, form: { intent: "approve", id } }),
        );
        expect(result.status, `${who} approving`).toBe(user ? 403 : 302);
        expect((await row(id))?.isApproved, who).toBe(false);
      }
      const result = await sendForm(route.action, "/x", admin, { intent: "approve", id });
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({ ok: true });
      const approved = await row(id);
      expect(approved?.isApproved).toBe(true);
      expect(approved?.approvedAt).toBeInstanceOf(Date);
      // No way back: approving again or rejecting an approved property changes nothing.
      for (const intent of ["approve", "reject"]) {
        const again = await sendForm(route.action, "/x", admin, { intent, id, reason: "details" });
        expect(again.status).toBe(409);
      }
      expect((await row(id))?.isApproved).toBe(true);
    }
  });

  it("rejects: only an Admin, with a reason; the property stays for its owner, hidden from everyone else", async () => {
    const id = await createPending(owner, "Pending for rejection", 2);
    const attached = await getDb().select().from(images).where(eq(images.propertyId, id));
    expect(attached).toHaveLength(2);

    for (const [who, user] of everyone()) {
      if (who === "Admin") continue;
      for (const route of [adminProperties, profile, listingDetail]) {
        const result = await callRoute(
          route.action,
          request("/x", { method: "POST", cookie: user?.cookie, form: { intent: "reject", id, reason: "photos" } }),
        );
        expect(result.status, `${who} rejecting`).toBe(user ? 403 : 302);
      }
      expect((await row(id))?.status, who).toBe("pending");
    }
    const result = await sendForm(adminProperties.action, "/admin/Postproject", admin, {
      intent: "reject",
      id,
      reason: "photos",
    });
    expect(result.data).toMatchObject({ ok: true, message: LIFECYCLE_MESSAGES.rejected });
    expect(await row(id)).toMatchObject({ status: "rejected", statusReason: "photos" });
    // The photos stay (the owner may edit and send it again); visitors get a 404, the owner sees it.
    for (const image of attached) expect(imageFiles(image.id).length).toBeGreaterThan(0);
    expect((await detail(id, null)).status).toBe(404);
    expect((await detail(id, owner)).status).toBe(200);
  });

  it("deletes: the owner their own (pending or approved), an Admin any; others change nothing", async () => {
    const pendingId = await createPending(owner, "Own pending", 1);
    const approvedId = await createPending(owner, "Own approved");
    await sendForm(adminProperties.action, "/x", admin, { intent: "approve", id: approvedId });
    for (const id of [pendingId, approvedId]) {
      for (const [who, user] of everyone()) {
        if (who === "Admin" || who === "Owner (its owner)") continue;
        const result = await callRoute(
          profile.action,
          request("/profile", { method: "POST", cookie: user?.cookie, form: { intent: "delete", id } }),
        );
        expect(result.status, `${who} deleting`).toBe(user ? 404 : 302);
        expect(await row(id), who).toBeDefined();
      }
    }
    // The admin desk's own action is for Admins only, even for a delete.
    const viaAdminDesk = await sendForm(adminProperties.action, "/x", owner, { intent: "delete", id: pendingId });
    expect(viaAdminDesk.status).toBe(403);

    const [photoRow] = await getDb().select().from(images).where(eq(images.propertyId, pendingId));
    const own = await sendForm(profile.action, "/profile", owner, { intent: "delete", id: pendingId });
    expect(own.data).toMatchObject({ ok: true, message: "Property deleted." });
    expect(await row(pendingId)).toBeUndefined();
    expect(imageFiles(photoRow?.id ?? "")).toEqual([]);

    const byAdmin = await sendForm(profile.action, "/profile", admin, { intent: "delete", id: approvedId });
    expect(byAdmin.data).toMatchObject({ ok: true });
    expect(await row(approvedId)).toBeUndefined();
  });

  it("the moderation queue is empty once every pending property is decided", async () => {
    await getDb().update(properties).set({ status: "live" }).where(eq(properties.isApproved, false));
    const queue = await callRoute(profile.loader, request("/profile", { cookie: admin.cookie }));
    expect((queue.data as { moderation: { total: number; items: unknown[] } }).moderation).toMatchObject({
      total: 0,
      items: [],
    });
    const pendingOnly = await callRoute(
      adminProperties.loader,
      request("/admin/Postproject?status=pending", { cookie: admin.cookie }),
    );
    expect((pendingOnly.data as { queue: { total: number } }).queue.total).toBe(0);
  });

  it("the admin desk and the moderation queue are for Admins only", async () => {
    for (const [who, user] of everyone()) {
      const result = await callRoute(adminProperties.loader, request("/admin/Postproject", { cookie: user?.cookie }));
      expect(result.status, who).toBe(who === "Admin" ? 200 : user ? 403 : 302);
    }
    const pendingId = await createPending(agent, "Queue check");
    const queue = await callRoute(profile.loader, request("/profile", { cookie: admin.cookie }));
    const data = queue.data as { moderation: { items: Array<{ id: string }> }; own: null };
    expect(data.own).toBeNull();
    expect(data.moderation.items.map((item) => item.id)).toContain(pendingId);
  });
});
