import type { Sharp } from "sharp";

/**
 * A 64-bit perceptual hash of a photo (the DCT "pHash"): the picture in 32×32 grey, its
 * lowest 8×8 frequencies, each bit saying whether a frequency is above their median. A
 * photo re-encoded, resized, recompressed or slightly brightened keeps nearly the same
 * bits; another photo differs in about half of them. Stored as a signed 64-bit integer
 * (PostgreSQL bigint) on `images.phash`; duplicates are found by Hamming distance.
 */
const SIZE = 32;
const LOW = 8;

/** At most this many differing bits makes two photos "the same" (see the unit test's figures). */
export const NEAR_IDENTICAL_BITS = 10;

// cos((2x + 1) u π / 2N) for the 8 lowest frequencies u, computed once.
const COSINES = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/** The hash of 32×32 grey pixels (row by row, one byte each). */
export function hashPixels(grey: Uint8Array): bigint {
  if (grey.length !== SIZE * SIZE) throw new Error(`expected ${SIZE * SIZE} grey pixels`);
  // Rows first (each row's 8 low frequencies), then columns: 32·32·8 + 8·32·8 products.
  const rows = new Float64Array(SIZE * LOW);
  for (let y = 0; y < SIZE; y++) {
    for (let u = 0; u < LOW; u++) {
      const cos = COSINES[u] as Float64Array;
      let sum = 0;
      for (let x = 0; x < SIZE; x++) sum += (grey[y * SIZE + x] as number) * (cos[x] as number);
      rows[y * LOW + u] = sum;
    }
  }
  const low = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    const cos = COSINES[v] as Float64Array;
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIZE; y++) sum += (rows[y * LOW + u] as number) * (cos[y] as number);
      low[v * LOW + u] = sum;
    }
  }
  // The median without the DC term (the average brightness says nothing of the picture).
  const sorted = Array.from(low.subarray(1)).sort((a, b) => a - b);
  const median = ((sorted[30] as number) + (sorted[31] as number)) / 2;
  let hash = 0n;
  for (let i = 0; i < LOW * LOW; i++) hash = (hash << 1n) | ((low[i] as number) > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The hash of an image already open in sharp (the upload's decoded pixels). */
export async function perceptualHash(image: Sharp): Promise<bigint> {
  const grey = await image.greyscale().resize(SIZE, SIZE, { fit: "fill", kernel: "cubic" }).raw().toBuffer();
  return hashPixels(new Uint8Array(grey.buffer, grey.byteOffset, grey.length));
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (diff) {
    diff &= diff - 1n;
    bits += 1;
  }
  return bits;
}
