import { and, desc, eq } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { now } from "#app/modules/platform/clock.server";
import { isUuid } from "#app/modules/platform/ids";
import { isLive } from "#app/modules/properties/live.server";
import { conversations, properties, visitHours } from "#db/schema";
import { conversationForViewer } from "./conversations.server";
import type { ConversationPageData } from "./view";
import {
  DEFAULT_VISIT_HOURS,
  indiaTimeValue,
  MAX_AHEAD_MS,
  MIN_NOTICE_MS,
  type VisitHours,
  visitHoursWords,
} from "./visit-times";
import { visitHoursOf, visitsOf } from "./visits.server";

/** "Every day, 10:00 to 18:00"; Hindi "रोज़ सुबह 10 से शाम 6 बजे तक" (visit-times.ts). */
export function visitHoursText(hours: VisitHours, locale: Locale): string {
  return visitHoursWords(hours, serverTranslator(locale));
}

/** Everything the conversation page shows, for one of its sides; null when it is not theirs. */
export async function conversationPage(
  viewerId: string,
  id: string,
  locale: Locale,
): Promise<ConversationPageData | null> {
  const conversation = await conversationForViewer(viewerId, id, locale);
  if (!conversation) return null;
  const [visits, hours] = await Promise.all([
    visitsOf(conversation.id, conversation.side),
    visitHoursOf(conversation.propertyId),
  ]);
  const at = now();
  return {
    conversation,
    visits,
    visitHours: conversation.propertyId ? visitHoursText(hours, locale) : null,
    /** The date pickers' bounds, India time. */
    slotRange: {
      min: indiaTimeValue(new Date(at.getTime() + MIN_NOTICE_MS)),
      max: indiaTimeValue(new Date(at.getTime() + MAX_AHEAD_MS)),
    },
  };
}

/** The booking page of a live listing for a signed-in person; null when it is not live. */
export async function bookingPage(viewerId: string, propertyId: string, locale: Locale) {
  if (!isUuid(propertyId)) return null;
  const [listing] = await getDb()
    .select({ id: properties.id, userId: properties.userId, ...titleColumns(properties) })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isLive));
  if (!listing) return null;
  const [conversation] = await getDb()
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.propertyId, propertyId), eq(conversations.seekerId, viewerId)));
  const at = now();
  return {
    id: listing.id,
    listing: listingTitle(listing, locale),
    mine: listing.userId === viewerId,
    visitHours: visitHoursText(await visitHoursOf(listing.id), locale),
    conversationId: conversation?.id ?? null,
    slotRange: {
      min: indiaTimeValue(new Date(at.getTime() + MIN_NOTICE_MS)),
      max: indiaTimeValue(new Date(at.getTime() + MAX_AHEAD_MS)),
    },
  };
}

/** The poster's listings with the days and hours each accepts visits (their own page). */
export async function visitHoursPage(ownerId: string, locale: Locale) {
  const listings = await getDb()
    .select({ id: properties.id, status: properties.status, hours: visitHours, ...titleColumns(properties) })
    .from(properties)
    .leftJoin(visitHours, eq(visitHours.propertyId, properties.id))
    .where(eq(properties.userId, ownerId))
    .orderBy(desc(properties.createdAt));
  return listings.map((row) => {
    const hours = row.hours
      ? { days: row.hours.days, fromHour: row.hours.fromHour, toHour: row.hours.toHour }
      : DEFAULT_VISIT_HOURS;
    return {
      id: row.id,
      name: listingTitle(row, locale),
      status: row.status,
      hours,
      text: visitHoursText(hours, locale),
    };
  });
}

/** Whether this person posts listings: only posters are offered to set their visit hours. */
export async function postsListings(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.userId, userId))
    .limit(1);
  return Boolean(row);
}
