import { getEnv } from "#app/modules/platform/env.server";

/** Where the map's tiles come from, and the credit shown on the map (decision 050). */
export interface MapSettings {
  tilesUrl: string;
  attribution: string;
}

const DEFAULT_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const DEFAULT_ATTRIBUTION = "© OpenStreetMap contributors";

export function mapSettings(): MapSettings {
  const env = getEnv();
  return {
    tilesUrl: env.MAP_TILES_URL ?? DEFAULT_TILES,
    attribution: env.MAP_TILES_ATTRIBUTION ?? (env.MAP_TILES_URL ? "" : DEFAULT_ATTRIBUTION),
  };
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
