/** Limits and timings of the product, in one place. */
export const LIMITS = {
  imagesPerListing: 20,
  imageBytes: 15 * 1024 * 1024,
  /** Larger images are refused before decoding (decompression bombs). */
  imagePixels: 50_000_000,
  imageWidths: [480, 960, 1600] as const,
  mobileDigits: 10,
  passwordMin: 6,
  passwordMax: 128,
  pageSize: 12,
  adminPageSize: 25,
  cardNameWords: 5,
} as const;

export const TIMING = {
  heroSlideMs: 3000,
  scrollTopDelayMs: 100,
  afterLoginMs: 1000,
  afterSignUpMs: 1000,
  afterContactMs: 2000,
} as const;

/** Per-client limits on actions people could abuse. */
export const RATE_LIMITS = {
  signIn: { max: 10, windowSeconds: 60 },
  signUp: { max: 5, windowSeconds: 600 },
  contact: { max: 3, windowSeconds: 600 },
  upload: { max: 120, windowSeconds: 600 },
} as const;
