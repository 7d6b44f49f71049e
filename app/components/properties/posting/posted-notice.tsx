import { Link } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { PROPERTY_MESSAGES } from "#app/modules/properties/words";

/**
 * What a poster sees on the page of the listing they have just sent (the wizard brings them
 * here): that it was sent, what happens next, and the way to the next one (decision 059).
 */
export function PostedNotice() {
  const { t } = useI18n();
  return (
    <section
      role="status"
      className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950"
      data-testid="posted-notice"
    >
      <p className="font-semibold">{t(PROPERTY_MESSAGES.submitted)}</p>
      <p className="mt-1">
        {t("This is how visitors will see it once our team has checked it. We e-mail you when it is live.")}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        <Link to="/postproperty" className="font-semibold text-brand-800 underline">
          {t("Post another property")}
        </Link>
        <Link to="/profile#your-listings" className="font-semibold text-brand-800 underline">
          {t("Your listings")}
        </Link>
      </p>
    </section>
  );
}
