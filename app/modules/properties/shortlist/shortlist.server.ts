import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import type { Locale } from "#app/modules/i18n/locale";
import { cardColumns, titleColumns, toCardRow } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { firstImage, firstImageColumns } from "#app/modules/media/first-image.server";
import { isLive } from "#app/modules/properties/live.server";
import { isPropertyId, PROPERTY } from "#app/modules/properties/properties.server";
import type { PropertySummary } from "#app/modules/properties/types";
import { images, properties, shortlist } from "#db/schema";

/** At most this many listings on one person's shortlist (each heart is one row). */
export const SHORTLIST_MAX = 500;

/** The ids on this person's shortlist (the hearts of every card they see), newest first. */
export async function shortlistIds(userId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ id: shortlist.propertyId })
    .from(shortlist)
    .where(eq(shortlist.userId, userId))
    .orderBy(desc(shortlist.createdAt))
    .limit(SHORTLIST_MAX);
  return rows.map((row) => row.id);
}

export type ShortlistOutcome = "added" | "removed" | "unknown" | "full";

/**
 * Adds or removes a listing. Only a live listing can be added (a pending one is nobody
 * else's to keep); anything may be removed, so a listing gone from the site can be cleared.
 */
export async function setShortlisted(userId: string, propertyId: string, on: boolean): Promise<ShortlistOutcome> {
  if (!isPropertyId(propertyId)) return "unknown";
  const db = getDb();
  if (!on) {
    await db.delete(shortlist).where(and(eq(shortlist.userId, userId), eq(shortlist.propertyId, propertyId)));
    return "removed";
  }
  const [live] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isLive));
  if (!live) return "unknown";
  if ((await db.$count(shortlist, eq(shortlist.userId, userId))) >= SHORTLIST_MAX) return "full";
  await db.insert(shortlist).values({ userId, propertyId }).onConflictDoNothing();
  return "added";
}

/** The name of a live listing (for the "add it?" page), or null when it is not listed. */
export async function liveListingName(propertyId: string, locale: Locale = "en"): Promise<string | null> {
  if (!isPropertyId(propertyId)) return null;
  const [row] = await getDb()
    .select(titleColumns(properties))
    .from(properties)
    .where(and(eq(properties.id, propertyId), isLive));
  return row ? listingTitle(row, locale) : null;
}

export interface ShortlistItem {
  property: PropertySummary;
  live: boolean;
  addedAt: string;
}

/** /shortlist: the person's listings as cards, newest first, each saying whether it is still live. */
export async function shortlistCards(userId: string): Promise<ShortlistItem[]> {
  const image = firstImage(images.propertyId, properties.id);
  const rows = await getDb()
    .select({
      ...cardColumns(PROPERTY),
      isApproved: properties.isApproved,
      addedAt: shortlist.createdAt,
      image: firstImageColumns(image),
    })
    .from(shortlist)
    .innerJoin(properties, eq(properties.id, shortlist.propertyId))
    .leftJoinLateral(image, sql`true`)
    .where(eq(shortlist.userId, userId))
    .orderBy(desc(shortlist.createdAt))
    .limit(SHORTLIST_MAX);
  return rows.map(({ isApproved, addedAt, image: photo, ...row }) => ({
    property: { ...toCardRow(row, photo), isApproved },
    live: isApproved,
    addedAt: addedAt.toISOString(),
  }));
}

/** The shortlist's part of "Download my data": every heart, oldest first. */
export function shortlistForDownload(userId: string) {
  return getDb()
    .select({ propertyId: shortlist.propertyId, addedAt: shortlist.createdAt })
    .from(shortlist)
    .where(eq(shortlist.userId, userId))
    .orderBy(asc(shortlist.createdAt));
}
