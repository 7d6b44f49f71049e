/** Display formats shared by every page: the one formatter for amounts, areas and dates. */

/** The words these formats print, kept together so that a translation swaps them in one place. */
/** What a page shows for a fact a listing does not have. */
export const NOT_PROVIDED = "Not provided";

const WORDS = {
  noPrice: "Price on request",
  noArea: NOT_PROVIDED,
  perMonth: "/month",
  lakh: "L",
  crore: "Cr",
};

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const WHOLE = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const TWO_DECIMALS = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

type PriceOptions = { perMonth?: boolean };

function known(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Whole rupees; "+ 0" turns the -0 of Math.round(-0.4) into 0, which Intl would print as "-₹0". */
function wholeRupees(rupees: number): number {
  return Math.round(rupees) + 0;
}

/** Indian rupees in full, en-IN grouping, no decimals: ₹98,00,000; rent: ₹18,000/month. */
export function formatPrice(rupees: number | null | undefined, options: PriceOptions = {}): string {
  if (!known(rupees)) return WORDS.noPrice;
  return RUPEES.format(wholeRupees(rupees)) + (options.perMonth ? WORDS.perMonth : "");
}

/**
 * Lakh and crore with two decimals at most: ₹45 L, ₹1.25 Cr; under a lakh the full figure (₹18,000).
 * The decimals are cut, not rounded: the short form never reads more than the price, so
 * ₹99,99,999 is "₹99.99 L" (not "₹1 Cr", which an "up to ₹1 Cr" budget would seem to exclude)
 * and ₹1,24,99,999 is "₹1.24 Cr".
 */
export function formatPriceShort(rupees: number | null | undefined, options: PriceOptions = {}): string {
  if (!known(rupees)) return WORDS.noPrice;
  const whole = wholeRupees(rupees);
  const size = Math.abs(whole);
  if (size < LAKH) return formatPrice(whole, options);
  const [unit, word] = size >= CRORE ? [CRORE, WORDS.crore] : [LAKH, WORDS.lakh];
  // Whole hundredths of the unit, counted in integers: 1.15 * 100 in floating point is 114.999...
  const hundredths = Math.floor(size / (unit / 100));
  const sign = whole < 0 ? "-" : "";
  return `${sign}₹${TWO_DECIMALS.format(hundredths / 100)} ${word}${options.perMonth ? WORDS.perMonth : ""}`;
}

/** Whole rupees per square foot: ₹6,207/sq ft. */
export function formatPricePerSqft(rupees: number | null | undefined): string {
  if (!known(rupees)) return WORDS.noArea;
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
  if (!known(value)) return WORDS.noArea;
  if (unit === "sqft") return `${WHOLE.format(value)} ${AREA_UNITS.sqft.short}`;
  const squareFeet = toSquareFeet(value, unit, bighaSqft);
  if (!Number.isFinite(squareFeet)) return WORDS.noArea;
  return `${TWO_DECIMALS.format(value)} ${AREA_UNITS[unit].short} (${WHOLE.format(squareFeet)} ${AREA_UNITS.sqft.short})`;
}

/** The bigha factor in use, stated wherever a bigha is shown: 1 bigha = 27,000 sq ft. */
export function bighaNote(bighaSqft: number): string {
  return `1 ${AREA_UNITS.bigha.short} = ${TWO_DECIMALS.format(bighaSqft)} ${AREA_UNITS.sqft.short}`;
}

/** The first words of a name, with an ellipsis when it was longer (cards cut names to 5 words). */
export function cutWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  return parts.length > words ? `${parts.slice(0, words).join(" ")}...` : parts.join(" ");
}

/** 23 November 2026 */
export function formatDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}
