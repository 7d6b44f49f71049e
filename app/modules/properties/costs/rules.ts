import { type PriceKind, SQFT_PER_PRICE_UNIT, SQFT_PER_SQM } from "#app/modules/properties/price-kind";

/**
 * What buying a home in Uttar Pradesh costs beyond its price, as settings with the state's
 * defaults, and the arithmetic, in one module the server and the listing page's live
 * calculator share (so it stays free of anything heavier than numbers).
 *
 * The rules, as docs/product/marketplace.md §10 and issue 29 state them from the UP Stamp and Registration
 * Department's published rates (igrsup.gov.in); not re-checked against the gazette here,
 * which is why each is a setting an Admin can change:
 * - Stamp duty 7 % of the higher of the agreed price and the circle-rate value (the district's
 *   minimum value per sq m, the UP Stamp (Valuation of Property) Rules 1997).
 * - A woman buyer: 1 point less on the first ₹10 lakh of the value only (6 % there, so at
 *   most ₹10,000 off), whatever the value.
 * - Joint purchases: the concession is for what a woman acquires. A deed by a woman together
 *   with a man gets the woman's concession on her share of it: the concession of a woman
 *   buying alone times her share, half by default (`jointWomanSharePercent`). This is our
 *   reading (the concession is for deeds "in the name of a woman"); the registrar's office
 *   has the last word, and the share is a setting.
 * - Registration fee 1 % of the same value.
 * Duty and fee are rounded to whole rupees here (the registrar may round up to the next ten).
 */

export const BUYERS = ["man", "woman", "joint"] as const;
export type Buyer = (typeof BUYERS)[number];

export interface CostRules {
  /** Stamp duty, % of the value. */
  stampDutyPercent: number;
  /** How many points less a woman pays... */
  womanConcessionPercent: number;
  /** ...on this much of the value, in rupees (the first ₹10 lakh). */
  womanConcessionUpTo: number;
  /** A woman's share of a joint purchase with a man, %. */
  jointWomanSharePercent: number;
  /** Registration fee, % of the value. */
  registrationPercent: number;
  /** A rental's deposit when the listing names none, in months of rent. */
  depositMonths: number;
}

export const COST_RULE_DEFAULTS: Readonly<CostRules> = {
  stampDutyPercent: 7,
  womanConcessionPercent: 1,
  womanConcessionUpTo: 10_00_000,
  jointWomanSharePercent: 50,
  registrationPercent: 1,
  depositMonths: 2,
};

const rupees = (value: number) => Math.round(value) + 0;

/** The district's minimum value of an area: square metres times its rate per sq m, whole rupees. */
export function circleRateValue(areaSqft: number, ratePerSqm: number): number {
  return rupees((areaSqft / SQFT_PER_SQM) * ratePerSqm);
}

/** A circle rate per sq m in the unit a kind is priced in (₹/sq ft; ₹/sq yd for plots). */
export function ratePerPriceUnit(ratePerSqm: number, kind: PriceKind): number {
  return (ratePerSqm / SQFT_PER_SQM) * SQFT_PER_PRICE_UNIT[kind];
}

/** What duty and fee are charged on: the agreed price, or the circle-rate value when higher. */
export function dutiableValue(price: number, circleValue: number | null): number {
  return Math.max(price, circleValue ?? 0);
}

/** Stamp duty on a value, for who buys. */
export function stampDuty(value: number, buyer: Buyer, rules: CostRules): number {
  const full = (value * rules.stampDutyPercent) / 100;
  const concession = (Math.min(value, rules.womanConcessionUpTo) * rules.womanConcessionPercent) / 100;
  const share = buyer === "woman" ? 1 : buyer === "joint" ? rules.jointWomanSharePercent / 100 : 0;
  return rupees(Math.max(0, full - concession * share));
}

export function registrationFee(value: number, rules: CostRules): number {
  return rupees((value * rules.registrationPercent) / 100);
}

/**
 * A home loan's monthly instalment: P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate and n
 * the months; at 0 % the principal in equal parts. Unrounded (the total interest is worked
 * from it), so round where shown.
 */
export function monthlyEmi(principal: number, annualPercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualPercent / 1200;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

export interface SaleCosts {
  circleValue: number | null;
  /** The circle-rate value is above the price, so duty and fee are charged on it. */
  onCircleValue: boolean;
  stampDuty: number;
  registration: number;
  /** Price, duty and fee. */
  total: number;
  loan: number;
  emi: number;
  totalInterest: number;
}

export interface SaleInputs {
  buyer: Buyer;
  price: number;
  /** Null: LOAN_SHARE of the price. */
  loan: number | null;
  loanRate: number;
  loanYears: number;
}

/** A loan of 80 % of the price when none is given: the most banks lend on a home of ₹30 to 75 lakh (RBI's LTV limits). */
export const LOAN_SHARE = 0.8;

/** Every figure of a sale, from the calculator's inputs, the area and the circle rate in force. */
export function saleCosts(
  inputs: SaleInputs,
  place: { areaSqft: number | null; ratePerSqm: number | null },
  rules: CostRules,
): SaleCosts {
  const circleValue = place.areaSqft && place.ratePerSqm ? circleRateValue(place.areaSqft, place.ratePerSqm) : null;
  const value = dutiableValue(inputs.price, circleValue);
  const duty = stampDuty(value, inputs.buyer, rules);
  const registration = registrationFee(value, rules);
  const loan = inputs.loan ?? rupees(inputs.price * LOAN_SHARE);
  const emi = monthlyEmi(loan, inputs.loanRate, inputs.loanYears);
  return {
    circleValue,
    onCircleValue: circleValue !== null && circleValue > inputs.price,
    stampDuty: duty,
    registration,
    total: inputs.price + duty + registration,
    loan,
    emi: rupees(emi),
    totalInterest: rupees(Math.max(0, emi * Math.round(inputs.loanYears * 12) - loan)),
  };
}

/** A rental's money up front and each month: the deposit in months of rent, rent plus maintenance. */
export function rentCosts(rent: number, depositMonths: number, maintenance: number) {
  return { deposit: rupees(rent * depositMonths), monthly: rupees(rent + maintenance) };
}
