import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { unzip } from "fflate";
import { readSheet } from "read-excel-file/node";
import { IMPORT_LIMITS } from "#app/config/limits";
import { msg } from "#app/modules/i18n/translate";
import { CSV_FORMULA } from "#app/modules/text/csv";

/**
 * A bulk import's file as rows of text cells, every bound checked while it is read (decision
 * 062): its bytes before anything reads it; a CSV streamed through csv-parse, stopped at the
 * first row, column or cell too many; an .xlsx refused unread when its archive declares more
 * unpacked bytes than allowed (a zip bomb), then read by read-excel-file and bounded the same.
 */

export const FILE_MESSAGES = {
  tooLarge: msg("The file is larger than {kb} KB. Split it into smaller files."),
  kind: msg("Send a CSV file (.csv) or an Excel workbook (.xlsx)."),
  empty: msg("The file has no rows."),
  encoding: msg("The CSV file is not UTF-8 text. Save it as “CSV UTF-8” and import it again."),
  tooManyRows: msg("The file has more than {max} rows. Split it into smaller files."),
  tooManyColumns: msg("The file has more than {max} columns."),
  cellTooLong: msg("Line {line} has a cell longer than {max} characters."),
  unreadable: msg("The file could not be read: {reason}"),
  unpackedTooLarge: msg("The workbook unpacks to more than {mb} MB. Save it again with only the listings' sheet."),
} as const;

export class FileRefusedError extends Error {
  constructor(
    readonly key: string,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(key);
  }
}

export type FileKind = "csv" | "xlsx";

/** The kind by content, never by the name: an .xlsx is a ZIP archive; anything else is read as CSV text. */
export function fileKind(bytes: Uint8Array, name: string): FileKind | null {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (zip) return "xlsx";
  if (/\.xlsx?$/i.test(name)) return null;
  return "csv";
}

function checkRow(cells: readonly unknown[], line: number): string[] {
  if (cells.length > IMPORT_LIMITS.columns)
    throw new FileRefusedError(FILE_MESSAGES.tooManyColumns, { max: IMPORT_LIMITS.columns });
  return cells.map((cell) => {
    const text = cellText(cell);
    if (text.length > IMPORT_LIMITS.cellChars)
      throw new FileRefusedError(FILE_MESSAGES.cellTooLong, { line, max: IMPORT_LIMITS.cellChars });
    return text;
  });
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

async function csvRows(bytes: Uint8Array): Promise<string[][]> {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FileRefusedError(FILE_MESSAGES.encoding);
  }
  const parser = Readable.from([Buffer.from(bytes)]).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: IMPORT_LIMITS.cellChars * IMPORT_LIMITS.columns,
      to_line: IMPORT_LIMITS.rows + 2,
    }),
  );
  const rows: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rows.push(checkRow(record, rows.length + 1));
      if (rows.length > IMPORT_LIMITS.rows + 1) {
        parser.destroy();
        break;
      }
    }
  } catch (error) {
    if (error instanceof FileRefusedError) throw error;
    throw new FileRefusedError(FILE_MESSAGES.unreadable, { reason: error instanceof Error ? error.message : "" });
  }
  return rows;
}

/** The unpacked bytes an archive declares, summed, without unpacking any of it. */
function declaredUnpackedBytes(bytes: Uint8Array): Promise<number> {
  let total = 0;
  return new Promise((resolve, reject) => {
    unzip(
      bytes,
      {
        filter: (file) => {
          total += file.originalSize;
          return false;
        },
      },
      (error) => (error ? reject(error) : resolve(total)),
    );
  });
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  let unpacked: number;
  try {
    unpacked = await declaredUnpackedBytes(bytes);
  } catch (error) {
    throw new FileRefusedError(FILE_MESSAGES.unreadable, { reason: error instanceof Error ? error.message : "" });
  }
  if (unpacked > IMPORT_LIMITS.unpackedBytes)
    throw new FileRefusedError(FILE_MESSAGES.unpackedTooLarge, { mb: IMPORT_LIMITS.unpackedBytes / 1024 / 1024 });
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(Buffer.from(bytes))) as unknown[][];
  } catch (error) {
    throw new FileRefusedError(FILE_MESSAGES.unreadable, { reason: error instanceof Error ? error.message : "" });
  }
  if (sheet.length > IMPORT_LIMITS.rows + 1)
    throw new FileRefusedError(FILE_MESSAGES.tooManyRows, { max: IMPORT_LIMITS.rows });
  return sheet.map((row, index) => checkRow(row, index + 1)).filter((row) => row.some((cell) => cell !== ""));
}

/** The file's rows (its header first), or a FileRefusedError saying which bound it broke. */
export async function readImportFile(bytes: Uint8Array, name: string): Promise<string[][]> {
  if (bytes.length > IMPORT_LIMITS.fileBytes)
    throw new FileRefusedError(FILE_MESSAGES.tooLarge, { kb: Math.floor(IMPORT_LIMITS.fileBytes / 1024) });
  const kind = fileKind(bytes, name);
  if (!kind) throw new FileRefusedError(FILE_MESSAGES.kind);
  const rows = kind === "csv" ? await csvRows(bytes) : await xlsxRows(bytes);
  if (rows.length > IMPORT_LIMITS.rows + 1)
    throw new FileRefusedError(FILE_MESSAGES.tooManyRows, { max: IMPORT_LIMITS.rows });
  if (rows.length < 2) throw new FileRefusedError(FILE_MESSAGES.empty);
  return rows;
}

/** A cell a spreadsheet would run as a formula, written so it does not (refusals and results files). */
export function safeCell(text: string): string {
  const cell = CSV_FORMULA.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Rows as CSV text (UTF-8 with its mark, so Excel reads Hindi). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(safeCell).join(",")).join("\r\n")}\r\n`;
}
