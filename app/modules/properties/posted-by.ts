import { sql } from "drizzle-orm";
import { user } from "#db/schema";

/**
 * The role a listing is counted under in "Posted by": the poster's role, except that an Owner
 * flagged as posting like a broker (trust/broker-signs.server.ts) is counted under neither
 * Owner nor Agent until an Admin decides. The one place the rule lives: the search index and
 * SQL search both read it.
 */
export const postedByRole = sql<string>`case when ${user.role} = 'Owner' and ${user.brokerFlaggedAt} is not null then 'Owner (under review)' else ${user.role} end`;
