/** Amounts in rupees: the one formatter for the whole site, in full and short (re-exported by format.ts). */
import type { Locale } from "#app/modules/i18n/locale";
import { msg, translator } from "#app/modules/i18n/translate";

/**
 * The words these formats print, in English; the catalogue of another language has them
 * (Hindi: ₹45 लाख, ₹1.25 करोड़, ₹18,000/माह).
 */
export const WORDS = {
  noPrice: msg("Price on request"),
  perMonth: msg("/month"),
  lakh: msg("L"),
  crore: msg("Cr"),
};

// Marked pure so that pages which format no amounts leave them out of their JavaScript.
export const RUPEES = /* @__PURE__ */ new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
/** en-IN grouping, whole numbers (1,45,000) and up to two decimals (1.25). */
export const WHOLE = /* @__PURE__ */ new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
export const TWO_DECIMALS = /* @__PURE__ */ new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

export type PriceOptions = { perMonth?: boolean; locale?: Locale };

export function known(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Whole rupees; "+ 0" turns the -0 of Math.round(-0.4) into 0, which Intl would print as "-₹0". */
export function wholeRupees(rupees: number): number {
  return Math.round(rupees) + 0;
}

/** Indian rupees in full, en-IN grouping, no decimals: ₹98,00,000; rent: ₹18,000/month. */
export function formatPrice(rupees: number | null | undefined, options: PriceOptions = {}): string {
  const { t } = translator(options.locale ?? "en");
  if (!known(rupees)) return t(WORDS.noPrice);
  return RUPEES.format(wholeRupees(rupees)) + (options.perMonth ? t(WORDS.perMonth) : "");
}

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/**
 * Lakh and crore with two decimals at most: ₹45 L, ₹1.25 Cr; under a lakh the full figure (₹18,000).
 * The decimals are cut, not rounded: the short form never reads more than the price, so
 * ₹99,99,999 is "₹99.99 L" (not "₹1 Cr", which an "up to ₹1 Cr" budget would seem to exclude)
 * and ₹1,24,99,999 is "₹1.24 Cr".
 */
export function formatPriceShort(rupees: number | null | undefined, options: PriceOptions = {}): string {
  const { t } = translator(options.locale ?? "en");
  if (!known(rupees)) return t(WORDS.noPrice);
  const whole = wholeRupees(rupees);
  const size = Math.abs(whole);
  if (size < LAKH) return formatPrice(whole, options);
  const [unit, word] = size >= CRORE ? [CRORE, WORDS.crore] : [LAKH, WORDS.lakh];
  // Whole hundredths of the unit, counted in integers: 1.15 * 100 in floating point is 114.999...
  const hundredths = Math.floor(size / (unit / 100));
  const sign = whole < 0 ? "-" : "";
  return `${sign}₹${TWO_DECIMALS.format(hundredths / 100)} ${t(word)}${options.perMonth ? t(WORDS.perMonth) : ""}`;
}

/**
 * A price range as the company's pages write it ("₹20 Lakh to ₹1.5 Cr", "₹10K to ₹2 Lakh
 * per month"), in a page's language: "₹20 लाख से ₹1.5 करोड़ तक", "₹10 हज़ार से ₹2 लाख तक
 * प्रति माह". Other text is left as it is.
 */
export function priceRangeIn(range: string, locale: Locale): string {
  if (locale !== "hi") return range;
  const perMonth = /\s+per month$/i.test(range);
  const words = range
    .replace(/\s+per month$/i, "")
    .replace(/(\d)K\b/g, "$1 हज़ार")
    .replace(/\bLakh\b/gi, "लाख")
    .replace(/\bCr\b|\bCrore\b/gi, "करोड़");
  const [from, to] = words.split(/\s+to\s+/);
  const worded = to === undefined ? words : `${from} से ${to} तक`;
  return perMonth ? `${worded} प्रति माह` : worded;
}
