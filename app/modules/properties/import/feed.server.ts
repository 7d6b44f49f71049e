import { eq, isNull, lt, or } from "drizzle-orm";
import { IMPORT_LIMITS } from "#app/config/limits";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import {
  type FetchedKind,
  FetchRefusedError,
  fetchPublic,
  photoFetchPolicy,
  publicTarget,
} from "#app/modules/media/fetch-photo.server";
import { now } from "#app/modules/platform/clock.server";
import { logger } from "#app/modules/platform/logger.server";
import { mustVerifyMobile } from "#app/modules/properties/posting/post.server";
import { POSTER_MESSAGES } from "#app/modules/properties/words";
import { listingFeeds, user } from "#db/schema";
import { API_MESSAGES, readListing } from "./api.server";
import { COLUMN_KEYS } from "./columns";
import type { Worded } from "./imports-store.server";
import { previewTable } from "./preview.server";
import { startImport } from "./queue.server";
import { FILE_MESSAGES, FileRefusedError, readImportFile } from "./read-file.server";

/**
 * A poster's nightly feed (issue 59, item 6; decision 062): the address of a file their CRM
 * keeps up to date, fetched once a night as a photo is fetched (`https` only, every address
 * public, after every redirect too, bounded in bytes and time) and imported as a file sent on
 * the import page is: the same reading (CSV or .xlsx by content, or JSON in the API's shape),
 * the same bounds, the same checks of every row; then applied at once, as if the poster had
 * confirmed its preview (the feed is their standing confirmation). A feed that fails says
 * why on the poster's page, and changes nothing.
 */

export const FEED_MESSAGES = {
  notHttps: msg("The feed's address must begin with https://."),
  badAddress: msg("The feed's address is not a valid web address."),
  privateAddress: msg("The feed's address points inside a private network, which we do not fetch from."),
  tooManyRedirects: msg("The feed's address redirected too many times."),
  failed: msg("The feed could not be fetched: the server answered {status}."),
  unreachable: msg("The feed's server could not be reached."),
  tooSlow: msg("The feed's server took longer than {seconds} seconds to answer."),
  tooLarge: msg("The feed is larger than {kb} KB."),
  notListings: msg("The feed's JSON must be a list of listings, each with its ListingId."),
  badListing: msg("Listing {number} of the feed: {field}: {problem}"),
  saved: msg("Your feed is saved. We fetch it every night and import what changed."),
  removed: msg("Your feed is no longer fetched."),
  none: msg("You have no feed."),
} as const;

const FEED: FetchedKind = {
  messages: FEED_MESSAGES,
  maxBytes: IMPORT_LIMITS.fileBytes,
  accept: "text/csv, application/json, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*;q=0.5",
  userAgent: "AwadhEstates-feed",
  refuse: (key, values) => new FetchRefusedError(key, values),
  tooLarge: () => new FetchRefusedError(FEED_MESSAGES.tooLarge, { kb: Math.floor(IMPORT_LIMITS.fileBytes / 1024) }),
};

/** A feed is fetched at most once in this long (a night's job that ran twice fetches once). */
const FEED_EVERY_MS = 20 * 3_600_000;
/** How many feeds one run fetches at most (the next night takes the rest first). */
const FEEDS_A_RUN = 200;

const en = serverTranslator("en");
const hi = serverTranslator("hi");
const worded = (key: string, values?: Record<string, string | number>): Worded => ({
  en: en.t(key, values),
  hi: hi.t(key, values),
});

export interface FeedView {
  url: string;
  full: boolean;
  lastRunAt: Date | null;
  lastImportId: string | null;
  lastProblem: Worded | null;
}

/** The poster's feed and what its last fetch did; null without one. */
export async function feedOf(userId: string): Promise<FeedView | null> {
  const [row] = await getDb().select().from(listingFeeds).where(eq(listingFeeds.userId, userId));
  if (!row) return null;
  const { url, full, lastRunAt, lastImportId, lastProblem } = row;
  return { url, full, lastRunAt, lastImportId, lastProblem: (lastProblem as Worded | null) ?? null };
}

/** Sets the poster's feed (checked as the nightly fetch will check it), or says why not. */
export async function saveFeed(
  userId: string,
  address: string,
  full: boolean,
): Promise<{ ok: true } | { ok: false; message: string }> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { ok: false, message: FEED_MESSAGES.badAddress };
  }
  if (url.protocol !== "https:") return { ok: false, message: FEED_MESSAGES.notHttps };
  if (url.username || url.password || url.href.length > 500) return { ok: false, message: FEED_MESSAGES.badAddress };
  const target = await publicTarget(url, photoFetchPolicy().allows);
  if (target === "private") return { ok: false, message: FEED_MESSAGES.privateAddress };
  if (target === "unreachable") return { ok: false, message: FEED_MESSAGES.unreachable };
  await getDb()
    .insert(listingFeeds)
    .values({ userId, url: url.href, full, createdAt: now() })
    .onConflictDoUpdate({
      target: listingFeeds.userId,
      set: { url: url.href, full, lastRunAt: null, lastProblem: null },
    });
  return { ok: true };
}

/** Stops fetching the poster's feed; false when they had none. */
export async function removeFeed(userId: string): Promise<boolean> {
  const removed = await getDb()
    .delete(listingFeeds)
    .where(eq(listingFeeds.userId, userId))
    .returning({ userId: listingFeeds.userId });
  return removed.length > 0;
}

/** A JSON feed's listings (the API's fields, each with its ListingId) as a sheet's rows. */
function jsonRows(text: string): string[][] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FileRefusedError(FEED_MESSAGES.notListings);
  }
  const listings = Array.isArray(body) ? body : (body as { listings?: unknown } | null)?.listings;
  if (!Array.isArray(listings) || listings.length === 0) throw new FileRefusedError(FEED_MESSAGES.notListings);
  if (listings.length > IMPORT_LIMITS.rows)
    throw new FileRefusedError(FILE_MESSAGES.tooManyRows, { max: IMPORT_LIMITS.rows });
  const rows = listings.map((item, index) => {
    const { ListingId: reference, ...fields } = (item ?? {}) as Record<string, unknown>;
    if (typeof reference !== "string" || !reference.trim()) throw new FileRefusedError(FEED_MESSAGES.notListings);
    const read = readListing(JSON.stringify(fields));
    if (!read.ok) {
      const [first] = read.problems;
      throw new FeedListingError(index + 1, first?.field ?? "", first?.message ?? API_MESSAGES.refused);
    }
    const cells: Record<string, string> = {
      ...read.fields,
      reference,
      amenities: read.amenities.join("; "),
      photos: read.photos.join(" "),
    };
    return COLUMN_KEYS.map((key) => cells[key] ?? "");
  });
  return [[...COLUMN_KEYS], ...rows];
}

/** One listing of a JSON feed the API would refuse: which, which field, and why. */
class FeedListingError extends Error {
  constructor(
    readonly number: number,
    readonly field: string,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** The feed's rows, read by content: JSON when it starts as JSON does, else CSV or .xlsx as a file is. */
async function feedRows(bytes: Buffer, url: string): Promise<string[][]> {
  const start = bytes
    .subarray(0, 64)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (start.startsWith("[") || start.startsWith("{")) return jsonRows(bytes.toString("utf8"));
  return readImportFile(new Uint8Array(bytes), new URL(url).pathname);
}

/** Why a feed failed, in both languages. */
function problemOf(error: unknown): Worded | null {
  if (error instanceof FetchRefusedError || error instanceof FileRefusedError) return worded(error.key, error.values);
  if (error instanceof FeedListingError)
    return {
      en: en.t(FEED_MESSAGES.badListing, { number: error.number, field: error.field, problem: en.t(error.problem) }),
      hi: hi.t(FEED_MESSAGES.badListing, { number: error.number, field: error.field, problem: hi.t(error.problem) }),
    };
  return null;
}

/** One poster's feed, fetched, read and imported; what is kept says how it went. */
async function runFeed(feed: typeof listingFeeds.$inferSelect, at: Date): Promise<"imported" | "failed"> {
  const db = getDb();
  const [poster] = await db
    .select({ role: user.role, mobileVerifiedAt: user.mobileVerifiedAt })
    .from(user)
    .where(eq(user.id, feed.userId));
  let problem: Worded | null = null;
  let importId: string | null = null;
  try {
    if (!poster || mustVerifyMobile({ role: poster.role, mobileVerified: Boolean(poster.mobileVerifiedAt) }))
      throw new FileRefusedError(POSTER_MESSAGES.verifyMobileFirst);
    const table = await feedRows(await fetchPublic(feed.url, FEED), feed.url);
    // A refusal of the whole sheet comes back as its message's key, worded here in both languages.
    const preview = await previewTable(feed.userId, new URL(feed.url).hostname, table, feed.full, { t: (key) => key });
    if (!preview.ok) problem = worded(preview.message);
    else {
      importId = preview.importId;
      await startImport(feed.userId, importId);
    }
  } catch (error) {
    problem = problemOf(error);
    if (!problem) {
      logger.error({ err: error, userId: feed.userId }, "feed failed");
      problem = worded(msg("The feed could not be imported. We will try again tomorrow night."));
    }
  }
  await db
    .update(listingFeeds)
    .set({ lastRunAt: at, lastProblem: problem, ...(importId ? { lastImportId: importId } : {}) })
    .where(eq(listingFeeds.userId, feed.userId));
  return problem ? "failed" : "imported";
}

/**
 * The nightly run: every feed not fetched in the last 20 hours, oldest first, one at a time
 * (each is a file's import: a night of feeds must not crowd the site's visitors).
 */
export async function runListingFeeds(at: Date = now()): Promise<{ imported: number; failed: number }> {
  const due = await getDb()
    .select()
    .from(listingFeeds)
    .where(or(isNull(listingFeeds.lastRunAt), lt(listingFeeds.lastRunAt, new Date(at.getTime() - FEED_EVERY_MS))))
    .orderBy(listingFeeds.lastRunAt)
    .limit(FEEDS_A_RUN);
  const counts = { imported: 0, failed: 0 };
  for (const feed of due) counts[await runFeed(feed, at)]++;
  return counts;
}
