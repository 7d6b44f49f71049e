import type { IntentAnswer } from "#app/modules/platform/intent-answer";
import type { PriceKind } from "#app/modules/properties/price-kind";
import type { CostRules } from "./rules";

// What /admin/circle-rates receives and answers: plain shapes, for its page model and its forms.

/** A form's answer on the page (`intent` names the form, so only that form shows it), with the field to fix. */
export type CircleRatesAnswer = IntentAnswer & { field?: string };

/** A circle rate: ₹ per sq m of a kind of property in a locality, from a date. */
export interface CircleRate {
  id: string;
  city: string;
  locality: string;
  kind: PriceKind;
  ratePerSqm: number;
  /** YYYY-MM-DD */
  appliesFrom: string;
}

/** A row of the rates table, worded. */
export interface CircleRateRow {
  id: string;
  city: string;
  locality: string;
  label: string;
  perSqm: string;
  perUnit: string;
  from: string;
  inForce: boolean;
}

/** A cost rule's field: its bounds, its value and its default in words. */
export interface CostRuleField {
  key: keyof CostRules;
  label: string;
  min: number;
  max: number;
  fallback: string;
  value: number;
}
