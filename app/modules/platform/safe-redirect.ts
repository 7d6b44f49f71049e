import { withoutLocale } from "#app/modules/i18n/locale";

/**
 * Any origin will do: paths are resolved against it only to see whether they stay on
 * it. It is never shown, and no real site can have it (".invalid" is reserved).
 */
const HOME = "https://this-site.invalid";

/** Control characters (tab, newline, NUL...) that browsers drop from a URL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A path inside this site, or the fallback (prevents open redirects). Browsers forgive
 * a lot: they drop tabs and newlines, read "\" as "/" and follow "//host" off-site, so
 * "/%09/evil.example" or "/\evil.example" would leave. The value is therefore decoded,
 * refused if anything in it could be read as another host, and resolved against an
 * origin: only a path that stays on that origin is returned (query and hash kept).
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let decoded = value;
  // Decode until stable (a few rounds at most): "%252F" hides "%2F", which hides "/".
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const text of [value, decoded]) {
    if (CONTROL.test(text) || text.includes("\\") || text.startsWith("//")) return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, HOME);
  } catch {
    return fallback;
  }
  if (url.origin !== HOME || url.pathname.startsWith("//")) return fallback;
  // Without the language: React Router puts a Hindi page's /hi in front of where it redirects.
  return `${withoutLocale(url.pathname)}${url.search}${url.hash}`;
}
