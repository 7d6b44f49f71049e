import { useI18n } from "#app/modules/i18n/use-i18n";
import type { CsvProblem } from "#app/modules/text/csv";

/** The wrong lines of a refused CSV import, each by its number (text/csv.ts). */
export function CsvProblems({ problems }: { problems: readonly CsvProblem[] | undefined }) {
  const { t } = useI18n();
  if (!problems?.length) return null;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800" data-testid="csv-problems">
      {problems.map((problem) => (
        <li key={problem.line}>{t("Line {line}: {message}", { line: problem.line, message: t(problem.message) })}</li>
      ))}
    </ul>
  );
}
