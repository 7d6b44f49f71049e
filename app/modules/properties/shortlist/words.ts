import { fill, msg, type Translator } from "#app/modules/i18n/translate";

/**
 * The heart's words, apart from the other listing messages: every page with a property card
 * loads this module, so it stays this small.
 */
export const SHORTLIST_MESSAGES = {
  add: (name: string, t: Translator["t"] = fill) => t(msg("Shortlist {name}"), { name }),
  remove: (name: string, t: Translator["t"] = fill) => t(msg("Remove {name} from your shortlist"), { name }),
  unknown: msg("That property cannot be shortlisted: it is not listed."),
  full: msg("Your shortlist is full. Remove a listing before adding another."),
  gone: msg("No longer listed"),
  confirmTitle: msg("Add to your shortlist?"),
  confirm: msg("Add {name} to your shortlist?"),
  confirmButton: msg("Add to shortlist"),
} as const;
