import { useHref } from "react-router";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";

/**
 * "Compare" on a listing's page: a plain form, no script of its own. It adds the listing to
 * this browser's choice and opens the comparison (compare.tsx's action), with or without
 * JavaScript; the cards' button changes the choice in place (compare-button.tsx).
 */
// Its own two words (the cards' button has the same, in button-words.ts): imported from there,
// the cards' button's words would come to every listing page as a file of their own.
const WORDS = { add: msg("Compare"), addName: msg("Compare {name}") };

export function CompareForm({ propertyId, name }: { propertyId: string; name: string }) {
  const { t } = useI18n();
  return (
    <form method="post" action={useHref("/compare")} className="print:hidden">
      <input type="hidden" name="id" value={propertyId} />
      <input type="hidden" name="on" value="1" />
      <button
        type="submit"
        aria-label={t(WORDS.addName, { name })}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700"
        data-testid="compare-button"
      >
        {t(WORDS.add)}
      </button>
    </form>
  );
}
