import { and, eq, ne } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { forgetPublicData } from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";
import { isListingId } from "./ids";
import type { ListingKind } from "./store.server";

/** An Admin marks a listing's RERA number as checked (who, when); false when it has none. */
export async function markReraChecked(kind: ListingKind, id: string, adminId: string): Promise<boolean> {
  if (!isListingId(id)) return false;
  const table = kind.table;
  const rows = await getDb()
    .update(table)
    .set({ reraCheckedAt: now(), reraCheckedBy: adminId })
    .where(and(eq(table.id, id), ne(table.reraNumber, "")))
    .returning({ id: table.id });
  if (rows.length)
    await forgetPublicData({ tags: [kind.ownerKey === "propertyId" ? `listing:${id}` : `project:${id}`] });
  return rows.length > 0;
}
