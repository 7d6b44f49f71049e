import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * The up to three times a site visit is proposed with (decision 053), on the booking page
 * and in a conversation: the first required, the others optional, within the range the
 * poster's visit hours allow. `invalid` marks the first when the server refused the times.
 */
export function VisitTimeFields({
  range,
  invalid = false,
  compact = false,
}: {
  range: { min: string; max: string };
  invalid?: boolean;
  /** Smaller labels, for the conversation's side column. */
  compact?: boolean;
}) {
  const { t } = useI18n();
  return [1, 2, 3].map((n) => (
    <div key={n}>
      <label htmlFor={`slot${n}`} className={`block font-semibold ${compact ? "text-sm" : ""}`}>
        {t("Time {n}", { n: String(n) })}
        {n > 1 ? <span className="font-normal text-slate-600"> ({t("optional")})</span> : null}
      </label>
      <input
        id={`slot${n}`}
        name={`slot${n}`}
        type="datetime-local"
        min={range.min}
        max={range.max}
        required={n === 1}
        aria-invalid={invalid && n < 2 ? true : undefined}
        className={`w-full rounded-lg border border-slate-300 px-3 py-2 ${compact ? "" : "mt-1"}`}
      />
    </div>
  ));
}
