import { useHref } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { COMPARE_BUTTON } from "#app/modules/properties/compare/button-words";

/**
 * "Compare" on a listing's page: a plain form, no script of its own. It adds the listing to
 * this browser's choice and opens the comparison (compare.tsx's action), with or without
 * JavaScript; the cards' button changes the choice in place (compare-button.tsx).
 */
export function CompareForm({ propertyId, name }: { propertyId: string; name: string }) {
  const { t } = useI18n();
  return (
    <form method="post" action={useHref("/compare")} className="print:hidden">
      <input type="hidden" name="id" value={propertyId} />
      <input type="hidden" name="on" value="1" />
      <button
        type="submit"
        aria-label={t(COMPARE_BUTTON.addName, { name })}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700"
        data-testid="compare-button"
      >
        {t(COMPARE_BUTTON.add)}
      </button>
    </form>
  );
}
