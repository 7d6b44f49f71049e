import { known, NOT_PROVIDED, RUPEES, TWO_DECIMALS, WHOLE, wholeRupees } from "./format";

/**
 * Areas in the units people in Lucknow think in. Apart from format.ts because only the
 * server and the lazily loaded form check need them, while every page loads format.ts.
 */

/** Whole rupees per square foot: ₹6,207/sq ft. */
export function formatPricePerSqft(rupees: number | null | undefined): string {
  if (!known(rupees)) return NOT_PROVIDED;
  return `${RUPEES.format(wholeRupees(rupees))}/${AREA_UNITS.sqft.short}`;
}

/**
 * The units a poster may type an area in, with square feet per unit. A bigha differs from
 * district to district: its factor is the BIGHA_SQFT setting, passed in wherever it is needed.
 * `label` is for forms, `short` for display.
 */
export const AREA_UNITS = {
  sqft: { label: "sq ft", short: "sq ft", sqft: 1 },
  sqyd: { label: "sq yd (gaj)", short: "sq yd", sqft: 9 },
  sqm: { label: "sq m", short: "sq m", sqft: 10.7639 },
  acre: { label: "acre", short: "acre", sqft: 43_560 },
  bigha: { label: "bigha", short: "bigha", sqft: null },
} as const satisfies Record<string, { label: string; short: string; sqft: number | null }>;

export type AreaUnit = keyof typeof AREA_UNITS;

/** The unit a stored or sent area reads in: one of ours, square feet when none or unknown. */
export function areaUnitOf(value: unknown): AreaUnit {
  return typeof value === "string" && Object.hasOwn(AREA_UNITS, value) ? (value as AreaUnit) : "sqft";
}

/** Square feet in `value` of `unit`, unrounded; NaN when the bigha factor is not a positive number. */
export function toSquareFeet(value: number, unit: AreaUnit, bighaSqft: number): number {
  const factor = AREA_UNITS[unit].sqft ?? (bighaSqft > 0 ? bighaSqft : Number.NaN);
  return value * factor;
}

/**
 * An area in the unit it was given in, with the square feet beside it: 1,450 sq ft,
 * 200 sq yd (1,800 sq ft), 2 bigha (54,000 sq ft). Square feet alone when no unit is given.
 */
export function formatArea(squareFeet: number | null | undefined): string;
export function formatArea(value: number | null | undefined, unit: AreaUnit, bighaSqft: number): string;
export function formatArea(value: number | null | undefined, unit: AreaUnit = "sqft", bighaSqft = Number.NaN): string {
  if (!known(value)) return NOT_PROVIDED;
  if (unit === "sqft") return `${WHOLE.format(value)} ${AREA_UNITS.sqft.short}`;
  const squareFeet = toSquareFeet(value, unit, bighaSqft);
  if (!Number.isFinite(squareFeet)) return NOT_PROVIDED;
  return `${TWO_DECIMALS.format(value)} ${AREA_UNITS[unit].short} (${WHOLE.format(squareFeet)} ${AREA_UNITS.sqft.short})`;
}

/** The bigha factor in use, stated wherever a bigha is shown: 1 bigha = 27,000 sq ft. */
export function bighaNote(bighaSqft: number): string {
  return `1 ${AREA_UNITS.bigha.short} = ${TWO_DECIMALS.format(bighaSqft)} ${AREA_UNITS.sqft.short}`;
}
