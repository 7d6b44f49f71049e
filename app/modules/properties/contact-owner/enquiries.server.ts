import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { localeOfRecipient } from "#app/modules/accounts/emails.server";
import { HONEYPOT_FIELD } from "#app/modules/contact-us/limits";
import { type ContactInput, ContactSchema } from "#app/modules/contact-us/schema";
import { getDb } from "#app/modules/db/db.server";
import { hitRateLimit, rateLimitMessage } from "#app/modules/db/rate-limits.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { type Locale, pathIn } from "#app/modules/i18n/locale";
import { placeIn } from "#app/modules/i18n/place-names";
import { propertyHref } from "#app/modules/listing-core/links";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle, type TitleFacts } from "#app/modules/listing-core/title";
import { fullPrice } from "#app/modules/listing-core/view";
import { compose } from "#app/modules/mail/compose";
import { getMailer } from "#app/modules/mail/mailer.server";
import { now } from "#app/modules/platform/clock.server";
import { check } from "#app/modules/platform/form-schema";
import type { FieldValues } from "#app/modules/platform/forms";
import { clientIp } from "#app/modules/platform/http.server";
import { logger } from "#app/modules/platform/logger.server";
import type { Page } from "#app/modules/platform/pagination";
import { pageCount } from "#app/modules/platform/pagination";
import { clientKey } from "#app/modules/properties/client-key.server";
import { isLive } from "#app/modules/properties/live.server";
import { posterKind } from "#app/modules/properties/poster-words";
import { isPropertyId, type Viewer } from "#app/modules/properties/properties.server";
import { CONTACT_OWNER_ANSWERS, ENQUIRY_EMAIL, POSTER_ANSWERS } from "#app/modules/properties/words";
import { formatPrice } from "#app/modules/text/format";
import { conversations, enquiries, properties, user } from "#db/schema";
import { updateConversation } from "../messages/conversation-store.server";
import { addMessage, hiddenWordsIn, openConversation } from "../messages/conversations.server";
import { hiddenWords, maskContacts, maskedFor, maskMobile } from "../messages/mask";
import { MESSAGE_EMAIL } from "../messages/messages-mail.server";

export type EnquiryOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; field?: string };

/**
 * An enquiry from a listing page, from a signed-in sender with a verified mobile number:
 * the contact form's checks and messages, the honeypot (a robot is told it worked), a live
 * listing that is not the sender's own, the per-client limit, one enquiry per sender and
 * listing a day, at most a few a day per client address and listing; then it is stored
 * and e-mailed to the owner.
 */
export async function sendEnquiry(
  request: Request,
  viewer: (Viewer & { mobileVerified: boolean; mobileNumber: string }) | null,
  propertyId: string,
  values: FieldValues,
): Promise<EnquiryOutcome> {
  // An owner gets enquiries from people whose number is proven (decision 043): the number
  // they call back is the sender's verified one, whatever the form says.
  if (!viewer) return { ok: false, status: 401, message: CONTACT_OWNER_ANSWERS.enquirySignIn };
  if (!viewer.mobileVerified) return { ok: false, status: 403, message: CONTACT_OWNER_ANSWERS.enquiryVerifyMobile };
  const checked = check(ContactSchema, { ...values, mobileNumber: viewer.mobileNumber });
  if (!checked.ok) return { ok: false, status: 400, message: checked.message, field: checked.field };
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info("enquiry dropped: honeypot filled");
    return { ok: true, message: POSTER_ANSWERS.owner.enquirySent };
  }
  const limited = await rateLimitMessage(request, "enquiry");
  if (limited) return { ok: false, status: 429, message: limited };
  // Counted per address and listing whatever e-mail is typed or account is used (an
  // atomic counter: requests sent at once each get their own count).
  if (isPropertyId(propertyId)) {
    const perListing = await hitRateLimit("enquiryListing", `${clientIp(request)}|${propertyId}`);
    if (!perListing.allowed) {
      const message = POSTER_ANSWERS[await posterOf(propertyId)].enquiryAddressLimit;
      return { ok: false, status: 429, message };
    }
  }
  const input = checked.data;
  const locale = localeOf(request);
  const address = await clientKey(request);
  try {
    const outcome = await getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${propertyId}:user:${viewer.id}`}))`);
      const [listing] = await tx
        .select({
          id: properties.id,
          userId: properties.userId,
          ...titleColumns(properties),
          price: properties.price,
          ownerName: user.name,
          ownerEmail: user.email,
          ownerLocale: user.locale,
          ownerRole: user.role,
        })
        .from(properties)
        .innerJoin(user, eq(user.id, properties.userId))
        .where(and(eq(properties.id, propertyId), isLive));
      if (!listing) return { ok: false as const, status: 404, message: CONTACT_OWNER_ANSWERS.notLive };
      if (viewer.id === listing.userId)
        return { ok: false as const, status: 400, message: CONTACT_OWNER_ANSWERS.enquiryOwn };
      const [recent] = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(
          and(
            eq(enquiries.propertyId, propertyId),
            eq(enquiries.senderId, viewer.id),
            gt(enquiries.createdAt, sql`now() - interval '24 hours'`),
          ),
        )
        .limit(1);
      if (recent)
        return {
          ok: false as const,
          status: 429,
          message: POSTER_ANSWERS[posterKind(listing.ownerRole)].enquiryRepeat,
        };
      // The enquiry opens the conversation about this listing, or adds to it (decision 053).
      const conversation = await openConversation(tx, { listing, seekerId: viewer.id, clientKey: address }, locale);
      if (!conversation.ok) return conversation;
      const added = await addMessage(tx, conversation, "seeker", viewer.id, input.message, locale);
      if (!added.ok) return added;
      await tx.insert(enquiries).values({ propertyId, senderId: viewer.id, ...input });
      // This e-mail is the poster's news of the message: the next comes an hour later at the soonest.
      await updateConversation(tx, conversation.id, { posterMailedAt: now() });
      return { ok: true as const, listing, conversationId: conversation.id };
    });
    if (!outcome.ok) return outcome;
    getMailer().send(enquiryEmail(outcome.listing, input, outcome.conversationId));
    return { ok: true, message: POSTER_ANSWERS[posterKind(outcome.listing.ownerRole)].enquirySent };
  } catch (error) {
    logger.error({ err: error }, "enquiry could not be saved");
    return { ok: false, status: 500, message: CONTACT_OWNER_ANSWERS.enquiryFailed };
  }
}

/** Whether a listing's poster is an owner or an agent, for an answer that names them. */
async function posterOf(propertyId: string) {
  const [row] = await getDb()
    .select({ role: user.role })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.userId))
    .where(eq(properties.id, propertyId));
  return posterKind(row?.role);
}

function enquiryEmail(
  listing: TitleFacts & {
    id: string;
    price: string | number | null;
    listingType: string;
    locality: string | null;
    city: string;
    ownerName: string;
    ownerEmail: string;
    ownerLocale: string | null;
  },
  input: ContactInput,
  conversationId: string,
) {
  const site = getSite();
  // In the owner's language (user.locale, decision 028); what the sender wrote stays as
  // written, but for the numbers and addresses in it: the sender's contacts reach the owner
  // only when both agree to share them in the conversation.
  const locale = localeOfRecipient({ locale: listing.ownerLocale });
  const { t } = serverTranslator(locale);
  const message = maskContacts(input.message, hiddenWords(t));
  const values = {
    owner: listing.ownerName,
    listing: listingTitle(listing, locale),
    price:
      locale === "en"
        ? fullPrice(listing as never)
        : formatPrice(listing.price === null || listing.price === "" ? null : Number(listing.price), {
            perMonth: listing.listingType === "Rent" || listing.listingType === "PG",
            locale,
          }),
    place: placeIn({ locality: listing.locality, city: listing.city }, locale),
    name: input.name,
    message: message.text,
    brand: brandName(site),
  };
  return compose({
    to: listing.ownerEmail,
    subject: t(ENQUIRY_EMAIL.subject, values),
    greeting: t(ENQUIRY_EMAIL.greeting, values),
    paragraphs: [
      t(ENQUIRY_EMAIL.body, values),
      t(ENQUIRY_EMAIL.message, values),
      ...(message.masked ? [t(MESSAGE_EMAIL.masked)] : []),
      `${site.publicUrl}${pathIn(locale, propertyHref(listing.id))}`,
    ],
    action: {
      label: t(ENQUIRY_EMAIL.action),
      url: `${site.publicUrl}${pathIn(locale, `/messages/${conversationId}`)}`,
    },
    notes: [t(message.masked ? ENQUIRY_EMAIL.noteAfterMasked : ENQUIRY_EMAIL.note, values)],
    signature: { brand: brandName(site), url: site.publicUrl },
    ...(locale === "en" ? {} : { lang: locale }),
  });
}

export interface EnquiryRow {
  id: string;
  propertyId: string;
  listing: string;
  name: string;
  /** To the listing's owner, the sender's e-mail is empty and their number masked until both agree to share contacts. */
  email: string;
  mobileNumber: string;
  message: string;
  createdAt: string;
  read: boolean;
  /** The conversation the enquiry opened (decision 053), where the reply goes. */
  conversationId: string | null;
}

const columns = {
  id: enquiries.id,
  propertyId: enquiries.propertyId,
  ...titleColumns(properties),
  name: enquiries.name,
  email: enquiries.email,
  mobileNumber: enquiries.mobileNumber,
  message: enquiries.message,
  createdAt: enquiries.createdAt,
  readAt: enquiries.readAt,
  conversationId: conversations.id,
  contactsSharedAt: conversations.contactsSharedAt,
};

type Selected = { [K in keyof typeof columns]: unknown } & {
  createdAt: Date;
  readAt: Date | null;
  conversationId: string | null;
  contactsSharedAt: Date | null;
};

function toRow(row: Selected, hide: { number: string; email: string } | null, locale: Locale): EnquiryRow {
  // The owner reads the sender's contacts only once both agreed to share them.
  const masked = hide !== null && maskedFor(row.createdAt, row.contactsSharedAt);
  return {
    id: String(row.id),
    propertyId: String(row.propertyId),
    listing: listingTitle(row as TitleFacts, locale),
    name: String(row.name),
    email: masked ? "" : String(row.email),
    mobileNumber: masked ? maskMobile(String(row.mobileNumber)) : String(row.mobileNumber),
    message: masked && hide ? maskContacts(String(row.message), hide).text : String(row.message),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    conversationId: row.conversationId,
  };
}

async function enquiryPage(
  where: SQL,
  page: number,
  pageSize: number,
  hide: { number: string; email: string } | null,
  locale: Locale,
): Promise<Page<EnquiryRow>> {
  const [rows, [total]] = await Promise.all([
    getDb()
      .select(columns)
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .leftJoin(
        conversations,
        and(eq(conversations.propertyId, enquiries.propertyId), eq(conversations.seekerId, enquiries.senderId)),
      )
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    getDb()
      .select({ n: count() })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map((row) => toRow(row as Selected, hide, locale)),
    total: n,
    page,
    pages: pageCount(n, pageSize),
  };
}

/** Enquiries about this owner's listings, newest first, the senders' contacts masked until shared. */
export function receivedEnquiries(ownerId: string, page: number, locale: Locale = "en", pageSize = 20) {
  return enquiryPage(eq(properties.userId, ownerId), page, pageSize, hiddenWordsIn(locale), locale);
}

/** Enquiries this person sent while signed in, newest first. */
export function sentEnquiries(senderId: string, page: number, locale: Locale = "en", pageSize = 20) {
  return enquiryPage(eq(enquiries.senderId, senderId), page, pageSize, null, locale);
}

export async function unreadEnquiryCount(ownerId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(enquiries)
    .innerJoin(properties, eq(properties.id, enquiries.propertyId))
    .where(and(eq(properties.userId, ownerId), isNull(enquiries.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the owner's enquiries read; false when it is not theirs. */
export async function markEnquiryRead(ownerId: string, enquiryId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(enquiryId)) return false;
  const owned = getDb().select({ id: properties.id }).from(properties).where(eq(properties.userId, ownerId));
  const updated = await getDb()
    .update(enquiries)
    .set({ readAt: sql`coalesce(${enquiries.readAt}, now())` })
    .where(and(eq(enquiries.id, enquiryId), inArray(enquiries.propertyId, owned)))
    .returning({ id: enquiries.id });
  return updated.length > 0;
}

/**
 * The enquiries' part of "Download my data": those the person sent while signed in, and those
 * their listings received (as written: the download is of their own data), oldest first.
 */
export async function enquiriesForDownload(userId: string) {
  const written = {
    propertyId: enquiries.propertyId,
    name: enquiries.name,
    email: enquiries.email,
    mobileNumber: enquiries.mobileNumber,
    message: enquiries.message,
  };
  const [sent, received] = await Promise.all([
    getDb()
      .select({ ...written, sentAt: enquiries.createdAt })
      .from(enquiries)
      .where(eq(enquiries.senderId, userId))
      .orderBy(asc(enquiries.createdAt)),
    getDb()
      .select({ ...written, receivedAt: enquiries.createdAt, readAt: enquiries.readAt })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(eq(properties.userId, userId))
      .orderBy(asc(enquiries.createdAt)),
  ]);
  return { enquiriesSent: sent, enquiriesReceived: received };
}

/**
 * The enquiries about these listings written since `since`, oldest first: what a poster's CRM
 * is sent as leads (import/webhooks.server.ts). The sender gave these details to the poster
 * by sending the enquiry, as its e-mail does.
 */
export async function enquiriesSince(propertyIds: readonly string[], since: Date) {
  if (propertyIds.length === 0) return [];
  return getDb()
    .select({
      id: enquiries.id,
      propertyId: enquiries.propertyId,
      name: enquiries.name,
      email: enquiries.email,
      mobileNumber: enquiries.mobileNumber,
      message: enquiries.message,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(and(inArray(enquiries.propertyId, [...propertyIds]), gt(enquiries.createdAt, since)))
    .orderBy(asc(enquiries.createdAt))
    .limit(1000);
}
