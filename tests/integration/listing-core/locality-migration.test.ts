// Issue 57 (B2, B3): the migration to the list of localities keeps what was known (India
// Post's centres, an Admin's corrections) and clears the positions the site had made up: a
// listing standing at its city's reference point, and a pin put at the centre of a map that
// opened there, called exact. Run on a database migrated to just before it, then to the end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "#app/modules/db/db.server";

const MIGRATION = "0031_localities";

/** The migrations folder as it was before this migration (its journal stops short of it). */
function migrationsBefore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const client = new PGlite();
const db = drizzle({ client });
afterAll(() => client.close());

const listing = async (id: string, city: string, locality: string, point: [number, number], precision: string) => {
  await client.query(
    `insert into properties (id, user_id, listing_type, property_category, property_type, city, locality,
       latitude, longitude, public_latitude, public_longitude, location_precision, show_exact_location, status)
     values ($1, 'owner', 'Sell', 'Residential', 'Plot/Land', $2, $3, $4, $5, $4, $5, $6, $7, 'live')`,
    [id, city, locality, point[0], point[1], precision, precision === "exact"],
  );
};

describe(`migration ${MIGRATION}`, () => {
  // Two migrations of a whole database on the embedded one: about half a minute on a busy machine.
  it("keeps the centres it knew, and clears the positions it had invented", { timeout: 180_000 }, async () => {
    await migrate(db, { migrationsFolder: migrationsBefore() });
    await client.query(`insert into "user" (id, name, email) values ('owner', 'Owner', 'owner@example.in')`);
    await client.query(
      `insert into locality_centres (city, slug, name, latitude, longitude, source) values
        ('Lucknow', 'aliganj', 'Aliganj', 26.90042, 80.94841, 'india-post'),
        ('Lucknow', 'kursi-road', 'Kursi Road', 26.94, 80.99, 'admin')`,
    );
    const ids = {
      cityCentre: "00000000-0000-4000-8000-000000000001",
      exactAtCityCentre: "00000000-0000-4000-8000-000000000002",
      exactAtLocalityCentre: "00000000-0000-4000-8000-000000000003",
      atLocalityCentre: "00000000-0000-4000-8000-000000000004",
      pinned: "00000000-0000-4000-8000-000000000005",
      noidaCentre: "00000000-0000-4000-8000-000000000006",
    };
    // Kursi Road before any centre: Lucknow's reference point (B2).
    await listing(ids.cityCentre, "Lucknow", "Kursi Road", [26.8467, 80.9462], "approximate");
    // "Put the pin at the map's centre" on a map that opened on the city (B3).
    await listing(ids.exactAtCityCentre, "Lucknow", "Kursi Road", [26.8467, 80.9462], "exact");
    await listing(ids.exactAtLocalityCentre, "Lucknow", "Aliganj", [26.90042, 80.94841], "exact");
    await listing(ids.atLocalityCentre, "Lucknow", "Aliganj", [26.90042, 80.94841], "approximate");
    await listing(ids.pinned, "Lucknow", "Aliganj", [26.904321, 80.941234], "exact");
    await listing(ids.noidaCentre, "Noida", "Nowhere", [28.5355, 77.391], "approximate");

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<{
      id: string;
      latitude: number | null;
      public_latitude: number | null;
      location_precision: string;
      show_exact_location: boolean;
    }>(`select id, latitude, public_latitude, location_precision, show_exact_location from properties order by id`);
    const row = (id: string) => rows.find((found) => found.id === id);
    for (const invented of [ids.cityCentre, ids.exactAtCityCentre, ids.noidaCentre]) {
      expect(row(invented)).toMatchObject({ latitude: null, public_latitude: null, location_precision: "unknown" });
    }
    // At its locality's centre, unmoved: the centre, approximate; its shown point is worked out at start.
    expect(row(ids.exactAtLocalityCentre)).toMatchObject({
      latitude: 26.90042,
      location_precision: "approximate",
      show_exact_location: false,
      public_latitude: null,
    });
    expect(row(ids.atLocalityCentre)).toMatchObject({ latitude: 26.90042, location_precision: "approximate" });
    expect(row(ids.pinned)).toMatchObject({ latitude: 26.904321, location_precision: "exact" });

    const kept = await client.query<{ name: string; latitude: number; source: string }>(
      `select name, latitude, source from localities order by name`,
    );
    expect(kept.rows).toEqual([
      { name: "Aliganj", latitude: 26.90042, source: "india-post" },
      { name: "Kursi Road", latitude: 26.94, source: "admin" },
    ]);
    const gone = await client.query(`select to_regclass('locality_centres') as table`);
    expect(gone.rows).toEqual([{ table: null }]);
  });
});
