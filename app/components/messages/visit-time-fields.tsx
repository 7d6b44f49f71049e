import { TextField } from "#app/components/forms";
import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * The up to three times a site visit is proposed with (decision 053), on the booking page
 * and in a conversation: the first required, the others optional, within the range the
 * poster's visit hours allow. `invalid` marks the first when the server refused the times.
 */
export function VisitTimeFields({
  range,
  invalid = false,
}: {
  range: { min: string; max: string };
  invalid?: boolean;
}) {
  const { t } = useI18n();
  return [1, 2, 3].map((n) => {
    const label = t("Time {n}", { n: String(n) });
    return (
      <TextField
        key={n}
        label={n > 1 ? `${label} (${t("optional")})` : label}
        name={`slot${n}`}
        type="datetime-local"
        min={range.min}
        max={range.max}
        required={n < 2}
        invalid={invalid && n < 2}
      />
    );
  });
}
