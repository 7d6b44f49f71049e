import { check } from "#app/modules/platform/form-schema";
import { slugify } from "#app/modules/properties/search/place-links";
import { type CsvRows, checkedRows, csvWords, readCsv } from "#app/modules/text/csv";
import { CIRCLE_RATE_MESSAGES, CSV_LIMITS } from "./circle-rate-rules";
import { type CircleRateInput, CircleRateSchema } from "./circle-rate-schema";

/**
 * A district's circle-rate list as a CSV file (columns city, locality, kind, rate_per_sqm,
 * applies_from, in any order): every line checked by the form's schema, and either every
 * rate read or the lines that are wrong, by line number, so that a file is imported whole
 * or not at all.
 */

export const CSV_COLUMNS = ["city", "locality", "kind", "rate_per_sqm", "applies_from"] as const;

export function parseCircleRateCsv(text: string): CsvRows<CircleRateInput> {
  const keyOf = (row: CircleRateInput) => [row.city, slugify(row.locality), row.kind, row.appliesFrom].join("\n");
  // The same line twice is one rate; the same place, kind and date with two rates is a mistake.
  const first = new Map<string, CircleRateInput>();
  const checked = checkedRows(
    readCsv(text, CSV_COLUMNS, CSV_LIMITS, csvWords(CIRCLE_RATE_MESSAGES)),
    (values) => {
      const line = check(CircleRateSchema, {
        city: values.city,
        locality: values.locality,
        kind: values.kind,
        ratePerSqm: values.rate_per_sqm,
        appliesFrom: values.applies_from,
      });
      if (!line.ok) return line;
      const earlier = first.get(keyOf(line.data));
      if (earlier && earlier.ratePerSqm !== line.data.ratePerSqm)
        return { ok: false, message: CIRCLE_RATE_MESSAGES.csvRepeated };
      if (!earlier) first.set(keyOf(line.data), line.data);
      return line;
    },
    CIRCLE_RATE_MESSAGES.csvNothingWritten,
  );
  return checked.ok ? { ok: true, rows: [...first.values()] } : checked;
}
