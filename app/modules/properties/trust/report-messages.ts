/**
 * "Report this listing" (docs/product/marketplace.md §3): the reasons and every word about reports.
 * Zod-free and free of server code; {placeholders} are filled in by reports.server.ts.
 */
export const REPORT_REASONS = {
  gone: "It is no longer available",
  wrong: "The details are wrong",
  fraud: "It looks fake or fraudulent",
  duplicate: "It is a duplicate of another listing",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** The longest note a report may carry. */
export const REPORT_NOTE_MAX = 500;

export const REPORT_MESSAGES = {
  title: "Report this listing",
  lead: "Tell our team what is wrong. We check every report.",
  send: "Send the report",
  sent: "Thank you. Our team will check this listing.",
  chooseReason: "Please choose what is wrong with this listing.",
  noteTooLong: `Please keep the note under ${REPORT_NOTE_MAX} characters.`,
  already: "You have already reported this listing today. Our team has your report.",
  own: "This is your own listing. To change it, edit it from your profile.",
  notLive: "This property is not listed any more.",
  failed: "We could not send your report just now. Please try again.",
  resolved: "Reports marked as dealt with.",
  nothingOpen: "There are no open reports for that listing.",
} as const;
