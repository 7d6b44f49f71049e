import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Link, useHref, useLocation } from "react-router";
import { withoutLocale } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { COMPARE_BUTTON } from "#app/modules/properties/compare/button-words";
import {
  COMPARE_COOKIE,
  compareHref,
  cookieValue,
  idsInCookie,
  toggled,
} from "#app/modules/properties/compare/selection";

/*
 * "Compare" on cards and listing pages, and the tray at the foot of every page, with the one
 * store they share: this browser's choice, in the cookie the form posted without JavaScript
 * also writes (decision 065). One module, loaded when a visitor reaches for a Compare button or
 * when this browser is comparing already (compare-parts.tsx). The server draws nothing chosen
 * (pages are kept for every visitor): the choice shows once this code has read the cookie.
 */

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  // Another tab may have chosen meanwhile.
  if (!listeners.size) window.addEventListener("focus", notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener("focus", notify);
  };
}

function useCompare(): string[] {
  const cookie = useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => "",
  );
  return useMemo(() => idsInCookie(cookie), [cookie]);
}

/** A month, as the server's answer keeps it (pages/compare-page.server.ts). */
function setCompare(ids: readonly string[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Firefox or older Safari, and this must be the same cookie the form's answer writes.
  document.cookie = `${COMPARE_COOKIE}=${cookieValue(ids)}; path=/; max-age=${ids.length ? 2_592_000 : 0}; samesite=lax`;
  notify();
}

/**
 * A form posted to /compare: without JavaScript it adds the listing to this browser's choice
 * and opens the comparison; with it, the choice changes in place and the tray offers the
 * comparison.
 */
export function CompareButton({ propertyId, name }: { propertyId: string; name: string }) {
  const { t } = useI18n();
  const chosen = useCompare();
  const on = chosen.includes(propertyId);
  const [full, setFull] = useState(false);
  const drawsTray = useTrayTurn();
  return (
    <>
      {drawsTray ? createPortal(<CompareTray />, document.body) : null}
      <form
        method="post"
        action={useHref("/compare")}
        className="print:hidden"
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
    </>
  );
}

/**
 * Whether this live button draws the tray, one of a page's many: the first of those mounted,
 * and when it goes (its card left the list), the next.
 */
const claimants: Array<(turn: boolean) => void> = [];

function useTrayTurn(): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    claimants.push(setTurn);
    claimants[0]?.(true);
    return () => {
      const at = claimants.indexOf(setTurn);
      claimants.splice(at, 1);
      if (at === 0) claimants[0]?.(true);
    };
  }, []);
  return turn;
}

/** At the foot of a page of cards while listings are chosen: open the comparison, or clear the choice. */
function CompareTray() {
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
