import { Link } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { COMPARISON_MESSAGES, type LocalityComparison } from "#app/modules/properties/prices/comparison";

/**
 * One line: where a listing's asking price per unit area sits against its locality's
 * median ("12 % above the Gomti Nagar median for flats"), linking to the place page where the
 * figure is shown with its count. The listing page and the owner's stats page use it.
 */
export function PriceAgainstLocality({ comparison }: { comparison: LocalityComparison }) {
  const { t } = useI18n();
  // The locality is the posters' text: kept out of translation, so the sentence is cut around it.
  const [before = "", after = ""] = t(COMPARISON_MESSAGES[comparison.kind][comparison.direction], {
    percent: comparison.percent,
  }).split("{locality}");
  return (
    <p className="text-sm text-slate-700" data-testid="price-against-locality">
      <Link to={comparison.href} className="font-medium text-brand-700 hover:underline">
        {before}
        <span translate="no">{comparison.locality}</span>
        {after}
      </Link>
    </p>
  );
}
