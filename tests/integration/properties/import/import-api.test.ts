import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { fieldMessage } from "#app/modules/listing-core/fields";
import { accountData } from "#app/modules/my-data/download.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { API_MESSAGES } from "#app/modules/properties/import/api.server";
import { openApiDocument } from "#app/modules/properties/import/openapi.server";
import { runQueuedImports } from "#app/modules/properties/import/queue.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { PROPERTY_WIZARD } from "#app/modules/properties/posting/form";
import * as keysPage from "#app/routes/_account/import/api-keys";
import * as dashboardRoute from "#app/routes/admin/dashboard";
import * as listingRoute from "#app/routes/import-api/listing";
import * as listingsRoute from "#app/routes/import-api/listings";
import { apiKeys, properties, propertyEdits } from "#db/schema";
import { callRoute, createUser, sendForm, type TestUser } from "../../../support/harness";
import { admin, setUpPropertyTestbed } from "../../../support/property-testbed";

setUpPropertyTestbed();

/** A listing as a CRM sends it: RESO's names where the site gives them, the site's own otherwise. */
const flat = {
  listingType: "Sell",
  PropertyType: "Residential",
  PropertySubType: "Flat/Apartment",
  BedroomsTotal: 3,
  City: "Lucknow",
  BuildingName: "Gomti Greens Tower C",
  locality: "Gomti Nagar Extension",
  UnparsedAddress: "Plot 14, Vibhuti Khand",
  contactNumber: "9839012345",
  plotArea: 1650,
  ListPrice: 9800000,
  Furnished: "Semi-Furnished",
  EntryLevel: 7,
  StoriesTotal: 14,
  DirectionFaces: "East",
  PublicRemarks: "A bright flat beside the park.",
  AssociationAmenities: ["Gym", "Lift"],
};

async function makeKey(user: TestUser, name = "Our CRM") {
  const made = await sendForm(keysPage.action, "/profile/import/keys", user, { intent: "create", name });
  expect(made.status, JSON.stringify(made.data)).toBe(200);
  return (made.data as { key: string }).key;
}

/** A CRM's request to the API: a key (or none), a method, a JSON body. */
function api(path: string, { key, method = "GET", body }: { key?: string; method?: string; body?: unknown } = {}) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: "203.0.113.40" });
  if (key) headers.set("authorization", `Bearer ${key}`);
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`http://localhost:3999${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const reference = decodeURIComponent(path.split("/api/v1/listings/")[1] ?? "");
  const route = reference ? listingRoute : listingsRoute;
  const run = method === "GET" ? route.loader : route.action;
  return callRoute(run as never, request, reference ? { reference } : {});
}

const json = (result: { data: unknown }) => JSON.parse(String(result.data));

describe("API keys", () => {
  it("are shown once, kept as a fingerprint, at most five live ones, revoked only by their poster", async () => {
    const agent = await createUser("Agent");
    const key = await makeKey(agent);
    expect(key).toMatch(/^ae_[A-Za-z0-9_-]{43}$/);
    const [stored] = await getDb().select().from(apiKeys).where(eq(apiKeys.userId, agent.id));
    expect(stored?.hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(key.startsWith(stored?.prefix ?? "-")).toBe(true);

    // The page lists it by name and first characters, never the key.
    const page = await callRoute(
      keysPage.loader,
      new Request("http://localhost:3999/profile/import/keys", {
        headers: { cookie: agent.cookie },
      }),
    );
    expect(JSON.stringify(page.data)).toContain("Our CRM");
    expect(JSON.stringify(page.data)).not.toContain(key);

    // "Download my data" holds the key's name, first characters and dates, never the key.
    const download = JSON.stringify(await accountData(agent.id));
    expect(download).toContain(`"name":"Our CRM","prefix":"${stored?.prefix}"`);
    expect(download).not.toContain(key);

    for (let made = 1; made < 5; made++) await makeKey(agent, `Office ${made}`);
    const sixth = await sendForm(keysPage.action, "/profile/import/keys", agent, {
      intent: "create",
      name: "One more",
    });
    expect(sixth.status).toBe(409);

    const stranger = await createUser("Agent");
    const theirs = await sendForm(keysPage.action, "/profile/import/keys", stranger, {
      intent: "revoke",
      id: stored?.id ?? "",
    });
    expect(theirs.status).toBe(404);
    expect((await api("/api/v1/listings", { key })).status).toBe(200);

    const revoked = await sendForm(keysPage.action, "/profile/import/keys", agent, {
      intent: "revoke",
      id: stored?.id ?? "",
    });
    expect(revoked.status).toBe(200);
    const refused = await api("/api/v1/listings", { key });
    expect(refused.status).toBe(401);
    expect(json(refused).error.message).toBe(API_MESSAGES.noKey);
    // A free place again: a sixth key can be made now.
    await makeKey(agent, "Replacement");
  });
});

describe("the import API", () => {
  it("puts, lists, changes and removes a listing by the CRM's reference, through the import's checks", async () => {
    const agent = await createUser("Agent");
    const key = await makeKey(agent);

    expect((await api("/api/v1/listings")).status).toBe(401);
    expect((await api("/api/v1/listings", { key: `ae_${"x".repeat(43)}` })).status).toBe(401);
    expect((await api("/api/v1/listings/FLAT-1")).status).toBe(401);

    const put = await api("/api/v1/listings/FLAT-1", { key, method: "PUT", body: flat });
    expect(put.status, String(put.data)).toBe(202);
    expect(json(put)).toMatchObject({ reference: "FLAT-1", action: "new", status: "queued", listingId: null });

    // Sent again before the job applied it: not a second listing.
    const twice = await api("/api/v1/listings/FLAT-1", { key, method: "PUT", body: flat });
    expect(twice.status).toBe(409);

    await runQueuedImports();
    // The Admin's dashboard lists it among the latest imports, with its poster, for review.
    const dashboard = await callRoute(
      dashboardRoute.loader,
      new Request("http://localhost:3999/admin", { headers: { cookie: admin.cookie } }),
    );
    expect((dashboard.data as { imports: unknown[] }).imports).toContainEqual(
      expect.objectContaining({
        posterId: agent.id,
        fileName: "API",
        status: "done",
        counts: expect.objectContaining({ new: 1 }),
      }),
    );
    const held = json(await api("/api/v1/listings/FLAT-1", { key }));
    expect(held).toMatchObject({ reference: "FLAT-1", status: "pending" });
    expect(held.url).toBe(`http://localhost:3999/listing-detail?id=${held.listingId}`);
    const [listing] = await getDb().select().from(properties).where(eq(properties.id, held.listingId));
    expect(listing).toMatchObject({
      userId: agent.id,
      projectBuildingName: "Gomti Greens Tower C",
      price: 9800000,
      bedrooms: 3,
      isApproved: false,
    });

    // The same listing again changes nothing.
    const same = await api("/api/v1/listings/FLAT-1", { key, method: "PUT", body: flat });
    expect(same.status).toBe(200);
    expect(json(same)).toMatchObject({ action: "unchanged", status: "pending" });

    // Live, a changed price becomes an edit waiting for review; the listing keeps its price.
    expect(await approveProperty(held.listingId, admin.id)).toBe(true);
    const changed = await api("/api/v1/listings/FLAT-1", { key, method: "PUT", body: { ...flat, ListPrice: 9500000 } });
    expect(changed.status).toBe(202);
    expect(json(changed)).toMatchObject({ action: "changed", status: "live", changeQueued: true });
    // Removing it while the change is still to be applied would lose the change: refused.
    expect((await api("/api/v1/listings/FLAT-1", { key, method: "DELETE" })).status).toBe(409);
    await runQueuedImports();
    expect(json(await api("/api/v1/listings/FLAT-1", { key }))).not.toHaveProperty("changeQueued");
    const edits = await getDb().select().from(propertyEdits).where(eq(propertyEdits.propertyId, held.listingId));
    expect(edits).toHaveLength(1);
    const [still] = await getDb()
      .select({ price: properties.price })
      .from(properties)
      .where(eq(properties.id, held.listingId));
    expect(still?.price).toBe(9800000);

    const list = json(await api("/api/v1/listings", { key }));
    expect(list.listings).toEqual([expect.objectContaining({ reference: "FLAT-1", status: "live" })]);

    // Another poster's key sees none of it.
    const other = await makeKey(await createUser("Agent"));
    expect(json(await api("/api/v1/listings", { key: other })).listings).toEqual([]);
    expect((await api("/api/v1/listings/FLAT-1", { key: other, method: "DELETE" })).status).toBe(404);

    const removed = await api("/api/v1/listings/FLAT-1", { key, method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await getDb().select().from(properties).where(eq(properties.id, held.listingId))).toHaveLength(0);
    expect((await api("/api/v1/listings/FLAT-1", { key })).status).toBe(404);
  });

  it("refuses a wrong listing with every problem by its API name and the wizard's message, writing nothing", async () => {
    const agent = await createUser("Agent");
    const key = await makeKey(agent);
    const wrong = await api("/api/v1/listings/BAD-1", {
      key,
      method: "PUT",
      body: { ...flat, ListPrice: "a lot", BedroomsTotal: undefined, Colour: "blue" },
    });
    expect(wrong.status).toBe(422);
    expect(json(wrong).error.problems).toEqual([{ field: "Colour", message: API_MESSAGES.unknownField }]);

    const refused = await api("/api/v1/listings/BAD-1", { key, method: "PUT", body: { ...flat, ListPrice: "a lot" } });
    expect(refused.status).toBe(422);
    expect(json(refused).error.problems).toContainEqual(
      expect.objectContaining({ field: "ListPrice", message: fieldMessage("price", PROPERTY_WIZARD) }),
    );
    expect(json(refused).error.problems[0].messageHi).toMatch(/[\u0900-\u097F]/);

    for (const body of ["not json", "[1, 2]", '{"ListPrice": {"nested": true}}', '{"PublicRemarks": "a\\u0000b"}']) {
      const answer = await api("/api/v1/listings/BAD-2", { key, method: "PUT", body });
      expect(answer.status, body).toBe(422);
    }
    const long = await api("/api/v1/listings/BAD-3", {
      key,
      method: "PUT",
      body: { ...flat, PublicRemarks: "x".repeat(4001) },
    });
    expect(json(long).error.problems).toEqual([{ field: "PublicRemarks", message: API_MESSAGES.tooLong }]);
    expect((await api("/api/v1/listings/BAD-1", { key })).status).toBe(404);
    expect(json(await api("/api/v1/listings", { key })).listings).toEqual([]);
  });

  it("is described by an OpenAPI document made from the declaration, RESO names where they fit", () => {
    const document = openApiDocument("https://example.in");
    const listing = document.components.schemas.Listing as {
      properties: Record<string, { enum?: string[] }>;
      required: string[];
    };
    expect(listing.properties.ListPrice).toBeDefined();
    expect(listing.properties.BedroomsTotal).toBeDefined();
    expect(listing.properties.locality).toMatchObject({ "x-site-name": true });
    expect(listing.properties.PropertySubType?.enum).toContain("Flat/Apartment");
    expect(listing.required).toEqual(expect.arrayContaining(["listingType", "PropertyType", "City", "locality"]));
    // Bedrooms are asked of homes only: required where they apply, not of every listing.
    expect(listing.required).not.toContain("BedroomsTotal");
    expect(JSON.stringify(listing.properties.BedroomsTotal)).toContain("Required where it applies.");
    expect(document.paths["/listings/{reference}"].put).toBeDefined();
  });
});
