import { useState } from "react";
import { useHref } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { toggled } from "#app/modules/properties/compare/selection";
import { COMPARE_BUTTON } from "#app/modules/properties/compare/words";
import { setCompare, useCompare } from "./use-compare";

/**
 * "Compare" on a card or a listing page: a form posted to /compare, which without JavaScript
 * adds the listing to this browser's choice and opens the comparison; with it, the choice
 * changes in place and the tray at the foot of the page offers the comparison.
 */
export function CompareButton({
  propertyId,
  name,
  className = "",
}: {
  propertyId: string;
  name: string;
  className?: string;
}) {
  const { t } = useI18n();
  const chosen = useCompare();
  const on = chosen.includes(propertyId);
  const [full, setFull] = useState(false);
  return (
    <form
      method="post"
      action={useHref("/compare")}
      className={`print:hidden ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const next = toggled(chosen, propertyId, !on);
        setFull(next.full);
        if (!next.full) setCompare(next.ids);
      }}
    >
      <input type="hidden" name="id" value={propertyId} />
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={t(COMPARE_BUTTON.addName, { name })}
        className={`rounded-lg border px-3 py-2 text-sm font-semibold ${on ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"}`}
        data-testid="compare-button"
      >
        {on ? "✓ " : ""}
        {t(on ? COMPARE_BUTTON.added : COMPARE_BUTTON.add)}
      </button>
      {full ? (
        <p role="status" className="mt-1 text-xs font-semibold text-red-800">
          {t(COMPARE_BUTTON.full)}
        </p>
      ) : null}
    </form>
  );
}
