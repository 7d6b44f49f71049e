import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ImportCounts, ImportProgress } from "#app/modules/properties/import/types";

const COUNT_WORDS: Array<[keyof ImportCounts, string]> = [
  ["new", msg("New listings")],
  ["changed", msg("Changed (become edits)")],
  ["unchanged", msg("Unchanged")],
  ["paused", msg("Paused (missing from a full file)")],
  ["refused", msg("Refused rows")],
];

/** The preview's counts, as a list a screen reader reads in order. */
export function ImportCountList({ counts }: { counts: ImportCounts }) {
  const { t } = useI18n();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="import-counts">
      {COUNT_WORDS.map(([key, words]) => (
        <div key={key} className="rounded-xl border border-slate-200 p-3" data-count={key}>
          <dt className="text-sm text-slate-600">{t(words)}</dt>
          <dd className="text-2xl font-bold">{counts[key].toLocaleString("en-IN")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Rows done and left, and time left: a progress bar and the same said in words. */
export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const { t } = useI18n();
  const minutes = progress.secondsLeft === null ? null : Math.max(1, Math.ceil(progress.secondsLeft / 60));
  return (
    <div data-testid="import-progress">
      <progress
        className="h-4 w-full"
        max={Math.max(progress.total, 1)}
        value={progress.done}
        aria-label={t("Rows applied")}
      />
      <p className="mt-2 text-slate-700" aria-live="polite">
        {t("{done} of {total} rows done, {left} left.", {
          done: progress.done,
          total: progress.total,
          left: progress.left,
        })}{" "}
        {progress.left === 0
          ? null
          : minutes === null
            ? t("Time left: not known yet.")
            : t("About {minutes} min left.", { minutes })}
      </p>
    </div>
  );
}

export interface ProblemLine {
  line: number;
  reference: string;
  column: string;
  message: string;
}

/** Every refused row by line and column, with the posting form's own message. */
export function RefusedTable({ rows }: { rows: readonly ProblemLine[] }) {
  const { t } = useI18n();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="refused-rows">
        <caption className="sr-only">{t("Refused rows")}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="p-2">
              {t("Line")}
            </th>
            <th scope="col" className="p-2">
              {t("Your reference")}
            </th>
            <th scope="col" className="p-2">
              {t("Column")}
            </th>
            <th scope="col" className="p-2">
              {t("Message")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.line}-${row.column}-${row.message}`} className="border-b border-slate-100 align-top">
              <td className="p-2">{row.line}</td>
              <td className="p-2 break-all">{row.reference}</td>
              <td className="p-2">{row.column}</td>
              <td className="p-2">{row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
