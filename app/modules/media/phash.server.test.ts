import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hammingDistance, hashPixels, NEAR_IDENTICAL_BITS, perceptualHash } from "./phash.server";

/** A made-up "photo": soft light, a few walls and windows, some grain; the same seed gives the same picture. */
async function photo(seed: number, width = 1200, height = 900): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pixels = Buffer.alloc(width * height * 3);
  const boxes = Array.from({ length: 7 }, () => ({
    x: random() * width,
    y: random() * height,
    w: (0.1 + random() * 0.4) * width,
    h: (0.1 + random() * 0.4) * height,
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const light = random() * Math.PI;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 0.6 + 0.4 * Math.sin((x / width) * Math.cos(light) * 3 + (y / height) * Math.sin(light) * 3);
      let colour = [180 * shade, 170 * shade, 150 * shade];
      for (const box of boxes)
        if (x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h)
          colour = box.colour.map((c) => c * shade);
      const grain = (random() - 0.5) * 20;
      for (let c = 0; c < 3; c++)
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, (colour[c] ?? 0) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const hashOf = (input: Buffer) => perceptualHash(sharp(input));

describe("perceptual hash", () => {
  it("keeps a photo's hash through re-encoding, resizing, WebP and a little brightening; others differ", async () => {
    const original = await photo(1);
    const base = await hashOf(original);
    const copies = {
      jpeg50: await sharp(original).jpeg({ quality: 50 }).toBuffer(),
      half: await sharp(original).resize({ width: 600 }).toBuffer(),
      webp: await sharp(original).webp({ quality: 60 }).toBuffer(),
      brighter: await sharp(original).modulate({ brightness: 1.1 }).toBuffer(),
      cropped: await sharp(original).extract({ left: 12, top: 9, width: 1176, height: 882 }).toBuffer(),
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
