import { msg } from "#app/modules/i18n/translate";

/**
 * The heart's words, apart from the other listing messages: every page with a property card
 * loads this module, so it stays this small.
 */
export const SHORTLIST_MESSAGES = {
  add: (name: string) => `Shortlist ${name}`,
  remove: (name: string) => `Remove ${name} from your shortlist`,
  unknown: msg("That property cannot be shortlisted: it is not listed."),
  full: msg("Your shortlist is full. Remove a listing before adding another."),
  gone: msg("No longer listed"),
  confirmTitle: msg("Add to your shortlist?"),
  confirm: (name: string) => `Add ${name} to your shortlist?`,
  confirmButton: msg("Add to shortlist"),
} as const;
