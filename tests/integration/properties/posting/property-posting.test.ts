import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { IMAGES_NOT_YOURS } from "#app/modules/listing-core/store.server";
import { PROPERTY_MESSAGES } from "#app/modules/properties/words";
import * as postlisting from "#app/routes/_listings/postlisting";
import { images, properties } from "#db/schema";
import { callRoute, request, sendForm } from "../../../support/harness";

import {
  admin,
  agent,
  client,
  createPending,
  goodForm,
  otherOwner,
  owner,
  postAs,
  row,
  setUpPropertyTestbed,
  uploadedId,
} from "../../../support/property-testbed";

setUpPropertyTestbed();

// ── posting ─────────────────────────────────────────────────────────────────────────────

describe("posting a property", () => {
  it("tells a signed-out visitor to log in and stores nothing", async () => {
    const before = await getDb().$count(properties);
    const result = await postAs(null, goodForm);
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({ ok: false, message: PROPERTY_MESSAGES.mustLogIn, signedOut: true });
    expect(await getDb().$count(properties)).toBe(before);
  });

  it("saves a pending property with its photos in order, owned by the poster", async () => {
    const first = await uploadedId(owner);
    const second = await uploadedId(owner);
    const result = await postAs(owner, { ...goodForm, imageIds: [second, first] });
    expect(result.status).toBe(200);
    const data = result.data as { ok: true; id: string; message: string };
    expect(data).toMatchObject({ ok: true, message: "Property submitted successfully!" });
    expect(await row(data.id)).toMatchObject({
      userId: owner.id,
      isApproved: false,
      approvedAt: null,
      city: "Lucknow",
      price: 9_800_000,
      plotArea: 1650,
      floorNumber: 7,
      amenities: ["Gym", "Lift"],
    });
    const attached = await getDb()
      .select({ id: images.id, position: images.position })
      .from(images)
      .where(eq(images.propertyId, data.id))
      .orderBy(images.position);
    expect(attached).toEqual([
      { id: second, position: 0 },
      { id: first, position: 1 },
    ]);
  });

  it("accepts the capitalised field names of the old data", async () => {
    const result = await postAs(owner, {
      ListingType: "Rent",
      PropertyCategory: "Commercial",
      PropertyType: "Industry",
      City: "Kanpur",
      Locality: "Panki",
      PlotArea: "5000",
      Price: "150000",
      ContactNumber: "9839012345",
    });
    const data = result.data as { ok: true; id: string };
    expect(data.ok).toBe(true);
    expect(await row(data.id)).toMatchObject({ city: "Kanpur", locality: "Panki", price: 150_000, isApproved: false });
  });

  it("says which step and field to fix, and stores nothing", async () => {
    const before = await getDb().$count(properties);
    const cases: Array<[Record<string, string | string[]>, string, number]> = [
      [{ contactNumber: "98390" }, "Property Details (step 1): Enter a 10-digit contact number.", 1],
      [
        { price: "a lot" },
        "Additional Details (step 2): Enter the price in rupees: in figures (45,00,000) or in lakh and crore (45 lakh, 1.2 crore).",
        2,
      ],
      [{ amenities: ["Gym", "Moat"] }, "Amenities (step 3): Choose amenities from the list.", 3],
      [
        { propertyType: "Industry" },
        "Property Details (step 1): Choose a property type that belongs to the chosen category.",
        1,
      ],
    ];
    for (const [change, message, step] of cases) {
      const result = await postAs(owner, { ...goodForm, ...change });
      expect(result.status, message).toBe(400);
      expect(result.data).toMatchObject({ ok: false, message, step });
    }
    expect(await getDb().$count(properties)).toBe(before);
  });

  it("ignores a crafted isApproved and userId from every role: the property is pending and the poster's", async () => {
    for (const user of [owner, client, agent, admin]) {
      const result = await postAs(user, {
        ...goodForm,
        isApproved: "true",
        IsApproved: "true",
        approvedAt: "2026-01-01",
        userId: otherOwner.id,
      });
      const data = result.data as { ok: true; id: string };
      expect(data.ok, user.role).toBe(true);
      // Even an Admin's own post waits for an explicit Approve.
      expect(await row(data.id), user.role).toMatchObject({ isApproved: false, approvedAt: null, userId: user.id });
    }
  });

  it("refuses, for every role, to attach someone else's upload, and saves nothing (no half-saved property)", {
    tags: ["driver"],
  }, async () => {
    const theirs = await uploadedId(otherOwner);
    const before = await getDb().$count(properties);
    const anonymous = await postAs(null, { ...goodForm, imageIds: [theirs] });
    expect(anonymous.status).toBe(401);
    const mine: string[] = [];
    for (const user of [owner, client, agent, admin]) {
      const own = await uploadedId(user);
      mine.push(own);
      // One of the user's own photos with someone else's: the whole submission is refused.
      const result = await postAs(user, { ...goodForm, imageIds: [own, theirs] });
      expect(result.status, user.role).toBe(400);
      expect(result.data).toMatchObject({ ok: false, field: "imageIds", step: 4 });
      expect((result.data as { message: string }).message).toContain(IMAGES_NOT_YOURS);
    }
    expect(await getDb().$count(properties)).toBe(before);
    const untouched = await getDb()
      .select()
      .from(images)
      .where(inArray(images.id, [...mine, theirs]));
    expect(untouched).toHaveLength(mine.length + 1);
    expect(untouched.every((image) => image.propertyId === null)).toBe(true);
  });

  it("refuses a photo that already belongs to a property, and more than 20 photos", async () => {
    const first = await createPending(owner, "Reused photos", 1);
    const [attached] = await getDb().select().from(images).where(eq(images.propertyId, first));
    const result = await postAs(owner, { ...goodForm, imageIds: [attached?.id ?? ""] });
    expect(result.data).toMatchObject({ ok: false, field: "imageIds" });

    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    const tooMany = await postAs(owner, { ...goodForm, imageIds: many });
    expect(tooMany.data).toMatchObject({ ok: false, field: "imageIds", step: 4 });
  });

  it("reports a database failure as the spec's message and saves nothing", { tags: ["driver"] }, async () => {
    await getDb().execute(sql`alter table properties rename to properties_unavailable`);
    try {
      const result = await postAs(owner, goodForm);
      expect(result.status).toBe(500);
      expect(result.data).toEqual({ ok: false, message: "Error submitting property. Please try again." });
    } finally {
      await getDb().execute(sql`alter table properties_unavailable rename to properties`);
    }
  });

  it("/Postlisting needs every field and a photo, and creates a pending property the same way", async () => {
    const anonymous = await callRoute(postlisting.loader, request("/Postlisting"));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/login/);

    const { amenities: _amenities, ...withoutAmenities } = goodForm;
    const missingPhoto = await sendForm(postlisting.action, "/Postlisting", agent, withoutAmenities);
    expect(missingPhoto.data).toMatchObject({ ok: false, field: "imageIds" });
    const missingAddress = await sendForm(postlisting.action, "/Postlisting", agent, { ...goodForm, address: "" });
    expect(missingAddress.data).toMatchObject({ ok: false, field: "address" });

    const photoId = await uploadedId(agent);
    const result = await sendForm(postlisting.action, "/Postlisting", agent, { ...goodForm, imageIds: [photoId] });
    const data = result.data as { ok: true; id: string };
    expect(data.ok).toBe(true);
    expect(await row(data.id)).toMatchObject({ userId: agent.id, isApproved: false });
  });
});
