import { and, asc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { type Database, getDb, type Transaction } from "#app/modules/db/db.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { now } from "#app/modules/platform/clock.server";
import { isUuid } from "#app/modules/platform/ids";
import { logger } from "#app/modules/platform/logger.server";
import { clientKey } from "#app/modules/properties/client-key.server";
import { isLive } from "#app/modules/properties/live.server";
import { conversations, properties, siteVisits, visitHours } from "#db/schema";
import {
  closedFor,
  conversationOf,
  liveListingFor,
  type Outcome,
  openConversation,
  openFor,
} from "./conversations.server";
import { visitMail } from "./messages-mail.server";
import type { Side, VisitView } from "./view";
import {
  checkSlots,
  checkVisitHours,
  DEFAULT_VISIT_HOURS,
  reminderDueAt,
  type SlotProblem,
  type VisitHours,
  type VisitNews,
} from "./visit-times";
import { CONVERSATION_ANSWERS, VISIT_ANSWERS } from "./words";

/**
 * Site visits (issue 42, decision 053): one side proposes up to three times within the
 * poster's visit hours, the other confirms one, proposes others or declines; either
 * cancels with a reason. Every change is e-mailed (a confirmation with its calendar
 * invite); a job reminds both the evening before.
 */

const SLOT_ANSWERS: Record<Exclude<SlotProblem, never>, string> = {
  none: VISIT_ANSWERS.none,
  "too-many": VISIT_ANSWERS.tooMany,
  unreadable: VISIT_ANSWERS.unreadable,
  repeated: VISIT_ANSWERS.repeated,
  "too-soon": VISIT_ANSWERS.tooSoon,
  "too-far": VISIT_ANSWERS.tooFar,
  "outside-hours": VISIT_ANSWERS.outsideHours,
};

/** The days and hours a listing's poster accepts visits (the default until they choose). */
export async function visitHoursOf(
  propertyId: string | null,
  db: Pick<Database, "select"> = getDb(),
): Promise<VisitHours> {
  if (!propertyId) return DEFAULT_VISIT_HOURS;
  const [row] = await db.select().from(visitHours).where(eq(visitHours.propertyId, propertyId));
  return row ? { days: row.days, fromHour: row.fromHour, toHour: row.toHour } : DEFAULT_VISIT_HOURS;
}

/** The poster chooses the days and hours of one of their listings. */
export async function saveVisitHours(
  ownerId: string,
  propertyId: string,
  days: readonly number[],
  fromHour: number,
  toHour: number,
): Promise<Outcome> {
  if (!isUuid(propertyId)) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
  const hours = checkVisitHours(days, fromHour, toHour);
  if (!hours) return { ok: false, status: 400, message: VISIT_ANSWERS.hoursInvalid, field: "days" };
  const [own] = await getDb()
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, ownerId)));
  if (!own) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
  const values = { ...hours, updatedAt: now() };
  await getDb()
    .insert(visitHours)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: visitHours.propertyId, set: values });
  return { ok: true, message: VISIT_ANSWERS.hoursSaved };
}

/**
 * A proposal inside the caller's transaction (a conversation just opened from the listing
 * uses it): the times checked against the listing's hours; an open proposal of either side
 * is superseded by it.
 */
export async function addProposal(
  tx: Transaction,
  conversation: { id: string; propertyId: string | null },
  side: Side,
  slotValues: readonly string[],
): Promise<Outcome<{ visitId: string }>> {
  if (!conversation.propertyId) return { ok: false, status: 409, message: VISIT_ANSWERS.listingGone };
  const [live] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, conversation.propertyId), isLive));
  if (!live) return { ok: false, status: 409, message: VISIT_ANSWERS.listingGone };
  const checked = checkSlots(slotValues, await visitHoursOf(conversation.propertyId, tx), now());
  if (!checked.ok) return { ok: false, status: 400, message: SLOT_ANSWERS[checked.problem], field: "slot1" };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation:${conversation.id}`}))`);
  const at = now();
  await tx
    .update(siteVisits)
    .set({ status: "superseded", updatedAt: at })
    .where(and(eq(siteVisits.conversationId, conversation.id), eq(siteVisits.status, "proposed")));
  const [visit] = await tx
    .insert(siteVisits)
    .values({ conversationId: conversation.id, proposedBy: side, slots: checked.slots, createdAt: at, updatedAt: at })
    .returning({ id: siteVisits.id });
  if (!visit) throw new Error("visit not stored");
  return { ok: true, message: VISIT_ANSWERS.proposed, visitId: visit.id };
}

/**
 * A seeker proposes times from a listing's page: the conversation about it is found or
 * started (with its limits and blocks), and the proposal added to it. Needs a verified
 * mobile number, as an enquiry does (decision 043).
 */
export async function bookVisit(
  viewer: { id: string; mobileVerified: boolean },
  propertyId: string,
  slotValues: readonly string[],
  request: Request,
): Promise<Outcome<{ conversationId: string }>> {
  if (!isUuid(propertyId)) return { ok: false, status: 404, message: VISIT_ANSWERS.listingGone };
  const checked = checkSlots(slotValues, await visitHoursOf(propertyId), now());
  if (!checked.ok) return { ok: false, status: 400, message: SLOT_ANSWERS[checked.problem], field: "slot1" };
  // The page says so before the form; this is for a post made without it.
  if (!viewer.mobileVerified) return { ok: false, status: 403, message: VISIT_ANSWERS.verifyMobile };
  const address = await clientKey(request);
  const locale = localeOf(request);
  let visitId = "";
  const outcome = await getDb()
    .transaction(async (tx): Promise<Outcome<{ conversationId: string }>> => {
      const listing = await liveListingFor(tx, propertyId);
      if (!listing) return { ok: false, status: 404, message: VISIT_ANSWERS.listingGone };
      if (listing.userId === viewer.id) return { ok: false, status: 400, message: VISIT_ANSWERS.own };
      const conversation = await openConversation(tx, { listing, seekerId: viewer.id, clientKey: address }, locale);
      if (!conversation.ok) return conversation;
      const closed = await closedFor(tx, viewer.id, listing.userId);
      if (closed) return { ok: false, ...closed };
      const proposed = await addProposal(tx, { id: conversation.id, propertyId }, "seeker", slotValues);
      // Nothing is kept of a refused proposal, not even the conversation it opened.
      if (!proposed.ok) throw new Refused(proposed);
      visitId = proposed.visitId;
      return { ok: true, message: proposed.message, conversationId: conversation.id };
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.outcome;
      throw error;
    });
  if (outcome.ok) await notify(visitId, "proposed");
  return outcome;
}

/** Thrown to undo a transaction whose last step was refused, carrying the refusal. */
class Refused extends Error {
  constructor(readonly outcome: { ok: false; status: number; message: string; field?: string }) {
    super(outcome.message);
  }
}

/** The viewer proposes times in one of their conversations (or proposes others). */
export async function proposeVisit(viewerId: string, conversationId: string, slotValues: readonly string[]) {
  const outcome = await getDb().transaction(async (tx): Promise<Outcome<{ visitId: string }>> => {
    const open = await openFor(tx, viewerId, conversationId);
    if (!open.ok) return open;
    return addProposal(tx, open.row, open.side, slotValues);
  });
  if (outcome.ok) await notify(outcome.visitId, "proposed");
  return outcome;
}

/** A visit of a conversation the viewer is a side of, locked for the change. */
async function visitForChange(tx: Transaction, viewerId: string, visitId: string) {
  if (!isUuid(visitId)) return null;
  const [visit] = await tx.select().from(siteVisits).where(eq(siteVisits.id, visitId)).for("update");
  if (!visit) return null;
  const open = await openFor(tx, viewerId, visit.conversationId);
  return { visit, open };
}

/** The side that did not propose confirms one of the times, or declines them. */
export async function answerVisit(
  viewerId: string,
  visitId: string,
  choice: { confirm: string } | "decline",
): Promise<Outcome> {
  const outcome = await getDb().transaction(async (tx): Promise<Outcome> => {
    const found = await visitForChange(tx, viewerId, visitId);
    if (!found) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
    const { visit, open } = found;
    if (!open.ok) return open;
    if (visit.status !== "proposed") return { ok: false, status: 409, message: VISIT_ANSWERS.notOpen };
    if (visit.proposedBy === open.side) return { ok: false, status: 403, message: VISIT_ANSWERS.notYours };
    const at = now();
    if (choice === "decline") {
      await tx.update(siteVisits).set({ status: "declined", updatedAt: at }).where(eq(siteVisits.id, visitId));
      return { ok: true, message: VISIT_ANSWERS.declined };
    }
    const slot = visit.slots.find((time) => time.toISOString() === choice.confirm);
    if (!slot) return { ok: false, status: 400, message: VISIT_ANSWERS.notOpen };
    if (slot.getTime() <= at.getTime()) return { ok: false, status: 409, message: VISIT_ANSWERS.slotGone };
    await tx
      .update(siteVisits)
      .set({ status: "confirmed", confirmedSlot: slot, updatedAt: at })
      .where(eq(siteVisits.id, visitId));
    return { ok: true, message: VISIT_ANSWERS.confirmed };
  });
  if (outcome.ok) await notify(visitId, choice === "decline" ? "declined" : "confirmed");
  return outcome;
}

export const CANCEL_REASON_MAX = 300;

/** Either side cancels a proposed or confirmed visit, saying why. */
export async function cancelVisit(viewerId: string, visitId: string, rawReason: unknown): Promise<Outcome> {
  const reason = typeof rawReason === "string" ? rawReason.trim() : "";
  if (!reason) return { ok: false, status: 400, message: VISIT_ANSWERS.reasonNeeded, field: "reason" };
  if ([...reason].length > CANCEL_REASON_MAX) {
    return { ok: false, status: 400, message: VISIT_ANSWERS.reasonTooLong, field: "reason" };
  }
  let wasConfirmed = false;
  const outcome = await getDb().transaction(async (tx): Promise<Outcome> => {
    const found = await visitForChange(tx, viewerId, visitId);
    if (!found) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
    // Cancelling stays possible when the other side blocked or left: only their consent is gone.
    const conversation = await conversationOf(viewerId, found.visit.conversationId, tx);
    if (!conversation) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
    const { visit } = found;
    if (visit.status !== "proposed" && visit.status !== "confirmed") {
      return { ok: false, status: 409, message: VISIT_ANSWERS.notOpen };
    }
    wasConfirmed = visit.status === "confirmed";
    await tx
      .update(siteVisits)
      .set({ status: "cancelled", cancelledBy: conversation.side, reason, updatedAt: now() })
      .where(eq(siteVisits.id, visitId));
    return { ok: true, message: VISIT_ANSWERS.cancelled };
  });
  if (outcome.ok) await notify(visitId, wasConfirmed ? "cancelled" : "withdrawn");
  return outcome;
}

/**
 * E-mails about a visit are written after its transaction (the mailer sends them in the
 * background); a failure is logged and the change stands.
 */
async function notify(visitId: string, news: VisitNews): Promise<void> {
  await visitMail(visitId, news).catch((error: unknown) =>
    logger.error({ err: error, visitId, news }, "visit e-mail failed"),
  );
}

/** A conversation's visits, newest first, as one side sees them. */
export async function visitsOf(conversationId: string, side: Side): Promise<VisitView[]> {
  const rows = await getDb()
    .select()
    .from(siteVisits)
    .where(eq(siteVisits.conversationId, conversationId))
    .orderBy(sql`${siteVisits.createdAt} desc`);
  const at = now().getTime();
  return rows.map((visit) => {
    const ahead =
      visit.status === "confirmed"
        ? (visit.confirmedSlot?.getTime() ?? 0) > at
        : visit.slots.some((slot) => slot.getTime() > at);
    return {
      id: visit.id,
      proposedByMe: visit.proposedBy === side,
      slots: visit.slots.map((slot) => slot.toISOString()),
      status: visit.status === "proposed" && !ahead ? "lapsed" : visit.status,
      confirmedSlot: visit.confirmedSlot?.toISOString() ?? null,
      cancelledByMe: visit.cancelledBy ? visit.cancelledBy === side : null,
      reason: visit.reason,
      canAnswer: visit.status === "proposed" && visit.proposedBy !== side && ahead,
      canCancel: (visit.status === "proposed" || visit.status === "confirmed") && ahead,
    };
  });
}

/**
 * The evening-before reminders (the conversations' job, every 10 minutes): each confirmed visit
 * still ahead whose reminder time (6 pm India time the day before) has come is claimed
 * once and e-mailed to both sides. A visit confirmed after that evening is reminded at once.
 */
export async function sendVisitReminders(at: Date = now()): Promise<{ reminded: number }> {
  const candidates = await getDb()
    .select({ id: siteVisits.id, slot: siteVisits.confirmedSlot })
    .from(siteVisits)
    .where(
      and(
        eq(siteVisits.status, "confirmed"),
        isNull(siteVisits.reminderSentAt),
        gt(siteVisits.confirmedSlot, at),
        lt(siteVisits.confirmedSlot, new Date(at.getTime() + 2 * 24 * 60 * 60 * 1000)),
      ),
    )
    .orderBy(asc(siteVisits.confirmedSlot));
  const due = candidates.filter((visit) => visit.slot && reminderDueAt(visit.slot).getTime() <= at.getTime());
  if (due.length === 0) return { reminded: 0 };
  const claimed = await getDb()
    .update(siteVisits)
    .set({ reminderSentAt: at })
    .where(
      and(
        inArray(
          siteVisits.id,
          due.map((visit) => visit.id),
        ),
        isNull(siteVisits.reminderSentAt),
        eq(siteVisits.status, "confirmed"),
      ),
    )
    .returning({ id: siteVisits.id });
  for (const visit of claimed) await visitMail(visit.id, "reminder");
  return { reminded: claimed.length };
}

/** The calendar file of a confirmed visit, for one of its sides; null otherwise. */
export async function visitOfViewer(viewerId: string, visitId: string) {
  if (!isUuid(visitId)) return null;
  const [visit] = await getDb()
    .select({ visit: siteVisits, conversation: conversations })
    .from(siteVisits)
    .innerJoin(conversations, eq(conversations.id, siteVisits.conversationId))
    .where(eq(siteVisits.id, visitId));
  if (!visit) return null;
  const { seekerId, posterId } = visit.conversation;
  return seekerId === viewerId || posterId === viewerId ? visit : null;
}

/** Visit times seekers proposed on these listings since `since`, oldest first, for a poster's CRM. */
export async function seekerProposalsSince(propertyIds: readonly string[], since: Date) {
  if (propertyIds.length === 0) return [];
  return getDb()
    .select({
      id: siteVisits.id,
      conversationId: siteVisits.conversationId,
      propertyId: conversations.propertyId,
      slots: siteVisits.slots,
      createdAt: siteVisits.createdAt,
    })
    .from(siteVisits)
    .innerJoin(conversations, eq(conversations.id, siteVisits.conversationId))
    .where(
      and(
        inArray(conversations.propertyId, [...propertyIds]),
        eq(siteVisits.proposedBy, "seeker"),
        gt(siteVisits.createdAt, since),
      ),
    )
    .orderBy(asc(siteVisits.createdAt))
    .limit(1000);
}
