/**
 * AVIF beside WebP (issue 26 item 4, decision 027): an uploaded photo gets an AVIF file at
 * each width where it is smaller than the WebP one, the widths are recorded on its row and
 * reach the pages, /media serves them as image/avif, and deleting the listing removes them.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { sweepAbandonedUploads } from "#app/modules/media/images.server";
import { serveMedia } from "#app/modules/media/serve-media.server";
import { getStorage, setStorage } from "#app/modules/media/storage.server";
import * as profile from "#app/routes/_account/profile";
import * as adminDashboard from "#app/routes/admin/dashboard";
import { images } from "#db/schema";
import { callRoute, request, sendForm } from "../../support/harness";
import {
  admin,
  detail,
  goodForm,
  imageFiles,
  owner,
  photo,
  postAs,
  services,
  setUpPropertyTestbed,
  uploadAs,
} from "../../support/property-testbed";

setUpPropertyTestbed();

/** A photo-like JPEG: smoothed noise has detail at every scale, where AVIF beats WebP. */
async function detailedPhoto(width = 1200, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (state >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "TestPhone" } })
    .toBuffer();
}

const file = (id: string, name: string) => path.join(services.uploadsDir, "images", id, name);

/** The app's /media route on its own server (server/app.ts mounts the same handler). */
const media = express().get("/media/*key", serveMedia).listen(0, "127.0.0.1");
const base = new Promise<string>((resolve) =>
  media.once("listening", () => resolve(`http://127.0.0.1:${(media.address() as AddressInfo).port}`)),
);
afterAll(() => {
  media.closeAllConnections();
  media.close();
});

describe("AVIF variants of uploaded photos", () => {
  it("writes AVIF where smaller, records its widths, serves it as image/avif, and deleting the listing removes it", async () => {
    const result = await uploadAs(owner, await detailedPhoto());
    if (!result.body.ok) throw new Error(result.body.message);
    const { image } = result.body;
    expect(image.widths).toEqual([480, 960, 1200]);
    // A detailed photo: AVIF is smaller at every width.
    expect(image.avifWidths).toEqual([480, 960, 1200]);
    const [row] = await getDb().select().from(images).where(eq(images.id, image.id));
    expect(row?.avifWidths).toEqual([480, 960, 1200]);
    expect(imageFiles(image.id).sort()).toEqual([
      "1200.avif",
      "1200.webp",
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
    ]);
    for (const width of image.widths) {
      const avif = fs.readFileSync(file(image.id, `${width}.avif`));
      const webp = fs.readFileSync(file(image.id, `${width}.webp`));
      expect(avif.length, `${width}w`).toBeLessThan(webp.length);
      const meta = await sharp(avif).metadata();
      expect(meta).toMatchObject({ format: "heif", compression: "av1", width });
      expect(meta.exif).toBeUndefined();
      expect(avif.includes(Buffer.from("TestPhone"))).toBe(false);
    }
    expect(row?.bytes).toBe(
      imageFiles(image.id).reduce((sum, name) => sum + fs.statSync(file(image.id, name)).size, 0),
    );

    const url = await base;
    const served = await fetch(`${url}/media/images/${image.id}/960.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(file(image.id, "960.avif")))).toBe(true);
    const webp = await fetch(`${url}/media/images/${image.id}/960.webp`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    await webp.arrayBuffer();
    for (const other of [`${image.id}/960.png`, `${image.id}/960.avif.webp`, `${image.id}/720.avif`]) {
      const refused = await fetch(`${url}/media/images/${other}`);
      expect(refused.status, other).toBe(404);
      await refused.arrayBuffer();
    }

    // The listing's page gets the widths, so it offers the AVIF source without looking at files.
    const posted = await postAs(owner, { ...goodForm, projectBuildingName: "Avif Court", imageIds: [image.id] });
    const { id } = posted.data as { ok: boolean; id: string };
    const page = await detail(id, owner);
    expect(page.status).toBe(200);
    expect((page.data as { images: unknown[] }).images).toEqual([
      { id: image.id, width: 1200, height: 900, widths: [480, 960, 1200], avifWidths: [480, 960, 1200] },
    ]);

    const deleted = await sendForm(profile.action, "/profile", owner, { intent: "delete", id });
    expect(deleted.data).toMatchObject({ ok: true, message: "Property deleted." });
    expect(imageFiles(image.id)).toEqual([]);
    expect(fs.existsSync(path.dirname(file(image.id, "480.avif")))).toBe(false);
    const gone = await fetch(`${url}/media/images/${image.id}/960.avif`);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });

  it("a photo whose listing is deleted is gone at once, though storage failed to delete its files; the sweep deletes them later", async () => {
    const result = await uploadAs(owner, await photo({ width: 1200, height: 900 }));
    if (!result.body.ok) throw new Error(result.body.message);
    const { image } = result.body;
    const posted = await postAs(owner, {
      ...goodForm,
      projectBuildingName: "Failing Store Court",
      imageIds: [image.id],
    });
    const { id } = posted.data as { ok: boolean; id: string };
    const url = await base;
    const served = await fetch(`${url}/media/images/${image.id}/480.webp`);
    expect(served.status).toBe(200);
    await served.arrayBuffer();

    // Storage refuses to delete (a real S3 server rejecting the request, a network fault).
    const storage = getStorage();
    setStorage({ ...storage, delete: () => Promise.reject(new Error("storage is down")) });
    try {
      const deleted = await sendForm(profile.action, "/profile", owner, { intent: "delete", id });
      expect(deleted.data).toMatchObject({ ok: true });
    } finally {
      setStorage(storage);
    }
    expect(imageFiles(image.id).length).toBeGreaterThan(0);
    // Not swallowed: the Admins' dashboard says how many files are left and when it failed.
    const dashboard = async () =>
      (
        (await callRoute(adminDashboard.loader, request("/admin", { cookie: admin.cookie }))).data as {
          undeleted: { files: number; at: string } | null;
        }
      ).undeleted;
    expect(await dashboard()).toMatchObject({ files: imageFiles(image.id).length });
    for (const name of ["480.webp", "960.webp"]) {
      const gone = await fetch(`${url}/media/images/${image.id}/${name}`);
      expect(gone.status, name).toBe(404);
      expect(gone.headers.get("cache-control"), name).toBe("no-store");
      await gone.arrayBuffer();
    }
    // The hourly sweep finds files no row accounts for and deletes them.
    await sweepAbandonedUploads(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect(imageFiles(image.id)).toEqual([]);
    expect(await dashboard()).toBeNull();
  });

  it("keeps WebP alone where AVIF would be larger, and records no AVIF width for it", async () => {
    // A small flat photo: WebP needs about 140 bytes, AVIF's container alone is more.
    const result = await uploadAs(owner, await photo({ width: 200, height: 150 }));
    if (!result.body.ok) throw new Error(result.body.message);
    const { image } = result.body;
    expect(image.avifWidths).toEqual([]);
    expect(image.widths).toEqual([200]);
    expect(imageFiles(image.id)).toEqual(["200.webp"]);
    const [row] = await getDb().select().from(images).where(eq(images.id, image.id));
    expect(row?.avifWidths).toEqual([]);
  });
});
