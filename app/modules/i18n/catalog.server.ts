import crypto from "node:crypto";
import devanagari from "#app/assets/fonts/devanagari.woff2?url";
import { type Locale, localeOfPath } from "./locale";
import { type Catalog, registerCatalog, type Translator, translator } from "./translate";

/**
 * The Hindi catalogue: one JSON file per part of the site in catalogs/hi, merged. Registered
 * for the server's own rendering when this module is first imported (entry.server.tsx does),
 * and served to browsers as one file whose name carries its hash, fetched on Hindi pages
 * only, before they hydrate (entry.client.tsx).
 */
const files = import.meta.glob<Catalog>("./catalogs/hi/*.json", { eager: true, import: "default" });

export const HINDI: Catalog = Object.assign({}, ...Object.values(files));
/** Each file's own entries, for the catalogue tests (a key in two files is a mistake). */
export const HINDI_FILES: Readonly<Record<string, Catalog>> = files;

registerCatalog("hi", HINDI);

const body = JSON.stringify(HINDI);
const hash = crypto.createHash("sha256").update(body).digest("hex").slice(0, 12);

/** The catalogue file's address for a language's pages; none for English (its text is the code's own). */
export function catalogHref(locale: Locale): string | null {
  return locale === "hi" ? `/resources/catalog/hi.${hash}.json` : null;
}

/**
 * The font a language's pages preload (decisions 028, 040): Hindi's one Devanagari face, so
 * that the first paint already uses it (fetched when text needs it, the swap shifted the
 * layout: CLS 0.064). Named here, on the server, so English pages' scripts do not carry it.
 */
export function fontPreloads(locale: Locale): string[] {
  return locale === "hi" ? [devanagari] : [];
}

/** The catalogue file asked for by name, or null when the name is not today's. */
export function catalogFile(name: string): string | null {
  return name === `hi.${hash}.json` ? body : null;
}

/** A translator for server code (loaders, actions, e-mails), with the catalogues surely loaded. */
export function serverTranslator(locale: Locale): Translator {
  return translator(locale);
}

/** The language of a request: its address. */
export function localeOf(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
