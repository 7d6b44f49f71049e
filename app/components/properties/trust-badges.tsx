import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * "Mobile verified" beside a poster (decision 043), with what it means one press away: it is
 * earned only by a code sent by SMS, never chosen in a form.
 */
export function MobileVerifiedBadge() {
  const { t } = useI18n();
  return (
    <details className="mt-1 text-sm" data-testid="badge-mobile-verified">
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
        {t("Mobile verified")}
        <span className="font-normal text-emerald-800 underline">{t("what this means")}</span>
      </summary>
      <p className="mt-1 text-slate-600">
        {t(
          "The poster proved that this mobile number is theirs by typing back a code we sent to it by SMS. We check the number, not the person: see the property and its papers before you pay anything.",
        )}
      </p>
    </details>
  );
}
