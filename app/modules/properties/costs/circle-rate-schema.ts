import * as z from "zod/mini";
import { CITIES, type City } from "#app/config/cities";
import { msg } from "#app/modules/i18n/translate";
import { calendarDate, cleanText, oneOf } from "#app/modules/platform/form-schema";
import { PRICE_KINDS, type PriceKind } from "#app/modules/properties/price-kind";
import { CIRCLE_RATE_MESSAGES, COST_RULE_BOUNDS, LOCALITY_MAX, RATE_MAX } from "./circle-rate-rules";
import type { CostRules } from "./rules";

/**
 * The admin desk's circle-rate form and CSV import: one schema for a rate, checked in the
 * browser before the form is sent and again by the action (and for every line of a CSV).
 * The page loads it when the form is first used; its words and bounds, which the page shows
 * at once, are in circle-rate-rules.ts, without Zod.
 */

/** The years a circle rate can apply from. */
const RATE_YEARS = { from: 2000, to: 2100 } as const;

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
  appliesFrom: calendarDate(CIRCLE_RATE_MESSAGES.appliesFrom, RATE_YEARS),
});

export type CircleRateInput = z.infer<typeof CircleRateSchema>;

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
