/**
 * The listing lifecycle (docs/product/marketplace.md §2): its states, the reasons an Admin rejects with
 * and an owner closes with, and every word shown about them. Zod-free and free of server
 * code, so pages, e-mails and the server read the same words (and Hindi can replace them).
 */
import { msg } from "#app/modules/i18n/translate";
import { confirmedOn } from "#app/modules/properties/freshness";

export const LISTING_STATUSES = ["pending", "live", "rejected", "expired", "closed"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export function isListingStatus(value: unknown): value is ListingStatus {
  return LISTING_STATUSES.includes(value as ListingStatus);
}

/** What each state is called on the owner's profile and in the Admin's lists. */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  pending: msg("Waiting for approval"),
  live: msg("Live"),
  rejected: msg("Rejected"),
  expired: msg("Expired"),
  closed: msg("Closed"),
};

/** The common reasons an Admin rejects a listing or an edit with (plus free text). */
export const REJECTION_REASONS = {
  photos: msg("Photos do not show the property"),
  details: msg("Details are missing or wrong"),
  price: msg("The price looks wrong"),
  duplicate: msg("It duplicates another listing"),
  contact: msg("The contact number does not work"),
  rules: msg("It breaks our listing rules"),
  other: msg("Another reason (see the note)"),
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;

/** The longest note an Admin may add to a rejection. */
export const NOTE_MAX = 500;

export const CLOSE_REASONS = { sold: msg("Sold"), rented: msg("Rented out") } as const;
export type CloseReason = keyof typeof CLOSE_REASONS;

/**
 * Why a listing was closed by its poster's full bulk import (decision 062): it was missing
 * from the file. Not one of the owner's choices when closing by hand.
 */
export const PAUSED_BY_IMPORT = { code: "notInImport", words: msg("Missing from the poster's full import") } as const;

/**
 * A stored reason's words, to translate where shown: reasons are kept as codes ("details",
 * "sold"), so the owner reads them in their own language, on the page and in the e-mail.
 * None for "other", whose words are the Admin's note.
 */
export function reasonMessage(code: string | null | undefined): string | null {
  if (!code || code === "other") return null;
  if (Object.hasOwn(REJECTION_REASONS, code)) return REJECTION_REASONS[code as RejectionReason];
  if (Object.hasOwn(CLOSE_REASONS, code)) return CLOSE_REASONS[code as CloseReason];
  if (code === PAUSED_BY_IMPORT.code) return PAUSED_BY_IMPORT.words;
  return null;
}

/** A reason followed by the Admin's note: "Photos do not show the property. Please add the kitchen." */
export const REASON_WITH_NOTE = msg("{reason}. {note}");

/** A stored reason and its note in a language (`t`), as one text: for e-mails and plain lines. */
export function reasonText(
  reason: { code: string | null | undefined; note?: string | null },
  t: (message: string, values?: Record<string, string>) => string,
): string {
  const words = reasonMessage(reason.code);
  const note = reason.note?.trim() ?? "";
  if (!words) return note;
  return note ? t(REASON_WITH_NOTE, { reason: t(words), note }) : t(words);
}

/** What happened to a listing, as its history lists it. */
export const EVENT_LABELS = {
  posted: msg("Posted"),
  approved: msg("Approved"),
  rejected: msg("Rejected"),
  resubmitted: msg("Edited and sent for approval again"),
  edited: msg("Edited while waiting for approval"),
  "edit-sent": msg("Changes sent for approval"),
  "edit-approved": msg("Changes approved"),
  "edit-rejected": msg("Changes rejected"),
  renewed: msg("Confirmed available"),
  expired: msg("Expired"),
  closed: msg("Closed"),
  resumed: msg("Brought back after a full import paused it"),
} as const;
export type EventKind = keyof typeof EVENT_LABELS;

export const LIFECYCLE_MESSAGES = {
  approved: msg("Property approved. It is now visible to everyone."),
  rejected: msg("Property rejected. The owner has been told why and can edit it and send it again."),
  editApproved: msg("Changes approved. Visitors now see the new version."),
  editRejected: msg("Changes rejected. The owner has been told why; the live version is unchanged."),
  chooseReason: msg("Please choose a reason."),
  noteNeeded: msg("Please say what is wrong in the note."),
  noteTooLong: msg("Please keep the note under {max} characters."),
  notPending: msg("That property is not waiting for approval any more."),
  noEdit: msg("Those changes are not waiting for approval any more."),
  closed: msg("Your property is closed. It is no longer shown on the site."),
  chooseClose: msg("Please say whether it was sold or rented out."),
  cannotClose: msg("Only a live or expired property can be closed."),
  renewed: msg("Thank you. Your property is confirmed available and stays on the site."),
  cannotRenew: msg("Only a live or expired property can be renewed."),
  linkUsed: msg(
    "This link has already been used, or the property has changed since it was sent. Sign in to see your property on your profile.",
  ),
  linkInvalid: msg("This link is not valid or has expired. Sign in to renew your property from your profile."),
  editSaved: msg("Your changes are saved and sent for approval."),
  editWaiting: msg(
    "Your changes are waiting for approval. Visitors see the live version until our team has checked them.",
  ),
  cannotEdit: msg("This property cannot be edited now."),
  confirmedOn,
  gone: msg("This property is no longer listed"),
  goneLead: msg("It was sold, rented out or withdrawn by its owner. Here are similar properties that are available."),
  noSimilar: msg("No similar properties are listed just now."),
  underAnHour: msg("under an hour"),
} as const;

/** The e-mails of the lifecycle; {placeholders} are filled in by lifecycle.server.ts. */
export const LIFECYCLE_EMAILS = {
  greeting: msg("Hello {owner},"),
  approved: {
    subject: msg("Your property {listing} is live"),
    body: msg("Our team has checked {listing} and it is now on {brand} for everyone to see."),
    action: msg("See your property"),
  },
  rejected: {
    subject: msg("Your property {listing} needs changes"),
    body: msg("Our team could not approve {listing}. The reason: {reason}"),
    after: msg(
      "Edit it and send it again from your profile, or delete it. Rejected listings are removed after {days} days.",
    ),
    action: msg("Edit your property"),
  },
  editApproved: {
    subject: msg("Your changes to {listing} are live"),
    body: msg("Our team has approved your changes to {listing}. Visitors now see the new version."),
    action: msg("See your property"),
  },
  editRejected: {
    subject: msg("Your changes to {listing} were not approved"),
    body: msg("Our team could not approve your changes to {listing}. The reason: {reason}"),
    after: msg("The live version is unchanged. You can edit it again from your profile."),
    action: msg("Go to your profile"),
  },
  reminder: {
    subject: msg("Is {listing} still available?"),
    body: msg("Your property {listing} will be taken off {brand} on {date} unless you confirm it is still available."),
    after: msg(
      "One click on the button confirms it; no need to sign in. If it is sold or rented out, please close it from your profile.",
    ),
    action: msg("Yes, it is still available"),
  },
  expired: {
    subject: msg("Your property {listing} has expired"),
    body: msg("{listing} has been taken off {brand} because nobody confirmed it was still available."),
    after: msg("If it is still available, renew it from your profile and it will be back at once."),
    action: msg("Renew from your profile"),
  },
  /** After LIFECYCLE.goneReports people reported it no longer available (reports.server.ts). */
  reportedGone: {
    subject: msg("Is {listing} still available?"),
    body: msg(
      "Several people told us that your property {listing} is no longer available. If it is still available, please confirm it; if it is sold or rented out, please close it from your profile so that nobody calls about it.",
    ),
    after: msg("Sold or rented out? Close it on your profile: {profile}"),
    action: msg("Yes, it is still available"),
  },
  why: msg("You get this e-mail because your property is listed on {brand}."),
} as const;
