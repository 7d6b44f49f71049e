/**
 * How one listing is doing, for its owner (and Admins): views, contact reveals, enquiries,
 * conversations started, site visits proposed and shortlists per India day over the last 30 days, and what would help it. Views come
 * from listing_views (view-counter.server.ts); the rest from the rows that already record
 * them, so nothing is counted twice.
 */
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "#app/modules/accounts/session.server";
import { getDb, queryRows } from "#app/modules/db/db.server";
import type { Locale } from "#app/modules/i18n/locale";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { now } from "#app/modules/platform/clock.server";
import { ownerNotes } from "#app/modules/properties/lifecycle/lifecycle.server";
import { isPropertyId } from "#app/modules/properties/properties.server";
import { INDIA_OFFSET_MINUTES, lastIndiaDays, startOfIndiaDay } from "#app/modules/text/india-day";
import { images, properties } from "#db/schema";
import { type DayCounts, MEASURES, type Measure, STATS_DAYS } from "./measures";
import { type Suggestion, suggestionsFor } from "./suggestions";

export interface ListingStats {
  listing: {
    id: string;
    name: string;
    status: string;
    locality: string;
    city: string;
    /** What its asking price is compared by (the locality prices' comparison). */
    propertyCategory: string;
    propertyType: string;
    price: number | null;
    areaSqft: number | null;
    pricePerSqft: number | null;
  };
  /** The last 30 India days, oldest first, every day present (0 when nothing happened). */
  days: DayCounts[];
  totals: Record<Measure, number>;
  suggestions: Suggestion[];
}

/**
 * The listing's figures, or null when `viewer` may not see them: only its owner and Admins
 * may (the owner is checked in the query), and anyone else is told it does not exist.
 */
export async function listingStats(
  id: string,
  viewer: SessionUser,
  locale: Locale = "en",
): Promise<ListingStats | null> {
  if (!isPropertyId(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({
      id: properties.id,
      userId: properties.userId,
      ...titleColumns(properties),
      status: properties.status,
      area: properties.plotArea,
      description: properties.description,
      propertyCategory: properties.propertyCategory,
      propertyType: properties.propertyType,
      price: properties.price,
      areaSqft: properties.areaSqft,
      pricePerSqft: properties.pricePerSqft,
    })
    .from(properties)
    .where(and(eq(properties.id, id), viewer.role === "Admin" ? undefined : eq(properties.userId, viewer.id)));
  if (!row) return null;

  const at = now();
  const dayList = lastIndiaDays(at, STATS_DAYS);
  const from = startOfIndiaDay(dayList[0] as string);
  const [photos, counts, notes] = await Promise.all([
    db.$count(images, eq(images.propertyId, row.id)),
    dailyCounts(row.id, dayList[0] as string, from),
    ownerNotes([row.id], row.userId),
  ]);
  const days = dayList.map((day) => ({
    day,
    views: counts.get(`views ${day}`) ?? 0,
    reveals: counts.get(`reveals ${day}`) ?? 0,
    enquiries: counts.get(`enquiries ${day}`) ?? 0,
    conversations: counts.get(`conversations ${day}`) ?? 0,
    visits: counts.get(`visits ${day}`) ?? 0,
    shortlists: counts.get(`shortlists ${day}`) ?? 0,
  }));
  const totals = Object.fromEntries(
    MEASURES.map((measure) => [measure, days.reduce((sum, day) => sum + day[measure], 0)]),
  ) as Record<Measure, number>;
  const expiresAt = notes[row.id]?.expiresAt;
  return {
    listing: {
      id: row.id,
      name: listingTitle(row, locale),
      status: row.status,
      locality: row.locality,
      city: row.city,
      propertyCategory: row.propertyCategory,
      propertyType: row.propertyType,
      price: row.price,
      areaSqft: row.areaSqft,
      pricePerSqft: row.pricePerSqft,
    },
    days,
    totals,
    suggestions: suggestionsFor(
      {
        id: row.id,
        status: row.status,
        photos,
        area: row.area ?? null,
        description: row.description ?? "",
        expiresAt: expiresAt ? new Date(expiresAt) : null,
      },
      at,
    ),
  };
}

/** Each measure's count per India day since `from`, keyed "measure day". */
async function dailyCounts(id: string, firstDay: string, from: Date): Promise<Map<string, number>> {
  // The India day of a moment, without a time-zone database: UTC plus 5:30 (no summer time).
  const dayOf = (column: string) =>
    sql.raw(`to_char((${column} at time zone 'UTC') + interval '${INDIA_OFFSET_MINUTES} minutes', 'YYYY-MM-DD')`);
  const since = from.toISOString();
  const rows = await queryRows<{ measure: Measure; day: string; n: number | string }>(sql`
    select 'views' as measure, to_char(day, 'YYYY-MM-DD') as day, sum(count)::int as n
      from listing_views where property_id = ${id} and day >= ${firstDay}::date group by day
    union all
    select 'reveals', ${dayOf("created_at")}, count(*)::int
      from contact_reveals where property_id = ${id} and created_at >= ${since}::timestamptz group by 2
    union all
    select 'enquiries', ${dayOf("created_at")}, count(*)::int
      from enquiries where property_id = ${id} and created_at >= ${since}::timestamptz group by 2
    union all
    select 'conversations', ${dayOf("created_at")}, count(*)::int
      from conversations where property_id = ${id} and created_at >= ${since}::timestamptz group by 2
    union all
    select 'visits', ${dayOf("v.created_at")}, count(*)::int
      from site_visits v join conversations c on c.id = v.conversation_id
      where c.property_id = ${id} and v.created_at >= ${since}::timestamptz group by 2
    union all
    select 'shortlists', ${dayOf("created_at")}, count(*)::int
      from shortlist where property_id = ${id} and created_at >= ${since}::timestamptz group by 2
  `);
  return new Map(rows.map((row) => [`${row.measure} ${row.day}`, Number(row.n)]));
}
