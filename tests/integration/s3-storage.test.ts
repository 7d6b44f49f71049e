import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { localS3Storage } from "../support/local-s3";

// The S3 driver against an S3-compatible server running on loopback.
const s3 = localS3Storage("awadh-s3-");

describe("S3 storage driver", () => {
  it("puts, reads, lists and deletes objects", async () => {
    await s3.storage.put("images/11111111-1111-1111-1111-111111111111/480.webp", Buffer.from("small"), "image/webp");
    await s3.storage.put("images/11111111-1111-1111-1111-111111111111/960.webp", Buffer.from("large"), "image/webp");
    const object = await s3.storage.get("images/11111111-1111-1111-1111-111111111111/960.webp");
    expect(object?.size).toBe(5);
    if (!object) throw new Error("object missing");
    expect(await text(object.body)).toBe("large");

    const keys: string[] = [];
    for await (const key of s3.storage.list("images/")) keys.push(key);
    expect(keys.sort()).toEqual([
      "images/11111111-1111-1111-1111-111111111111/480.webp",
      "images/11111111-1111-1111-1111-111111111111/960.webp",
    ]);

    await s3.storage.delete(keys);
    expect(await s3.storage.get("images/11111111-1111-1111-1111-111111111111/960.webp")).toBeNull();
  });

  it("answers null for a missing object and refuses unsafe keys", async () => {
    expect(await s3.storage.get("images/none/480.webp")).toBeNull();
    await expect(s3.storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /Unsafe storage key/,
    );
  });
});
