import { fill, msg } from "#app/modules/i18n/translate";

/**
 * RERA numbers (docs/product/marketplace.md §1): an Admin looks a number up on the UP RERA portal and
 * marks it checked; pages show the number, who checked it and when, and the portal.
 */
export const RERA_PORTAL_URL = "https://www.up-rera.in/";

/** "Checked by Awadh Estates on {date}": t(CHECKED_ON, { date }) where shown. */
export const CHECKED_ON = msg("Checked by Awadh Estates on {date}");

/** An agent's UP RERA registration number (a project's is declared in fields.ts). */
export const AGENT_RERA_PATTERN = /^UPRERAAGT\d{1,15}$/i;

/** English keys, translated where shown: t(RERA_MESSAGES.title); checkedOn's own key is CHECKED_ON. */
export const RERA_MESSAGES = {
  title: msg("RERA registration"),
  agentTitle: msg("Agent's RERA registration"),
  agentInvalid: msg("Enter a UP RERA agent number: UPRERAAGT followed by digits (e.g. UPRERAAGT12345)."),
  agentSaved: msg("Your RERA number is saved. Our team will check it on the UP RERA portal."),
  agentRemoved: msg("Your RERA number is removed."),
  agentOnly: msg("Only agents register a RERA number."),
  checkedOn: (date: string) => fill(CHECKED_ON, { date }),
  notChecked: msg("Not checked by us yet."),
  notProvided: msg("RERA number not provided"),
  lookUp: msg("Look it up on the UP RERA portal"),
  markChecked: msg("Mark RERA number as checked"),
  marked: msg("RERA number marked as checked."),
  nothingToCheck: msg("There is no RERA number to check."),
} as const;
