import type { Locale } from "#app/modules/i18n/locale";
import { msg, translator } from "#app/modules/i18n/translate";
import { known, NOT_PROVIDED, RUPEES, TWO_DECIMALS, WHOLE, wholeRupees } from "./format";

/**
 * Areas in the units people in Lucknow think in. Apart from format.ts because only the
 * server and the lazily loaded form check need them, while every page loads format.ts.
 */

/** Whole rupees per square foot: ₹6,207/sq ft; Hindi ₹6,207/वर्ग फुट. */
export function formatPricePerSqft(rupees: number | null | undefined, locale: Locale = "en"): string {
  const { t } = translator(locale);
  if (!known(rupees)) return t(NOT_PROVIDED);
  return `${RUPEES.format(wholeRupees(rupees))}/${t(AREA_UNITS.sqft.short)}`;
}

/**
 * The units a poster may type an area in, with square feet per unit. A bigha differs from
 * district to district: its factor is the BIGHA_SQFT setting, passed in wherever it is needed.
 * `label` is for forms, `short` for display.
 */
export const AREA_UNITS = {
  sqft: { label: msg("sq ft"), short: msg("sq ft"), sqft: 1 },
  sqyd: { label: msg("sq yd (gaj)"), short: msg("sq yd"), sqft: 9 },
  sqm: { label: msg("sq m"), short: msg("sq m"), sqft: 10.7639 },
  acre: { label: msg("acre"), short: msg("acre"), sqft: 43_560 },
  bigha: { label: msg("bigha"), short: msg("bigha"), sqft: null },
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
export function formatArea(
  value: number | null | undefined,
  unit: AreaUnit,
  bighaSqft: number,
  locale?: Locale,
): string;
export function formatArea(
  value: number | null | undefined,
  unit: AreaUnit = "sqft",
  bighaSqft = Number.NaN,
  locale: Locale = "en",
): string {
  const { t } = translator(locale);
  if (!known(value)) return t(NOT_PROVIDED);
  const sqft = t(AREA_UNITS.sqft.short);
  if (unit === "sqft") return `${WHOLE.format(value)} ${sqft}`;
  const squareFeet = toSquareFeet(value, unit, bighaSqft);
  if (!Number.isFinite(squareFeet)) return t(NOT_PROVIDED);
  return `${TWO_DECIMALS.format(value)} ${t(AREA_UNITS[unit].short)} (${WHOLE.format(squareFeet)} ${sqft})`;
}

/** The bigha factor in use, stated wherever a bigha is shown: 1 bigha = 27,000 sq ft. */
export function bighaNote(bighaSqft: number, locale: Locale = "en"): string {
  const { t } = translator(locale);
  return `1 ${t(AREA_UNITS.bigha.short)} = ${TWO_DECIMALS.format(bighaSqft)} ${t(AREA_UNITS.sqft.short)}`;
}
