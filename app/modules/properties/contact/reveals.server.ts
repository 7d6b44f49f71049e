import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { getEnv } from "#app/modules/platform/env.server";
import { CONTACT_OWNER_MESSAGES } from "#app/modules/properties/messages";
import type { Viewer } from "#app/modules/properties/properties.server";
import { formatDateTime } from "#app/modules/text/format";
import { contactReveals, properties, user } from "#db/schema";
import { maskMobile } from "./mask";

/**
 * Who sees a poster's contact details in full: the poster, Admins, and signed-in people who
 * chose to see them for this listing (each choice recorded, at most CONTACT_REVEALS_PER_DAY
 * listings in 24 hours). Everyone else gets the masked number and no e-mail, in the page,
 * its data requests and everything else that renders a listing.
 */
export async function mayContact(viewer: Viewer | null, property: { id: string; userId: string }): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "Admin" || viewer.id === property.userId) return true;
  const [found] = await getDb()
    .select({ id: contactReveals.id })
    .from(contactReveals)
    .where(and(eq(contactReveals.userId, viewer.id), eq(contactReveals.propertyId, property.id)))
    .limit(1);
  return Boolean(found);
}

/** What a listing page shows of the poster when the viewer has not chosen to see them. */
export function maskedContact<O extends { mobileNumber: string; email: string }>(owner: O | null): O | null {
  return owner ? { ...owner, mobileNumber: maskMobile(owner.mobileNumber), email: "" } : null;
}

export type RevealOutcome = { ok: true } | { ok: false; status: number; message: string };

/**
 * Records that a signed-in person sees a live listing's contact details. A listing already
 * revealed to them is not counted again; past the day's cap the answer says when it frees.
 */
export async function revealContact(viewer: Viewer, propertyId: string): Promise<RevealOutcome> {
  const perDay = getEnv().CONTACT_REVEALS_PER_DAY;
  return getDb().transaction(async (tx) => {
    // One reveal at a time per person, so that parallel requests cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reveal:${viewer.id}`}))`);
    const [live] = await tx
      .select({ userId: properties.userId })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.isApproved, true)));
    if (!live) return { ok: false, status: 404, message: CONTACT_OWNER_MESSAGES.notLive };
    if (viewer.role === "Admin" || viewer.id === live.userId) return { ok: true };
    const [already] = await tx
      .select({ id: contactReveals.id })
      .from(contactReveals)
      .where(and(eq(contactReveals.userId, viewer.id), eq(contactReveals.propertyId, propertyId)))
      .limit(1);
    if (already) return { ok: true };
    const since = sql`now() - interval '24 hours'`;
    const recent = await tx
      .select({ createdAt: contactReveals.createdAt })
      .from(contactReveals)
      .where(and(eq(contactReveals.userId, viewer.id), gt(contactReveals.createdAt, since)))
      .orderBy(asc(contactReveals.createdAt))
      .limit(perDay);
    if (recent.length >= perDay) {
      const frees = new Date((recent[0]?.createdAt ?? new Date()).getTime() + 24 * 60 * 60 * 1000);
      return { ok: false, status: 429, message: CONTACT_OWNER_MESSAGES.revealLimit(perDay, formatDateTime(frees)) };
    }
    await tx.insert(contactReveals).values({ userId: viewer.id, propertyId });
    return { ok: true };
  });
}

export interface RevealRow {
  name: string;
  role: string;
  propertyId: string;
  listing: string | null;
  at: string;
}

/** Who saw the contact details of this owner's listings, newest first (the owner's profile). */
export async function revealsOfOwner(ownerId: string, limit = 50): Promise<{ rows: RevealRow[]; total: number }> {
  const where = eq(properties.userId, ownerId);
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        name: user.name,
        role: user.role,
        propertyId: properties.id,
        listing: properties.projectBuildingName,
        at: contactReveals.createdAt,
      })
      .from(contactReveals)
      .innerJoin(properties, eq(properties.id, contactReveals.propertyId))
      .innerJoin(user, eq(user.id, contactReveals.userId))
      .where(where)
      .orderBy(desc(contactReveals.createdAt))
      .limit(limit),
    getDb()
      .select({ n: count() })
      .from(contactReveals)
      .innerJoin(properties, eq(properties.id, contactReveals.propertyId))
      .where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total: Number(total?.n ?? 0) };
}
