import { check } from "#app/modules/platform/form-schema";
import { slugify } from "#app/modules/properties/search/place-links";
import { type CsvProblem, csvWords, readCsv } from "#app/modules/text/csv";
import { CIRCLE_RATE_MESSAGES, CSV_LIMITS } from "./circle-rate-rules";
import { type CircleRateInput, CircleRateSchema } from "./circle-rate-schema";

/**
 * A district's circle-rate list as a CSV file (columns city, locality, kind, rate_per_sqm,
 * applies_from, in any order): every line checked by the form's schema, and either every
 * rate read or the lines that are wrong, by line number, so that a file is imported whole
 * or not at all.
 */

export const CSV_COLUMNS = ["city", "locality", "kind", "rate_per_sqm", "applies_from"] as const;

export type CsvOutcome = { ok: true; rows: CircleRateInput[] } | { ok: false; message: string; problems: CsvProblem[] };

export function parseCircleRateCsv(text: string): CsvOutcome {
  const fail = (message: string, problems: CsvProblem[] = []): CsvOutcome => ({ ok: false, message, problems });
  const read = readCsv(text, CSV_COLUMNS, CSV_LIMITS, csvWords(CIRCLE_RATE_MESSAGES));
  if (!read.ok) return fail(read.message);
  const problems = [...read.problems];
  const rows = new Map<string, { row: CircleRateInput; line: number }>();
  for (const { line, values } of read.lines) {
    const checked = check(CircleRateSchema, {
      city: values.city,
      locality: values.locality,
      kind: values.kind,
      ratePerSqm: values.rate_per_sqm,
      appliesFrom: values.applies_from,
    });
    if (!checked.ok) {
      problems.push({ line, message: checked.message });
      continue;
    }
    const row = checked.data;
    const key = [row.city, slugify(row.locality), row.kind, row.appliesFrom].join("\n");
    const earlier = rows.get(key);
    // The same line twice is one rate; the same place, kind and date with two rates is a mistake.
    if (earlier && earlier.row.ratePerSqm !== row.ratePerSqm)
      problems.push({ line, message: CIRCLE_RATE_MESSAGES.csvRepeated });
    else rows.set(key, { row, line });
  }
  if (problems.length) {
    problems.sort((a, b) => a.line - b.line);
    return fail(CIRCLE_RATE_MESSAGES.csvNothingWritten, problems);
  }
  return { ok: true, rows: [...rows.values()].map(({ row }) => row) };
}
