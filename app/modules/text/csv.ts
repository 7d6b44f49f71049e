/**
 * Reading a CSV file an Admin imports (circle rates, the legality register): UTF-8 only,
 * bounded in bytes and lines, columns found by the header's names in any order, and a cell a
 * spreadsheet would run as a formula refused. Each feature checks the values of a line with
 * its own schema; the file is imported whole or not at all.
 */

import { msg } from "#app/modules/i18n/translate";

/** What every import says of a file's bytes and of a formula-like cell. */
export const CSV_MESSAGES = {
  encoding: msg("The CSV file is not UTF-8 text. Save it as “CSV UTF-8” and import it again."),
  formula: msg("A cell may not begin with =, +, - or @: spreadsheets run such a cell as a formula."),
} as const;

/** What a spreadsheet runs as a formula: =, @, a tab or return first, or + or - before anything but a number. */
export const CSV_FORMULA = /^(?:[=@\t\r]|[+-](?![\d.,]*$))/;

/** A CSV file's bytes as text, or null when they are not valid UTF-8 (never read with U+FFFD in place). */
export function decodeCsv(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

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

/**
 * The text of a file posted in a form's `field` (or typed there): too large for `bytes`, or
 * not UTF-8, is refused before anything reads it.
 */
export async function csvUpload(
  form: FormData,
  field: string,
  limits: { bytes: number },
  tooLarge: string,
): Promise<{ ok: true; text: string } | { ok: false; status: number; message: string }> {
  const file = form.get(field);
  if (typeof file === "string") return { ok: true, text: file };
  if (!file) return { ok: true, text: "" };
  if (file.size > limits.bytes) return { ok: false, status: 413, message: tooLarge };
  const text = decodeCsv(await file.arrayBuffer());
  return text === null ? { ok: false, status: 400, message: CSV_MESSAGES.encoding } : { ok: true, text };
}

export interface CsvProblem {
  /** The line of the file, counting the header as line 1. */
  line: number;
  message: string;
}

/** What a feature's import says when a file is too large, empty, or its lines are misshapen. */
export interface CsvWords {
  tooLarge: string;
  header: string;
  empty: string;
  tooManyRows: string;
  columns: string;
}

/** A feature's messages for its import, named as each feature's catalogue names them. */
export interface CsvMessages {
  csvTooLarge: string;
  csvHeader: string;
  csvEmpty: string;
  csvTooManyRows: string;
  csvColumns: string;
}

/** The words readCsv says, from a feature's messages. */
export function csvWords(messages: CsvMessages): CsvWords {
  return {
    tooLarge: messages.csvTooLarge,
    header: messages.csvHeader,
    empty: messages.csvEmpty,
    tooManyRows: messages.csvTooManyRows,
    columns: messages.csvColumns,
  };
}

export type CsvLines<C extends string> =
  | { ok: true; lines: Array<{ line: number; values: Record<C, string> }>; problems: CsvProblem[] }
  | { ok: false; message: string };

/** A file's rows, every line checked; or the wrong lines by number (nothing is written then). */
export type CsvRows<T> = { ok: true; rows: T[] } | { ok: false; message: string; problems: CsvProblem[] };

/**
 * Checks every line of a file read by readCsv with its feature's `checkLine` (a row, or what
 * is wrong with it): all the rows, or every wrong line in order with `nothingWritten`.
 */
export function checkedRows<C extends string, T>(
  read: CsvLines<C>,
  checkLine: (values: Record<C, string>) => { ok: true; data: T } | { ok: false; message: string },
  nothingWritten: string,
): CsvRows<T> {
  if (!read.ok) return { ok: false, message: read.message, problems: [] };
  const problems = [...read.problems];
  const rows: T[] = [];
  for (const { line, values } of read.lines) {
    const checked = checkLine(values);
    if (checked.ok) rows.push(checked.data);
    else problems.push({ line, message: checked.message });
  }
  if (!problems.length) return { ok: true, rows };
  problems.sort((a, b) => a.line - b.line);
  return { ok: false, message: nothingWritten, problems };
}

/**
 * An import sent in a form's `csv` field: the file read within its bounds, its lines checked
 * (`parse`), then saved whole (`save`): how many were added and replaced, or why nothing was.
 */
export async function importCsvUpload<T, Counts>(
  form: FormData,
  limits: { bytes: number },
  tooLarge: string,
  parse: (text: string) => CsvRows<T>,
  save: (rows: T[]) => Promise<Counts>,
): Promise<{ ok: true; counts: Counts } | { ok: false; status: number; message: string; problems?: CsvProblem[] }> {
  const upload = await csvUpload(form, "csv", limits, tooLarge);
  if (!upload.ok) return upload;
  const parsed = parse(upload.text);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message, problems: parsed.problems };
  return { ok: true, counts: await save(parsed.rows) };
}

/**
 * The lines of a file with these columns, each as its values by column name; the lines whose
 * shape is wrong (cells missing, a formula) are problems by line number.
 */
export function readCsv<C extends string>(
  text: string,
  columns: readonly C[],
  limits: { bytes: number; rows: number },
  words: CsvWords,
): CsvLines<C> {
  if (new TextEncoder().encode(text).length > limits.bytes) return { ok: false, message: words.tooLarge };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const header = csvCells(lines[0] ?? "").map((name) => name.toLowerCase());
  const at = columns.map((column) => header.indexOf(column));
  if (at.some((index) => index < 0)) return { ok: false, message: words.header };
  const filled = lines
    .slice(1)
    .map((content, index) => ({ line: index + 2, content }))
    .filter(({ content }) => content.trim() !== "");
  if (!filled.length) return { ok: false, message: words.empty };
  if (filled.length > limits.rows) return { ok: false, message: words.tooManyRows };
  const problems: CsvProblem[] = [];
  const read: Array<{ line: number; values: Record<C, string> }> = [];
  for (const { line, content } of filled) {
    const cells = csvCells(content);
    if (cells.length !== header.length) problems.push({ line, message: words.columns });
    // A cell a spreadsheet would run as a formula (CSV injection) is never stored.
    else if (cells.some((cell) => CSV_FORMULA.test(cell))) problems.push({ line, message: CSV_MESSAGES.formula });
    else
      read.push({
        line,
        values: Object.fromEntries(columns.map((column, index) => [column, cells[at[index] ?? -1] ?? ""])) as Record<
          C,
          string
        >,
      });
  }
  return { ok: true, lines: read, problems };
}
