import { eq, type SQL, sql } from "drizzle-orm";
import { properties } from "#db/schema";

/**
 * A listing visitors may see: live (approved, and not since expired, closed or rejected;
 * properties/status.ts). Spelled once, on `is_approved`, the column the database derives from
 * the status and every public index of listings leads with. The lifecycle's jobs, which move
 * listings between states, read the status itself (its own index, by confirmation date).
 */
export const isLive: SQL = eq(properties.isApproved, true);

/** The same, inside raw SQL that names the listings' table by an alias (`p`). */
export const isLiveAs = (alias: string): SQL => sql`${sql.identifier(alias)}.is_approved`;
