import { msg } from "#app/modules/i18n/translate";

/**
 * "Report this listing" (docs/product/marketplace.md §3): the reasons and every word about reports.
 * Zod-free and free of server code; {placeholders} are filled in by reports.server.ts.
 */
export const REPORT_REASONS = {
  gone: msg("It is no longer available"),
  wrong: msg("The details are wrong"),
  fraud: msg("It looks fake or fraudulent"),
  duplicate: msg("It is a duplicate of another listing"),
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** The longest note a report may carry. */
export const REPORT_NOTE_MAX = 500;

export const REPORT_MESSAGES = {
  title: msg("Report this listing"),
  lead: msg("Tell our team what is wrong. We check every report."),
  send: msg("Send the report"),
  sent: msg("Thank you. Our team will check this listing."),
  chooseReason: msg("Please choose what is wrong with this listing."),
  /** {max} is REPORT_NOTE_MAX, filled in by reports.server.ts. */
  noteTooLong: msg("Please keep the note under {max} characters."),
  already: msg("You have already reported this listing today. Our team has your report."),
  own: msg("This is your own listing. To change it, edit it from your profile."),
  notLive: msg("This property is not listed any more."),
  failed: msg("We could not send your report just now. Please try again."),
  resolved: msg("Reports marked as dealt with."),
  nothingOpen: msg("There are no open reports for that listing."),
} as const;
