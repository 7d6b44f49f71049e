import * as z from "zod/mini";
import { CITIES, type City } from "#app/config/cities";
import { msg } from "#app/modules/i18n/translate";
import { cleanText } from "#app/modules/platform/form-schema";
import { PRICE_KINDS, type PriceKind } from "#app/modules/properties/price-kind";
import type { CostRules } from "./rules";

/**
 * The admin desk's circle-rate form and CSV import: one schema for a rate, checked in the
 * browser before the form is sent and again by the action (and for every line of a CSV).
 */

export const CIRCLE_RATE_MESSAGES = {
  city: msg("Choose a city from the list."),
  locality: msg("Enter the locality as the district's list names it (up to 80 characters)."),
  kind: msg("Choose flat, house or plot."),
  rate: msg("Enter the rate in rupees per sq m, a whole number from 1 to 1,00,00,000."),
  appliesFrom: msg("Enter the date it applies from as YYYY-MM-DD, from 2000 to 2100."),
  saved: msg("Circle rate saved."),
  removed: msg("Circle rate removed."),
  notFound: msg("That circle rate no longer exists."),
  settingsSaved: msg("Cost settings saved."),
  csvEmpty: msg("Choose a CSV file with a header line and at least one rate."),
  csvTooLarge: msg("The CSV file is larger than 256 kB. Split it into smaller files."),
  csvTooManyRows: msg("The CSV file has more than 2,000 rates. Split it into smaller files."),
  csvHeader: msg("The first line must name the columns: city, locality, kind, rate_per_sqm, applies_from."),
  csvColumns: msg("This line does not have the five columns of the header."),
  csvRepeated: msg("This line repeats an earlier line's place, kind and date with another rate."),
  csvNothingWritten: msg("Nothing was imported: correct these lines and import the file again."),
  csvEncoding: msg("The CSV file is not UTF-8 text. Save it as “CSV UTF-8” and import it again."),
  csvFormula: msg("A cell may not begin with =, +, - or @: spreadsheets run such a cell as a formula."),
};

export const CSV_LIMITS = { bytes: 256 * 1024, rows: 2_000 } as const;
export const LOCALITY_MAX = 80;
export const RATE_MAX = 1_00_00_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, from 2000 to 2100. */
function isCalendarDate(value: string): boolean {
  const parts = DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A whole number as typed ("60,000" or "60000"), checked against its bounds. */
function wholeNumber(message: string, min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value) => value.replace(/[,\s₹]/g, "")),
    ),
    z.pipe(
      z.string().check(z.regex(/^\d{1,12}$/, { error: message })),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.gte(min, { error: message }), z.lte(max, { error: message })),
      ),
    ),
  );
}

function oneOf<T extends string>(options: readonly T[], message: string) {
  return z.pipe(
    z.string({ error: message }),
    z.transform((value, context) => {
      const found = options.find((option) => option.toLowerCase() === value.trim().toLowerCase());
      if (!found) context.issues.push({ code: "custom", message, input: value });
      return found as T;
    }),
  );
}

export const CircleRateSchema = z.object({
  city: oneOf<City>(CITIES, CIRCLE_RATE_MESSAGES.city),
  locality: z
    .string({ error: CIRCLE_RATE_MESSAGES.locality })
    .check(
      ...cleanText,
      z.minLength(1, { error: CIRCLE_RATE_MESSAGES.locality }),
      z.maxLength(LOCALITY_MAX, { error: CIRCLE_RATE_MESSAGES.locality }),
      z.regex(/[\p{L}\p{N}]/u, { error: CIRCLE_RATE_MESSAGES.locality }),
    ),
  kind: oneOf<PriceKind>(PRICE_KINDS, CIRCLE_RATE_MESSAGES.kind),
  ratePerSqm: wholeNumber(CIRCLE_RATE_MESSAGES.rate, 1, RATE_MAX),
  appliesFrom: z
    .string({ error: CIRCLE_RATE_MESSAGES.appliesFrom })
    .check(z.trim(), z.refine(isCalendarDate, { error: CIRCLE_RATE_MESSAGES.appliesFrom })),
});

export type CircleRateInput = z.infer<typeof CircleRateSchema>;

/**
 * What an Admin may set each cost rule to. Here beside the settings form's schema rather than
 * with the defaults in rules.ts: the listing page's live calculator loads rules.ts, and only
 * the admin desk and the server need the bounds.
 */
export const COST_RULE_BOUNDS: Readonly<Record<keyof CostRules, { min: number; max: number }>> = {
  stampDutyPercent: { min: 0, max: 20 },
  womanConcessionPercent: { min: 0, max: 20 },
  womanConcessionUpTo: { min: 0, max: 100_00_00_000 },
  jointWomanSharePercent: { min: 0, max: 100 },
  registrationPercent: { min: 0, max: 10 },
  depositMonths: { min: 0, max: 12 },
};

const RULE_MESSAGES: Record<keyof CostRules, string> = {
  stampDutyPercent: msg("Enter stamp duty from 0 to 20 %."),
  womanConcessionPercent: msg("Enter a woman buyer's concession from 0 to 20 points."),
  womanConcessionUpTo: msg("Enter the value the concession applies to, from ₹0 to ₹1,000 crore."),
  jointWomanSharePercent: msg("Enter a woman's share of a joint purchase from 0 to 100 %."),
  registrationPercent: msg("Enter the registration fee from 0 to 10 %."),
  depositMonths: msg("Enter a typical deposit from 0 to 12 months."),
};

/** A decimal number as typed, within bounds. */
function decimal(message: string, min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value) => value.replace(/[,\s₹%]/g, "")),
    ),
    z.pipe(
      z.string().check(z.regex(/^\d{1,12}(\.\d{1,4})?$/, { error: message })),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.gte(min, { error: message }), z.lte(max, { error: message })),
      ),
    ),
  );
}

const ruleField = (key: keyof CostRules) =>
  decimal(RULE_MESSAGES[key], COST_RULE_BOUNDS[key].min, COST_RULE_BOUNDS[key].max);

/** The cost settings form: every rule, within its bounds. */
export const CostRulesSchema = z.object({
  stampDutyPercent: ruleField("stampDutyPercent"),
  womanConcessionPercent: ruleField("womanConcessionPercent"),
  womanConcessionUpTo: ruleField("womanConcessionUpTo"),
  jointWomanSharePercent: ruleField("jointWomanSharePercent"),
  registrationPercent: ruleField("registrationPercent"),
  depositMonths: ruleField("depositMonths"),
});
