import { Link, useLocation } from "react-router";
import { withoutLocale } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { compareHref } from "#app/modules/properties/compare/selection";
import { COMPARE_BUTTON } from "#app/modules/properties/compare/words";
import { setCompare, useCompare } from "./use-compare";

/** At the foot of every page while listings are chosen: open the comparison, or clear the choice. */
export function CompareTray() {
  const { t, plural } = useI18n();
  const chosen = useCompare();
  const { pathname } = useLocation();
  if (!chosen.length || withoutLocale(pathname).toLowerCase() === "/compare") return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex justify-center p-3 print:hidden" data-testid="compare-tray">
      <div className="flex items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 shadow-lg">
        <Link to={compareHref(chosen)} className="font-semibold text-brand-800 underline">
          {plural(chosen.length, COMPARE_BUTTON.tray)}
        </Link>
        <button type="button" className="text-sm text-slate-700 underline" onClick={() => setCompare([])}>
          {t(COMPARE_BUTTON.clear)}
        </button>
      </div>
    </div>
  );
}
