import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { madeUpPhoto as photo } from "../../../tests/support/made-up-photo";
import { hammingDistance, hashPixels, NEAR_IDENTICAL_BITS, perceptualHash } from "./phash.server";

const hashOf = (input: Buffer) => perceptualHash(sharp(input));

describe("perceptual hash", () => {
  it("keeps a photo's hash through re-encoding, resizing, WebP and a little brightening; others differ", async () => {
    const original = await photo(1);
    const base = await hashOf(original);
    const copies = {
      jpeg50: await sharp(original).jpeg({ quality: 50 }).toBuffer(),
      half: await sharp(original).resize({ width: 400 }).toBuffer(),
      webp: await sharp(original).webp({ quality: 60 }).toBuffer(),
      brighter: await sharp(original).modulate({ brightness: 1.1 }).toBuffer(),
      cropped: await sharp(original).extract({ left: 8, top: 6, width: 784, height: 588 }).toBuffer(),
    };
    for (const [name, copy] of Object.entries(copies)) {
      expect(hammingDistance(base, await hashOf(copy)), name).toBeLessThanOrEqual(NEAR_IDENTICAL_BITS);
    }
    for (let seed = 2; seed <= 6; seed++) {
      expect(hammingDistance(base, await hashOf(await photo(seed))), `seed ${seed}`).toBeGreaterThan(
        NEAR_IDENTICAL_BITS * 1.5,
      );
    }
  });

  it("is a signed 64-bit number, the same for the same pixels", () => {
    const grey = Uint8Array.from({ length: 1024 }, (_, i) => (i * 37) % 256);
    const hash = hashPixels(grey);
    expect(hash).toBe(hashPixels(grey));
    expect(hash >= -(2n ** 63n) && hash < 2n ** 63n).toBe(true);
    expect(hammingDistance(hash, hash)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
  });
});
