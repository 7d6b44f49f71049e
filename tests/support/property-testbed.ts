/**
 * What the property test files share (uploads, posting, permissions, public lists, import):
 * five accounts on one set of services, a complete posting form and the helpers that send
 * it. The accounts are live bindings, set by setUpPropertyTestbed's beforeAll.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { setPostingLimits } from "#app/modules/properties/posting/limits.server";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as postProperty from "#app/routes/_listings/post-property";
import * as upload from "#app/routes/resources/upload";
import { properties } from "#db/schema";
import { callRoute, createUser, request, startServices, type TestServices, type TestUser } from "../support/harness";

export let services: TestServices;
export let owner: TestUser;
export let otherOwner: TestUser;
export let client: TestUser;
export let agent: TestUser;
export let admin: TestUser;

/** Registers the accounts and services every property test file shares (call at the top of the file). */
export function setUpPropertyTestbed(): void {
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
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────

export async function photo(options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {}) {
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

export function uploadRequest(body: BodyInit | null, cookie?: string, extra: Record<string, string> = {}) {
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

export async function uploadAs(user: TestUser | null, body: Buffer) {
  const result = await callRoute(upload.action, uploadRequest(new Uint8Array(body), user?.cookie));
  return { status: result.status, body: JSON.parse(String(result.data)) as upload.UploadResponse };
}

export async function uploadedId(user: TestUser): Promise<string> {
  const result = await uploadAs(user, await photo());
  if (!result.body.ok) throw new Error(result.body.message);
  return result.body.image.id;
}

export const goodForm = {
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

export async function postAs(user: TestUser | null, form: Record<string, string | string[]>) {
  return callRoute(postProperty.action, request("/postproperty", { method: "POST", cookie: user?.cookie, form }));
}

export async function createPending(user: TestUser, name: string, withImages = 0): Promise<string> {
  const imageIds: string[] = [];
  for (let i = 0; i < withImages; i++) imageIds.push(await uploadedId(user));
  const result = await postAs(user, { ...goodForm, projectBuildingName: name, imageIds });
  const data = result.data as { ok: boolean; id?: string; message: string };
  if (!data.ok || !data.id) throw new Error(data.message);
  return data.id;
}

export async function row(id: string) {
  const [found] = await getDb().select().from(properties).where(eq(properties.id, id));
  return found;
}

export function imageFiles(imageId: string): string[] {
  const dir = path.join(services.uploadsDir, "images", imageId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

export function detail(id: string, user: TestUser | null) {
  return callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`, { cookie: user?.cookie }));
}

export type Who = "anonymous" | "Owner (its owner)" | "Owner (someone else)" | "Client" | "Agent" | "Admin";
export const everyone = (): Array<[Who, TestUser | null]> => [
  ["anonymous", null],
  ["Owner (its owner)", owner],
  ["Owner (someone else)", otherOwner],
  ["Client", client],
  ["Agent", agent],
  ["Admin", admin],
];
