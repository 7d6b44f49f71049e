import { msg, type Translator, translator } from "#app/modules/i18n/translate";

const ENGLISH = translator("en");

/**
 * Saved searches and their alert e-mails. A message without a value is marked and
 * translated where it is shown (t(message)); one with a name or a number is filled in the
 * language of the translator given (the request's), English by default.
 */
export const SAVED_SEARCH_MESSAGES = {
  everything: msg("Every property"),
  saved: (name: string, { t }: Translator = ENGLISH) =>
    t("Search saved as “{name}”. We will e-mail you new listings that match it, once a day.", { name }),
  tooMany: (max: number, { t }: Translator = ENGLISH) =>
    t("You can keep up to {max} saved searches. Delete one before saving another.", { max }),
  renamed: msg("Renamed."),
  paused: msg("Alerts paused for this search."),
  resumed: msg("Alerts resumed for this search."),
  deleted: msg("Saved search deleted."),
  notFound: msg("That saved search does not exist any more."),
  unsubscribed: msg("You will get no more alerts for “{name}”. You can resume them from your profile."),
  badLink: msg("This unsubscribe link is not valid. You can pause alerts from your profile."),
} as const;

export const SAVED_SEARCH_EMAIL = {
  subject: msg("{count} new properties for “{name}”"),
  subjectOne: msg("1 new property for “{name}”"),
  greeting: msg("Hello {owner},"),
  body: msg("{count} new properties match your saved search “{name}”:"),
  bodyOne: msg("A new property matches your saved search “{name}”:"),
  action: msg("See the search"),
  /** When the e-mail shows ten of more. */
  actionAll: msg("See all {total}"),
  unsubscribe: msg("To get no more alerts for this search, open:"),
} as const;
