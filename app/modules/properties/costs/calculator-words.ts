import { msg, type Translator } from "#app/modules/i18n/translate";
import type { CalculatorField } from "./calculator";
import { type CostRules, LOAN_SHARE } from "./rules";

/**
 * The true-cost calculator's words. The server words them (calculatorWords) and sends them
 * with the page's data, so the live calculator's code carries no text: it fills only the
 * placeholders that follow what is typed ({years}, {rate}, {amount}, {months}).
 */
export const CALCULATOR_WORDS = {
  title: msg("What it really costs"),
  intro: msg(
    "Stamp duty and registration in Uttar Pradesh are charged on the higher of the price and the circle-rate value.",
  ),
  caveat: msg("A guide, not advice: the sub-registrar's office and your bank have the final figures."),
  man: msg("A man"),
  woman: msg("A woman"),
  joint: msg("A woman and a man together"),
  whoIsBuying: msg("Who is buying"),
  price: msg("Agreed price (₹)"),
  loan: msg("Home loan (₹)"),
  loanHint: msg("Empty: {share} % of the price"),
  loanRate: msg("Interest (% a year)"),
  loanYears: msg("Years"),
  depositMonths: msg("Deposit (months of rent)"),
  maintenance: msg("Maintenance (₹ a month)"),
  maintenanceHint: msg("Ask the owner; empty if included"),
  workItOut: msg("Work it out"),
  circleValue: msg("Circle-rate value"),
  higher: msg("Higher than the price, so duty is charged on it"),
  stampDuty: msg("Stamp duty ({percent} %)"),
  concession: msg("{points} % less on the first {amount} for a woman buyer"),
  registration: msg("Registration ({percent} %)"),
  total: msg("Total with the price"),
  homeLoan: msg("Home loan"),
  emi: msg("EMI for {years} years at {rate} %"),
  perMonth: msg("{amount} a month"),
  interest: msg("Total interest"),
  deposit: msg("Deposit ({months} months' rent)"),
  monthly: msg("Each month: rent and maintenance"),
};

/** What a field out of bounds says. */
export const CALCULATOR_ERRORS: Readonly<Record<CalculatorField, string>> = {
  price: msg("Enter a price from ₹1 to ₹1,000 crore."),
  loan: msg("Enter a loan from ₹0 to ₹1,000 crore."),
  loanRate: msg("Enter an interest rate from 0 to 30 %."),
  loanYears: msg("Enter from 1 to 40 years."),
  depositMonths: msg("Enter from 0 to 12 months of deposit."),
  maintenance: msg("Enter maintenance from ₹0 to ₹10 lakh a month."),
};

export type CalculatorWords = Record<keyof typeof CALCULATOR_WORDS, string> & {
  errors: Record<CalculatorField, string>;
};

/** The words in a language, with what the page's rules fix already filled in. */
export function calculatorWords(
  { t }: Translator,
  rules: CostRules,
  amount: (rupees: number) => string,
): CalculatorWords {
  const words = Object.fromEntries(
    Object.entries(CALCULATOR_WORDS).map(([key, message]) => [key, t(message)]),
  ) as Record<keyof typeof CALCULATOR_WORDS, string>;
  return {
    ...words,
    loanHint: t(CALCULATOR_WORDS.loanHint, { share: LOAN_SHARE * 100 }),
    stampDuty: t(CALCULATOR_WORDS.stampDuty, { percent: rules.stampDutyPercent }),
    concession: t(CALCULATOR_WORDS.concession, {
      points: rules.womanConcessionPercent,
      amount: amount(rules.womanConcessionUpTo),
    }),
    registration: t(CALCULATOR_WORDS.registration, { percent: rules.registrationPercent }),
    errors: Object.fromEntries(
      Object.entries(CALCULATOR_ERRORS).map(([field, message]) => [field, t(message)]),
    ) as Record<CalculatorField, string>,
  };
}
