import { formatPrice, known, type PriceOptions, TWO_DECIMALS, WORDS, wholeRupees } from "./format";

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

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
