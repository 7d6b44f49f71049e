import { CsvProblems } from "#app/components/csv-problems";
import { FormMessage } from "#app/components/form-answer";
import type { Values } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { CsvProblem } from "#app/modules/text/csv";

interface Answer {
  ok: boolean;
  message: string;
  values?: Values;
  problems?: readonly CsvProblem[];
}

/** An action's answer, green or red, with the lines of a file it refused; nothing before a form is sent. */
export function AnswerMessage({ answer, className }: { answer: Answer | null | undefined; className?: string }) {
  const { t } = useI18n();
  if (!answer) return null;
  return (
    <div className={className}>
      <FormMessage message={t(answer.message, answer.values)} tone={answer.ok ? "success" : "error"} />
      <CsvProblems problems={answer.problems} />
    </div>
  );
}
