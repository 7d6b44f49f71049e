import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { getEnv } from "#app/modules/platform/env.server";

/** Where the map's tiles come from, and the credit shown on the map (decision 050). */
export interface MapSettings {
  tilesUrl: string;
  attribution: string;
}

const DEFAULT_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const DEFAULT_ATTRIBUTION = "© OpenStreetMap contributors";
/** The default credit on a page in another language: the project's name stays as it is. */
const CREDIT = msg("© {project} contributors");

/**
 * The tiles and their credit, in the page's language. The credit is HTML (Leaflet draws it
 * so): a credit the operator set (MAP_TILES_ATTRIBUTION) is theirs, names, and is marked
 * not to be translated; the default one is worded in the page's language.
 */
export function mapSettings(locale: Locale = "en"): MapSettings {
  const env = getEnv();
  const tilesUrl = env.MAP_TILES_URL ?? DEFAULT_TILES;
  const own = env.MAP_TILES_ATTRIBUTION ?? (env.MAP_TILES_URL ? "" : null);
  if (locale === "en") return { tilesUrl, attribution: own ?? DEFAULT_ATTRIBUTION };
  const attribution =
    own === null
      ? serverTranslator(locale).t(CREDIT, { project: '<span translate="no">OpenStreetMap</span>' })
      : own && `<span translate="no">${own}</span>`;
  return { tilesUrl, attribution };
}

/** The tiles' origin, which the Content-Security-Policy lets images come from. */
export function tilesOrigin(): string {
  const template = mapSettings().tilesUrl;
  try {
    return new URL(template.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return "'self'";
  }
}
