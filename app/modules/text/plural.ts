import { msgPlural, type PluralWords } from "#app/modules/i18n/translate";

/**
 * Counts in words: "1 message", "3 messages". The words for each count are whole phrases
 * with a {count} placeholder, kept together here, so that a translation can change the
 * word order and use the plural forms of its own language (Intl.PluralRules knows them).
 */
export type { PluralWords };

const rules = new Intl.PluralRules("en-IN");
const number = new Intl.NumberFormat("en-IN");

/** The phrase for `count` ("1 account", "1,200 accounts"), the count in Indian grouping. */
export function plural(count: number, words: PluralWords): string {
  return (words[rules.select(count)] ?? words.other).replace("{count}", number.format(count));
}

/** Every count the site shows. */
export const COUNTS = {
  messages: msgPlural({ one: "{count} message", other: "{count} messages" }),
  accounts: msgPlural({ one: "{count} account", other: "{count} accounts" }),
  projects: msgPlural({ one: "{count} project", other: "{count} projects" }),
  properties: msgPlural({ one: "{count} property", other: "{count} properties" }),
  showResults: msgPlural({ one: "Show {count} result", other: "Show {count} results" }),
  homes: msgPlural({ one: "{count} home", other: "{count} homes" }),
  photosAdded: msgPlural({ one: "{count} photo added", other: "{count} photos added" }),
  photos: msgPlural({ one: "{count} photo", other: "{count} photos" }),
  filesNotSent: msgPlural({ one: "{count} file not sent", other: "{count} files not sent" }),
  awaitingApproval: msgPlural({ one: "{count} awaiting approval", other: "{count} awaiting approval" }),
  inTotal: msgPlural({ one: "{count} in total", other: "{count} in total" }),
  hours: msgPlural({ one: "{count} hour", other: "{count} hours" }),
  days: msgPlural({ one: "{count} day", other: "{count} days" }),
} satisfies Record<string, PluralWords>;
