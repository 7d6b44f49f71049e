import { msg } from "#app/modules/i18n/translate";
import { CSV_MESSAGES } from "#app/modules/text/csv";
import type { CostRules } from "./rules";

/**
 * The circle-rate form's and cost settings' words and bounds: what the admin page shows as
 * soon as it loads. The schemas that check them (circle-rate-schema.ts, with Zod) come when
 * a form is first used.
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
  csvEncoding: CSV_MESSAGES.encoding,
  csvFormula: CSV_MESSAGES.formula,
};

export const CSV_LIMITS = { bytes: 256 * 1024, rows: 2_000 } as const;
export const LOCALITY_MAX = 80;
export const RATE_MAX = 1_00_00_000;

/**
 * What an Admin may set each cost rule to. Here rather than with the defaults in rules.ts:
 * the listing page's live calculator loads rules.ts, and only the admin desk and the server
 * need the bounds.
 */
export const COST_RULE_BOUNDS: Readonly<Record<keyof CostRules, { min: number; max: number }>> = {
  stampDutyPercent: { min: 0, max: 20 },
  womanConcessionPercent: { min: 0, max: 20 },
  womanConcessionUpTo: { min: 0, max: 100_00_00_000 },
  jointWomanSharePercent: { min: 0, max: 100 },
  registrationPercent: { min: 0, max: 10 },
  depositMonths: { min: 0, max: 12 },
};
