import { useRef, useState } from "react";
import { SearchFiltersPanel } from "#app/components/properties/search/search-filters-panel";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { SearchPanel } from "#app/modules/properties/search/panel";
import { COUNTS } from "#app/modules/text/plural";

const SHEET_ID = "filter-sheet";
/** Wait for a pause in choosing before counting. */
const PAUSE_MS = 250;

/** Opens and closes the sheet through the browser's invoker commands, so it works before JavaScript. */
const command = (action: "show-modal" | "close") => ({ commandfor: SHEET_ID, command: action }) as object;

/**
 * The search filters. On wide screens they sit beside the results; on phones a "Filters"
 * button opens them in a sheet (a modal <dialog>: focus moves in and stays, Escape closes)
 * whose "Show N results" button runs the search and counts the results of the filters as
 * they are being chosen. Give it a key per search, so each search starts from its own count.
 */
export function FilterSheet({
  panel,
  form,
  total,
  active,
}: {
  panel: SearchPanel;
  form: string;
  /** What the search as it stands finds; null before anything is asked. */
  total: number | null;
  /** How many filters are in use. */
  active: number;
}) {
  const { t, plural } = useI18n();
  const sheet = useRef<HTMLDialogElement>(null);
  // The count of the filters being chosen; the page remounts the sheet for each search.
  const [count, setCount] = useState(total);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const recount = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const element = document.getElementById(form);
      if (!(element instanceof HTMLFormElement)) return;
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(element))
        if (typeof value === "string" && value) params.append(key, value);
      try {
        const response = await fetch(`/resources/search-count?${params}`);
        if (response.ok) setCount(((await response.json()) as { total: number }).total);
      } catch {
        // Offline: the button keeps its last count and still runs the search.
      }
    }, PAUSE_MS);
  };

  return (
    <>
      <button
        type="button"
        {...command("show-modal")}
        aria-haspopup="dialog"
        onClick={() => {
          if (!sheet.current?.open) sheet.current?.showModal();
        }}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink shadow-sm hover:bg-slate-50 lg:hidden"
      >
        {active ? t("Filters ({count})", { count: active }) : t("Filters")}
      </button>
      <dialog
        id={SHEET_ID}
        ref={sheet}
        aria-labelledby="filters-title"
        onChange={recount}
        onInput={recount}
        className="m-0 mt-auto max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 backdrop:bg-black/50 lg:static lg:mt-0 lg:block lg:max-h-none lg:overflow-visible lg:rounded-none lg:bg-transparent"
      >
        <div className="flex items-center justify-between p-4 lg:p-0">
          <h2 id="filters-title" className="text-lg font-bold text-ink">
            {t("Filters")}
          </h2>
          <button
            type="button"
            {...command("close")}
            onClick={() => sheet.current?.close()}
            className="rounded-lg px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            {t("Close")}
          </button>
        </div>
        <div className="px-4 pb-4 lg:mt-4 lg:p-0">
          <SearchFiltersPanel panel={panel} form={form} />
        </div>
        <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4 lg:hidden">
          <button type="submit" form={form} className="button-primary w-full px-4 py-3" data-testid="show-results">
            {count === null ? t("Show results") : plural(count, COUNTS.showResults)}
          </button>
        </div>
      </dialog>
    </>
  );
}
