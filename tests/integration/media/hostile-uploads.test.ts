import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WORK } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { imageFileKeys, type StoredImage } from "#app/modules/media/image-urls";
import { imageQueue } from "#app/modules/media/images.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import * as upload from "#app/routes/resources/upload";
import { images } from "#db/schema";
import { solidPhoto } from "../../support/factories";
import { callRoute, createUser, servicesForFile, type TestUser } from "../../support/harness";
import { imageBomb } from "../../support/image-bomb";

// A corpus of hostile files, generated here, each sent as an upload by a signed-in Owner.
// Every one must be refused with a message a person can act on, and leave no row and no
// file behind.

const services = servicesForFile();
let owner: TestUser;
beforeAll(async () => {
  owner = await createUser("Owner");
});

function send(body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost:3999/resources/upload", {
    method: "POST",
    headers: {
      [CLIENT_IP_HEADER]: "203.0.113.40",
      "content-type": "application/octet-stream",
      cookie: owner.cookie,
      ...headers,
    },
    body,
  });
  return callRoute(upload.action, request);
}

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];
}

describe("hostile uploads", () => {
  it("refuses every file of the corpus with a clear message and keeps nothing", async () => {
    const jpeg = await solidPhoto();
    const frames = await Promise.all(
      ["#f00", "#0f0", "#00f"].map((c) =>
        sharp({ create: { width: 64, height: 64, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const corpus: Array<[string, Buffer, RegExp, Record<string, string>?]> = [
      [
        "a text file renamed to .jpg",
        Buffer.from("Just some notes about the plot.\n".repeat(40)),
        /not an image we can read/,
        { "x-file-name": "notes.jpg", "content-type": "image/jpeg" },
      ],
      [
        "HTML with a script",
        Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
        /not an image we can read/,
        { "content-type": "image/png" },
      ],
      [
        "SVG with a script",
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
        ),
        /Only photos are accepted/,
        { "content-type": "image/svg+xml" },
      ],
      [
        "a truncated JPEG",
        jpeg.subarray(0, Math.floor(jpeg.length * 0.4)),
        /damaged or incomplete|not an image we can read/,
      ],
      ["a zero-byte file", Buffer.alloc(0), /The file is empty/],
      ["a decompression bomb (60,000 x 60,000 PNG)", imageBomb(60_000, 60_000, { rows: 64 }), /too many pixels/],
      [
        "a many-frame GIF",
        await sharp(frames, { join: { animated: true } })
          .gif()
          .toBuffer(),
        /Animated or multi-page/,
      ],
      [
        "a GIF/HTML polyglot",
        Buffer.concat([Buffer.from("GIF89a/*"), Buffer.from("*/=1;alert(document.domain)//<script>alert(1)</script>")]),
        /not an image we can read/,
      ],
      [
        "a path-traversal file name",
        Buffer.from("not an image"),
        /not an image we can read/,
        { "x-file-name": "../../../../etc/passwd", "content-disposition": 'attachment; filename="../../app.js"' },
      ],
      [
        "an odd Unicode file name",
        Buffer.from("still not an image"),
        /not an image we can read/,
        {
          "x-file-name": encodeURIComponent("‮gpj.exe\u0000.jpg"),
          "content-disposition": "attachment; filename*=UTF-8''%E2%80%AEgpj.exe",
        },
      ],
    ];
    const rowsBefore = await getDb().$count(images);
    const filesBefore = filesUnder(services.uploadsDir);
    for (const [name, body, message, headers] of corpus) {
      const result = await send(new Uint8Array(body), headers);
      expect(result.status, name).toBe(400);
      const answer = JSON.parse(String(result.data)) as { ok: boolean; message: string };
      expect(answer.ok, name).toBe(false);
      expect(answer.message, name).toMatch(message);
    }
    expect(await getDb().$count(images)).toBe(rowsBefore);
    expect(filesUnder(services.uploadsDir)).toEqual(filesBefore);
    console.log(`hostile uploads: ${corpus.length} files refused`);
  });

  it("refuses a body larger than 15 MB before reading it, declared or not", async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    const declared = await send(big);
    expect(declared.status).toBe(413);
    expect(JSON.parse(String(declared.data)).message).toBe("The file is larger than 15 MB.");

    // A stream with no length is cut off at the limit.
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const request = new Request("http://localhost:3999/resources/upload", {
      method: "POST",
      headers: { [CLIENT_IP_HEADER]: "203.0.113.40", cookie: owner.cookie },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await callRoute(upload.action, request)).status).toBe(413);
  });

  it("stores a real photo under a server-chosen name, whatever name it came with, and drops anything appended", async () => {
    const payload = "<script>alert('appended')</script>";
    const body = Buffer.concat([await solidPhoto(), Buffer.from(payload)]);
    const result = await send(new Uint8Array(body), { "x-file-name": "../../../outside.jpg" });
    expect(result.status).toBe(200);
    const { image } = JSON.parse(String(result.data)) as { image: StoredImage };
    expect(image.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = filesUnder(path.join(services.uploadsDir, "images", image.id));
    expect(stored.sort()).toEqual(
      imageFileKeys(image)
        .map((key) => path.basename(key))
        .sort(),
    );
    expect(stored.some((file) => file.endsWith(".avif"))).toBe(true);
    for (const file of stored) {
      const bytes = fs.readFileSync(path.join(services.uploadsDir, "images", image.id, file));
      // A WebP is RIFF....WEBP; an AVIF is an ISO box "ftyp" with the brand "avif".
      if (file.endsWith(".webp")) expect(bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
      else expect(bytes.subarray(4, 12).toString("ascii")).toBe("ftypavif");
      expect(bytes.includes(Buffer.from("<script"))).toBe(false);
    }
    expect(fs.existsSync(path.join(services.uploadsDir, "..", "outside.jpg"))).toBe(false);
  });

  it("refuses a 7071 x 7071 PNG (just under the old 50 MP cap) before decoding it", async () => {
    const result = await send(new Uint8Array(imageBomb(7071, 7071, { rows: 64 })));
    expect(result.status).toBe(400);
    expect(JSON.parse(String(result.data)).message).toBe(
      "The image has too many pixels. Please upload a photo under 25 megapixels.",
    );
  });

  it("when the photo queue is full, answers 503 with a message to try again, and keeps nothing", async () => {
    const rowsBefore = await getDb().$count(images);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Fill every slot and the whole wait list with work that holds them.
    const holders = Array.from({ length: IMAGE_WORK.concurrent + IMAGE_WORK.waiting }, () =>
      imageQueue.run(() => gate),
    );
    await Promise.resolve();
    expect(imageQueue.stats).toEqual({ running: IMAGE_WORK.concurrent, waiting: IMAGE_WORK.waiting });

    const busy = await send(new Uint8Array(await solidPhoto()));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("30");
    expect(JSON.parse(String(busy.data))).toEqual({
      ok: false,
      message: "The server is busy processing other photos. Please try again in a minute.",
    });
    expect(await getDb().$count(images)).toBe(rowsBefore);

    release();
    await Promise.all(holders);
    expect((await send(new Uint8Array(await solidPhoto()))).status).toBe(200);
  });
});
