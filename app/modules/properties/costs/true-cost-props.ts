import type { PriceKind } from "#app/modules/properties/price-kind";
import type { CalculatorWords } from "./calculator-words";
import type { CostRules } from "./rules";

// The shapes of a listing page's "What it really costs" (true-cost.server.ts makes them), apart
// from calculator.ts and calculator-words.ts so that neither imports the other.

/** A circle rate as the page shows it, worded on the server (true-cost.server.ts). */
export interface CircleRateWords {
  kind: PriceKind;
  /** ₹60,000/sq m */
  perSqm: string;
  /** ₹5,574/sq ft, or ₹50,168/sq yd for a plot */
  perUnit: string;
  /** Flat, House, Plot (translated) */
  label: string;
  /** 1 August 2025 */
  from: string;
  ratePerSqm: number;
}

/** What a listing page's "What it really costs" is drawn from. */
export interface TrueCostProps {
  mode: "sale" | "rent";
  id: string;
  /** The asking price (a sale) or the rent a month. */
  asking: number;
  areaSqft: number | null;
  kind: PriceKind | null;
  locality: string;
  rate: CircleRateWords | null;
  /** "Asking price: ₹50,00,000 · Circle rate for flats: ₹60,000/sq m (₹5,574/sq ft), from 1 August 2025", worded on the server. */
  lead: string;
  rules: CostRules;
  /** The form's fields: what the address asked (bounded in length), else the defaults. */
  fields: Record<string, string>;
  /** Every word the calculator shows, in the page's language (calculator-words.ts). */
  words: CalculatorWords;
}
