import writeXlsxFile from "write-excel-file/node";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { type Locale, pathIn } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { msg } from "#app/modules/i18n/translate";
import { propertyHref } from "#app/modules/listing-core/links";
import { listingTitle } from "#app/modules/listing-core/title";
import { enquiriesForDownload } from "#app/modules/properties/contact-owner/enquiries.server";
import { conversationsForDownload } from "#app/modules/properties/messages/conversations.server";
import { postedListings } from "#app/modules/properties/properties.server";
import { isListingStatus, STATUS_LABELS } from "#app/modules/properties/status";
import { columnHeader } from "./columns";
import { posterReferences } from "./imports-store.server";
import { csvText } from "./read-file.server";

/**
 * What a poster takes back to their spreadsheet or CRM (issue 59, item 7): their listings,
 * each with the reference an import gave it, and their leads (the enquiries their listings
 * received, the conversations on them and the site visits booked in those), as CSV in the
 * page's language. Each feature's owner gives its part, as for "Download my data"; every cell
 * goes through csvText, so one that a spreadsheet would run (=, +, -, @) is written as text.
 */

const LEAD_KINDS = {
  enquiry: msg("Enquiry"),
  conversation: msg("Conversation"),
  visit: msg("Site visit"),
} as const;

/** Visit states as the conversation's page says them. */
const VISIT_STATES: Record<string, string> = {
  proposed: msg("Proposed"),
  confirmed: msg("Confirmed"),
  declined: msg("Declined"),
  superseded: msg("Replaced by other times"),
  cancelled: msg("Cancelled"),
};

/** The poster's own reference of each listing an import brought (none for a listing posted with the form). */
async function referencesOf(userId: string): Promise<Map<string, string>> {
  return new Map((await posterReferences(userId)).map((row) => [row.propertyId, row.reference]));
}

const time = (at: Date | string) => new Date(at).getTime() || 0;
const day = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString().slice(0, 10) : "");
const minute = (at: Date | string | null | undefined) =>
  at ? new Date(at).toISOString().slice(0, 16).replace("T", " ") : "";

/** Every listing of the poster, whatever its state, oldest first: reference, title, address on the site, state, price and place. */
export async function listingsFile(userId: string, locale: Locale, origin: string): Promise<Cell[][]> {
  const { t } = serverTranslator(locale);
  const [listings, references] = await Promise.all([postedListings(userId), referencesOf(userId)]);
  return [
    [
      columnHeader("reference", t),
      t("Listing"),
      t("Address on the site"),
      t("Status"),
      t("Price (₹)"),
      t("Locality"),
      t("City"),
      t("Posted on"),
      t("Last confirmed available"),
    ],
    ...listings.map((listing) => [
      references.get(listing.id) ?? "",
      listingTitle(listing, locale),
      `${origin}${pathIn(locale, propertyHref(listing.id))}`,
      isListingStatus(listing.status) ? t(STATUS_LABELS[listing.status]) : listing.status,
      listing.price === null ? "" : Number(listing.price),
      localityName(listing.locality, locale),
      t(listing.city),
      day(listing.createdAt),
      day(listing.confirmedAt),
    ]),
  ];
}

/**
 * The poster's leads, newest first: each enquiry with what its sender gave (name, e-mail,
 * mobile, message); each conversation with the other person's name and their last message
 * (contacts only as the conversation shows them: shared by consent); each site visit with its
 * state and time.
 */
export async function leadsFile(userId: string, locale: Locale, origin: string): Promise<Cell[][]> {
  const { t } = serverTranslator(locale);
  const [listings, references, { enquiriesReceived }, { conversations }] = await Promise.all([
    postedListings(userId),
    referencesOf(userId),
    enquiriesForDownload(userId),
    conversationsForDownload(userId),
  ]);
  const titles = new Map(listings.map((listing) => [listing.id, listingTitle(listing, locale)]));
  const about = (propertyId: string | null, kept: string) =>
    propertyId
      ? [
          references.get(propertyId) ?? "",
          titles.get(propertyId) ?? kept,
          `${origin}${pathIn(locale, propertyHref(propertyId))}`,
        ]
      : ["", kept, ""];
  type Lead = { at: Date | string; cells: string[] };
  const leads: Lead[] = [
    ...enquiriesReceived.map((enquiry) => ({
      at: enquiry.receivedAt,
      cells: [
        t(LEAD_KINDS.enquiry),
        ...about(enquiry.propertyId, ""),
        enquiry.name,
        enquiry.email,
        enquiry.mobileNumber,
        enquiry.message,
      ],
    })),
    ...conversations
      .filter((conversation) => conversation.youAre === "poster")
      .flatMap((conversation) => {
        const theirs = conversation.messages.filter((message) => message.from === "them");
        const last = theirs.at(-1) ?? conversation.messages.at(-1);
        const listing = about(conversation.propertyId, conversation.listing);
        return [
          {
            at: last?.at ?? "",
            cells: [t(LEAD_KINDS.conversation), ...listing, conversation.with, "", "", last?.text ?? ""],
          },
          ...conversation.visits.map((visit) => ({
            at: visit.confirmedFor ?? visit.times[0] ?? "",
            cells: [
              t(LEAD_KINDS.visit),
              ...listing,
              conversation.with,
              "",
              "",
              `${t(VISIT_STATES[visit.status] ?? visit.status)}: ${(visit.confirmedFor ? [visit.confirmedFor] : visit.times).map(minute).join(", ")}`,
            ],
          })),
        ];
      }),
  ].sort((a, b) => time(b.at) - time(a.at));
  return [
    [
      t("Date"),
      t("Kind"),
      columnHeader("reference", t),
      t("Listing"),
      t("Address on the site"),
      t("Name"),
      t("E-mail"),
      t("Mobile number"),
      t("Message"),
    ],
    ...leads.map((lead) => [minute(lead.at), ...lead.cells]),
  ];
}

/** A cell of an exported file: text, or a number a spreadsheet can add up (a price). */
export type Cell = string | number;

export const EXPORT_FORMATS = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/**
 * The rows as a file: CSV through csvText (a cell a spreadsheet would run written as text),
 * or an Excel workbook, where every cell is a string or a number and none a formula.
 */
export async function exportFile(rows: Cell[][], format: ExportFormat): Promise<string | Buffer> {
  if (format === "csv") return csvText(rows.map((row) => row.map(String)));
  return writeXlsxFile(
    rows.map((row) => row.map((value) => ({ value, type: typeof value === "number" ? Number : String }))),
  ).toBuffer();
}
