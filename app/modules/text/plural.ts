/**
 * Counts in words: "1 message", "3 messages". The words for each count are whole phrases
 * with a {count} placeholder, kept together here, so that a translation can change the
 * word order and use the plural forms of its own language (Intl.PluralRules knows them).
 */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Intl.PluralRules("en-IN");
const number = new Intl.NumberFormat("en-IN");

/** The phrase for `count` ("1 account", "1,200 accounts"), the count in Indian grouping. */
export function plural(count: number, words: PluralWords): string {
  return (words[rules.select(count)] ?? words.other).replace("{count}", number.format(count));
}

/** Every count the site shows. */
export const COUNTS = {
  messages: { one: "{count} message", other: "{count} messages" },
  accounts: { one: "{count} account", other: "{count} accounts" },
  projects: { one: "{count} project", other: "{count} projects" },
  properties: { one: "{count} property", other: "{count} properties" },
  showResults: { one: "Show {count} result", other: "Show {count} results" },
  homes: { one: "{count} home", other: "{count} homes" },
  photosAdded: { one: "{count} photo added", other: "{count} photos added" },
  photos: { one: "{count} photo", other: "{count} photos" },
  filesNotSent: { one: "{count} file not sent", other: "{count} files not sent" },
  awaitingApproval: { one: "{count} awaiting approval", other: "{count} awaiting approval" },
  inTotal: { one: "{count} in total", other: "{count} in total" },
  hours: { one: "{count} hour", other: "{count} hours" },
  days: { one: "{count} day", other: "{count} days" },
} satisfies Record<string, PluralWords>;
