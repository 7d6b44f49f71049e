import { msg } from "#app/modules/i18n/translate";
import { type Point, rounded } from "./location";

/**
 * A poster's pin (decision 058): as the wizard's form carries it, as people paste a point, and
 * why one is refused. Apart from location.ts, which every search page loads: only the wizard,
 * its check and the admin desk need this.
 */

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
