import type { City } from "#app/config/cities";
import { msg } from "#app/modules/i18n/translate";

/**
 * Where listings are (decision 050): points, distances and the map's box. Shared by the
 * server and the map's own code; what a visitor may see of a listing's point is
 * location.server.ts's public position.
 */
export interface Point {
  latitude: number;
  longitude: number;
}

/** What a visitor is sent of a listing's location (location.server.ts): never more than this. */
export interface PublicPosition extends Point {
  /** The exact point, as its poster chose to show it. */
  exact: boolean;
  /** Approximate: the circle (metres) the listing lies in, around the point. */
  radiusMetres: number;
}

/**
 * Each city's reference point (its general post office or civic centre): how far a pin lies
 * from its city is measured from here, and a map of a whole city opens on it. Never a
 * listing's position (decision 055: a listing without a known position has none).
 * scripts/locality-centres.js keeps the same points (a unit test compares them).
 */
export const CITY_CENTRES: Record<City, Point> = {
  Lucknow: { latitude: 26.8467, longitude: 80.9462 },
  Noida: { latitude: 28.5355, longitude: 77.391 },
  Gurugram: { latitude: 28.4595, longitude: 77.0266 },
  Kanpur: { latitude: 26.4499, longitude: 80.3319 },
  Varanasi: { latitude: 25.3176, longitude: 82.9739 },
};

/**
 * How far from its city's reference point a poster's pin may be (a pin in another state is a
 * mistake), and from its locality's centre when the locality has no reach of its own: the
 * defaults of the PIN_CITY_KM and LOCALITY_PIN_KM settings.
 */
export const DEFAULT_PIN_CITY_KM = 40;
export const DEFAULT_LOCALITY_PIN_KM = 8;

/** Why a pin is refused: the wizard's map says it at once, the server on sending (location.server.ts). */
export const PIN_MESSAGES = {
  outsideCity: msg("The pin is {km} km from {city}: place it where the property is, in {city}."),
  outsideLocality: msg(
    "The pin is {km} km from the centre of {locality}: move it to the property, or choose the locality it is in.",
  ),
} as const;

/** A distance as a pin's refusal gives it: whole kilometres with Indian grouping ("1,231"), one decimal under 10. */
export function kmText(km: number): string {
  return new Intl.NumberFormat("en-IN", { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** How exact a listing's position is: its poster's pin, its locality's centre, or not known at all. */
export const PRECISIONS = ["exact", "approximate", "unknown"] as const;
export type Precision = (typeof PRECISIONS)[number];

/**
 * What visitors see of a listing that does not show its exact point: a circle this wide
 * around a point moved up to APPROXIMATE_SHIFT_M from the true one, so the circle always
 * holds it.
 */
export const APPROXIMATE_RADIUS_M = 500;
export const APPROXIMATE_SHIFT_M = { min: 100, max: 350 };

const EARTH_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight-line (great-circle) distance in kilometres: the haversine formula. */
export function kmBetween(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `from` on a compass `bearing` (degrees; flat-earth, fine for under a kilometre). */
export function shifted(from: Point, metres: number, bearing: number): Point {
  const north = metres * Math.cos(radians(bearing));
  const east = metres * Math.sin(radians(bearing));
  return {
    latitude: from.latitude + north / 111_320,
    longitude: from.longitude + east / (111_320 * Math.cos(radians(from.latitude))),
  };
}

/** A coordinate as the site writes it: five decimals (about a metre). */
export const rounded = (value: number, decimals = 5) => Number(value.toFixed(decimals));

/** A point within `km` of the city's reference point (PIN_CITY_KM on the server). */
export function isWithinCity(point: Point, city: City, km = DEFAULT_PIN_CITY_KM): boolean {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  return kmBetween(point, CITY_CENTRES[city]) <= km;
}

/** A pin as a wizard sends it: the point, when the poster placed one, and whether to show it exactly. */
export interface PinInput {
  pin: Point | null;
  showExactLocation: boolean;
}

/** A listing's own pin as its columns hold it: only a pin its poster placed (never a centre). */
export function pinOf(row: {
  latitude: number | null;
  longitude: number | null;
  locationPrecision: string;
  showExactLocation: boolean;
}): PinInput {
  const pinned = row.locationPrecision === "exact" && row.latitude !== null && row.longitude !== null;
  return {
    pin: pinned ? { latitude: row.latitude as number, longitude: row.longitude as number } : null,
    showExactLocation: pinned && row.showExactLocation,
  };
}

/** One coordinate: a number, then optionally a degree sign and a hemisphere letter. */
const COORDINATE = String.raw`([-+]?\d{1,3}(?:\.\d{1,10})?)\s*°?\s*([NSEW])?`;
const POINT = new RegExp(String.raw`^\s*${COORDINATE}\s*[,;\s]\s*${COORDINATE}\s*$`, "i");

/**
 * A point as people paste it: "26.8873, 80.9962" (a map's "copy coordinates"),
 * "26.8873° N, 80.9962° E", "26.8873N 80.9962E"; latitude first, a hemisphere letter wins
 * over the order. Null when it is not a real coordinate pair.
 */
export function parsePoint(text: string | null | undefined): Point | null {
  if (!text || text.length > 80) return null;
  const match = POINT.exec(text.normalize("NFKC"));
  if (!match) return null;
  const read = (value: string | undefined, hemisphere: string | undefined) => {
    const number = Number(value);
    const letter = hemisphere?.toUpperCase();
    return { number: letter === "S" || letter === "W" ? -Math.abs(number) : number, letter };
  };
  const first = read(match[1], match[2]);
  const second = read(match[3], match[4]);
  const swapped = (first.letter === "E" || first.letter === "W") && (second.letter === "N" || second.letter === "S");
  const latitude = swapped ? second.number : first.number;
  const longitude = swapped ? first.number : second.number;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A point as the wizard's form carries it: "26.87312,80.99621" (five decimals, about a metre). */
export function formatPoint(point: Point): string {
  return `${rounded(point.latitude).toFixed(5)},${rounded(point.longitude).toFixed(5)}`;
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

/** "Near me": how far (km) a search may reach around the visitor, and the first offered. */
export const WITHIN_KM = [1, 2, 5, 10, 20] as const;
export const DEFAULT_WITHIN_KM = 2;

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

export function formatNear(point: Point): string {
  return `${rounded(point.latitude, 3).toFixed(3)},${rounded(point.longitude, 3).toFixed(3)}`;
}

/** The box around a circle: what an index can narrow before the distance is worked out. */
export function boxAround(centre: Point, km: number): Box {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos(radians(centre.latitude)));
  return {
    south: centre.latitude - dLat,
    north: centre.latitude + dLat,
    west: centre.longitude - dLng,
    east: centre.longitude + dLng,
  };
}

export function isInBox(point: Point, box: Box): boolean {
  return (
    point.latitude >= box.south &&
    point.latitude <= box.north &&
    point.longitude >= box.west &&
    point.longitude <= box.east
  );
}
