import { type SQL, sql } from "drizzle-orm";
import type { properties } from "#db/schema";
import type { LegalityStatus } from "./colony";

/**
 * A property's standing in the legality register (decision 046), from the keys the listing
 * store keeps beside its colony and locality: "illegal" when the LDA's list of illegal or
 * unplanned colonies names it (a warning outweighs an approval), "approved" when an
 * approved layout does, else null. Each probe reads the register's unique index.
 */
export function legalityStatus(t: typeof properties): SQL<LegalityStatus | null> {
  const listed = (kind: LegalityStatus) =>
    sql`exists (select 1 from legality_entries entry where entry.kind = ${kind} and entry.city = ${t.city} and entry.locality_key = ${t.localityKey} and entry.name_key = ${t.colonyKey})`;
  return sql<LegalityStatus | null>`(case when ${t.colonyKey} = '' then null when ${listed("illegal")} then 'illegal' when ${listed("approved")} then 'approved' end)`;
}
