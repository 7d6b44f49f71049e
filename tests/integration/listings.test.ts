import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS, POSTING_LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { IMAGES_NOT_YOURS } from "#app/modules/listing-core/store.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { PROPERTY_MESSAGES } from "#app/modules/properties/messages";
import { importProperties } from "#app/modules/properties/posting/import.server";
import { setPostingLimits } from "#app/modules/properties/posting/limits.server";
import {
  deleteProperty,
  isPropertyId,
  latestApprovedProperties,
  searchApprovedProperties,
} from "#app/modules/properties/properties.server";
import { LIFECYCLE_MESSAGES, REJECTION_REASONS } from "#app/modules/properties/status";
import * as profile from "#app/routes/_account/profile";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as listingPost from "#app/routes/_listings/listing-post";
import * as postProperty from "#app/routes/_listings/post-property";
import * as postlisting from "#app/routes/_listings/postlisting";
import * as search from "#app/routes/_listings/search";
import * as home from "#app/routes/_site/home";
import * as adminProperties from "#app/routes/admin/properties";
import * as upload from "#app/routes/resources/upload";
import { images, properties } from "#db/schema";
import { callRoute, createUser, request, startServices, type TestServices, type TestUser } from "./harness";

let services: TestServices;
let owner: TestUser;
let otherOwner: TestUser;
let client: TestUser;
let agent: TestUser;
let admin: TestUser;

beforeAll(async () => {
  services = await startServices();
  // The shared accounts post many properties here; "posting floods" below restores the real limits.
  setPostingLimits({ perWindow: 1000, pending: 1000 });
  [owner, otherOwner, client, agent, admin] = await Promise.all([
    createUser("Owner"),
    createUser("Owner"),
    createUser("Client"),
    createUser("Agent"),
    createUser("Admin"),
  ]);
});
afterAll(async () => {
  await services?.stop();
});

// ── helpers ─────────────────────────────────────────────────────────────────────────────

async function photo(options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {}) {
  const { width = 640, height = 480 } = options;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 90 } } }).jpeg();
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: "TestPhone", Model: "Lens 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 50/1 5/1", GPSLongitudeRef: "E", GPSLongitude: "80/1 56/1 7/1" },
    });
  }
  return image.toBuffer();
}

function uploadRequest(body: BodyInit | null, cookie?: string, extra: Record<string, string> = {}) {
  const headers = new Headers({
    [CLIENT_IP_HEADER]: "203.0.113.9",
    "content-type": "application/octet-stream",
    ...extra,
  });
  if (cookie) headers.set("cookie", cookie);
  return new Request("http://localhost:3999/resources/upload", {
    method: "POST",
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function uploadAs(user: TestUser | null, body: Buffer) {
  const result = await callRoute(upload.action, uploadRequest(new Uint8Array(body), user?.cookie));
  return { status: result.status, body: JSON.parse(String(result.data)) as upload.UploadResponse };
}

async function uploadedId(user: TestUser): Promise<string> {
  const result = await uploadAs(user, await photo());
  if (!result.body.ok) throw new Error(result.body.message);
  return result.body.image.id;
}

const goodForm = {
  listingType: "Sell",
  propertyCategory: "Residential",
  propertyType: "Flat/Apartment",
  bedrooms: "3",
  city: "Lucknow",
  projectBuildingName: "Gomti Greens Tower B",
  locality: "Gomti Nagar Extension",
  address: "Plot 12, Vibhuti Khand",
  contactNumber: "9839012345",
  plotArea: "1650",
  price: "9800000",
  furnishing: "Semi-Furnished",
  floorNumber: "7",
  totalFloors: "14",
  facingType: "East",
  description: "A bright corner flat.",
  amenities: ["Gym", "Lift"],
};

async function postAs(user: TestUser | null, form: Record<string, string | string[]>) {
  return callRoute(postProperty.action, request("/postproperty", { method: "POST", cookie: user?.cookie, form }));
}

async function createPending(user: TestUser, name: string, withImages = 0): Promise<string> {
  const imageIds: string[] = [];
  for (let i = 0; i < withImages; i++) imageIds.push(await uploadedId(user));
  const result = await postAs(user, { ...goodForm, projectBuildingName: name, imageIds });
  const data = result.data as { ok: boolean; id?: string; message: string };
  if (!data.ok || !data.id) throw new Error(data.message);
  return data.id;
}

async function row(id: string) {
  const [found] = await getDb().select().from(properties).where(eq(properties.id, id));
  return found;
}

function imageFiles(imageId: string): string[] {
  const dir = path.join(services.uploadsDir, "images", imageId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function detail(id: string, user: TestUser | null) {
  return callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`, { cookie: user?.cookie }));
}

type Who = "anonymous" | "Owner (its owner)" | "Owner (someone else)" | "Client" | "Agent" | "Admin";
const everyone = (): Array<[Who, TestUser | null]> => [
  ["anonymous", null],
  ["Owner (its owner)", owner],
  ["Owner (someone else)", otherOwner],
  ["Client", client],
  ["Agent", agent],
  ["Admin", admin],
];

// ── uploads ─────────────────────────────────────────────────────────────────────────────

describe("image upload", () => {
  it("refuses a signed-out visitor and stores nothing", async () => {
    const before = await getDb().$count(images);
    const result = await uploadAs(null, await photo());
    expect(result).toEqual({ status: 401, body: { ok: false, message: "Please log in to upload photos." } });
    expect(await getDb().$count(images)).toBe(before);
  });

  it("refuses a text file renamed to .jpg with a clear message", async () => {
    const before = await getDb().$count(images);
    const text = Buffer.from("This is a shopping list, not a photo.\nMilk\nBread\n");
    const result = await callRoute(
      upload.action,
      uploadRequest(new Uint8Array(text), owner.cookie, {
        "content-type": "image/jpeg",
        "x-file-name": "house.jpg",
      }),
    );
    expect(result.status).toBe(400);
    expect(JSON.parse(String(result.data))).toEqual({
      ok: false,
      message: "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.",
    });
    expect(await getDb().$count(images)).toBe(before);
  });

  it("stores a JPEG carrying GPS data without any of its metadata, upright, as WebP variants", async () => {
    const original = await photo({ width: 1200, height: 800, gps: true, orientation: 6 });
    const exif = (await sharp(original).metadata()).exif;
    expect(exif?.includes(Buffer.from("TestPhone"))).toBe(true);
    // The GPS IFD pointer (tag 0x8825) is there before the upload...
    expect(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const result = await uploadAs(owner, original);
    expect(result.status).toBe(200);
    if (!result.body.ok) throw new Error(result.body.message);
    const { image } = result.body;
    // Orientation 6 means "turn a quarter": the stored photo is portrait.
    expect(image).toMatchObject({ width: 800, height: 1200, widths: [480, 800] });
    const files = imageFiles(image.id).sort();
    expect(files).toEqual(["480.webp", "800.webp"]);
    for (const file of files) {
      const stored = fs.readFileSync(path.join(services.uploadsDir, "images", image.id, file));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe("webp");
      // ...and gone after it: no EXIF (so no GPS, no phone model), no XMP, no IPTC.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(stored.includes(Buffer.from("TestPhone"))).toBe(false);
    }
    const [stored] = await getDb().select().from(images).where(eq(images.id, image.id));
    expect(stored).toMatchObject({ userId: owner.id, propertyId: null, projectId: null });
  });

  it("refuses a body over the limit before reading it, with or without a Content-Length", async () => {
    const tooBig = new Uint8Array(LIMITS.imageBytes + 1);
    const declared = await callRoute(upload.action, uploadRequest(tooBig, owner.cookie));
    expect(declared.status).toBe(413);
    expect(JSON.parse(String(declared.data))).toEqual({ ok: false, message: "The file is larger than 15 MB." });

    // A chunked body that never ends: refused once it passes the limit.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const chunked = await callRoute(upload.action, uploadRequest(endless, owner.cookie));
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(LIMITS.imageBytes + 4 * chunk.length);
  });

  it("refuses an animation and a pixel bomb with a clear message", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 32, height: 32, channels: 4, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(await uploadAs(owner, animated)).toEqual({
      status: 400,
      body: { ok: false, message: "Animated or multi-page images are not accepted. Please upload a single photo." },
    });
    // 8000 x 8000 is 190 kB as a flat PNG but 64 megapixels once decoded.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await uploadAs(owner, bomb)).toEqual({
      status: 400,
      body: { ok: false, message: "The image has too many pixels. Please upload a photo under 25 megapixels." },
    });
  });
});

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
      [{ price: "a lot" }, "Additional Details (step 2): Enter the price in rupees, as a whole number.", 2],
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

  it("refuses, for every role, to attach someone else's upload, and saves nothing (no half-saved property)", async () => {
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

  it("reports a database failure as the spec's message and saves nothing", async () => {
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
    const missingPhoto = await callRoute(
      postlisting.action,
      request("/Postlisting", { method: "POST", cookie: agent.cookie, form: withoutAmenities }),
    );
    expect(missingPhoto.data).toMatchObject({ ok: false, field: "imageIds" });
    const missingAddress = await callRoute(
      postlisting.action,
      request("/Postlisting", { method: "POST", cookie: agent.cookie, form: { ...goodForm, address: "" } }),
    );
    expect(missingAddress.data).toMatchObject({ ok: false, field: "address" });

    const photoId = await uploadedId(agent);
    const result = await callRoute(
      postlisting.action,
      request("/Postlisting", { method: "POST", cookie: agent.cookie, form: { ...goodForm, imageIds: [photoId] } }),
    );
    const data = result.data as { ok: true; id: string };
    expect(data.ok).toBe(true);
    expect(await row(data.id)).toMatchObject({ userId: agent.id, isApproved: false });
  });
});

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
      const result = await callRoute(
        route.action,
        request("/x", { method: "POST", cookie: admin.cookie, form: { intent: "approve", id } }),
      );
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({ ok: true });
      const approved = await row(id);
      expect(approved?.isApproved).toBe(true);
      expect(approved?.approvedAt).toBeInstanceOf(Date);
      // No way back: approving again or rejecting an approved property changes nothing.
      for (const intent of ["approve", "reject"]) {
        const again = await callRoute(
          route.action,
          request("/x", { method: "POST", cookie: admin.cookie, form: { intent, id, reason: "details" } }),
        );
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
    const result = await callRoute(
      adminProperties.action,
      request("/admin/Postproject", {
        method: "POST",
        cookie: admin.cookie,
        form: { intent: "reject", id, reason: "photos" },
      }),
    );
    expect(result.data).toMatchObject({ ok: true, message: LIFECYCLE_MESSAGES.rejected });
    expect(await row(id)).toMatchObject({ status: "rejected", statusReason: REJECTION_REASONS.photos });
    // The photos stay (the owner may edit and send it again); visitors get a 404, the owner sees it.
    for (const image of attached) expect(imageFiles(image.id).length).toBeGreaterThan(0);
    expect((await detail(id, null)).status).toBe(404);
    expect((await detail(id, owner)).status).toBe(200);
  });

  it("deletes: the owner their own (pending or approved), an Admin any; others change nothing", async () => {
    const pendingId = await createPending(owner, "Own pending", 1);
    const approvedId = await createPending(owner, "Own approved");
    await callRoute(
      adminProperties.action,
      request("/x", { method: "POST", cookie: admin.cookie, form: { intent: "approve", id: approvedId } }),
    );
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
    const viaAdminDesk = await callRoute(
      adminProperties.action,
      request("/x", { method: "POST", cookie: owner.cookie, form: { intent: "delete", id: pendingId } }),
    );
    expect(viaAdminDesk.status).toBe(403);

    const [photoRow] = await getDb().select().from(images).where(eq(images.propertyId, pendingId));
    const own = await callRoute(
      profile.action,
      request("/profile", { method: "POST", cookie: owner.cookie, form: { intent: "delete", id: pendingId } }),
    );
    expect(own.data).toMatchObject({ ok: true, message: "Property deleted." });
    expect(await row(pendingId)).toBeUndefined();
    expect(imageFiles(photoRow?.id ?? "")).toEqual([]);

    const byAdmin = await callRoute(
      profile.action,
      request("/profile", { method: "POST", cookie: admin.cookie, form: { intent: "delete", id: approvedId } }),
    );
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

// ── public lists ────────────────────────────────────────────────────────────────────────

describe("public lists show approved properties only", () => {
  it("home carousel, /listing-post and /Search never show a pending property", async () => {
    const pendingId = await createPending(owner, "Hidden Haveli Hazratganj");
    const approvedId = await createPending(owner, "Visible Villa Hazratganj", 1);
    await callRoute(
      adminProperties.action,
      request("/x", { method: "POST", cookie: admin.cookie, form: { intent: "approve", id: approvedId } }),
    );
    const homeData = (await callRoute(home.loader, request("/"))).data as { properties: Array<{ id: string }> };
    const listData = (await callRoute(listingPost.loader, request("/listing-post"))).data as {
      items: Array<{ id: string }>;
    };
    const searchData = (await callRoute(search.loader, request("/Search?q=hazratganj"))).data as {
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
    await callRoute(
      adminProperties.action,
      request("/x", { method: "POST", cookie: admin.cookie, form: { intent: "approve", id: approvedId } }),
    );
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
      const id = await createPending(lister, `Paged Plot ${i} Chinhat`);
      ids.push(id);
    }
    await getDb().update(properties).set({ status: "live" }).where(inArray(properties.id, ids));
    const page1 = (await callRoute(search.loader, request("/Search?q=chinhat"))).data as {
      results: { items: unknown[]; total: number; pages: number };
    };
    expect(page1.results).toMatchObject({ total: LIMITS.pageSize + 2, pages: 2 });
    expect(page1.results.items).toHaveLength(LIMITS.pageSize);
    const page2 = (await callRoute(search.loader, request("/Search?q=chinhat&page=2"))).data as {
      results: { items: unknown[] };
    };
    expect(page2.results.items).toHaveLength(2);
    const inCity = (await callRoute(search.loader, request("/Search?q=chinhat&city=Noida"))).data as {
      results: { total: number };
    };
    expect(inCity.results.total).toBe(0);
    const prefix = (await callRoute(search.loader, request("/Search?q=paged%20chin"))).data as {
      results: { total: number };
    };
    expect(prefix.results.total).toBe(LIMITS.pageSize + 2);
    const nothing = (await callRoute(search.loader, request("/Search"))).data as { results: null };
    expect(nothing.results).toBeNull();
    const punctuation = (await callRoute(search.loader, request("/Search?q=%26%26%21"))).data as {
      results: { total: number };
    };
    expect(punctuation.results.total).toBe(0);
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

// ── import ──────────────────────────────────────────────────────────────────────────────

describe("JSON import", () => {
  it("normalises the old field names, reads photos from files, and reports bad records", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-import-"));
    fs.writeFileSync(path.join(dir, "front.jpg"), await photo({ gps: true }));
    const report = await importProperties(
      [
        {
          ListingType: "Sell",
          PropertyCategory: "Residential",
          PropertyType: "Plot/Land",
          City: "Lucknow",
          ProjectBuildingName: "Sultanpur Road Plot",
          Locality: "Sultanpur Road",
          PlotArea: "1,200",
          Price: 2_400_000,
          Address: "Near Arjunganj",
          ContactNumber: "9839012345",
          imageURL: "front.jpg",
          isApproved: true,
        },
        { City: "Atlantis" },
        "not an object",
        {
          ListingType: "Sell",
          PropertyCategory: "Residential",
          PropertyType: "Flat/Apartment",
          City: "Lucknow",
          ProjectBuildingName: "Vibhuti Khand 3 BHK",
          Locality: "Gomti Nagar",
          BHK: "3 BHK",
          Area: "1,450",
          Unit: "Sq. Ft.",
          Price: 9_000_000,
          Possession: "Under construction",
          PossessionBy: "2027-06",
          RERA: "UPRERAPRJ12345",
          ContactNumber: "9839012345",
        },
        { ...goodForm, imageUrls: ["missing.jpg"] },
      ],
      { ownerId: owner.id, approve: false, baseDir: dir },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(report.created).toHaveLength(2);
    expect(report.failed.map((failure) => failure.record)).toEqual([2, 3, 5]);
    const [id, flat] = report.created;
    expect(await row(flat ?? "")).toMatchObject({
      bedrooms: 3,
      plotArea: 1450,
      areaUnit: "sqft",
      areaSqft: 1450,
      pricePerSqft: 6207,
      possession: "Under construction",
      possessionBy: "2027-06",
      reraNumber: "UPRERAPRJ12345",
    });
    expect(isPropertyId(id)).toBe(true);
    expect(await row(id ?? "")).toMatchObject({
      city: "Lucknow",
      projectBuildingName: "Sultanpur Road Plot",
      plotArea: 1200,
      address: "Near Arjunganj",
      isApproved: false,
    });
    expect(await getDb().$count(images, eq(images.propertyId, id ?? ""))).toBe(1);
  });
});
