/**
 * "Near me" as the search's address carries it: the few words of location.ts the search
 * page's own button needs, apart, so that the page loads them without the rest (its maps
 * load that when they open).
 */

/** How far (km) a search may reach around the visitor, and the first offered. */
export const WITHIN_KM = [1, 2, 5, 10, 20] as const;
export const DEFAULT_WITHIN_KM = 2;

/** `near=latitude,longitude` with three decimals (about 100 m: all a distance needs, and no more of where the visitor stands). */
export function formatNear(point: { latitude: number; longitude: number }): string {
  return `${point.latitude.toFixed(3)},${point.longitude.toFixed(3)}`;
}
