import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { localeOfRecipient, siteLink } from "#app/modules/accounts/emails.server";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { placeIn } from "#app/modules/i18n/place-names";
import { msg } from "#app/modules/i18n/translate";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { compose } from "#app/modules/mail/compose";
import { getMailer } from "#app/modules/mail/mailer.server";
import { now } from "#app/modules/platform/clock.server";
import { conversationMessages, conversations, properties, siteVisits, user } from "#db/schema";
import { updateConversation } from "./conversation-store.server";
import { conversationListings, shownListing } from "./listing-names.server";
import { hiddenWords, maskContacts, maskedFor } from "./mask";
import type { Side } from "./view";
import { visitCalendar } from "./visit-calendar";
import { formatVisitTime, VISIT_LENGTH_MS, type VisitNews } from "./visit-times";

/**
 * The e-mails of conversations and visits (decision 053), in each recipient's language:
 * new messages at most once an hour per conversation and side (claimed atomically, so two
 * processes never both send), and every change to a visit, a confirmation with its
 * calendar invite.
 */

const HOUR_MS = 60 * 60 * 1000;
const RECENT_MS = 48 * HOUR_MS;
/** The most messages quoted in one e-mail (the link leads to the rest). */
const QUOTED = 5;

export const MESSAGE_EMAIL = {
  subject: msg("New message about {listing}"),
  greeting: msg("Hello {name},"),
  one: msg("{sender} wrote to you about {listing}:"),
  several: msg("{sender} wrote to you about {listing} ({count} new messages):"),
  more: msg("...and more in the conversation."),
  masked: msg("Numbers and e-mail addresses are hidden until you both agree to share contacts."),
  action: msg("Read and reply"),
  note: msg(
    "We e-mail you at most once an hour about a conversation. To stop these e-mails, mute the conversation on its page.",
  ),
  deleted: msg("Deleted account"),
} as const;

export const VISIT_EMAIL = {
  proposedSubject: msg("Visit times proposed for {listing}"),
  proposed: msg("{name} proposes a site visit to {listing} at one of these times:"),
  proposedAction: msg("Choose a time"),
  confirmedSubject: msg("Site visit confirmed: {listing}, {when}"),
  confirmed: msg("Your site visit to {listing} with {name} is confirmed for {when}."),
  place: msg("Where: {place}"),
  invite: msg("The calendar invite is attached: open it to add the visit to your calendar."),
  declinedSubject: msg("Visit times declined: {listing}"),
  declined: msg(
    "{name} declined the visit times proposed for {listing}. You can propose other times in the conversation.",
  ),
  cancelledSubject: msg("Site visit cancelled: {listing}, {when}"),
  cancelled: msg("{name} cancelled the site visit to {listing} on {when}."),
  withdrawnSubject: msg("Visit proposal withdrawn: {listing}"),
  withdrawn: msg("{name} withdrew the visit times proposed for {listing}."),
  reason: msg("Their reason: {reason}"),
  reminderSubject: msg("Reminder: site visit tomorrow, {when}"),
  reminder: msg("A reminder: your site visit to {listing} with {name} is tomorrow, {when}."),
  action: msg("Open the conversation"),
  summary: msg("Site visit: {listing}"),
  calendarNote: msg("With {name}. The conversation: {url}"),
} as const;

interface Person {
  id: string;
  name: string;
  email: string;
  locale: string | null;
}

async function people(ids: readonly (string | null)[]): Promise<Map<string, Person>> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: user.id, name: user.name, email: user.email, locale: user.locale })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

function signature() {
  const site = getSite();
  return { brand: brandName(site), url: site.publicUrl };
}

/**
 * E-mails each side of the given conversations (or of all) about the other side's messages
 * they have not read nor been e-mailed about, unless muted or e-mailed in the last hour.
 * A side is claimed by moving its mailed time from the value read, so it is sent once.
 */
export async function mailNewMessages(conversationIds?: readonly string[], at = now()): Promise<{ sent: number }> {
  const hourAgo = new Date(at.getTime() - HOUR_MS);
  let sent = 0;
  for (const side of ["seeker", "poster"] as const) {
    const me = side === "seeker" ? conversations.seekerId : conversations.posterId;
    const them = side === "seeker" ? conversations.posterId : conversations.seekerId;
    const readAt = side === "seeker" ? conversations.seekerReadAt : conversations.posterReadAt;
    const mailedAt = side === "seeker" ? conversations.seekerMailedAt : conversations.posterMailedAt;
    const mutedAt = side === "seeker" ? conversations.seekerMutedAt : conversations.posterMutedAt;
    const candidates = await getDb()
      .select({ row: conversations })
      .from(conversations)
      .where(
        and(
          conversationIds ? inArray(conversations.id, [...conversationIds]) : undefined,
          // A message waits at most an hour for its e-mail: two days back is ample (and indexed).
          gt(conversations.lastMessageAt, new Date(at.getTime() - RECENT_MS)),
          sql`${me} is not null`,
          isNull(mutedAt),
          or(isNull(mailedAt), sql`${mailedAt} <= ${hourAgo}`),
          sql`exists (select 1 from ${conversationMessages} m where m.conversation_id = "conversations"."id"
            and m.sender_id = ${them}
            and m.created_at > greatest(coalesce(${readAt}, 'epoch'::timestamptz), coalesce(${mailedAt}, 'epoch'::timestamptz)))`,
        ),
      );
    for (const { row } of candidates) {
      const previous = side === "seeker" ? row.seekerMailedAt : row.posterMailedAt;
      const claimed = await updateConversation(
        getDb(),
        row.id,
        side === "seeker" ? { seekerMailedAt: at } : { posterMailedAt: at },
        previous ? eq(mailedAt, previous) : isNull(mailedAt),
      );
      if (!claimed) continue;
      await mailMessages(row, side, previous);
      sent += 1;
    }
  }
  return { sent };
}

async function mailMessages(row: typeof conversations.$inferSelect, side: Side, previous: Date | null) {
  const recipientId = side === "seeker" ? row.seekerId : row.posterId;
  const senderId = side === "seeker" ? row.posterId : row.seekerId;
  const readAt = side === "seeker" ? row.seekerReadAt : row.posterReadAt;
  const since = new Date(Math.max(readAt?.getTime() ?? 0, previous?.getTime() ?? 0));
  const [byId, messages] = await Promise.all([
    people([recipientId, senderId]),
    getDb()
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, row.id),
          eq(conversationMessages.senderId, senderId ?? ""),
          gt(conversationMessages.createdAt, since),
        ),
      )
      .orderBy(asc(conversationMessages.createdAt)),
  ]);
  const recipient = recipientId ? byId.get(recipientId) : undefined;
  if (!recipient || messages.length === 0) return;
  const locale = localeOfRecipient(recipient);
  const { t } = serverTranslator(locale);
  const words = hiddenWords(t);
  let anyMasked = false;
  const quoted = messages.slice(-QUOTED).map((message) => {
    if (!maskedFor(message.createdAt, row.contactsSharedAt)) return message.body;
    const { text, masked } = maskContacts(message.body, words);
    anyMasked ||= masked;
    return text;
  });
  const values = {
    name: recipient.name,
    sender: (senderId && byId.get(senderId)?.name) || t(MESSAGE_EMAIL.deleted),
    listing: (await conversationListings([row], locale))(row),
    count: String(messages.length),
  };
  const url = siteLink(`/messages/${row.id}`, locale);
  getMailer().send(
    compose({
      to: recipient.email,
      subject: t(MESSAGE_EMAIL.subject, values),
      greeting: t(MESSAGE_EMAIL.greeting, values),
      paragraphs: [
        t(messages.length === 1 ? MESSAGE_EMAIL.one : MESSAGE_EMAIL.several, values),
        ...quoted.map((body) => `“${body}”`),
        ...(messages.length > QUOTED ? [t(MESSAGE_EMAIL.more)] : []),
        ...(anyMasked ? [t(MESSAGE_EMAIL.masked)] : []),
      ],
      action: { label: t(MESSAGE_EMAIL.action), url },
      notes: [t(MESSAGE_EMAIL.note)],
      signature: signature(),
      ...(locale === "en" ? {} : { lang: locale }),
    }),
  );
}

/** A visit with its conversation and listing, for its e-mails and its calendar file. */
async function visitContext(visitId: string) {
  const [found] = await getDb()
    .select({
      visit: siteVisits,
      conversation: conversations,
      address: properties.address,
      locality: properties.locality,
      city: properties.city,
      // The listing's title while it exists (null once it is deleted: the conversation's kept name).
      title: titleColumns(properties),
    })
    .from(siteVisits)
    .innerJoin(conversations, eq(conversations.id, siteVisits.conversationId))
    .leftJoin(properties, eq(properties.id, conversations.propertyId))
    .where(eq(siteVisits.id, visitId));
  return found ?? null;
}

type VisitContext = NonNullable<Awaited<ReturnType<typeof visitContext>>>;

/** Where the visit is, in the reader's language: the address as typed, the locality and city by their names. */
const placeOf = (context: VisitContext, locale: Locale) => placeIn(context, locale);

/** The calendar file of a visit, in the words of the person it is for. */
export function visitInvite(context: VisitContext, withName: string, locale: "en" | "hi", cancelled = false): string {
  const { t } = serverTranslator(locale);
  const start = context.visit.confirmedSlot ?? context.visit.slots[0] ?? now();
  const url = siteLink(`/messages/${context.conversation.id}`, locale);
  return visitCalendar({
    id: context.visit.id,
    host: new URL(getSite().publicUrl).hostname,
    start,
    end: new Date(start.getTime() + VISIT_LENGTH_MS),
    summary: t(VISIT_EMAIL.summary, {
      listing: shownListing(context.conversation.listingName, context.title, locale),
    }),
    description: t(VISIT_EMAIL.calendarNote, { name: withName, url }),
    location: placeOf(context, locale),
    url,
    stamp: now(),
    cancelled,
  });
}

/** The .ics of a visit for one of its sides (the download on the conversation page). */
export async function visitInviteFor(visitId: string, viewerId: string, locale: "en" | "hi") {
  const context = await visitContext(visitId);
  if (context?.visit.status !== "confirmed") return null;
  const { seekerId, posterId } = context.conversation;
  if (viewerId !== seekerId && viewerId !== posterId) return null;
  const otherId = viewerId === seekerId ? posterId : seekerId;
  const other = (await people([otherId])).get(otherId ?? "");
  const { t } = serverTranslator(locale);
  return visitInvite(context, other?.name ?? t(MESSAGE_EMAIL.deleted), locale);
}

/** Tells the right people about a change to a visit. */
export async function visitMail(visitId: string, news: VisitNews): Promise<void> {
  const context = await visitContext(visitId);
  if (!context) return;
  const { visit, conversation } = context;
  const byId = await people([conversation.seekerId, conversation.posterId]);
  const sideId = (side: Side) => (side === "seeker" ? conversation.seekerId : conversation.posterId);
  const proposer = visit.proposedBy as Side;
  const answerer: Side = proposer === "seeker" ? "poster" : "seeker";
  const canceller = (visit.cancelledBy ?? proposer) as Side;
  // Who hears, and whose name the e-mail gives as the other person.
  const recipients: Side[] =
    news === "proposed"
      ? [answerer]
      : news === "declined"
        ? [proposer]
        : news === "cancelled" || news === "withdrawn"
          ? [canceller === "seeker" ? "poster" : "seeker"]
          : ["seeker", "poster"];
  for (const side of recipients) {
    const recipient = byId.get(sideId(side) ?? "");
    if (!recipient) continue;
    const otherSide: Side = side === "seeker" ? "poster" : "seeker";
    const locale = localeOfRecipient(recipient);
    const { t } = serverTranslator(locale);
    const otherName = byId.get(sideId(otherSide) ?? "")?.name ?? t(MESSAGE_EMAIL.deleted);
    const when = visit.confirmedSlot ? formatVisitTime(visit.confirmedSlot, locale) : "";
    const values = {
      name: otherName,
      listing: shownListing(conversation.listingName, context.title, locale),
      when,
      place: placeOf(context, locale),
      reason: visit.reason,
    };
    const [subject, body]: readonly [string, string] = (
      {
        proposed: [VISIT_EMAIL.proposedSubject, VISIT_EMAIL.proposed],
        confirmed: [VISIT_EMAIL.confirmedSubject, VISIT_EMAIL.confirmed],
        declined: [VISIT_EMAIL.declinedSubject, VISIT_EMAIL.declined],
        cancelled: [VISIT_EMAIL.cancelledSubject, VISIT_EMAIL.cancelled],
        withdrawn: [VISIT_EMAIL.withdrawnSubject, VISIT_EMAIL.withdrawn],
        reminder: [VISIT_EMAIL.reminderSubject, VISIT_EMAIL.reminder],
      } as const
    )[news];
    const paragraphs = [t(body, values)];
    if (news === "proposed")
      paragraphs.push(visit.slots.map((slot) => `• ${formatVisitTime(slot, locale)}`).join("\n"));
    if ((news === "confirmed" || news === "reminder") && values.place) paragraphs.push(t(VISIT_EMAIL.place, values));
    if (news === "confirmed") paragraphs.push(t(VISIT_EMAIL.invite));
    if (news === "cancelled" || news === "withdrawn") paragraphs.push(t(VISIT_EMAIL.reason, values));
    const invite =
      news === "confirmed" || news === "cancelled"
        ? [
            {
              filename: "site-visit.ics",
              contentType: `text/calendar; charset=utf-8; method=${news === "cancelled" ? "CANCEL" : "PUBLISH"}`,
              content: visitInvite(context, otherName, locale, news === "cancelled"),
            },
          ]
        : [];
    getMailer().send(
      compose({
        to: recipient.email,
        subject: t(subject, values),
        greeting: t(MESSAGE_EMAIL.greeting, { name: recipient.name }),
        paragraphs,
        action: {
          label: t(news === "proposed" ? VISIT_EMAIL.proposedAction : VISIT_EMAIL.action),
          url: siteLink(`/messages/${conversation.id}`, locale),
        },
        signature: signature(),
        attachments: invite,
        ...(locale === "en" ? {} : { lang: locale }),
      }),
    );
  }
}
