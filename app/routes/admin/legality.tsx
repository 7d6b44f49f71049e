import { data, Form, useActionData, useNavigation } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminHeading } from "#app/components/content/admin-heading";
import { CsvProblems } from "#app/components/csv-problems";
import { FormMessage } from "#app/components/form-message";
import { SelectField, SubmitButton, TextField } from "#app/components/forms";
import { CITIES } from "#app/config/cities";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { check } from "#app/modules/platform/form-schema";
import { formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import {
  listLegalityEntries,
  parseLegalityCsv,
  removeLegalityEntry,
  saveLegalityEntries,
} from "#app/modules/properties/trust/legality.server";
import {
  LEGALITY_BOUNDS,
  LEGALITY_CSV_LIMITS,
  LEGALITY_KIND_LABELS,
  LEGALITY_KINDS,
  LEGALITY_MESSAGES,
} from "#app/modules/properties/trust/legality-rules";
import { type LegalityEntryInput, LegalityEntrySchema } from "#app/modules/properties/trust/legality-schema";
import { type CsvProblem, csvUpload } from "#app/modules/text/csv";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/legality";

export const meta = adminMeta((t) => ({
  title: t("LDA approvals and illegal colonies"),
  description: t("The register listings are checked against."),
}));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const locale = localeOf(request);
  const entries = await listLegalityEntries();
  return { entries: entries.map((entry) => ({ ...entry, datedText: formatDate(entry.dated, locale) })) };
}

type Answer = {
  ok: boolean;
  message: string;
  intent: string;
  problems?: CsvProblem[];
  values?: Record<string, number>;
};

/** Add, remove or import entries (Admins only, checked first): a bad form or file changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const answer = (intent: string, message: string, status = 200, extra: Partial<Answer> = {}) =>
    data<Answer>({ ok: status < 400, message, intent, ...extra }, status);
  return dispatchIntent(
    form,
    {
      save: async () => {
        const checked = check(LegalityEntrySchema, formValues(form));
        if (!checked.ok) return answer("save", checked.message, 400);
        await saveLegalityEntries([checked.data as LegalityEntryInput], admin.id);
        return answer("save", LEGALITY_MESSAGES.saved);
      },
      remove: async () =>
        (await removeLegalityEntry(String(form.get("id") ?? "")))
          ? answer("remove", LEGALITY_MESSAGES.removed)
          : answer("remove", LEGALITY_MESSAGES.notFound, 404),
      import: async () => {
        const upload = await csvUpload(form, "csv", LEGALITY_CSV_LIMITS, LEGALITY_MESSAGES.csvTooLarge);
        if (!upload.ok) return answer("import", upload.message, upload.status);
        const parsed = parseLegalityCsv(upload.text);
        if (!parsed.ok) return answer("import", parsed.message, 400, { problems: parsed.problems });
        const counts = await saveLegalityEntries(parsed.entries, admin.id);
        return answer("import", LEGALITY_MESSAGES.imported, 200, { values: counts });
      },
    },
    () => answer("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/legality: the register of LDA-approved layouts and illegal colonies (decision 046). */
export default function AdminLegality({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t } = useI18n();
  const said = (intent: string) =>
    answer?.intent === intent ? (
      <FormMessage message={t(answer.message, answer.values)} tone={answer.ok ? "success" : "error"} />
    ) : null;
  return (
    <section>
      <AdminHeading
        title={t("LDA approvals and illegal colonies")}
        lead={t(
          "Plots and houses in a colony listed here say so on their page: a warning for the LDA's illegal or unplanned colonies, the approval for approved layouts. A colony is matched by its name and locality as written, never guessed.",
        )}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-bold">{t("Add to the register")}</h2>
          <input type="hidden" name="intent" value="save" />
          <SelectField
            label={t("Kind")}
            name="kind"
            options={LEGALITY_KINDS}
            optionLabel={(kind) => t(LEGALITY_KIND_LABELS[kind as keyof typeof LEGALITY_KIND_LABELS])}
            required
          />
          <TextField label={t("Colony, layout or society")} name="name" maxLength={LEGALITY_BOUNDS.name} required />
          <SelectField label={t("City")} name="city" options={CITIES} optionLabel={(city) => t(city)} required />
          <TextField label={t("Locality")} name="locality" maxLength={LEGALITY_BOUNDS.locality} required />
          <TextField
            label={t("LDA approval or map number (approved layouts)")}
            name="approvalNumber"
            maxLength={LEGALITY_BOUNDS.approvalNumber}
          />
          <TextField
            label={t("The list that names it (illegal colonies)")}
            name="source"
            maxLength={LEGALITY_BOUNDS.source}
          />
          <TextField label={t("Date of the approval or of the list")} name="dated" type="date" required />
          {said("save")}
          <SubmitButton busy={busy} busyLabel={t("Saving...")}>
            {t("Add to the register")}
          </SubmitButton>
        </Form>
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 className="font-bold">{t("Import a CSV file")}</h2>
          <p className="text-sm text-slate-600">
            {t(
              "Columns: kind (approved or illegal), name, city, locality, approval_number, source, date (YYYY-MM-DD).",
            )}
          </p>
          <input type="hidden" name="intent" value="import" />
          <label htmlFor="legality-csv" className="block text-sm font-semibold">
            {t("CSV file")}
          </label>
          <input id="legality-csv" name="csv" type="file" accept=".csv,text/csv" required className="block text-sm" />
          {said("import")}
          {answer?.intent === "import" ? <CsvProblems problems={answer.problems} /> : null}
          <SubmitButton busy={busy} busyLabel={t("Importing...")}>
            {t("Import")}
          </SubmitButton>
        </Form>
      </div>
      {said("remove")}
      {LEGALITY_KINDS.map((kind) => {
        const ofKind = entries.filter((entry) => entry.kind === kind);
        return (
          <section key={kind} className="mt-8" aria-labelledby={`legality-${kind}`}>
            <h2 id={`legality-${kind}`} className="text-lg font-bold">
              {t(LEGALITY_KIND_LABELS[kind])} ({ofKind.length})
            </h2>
            <ul
              className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
              data-testid={`legality-${kind}`}
            >
              {ofKind.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div>
                    <p className="font-semibold">{entry.name}</p>
                    <p className="text-sm text-slate-600">
                      {entry.locality}, {t(entry.city)} ·{" "}
                      {entry.kind === "approved" ? entry.approvalNumber : entry.source} · {entry.datedText}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={entry.id} />
                    <button
                      type="submit"
                      className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
                    >
                      {t("Remove")}
                      <span className="sr-only"> ({entry.name})</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
