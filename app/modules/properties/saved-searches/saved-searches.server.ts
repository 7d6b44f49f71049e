import crypto from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { localeOfRecipient } from "#app/modules/accounts/emails.server";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { pathIn } from "#app/modules/i18n/locale";
import { type Translator, translator } from "#app/modules/i18n/translate";
import { propertyHref } from "#app/modules/listing-core/links";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { cardColumns, toCardRow } from "#app/modules/listing-core/store.server";
import { cardsIn } from "#app/modules/listing-core/view";
import { compose, type EmailListing } from "#app/modules/mail/compose";
import { getMailer } from "#app/modules/mail/mailer.server";
import { imageUrl, type StoredImage } from "#app/modules/media/image-urls";
import { now as clockNow } from "#app/modules/platform/clock.server";
import { logger } from "#app/modules/platform/logger.server";
import { keyedHash } from "#app/modules/platform/site-secret.server";
import { isLive } from "#app/modules/properties/live.server";
import { PROPERTY } from "#app/modules/properties/properties.server";
import { filtersToParams, parseFilters, type SearchFilters } from "#app/modules/properties/search/filters";
import { filterCondition } from "#app/modules/properties/search/search.server";
import { searchHref } from "#app/modules/properties/search/search-page.server";
import { activeFilters } from "#app/modules/properties/search/suggestions";
import { images, properties, savedSearches, user } from "#db/schema";
import { SAVED_SEARCH_EMAIL, SAVED_SEARCH_MESSAGES } from "./words";

/** Saved searches per person, and listings named in one alert e-mail (then a link to all). */
export const SAVED_SEARCH_LIMITS = { perUser: 20, perEmail: 10, nameMax: 80 } as const;

/** The filters a saved search keeps: everything but the order and the page. */
export function savedQuery(params: URLSearchParams): { query: string; filters: SearchFilters } {
  const filters = { ...parseFilters(params), sort: "newest" as const, page: 1 };
  return { query: filtersToParams(filters).toString(), filters };
}

/** How a search reads ("Lucknow, 3 BHK, up to ₹60 L"), its default name, in the page's language. */
export function describeSearch(filters: SearchFilters, words: Translator = translator("en")): string {
  const labels = activeFilters(filters, words).map((filter) => filter.label);
  return (labels.join(", ") || words.t(SAVED_SEARCH_MESSAGES.everything)).slice(0, SAVED_SEARCH_LIMITS.nameMax);
}

export type SaveOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Saves a search; its messages (and the name we give it) in the language of `words`. */
export async function saveSearch(
  userId: string,
  name: string,
  params: URLSearchParams,
  words: Translator = translator("en"),
): Promise<SaveOutcome> {
  const { query, filters } = savedQuery(params);
  const title = name.trim().slice(0, SAVED_SEARCH_LIMITS.nameMax) || describeSearch(filters, words);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (Number(n) >= SAVED_SEARCH_LIMITS.perUser) {
      return {
        ok: false as const,
        status: 409,
        message: SAVED_SEARCH_MESSAGES.tooMany(SAVED_SEARCH_LIMITS.perUser, words),
      };
    }
    await tx.insert(savedSearches).values({ userId, name: title, query });
    return { ok: true as const, message: SAVED_SEARCH_MESSAGES.saved(title, words) };
  });
}

export interface SavedSearchRow {
  id: string;
  name: string;
  href: string;
  paused: boolean;
  createdAt: string;
}

export async function savedSearchesOf(userId: string): Promise<SavedSearchRow[]> {
  const rows = await getDb()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    href: searchHref(parseFilters(new URLSearchParams(row.query))),
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
  }));
}

const own = (userId: string, id: string) =>
  and(
    eq(savedSearches.userId, userId),
    eq(savedSearches.id, /^[0-9a-f-]{36}$/i.test(id) ? id : "00000000-0000-0000-0000-000000000000"),
  );

/** Rename, pause or resume, delete: only the person's own; false when it is not theirs. */
export async function updateSavedSearch(
  userId: string,
  id: string,
  change: { name?: string; paused?: boolean } | "delete",
): Promise<boolean> {
  const db = getDb();
  if (change === "delete") return (await db.delete(savedSearches).where(own(userId, id)).returning()).length > 0;
  const name = change.name?.trim().slice(0, SAVED_SEARCH_LIMITS.nameMax);
  const set = { ...(name ? { name } : {}), ...(change.paused === undefined ? {} : { paused: change.paused }) };
  if (Object.keys(set).length === 0) return false;
  return (await db.update(savedSearches).set(set).where(own(userId, id)).returning()).length > 0;
}

// ── Unsubscribe links: signed, so they work without signing in ──────────────────────────

async function signature(id: string): Promise<string> {
  return keyedHash(`saved-search-alerts:${id}`).toString("base64url");
}

export async function unsubscribeHref(id: string): Promise<string> {
  return `/alerts/unsubscribe?${new URLSearchParams({ id, sig: await signature(id) })}`;
}

/** Pauses a saved search from an e-mail's link; false for a forged or unknown link. */
export async function unsubscribe(id: string, sig: string): Promise<{ name: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const expected = Buffer.from(await signature(id));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [row] = await getDb()
    .update(savedSearches)
    .set({ paused: true })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row ?? null;
}

/**
 * The headers that let a mail program offer its own "Unsubscribe" button (RFC 2369) and
 * press it with one POST to the signed link, no sign-in and no page (RFC 8058; Gmail and
 * Yahoo ask bulk senders for both). A GET of the same link still asks to confirm, as mail
 * scanners open links. No mailto: nothing here reads incoming mail.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The first photo of each of these properties (by position), in one query. */
async function firstPhotos(ids: string[]): Promise<Map<string, StoredImage>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .selectDistinctOn([images.propertyId], {
      propertyId: images.propertyId,
      id: images.id,
      width: images.width,
      height: images.height,
      widths: images.widths,
    })
    .from(images)
    .where(inArray(images.propertyId, ids))
    .orderBy(images.propertyId, asc(images.position));
  return new Map(rows.map(({ propertyId, ...image }) => [String(propertyId), image]));
}

// ── The daily alert ──────────────────────────────────────────────────────────────────────

export interface AlertRun {
  searches: number;
  emails: number;
  ms: number;
}

const BATCH = 500;

/**
 * For every saved search that is not paused, the live listings that match it and went
 * live after its last run (or after it was saved), up to `now`: one e-mail naming the
 * newest ten with a link to all, then the search's clock moves to `now`. Searches are read
 * a batch at a time; each one's listings come from properties_approved_at_idx.
 */
export async function sendSearchAlerts(now: Date = clockNow()): Promise<AlertRun> {
  const started = performance.now();
  const db = getDb();
  let after = "00000000-0000-0000-0000-000000000000";
  let searches = 0;
  let emails = 0;
  const site = getSite();
  // The newest listing that went live by `now`: a search last run after it has nothing new,
  // and costs no query (a day without news is a quick run).
  const [{ newest } = { newest: null }] = await db
    .select({ newest: sql<string | null>`max(${properties.approvedAt})` })
    .from(properties)
    .where(and(isLive, lte(properties.approvedAt, now)));
  const newestAt = newest ? new Date(newest) : null;
  for (;;) {
    const batch = await db
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        since: sql<Date>`coalesce(${savedSearches.lastSentAt}, ${savedSearches.createdAt})`.mapWith((v) => new Date(v)),
        email: user.email,
        owner: user.name,
        locale: user.locale,
      })
      .from(savedSearches)
      .innerJoin(user, eq(user.id, savedSearches.userId))
      .where(and(eq(savedSearches.paused, false), gt(savedSearches.id, after)))
      .orderBy(asc(savedSearches.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]?.id ?? after;
    const checked: string[] = [];
    for (const search of batch) {
      searches += 1;
      if (!newestAt || search.since >= newestAt) continue;
      checked.push(search.id);
      const filters = parseFilters(new URLSearchParams(search.query));
      const where = filterCondition(filters);
      if (!where) continue;
      const fresh = and(where, isLive, gt(properties.approvedAt, search.since), lte(properties.approvedAt, now));
      const rows = await db
        .select(cardColumns(PROPERTY))
        .from(properties)
        .where(fresh)
        .orderBy(desc(properties.approvedAt))
        .limit(SAVED_SEARCH_LIMITS.perEmail + 1);
      if (rows.length > 0) {
        const total = rows.length > SAVED_SEARCH_LIMITS.perEmail ? await db.$count(properties, fresh) : rows.length;
        const shown = rows.slice(0, SAVED_SEARCH_LIMITS.perEmail);
        const photos = await firstPhotos(shown.map((row) => row.id));
        // In the person's language (user.locale, decision 028); the search's name stays as they wrote it.
        const locale = localeOfRecipient(search);
        const { t } = serverTranslator(locale);
        // Cards worded in the person's language: price, facts and area note (view.ts).
        const cards = cardsIn(
          shown.map((row) => toCardRow(row, null)),
          listingSettings(),
          locale,
        );
        const listings = cards.map((card): EmailListing => {
          const photo = photos.get(card.id);
          return {
            name: card.name,
            url: `${site.publicUrl}${pathIn(locale, propertyHref(card.id))}`,
            ...(photo ? { imageUrl: `${site.publicUrl}${imageUrl(photo, 480)}` } : {}),
            price: card.priceText,
            facts: card.areaNote ? [...card.facts, card.areaNote] : card.facts,
            place: [card.locality, card.city].filter(Boolean).join(", "),
          };
        });
        const values = { name: search.name, count: String(total), owner: search.owner, total: String(total) };
        const unsubscribeUrl = `${site.publicUrl}${pathIn(locale, await unsubscribeHref(search.id))}`;
        getMailer().send(
          compose({
            to: search.email,
            subject: t(total === 1 ? SAVED_SEARCH_EMAIL.subjectOne : SAVED_SEARCH_EMAIL.subject, values),
            greeting: t(SAVED_SEARCH_EMAIL.greeting, values),
            paragraphs: [t(total === 1 ? SAVED_SEARCH_EMAIL.bodyOne : SAVED_SEARCH_EMAIL.body, values)],
            listings,
            action: {
              label: total > 10 ? t(SAVED_SEARCH_EMAIL.actionAll, values) : t(SAVED_SEARCH_EMAIL.action),
              url: `${site.publicUrl}${pathIn(locale, searchHref(filters))}`,
            },
            notes: [`${t(SAVED_SEARCH_EMAIL.unsubscribe)} ${unsubscribeUrl}`],
            signature: { brand: brandName(site), url: site.publicUrl },
            headers: unsubscribeHeaders(unsubscribeUrl),
            ...(locale === "en" ? {} : { lang: locale }),
          }),
        );
        emails += 1;
      }
    }
    // The searches looked at move their clock to `now`, a batch at a time.
    if (checked.length)
      await db.update(savedSearches).set({ lastSentAt: now }).where(inArray(savedSearches.id, checked));
  }
  const ms = Math.round(performance.now() - started);
  logger.info({ searches, emails, ms }, "saved-search alerts sent");
  return { searches, emails, ms };
}

/** The saved searches' part of "Download my data", oldest first. */
export function savedSearchesForDownload(userId: string) {
  return getDb()
    .select({
      name: savedSearches.name,
      query: savedSearches.query,
      paused: savedSearches.paused,
      lastAlertAt: savedSearches.lastSentAt,
      savedAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
}
