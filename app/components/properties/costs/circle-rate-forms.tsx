import { Link, useFetcher } from "react-router";
import { AnswerMessage } from "#app/components/admin/answer";
import { ColumnHeads } from "#app/components/admin/column-heads";
import { EmptyNote } from "#app/components/admin/empty-note";
import { FormMessage } from "#app/components/form-answer";
import { useCheckedForm } from "#app/components/use-checked-form";
import { CITIES } from "#app/config/cities";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { LOCALITY_MAX, RATE_MAX } from "#app/modules/properties/costs/circle-rate-rules";
import type {
  CircleRate,
  CircleRateRow,
  CircleRatesAnswer,
  CostRuleField,
} from "#app/modules/properties/costs/circle-rates-view";
import type { PriceKind } from "#app/modules/properties/price-kind";

// The forms and the table of /admin/circle-rates.

type Result = CircleRatesAnswer;

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";
const labelClass = "block text-sm font-semibold text-slate-800";
const buttonClass = "button-primary px-4 py-2 text-sm";

/** A control with its label above it, as every field of this page's forms stands. */
function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A form's title (which names it), what it takes, and the intent it posts. */
function FormHead({ id, title, intro, intent }: { id: string; title: string; intro?: string; intent: string }) {
  return (
    <>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

export function RateForm({
  editing,
  kinds,
}: {
  editing: CircleRate | null;
  kinds: Array<{ value: PriceKind; label: string }>;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<Result>({ key: "circle-rate" });
  const form = useCheckedForm(
    () => import("#app/modules/properties/costs/circle-rate-schema").then((module) => module.CircleRateSchema),
    { fetcher },
  );
  return (
    <fetcher.Form
      method="post"
      {...form.formProps}
      id="rate-form"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="rate-form-title"
    >
      <FormHead
        id="rate-form-title"
        title={editing ? t("Change a circle rate") : t("Add a circle rate")}
        intent="save"
      />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="rate-city" label={t("City")}>
          <select id="rate-city" name="city" defaultValue={editing?.city ?? "Lucknow"} className={inputClass}>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {t(city)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="rate-locality" label={t("Locality")}>
          <input
            id="rate-locality"
            name="locality"
            required
            maxLength={LOCALITY_MAX}
            defaultValue={editing?.locality ?? ""}
            aria-invalid={form.invalid("locality") || undefined}
            className={inputClass}
          />
        </Field>
        <Field id="rate-kind" label={t("Kind")}>
          <select id="rate-kind" name="kind" defaultValue={editing?.kind ?? "flat"} className={inputClass}>
            {kinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="rate-rate" label={t("Rate (₹ per sq m)")}>
          <input
            id="rate-rate"
            name="ratePerSqm"
            type="number"
            min={1}
            max={RATE_MAX}
            step={1}
            required
            defaultValue={editing?.ratePerSqm ?? ""}
            aria-invalid={form.invalid("ratePerSqm") || undefined}
            className={inputClass}
          />
        </Field>
        <Field id="rate-from" label={t("Applies from")}>
          <input
            id="rate-from"
            name="appliesFrom"
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            required
            defaultValue={editing?.appliesFrom ?? ""}
            aria-invalid={form.invalid("appliesFrom") || undefined}
            className={inputClass}
          />
        </Field>
      </div>
      {form.result ? <FormMessage message={form.result.message} tone={form.result.ok ? "success" : "error"} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={form.busy}>
          {t("Save")}
        </button>
        {editing ? (
          <Link to="/admin/circle-rates" className="text-sm font-semibold text-brand-700 hover:underline">
            {t("Add a new one instead")}
          </Link>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

export function ImportForm() {
  const { t } = useI18n();
  const fetcher = useFetcher<Result>({ key: "circle-rate-import" });
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="import-title"
    >
      <FormHead
        id="import-title"
        title={t("Import a CSV")}
        intro={t(
          "Columns: city, locality, kind (flat, house or plot), rate_per_sqm, applies_from (YYYY-MM-DD). Up to 2,000 rates and 256 kB. Every line is checked; if one is wrong, nothing is imported. A rate already there for the same place, kind and date is replaced.",
        )}
        intent="import"
      />
      <Field id="rate-csv" label={t("CSV file")}>
        <input id="rate-csv" name="csv" type="file" accept=".csv,text/csv" required className="mt-1 block text-sm" />
      </Field>
      <AnswerMessage answer={fetcher.data} />
      <button type="submit" className={buttonClass} disabled={fetcher.state !== "idle"}>
        {t("Import")}
      </button>
    </fetcher.Form>
  );
}

export function RatesTable({ rates, total }: { rates: CircleRateRow[]; total: number }) {
  const { t } = useI18n();
  const fetcher = useFetcher<Result>({ key: "circle-rate-remove" });
  if (!rates.length)
    return (
      <EmptyNote className="mt-8 p-6">
        {t("No circle rates yet. Add one above or import the district's list.")}
      </EmptyNote>
    );
  return (
    <div className="mt-8">
      <h2 className="text-lg font-bold text-ink">{t("Circle rates")}</h2>
      {total > rates.length ? (
        <p className="mt-1 text-sm text-slate-600">
          {t("The first {shown} of {total}.", { shown: rates.length, total })}
        </p>
      ) : null}
      <AnswerMessage answer={fetcher.data} className="mt-2" />
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="circle-rates">
          <ColumnHeads
            columns={[t("City"), t("Locality"), t("Kind"), t("Rate"), t("Applies from")]}
            hiddenColumn={t("Actions")}
            className="border-b border-slate-300 text-slate-700"
            cellClassName="py-2 pr-3 last:pr-0"
          />
          <tbody className="divide-y divide-slate-200">
            {rates.map((rate) => (
              <tr key={rate.id} data-testid="circle-rate">
                <td className="py-2 pr-3">{t(rate.city)}</td>
                <td className="py-2 pr-3" translate="no">
                  {rate.locality}
                </td>
                <td className="py-2 pr-3">{rate.label}</td>
                <td className="py-2 pr-3">
                  {rate.perSqm} <span className="text-slate-600">({rate.perUnit})</span>
                </td>
                <td className="py-2 pr-3">
                  {rate.from}
                  {rate.inForce ? (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {t("In force")}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 whitespace-nowrap">
                  <Link
                    to={`?edit=${rate.id}#rate-form`}
                    className="font-semibold text-brand-700 hover:underline"
                    preventScrollReset
                    aria-label={t("{action} {name}", { action: t("Edit"), name: rate.locality })}
                  >
                    {t("Edit")}
                  </Link>
                  <fetcher.Form method="post" className="ml-3 inline">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={rate.id} />
                    <button
                      type="submit"
                      className="font-semibold text-red-700 hover:underline"
                      aria-label={t("{action} {name}", { action: t("Remove"), name: rate.locality })}
                    >
                      {t("Remove")}
                    </button>
                  </fetcher.Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function RulesForm({ fields }: { fields: CostRuleField[] }) {
  const { t } = useI18n();
  const fetcher = useFetcher<Result>({ key: "cost-rules" });
  const form = useCheckedForm(
    () => import("#app/modules/properties/costs/circle-rate-schema").then((module) => module.CostRulesSchema),
    { fetcher },
  );
  return (
    <fetcher.Form
      method="post"
      {...form.formProps}
      className="mt-10 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="rules-title"
    >
      <FormHead
        id="rules-title"
        title={t("Cost rules")}
        intro={t(
          "Uttar Pradesh's stamp duty and registration, as every sale listing's calculator works them out. The defaults are the state's published rates; a joint purchase by a woman and a man gets the woman's concession on her share.",
        )}
        intent="settings"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(({ key, label, min, max, value, fallback }) => (
          <Field key={key} id={`rule-${key}`} label={label}>
            <input
              id={`rule-${key}`}
              name={key}
              type="number"
              min={min}
              max={max}
              step="any"
              required
              defaultValue={value}
              aria-invalid={form.invalid(key) || undefined}
              aria-describedby={`rule-${key}-default`}
              className={inputClass}
            />
            <p id={`rule-${key}-default`} className="mt-1 text-xs text-slate-600">
              {t("Default: {value}", { value: fallback })}
            </p>
          </Field>
        ))}
      </div>
      {form.result ? <FormMessage message={form.result.message} tone={form.result.ok ? "success" : "error"} /> : null}
      <button type="submit" className={buttonClass} disabled={form.busy}>
        {t("Save the rules")}
      </button>
    </fetcher.Form>
  );
}
