import { useFetcher } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { Honeypot } from "#app/components/honeypot";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS } from "#app/modules/properties/trust/report-words";

type Result = { ok: boolean; message: string };

interface ReportListingProps {
  propertyId: string;
  /** The page's own answer to a report sent without JavaScript (a plain form post). */
  sent?: Result | null;
}

/**
 * "Report this listing": a disclosure (it works without JavaScript, and by keyboard) with
 * the reasons and a note; sent in place with JavaScript, as a plain post without.
 */
export function ReportListing({ propertyId, sent }: ReportListingProps) {
  const fetcher = useFetcher<Result>({ key: `report-${propertyId}` });
  const result = fetcher.data ?? sent ?? null;
  const busy = fetcher.state !== "idle";
  const { t } = useI18n();
  return (
    <details className="rounded-2xl border border-slate-200 p-4" data-testid="report-listing" open={Boolean(result)}>
      <summary className="cursor-pointer font-semibold text-slate-700">{t(REPORT_MESSAGES.title)}</summary>
      {result?.ok ? (
        <div className="mt-3">
          <FormMessage message={t(result.message)} tone="success" />
        </div>
      ) : (
        <fetcher.Form method="post" preventScrollReset className="relative mt-3 space-y-3">
          <input type="hidden" name="intent" value="report" />
          <p className="text-sm text-slate-600">{t(REPORT_MESSAGES.lead)}</p>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t("What is wrong?")}</legend>
            {Object.entries(REPORT_REASONS).map(([value, label]) => (
              <label key={value} className="mt-1 flex items-center gap-2 text-sm">
                <input type="radio" name="reason" value={value} required />
                {t(label)}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={`report-note-${propertyId}`} className="block text-sm font-semibold text-ink">
              {t("Note")} <span className="font-normal text-slate-600">{t("(optional)")}</span>
            </label>
            <textarea
              id={`report-note-${propertyId}`}
              name="note"
              rows={2}
              maxLength={REPORT_NOTE_MAX}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <Honeypot />
          <FormMessage message={result?.message ? t(result.message) : undefined} tone="error" />
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg border border-slate-400 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
          >
            {busy ? t("Sending...") : t(REPORT_MESSAGES.send)}
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
