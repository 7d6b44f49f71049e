import { and, eq, ne } from "drizzle-orm";
import { inChangingTransaction } from "#app/modules/db/public-cache.server";
import { now } from "#app/modules/platform/clock.server";
import { isListingId } from "./ids";
import type { ListingKind } from "./store.server";

/** Who checked a RERA number, and when. */
export function reraChecked(adminId: string) {
  return { reraCheckedAt: now(), reraCheckedBy: adminId };
}

/**
 * An Admin marks a project's RERA number as checked (who, when); false when it has none.
 * (A property's goes through the listing store: lifecycle.server.ts checkPropertyRera.)
 */
export async function markReraChecked(
  kind: ListingKind & { ownerKey: "projectId" },
  id: string,
  adminId: string,
): Promise<boolean> {
  if (!isListingId(id)) return false;
  const table = kind.table;
  return inChangingTransaction(async (tx, changed) => {
    const rows = await tx
      .update(table)
      .set(reraChecked(adminId))
      .where(and(eq(table.id, id), ne(table.reraNumber, "")))
      .returning({ id: table.id });
    if (rows.length) changed({ tags: [`project:${id}`] });
    return rows.length > 0;
  });
}
