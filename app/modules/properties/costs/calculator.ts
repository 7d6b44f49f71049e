import { BUYERS, type Buyer, type SaleInputs } from "./rules";

/**
 * The true-cost calculator's inputs, read from the listing's address (the form without
 * JavaScript is a GET form: ?id=…&buyer=woman&loanRate=8.5#cost) or from the form as it is
 * typed in (the live calculator): one reader for both, with bounds on every field, so the
 * server and the browser agree on what is shown. Nothing here throws: a value out of bounds
 * is named (its message is shown) and the default takes its place. No words here: the live
 * calculator loads this module, and its words come worded from the server (calculator-words.ts).
 */

export const LOAN_DEFAULTS = { rate: 8.5, years: 20 } as const;

/** The names of the calculator's fields in the address and the form. */
export const CALCULATOR_FIELDS = ["buyer", "price", "loan", "loanRate", "loanYears", "depositMonths", "maintenance"];

const MAX_RUPEES = 10_00_00_00_000; // ₹1,000 crore

/** What each field may be (its message is in calculator-words.ts, worded on the server). */
export const CALCULATOR_BOUNDS = {
  price: { min: 1, max: MAX_RUPEES },
  loan: { min: 0, max: MAX_RUPEES },
  loanRate: { min: 0, max: 30 },
  loanYears: { min: 1, max: 40 },
  depositMonths: { min: 0, max: 12 },
  maintenance: { min: 0, max: 10_00_000 },
} as const;

export type CalculatorField = keyof typeof CALCULATOR_BOUNDS;

export interface CalculatorInputs {
  sale: SaleInputs;
  depositMonths: number;
  maintenance: number;
}

type Read = (name: string) => unknown;

/** A number as people type it: "50,00,000", " 8.5 ". Null when empty, NaN when not a number. */
function numberIn(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  const text = raw.replace(/[,\s₹]/g, "");
  if (!text) return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The calculator's inputs from `read` (URLSearchParams' or FormData's get), with the
 * defaults for what is missing: the asking price, 8.5 % over 20 years, and the listing's
 * typical deposit. The loan is null (80 % of the price) unless one is given.
 */
export function readCalculator(read: Read, defaults: { price: number; depositMonths: number }) {
  /** The fields out of bounds (or not numbers), in the form's order. */
  const errors: CalculatorField[] = [];
  const bounded = <T extends number | null>(field: CalculatorField, fallback: T): number | T => {
    const value = numberIn(read(field));
    if (value === null) return fallback;
    const { min, max } = CALCULATOR_BOUNDS[field];
    if (Number.isFinite(value) && value >= min && value <= max) return value;
    errors.push(field);
    return fallback;
  };
  const buyer = read("buyer");
  const inputs: CalculatorInputs = {
    sale: {
      buyer: BUYERS.includes(buyer as Buyer) ? (buyer as Buyer) : "man",
      price: bounded("price", defaults.price),
      loan: bounded("loan", null),
      loanRate: bounded("loanRate", LOAN_DEFAULTS.rate),
      loanYears: Math.round(bounded("loanYears", LOAN_DEFAULTS.years)),
    },
    depositMonths: bounded("depositMonths", defaults.depositMonths),
    maintenance: bounded("maintenance", 0),
  };
  return { inputs, errors };
}
