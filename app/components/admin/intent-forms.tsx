import { Form } from "react-router";
import { CsvProblems } from "#app/components/csv-problems";
import { SubmitButton } from "#app/components/forms";
import { useIntentAnswer } from "#app/components/intent-answer";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface IntentFormProps {
  intent: string;
  title: string;
  submit: string;
  busyLabel: string;
  children: React.ReactNode;
  encType?: "multipart/form-data";
}

/** A card of fields posted with its intent, its answer under them (with the lines of a file it refused), then its button. */
export function IntentForm({ intent, title, submit, busyLabel, children, encType }: IntentFormProps) {
  const { answer, busy, said } = useIntentAnswer();
  return (
    <Form method="post" encType={encType} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-bold">{title}</h2>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {said(intent)}
      {answer?.intent === intent ? <CsvProblems problems={answer.problems} /> : null}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

/** A CSV file to import (intent "import", field "csv"), with the columns it takes and the lines it refused. */
export function CsvImportForm({ title, columns, inputId }: { title: string; columns: string; inputId: string }) {
  const { t } = useI18n();
  return (
    <IntentForm
      intent="import"
      title={title}
      submit={t("Import")}
      busyLabel={t("Importing...")}
      encType="multipart/form-data"
    >
      <p className="text-sm text-slate-600">{columns}</p>
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {t("CSV file")}
      </label>
      <input id={inputId} name="csv" type="file" accept=".csv,text/csv" required className="block text-sm" />
    </IntentForm>
  );
}
