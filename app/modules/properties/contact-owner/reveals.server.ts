import { and, asc, count, countDistinct, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { now } from "#app/modules/platform/clock.server";
import { getEnv } from "#app/modules/platform/env.server";
import { clientKey } from "#app/modules/properties/client-key.server";
import { isLive } from "#app/modules/properties/live.server";
import { type PosterKind, posterKind } from "#app/modules/properties/poster-words";
import type { Viewer } from "#app/modules/properties/properties.server";
import { CONTACT_OWNER_ANSWERS, POSTER_ANSWERS } from "#app/modules/properties/words";
import { formatDateTime } from "#app/modules/text/format";
import { contactReveals, properties, user } from "#db/schema";
import { maskMobile } from "../messages/mask";

/**
 * Who sees a poster's contact details in full: the poster, Admins, and signed-in people who
 * chose to see them for this listing (each choice recorded, at most CONTACT_REVEALS_PER_DAY
 * listings in 24 hours). Everyone else gets the masked number and no e-mail, in the page,
 * its data requests and everything else that renders a listing.
 */
export async function mayContact(
  viewer: Viewer | null,
  property: { id: string; userId: string; messagesOnly?: boolean },
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "Admin" || viewer.id === property.userId) return true;
  // "Messages only" (decision 053): nobody else sees the number, not even those who saw it before.
  if (property.messagesOnly) return false;
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

/** What the person must do first: verify their mobile number (the one gate, decision 059). */
export type NextStep = "verify-mobile";

/** `poster`: whose details they are, as the answer names them (poster-words.ts). */
export type RevealOutcome =
  | { ok: true; poster: PosterKind }
  | { ok: false; status: number; message: string; nextStep?: NextStep };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records that a signed-in person sees a live listing's contact details (decision 019). Their
 * mobile number must be verified (decision 043), and nothing else (decision 059); a listing
 * already revealed to them is not counted again; past the day's cap per person, per
 * verified number (a number that moves to a fresh account brings its count along) or per
 * client address across accounts (accounts are cheap), the answer says when it frees. The
 * person's, the number's and the address's counters are each held by a transaction lock
 * while counted and written, so reveals sent at once stop exactly at any cap.
 */
export async function revealContact(
  viewer: Viewer & { mobileVerified: boolean; mobileNumber: string },
  propertyId: string,
  request: Request,
): Promise<RevealOutcome> {
  const { CONTACT_REVEALS_PER_DAY: perDay, CONTACT_REVEALS_PER_ADDRESS_PER_DAY: perAddress } = getEnv();
  const address = await clientKey(request);
  // The limits' answers carry a count and a time: worded here in the page's language.
  const locale = localeOf(request);
  const { t } = serverTranslator(locale);
  return getDb().transaction(async (tx): Promise<RevealOutcome> => {
    const [live] = await tx
      .select({ userId: properties.userId, messagesOnly: user.messagesOnly, role: user.role })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.userId))
      .where(and(eq(properties.id, propertyId), isLive));
    if (!live) return { ok: false, status: 404, message: CONTACT_OWNER_ANSWERS.notLive };
    const poster = posterKind(live.role);
    if (viewer.role === "Admin" || viewer.id === live.userId) return { ok: true, poster };
    if (live.messagesOnly) return { ok: false, status: 403, message: POSTER_ANSWERS[poster].messagesOnly };
    if (!viewer.mobileVerified) {
      return { ok: false, status: 403, message: CONTACT_OWNER_ANSWERS.verifyMobileFirst, nextStep: "verify-mobile" };
    }
    // Always the person's lock first, then the number's, then the address's: one order, so
    // two never deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reveal:${viewer.id}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reveal-mobile:${viewer.mobileNumber}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reveal-address:${address}`}))`);
    const [already] = await tx
      .select({ id: contactReveals.id })
      .from(contactReveals)
      .where(and(eq(contactReveals.userId, viewer.id), eq(contactReveals.propertyId, propertyId)))
      .limit(1);
    if (already) return { ok: true, poster };
    const at = now();
    const since = new Date(at.getTime() - DAY_MS);
    // The caps in the order they are told: one person's (by account, and by verified
    // number alike), then the connection's.
    const caps = [
      { mine: eq(contactReveals.userId, viewer.id), max: perDay, limit: CONTACT_OWNER_ANSWERS.revealLimit },
      {
        mine: eq(contactReveals.mobileNumber, viewer.mobileNumber),
        max: perDay,
        limit: CONTACT_OWNER_ANSWERS.revealLimit,
      },
      { mine: eq(contactReveals.clientKey, address), max: perAddress, limit: CONTACT_OWNER_ANSWERS.revealAddressLimit },
    ];
    for (const { mine, max, limit } of caps) {
      const counted = await tx
        .select({ createdAt: contactReveals.createdAt })
        .from(contactReveals)
        .where(and(mine, gt(contactReveals.createdAt, since)))
        .orderBy(asc(contactReveals.createdAt))
        .limit(max);
      if (counted.length >= max) {
        const frees = new Date((counted[0]?.createdAt ?? at).getTime() + DAY_MS);
        return { ok: false, status: 429, message: limit(max, formatDateTime(frees, locale), t) };
      }
    }
    await tx.insert(contactReveals).values({
      userId: viewer.id,
      propertyId,
      clientKey: address,
      mobileNumber: viewer.mobileNumber,
      createdAt: at,
    });
    return { ok: true, poster };
  });
}

export interface RevealRow {
  name: string;
  role: string;
  propertyId: string;
  /** Its name, or one made from its facts (listing-core/title.ts). */
  listing: string;
  at: string;
}

/** Who saw the contact details of this owner's listings, newest first (the owner's profile). */
export async function revealsOfOwner(
  ownerId: string,
  locale: Locale = "en",
  limit = 50,
): Promise<{ rows: RevealRow[]; total: number; people: number }> {
  const where = eq(properties.userId, ownerId);
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        name: user.name,
        role: user.role,
        propertyId: properties.id,
        title: titleColumns(properties),
        at: contactReveals.createdAt,
      })
      .from(contactReveals)
      .innerJoin(properties, eq(properties.id, contactReveals.propertyId))
      .innerJoin(user, eq(user.id, contactReveals.userId))
      .where(where)
      .orderBy(desc(contactReveals.createdAt))
      .limit(limit),
    getDb()
      .select({ n: count(), people: countDistinct(contactReveals.userId) })
      .from(contactReveals)
      .innerJoin(properties, eq(properties.id, contactReveals.propertyId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ title, ...row }) => ({ ...row, listing: listingTitle(title, locale), at: row.at.toISOString() })),
    total: Number(total?.n ?? 0),
    people: Number(total?.people ?? 0),
  };
}

/** The reveals' part of "Download my data": the listings whose contact details the person saw, and when. */
export function revealsForDownload(userId: string) {
  return getDb()
    .select({ propertyId: contactReveals.propertyId, at: contactReveals.createdAt })
    .from(contactReveals)
    .where(eq(contactReveals.userId, userId))
    .orderBy(asc(contactReveals.createdAt));
}
