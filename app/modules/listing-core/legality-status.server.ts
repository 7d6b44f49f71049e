import { type SQL, sql } from "drizzle-orm";
import type { properties } from "#db/schema";
import type { LegalityStatus } from "./colony";

/**
 * A property's standing in the legality register (decision 046), from the keys the listing
 * store keeps beside its colony and locality: "illegal" when the LDA's list of illegal or
 * unplanned colonies names it (a warning outweighs an approval), "approved" when an
 * approved layout does, else null. One read of the register's unique index for both lists
 * (the embedded database plans a query faster the fewer times it names a table).
 */
export function legalityStatus(t: typeof properties): SQL<LegalityStatus | null> {
  const warning: LegalityStatus = "illegal";
  const approval: LegalityStatus = "approved";
  return sql<LegalityStatus | null>`(case when ${t.colonyKey} = '' then null else (select entry.kind from legality_entries entry where entry.kind in (${warning}, ${approval}) and entry.city = ${t.city} and entry.locality_key = ${t.localityKey} and entry.name_key = ${t.colonyKey} order by entry.kind = ${warning} desc limit 1) end)`;
}
