import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { type Database, getDb, type Transaction } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle, type TitleFacts } from "#app/modules/listing-core/title";
import { now } from "#app/modules/platform/clock.server";
import { getEnv } from "#app/modules/platform/env.server";
import { isUuid } from "#app/modules/platform/ids";
import { logger } from "#app/modules/platform/logger.server";
import { isLive } from "#app/modules/properties/live.server";
import { formatDateTime } from "#app/modules/text/format";
import {
  conversationMessages,
  conversationReports,
  conversations,
  properties,
  siteVisits,
  user,
  userBlocks,
} from "#db/schema";
import {
  closeReport,
  fileReport,
  recordMessage,
  setBlock,
  startConversation,
  updateConversation,
} from "./conversation-store.server";
import { conversationListings } from "./listing-names.server";
import { hiddenWords, maskContacts, maskedFor } from "./mask";
import { mailNewMessages } from "./messages-mail.server";
import type { ConversationSummary, ConversationView, Side, ThreadMessage } from "./view";
import { CONVERSATION_ANSWERS, CONVERSATION_REPORT_REASONS } from "./words";

/**
 * Conversations between a seeker and a listing's poster (issue 42, decision 053): who may
 * start one and how often, messages with the contacts in them masked until both sides
 * agree to share, read and muted marks, blocks and reports. Every function takes the
 * signed-in person and answers only about conversations they are a side of.
 */

export type Outcome<T = object> =
  | ({ ok: true; message: string } & T)
  | { ok: false; status: number; message: string; field?: string };

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const other = (side: Side): Side => (side === "seeker" ? "poster" : "seeker");

/** The words for hidden contacts in a language. */
export const hiddenWordsIn = (locale: Locale) => hiddenWords(serverTranslator(locale).t);

/** A conversation with the viewer's side, or null when it is not theirs. */
export async function conversationOf(viewerId: string, id: string, tx: Transaction | Database = getDb()) {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.id, id), or(eq(conversations.seekerId, viewerId), eq(conversations.posterId, viewerId))),
    );
  if (!row) return null;
  const side: Side = row.seekerId === viewerId ? "seeker" : "poster";
  return { row, side, otherId: side === "seeker" ? row.posterId : row.seekerId };
}

/** Whether either person has blocked the other: "me" (the viewer did), "them", or null. */
async function blockBetween(tx: Transaction | Database, viewerId: string, otherId: string) {
  const rows = await tx
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, viewerId)),
      ),
    );
  if (rows.some((row) => row.blockerId === viewerId)) return "me" as const;
  return rows.length ? ("them" as const) : null;
}

/**
 * Finds the seeker's conversation about a listing, or starts one, inside the caller's
 * transaction. A new one is refused when the poster blocked the seeker, or past the day's
 * caps per account and per client address (each counted under a transaction lock, so
 * requests sent at once stop exactly at the cap).
 */
export async function openConversation(
  tx: Transaction,
  {
    listing,
    seekerId,
    clientKey,
  }: { listing: { id: string; userId: string } & TitleFacts; seekerId: string; clientKey: string },
  locale: Locale,
): Promise<Outcome<{ id: string; created: boolean }>> {
  const input = {
    propertyId: listing.id,
    // Kept so the conversation outlives the listing: its name, or one made from its facts (title.ts).
    listingName: listingTitle(listing),
    seekerId,
    posterId: listing.userId,
    clientKey,
  };
  if ((await blockBetween(tx, input.seekerId, input.posterId)) === "them") {
    return { ok: false, status: 403, message: CONVERSATION_ANSWERS.blockedStart };
  }
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.propertyId, input.propertyId), eq(conversations.seekerId, input.seekerId)));
  if (existing) return { ok: true, message: "", id: existing.id, created: false };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation-start:${input.seekerId}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation-start-address:${input.clientKey}`}))`);
  const at = now();
  const since = new Date(at.getTime() - DAY_MS);
  const { CONVERSATIONS_PER_DAY: perDay, CONVERSATIONS_PER_ADDRESS_PER_DAY: perAddress } = getEnv();
  const { t } = serverTranslator(locale);
  const caps = [
    { mine: eq(conversations.seekerId, input.seekerId), max: perDay, words: CONVERSATION_ANSWERS.startLimit },
    {
      mine: eq(conversations.clientKey, input.clientKey),
      max: perAddress,
      words: CONVERSATION_ANSWERS.startAddressLimit,
    },
  ];
  for (const { mine, max, words } of caps) {
    const started = await tx
      .select({ createdAt: conversations.createdAt })
      .from(conversations)
      .where(and(mine, gt(conversations.createdAt, since)))
      .orderBy(asc(conversations.createdAt))
      .limit(max);
    if (started.length >= max) {
      const frees = new Date((started[0]?.createdAt ?? at).getTime() + DAY_MS);
      return { ok: false, status: 429, message: t(words, { max, when: formatDateTime(frees, locale) }) };
    }
  }
  const id = await startConversation(tx, { ...input, createdAt: at, lastMessageAt: at });
  return { ok: true, message: "", id, created: true };
}

/** A message's text, checked: trimmed, not empty, not too long. */
export function checkMessage(body: unknown): Outcome<{ body: string }> {
  const text = typeof body === "string" ? body.replace(/\r\n/g, "\n").trim() : "";
  if (!text) return { ok: false, status: 400, message: CONVERSATION_ANSWERS.empty, field: "body" };
  if ([...text].length > MESSAGE_MAX) {
    return { ok: false, status: 400, message: CONVERSATION_ANSWERS.tooLong, field: "body" };
  }
  return { ok: true, message: "", body: text };
}

/**
 * Adds a message inside the caller's transaction, past the hourly cap per person and
 * conversation (counted under the conversation's lock); the writer has read everything
 * up to it.
 */
export async function addMessage(
  tx: Transaction,
  conversation: { id: string },
  side: Side,
  senderId: string,
  body: string,
  locale: Locale,
): Promise<Outcome> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation:${conversation.id}`}))`);
  const at = now();
  const max = getEnv().MESSAGES_PER_CONVERSATION_PER_HOUR;
  const recent = await tx
    .select({ createdAt: conversationMessages.createdAt })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversation.id),
        eq(conversationMessages.senderId, senderId),
        gt(conversationMessages.createdAt, new Date(at.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(asc(conversationMessages.createdAt))
    .limit(max);
  if (recent.length >= max) {
    const { t } = serverTranslator(locale);
    const frees = new Date((recent[0]?.createdAt ?? at).getTime() + HOUR_MS);
    return {
      ok: false,
      status: 429,
      message: t(CONVERSATION_ANSWERS.messageLimit, { max, when: formatDateTime(frees, locale) }),
      field: "body",
    };
  }
  await recordMessage(tx, { conversationId: conversation.id, side, senderId, body, at });
  return { ok: true, message: CONVERSATION_ANSWERS.sent };
}

/** Why the viewer may not write or act in a conversation, or null when they may. */
export async function closedFor(tx: Transaction | Database, viewerId: string, otherId: string | null) {
  if (!otherId) return { status: 409, message: CONVERSATION_ANSWERS.otherDeleted };
  const block = await blockBetween(tx, viewerId, otherId);
  if (block === "me") return { status: 403, message: CONVERSATION_ANSWERS.youBlocked };
  if (block === "them") return { status: 403, message: CONVERSATION_ANSWERS.blockedYou };
  return null;
}

/** The viewer writes in one of their conversations. */
export async function sendMessage(
  viewerId: string,
  conversationId: string,
  rawBody: unknown,
  locale: Locale,
): Promise<Outcome> {
  const checked = checkMessage(rawBody);
  if (!checked.ok) return checked;
  const outcome = await getDb().transaction(async (tx): Promise<Outcome> => {
    const found = await conversationOf(viewerId, conversationId, tx);
    if (!found) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
    const closed = await closedFor(tx, viewerId, found.otherId);
    if (closed) return { ok: false, ...closed };
    return addMessage(tx, found.row, found.side, viewerId, checked.body, locale);
  });
  // The other side hears at once unless e-mailed about it in the last hour (then the job
  // sends what is new when the hour is up).
  if (outcome.ok) {
    await mailNewMessages([conversationId]).catch((error: unknown) =>
      logger.error({ err: error, conversationId }, "message e-mail failed"),
    );
  }
  return outcome;
}

/** Marks everything in a conversation read by the viewer. */
export async function markConversationRead(viewerId: string, conversationId: string, side: Side): Promise<void> {
  await updateConversation(
    getDb(),
    conversationId,
    side === "seeker" ? { seekerReadAt: now() } : { posterReadAt: now() },
    side === "seeker" ? eq(conversations.seekerId, viewerId) : eq(conversations.posterId, viewerId),
  );
}

/**
 * The conversation's id as a subquery over messages must name it: written bare, as Drizzle
 * writes a column of a query's only table, `id` would be the message's own.
 */
const OUTER_ID = sql.raw('"conversations"."id"');

/** When the viewer last read the conversation (the epoch if never). */
const readAtOf = (viewerId: string) => sql`coalesce(
  case when ${conversations.seekerId} = ${viewerId} then ${conversations.seekerReadAt} else ${conversations.posterReadAt} end,
  'epoch'::timestamptz)`;

/** The unread messages and visit news of each side are the other side's messages since it last read. */
const unreadOf = (viewerId: string) => sql<number>`(
  select count(*)::int from ${conversationMessages} m
  where m.conversation_id = ${OUTER_ID} and m.sender_id <> ${viewerId} and m.created_at > ${readAtOf(viewerId)})`;

/**
 * How many conversations have messages the viewer has not read: the top bar's count. The
 * conversation the page opens (`opening`) is not counted: that page marks it read as it
 * shows it, while this count is read beside it.
 */
export async function unreadConversationCount(viewerId: string, opening?: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        or(eq(conversations.seekerId, viewerId), eq(conversations.posterId, viewerId)),
        isUuid(opening) ? ne(conversations.id, opening) : undefined,
        // Every message moves last_message_at and its writer's read time: a conversation
        // whose last message is older than the viewer's reading has nothing unread, known
        // from its own row (most are so), before any message is looked at.
        sql`${conversations.lastMessageAt} > ${readAtOf(viewerId)}`,
        sql`exists (select 1 from ${conversationMessages} m
          where m.conversation_id = ${OUTER_ID} and m.sender_id <> ${viewerId} and m.created_at > ${readAtOf(viewerId)})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The conversation a path opens (/messages/<id>), if it opens one. */
export function conversationInPath(pathname: string): string | undefined {
  return /^\/messages\/([0-9a-f-]{36})$/i.exec(pathname)?.[1];
}

/** The viewer's conversations, the latest first, with their unread counts. */
export async function conversationsOf(viewerId: string, locale: Locale, limit = 100): Promise<ConversationSummary[]> {
  const otherUser = sql<
    string | null
  >`(select name from ${user} u where u.id = case when ${conversations.seekerId} = ${viewerId} then ${conversations.posterId} else ${conversations.seekerId} end)`;
  const last = sql<{ body: string; sender: string; at: string } | null>`(
    select json_build_object('body', m.body, 'sender', m.sender_id, 'at', m.created_at)
    from ${conversationMessages} m where m.conversation_id = ${OUTER_ID}
    order by m.created_at desc limit 1)`;
  const rows = await getDb()
    .select({
      row: conversations,
      otherName: otherUser,
      unread: unreadOf(viewerId),
      last,
    })
    .from(conversations)
    .where(or(eq(conversations.seekerId, viewerId), eq(conversations.posterId, viewerId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(limit);
  const words = hiddenWordsIn(locale);
  const listingOf = await conversationListings(
    rows.map(({ row }) => row),
    locale,
  );
  return rows.map(({ row, otherName, unread, last: newest }) => {
    const side: Side = row.seekerId === viewerId ? "seeker" : "poster";
    const fromOther = newest !== null && newest.sender !== viewerId;
    const preview =
      newest === null
        ? ""
        : fromOther && maskedFor(new Date(newest.at), row.contactsSharedAt)
          ? maskContacts(newest.body, words).text
          : newest.body;
    return {
      id: row.id,
      propertyId: row.propertyId,
      listing: listingOf(row),
      side,
      otherName: (side === "seeker" ? row.posterId : row.seekerId) ? otherName : null,
      lastMessageAt: row.lastMessageAt.toISOString(),
      preview: [...preview].slice(0, 140).join(""),
      unread: Number(unread),
      muted: (side === "seeker" ? row.seekerMutedAt : row.posterMutedAt) !== null,
    };
  });
}

/**
 * One conversation as the viewer sees it: the other person (their number and e-mail only
 * once both agreed to share), every message in order with the other side's contacts
 * masked where they were typed before that, the state of the offer to share, mute,
 * blocks and whether the viewer reported it. Null when it is not theirs.
 */
export async function conversationForViewer(
  viewerId: string,
  id: string,
  locale: Locale,
): Promise<ConversationView | null> {
  const found = await conversationOf(viewerId, id);
  if (!found) return null;
  const { row, side, otherId } = found;
  const [people, messages, block, [report]] = await Promise.all([
    otherId
      ? getDb()
          .select({
            name: user.name,
            role: user.role,
            email: user.email,
            mobileNumber: user.mobileNumber,
            mobileVerifiedAt: user.mobileVerifiedAt,
          })
          .from(user)
          .where(eq(user.id, otherId))
      : Promise.resolve(
          [] as { name: string; role: string; email: string; mobileNumber: string; mobileVerifiedAt: Date | null }[],
        ),
    getDb()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id)),
    otherId ? blockBetween(getDb(), viewerId, otherId) : Promise.resolve(null),
    getDb()
      .select({ id: conversationReports.id })
      .from(conversationReports)
      .where(
        and(
          eq(conversationReports.conversationId, id),
          eq(conversationReports.reporterId, viewerId),
          isNull(conversationReports.resolvedAt),
        ),
      )
      .limit(1),
  ]);
  const person = people[0] ?? null;
  const words = hiddenWordsIn(locale);
  const shared = row.contactsSharedAt !== null;
  const listingOf = await conversationListings([row], locale);
  return {
    id: row.id,
    side,
    propertyId: row.propertyId,
    listing: listingOf(row),
    other: person
      ? {
          name: person.name,
          role: person.role,
          ...(shared ? { email: person.email, mobileNumber: person.mobileNumber } : {}),
        }
      : null,
    messages: messages.map((message) => messageFor(viewerId, message, row.contactsSharedAt, words)),
    contacts: {
      shared,
      offeredByMe: !shared && row.contactOfferedBy === side,
      offeredToMe: !shared && row.contactOfferedBy === other(side),
    },
    muted: (side === "seeker" ? row.seekerMutedAt : row.posterMutedAt) !== null,
    block,
    reported: Boolean(report),
    closed: !otherId || block !== null,
    lastReadAt: (side === "seeker" ? row.seekerReadAt : row.posterReadAt)?.toISOString() ?? null,
  };
}

/** A message as the viewer sees it: the other side's contacts masked where typed before both agreed to share. */
function messageFor(
  viewerId: string,
  message: { id: string; senderId: string | null; body: string; createdAt: Date },
  contactsSharedAt: Date | null,
  words: ReturnType<typeof hiddenWords>,
): ThreadMessage {
  const mine = message.senderId === viewerId;
  const { text, masked } = maskContacts(message.body, words);
  // Masked for the other side; its writer reads their own words, told that the other side sees them hidden.
  const hidden = maskedFor(message.createdAt, contactsSharedAt) && masked;
  return {
    id: message.id,
    mine,
    body: mine || !hidden ? message.body : text,
    masked: hidden,
    at: message.createdAt.toISOString(),
  };
}

/** Mute or unmute: a muted conversation sends the viewer no e-mail. */
export async function setMuted(viewerId: string, id: string, muted: boolean): Promise<Outcome> {
  const found = await conversationOf(viewerId, id);
  if (!found) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
  const at = muted ? now() : null;
  await updateConversation(getDb(), id, found.side === "seeker" ? { seekerMutedAt: at } : { posterMutedAt: at });
  return { ok: true, message: muted ? CONVERSATION_ANSWERS.muted : CONVERSATION_ANSWERS.unmuted };
}

/** Block or unblock the other person of a conversation. */
export async function setBlocked(viewerId: string, id: string, blocked: boolean): Promise<Outcome> {
  const found = await conversationOf(viewerId, id);
  if (!found) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
  if (!found.otherId) return { ok: false, status: 409, message: CONVERSATION_ANSWERS.otherDeleted };
  await setBlock(getDb(), viewerId, found.otherId, blocked);
  return { ok: true, message: blocked ? CONVERSATION_ANSWERS.blocked : CONVERSATION_ANSWERS.unblocked };
}

/** Reports a conversation to the Admins, once per person until they have dealt with it. */
export async function reportConversation(
  viewerId: string,
  id: string,
  reason: unknown,
  note: unknown,
): Promise<Outcome> {
  const found = await conversationOf(viewerId, id);
  if (!found) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
  if (typeof reason !== "string" || !Object.hasOwn(CONVERSATION_REPORT_REASONS, reason)) {
    return { ok: false, status: 400, message: CONVERSATION_ANSWERS.reportReason, field: "reason" };
  }
  const text = typeof note === "string" ? [...note.trim()].slice(0, 500).join("") : "";
  const stored = await fileReport(getDb(), {
    conversationId: id,
    reporterId: viewerId,
    reason,
    note: text,
    createdAt: now(),
  });
  return stored
    ? { ok: true, message: CONVERSATION_ANSWERS.reported }
    : { ok: true, message: CONVERSATION_ANSWERS.alreadyReported };
}

/**
 * Sharing contacts by consent: "offer" (answered as an acceptance when the other side has
 * offered already), "accept" or "decline" the other side's offer.
 */
export async function answerContacts(
  viewerId: string,
  id: string,
  choice: "offer" | "accept" | "decline",
): Promise<Outcome> {
  return getDb().transaction(async (tx) => {
    const found = await conversationOf(viewerId, id, tx);
    if (!found) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
    const closed = await closedFor(tx, viewerId, found.otherId);
    if (closed) return { ok: false, ...closed };
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation:${id}`}))`);
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, id));
    if (!row) return { ok: false, status: 404, message: CONVERSATION_ANSWERS.notFound };
    if (row.contactsSharedAt) return { ok: true, message: CONVERSATION_ANSWERS.alreadyShared };
    const theirs = row.contactOfferedBy === other(found.side);
    if (choice === "offer" && !theirs) {
      await updateConversation(tx, id, { contactOfferedBy: found.side, contactOfferedAt: now() });
      return { ok: true, message: CONVERSATION_ANSWERS.contactOffered };
    }
    if (!theirs) return { ok: false, status: 409, message: CONVERSATION_ANSWERS.noOffer };
    if (choice === "decline") {
      await updateConversation(tx, id, { contactOfferedBy: null, contactOfferedAt: null });
      return { ok: true, message: CONVERSATION_ANSWERS.contactDeclined };
    }
    await updateConversation(tx, id, { contactsSharedAt: now() });
    return { ok: true, message: CONVERSATION_ANSWERS.contactsShared };
  });
}

/** Whether a conversation is open for actions by the viewer (visits use it). */
export async function openFor(tx: Transaction, viewerId: string, id: string) {
  const found = await conversationOf(viewerId, id, tx);
  if (!found) return { ok: false as const, status: 404, message: CONVERSATION_ANSWERS.notFound };
  const closed = await closedFor(tx, viewerId, found.otherId);
  if (closed) return { ok: false as const, ...closed };
  return { ok: true as const, ...found };
}

// ── The Admins' view: reported conversations only ──────────────────────────────────────

export interface ReportedConversation {
  reportId: string;
  conversationId: string;
  listing: string;
  propertyId: string | null;
  reason: string;
  note: string;
  reportedAt: string;
  reporter: string | null;
  seeker: string | null;
  poster: string | null;
  messages: { id: string; author: string | null; side: Side | null; body: string; at: string }[];
}

/** Open reports, oldest first, each with its conversation as written (the Admins judge it). */
export async function reportedConversations(limit = 50): Promise<ReportedConversation[]> {
  const reporter = sql<string | null>`(select name from ${user} u where u.id = ${conversationReports.reporterId})`;
  const seeker = sql<string | null>`(select name from ${user} u where u.id = ${conversations.seekerId})`;
  const poster = sql<string | null>`(select name from ${user} u where u.id = ${conversations.posterId})`;
  const reports = await getDb()
    .select({ report: conversationReports, conversation: conversations, reporter, seeker, poster })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .where(isNull(conversationReports.resolvedAt))
    .orderBy(asc(conversationReports.createdAt))
    .limit(limit);
  const ids = [...new Set(reports.map((entry) => entry.conversation.id))];
  const messages = ids.length
    ? await getDb()
        .select({ message: conversationMessages, author: user.name })
        .from(conversationMessages)
        .innerJoin(user, eq(user.id, conversationMessages.senderId))
        .where(inArray(conversationMessages.conversationId, ids))
        .orderBy(asc(conversationMessages.createdAt))
    : [];
  return reports.map(({ report, conversation, reporter: by, seeker: s, poster: p }) => ({
    reportId: report.id,
    conversationId: conversation.id,
    listing: conversation.listingName,
    propertyId: conversation.propertyId,
    reason: report.reason,
    note: report.note,
    reportedAt: report.createdAt.toISOString(),
    reporter: by,
    seeker: s,
    poster: p,
    messages: messages
      .filter((entry) => entry.message.conversationId === conversation.id)
      .map(({ message, author }) => ({
        id: message.id,
        author,
        side:
          message.senderId === conversation.seekerId
            ? "seeker"
            : message.senderId === conversation.posterId
              ? "poster"
              : null,
        body: message.body,
        at: message.createdAt.toISOString(),
      })),
  }));
}

/** An Admin has dealt with a report. */
export async function resolveConversationReport(adminId: string, reportId: string): Promise<boolean> {
  if (!isUuid(reportId)) return false;
  return closeReport(getDb(), reportId, adminId, now());
}

/** How many reports wait for an Admin (the desk's navigation). */
export async function openConversationReportCount(): Promise<number> {
  return getDb().$count(conversationReports, isNull(conversationReports.resolvedAt));
}

/** Conversations and visits per listing of one poster (their listing stats). */
export async function conversationCounts(propertyIds: readonly string[]) {
  if (propertyIds.length === 0) return new Map<string, { conversations: number; visits: number }>();
  const rows = await getDb()
    .select({
      propertyId: conversations.propertyId,
      conversations: sql<number>`count(distinct ${conversations.id})::int`,
      visits: sql<number>`count(${siteVisits.id}) filter (where ${siteVisits.status} = 'confirmed')::int`,
    })
    .from(conversations)
    .leftJoin(siteVisits, eq(siteVisits.conversationId, conversations.id))
    .where(and(inArray(conversations.propertyId, [...propertyIds]), isNotNull(conversations.propertyId)))
    .groupBy(conversations.propertyId);
  return new Map(
    rows.map((row) => [
      String(row.propertyId),
      { conversations: Number(row.conversations), visits: Number(row.visits) },
    ]),
  );
}

/** Who wrote the live listing a seeker asks about, for the caller's transaction. */
export async function liveListingFor(tx: Transaction, propertyId: string) {
  const [listing] = await tx
    .select({ id: properties.id, userId: properties.userId, ...titleColumns(properties) })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isLive));
  return listing ?? null;
}

/** At most this many conversations, the latest, go into a data download. */
const DOWNLOAD_CONVERSATIONS = 10_000;

function byConversation<Row extends { conversationId: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.conversationId);
    if (group) group.push(row);
    else groups.set(row.conversationId, [row]);
  }
  return groups;
}

/**
 * The viewer's conversations for their data download: each as their page shows it (the
 * other side's contacts masked where typed before both agreed to share), with its visits,
 * the people they blocked and the reports they sent.
 */
export async function conversationsForDownload(viewerId: string) {
  // Read in one go, not conversation by conversation: an agency has thousands
  // (npm run bench:conversations: 5,000 took 9 s one by one on PGlite).
  const mine = or(eq(conversations.seekerId, viewerId), eq(conversations.posterId, viewerId));
  const chosen = getDb()
    .select({ id: conversations.id })
    .from(conversations)
    .where(mine)
    .orderBy(desc(conversations.lastMessageAt))
    .limit(DOWNLOAD_CONVERSATIONS);
  const otherName = sql<
    string | null
  >`(select name from ${user} u where u.id = case when ${conversations.seekerId} = ${viewerId} then ${conversations.posterId} else ${conversations.seekerId} end)`;
  const [rows, messages, visits, blocked, reports] = await Promise.all([
    getDb()
      .select({ row: conversations, otherName })
      .from(conversations)
      .where(inArray(conversations.id, chosen))
      .orderBy(desc(conversations.lastMessageAt)),
    getDb()
      .select()
      .from(conversationMessages)
      .where(inArray(conversationMessages.conversationId, chosen))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id)),
    getDb()
      .select()
      .from(siteVisits)
      .where(inArray(siteVisits.conversationId, chosen))
      .orderBy(asc(siteVisits.createdAt)),
    getDb()
      .select({ name: user.name, since: userBlocks.createdAt })
      .from(userBlocks)
      .innerJoin(user, eq(user.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, viewerId)),
    getDb()
      .select({
        conversationId: conversationReports.conversationId,
        reason: conversationReports.reason,
        note: conversationReports.note,
        at: conversationReports.createdAt,
      })
      .from(conversationReports)
      .where(eq(conversationReports.reporterId, viewerId)),
  ]);
  const words = hiddenWordsIn("en");
  const listingOf = await conversationListings(
    rows.map(({ row }) => row),
    "en",
  );
  const messagesOf = byConversation(messages);
  const visitsOf = byConversation(visits);
  return {
    conversations: rows.map(({ row, otherName: name }) => {
      const side: Side = row.seekerId === viewerId ? "seeker" : "poster";
      const otherId = side === "seeker" ? row.posterId : row.seekerId;
      return {
        id: row.id,
        propertyId: row.propertyId,
        listing: listingOf(row),
        youAre: side,
        with: (otherId ? name : null) ?? "Deleted account",
        contactsShared: row.contactsSharedAt !== null,
        messages: (messagesOf.get(row.id) ?? []).map((message) => {
          const seen = messageFor(viewerId, message, row.contactsSharedAt, words);
          return { from: seen.mine ? "you" : "them", text: seen.body, at: seen.at };
        }),
        visits: (visitsOf.get(row.id) ?? []).map((visit) => ({
          proposedBy: visit.proposedBy === side ? "you" : "them",
          times: visit.slots.map((slot) => slot.toISOString()),
          status: visit.status,
          confirmedFor: visit.confirmedSlot?.toISOString() ?? null,
          cancellationReason: visit.reason || null,
        })),
      };
    }),
    blockedPeople: blocked.map((row) => ({ name: row.name, since: row.since.toISOString() })),
    conversationReports: reports.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

/**
 * Seekers' messages about these listings written since `since`, oldest first, for a poster's
 * CRM (import/webhooks.server.ts): after the first of each conversation, which is its
 * enquiry and is sent as one. The seeker's contacts stay out unless they shared them here.
 */
export async function seekerMessagesSince(propertyIds: readonly string[], since: Date) {
  if (propertyIds.length === 0) return [];
  const first = sql`(select min(m.created_at) from conversation_messages m where m.conversation_id = ${conversations.id})`;
  return getDb()
    .select({
      id: conversationMessages.id,
      conversationId: conversations.id,
      propertyId: conversations.propertyId,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        inArray(conversations.propertyId, [...propertyIds]),
        eq(conversationMessages.senderId, conversations.seekerId),
        gt(conversationMessages.createdAt, since),
        gt(conversationMessages.createdAt, first),
      ),
    )
    .orderBy(asc(conversationMessages.createdAt))
    .limit(1000);
}
