import type { City } from "#app/config/cities";
import type { Box, Point } from "./near";

/**
 * Where listings are (decision 050): points, distances and the map's box. Shared by the
 * server and the map's own code; what a visitor may see of a listing's point is
 * location.server.ts's public position.
 */

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
 * listing's position (decision 058: a listing without a known position has none).
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

/** A point within `km` of the city's reference point (PIN_CITY_KM on the server). */
export function isWithinCity(point: Point, city: City, km = DEFAULT_PIN_CITY_KM): boolean {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  return kmBetween(point, CITY_CENTRES[city]) <= km;
}

export {
  type Box,
  DEFAULT_WITHIN_KM,
  formatBox,
  formatNear,
  type Point,
  parseBox,
  parseNear,
  rounded,
  WITHIN_KM,
} from "./near";

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
