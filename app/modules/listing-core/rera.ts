/**
 * RERA numbers (MARKETPLACE.md §1): an Admin looks a number up on the UP RERA portal and
 * marks it checked; pages show the number, who checked it and when, and the portal.
 */
export const RERA_PORTAL_URL = "https://www.up-rera.in/";

/** An agent's UP RERA registration number (a project's is declared in fields.ts). */
export const AGENT_RERA_PATTERN = /^UPRERAAGT\d{1,15}$/i;

export const RERA_MESSAGES = {
  title: "RERA registration",
  agentTitle: "Agent's RERA registration",
  agentInvalid: "Enter a UP RERA agent number: UPRERAAGT followed by digits (e.g. UPRERAAGT12345).",
  agentSaved: "Your RERA number is saved. Our team will check it on the UP RERA portal.",
  agentRemoved: "Your RERA number is removed.",
  agentOnly: "Only agents register a RERA number.",
  checkedOn: (date: string) => `Checked by Awadh Estates on ${date}`,
  notChecked: "Not checked by us yet.",
  notProvided: "RERA number not provided",
  lookUp: "Look it up on the UP RERA portal",
  markChecked: "Mark RERA number as checked",
  marked: "RERA number marked as checked.",
  nothingToCheck: "There is no RERA number to check.",
} as const;
