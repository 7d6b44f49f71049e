import { msg } from "#app/modules/i18n/translate";
import type { PriceKind } from "#app/modules/properties/price-kind";

/**
 * Where one listing's asking price per unit area sits against its locality's published
 * median: "12 % above the Gomti Nagar median for flats". Free of server code: the listing
 * page and the owner's stats page render it from the same view.
 */

/** Within this share of the median a listing is "at" it: a 1 % difference is noise in asking prices. */
export const AT_MEDIAN_WITHIN = 0.02;

export type Direction = "above" | "below" | "at";

export interface LocalityComparison {
  /** Whole percent away from the median (0 when at it). */
  percent: number;
  direction: Direction;
  /** The locality as its listings spell it. */
  locality: string;
  kind: PriceKind;
  /** Rupees per unit area of the kind (sq ft, or sq yd for plots). */
  median: number;
  /** Live listings the median rests on. */
  n: number;
  /** The locality's place page. */
  href: string;
}

/** How far `value` is from `median`, in whole percent, and which way. */
export function againstMedian(value: number, median: number): { percent: number; direction: Direction } {
  const share = (value - median) / median;
  if (Math.abs(share) <= AT_MEDIAN_WITHIN) return { percent: 0, direction: "at" };
  return { percent: Math.round(Math.abs(share) * 100), direction: share > 0 ? "above" : "below" };
}

/** The sentence of each direction and kind, with {percent} and {locality} to fill. */
export const COMPARISON_MESSAGES: Readonly<Record<PriceKind, Readonly<Record<Direction, string>>>> = {
  flat: {
    above: msg("{percent} % above the {locality} median for flats"),
    below: msg("{percent} % below the {locality} median for flats"),
    at: msg("At the {locality} median for flats"),
  },
  house: {
    above: msg("{percent} % above the {locality} median for houses"),
    below: msg("{percent} % below the {locality} median for houses"),
    at: msg("At the {locality} median for houses"),
  },
  plot: {
    above: msg("{percent} % above the {locality} median for plots"),
    below: msg("{percent} % below the {locality} median for plots"),
    at: msg("At the {locality} median for plots"),
  },
};
