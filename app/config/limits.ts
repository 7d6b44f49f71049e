import { FORM_BODY_BYTES, IMAGE_BYTES } from "./body-limits.js";
/** Limits and timings of the product, in one place. */
export const LIMITS = {
  imagesPerListing: 20,
  imageBytes: IMAGE_BYTES,
  /** Larger images are refused before decoding (decompression bombs): 25 MP is ~100 MB decoded. */
  imagePixels: 25_000_000,
  imageWidths: [480, 960, 1600] as const,
  mobileDigits: 10,
  passwordMin: 6,
  passwordMax: 128,
  /** An account's name: it is shown on others' pages (enquiries, reveals), so it is bounded. */
  nameMax: 80,
  /** The longest e-mail address the standards allow (RFC 5321's path limit). */
  emailMax: 254,
  pageSize: 12,
  adminPageSize: 25,
  cardNameWords: 5,
  /** Request bodies of forms (every route but the photo upload), refused with 413 beyond this. */
  formBodyBytes: FORM_BODY_BYTES,
} as const;

/**
 * Photo processing runs through one small queue (decoding is the heaviest work the server
 * does): this many at a time, this many waiting (more are told "busy, try again"), a
 * wait and a processing time after which the photo is given up.
 */
export const IMAGE_WORK = {
  concurrent: 1,
  waiting: 12,
  waitSeconds: 30,
  timeoutSeconds: 20,
  /** Stored files with no database row (an upload killed midway) are removed after this long. */
  leftoverMinutes: 60,
} as const;

/**
 * Posting properties, per account: at most `perWindow` new properties in any
 * `windowMinutes`, and at most `pending` waiting for approval at a time (floods of posts
 * would bury the moderation queue).
 */
export const POSTING_LIMITS = {
  perWindow: 10,
  windowMinutes: 60,
  pending: 20,
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
  /**
   * Failed sign-ins per account from one client address (see login.tsx): a stranger's wrong
   * guesses lock out their own address, never the owner's.
   */
  signInAccount: { max: 10, windowSeconds: 900 },
  /** Failed sign-ins per account from every address together: guessing from many addresses. */
  signInAccountEverywhere: { max: 100, windowSeconds: 3600 },
  /**
   * Sign-ups per client address: an agency's office signs up its people together (13 in a
   * minute were refused at 5), so the limit is loose; accounts are worth little to an abuser
   * since reveals are capped per address and reports count only from older accounts
   * (decision 019). Tries for one e-mail address are limited apart (signUpEmail).
   */
  signUp: { max: 20, windowSeconds: 600 },
  signUpEmail: { max: 3, windowSeconds: 3600 },
  contact: { max: 3, windowSeconds: 600 },
  upload: { max: 120, windowSeconds: 600 },
  /** Enquiries to owners from one client (and, separately, one a day per sender and listing). */
  enquiry: { max: 5, windowSeconds: 600 },
  /**
   * Enquiries about one listing from one client address a day, whoever sends them: a visitor
   * who types a new e-mail each time, or fresh accounts, cannot flood one owner. A few, not
   * one, for people who share a connection (a family, an office).
   */
  enquiryListing: { max: 3, windowSeconds: 24 * 60 * 60 },
  /** Requests for a password-reset link: per client, and per address typed (one inbox is not flooded). */
  passwordReset: { max: 5, windowSeconds: 900 },
  passwordResetAccount: { max: 3, windowSeconds: 3600 },
  /** Confirmation e-mails one account asks for (send again, change of address). */
  accountEmail: { max: 5, windowSeconds: 3600 },
  /**
   * Changes to one account's name or mobile number: each forgets the cached pages of that
   * person's listings (posterChanged), so how often one account may do it is bounded.
   */
  accountDetails: { max: 10, windowSeconds: 3600 },
  /** Reports of listings from one client (and, separately, one a day per reporter and listing). */
  report: { max: 5, windowSeconds: 600 },
  /**
   * SMS codes to prove a mobile number (decision 043): per number (nobody's phone is flooded,
   * whoever asks) and per client address (each SMS costs money).
   */
  mobileCodeNumber: { max: 3, windowSeconds: 3600 },
  mobileCodeAddress: { max: 10, windowSeconds: 3600 },
  /** Wrong current passwords per account (changing the password, deleting the account). */
  passwordCheck: { max: 10, windowSeconds: 900 },
  /** Requests to the import API per key (decision 064): a CRM sending its whole stock each hour fits. */
  apiKey: { max: 3000, windowSeconds: 3600 },
  /** Requests to the import API without a working key, per client address: keys are not guessed. */
  apiKeyMissing: { max: 30, windowSeconds: 600 },
} as const;

/**
 * Signs that an "Owner" posts like a broker (properties/trust/broker-signs.server.ts): more
 * live or waiting listings than this. Listings in several cities are not a sign by themselves
 * (an owner with a plot in Lucknow and a flat in Kanpur is an owner: issue 57, B14). The desk
 * shows at most `evidence` listings behind each sign.
 */
export const BROKER_SIGNS = { listings: 5, evidence: 20 } as const;

/** How long the links in account e-mails work. */
export const ACCOUNT_LINKS = {
  resetPasswordSeconds: 60 * 60,
  verifyEmailSeconds: 3 * 24 * 60 * 60,
  /** The old address's link that undoes a change of address. */
  undoEmailChangeSeconds: 7 * 24 * 60 * 60,
  /** The link that lets the owner's browser sign in while the account's sign-ins are paused. */
  unlockSignInSeconds: 60 * 60,
  /** How long that browser keeps sign-ins of its own, apart from the paused ones. */
  unlockedBrowserSeconds: 60 * 60,
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/**
 * RATE_LIMIT_DISABLED: unset or "0" keeps every limit; "1" lifts them all (tests that
 * sign in many times); a comma-separated list of buckets ("signIn,signUp") lifts only
 * those, and a list of "!bucket" lifts all but those ("!contact": the end-to-end server,
 * which tests the contact limit in a browser). Returns the lifted buckets, or an error.
 */
export function parseRateLimitSwitch(
  value: string | undefined,
): { ok: true; lifted: ReadonlySet<RateLimitBucket> } | { ok: false; error: string } {
  const all = Object.keys(RATE_LIMITS) as RateLimitBucket[];
  const text = (value ?? "").trim();
  if (["", "0", "false", "no"].includes(text)) return { ok: true, lifted: new Set() };
  if (["1", "true", "yes"].includes(text)) return { ok: true, lifted: new Set(all) };
  const names = text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const kept = names.filter((name) => name.startsWith("!")).map((name) => name.slice(1));
  if (kept.length > 0 && kept.length !== names.length) {
    return { ok: false, error: 'name the buckets to lift, or only "!bucket" ones to keep, not both' };
  }
  const listed = kept.length > 0 ? kept : names;
  const unknown = listed.filter((name) => !(all as string[]).includes(name));
  if (unknown.length > 0) {
    return { ok: false, error: `use 1, 0 or a list of ${all.join(", ")} (unknown: ${unknown.join(", ")})` };
  }
  const lifted = kept.length > 0 ? all.filter((name) => !kept.includes(name)) : (listed as RateLimitBucket[]);
  return { ok: true, lifted: new Set(lifted) };
}

/**
 * The listing lifecycle's timings (docs/product/marketplace.md §2, §3). How long a listing stays live is
 * a setting (LISTING_LIFE_DAYS, 45 by default); the rest are the product's rules.
 */
export const LIFECYCLE = {
  /** The owner is asked "still available?" this many days before the listing expires. */
  reminderDaysBefore: 7,
  /** The reminder's one-click link works this long (past the expiry, so a late click still renews). */
  renewalLinkDays: 14,
  /** Rejected listings and their photos are removed this long after the rejection. */
  purgeRejectedDays: 30,
  /** This many "no longer available" reports from different people within `reportWindowDays` ask the owner. */
  goneReports: 3,
  reportWindowDays: 14,
} as const;

/**
 * Bulk imports (/profile/import, decision 062): every bound checked before a file is parsed
 * or while it is read, so no file can make the server hold or work more than this. The file
 * travels in a form, so it stays under the form body's limit.
 */
export const IMPORT_LIMITS = {
  /** The file's bytes (a little under the form body's 1 MB, which carries the form's other fields). */
  fileBytes: 1000 * 1024,
  /** An .xlsx file's parts, unpacked, as its archive declares them (a zip bomb is refused unread). */
  unpackedBytes: 24 * 1024 * 1024,
  rows: 2000,
  columns: 60,
  /** Characters in one cell. */
  cellChars: 4000,
  /** Photo addresses in one row (the listing's own limit). */
  photosPerRow: 20,
  /** Times the posting limits for an agent whose RERA number an Admin has checked. */
  verifiedAgentScale: 50,
} as const;
