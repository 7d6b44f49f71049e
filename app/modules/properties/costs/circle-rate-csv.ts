import { check } from "#app/modules/platform/form-schema";
import { slugify } from "#app/modules/properties/search/place-links";
import { CIRCLE_RATE_MESSAGES, CSV_LIMITS } from "./circle-rate-rules";
import { type CircleRateInput, CircleRateSchema } from "./circle-rate-schema";

/**
 * A district's circle-rate list as a CSV file (columns city, locality, kind, rate_per_sqm,
 * applies_from, in any order): every line checked by the form's schema, and either every
 * rate read or the lines that are wrong, by line number, so that a file is imported whole
 * or not at all.
 */

/** What a spreadsheet runs as a formula: =, @, a tab or return first, or + or - before anything but a number. */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d.,]*$))/;

/** A CSV file's bytes as text, or null when they are not valid UTF-8 (never read with U+FFFD in place). */
export function decodeCsv(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export const CSV_COLUMNS = ["city", "locality", "kind", "rate_per_sqm", "applies_from"] as const;

export interface CsvProblem {
  /** The line of the file, counting the header as line 1. */
  line: number;
  message: string;
}

export type CsvOutcome = { ok: true; rows: CircleRateInput[] } | { ok: false; message: string; problems: CsvProblem[] };

/** The cells of one CSV line; a cell may be quoted ("Sector 12, Indira Nagar"), "" is a quote. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

export function parseCircleRateCsv(text: string): CsvOutcome {
  const fail = (message: string, problems: CsvProblem[] = []): CsvOutcome => ({ ok: false, message, problems });
  if (new TextEncoder().encode(text).length > CSV_LIMITS.bytes) return fail(CIRCLE_RATE_MESSAGES.csvTooLarge);
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const header = csvCells(lines[0] ?? "").map((name) => name.toLowerCase());
  const at = CSV_COLUMNS.map((column) => header.indexOf(column));
  if (at.some((index) => index < 0)) return fail(CIRCLE_RATE_MESSAGES.csvHeader);
  const body = lines.slice(1).map((line, index) => ({ line: index + 2, text: line }));
  const filled = body.filter(({ text: line }) => line.trim() !== "");
  if (!filled.length) return fail(CIRCLE_RATE_MESSAGES.csvEmpty);
  if (filled.length > CSV_LIMITS.rows) return fail(CIRCLE_RATE_MESSAGES.csvTooManyRows);
  const problems: CsvProblem[] = [];
  const rows = new Map<string, { row: CircleRateInput; line: number }>();
  for (const { line, text: content } of filled) {
    const cells = csvCells(content);
    if (cells.length !== header.length) {
      problems.push({ line, message: CIRCLE_RATE_MESSAGES.csvColumns });
      continue;
    }
    // A cell a spreadsheet would run as a formula (CSV injection) is never stored.
    if (cells.some((cell) => FORMULA.test(cell))) {
      problems.push({ line, message: CIRCLE_RATE_MESSAGES.csvFormula });
      continue;
    }
    const [city, locality, kind, ratePerSqm, appliesFrom] = at.map((index) => cells[index] ?? "");
    const checked = check(CircleRateSchema, { city, locality, kind, ratePerSqm, appliesFrom });
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
  if (problems.length) return fail(CIRCLE_RATE_MESSAGES.csvNothingWritten, problems);
  return { ok: true, rows: [...rows.values()].map(({ row }) => row) };
}
