import type { Locale } from "#app/modules/i18n/locale";

/**
 * A piece of the company's own content (a service, a city page) in a page's language: its
 * Hindi words on a Hindi page when it has them (the same fields, kept beside the English),
 * else its English, marked `lang` "en" so a reader's browser knows. The English never changes.
 */
export function inLanguage<Row extends { hindi: object | null }>(
  row: Row,
  locale: Locale,
): Omit<Row, "hindi"> & { lang: Locale } {
  const { hindi, ...english } = row;
  if (locale === "hi" && hindi) return { ...english, ...hindi, lang: "hi" };
  return { ...english, lang: "en" };
}
