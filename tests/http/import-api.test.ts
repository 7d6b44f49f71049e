import { describe, expect, test } from "vitest";
import { E2E } from "../e2e/e2e-env";
import { newAccount, sessionAs } from "../support/site";

// A CRM speaking to the built site's import API (decision 064): a key made on the keys page,
// then listings put, listed, changed and removed by the CRM's own reference, over HTTP, with
// the body rules of the server in front of the route.

const listing = {
  listingType: "Sell",
  PropertyType: "Residential",
  PropertySubType: "Flat/Apartment",
  BedroomsTotal: 2,
  City: "Lucknow",
  BuildingName: "CRM Heights",
  locality: "Indira Nagar",
  UnparsedAddress: "House 5, Sector 14",
  contactNumber: "9839012345",
  plotArea: 1100,
  ListPrice: 6500000,
  PublicRemarks: "Sent by a CRM.",
};

/** The CRM: fetch, as a script sends it, with the key as a bearer token. */
function crm(key: string | null, path: string, { method = "GET", body }: { method?: string; body?: string } = {}) {
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(`${E2E.baseURL}${path}`, { method, headers, body });
}

/** GET of one reference until the import job has applied it (the job runs in the server's queue). */
async function applied(key: string, reference: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = (await (await crm(key, `/api/v1/listings/${reference}`)).json()) as {
      status: string;
      changeQueued?: true;
    };
    if (answer.status !== "queued" && !answer.changeQueued) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${reference} was not applied within 20 s`);
}

describe("the import API over HTTP", () => {
  test("a CRM creates, lists, updates and deletes by reference; refused without a key and after revocation", async () => {
    const agent = newAccount("Agent");
    const session = await sessionAs({ ...agent, register: true });
    const page = await (
      await session.post("/profile/import/keys", { form: { intent: "create", name: "Test CRM" } })
    ).text();
    const key = /data-testid="new-api-key"[^>]*value="([^"]+)"|value="(ae_[^"]+)"[^>]*data-testid="new-api-key"/.exec(
      page,
    );
    const token = key?.[1] ?? key?.[2] ?? "";
    expect(token).toMatch(/^ae_/);

    expect((await crm(null, "/api/v1/listings")).status).toBe(401);
    const reference = `CRM-${Date.now().toString(36)}`;
    const put = await crm(token, `/api/v1/listings/${reference}`, { method: "PUT", body: JSON.stringify(listing) });
    expect(put.status).toBe(202);
    expect(await applied(token, reference)).toMatchObject({ reference, status: "pending" });

    const again = await crm(token, `/api/v1/listings/${reference}`, { method: "PUT", body: JSON.stringify(listing) });
    expect(again.status).toBe(200);
    const changed = await crm(token, `/api/v1/listings/${reference}`, {
      method: "PUT",
      body: JSON.stringify({ ...listing, ListPrice: 6400000 }),
    });
    expect(changed.status).toBe(202);
    expect(await applied(token, reference)).toMatchObject({ status: "pending" });

    const list = (await (await crm(token, "/api/v1/listings")).json()) as { listings: Array<{ reference: string }> };
    expect(list.listings.map((item) => item.reference)).toEqual([reference]);

    // The server's body rules come first: JSON only, at most 64 KB.
    const form = await fetch(`${E2E.baseURL}/api/v1/listings/${reference}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      body: "City=Lucknow",
    });
    expect(form.status).toBe(415);
    const huge = await crm(token, `/api/v1/listings/${reference}`, {
      method: "PUT",
      body: JSON.stringify({ ...listing, PublicRemarks: "x".repeat(70 * 1024) }),
    });
    expect(huge.status).toBe(413);

    expect((await crm(token, `/api/v1/listings/${reference}`, { method: "DELETE" })).status).toBe(204);
    const gone = await crm(token, `/api/v1/listings/${reference}`);
    expect(gone.status, await gone.clone().text()).toBe(404);

    const document = (await (await fetch(`${E2E.baseURL}/api/v1/openapi.json`)).json()) as { openapi: string };
    expect(document.openapi).toBe("3.1.0");

    // Revoked on the keys page: refused from the next request on.
    const keysPage = await (await session.get("/profile/import/keys")).text();
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(keysPage)?.[1] ?? "";
    expect((await session.post("/profile/import/keys", { form: { intent: "revoke", id } })).status()).toBe(200);
    expect((await crm(token, "/api/v1/listings")).status).toBe(401);
  });
});
