// Places near a listing and locality centres, as Admins keep them (decision 050).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { findLocality } from "#app/modules/listing-core/localities.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as adminPlaces from "#app/routes/admin/landmarks";
import { properties } from "#db/schema";
import { postedProperty } from "../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../support/harness";

servicesForFile();

/** Posts through the wizard's action, with the map's pin when `extra` has one: the listing's id. */
const post = (account: TestUser, extra: Record<string, string>, fields: Record<string, string> = {}) =>
  postedProperty(account, fields, { extra });

function importCsv(admin: TestUser, csv: string) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("csv", new File([csv], "places.csv", { type: "text/csv" }));
  return callRoute(
    adminPlaces.action,
    new Request("http://localhost/admin/places", {
      method: "POST",
      body: form,
      headers: { cookie: admin.cookie, origin: "http://localhost" },
    }),
  );
}

describe("places near a listing", () => {
  it("a file with a wrong line is refused whole, each wrong line named by its number", async () => {
    const admin = await createUser("Admin");
    const csv = [
      "city,kind,name,latitude,longitude",
      "Lucknow,metro,Hazratganj Metro,26.8500,80.9470",
      "Lucknow,spaceport,Moon Base,26.85,80.94",
      "Lucknow,hospital,Far Away Hospital,28.5355,77.3910",
      "Lucknow,school,=HYPERLINK(1),26.85,80.94",
      "Lucknow,market,,26.85,80.94",
    ].join("\n");
    const answer = (await importCsv(admin, csv)).data as { ok: boolean; problems: Array<{ line: number }> };
    expect(answer.ok).toBe(false);
    expect(answer.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6]);
    expect(
      (await callRoute(adminPlaces.loader, request("/admin/places", { cookie: admin.cookie }))).data,
    ).toMatchObject({
      places: [],
    });
  });

  it("the listing page names the nearest of each kind within 15 km, in straight-line kilometres worked by hand", async () => {
    const admin = await createUser("Admin");
    const csv = [
      "city,kind,name,latitude,longitude",
      "Lucknow,metro,Hazratganj Metro,26.8500,80.9470",
      "Lucknow,metro,Far Metro,26.8700,80.9900",
      "Lucknow,hospital,Civil Hospital,26.8600,80.9350",
      "Lucknow,school,A Distant School,26.9500,80.9500",
      "Noida,college,Not In Lucknow College,28.5355,77.3910",
    ].join("\n");
    const imported = (await importCsv(admin, csv)).data as { ok: boolean; values: { added: number } };
    expect(imported).toMatchObject({ ok: true, values: { added: 5, changed: 0 } });

    const owner = await createUser("Owner");
    // Shown exactly, so the distances are from this very point.
    const id = await post(owner, { location: "26.855,80.945", showExactLocation: "on" }, { locality: "Lalbagh" });
    await approveProperty(id);
    const page = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`));
    // Haversine, R = 6371.0088 km, from (26.855, 80.945): Hazratganj Metro 0.590 km, Civil
    // Hospital 1.137 km, the school 10.575 km; the far metro (4.765 km) is not the nearest.
    expect((page.data as { nearby: unknown }).nearby).toEqual([
      { label: "Nearest metro station", name: "Hazratganj Metro", km: 0.6 },
      { label: "Nearest hospital", name: "Civil Hospital", km: 1.1 },
      { label: "Nearest school", name: "A Distant School", km: 10.6 },
    ]);
  });

  it("placing a locality gives its listings without a pin a position; a pin stays (issue 57, B2)", async () => {
    const admin = await createUser("Admin");
    const owner = await createUser("Owner");
    const centred = await post(owner, {}, { locality: "Correction Khand" });
    const pinned = await post(owner, { location: "26.9043,80.9412" }, { locality: "Correction Khand" });
    const before = async (id: string) => (await getDb().select().from(properties).where(eq(properties.id, id)))[0];
    expect(await before(centred)).toMatchObject({ latitude: null, locationPrecision: "unknown" });
    const form = new URLSearchParams({
      intent: "centre",
      city: "Lucknow",
      locality: "Correction Khand",
      // As a map's "copy coordinates" gives it, in one field.
      position: "26.8800° N, 80.9900° E",
    });
    const saved = await callRoute(
      adminPlaces.action,
      new Request("http://localhost/admin/places", {
        method: "POST",
        body: form,
        headers: {
          cookie: admin.cookie,
          origin: "http://localhost",
          "content-type": "application/x-www-form-urlencoded",
        },
      }),
    );
    expect(saved.data).toMatchObject({ ok: true, values: { moved: 1 } });
    expect((await findLocality("Lucknow", "correction khand"))?.centre).toEqual({ latitude: 26.88, longitude: 80.99 });
    const at = async (id: string) =>
      (await getDb().select().from(properties).where(eq(properties.id, id)))[0]?.latitude ?? null;
    expect(await at(centred)).toBe(26.88);
    expect(await at(pinned)).toBe(26.9043);
    // A client may not.
    const client = await createUser("Client");
    const refused = await callRoute(
      adminPlaces.action,
      new Request("http://localhost/admin/places", {
        method: "POST",
        body: form,
        headers: {
          cookie: client.cookie,
          origin: "http://localhost",
          "content-type": "application/x-www-form-urlencoded",
        },
      }),
    );
    expect(refused.status).toBe(403);
  });
});
