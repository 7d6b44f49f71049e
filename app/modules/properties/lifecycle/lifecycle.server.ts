import { and, asc, desc, eq, exists, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { LIFECYCLE } from "#app/config/limits";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { localeOfRecipient, siteLink } from "#app/modules/accounts/emails.server";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { isListingId } from "#app/modules/listing-core/ids";
import { legalityStatus } from "#app/modules/listing-core/legality-status.server";
import { propertyHref } from "#app/modules/listing-core/links";
import { reraChecked } from "#app/modules/listing-core/rera.server";
import type { Transaction } from "#app/modules/listing-core/store.server";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { compose } from "#app/modules/mail/compose";
import { getMailer } from "#app/modules/mail/mailer.server";
import { now } from "#app/modules/platform/clock.server";
import { getEnv } from "#app/modules/platform/env.server";
import { logger } from "#app/modules/platform/logger.server";
import { markListing, writeListings } from "#app/modules/properties/listing-store.server";
import {
  CLOSE_REASONS,
  type CloseReason,
  type EventKind,
  LIFECYCLE_EMAILS,
  LIFECYCLE_MESSAGES,
  type ListingStatus,
  NOTE_MAX,
  PAUSED_BY_IMPORT,
  REJECTION_REASONS,
  type RejectionReason,
  reasonText,
} from "#app/modules/properties/status";
import { formatDate } from "#app/modules/text/format";
import { images, properties, propertyEdits, propertyEvents, user } from "#db/schema";
import type { HistoryEntry, OwnerNotes } from "./owner-notes";
import { renewalPath } from "./renewal-link.server";

/**
 * Every change of a listing's status goes through `move`: the row changes only when it is
 * in one of the states the change starts from (so two Admins, or an Admin and the expiry
 * job, cannot both act on it), and the change is written to property_events with who did
 * it and why, in the same transaction (the listing store's: listing-store.server.ts).
 */
interface Move {
  from: readonly ListingStatus[];
  to: ListingStatus;
  kind: EventKind;
  /** Who: the owner or an Admin; null for the site itself or a one-click link. */
  actorId: string | null;
  /** Why, as a code (status.ts), and an Admin's note. */
  reason?: string | null;
  note?: string | null;
  /** Narrows which rows may move (an owner's own). */
  scope?: SQL;
  /** Further columns to set with the status. */
  set?: PgUpdateSetSource<typeof properties>;
  at?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function lifeDays(): number {
  return getEnv().LISTING_LIFE_DAYS;
}

async function move(id: string, change: Move): Promise<{ from: ListingStatus } | null> {
  if (!isListingId(id)) return null;
  const at = change.at ?? now();
  return writeListings(async (writes) => {
    const moved = await writes.update(
      id,
      {
        ...change.set,
        status: change.to,
        statusChangedAt: at,
        statusReason: change.reason ?? null,
        statusNote: change.note ?? null,
      },
      and(inArray(properties.status, [...change.from]), change.scope),
    );
    if (!moved) return null;
    await writes.tx.insert(propertyEvents).values({
      propertyId: id,
      actorId: change.actorId,
      kind: change.kind,
      fromStatus: moved.before,
      toStatus: change.to,
      reason: change.reason ?? null,
      note: change.note ?? null,
      createdAt: at,
    });
    return { from: moved.before };
  });
}

/** An Admin marks a property's RERA number as checked (who, when); false when it has none. */
export async function checkPropertyRera(id: string, adminId: string): Promise<boolean> {
  if (!isListingId(id)) return false;
  const checked = await writeListings((writes) =>
    writes.update(id, reraChecked(adminId), ne(properties.reraNumber, "")),
  );
  return checked !== null;
}

/**
 * "Owner verified": an Admin saw a document proving the poster owns the property (it is not
 * kept; who checked and when are). Once per listing: "already" when marked before or unknown.
 * A property in a colony the LDA listed as illegal is marked only once the Admin says they
 * read that warning (`colonyWarningRead`): the badge says who owns it, not that the colony
 * is legal, and must not be given without a word (issue 57).
 */
export async function verifyPropertyOwner(
  id: string,
  adminId: string,
  { colonyWarningRead = false }: { colonyWarningRead?: boolean } = {},
): Promise<"marked" | "already" | "colonyListed"> {
  if (!isListingId(id)) return "already";
  if (!colonyWarningRead && (await inListedColony(id))) return "colonyListed";
  const marked = await writeListings((writes) =>
    writes.update(id, { ownerVerifiedAt: now(), ownerVerifiedBy: adminId }, isNull(properties.ownerVerifiedAt)),
  );
  return marked ? "marked" : "already";
}

/** Whether the register lists the property's colony as illegal or unplanned (decision 046). */
async function inListedColony(id: string): Promise<boolean> {
  const [listing] = await getDb()
    .select({ legality: legalityStatus(properties) })
    .from(properties)
    .where(eq(properties.id, id));
  return listing?.legality === "illegal";
}

/** "Photos checked": an Admin compared the listing's photos with it (a listing with photos, once). */
export async function checkPropertyPhotos(id: string, adminId: string): Promise<boolean> {
  if (!isListingId(id)) return false;
  const marked = await writeListings((writes) =>
    writes.update(
      id,
      { photosCheckedAt: now(), photosCheckedBy: adminId },
      and(
        isNull(properties.photosCheckedAt),
        exists(getDb().select({ one: sql`1` }).from(images).where(eq(images.propertyId, properties.id))),
      ),
    ),
  );
  return marked !== null;
}

/**
 * Records what happened to a listing in its history: an edit sent, approved or rejected (the
 * status stays), or an owner's edit that sent it back for approval (`fromStatus`).
 */
export async function recordEvent(
  db: Transaction,
  event: {
    propertyId: string;
    actorId: string | null;
    kind: EventKind;
    status: ListingStatus;
    fromStatus?: ListingStatus;
    reason?: string | null;
    note?: string | null;
  },
) {
  await db.insert(propertyEvents).values({
    propertyId: event.propertyId,
    actorId: event.actorId,
    kind: event.kind,
    fromStatus: event.fromStatus ?? event.status,
    toStatus: event.status,
    reason: event.reason ?? null,
    note: event.note ?? null,
    createdAt: now(),
  });
}

// ── Reasons: a choice from the list, plus a note ────────────────────────────────────────

/** A rejection as stored: the reason's code (status.ts REJECTION_REASONS) and the Admin's note. */
export interface Rejection {
  code: RejectionReason;
  note: string | null;
}

export type ReasonCheck = ({ ok: true } & Rejection) | { ok: false; message: string };

/**
 * The reason an Admin gives: a choice from the list and a note. Kept as the choice's code, so
 * the owner reads it in their own language. A refusal is worded in the Admin's (`locale`).
 */
export function readRejection(form: FormData, locale: Locale): ReasonCheck {
  const code = String(form.get("reason") ?? "");
  const note = String(form.get("note") ?? "").trim();
  const { t } = serverTranslator(locale);
  if (!Object.hasOwn(REJECTION_REASONS, code)) return { ok: false, message: t(LIFECYCLE_MESSAGES.chooseReason) };
  if (note.length > NOTE_MAX) return { ok: false, message: t(LIFECYCLE_MESSAGES.noteTooLong, { max: NOTE_MAX }) };
  if (code === "other" && !note) return { ok: false, message: t(LIFECYCLE_MESSAGES.noteNeeded) };
  return { ok: true, code: code as RejectionReason, note: note || null };
}

export function readCloseReason(form: FormData): CloseReason | null {
  const code = String(form.get("reason") ?? "");
  return code in CLOSE_REASONS ? (code as CloseReason) : null;
}

// ── The Admin's decisions ───────────────────────────────────────────────────────────────

/** Pending to live: confirmed today, so it expires LISTING_LIFE_DAYS from now. */
export async function approveProperty(
  id: string,
  adminId: string | null = null,
  { notify = true }: { notify?: boolean } = {},
): Promise<boolean> {
  const at = now();
  const moved = await move(id, {
    from: ["pending"],
    to: "live",
    kind: "approved",
    actorId: adminId,
    at,
    set: {
      approvedAt: sql`coalesce(${properties.approvedAt}, ${at.toISOString()}::timestamptz)`,
      confirmedAt: at,
      reminderSentAt: null,
    },
  });
  if (moved && notify) await mailOwner(id, "approved");
  return Boolean(moved);
}

/** Pending to rejected with a reason the owner reads; the listing and its photos stay for 30 days. */
export async function rejectProperty(id: string, adminId: string, rejection: Rejection): Promise<boolean> {
  const moved = await move(id, {
    from: ["pending"],
    to: "rejected",
    kind: "rejected",
    actorId: adminId,
    reason: rejection.code,
    note: rejection.note,
  });
  if (moved) {
    await mailOwner(id, "rejected", (locale) => ({
      reason: reasonText(rejection, serverTranslator(locale).t),
      days: String(LIFECYCLE.purgeRejectedDays),
    }));
  }
  return Boolean(moved);
}

// ── The owner's ─────────────────────────────────────────────────────────────────────────

/** Live or expired to closed (sold or rented); only the owner's own. */
export async function closeProperty(id: string, ownerId: string, reason: CloseReason): Promise<boolean> {
  const moved = await move(id, {
    from: ["live", "expired"],
    to: "closed",
    kind: "closed",
    actorId: ownerId,
    reason,
    scope: eq(properties.userId, ownerId),
  });
  return Boolean(moved);
}

/** Live or expired to closed because the owner's full bulk import left it out (decision 062); only the owner's own. */
export async function pauseImportedProperty(id: string, ownerId: string): Promise<boolean> {
  const moved = await move(id, {
    from: ["live", "expired"],
    to: "closed",
    kind: "closed",
    actorId: ownerId,
    reason: PAUSED_BY_IMPORT.code,
    scope: eq(properties.userId, ownerId),
  });
  return Boolean(moved);
}

/** Of these listings of the poster's, those a full import paused that are paused still. */
export async function pausedByImport(ownerId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.userId, ownerId),
        inArray(properties.id, [...ids]),
        eq(properties.status, "closed"),
        eq(properties.statusReason, PAUSED_BY_IMPORT.code),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A full import's pause undone: a listing it closed goes back to what it was before (live or
 * expired), while it is still closed for that reason (no one has moved it since).
 */
export async function resumeImportedProperty(id: string, ownerId: string): Promise<boolean> {
  if (!isListingId(id)) return false;
  const [paused] = await getDb()
    .select({ from: propertyEvents.fromStatus })
    .from(propertyEvents)
    .where(
      and(
        eq(propertyEvents.propertyId, id),
        eq(propertyEvents.toStatus, "closed"),
        eq(propertyEvents.reason, PAUSED_BY_IMPORT.code),
      ),
    )
    .orderBy(desc(propertyEvents.createdAt))
    .limit(1);
  if (paused?.from !== "live" && paused?.from !== "expired") return false;
  const moved = await move(id, {
    from: ["closed"],
    to: paused.from,
    kind: "resumed",
    actorId: ownerId,
    scope: and(eq(properties.userId, ownerId), eq(properties.statusReason, PAUSED_BY_IMPORT.code)),
  });
  return Boolean(moved);
}

/** The SQL that a link's confirmation is still the listing's (so a link works once). */
function sameConfirmation(confirmedMs: number): SQL {
  return confirmedMs
    ? eq(sql`floor(extract(epoch from ${properties.confirmedAt}) * 1000)::bigint`, confirmedMs)
    : isNull(properties.confirmedAt);
}

/** The listing a renewal link names, if the link has not been used (and it can be renewed). */
export async function renewableByLink(claim: { propertyId: string; confirmedMs: number }) {
  const [row] = await getDb()
    .select({ id: properties.id, ...titleColumns(properties) })
    .from(properties)
    .where(
      and(
        eq(properties.id, claim.propertyId),
        inArray(properties.status, ["live", "expired"]),
        sameConfirmation(claim.confirmedMs),
      ),
    );
  return row ?? null;
}

/**
 * Still available: live or expired to live, confirmed now (the expiry counts from here).
 * From the profile (the owner, by ownership) or from a one-click link (`confirmedMs` must
 * still be the listing's confirmation, so a link works once).
 */
export async function renewProperty(
  id: string,
  by: { ownerId: string } | { link: { confirmedMs: number } },
): Promise<boolean> {
  const at = now();
  const scope = "ownerId" in by ? eq(properties.userId, by.ownerId) : sameConfirmation(by.link.confirmedMs);
  const moved = await move(id, {
    from: ["live", "expired"],
    to: "live",
    kind: "renewed",
    actorId: "ownerId" in by ? by.ownerId : null,
    scope,
    at,
    set: { confirmedAt: at, reminderSentAt: null, reportedGoneAt: null },
  });
  return Boolean(moved);
}

// ── The scheduled work ──────────────────────────────────────────────────────────────────

export interface LifecycleRun {
  reminded: number;
  expired: number;
  purged: number;
}

/** How many listings one run handles at most (the next run takes the rest). */
const BATCH = 500;

/**
 * The hourly lifecycle job: "still available?" e-mails 7 days before expiry (once per
 * confirmation), expiry of live listings not confirmed for LISTING_LIFE_DAYS, and removal
 * of listings rejected more than 30 days ago with their photos.
 */
export async function runLifecycle(at: Date = now()): Promise<LifecycleRun> {
  const life = lifeDays() * DAY_MS;
  const remindBefore = new Date(at.getTime() - life + LIFECYCLE.reminderDaysBefore * DAY_MS);
  const expireBefore = new Date(at.getTime() - life);
  const db = getDb();

  const due = await db
    .select({ id: properties.id, confirmedAt: properties.confirmedAt })
    .from(properties)
    .where(
      and(
        eq(properties.status, "live"),
        lt(properties.confirmedAt, remindBefore),
        sql`${properties.confirmedAt} >= ${expireBefore.toISOString()}::timestamptz`,
        or(isNull(properties.reminderSentAt), lt(properties.reminderSentAt, properties.confirmedAt)),
      ),
    )
    .orderBy(asc(properties.confirmedAt))
    .limit(BATCH);
  for (const row of due) {
    const marked = await markListing(row.id, { reminderSentAt: at }, eq(properties.status, "live"));
    if (!marked || !row.confirmedAt) continue;
    const expires = new Date(row.confirmedAt.getTime() + life);
    await mailOwner(
      row.id,
      "reminder",
      (locale) => ({ date: formatDate(expires.toISOString(), locale) }),
      await renewalPath(row, at),
    );
  }

  const stale = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.status, "live"), lt(properties.confirmedAt, expireBefore)))
    .orderBy(asc(properties.confirmedAt))
    .limit(BATCH);
  let expired = 0;
  for (const row of stale) {
    const moved = await move(row.id, {
      from: ["live"],
      to: "expired",
      kind: "expired",
      actorId: null,
      at,
      scope: lt(properties.confirmedAt, expireBefore),
    });
    if (!moved) continue;
    expired += 1;
    await mailOwner(row.id, "expired");
  }

  const purgeBefore = new Date(at.getTime() - LIFECYCLE.purgeRejectedDays * DAY_MS);
  const old = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.status, "rejected"), lt(properties.statusChangedAt, purgeBefore)))
    .limit(BATCH);
  let purged = 0;
  for (const row of old) {
    purged += await writeListings((writes) =>
      writes.delete(
        and(
          eq(properties.id, row.id),
          eq(properties.status, "rejected"),
          lt(properties.statusChangedAt, purgeBefore),
        ) as SQL,
      ),
    );
  }
  const run = { reminded: due.length, expired, purged };
  if (run.reminded || run.expired || run.purged) logger.info(run, "listing lifecycle run");
  return run;
}

// ── History ─────────────────────────────────────────────────────────────────────────────

/** The histories of some listings (the owner's profile shows each listing's). */
export async function historyOf(ids: readonly string[], ownerId: string): Promise<Map<string, HistoryEntry[]>> {
  const byId = new Map<string, HistoryEntry[]>();
  if (ids.length === 0) return byId;
  const rows = await getDb()
    .select({
      propertyId: propertyEvents.propertyId,
      kind: propertyEvents.kind,
      fromStatus: propertyEvents.fromStatus,
      toStatus: propertyEvents.toStatus,
      reason: propertyEvents.reason,
      note: propertyEvents.note,
      createdAt: propertyEvents.createdAt,
      actorId: propertyEvents.actorId,
    })
    .from(propertyEvents)
    .where(inArray(propertyEvents.propertyId, [...ids]))
    .orderBy(asc(propertyEvents.createdAt));
  for (const row of rows) {
    const list = byId.get(row.propertyId) ?? [];
    list.push({
      kind: row.kind as EventKind,
      fromStatus: row.fromStatus as ListingStatus | null,
      toStatus: row.toStatus as ListingStatus,
      reason: row.reason,
      note: row.note,
      at: row.createdAt.toISOString(),
      by: row.actorId === ownerId ? "owner" : row.actorId ? "team" : "site",
    });
    byId.set(row.propertyId, list);
  }
  return byId;
}

/** What the owner's profile says under each of their listings. */
export async function ownerNotes(ids: readonly string[], ownerId: string): Promise<Record<string, OwnerNotes>> {
  if (ids.length === 0) return {};
  const [rows, history] = await Promise.all([
    getDb()
      .select({
        id: properties.id,
        status: properties.status,
        statusReason: properties.statusReason,
        statusNote: properties.statusNote,
        confirmedAt: properties.confirmedAt,
        editSentAt: propertyEdits.createdAt,
      })
      .from(properties)
      .leftJoin(propertyEdits, eq(propertyEdits.propertyId, properties.id))
      .where(and(inArray(properties.id, [...ids]), eq(properties.userId, ownerId))),
    historyOf(ids, ownerId),
  ]);
  const life = lifeDays() * DAY_MS;
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        statusReason: row.statusReason,
        statusNote: row.statusNote,
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
        expiresAt:
          row.status === "live" && row.confirmedAt ? new Date(row.confirmedAt.getTime() + life).toISOString() : null,
        editSentAt: row.editSentAt?.toISOString() ?? null,
        history: history.get(row.id) ?? [],
      },
    ]),
  );
}

// ── E-mails to the owner ────────────────────────────────────────────────────────────────

type OwnerEmail = "approved" | "rejected" | "editApproved" | "editRejected" | "reminder" | "expired" | "reportedGone";

/**
 * Writes to a listing's owner about it, in the owner's language (user.locale, decision 028);
 * the action defaults to the listing or the profile. `extra` may depend on that language
 * (a date, a link).
 */
export async function mailOwner(
  id: string,
  which: OwnerEmail,
  extra: Record<string, string> | ((locale: Locale) => Record<string, string>) = {},
  actionPath?: string,
): Promise<void> {
  const [row] = await getDb()
    .select({ ...titleColumns(properties), owner: user.name, email: user.email, locale: user.locale })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.userId))
    .where(eq(properties.id, id));
  if (!row) return;
  const site = getSite();
  const locale = localeOfRecipient(row);
  const { t } = serverTranslator(locale);
  const values = {
    owner: row.owner,
    listing: listingTitle(row, locale),
    brand: brandName(site),
    ...(typeof extra === "function" ? extra(locale) : extra),
  };
  const texts = LIFECYCLE_EMAILS[which];
  const path =
    actionPath ?? (which === "approved" || which === "editApproved" ? propertyHref(id) : "/profile#your-listings");
  getMailer().send(
    compose({
      to: row.email,
      subject: t(texts.subject, values),
      greeting: t(LIFECYCLE_EMAILS.greeting, values),
      paragraphs: [t(texts.body, values), ...("after" in texts ? [t(texts.after, values)] : [])],
      action: { label: t(texts.action), url: siteLink(path, locale) },
      notes: [t(LIFECYCLE_EMAILS.why, values)],
      signature: { brand: brandName(site), url: site.publicUrl },
      ...(locale === "en" ? {} : { lang: locale }),
    }),
  );
}
