/**
 * Counting views of listing pages (decision 031). The Express handler calls
 * countListingView for every answer it gives, whether rendered or from the page cache, so a
 * view is counted however the page was served; counts wait in memory (ViewTally) and are
 * written every few seconds, and when the server stops, as one upsert per batch.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { getDb } from "#app/modules/db/db.server";
import { withoutLocale } from "#app/modules/i18n/locale";
import { now } from "#app/modules/platform/clock.server";
import { clientIp } from "#app/modules/platform/http.server";
import { logger } from "#app/modules/platform/logger.server";
import { isPropertyId } from "#app/modules/properties/properties.server";
import { indiaDay } from "#app/modules/text/india-day";
import { mayBeAPersonsView } from "./view-filter";
import { type ViewCount, ViewTally } from "./view-tally";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by the listing page's loader when its viewer is the listing's owner or an Admin. */
    ownListingView?: boolean;
  }
}

const tally = new ViewTally();

/** The listing page's loader: this viewer's look at the page is not a buyer's view. */
export function markOwnView(context: AppLoadContext): void {
  context.ownListingView = true;
}

const LISTING_PAGE = /^\/listing-detail(?:\.data)?\/?$/;

/**
 * Counts the answer to `request` as a view when it is one: a GET of a listing's page (the
 * document or its .data, English or Hindi) answered 200, by a person's browser, not a
 * prefetch, not the owner or an Admin looking at it, and not the page fetching its own data
 * again after a form on it was sent (a .data request from the same listing's page).
 */
export function countListingView(request: Request, status: number, context: AppLoadContext): void {
  if (status !== 200 || request.method !== "GET" || context.ownListingView) return;
  const url = new URL(request.url);
  const path = withoutLocale(url.pathname).toLowerCase();
  if (!LISTING_PAGE.test(path)) return;
  const id = url.searchParams.get("id") ?? "";
  if (!isPropertyId(id) || !mayBeAPersonsView(request.headers)) return;
  if (path.includes(".data") && refersToSameListing(request.headers.get("referer"), id)) return;
  if (!viewers.firstLookToday(clientIp(request), id)) return;
  tally.add(id);
}

/**
 * Who has looked at which listing today, so that one client (an address, an IPv6 client by
 * its /64) counts once per listing per India day however many times, ways and languages it
 * asks. Only a keyed hash is kept, under a key made afresh each day and never stored, so the
 * addresses cannot be read back; past MAX_VIEWERS a day's looks are counted as they come.
 */
const MAX_VIEWERS = 500_000;
const viewers = {
  day: "",
  key: crypto.randomBytes(32),
  seen: new Set<string>(),
  firstLookToday(client: string, listing: string): boolean {
    const day = indiaDay(now());
    if (day !== this.day) {
      this.day = day;
      this.key = crypto.randomBytes(32);
      this.seen.clear();
    }
    if (this.seen.size >= MAX_VIEWERS) return true;
    const look = crypto.createHmac("sha256", this.key).update(`${client}|${listing}`).digest("base64url").slice(0, 22);
    if (this.seen.has(look)) return false;
    this.seen.add(look);
    return true;
  },
};

function refersToSameListing(referer: string | null, id: string): boolean {
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return (
      LISTING_PAGE.test(withoutLocale(from.pathname).toLowerCase()) &&
      (from.searchParams.get("id") ?? "").toLowerCase() === id.toLowerCase()
    );
  } catch {
    return false;
  }
}

/**
 * Writes what the tally holds: one statement for the batch, adding to each day's row.
 * Listings deleted since their view are skipped, so one gone listing cannot
 * fail the batch. A failed write keeps its counts for the next one.
 */
export async function flushListingViews(): Promise<number> {
  const batch = tally.take();
  if (tally.dropped > 0) {
    logger.warn({ dropped: tally.dropped }, "listing views dropped: too many listings viewed between two writes");
    tally.dropped = 0;
  }
  if (batch.length === 0) return 0;
  try {
    for (let from = 0; from < batch.length; from += 1000) await upsert(batch.slice(from, from + 1000));
  } catch (error) {
    logger.error({ err: error, entries: batch.length }, "listing views not written; kept for the next write");
    tally.putBack(batch);
    return 0;
  }
  return batch.length;
}

async function upsert(batch: readonly ViewCount[]): Promise<void> {
  const rows = sql.join(
    batch.map((view) => sql`(${view.propertyId}::uuid, ${view.day}::date, ${view.kind}, ${view.count}::int)`),
    sql`, `,
  );
  await getDb().execute(sql`
    insert into listing_views (property_id, day, kind, count)
    select v.property_id, v.day, v.kind, v.count
    from (values ${rows}) as v (property_id, day, kind, count)
    where exists (select 1 from properties p where p.id = v.property_id)
    on conflict (property_id, day, kind) do update set count = listing_views.count + excluded.count
  `);
}

let timer: NodeJS.Timeout | undefined;
let flushing: Promise<unknown> = Promise.resolve();

/** Writes the counts every `seconds` until stopViewCounter (server start). */
export function startViewCounter(seconds: number): void {
  clearInterval(timer);
  timer = setInterval(() => {
    flushing = flushing.then(flushListingViews);
  }, seconds * 1000);
  timer.unref();
}

/** Stops the timer and writes what is left (server stop, before the database closes). */
export async function stopViewCounter(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await flushing;
  await flushListingViews();
}
