import { msg } from "#app/modules/i18n/translate";

/**
 * The legality register's words and bounds (decision 046): what the admin page shows at once
 * and what listings say. The schema that checks an entry (legality-schema.ts, with Zod) comes
 * when a form is first used.
 */

export const LEGALITY_KINDS = ["approved", "illegal"] as const;
export type LegalityKind = (typeof LEGALITY_KINDS)[number];

export const LEGALITY_KIND_LABELS: Record<LegalityKind, string> = {
  approved: msg("LDA-approved layout"),
  illegal: msg("Listed by the LDA as illegal or unplanned"),
};

/** What an entry's date is, on the register's list: the approval's, or the list's. */
export const LEGALITY_DATED: Record<LegalityKind, string> = {
  approved: msg("approved on {date}"),
  illegal: msg("listed on {date}"),
};

/** The LDA is Lucknow's development authority: its lists name Lucknow's colonies only. */
export const LDA_CITIES = ["Lucknow"] as const;

export const LEGALITY_BOUNDS = { name: 120, locality: 80, approvalNumber: 60, source: 200 } as const;
export const LEGALITY_CSV_LIMITS = { bytes: 512 * 1024, rows: 5_000 } as const;

export const LEGALITY_MESSAGES = {
  kind: msg("Choose approved layout or illegal colony."),
  name: msg("Enter the colony, layout or society as the list names it (up to 120 characters)."),
  city: msg("Choose a city from the list."),
  locality: msg("Enter the locality (up to 80 characters)."),
  approvalNumber: msg("Enter the LDA approval or map number (up to 60 characters)."),
  source: msg("Enter the list that names it: who published it and where (up to 200 characters)."),
  dated: msg("Enter the date as YYYY-MM-DD, from 2000 to 2100."),
  saved: msg("Saved in the register."),
  removed: msg("Removed from the register."),
  notFound: msg("That entry no longer exists."),
  imported: msg("Imported {added} new entries and updated {changed}."),
  csvEmpty: msg("Choose a CSV file with a header line and at least one entry."),
  csvTooLarge: msg("The CSV file is larger than 512 kB. Split it into smaller files."),
  csvTooManyRows: msg("The CSV file has more than 5,000 entries. Split it into smaller files."),
  csvHeader: msg("The first line must name the columns: kind, name, city, locality, approval_number, source, date."),
  csvColumns: msg("This line does not have the columns of the header."),
  csvNothingWritten: msg("Nothing was imported: correct these lines and import the file again."),
} as const;

/** What a listing says when its colony is on a list (English keys; {placeholders} filled where shown). */
export const LEGALITY_NOTES = {
  illegal: msg(
    "The LDA listed this colony as unauthorised on {date} ({source}): check the layout approval before you pay anything.",
  ),
  // {date} is the date of the approval the register quotes, not of anyone's check (B13).
  approved: msg("LDA layout approved on {date} (number {number})."),
} as const;
