/**
 * An amount of rupees as people in Lucknow write it: "27,00,000", "2700000", "₹ 45 L",
 * "27 lakh", "27 lac", "1.2 crore", "1.25 cr", "18k", "18 thousand", "27 लाख", "1.2 करोड़",
 * "२७ लाख". The wizard's schema reads every amount field with it (so a step accepts exactly
 * what the server stores) and the wizard's preview shows what it read as it is typed.
 * Free of imports: the preview ships it with the page.
 */

const UNITS: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  हज़ार: 1_000,
  हजार: 1_000,
  l: 1_00_000,
  lk: 1_00_000,
  lac: 1_00_000,
  lacs: 1_00_000,
  lakh: 1_00_000,
  lakhs: 1_00_000,
  लाख: 1_00_000,
  cr: 1_00_00_000,
  crs: 1_00_00_000,
  crore: 1_00_00_000,
  crores: 1_00_00_000,
  करोड़: 1_00_00_000,
  करोड: 1_00_00_000,
};

/** The currency's marks around a figure: "₹", "Rs.", "INR", "rupees", "रुपये", "रु.", a trailing "/-". */
const CURRENCY = /^(?:₹|rs\.?|inr|rupees?|रुपये|रुपए|रु\.?)\s*|\s*(?:\/-|rupees?|रुपये|रुपए|only)$/giu;
const FIGURE = /^(\d[\d,]*)(?:\.(\d+))?\s*([\p{L}\p{M}.]*)$/u;

/** Devanagari digits as ASCII ones ("२७" → "27"). */
const asciiDigits = (text: string) => text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/**
 * Whole rupees, or undefined when the text is not one amount in whole rupees ("27.5" without
 * a unit, "27-30 lakh", "1.234567 lakh", words alone).
 */
export function readRupees(typed: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  let text = asciiDigits(typed.normalize("NFC").trim().toLowerCase());
  for (let round = 0; round < 2; round++) text = text.replace(CURRENCY, "").trim();
  const match = FIGURE.exec(text);
  if (!match) return undefined;
  const [, whole = "", fraction = "", unitWord = ""] = match;
  const unit = unitWord === "" ? 1 : UNITS[unitWord.replace(/\.$/, "")];
  if (unit === undefined || (fraction && unitWord === "")) return undefined;
  // Counted in integers: "1.15 crore" must be 1,15,00,000, not 1,14,99,999.99 in floating point.
  const scale = 10 ** fraction.length;
  const units = BigInt(whole.replace(/,/g, "")) * BigInt(scale) + BigInt(fraction || "0");
  const scaled = units * BigInt(unit);
  if (scaled % BigInt(scale) !== 0n) return undefined;
  const rupees = scaled / BigInt(scale);
  return rupees <= BigInt(max) ? Number(rupees) : undefined;
}
