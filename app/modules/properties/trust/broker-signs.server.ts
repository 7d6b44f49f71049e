import { and, countDistinct, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { BROKER_SIGNS } from "#app/config/limits";
import { writeAccounts } from "#app/modules/accounts/account-store.server";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { msg } from "#app/modules/i18n/translate";
import { now } from "#app/modules/platform/clock.server";
import { properties, user } from "#db/schema";

/**
 * Brokers posing as owners (issue 40): an "Owner" account whose listings
 * look like a broker's is flagged for an Admin, who makes it an Agent (with a reason the
 * person reads) or clears it. Nothing here is a guess shown to the public: a flagged
 * owner's listings are simply not counted as "Posted by owner" until an Admin decides.
 */

/** The signs, each in words an Admin reads on the desk. */
export const BROKER_SIGN_WORDS = {
  manyListings: msg("More listings than an owner usually has"),
  severalCities: msg("Listings in several cities"),
  sharedNumber: msg("A contact number also given on another account's listings"),
  sharedPhotos: msg("Photos near-identical to another poster's"),
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
    db
      .select({ listings: sql<number>`count(*)::int`, cities: countDistinct(properties.city) })
      .from(properties)
      .where(current),
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
  if (Number(spread?.cities ?? 0) >= BROKER_SIGNS.cities) signs.push("severalCities");
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
  return rows.map((row) => ({
    ...row,
    flaggedAt: row.flaggedAt ?? new Date(0),
    signs: (row.signs ?? []).filter((sign): sign is BrokerSign => sign in BROKER_SIGN_WORDS),
    listings: Number(row.listings),
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
