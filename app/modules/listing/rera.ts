/**
 * RERA numbers (MARKETPLACE.md §1): an Admin looks a number up on the UP RERA portal and
 * marks it checked; pages show the number, who checked it and when, and the portal.
 */
export const RERA_PORTAL_URL = "https://www.up-rera.in/";

export const RERA_MESSAGES = {
  title: "RERA registration",
  checkedOn: (date: string) => `Checked by Awadh Estates on ${date}`,
  notChecked: "Not checked by us yet.",
  notProvided: "RERA number not provided",
  lookUp: "Look it up on the UP RERA portal",
  markChecked: "Mark RERA number as checked",
  marked: "RERA number marked as checked.",
  nothingToCheck: "There is no RERA number to check.",
} as const;
