/**
 * Where a search looks, as its address carries it: near a point (`near`, `within`) or in the
 * map's box (`bbox`). Apart from location.ts, so that the search page loads these few lines
 * without the rest of the rules of positions (its maps load those when they open).
 */

/** A point on the map (decision 050). */
export interface Point {
  latitude: number;
  longitude: number;
}

/** A coordinate as the site writes it: five decimals (about a metre). */
export const rounded = (value: number, decimals = 5) => Number(value.toFixed(decimals));

/** How far (km) a search may reach around the visitor, and the first offered. */
export const WITHIN_KM = [1, 2, 5, 10, 20] as const;
export const DEFAULT_WITHIN_KM = 2;

/** `near=latitude,longitude` with three decimals (about 100 m: all a distance needs, and no more of where the visitor stands). */
export function formatNear(point: { latitude: number; longitude: number }): string {
  return `${point.latitude.toFixed(3)},${point.longitude.toFixed(3)}`;
}

/**
 * `near=latitude,longitude` as the URL carries it: three decimals (about 100 m, all a
 * distance needs, and no more of where the visitor stands), in India; null when malformed.
 */
export function parseNear(text: string | null | undefined): Point | null {
  if (!text) return null;
  const parts = text.split(",").map((part) => Number(part));
  if (parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) return null;
  const [latitude, longitude] = parts.map((part) => rounded(part, 3)) as [number, number];
  if (latitude < INDIA.south || latitude > INDIA.north || longitude < INDIA.west || longitude > INDIA.east) return null;
  return { latitude, longitude };
}

/** The map's "Search this area": south, west, north, east. */
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** India and a margin: a box outside it finds nothing and is refused as malformed. */
const INDIA = { south: 5, west: 67, north: 38, east: 98 };

/** `bbox=south,west,north,east` as the URL carries it (four decimals), or null when malformed. */
export function parseBox(text: string | null | undefined): Box | null {
  if (!text) return null;
  const parts = text.split(",").map((part) => Number(part));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [south, west, north, east] = parts.map((part) => rounded(part, 4)) as [number, number, number, number];
  if (south >= north || west >= east) return null;
  if (south < INDIA.south || north > INDIA.north || west < INDIA.west || east > INDIA.east) return null;
  return { south, west, north, east };
}

export function formatBox(box: Box): string {
  return [box.south, box.west, box.north, box.east].map((value) => rounded(value, 4).toFixed(4)).join(",");
}
