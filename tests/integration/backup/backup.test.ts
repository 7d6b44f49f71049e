import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_TABLES, restoreBackup, writeBackup } from "#app/modules/backup/backup.server";
import { type Database, getDb, queryRows } from "#app/modules/db/db.server";
import { saveUpload } from "#app/modules/media/images.server";
import { createLocalStorage, getStorage } from "#app/modules/media/storage.server";
import { contactMessages, images, properties } from "#db/schema";
import { createUser, openEmptyDatabase, servicesForFile } from "../../support/harness";

const services = servicesForFile();
let target: Awaited<ReturnType<typeof openEmptyDatabase>>["handle"] | undefined;
let closeTarget: (() => Promise<void>) | undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-backup-test-"));

beforeAll(async () => {
  const owner = await createUser("Owner");
  const [property] = await getDb()
    .insert(properties)
    .values({
      userId: owner.id,
      city: "Lucknow",
      projectBuildingName: "Backup Test Villa",
      locality: "Gomti Nagar",
      price: 12_500_000,
      plotArea: 2400.5,
      amenities: ["Gym", "ATM'S"],
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Independent House/Villa",
      contactNumber: "9839012345",
    })
    .returning();
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
  const image = await saveUpload(owner.id, photo);
  await getDb().update(images).set({ propertyId: property?.id }).where(eq(images.id, image.id));
  await getDb().insert(contactMessages).values({
    name: "Neha",
    email: "neha@example.in",
    mobileNumber: "9876543210",
    message: 'Call me about plots, "urgent" ✅',
  });
});

afterAll(async () => {
  await closeTarget?.();
  fs.rmSync(work, { recursive: true, force: true });
});

async function snapshot(db: Database) {
  const tables: Record<string, string[]> = {};
  for (const table of BACKUP_TABLES) {
    const rows = await queryRows<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      db,
    );
    tables[table] = rows.map((r) => r.row).sort();
  }
  return tables;
}

function checksums(dir: string) {
  const sums: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, entry);
    if (fs.statSync(full).isFile())
      sums[entry] = crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return sums;
}

describe("backup and restore", { tags: ["driver"] }, () => {
  it("round-trips every table and every image file into an empty database", async () => {
    const file = path.join(work, "backup.tar.gz");
    const written = await writeBackup(getDb(), getStorage(), file);
    expect(written.rows.properties).toBe(1);
    expect(written.images).toBeGreaterThan(0);

    // An empty database of the run's kind: PostgreSQL beside PostgreSQL, PGlite beside PGlite.
    ({ handle: target, close: closeTarget } = await openEmptyDatabase());
    const restoredUploads = path.join(work, "restored-uploads");
    const restored = await restoreBackup(target.db, createLocalStorage(restoredUploads), file);
    expect(restored.rows).toEqual(written.rows);

    expect(await snapshot(target.db)).toEqual(await snapshot(getDb()));
    expect(checksums(restoredUploads)).toEqual(checksums(services.uploadsDir));
    // The AVIF files too (decision 027), not only the WebP ones.
    expect(Object.keys(checksums(restoredUploads)).filter((name) => name.endsWith(".avif")).length).toBeGreaterThan(0);
  }, 90_000); // A new database migrated, a whole one written into it and compared table by table.

  it("refuses to restore over existing accounts unless told to replace them", async () => {
    const file = path.join(work, "backup.tar.gz");
    const storage = createLocalStorage(path.join(work, "again"));
    await expect(restoreBackup(target?.db as Database, storage, file)).rejects.toThrow(/already has \d+ accounts/);
    await restoreBackup(target?.db as Database, storage, file, { replace: true });
    expect(await snapshot(target?.db as Database)).toEqual(await snapshot(getDb()));
  });

  it("refuses a file that is not one of our backups", async () => {
    const bogus = path.join(work, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not a backup");
    await expect(restoreBackup(target?.db as Database, createLocalStorage(work), bogus)).rejects.toThrow();
  });
});
