import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import * as upload from "#app/routes/resources/upload";
import { images } from "#db/schema";
import { callRoute } from "../../../support/harness";

import {
  imageFiles,
  owner,
  photo,
  services,
  setUpPropertyTestbed,
  uploadAs,
  uploadRequest,
} from "../../../support/property-testbed";

setUpPropertyTestbed();

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

  it("stores a JPEG carrying GPS data without any of its metadata, upright, as WebP variants (and AVIF where smaller)", async () => {
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
    // A flat photo: AVIF is the smaller at both widths here (decision 027).
    expect(image.avifWidths).toEqual([480, 800]);
    expect(files).toEqual(["480.avif", "480.webp", "800.avif", "800.webp"]);
    for (const file of files) {
      const stored = fs.readFileSync(path.join(services.uploadsDir, "images", image.id, file));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe(file.endsWith(".avif") ? "heif" : "webp");
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
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
