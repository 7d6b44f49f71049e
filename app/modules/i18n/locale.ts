/**
 * The site's two languages and their addresses (decision 028): English where the pages
 * have always been, Hindi under /hi (/hi/Search, /hi/properties/lucknow/gomti-nagar).
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** The address prefix of the Hindi site: React Router's basename for those pages. */
export const HINDI_BASE = "/hi";

/** `<html lang>` and `hreflang` for each language. */
export const HTML_LANG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** The language's own name, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}

/** The language of an address: Hindi for /hi and everything under it. */
export function localeOfPath(pathname: string): Locale {
  return /^\/hi(?:\/|$)/i.test(pathname) ? "hi" : "en";
}

/** The address without its language prefix: /hi/Search → /Search, /hi → /. */
export function withoutLocale(pathname: string): string {
  return localeOfPath(pathname) === "hi" ? pathname.slice(HINDI_BASE.length) || "/" : pathname;
}

/**
 * The same page in another language, query and hash kept: ("/Search?bhk=3", "hi") →
 * "/hi/Search?bhk=3"; ("/hi/Search?bhk=3", "en") → "/Search?bhk=3".
 */
export function pathIn(locale: Locale, href: string): string {
  const at = href.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)];
  const english = withoutLocale(pathname || "/");
  if (locale === "en") return english + rest;
  return (english === "/" ? HINDI_BASE : HINDI_BASE + english) + rest;
}
