import { formatPriceShort } from "#app/modules/text/format";
import type { Option } from "./wizard-view";

/**
 * Budgets as seekers choose them, for every search of listings (/Search, /NewProject):
 * sale prices in lakh and crore, rents a month in thousands, and how a typed amount is read.
 */
const SALE_BUDGETS = [10, 20, 30, 40, 50, 60, 75, 100, 150, 200, 300, 500].map((lakh) => lakh * 1_00_000);
const RENT_BUDGETS = [5, 10, 15, 20, 30, 50, 75, 100, 200].map((thousand) => thousand * 1000);

/** Longer budgets are nonsense, not a search. */
export const MAX_BUDGET = 1_000_000_000_000;

/** The budget presets, worded ("₹40 L", "₹1 Cr", "₹20,000/month"). */
export function budgetPresets(perMonth: boolean): Option[] {
  return (perMonth ? RENT_BUDGETS : SALE_BUDGETS).map((rupees) => ({
    value: String(rupees),
    label: formatPriceShort(rupees, { perMonth }),
  }));
}

/** A non-negative amount typed as digits (Indian commas and spaces allowed), within max. */
export function amountParser(max: number, decimals: boolean) {
  const pattern = decimals ? /^\d+(\.\d+)?$/ : /^\d+$/;
  return (value: string): number | undefined => {
    const digits = value.replace(/[\s,]/g, "");
    if (!pattern.test(digits)) return undefined;
    const number = Number(digits);
    return number <= max ? number : undefined;
  };
}

/** Whole rupees, as a budget's URL parameter holds them. */
export const parseRupees = amountParser(MAX_BUDGET, false);

/** A min and max typed the wrong way round mean the range between them. */
export function orderedRange(
  min: number | undefined,
  max: number | undefined,
): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/** An option as a filter reads it, with how many results it gives when counts are known: "3 BHK (12)". */
export const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;
