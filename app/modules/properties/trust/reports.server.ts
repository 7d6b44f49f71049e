import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { LIFECYCLE } from "#app/config/limits";
import { siteLink } from "#app/modules/accounts/emails.server";
import { HONEYPOT_FIELD } from "#app/modules/contact-us/limits";
import { getDb } from "#app/modules/db/db.server";
import { rateLimitMessage } from "#app/modules/db/rate-limits.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { placeIn } from "#app/modules/i18n/place-names";
import { isListingId } from "#app/modules/listing-core/ids";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { now } from "#app/modules/platform/clock.server";
import { getEnv } from "#app/modules/platform/env.server";
import type { FieldValues } from "#app/modules/platform/forms";
import { logger } from "#app/modules/platform/logger.server";
import { clientKey } from "#app/modules/properties/client-key.server";
import { mailOwner } from "#app/modules/properties/lifecycle/lifecycle.server";
import { renewalPath } from "#app/modules/properties/lifecycle/renewal-link.server";
import { markListing } from "#app/modules/properties/listing-store.server";
import { isLive } from "#app/modules/properties/live.server";
import type { Viewer } from "#app/modules/properties/properties.server";
import { listingReports, properties, user } from "#db/schema";
import { REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "./report-words";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReportOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; field?: string };

/**
 * A report from anyone about a live listing (docs/product/marketplace.md §3): a reason from the list and
 * an optional note, checked before anything is stored; the honeypot (a robot is told it
 * worked), the per-client limit, not one's own listing, one report per reporter and listing
 * a day (by account, or by a keyed hash of the address for a visitor).
 */
export async function fileReport(
  request: Request,
  viewer: Viewer | null,
  propertyId: string,
  values: FieldValues,
): Promise<ReportOutcome> {
  const reason = String(values.reason ?? "");
  const note = String(values.note ?? "").trim();
  if (!(reason in REPORT_REASONS))
    return { ok: false, status: 400, message: REPORT_MESSAGES.chooseReason, field: "reason" };
  if (note.length > REPORT_NOTE_MAX)
    return {
      ok: false,
      status: 400,
      message: serverTranslator(localeOf(request)).t(REPORT_MESSAGES.noteTooLong, { max: REPORT_NOTE_MAX }),
      field: "note",
    };
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info("report dropped: honeypot filled");
    return { ok: true, message: REPORT_MESSAGES.sent };
  }
  if (!isListingId(propertyId)) return { ok: false, status: 404, message: REPORT_MESSAGES.notLive };
  const limited = await rateLimitMessage(request, "report");
  if (limited) return { ok: false, status: 429, message: limited };
  const key = await clientKey(request);
  try {
    return await getDb().transaction(async (tx): Promise<ReportOutcome> => {
      const reporter = viewer ? `user:${viewer.id}` : `client:${key}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${propertyId}:${reporter}`}))`);
      const [listing] = await tx
        .select({ userId: properties.userId })
        .from(properties)
        .where(and(eq(properties.id, propertyId), isLive));
      if (!listing) return { ok: false, status: 404, message: REPORT_MESSAGES.notLive };
      if (viewer?.id === listing.userId) return { ok: false, status: 400, message: REPORT_MESSAGES.own };
      const since = new Date(now().getTime() - DAY_MS);
      const [earlier] = await tx
        .select({ id: listingReports.id })
        .from(listingReports)
        .where(
          and(
            eq(listingReports.propertyId, propertyId),
            viewer ? eq(listingReports.reporterId, viewer.id) : eq(listingReports.clientKey, key),
            gt(listingReports.createdAt, since),
          ),
        )
        .limit(1);
      if (earlier) return { ok: false, status: 429, message: REPORT_MESSAGES.already };
      await tx.insert(listingReports).values({
        propertyId,
        reporterId: viewer?.id ?? null,
        clientKey: key,
        reason,
        note,
        createdAt: now(),
      });
      return { ok: true, message: REPORT_MESSAGES.sent };
    });
  } catch (error) {
    logger.error({ err: error }, "report could not be saved");
    return { ok: false, status: 500, message: REPORT_MESSAGES.failed };
  }
}

/**
 * The hourly follow-up: a live listing that LIFECYCLE.goneReports different people reported
 * "no longer available" within LIFECYCLE.reportWindowDays, and that was not asked yet, is
 * flagged for the Admins and its owner is asked by e-mail to confirm it (the one-click
 * renewal link) or close it. Confirming clears the flag (lifecycle.server.ts renew).
 *
 * What counts (decision 019), so that fake accounts or a few visitors cannot get a
 * competitor's listing flagged: only reports from accounts whose e-mail is confirmed and
 * that were at least REPORT_ACCOUNT_MIN_AGE_DAYS old when they reported; as many different
 * client addresses as accounts (three accounts on two addresses are two); signed-out
 * reports go to the Admins' queue only. And only reports made after the owner last
 * confirmed the listing: a confirmation answers the reports before it, so the next run
 * does not ask again about the same reports.
 */
export async function reportFollowUps(at: Date = now()): Promise<{ asked: number }> {
  const since = new Date(at.getTime() - LIFECYCLE.reportWindowDays * DAY_MS);
  const minAge = sql`make_interval(days => ${getEnv().REPORT_ACCOUNT_MIN_AGE_DAYS})`;
  const people = sql`least(count(distinct ${listingReports.reporterId}), count(distinct ${listingReports.clientKey}))`;
  const due = await getDb()
    .select({ id: properties.id, confirmedAt: properties.confirmedAt })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .innerJoin(user, eq(user.id, listingReports.reporterId))
    .where(
      and(
        eq(listingReports.reason, "gone" satisfies ReportReason),
        gt(listingReports.createdAt, since),
        isLive,
        isNull(properties.reportedGoneAt),
        eq(user.emailVerified, true),
        sql`${user.createdAt} <= ${listingReports.createdAt} - ${minAge}`,
        sql`(${properties.confirmedAt} is null or ${listingReports.createdAt} > ${properties.confirmedAt})`,
      ),
    )
    .groupBy(properties.id, properties.confirmedAt)
    .having(sql`${people} >= ${LIFECYCLE.goneReports}`);
  let asked = 0;
  for (const row of due) {
    if (!(await markListing(row.id, { reportedGoneAt: at }, isNull(properties.reportedGoneAt)))) continue;
    asked += 1;
    await mailOwner(
      row.id,
      "reportedGone",
      (locale) => ({ profile: siteLink("/profile#your-listings", locale) }),
      await renewalPath(row, at),
    );
  }
  if (asked) logger.info({ asked }, "owners asked about listings reported gone");
  return { asked };
}

// ── The Admins' queue of reports ────────────────────────────────────────────────────────

export interface ReportedListing {
  id: string;
  name: string;
  place: string;
  status: string;
  /** When the owner was asked to confirm after "no longer available" reports. */
  ownerAskedAt: string | null;
  reports: Array<{ reason: string; note: string; at: string; signedIn: boolean }>;
  counts: Partial<Record<ReportReason, number>>;
  latest: string;
}

/** Open reports, grouped by listing, the listings with the newest reports first. */
export async function openReports(locale: Locale, limit = 50): Promise<ReportedListing[]> {
  const db = getDb();
  const listings = await db
    .select({ id: listingReports.propertyId, latest: sql<Date>`max(${listingReports.createdAt})`, total: count() })
    .from(listingReports)
    .where(isNull(listingReports.resolvedAt))
    .groupBy(listingReports.propertyId)
    .orderBy(desc(sql`max(${listingReports.createdAt})`))
    .limit(limit);
  if (listings.length === 0) return [];
  const ids = listings.map((row) => row.id);
  const [details, reports] = await Promise.all([
    db
      .select({
        id: properties.id,
        ...titleColumns(properties),
        status: properties.status,
        askedAt: properties.reportedGoneAt,
      })
      .from(properties)
      .where(inArray(properties.id, ids)),
    db
      .select({
        propertyId: listingReports.propertyId,
        reason: listingReports.reason,
        note: listingReports.note,
        createdAt: listingReports.createdAt,
        reporterId: listingReports.reporterId,
      })
      .from(listingReports)
      .where(and(inArray(listingReports.propertyId, ids), isNull(listingReports.resolvedAt)))
      .orderBy(desc(listingReports.createdAt)),
  ]);
  return listings.flatMap((listing) => {
    const detail = details.find((row) => row.id === listing.id);
    if (!detail) return [];
    const mine = reports.filter((report) => report.propertyId === listing.id);
    const counts: Partial<Record<ReportReason, number>> = {};
    for (const report of mine) counts[report.reason as ReportReason] = (counts[report.reason as ReportReason] ?? 0) + 1;
    return [
      {
        id: detail.id,
        name: listingTitle(detail, locale),
        place: placeIn(detail, locale),
        status: detail.status,
        ownerAskedAt: detail.askedAt?.toISOString() ?? null,
        reports: mine.map((report) => ({
          reason: report.reason,
          note: report.note,
          at: report.createdAt.toISOString(),
          signedIn: Boolean(report.reporterId),
        })),
        counts,
        latest: new Date(listing.latest).toISOString(),
      },
    ];
  });
}

export async function openReportCount(): Promise<number> {
  return getDb().$count(listingReports, isNull(listingReports.resolvedAt));
}

/** An Admin has dealt with a listing's open reports. */
export async function resolveReports(propertyId: string, adminId: string): Promise<boolean> {
  if (!isListingId(propertyId)) return false;
  const rows = await getDb()
    .update(listingReports)
    .set({ resolvedAt: now(), resolvedBy: adminId })
    .where(and(eq(listingReports.propertyId, propertyId), isNull(listingReports.resolvedAt)))
    .returning({ id: listingReports.id });
  return rows.length > 0;
}
