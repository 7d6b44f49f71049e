import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { BROKER_SIGNS } from "#app/config/limits";
import { writeAccounts } from "#app/modules/accounts/account-store.server";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { msg } from "#app/modules/i18n/translate";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { now } from "#app/modules/platform/clock.server";
import type { BrokerEvidence, EvidenceListing, ListingFlag } from "#app/modules/properties/types";
import { properties, user } from "#db/schema";

/**
 * Brokers posing as owners (issue 40): an "Owner" account whose listings
 * look like a broker's is flagged for an Admin, who makes it an Agent (with a reason the
 * person reads) or clears it. Nothing here is a guess shown to the public: a flagged
 * owner's listings are simply not counted as "Posted by owner" until an Admin decides.
 */

/**
 * The signs, each in words an Admin reads on the desk, above the listings it rests on.
 * Listings in several cities are no sign (B14): a Lucknow plot and a Kanpur flat are one
 * owner's; migration 0030 took that sign off the accounts it alone had flagged.
 */
export const BROKER_SIGN_WORDS = {
  manyListings: msg("More listings live or waiting than an owner usually has (over {max}):"),
  sharedNumber: msg("A contact number also given on another account's listings:"),
  sharedPhotos: msg("Photos near-identical to another poster's:"),
} as const;
export type BrokerSign = keyof typeof BROKER_SIGN_WORDS;

/**
 * The signs an account's listings show now, counting the live ones and those waiting for
 * approval (a broker is seen as they post, not only once an Admin has approved them).
 */
export async function brokerSignsOf(userId: string): Promise<BrokerSign[]> {
  const db = getDb();
  const current = and(eq(properties.userId, userId), inArray(properties.status, ["live", "pending"]));
  const [[spread], [shared], [copied]] = await Promise.all([
    db.select({ listings: sql<number>`count(*)::int` }).from(properties).where(current),
    queryRows<{ found: boolean }>(sql`
      select exists (
        select 1 from ${properties} mine
        join ${properties} theirs on theirs.contact_number = mine.contact_number
          and theirs.user_id <> mine.user_id and theirs.status in ('live', 'pending')
        where mine.user_id = ${userId} and mine.status in ('live', 'pending') and mine.contact_number <> ''
      ) as found`),
    queryRows<{ found: boolean }>(sql`
      select exists (
        select 1 from ${properties}
        where ${properties.userId} = ${userId} and ${properties.status} in ('live', 'pending')
          and ${properties.reviewFlags} @> '[{"kind":"duplicatePhotos"}]'::jsonb
      ) as found`),
  ]);
  const signs: BrokerSign[] = [];
  if (Number(spread?.listings ?? 0) > BROKER_SIGNS.listings) signs.push("manyListings");
  if (shared?.found) signs.push("sharedNumber");
  if (copied?.found) signs.push("sharedPhotos");
  return signs;
}

/**
 * Looks at an Owner's listings after one of them is posted: signs of a broker
 * flag the account for an Admin (once; an account an Admin cleared is not flagged again by
 * these rules), and their listings' pages and counts are refreshed.
 */
export async function reviewPoster(userId: string): Promise<boolean> {
  const [account] = await getDb()
    .select({ role: user.role, flagged: user.brokerFlaggedAt, cleared: user.brokerClearedAt })
    .from(user)
    .where(eq(user.id, userId));
  if (account?.role !== "Owner" || account.flagged || account.cleared) return false;
  const signs = await brokerSignsOf(userId);
  if (!signs.length) return false;
  // Flagged, and their listings' pages say so ("Posted by owner" no longer), in one transaction.
  const flagged = await writeAccounts((writes) =>
    writes.update(
      userId,
      { brokerFlaggedAt: now(), brokerSigns: signs },
      and(eq(user.role, "Owner"), isNull(user.brokerFlaggedAt)),
    ),
  );
  return Boolean(flagged);
}

/** reviewPoster for the poster of this listing (after it is posted). */
export async function reviewPosterOf(propertyId: string): Promise<boolean> {
  const [listing] = await getDb()
    .select({ userId: properties.userId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return listing ? reviewPoster(listing.userId) : false;
}

export interface FlaggedOwner {
  id: string;
  name: string;
  email: string;
  flaggedAt: Date;
  signs: BrokerSign[];
  listings: number;
  evidence: BrokerEvidence;
}

type EvidenceRow = Record<
  `${"mine" | "theirs"}_${"id" | "name" | "locality" | "city" | "status" | "listing_type" | "property_type" | "bedrooms" | "plot_area" | "area_unit"}`,
  string
> & {
  number: string;
  poster: string;
};

const listingOf = (row: EvidenceRow, side: "mine" | "theirs"): EvidenceListing => ({
  id: row[`${side}_id`],
  name: listingTitle({
    projectBuildingName: row[`${side}_name`],
    listingType: row[`${side}_listing_type`],
    propertyType: row[`${side}_property_type`],
    bedrooms: row[`${side}_bedrooms`],
    plotArea: row[`${side}_plot_area`],
    areaUnit: row[`${side}_area_unit`],
    locality: row[`${side}_locality`],
    city: row[`${side}_city`],
  }),
  locality: row[`${side}_locality`] ?? "",
  city: row[`${side}_city`],
  status: row[`${side}_status`],
});

/** The listings behind an account's signs, each list bounded (BROKER_SIGNS.evidence). */
export async function brokerEvidence(userId: string): Promise<BrokerEvidence> {
  const current = and(eq(properties.userId, userId), inArray(properties.status, ["live", "pending"]));
  const [listings, shared, flagged] = await Promise.all([
    getDb()
      .select({ id: properties.id, ...titleColumns(properties), status: properties.status })
      .from(properties)
      .where(current)
      .orderBy(sql`${properties.createdAt} desc`)
      .limit(BROKER_SIGNS.evidence),
    queryRows<EvidenceRow>(sql`
      select mine.contact_number as number,
        mine.id as mine_id, mine.project_building_name as mine_name, mine.locality as mine_locality,
        mine.city as mine_city, mine.status as mine_status, mine.listing_type as mine_listing_type,
        mine.property_type as mine_property_type, mine.bedrooms as mine_bedrooms, mine.plot_area as mine_plot_area,
        mine.area_unit as mine_area_unit,
        theirs.id as theirs_id, theirs.project_building_name as theirs_name, theirs.locality as theirs_locality,
        theirs.city as theirs_city, theirs.status as theirs_status, theirs.listing_type as theirs_listing_type,
        theirs.property_type as theirs_property_type, theirs.bedrooms as theirs_bedrooms,
        theirs.plot_area as theirs_plot_area, theirs.area_unit as theirs_area_unit, poster.name as poster
      from ${properties} mine
      join ${properties} theirs on theirs.contact_number = mine.contact_number
        and theirs.user_id <> mine.user_id and theirs.status in ('live', 'pending')
      join "user" poster on poster.id = theirs.user_id
      where mine.user_id = ${userId} and mine.status in ('live', 'pending') and mine.contact_number <> ''
      order by mine.created_at desc, theirs.created_at desc
      limit ${BROKER_SIGNS.evidence}`),
    getDb()
      .select({
        id: properties.id,
        ...titleColumns(properties),
        status: properties.status,
        flags: properties.reviewFlags,
      })
      .from(properties)
      .where(and(current, sql`${properties.reviewFlags} @> '[{"kind":"duplicatePhotos"}]'::jsonb`))
      .limit(BROKER_SIGNS.evidence),
  ]);
  const plain = (row: (typeof listings)[number] | (typeof flagged)[number]): EvidenceListing => ({
    id: row.id,
    name: listingTitle(row),
    locality: row.locality ?? "",
    city: row.city,
    status: row.status,
  });
  return {
    listings: listings.map(plain),
    sharedNumber: shared.map((row) => ({
      number: row.number,
      mine: listingOf(row, "mine"),
      theirs: { ...listingOf(row, "theirs"), poster: row.poster },
    })),
    sharedPhotos: flagged.flatMap((row) =>
      (Array.isArray(row.flags) ? (row.flags as ListingFlag[]) : [])
        .filter((flag) => flag.kind === "duplicatePhotos")
        .map((flag) => ({ mine: plain(row), theirs: { id: flag.match.id, name: flag.match.name } })),
    ),
  };
}

/** The Owners waiting for an Admin's decision, longest-waiting first. */
export async function flaggedOwners(): Promise<FlaggedOwner[]> {
  const rows = await getDb()
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      flaggedAt: user.brokerFlaggedAt,
      signs: user.brokerSigns,
      listings: sql<number>`(select count(*)::int from ${properties} p where p.user_id = "user".id and p.status in ('live', 'pending'))`,
    })
    .from(user)
    .where(and(eq(user.role, "Owner"), isNotNull(user.brokerFlaggedAt)))
    .orderBy(user.brokerFlaggedAt);
  const evidence = await Promise.all(rows.map((row) => brokerEvidence(row.id)));
  return rows.map((row, index) => ({
    ...row,
    flaggedAt: row.flaggedAt ?? new Date(0),
    signs: (row.signs ?? []).filter((sign): sign is BrokerSign => sign in BROKER_SIGN_WORDS),
    listings: Number(row.listings),
    evidence: evidence[index] as BrokerEvidence,
  }));
}

export type BrokerDecision = { ok: true; name: string; email: string; locale: string } | { ok: false };

/**
 * An Admin's decision on a flagged Owner: "agent" makes the account an Agent with the reason
 * the person reads on their profile; "clear" keeps it an Owner for good. Only a flagged Owner
 * can be decided on (two Admins deciding at once: the second finds nothing to decide).
 */
export async function decideOnOwner(
  userId: string,
  decision: { kind: "agent"; reason: string } | { kind: "clear" },
): Promise<BrokerDecision> {
  const at = now();
  // A new role shows on pages of every kind; a cleared flag on the owner's listings.
  const changed = await writeAccounts((writes) =>
    writes.update(
      userId,
      decision.kind === "agent"
        ? { role: "Agent", roleNote: decision.reason, brokerFlaggedAt: null, updatedAt: at }
        : { brokerFlaggedAt: null, brokerClearedAt: at, updatedAt: at },
      and(eq(user.role, "Owner"), isNotNull(user.brokerFlaggedAt)),
    ),
  );
  if (!changed) return { ok: false };
  return { ok: true, name: changed.name, email: changed.email, locale: changed.locale };
}
