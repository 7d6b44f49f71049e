import { msg, msgPlural } from "#app/modules/i18n/translate";

/** The words of "Compare" on cards and listing pages, small: every list page ships them. */
export const COMPARE_BUTTON = {
  add: msg("Compare"),
  added: msg("Comparing"),
  addName: msg("Compare {name}"),
  full: msg("You can compare 4 listings at a time. Remove one first."),
  tray: msgPlural({ one: "Compare {count} listing", other: "Compare {count} listings" }),
  clear: msg("Clear"),
};
