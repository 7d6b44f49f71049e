import { HONEYPOT_FIELD } from "#app/modules/contact-us/limits";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** A field people never see; robots that fill in every field give themselves away (the server drops them). */
export function Honeypot() {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        {t("Leave this field empty")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
