import { adminMeta } from "#app/components/admin/admin-meta";
import { CsvImportForm, IntentForm } from "#app/components/admin/intent-forms";
import { RegisterEntry, RegisterList } from "#app/components/admin/register-list";
import { AdminHeading } from "#app/components/content/admin-heading";
import { SelectField, TextField } from "#app/components/forms";
import { useIntentAnswer } from "#app/components/intent-answer";
import { Name } from "#app/components/words";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { check } from "#app/modules/platform/form-schema";
import { formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import { answerIntent, dispatchIntent, registerIntents } from "#app/modules/platform/intents.server";
import {
  listLegalityEntries,
  parseLegalityCsv,
  removeLegalityEntry,
  saveLegalityEntries,
} from "#app/modules/properties/trust/legality.server";
import {
  LDA_CITIES,
  LEGALITY_BOUNDS,
  LEGALITY_CSV_LIMITS,
  LEGALITY_DATED,
  LEGALITY_KIND_LABELS,
  LEGALITY_KINDS,
  LEGALITY_MESSAGES,
} from "#app/modules/properties/trust/legality-rules";
import { type LegalityEntryInput, LegalityEntrySchema } from "#app/modules/properties/trust/legality-schema";
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

/** Add, remove or import entries (Admins only, checked first): a bad form or file changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      save: async () => {
        const checked = check(LegalityEntrySchema, formValues(form));
        if (!checked.ok) return answerIntent("save", checked.message, 400);
        await saveLegalityEntries([checked.data as LegalityEntryInput], admin.id);
        return answerIntent("save", LEGALITY_MESSAGES.saved);
      },
      ...registerIntents(
        form,
        {
          messages: LEGALITY_MESSAGES,
          csvLimits: LEGALITY_CSV_LIMITS,
          remove: removeLegalityEntry,
          parseCsv: parseLegalityCsv,
          saveRows: (rows) => saveLegalityEntries(rows, admin.id),
        },
        answerIntent,
      ),
    },
    () => answerIntent("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/legality: the register of LDA-approved layouts and illegal colonies (decision 046). */
export default function AdminLegality({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  const { said } = useIntentAnswer();
  const { t } = useI18n();
  return (
    <section>
      <AdminHeading
        title={t("LDA approvals and illegal colonies")}
        lead={t(
          "Plots and houses in a colony listed here say so on their page: a warning for the LDA's illegal or unplanned colonies, the approval for approved layouts. A colony is matched by its name and locality as written, never guessed.",
        )}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <IntentForm
          intent="save"
          title={t("Add to the register")}
          submit={t("Add to the register")}
          busyLabel={t("Saving...")}
        >
          <SelectField
            label={t("Kind")}
            name="kind"
            options={LEGALITY_KINDS}
            optionLabel={(kind) => t(LEGALITY_KIND_LABELS[kind as keyof typeof LEGALITY_KIND_LABELS])}
            required
          />
          <TextField label={t("Colony, layout or society")} name="name" maxLength={LEGALITY_BOUNDS.name} required />
          <SelectField label={t("City")} name="city" options={LDA_CITIES} optionLabel={(city) => t(city)} required />
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
        </IntentForm>
        <CsvImportForm
          title={t("Import a CSV file")}
          columns={t(
            "Columns: kind (approved or illegal), name, city, locality, approval_number, source, date (YYYY-MM-DD).",
          )}
          inputId="legality-csv"
        />
      </div>
      {said("remove")}
      {LEGALITY_KINDS.map((kind) => {
        const ofKind = entries.filter((entry) => entry.kind === kind);
        return (
          <RegisterList
            key={kind}
            id={`legality-${kind}`}
            title={t(LEGALITY_KIND_LABELS[kind])}
            count={ofKind.length}
            testId={`legality-${kind}`}
          >
            {ofKind.map((entry) => (
              <RegisterEntry key={entry.id} id={entry.id} name={entry.name}>
                {/* The locality, number and list as the Admin typed them: names. */}
                <Name>{entry.locality}</Name>, {t(entry.city)} ·{" "}
                <Name>{entry.kind === "approved" ? entry.approvalNumber : entry.source}</Name> ·{" "}
                {t(LEGALITY_DATED[entry.kind], { date: entry.datedText })}
              </RegisterEntry>
            ))}
          </RegisterList>
        );
      })}
    </section>
  );
}
