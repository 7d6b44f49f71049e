import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WORK } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { imageFileKeys } from "#app/modules/media/image-urls";
import { saveUpload, sweepAbandonedUploads } from "#app/modules/media/images.server";
import { getStorage, type Storage, setStorage } from "#app/modules/media/storage.server";
import { images } from "#db/schema";
import { solidPhoto } from "../../support/factories";
import { createUser, servicesForFile, type TestUser } from "../../support/harness";
import { s3StorageForBlock } from "../../support/s3-server";

// What a kill during an upload leaves behind (files written, no row yet; a half-written
// temporary file) is removed by the hourly clean-up once older than the grace period,
// and nothing that belongs to a row, or is still being written, is touched.

const services = servicesForFile();
let owner: TestUser;
beforeAll(async () => {
  owner = await createUser("Owner");
});

const GRACE_MS = IMAGE_WORK.leftoverMinutes * 60_000;

/** Everything under the uploads folder, files and folders, as relative paths. */
function tree(): string[] {
  const root = services.uploadsDir;
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).sort() : [];
}

/** Writes a file under the uploads folder, last modified at `when`. */
function leave(relative: string, when: Date, content = "half a photo") {
  const file = path.join(services.uploadsDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.utimesSync(file, when, when);
}

function age(relative: string, when: Date) {
  fs.utimesSync(path.join(services.uploadsDir, relative), when, when);
}

describe("leftovers of interrupted uploads (local disk)", () => {
  it("removes files and folders with no row and stale .tmp files after the grace period, and nothing else", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - GRACE_MS - 60_000);
    const fresh = new Date(now.getTime() - 60_000);

    // A stored photo with its row, old enough, must stay.
    const kept = await saveUpload(owner.id, await solidPhoto());
    for (const key of imageFileKeys(kept)) age(key, old);
    // A photo killed after its files were written but before its row: stays a while, then goes.
    const orphan = "0b7c4f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f";
    leave(`images/${orphan}/480.webp`, old);
    leave(`images/${orphan}/960.webp`, old);
    // One still being stored right now (files, no row yet) is not touched.
    const inFlight = "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716";
    leave(`images/${inFlight}/480.webp`, fresh);
    // Half-written temporary files: a stale one goes, one being written stays.
    leave(`images/${kept.id}/1600.webp.4242.tmp`, old);
    leave(`images/${inFlight}/960.webp.4243.tmp`, fresh);
    // An empty folder left by a kill before any file was written.
    const empty = path.join(services.uploadsDir, "images", "9f8e7d6c-5b4a-4392-8172-6a5b4c3d2e1f");
    fs.mkdirSync(empty, { recursive: true });
    fs.utimesSync(empty, old, old);

    const rowsBefore = await getDb().$count(images);
    await sweepAbandonedUploads(now);

    expect(await getDb().$count(images)).toBe(rowsBefore);
    expect(tree()).toEqual(
      [
        "images",
        `images/${kept.id}`,
        ...imageFileKeys(kept),
        `images/${inFlight}`,
        `images/${inFlight}/480.webp`,
        `images/${inFlight}/960.webp.4243.tmp`,
      ]
        .map((entry) => entry.split("/").join(path.sep))
        .sort(),
    );

    // An hour later, the upload that never got its row is gone too, folder and all.
    const later = new Date(now.getTime() + GRACE_MS + 120_000);
    await sweepAbandonedUploads(later);
    expect(tree().filter((entry) => entry.includes(inFlight))).toEqual([]);
    expect(tree()).toContain(path.join("images", kept.id));
  });

  it("removes an abandoned upload's row, files and folder a day later", async () => {
    const now = new Date();
    const abandoned = await saveUpload(owner.id, await solidPhoto());
    await sweepAbandonedUploads(new Date(now.getTime() + 25 * 60 * 60_000));
    expect(tree().filter((entry) => entry.includes(abandoned.id))).toEqual([]);
  });
});

describe("leftovers of interrupted uploads (S3)", () => {
  const remote = s3StorageForBlock();
  let local: Storage;
  let s3: Storage;

  beforeAll(() => {
    s3 = remote.storage;
    local = getStorage();
    setStorage(s3);
  });
  afterAll(() => {
    setStorage(local);
  });

  it("removes objects with no row once older than the grace period, and keeps the rest", async () => {
    const kept = await saveUpload(owner.id, await solidPhoto());
    const orphan = "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";
    await s3.put(`images/${orphan}/480.webp`, Buffer.from("orphan"), "image/webp");
    const keys = async () => {
      const found: string[] = [];
      for await (const key of s3.list("images/")) found.push(key);
      return found.sort();
    };

    // Just written: within the grace period, nothing goes.
    await sweepAbandonedUploads(new Date());
    expect(await keys()).toContain(`images/${orphan}/480.webp`);

    // Past the grace period (S3 reports when each object was written): only the orphan goes.
    await sweepAbandonedUploads(new Date(Date.now() + GRACE_MS + 60_000));
    // AVIF files included (decision 027): the photo keeps every file it has.
    expect(kept.avifWidths).not.toEqual([]);
    expect(await keys()).toEqual(imageFileKeys(kept).sort());
  });
});
