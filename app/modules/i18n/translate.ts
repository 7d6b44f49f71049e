import type { Locale } from "./locale";

/** The words of a count, one phrase per plural form, with a {count} placeholder. */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Translation (decision 028). English is the source language: a message's English text is
 * its key, so English pages need no catalogue at all and a message the server sends in
 * English (a validation error) is translated where it is shown. A language's catalogue maps
 * English text to its own; counts map to their plural forms.
 */
export type Catalog = Readonly<Record<string, string | PluralWords>>;

/** What a message's {placeholders} are filled with. */
export type Values = Readonly<Record<string, string | number>>;

/**
 * Marks English text to be translated later, where it is shown (enumerations, messages).
 * Free of side effects, so a bundle leaves out the marked messages a page never uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function msg<const T extends string>(message: T): T {
  return message;
}

/** Marks the words of a count to be translated where the count is shown. */
/* @__NO_SIDE_EFFECTS__ */
export function msgPlural<const T extends PluralWords>(words: T): T {
  return words;
}

export interface Translator {
  readonly locale: Locale;
  /** The message in this language with its {placeholders} filled: t("Hello {name}", { name }). */
  t(message: string, values?: Values): string;
  /** A count in words: plural(3, { one: "{count} photo", other: "{count} photos" }) → "3 photos". */
  plural(count: number, words: PluralWords): string;
}

// Filled before anything is shown: on the server from the catalogue files at start
// (catalog.server.ts), in the browser from the catalogue fetched before hydration.
const catalogs: Partial<Record<Locale, Catalog>> = {};

export function registerCatalog(locale: Locale, catalog: Catalog): void {
  catalogs[locale] = catalog;
  translators.delete(locale);
}

export function fill(message: string, values?: Values): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const grouping = /* @__PURE__ */ new Intl.NumberFormat("en-IN");
const translators = new Map<Locale, Translator>();

/** The translator of a language (made once); English is the messages as written. */
export function translator(locale: Locale): Translator {
  let made = translators.get(locale);
  if (!made) {
    const catalog = catalogs[locale] ?? {};
    const rules = new Intl.PluralRules(locale === "hi" ? "hi-IN" : "en-IN");
    made = {
      locale,
      t(message, values) {
        const found = catalog[message];
        return fill(typeof found === "string" ? found : message, values);
      },
      plural(count, words) {
        const found = catalog[words.other];
        const own: PluralWords =
          typeof found === "object" ? found : typeof found === "string" ? { other: found } : words;
        return (own[rules.select(count)] ?? own.other).replace("{count}", grouping.format(count));
      },
    };
    translators.set(locale, made);
  }
  return made;
}
