import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "#app/modules/media/s3-storage.server";
import type { Storage } from "#app/modules/media/storage.server";
import { parseEnv } from "#app/modules/platform/env.server";

// The S3 driver against an S3-compatible server running on loopback.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-s3-"));
const server = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory,
  configureBuckets: [{ name: "photos", configs: [] }],
});
let storage: Storage;

beforeAll(async () => {
  const { port } = await server.run();
  storage = createS3Storage(
    parseEnv({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
  );
});

afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe("S3 storage driver", () => {
  it("puts, reads, lists and deletes objects", async () => {
    await storage.put("images/11111111-1111-1111-1111-111111111111/480.webp", Buffer.from("small"), "image/webp");
    await storage.put("images/11111111-1111-1111-1111-111111111111/960.webp", Buffer.from("large"), "image/webp");
    const object = await storage.get("images/11111111-1111-1111-1111-111111111111/960.webp");
    expect(object?.size).toBe(5);
    if (!object) throw new Error("object missing");
    expect(await text(object.body)).toBe("large");

    const keys: string[] = [];
    for await (const key of storage.list("images/")) keys.push(key);
    expect(keys.sort()).toEqual([
      "images/11111111-1111-1111-1111-111111111111/480.webp",
      "images/11111111-1111-1111-1111-111111111111/960.webp",
    ]);

    await storage.delete(keys);
    expect(await storage.get("images/11111111-1111-1111-1111-111111111111/960.webp")).toBeNull();
  });

  it("answers null for a missing object and refuses unsafe keys", async () => {
    expect(await storage.get("images/none/480.webp")).toBeNull();
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/Unsafe storage key/);
  });
});
