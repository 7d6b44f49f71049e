import { fill, msg, type Translator } from "#app/modules/i18n/translate";
import { UPLOAD_MESSAGES, type WizardMessages } from "#app/modules/listing-core/words";
import type { PosterKind } from "./poster-words";

/** The old product's messages for posting a property (docs/product/old-product.md §8). */
export const PROPERTY_MESSAGES = {
  mustLogIn: msg("You must be logged in to submit a property!"),
  submitted: msg("Property submitted successfully!"),
  submitFailed: msg("Error submitting property. Please try again."),
  ...UPLOAD_MESSAGES,
} as const satisfies WizardMessages;

/** What the Admin and owners are told when they remove a property (the lifecycle's words: status.ts). */
export const MODERATION_MESSAGES = {
  deleted: msg("Property deleted."),
  notFound: msg("We could not find that property. It may already have been removed."),
  unknownIntent: msg("Unknown action."),
} as const;

/** Posting waits for a verified mobile number (decision 043). */
export const POSTER_MESSAGES = {
  verifyMobileFirst: msg(
    "Please verify your mobile number before you post: we send a code to it by SMS, on your account settings.",
  ),
} as const;

/** Why a post is refused: the per-account posting limits (English keys; {count} and {minutes} are filled where sent). */
export const POSTING_MESSAGES = {
  tooMany: (windowMinutes: number) =>
    windowMinutes === 60
      ? msg("You can post up to {count} properties an hour. Please try again later.")
      : msg("You can post up to {count} properties in {minutes} minutes. Please try again later."),
  tooManyPending: msg(
    "You already have {count} properties waiting for approval. Please wait until our team has checked them before posting more.",
  ),
} as const;

/** Reaching an owner: masked numbers, reveals, enquiries, WhatsApp. */
/** The words the listing and enquiry pages show around the owner's details (kept small: they ship with the page). */
export const CONTACT_OWNER_MESSAGES = {
  show: msg("Show contact details"),
  verifyMobile: msg("Verify my mobile number"),
  markedRead: msg("Marked as read."),
  bookVisit: msg("Book a site visit"),
  visitHours: msg("Choose the days and hours you accept site visits"),
} as const;

/** What the server answers to a reveal or an enquiry (never shipped to the browser). */
export const CONTACT_OWNER_ANSWERS = {
  revealLimit: (perDay: number, when: string, t: Translator["t"] = fill) =>
    t(
      msg(
        "You have seen the contact details of {perDay} listings in the last 24 hours, the most we allow. You can see more from {when}.",
      ),
      { perDay, when },
    ),
  revealAddressLimit: (perDay: number, when: string, t: Translator["t"] = fill) =>
    t(
      msg(
        "The contact details of {perDay} listings have been seen from your connection in the last 24 hours, the most we allow from one connection. You can see more from {when}.",
      ),
      { perDay, when },
    ),
  verifyMobileFirst: msg(
    "Please verify your mobile number first: we send a code to it by SMS. Then you can see owners' contact details.",
  ),
  notLive: msg("This property is not listed any more, so its owner's details are not shown."),
  enquiryOwn: msg("This is your own property."),
  enquirySignIn: msg(
    "Please sign in to send an enquiry: owners hear only from people whose mobile number we have verified.",
  ),
  enquiryVerifyMobile: msg(
    "Please verify your mobile number first: we send a code to it by SMS. Then you can send enquiries.",
  ),
  enquiryFailed: msg("We could not send your enquiry just now. Please try again."),
} as const;

/**
 * The answers that name the listing's poster: the owner, or the agent on an Agent's listing
 * (poster-words.ts, issue 57). Never shipped to the browser.
 */
export const POSTER_ANSWERS = {
  owner: {
    revealed: msg("Here are the owner's contact details. Please mention Awadh Estates when you call."),
    messagesOnly: msg("This owner takes messages only: write to them from this page, or book a site visit."),
    enquirySent: msg("Your enquiry has been sent to the owner. Their reply will come to your messages."),
    enquiryRepeat: msg(
      "You have already sent an enquiry about this property today. The owner has it; please wait for their reply, or write again tomorrow.",
    ),
    enquiryAddressLimit: msg(
      "Several enquiries about this property have come from your connection today, the most we accept. The owner has them; please write again tomorrow.",
    ),
  },
  agent: {
    revealed: msg("Here are the agent's contact details. Please mention Awadh Estates when you call."),
    messagesOnly: msg("This agent takes messages only: write to them from this page, or book a site visit."),
    enquirySent: msg("Your enquiry has been sent to the agent. Their reply will come to your messages."),
    enquiryRepeat: msg(
      "You have already sent an enquiry about this property today. The agent has it; please wait for their reply, or write again tomorrow.",
    ),
    enquiryAddressLimit: msg(
      "Several enquiries about this property have come from your connection today, the most we accept. The agent has them; please write again tomorrow.",
    ),
  },
} as const satisfies Record<PosterKind, Record<string, string>>;

/** The e-mail an owner gets for each enquiry; {placeholders} are filled in by enquiries.server.ts. */
export const ENQUIRY_EMAIL = {
  subject: msg("Enquiry about {listing}"),
  greeting: msg("Hello {owner},"),
  body: msg("{name} has sent an enquiry about your property {listing} ({price}, {place})."),
  message: msg("Their message: {message}"),
  action: msg("Read and reply"),
  note: msg(
    "Reply in the conversation on {brand}: numbers and e-mail addresses stay private until you both agree to share them. You get this e-mail because your property is listed on {brand}.",
  ),
  /** The note when the message above already says that numbers are hidden: said once. */
  noteAfterMasked: msg(
    "Reply in the conversation on {brand}. You get this e-mail because your property is listed on {brand}.",
  ),
} as const;
