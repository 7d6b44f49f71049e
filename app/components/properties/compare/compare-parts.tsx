import { lazy, Suspense, useSyncExternalStore } from "react";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";

/*
 * What every page with cards carries of Compare (decision 064): nothing but the button's
 * server HTML, a plain form that works without JavaScript, and a look at this browser's
 * cookie. The button's code (and the tray's) comes when a visitor reaches for a Compare
 * button, or at once on a page of a browser that is comparing already; a visitor who never
 * compares never loads it.
 */

/** Said on the window whenever this browser's choice changes (compare-button.tsx). */
export const COMPARE_CHANGED = "compare-changed";

/** Whether this browser is comparing: the cookie of selection.ts holds a choice. */
const comparing = () => /(?:^|;\s*)compare=[^;]/.test(document.cookie);

export const CompareButton = hydrateOnInteraction(
  () => import("#app/components/properties/compare/compare-button").then((module) => module.CompareButton),
  { now: comparing },
);

const Tray = lazy(() =>
  import("#app/components/properties/compare/compare-button").then((module) => ({ default: module.CompareTray })),
);

function subscribe(changed: () => void) {
  // Another tab may have chosen meanwhile.
  window.addEventListener(COMPARE_CHANGED, changed);
  window.addEventListener("focus", changed);
  return () => {
    window.removeEventListener(COMPARE_CHANGED, changed);
    window.removeEventListener("focus", changed);
  };
}

/** The tray at the foot of every page, with its code, while this browser compares. */
export function CompareTray() {
  const on = useSyncExternalStore(subscribe, comparing, () => false);
  return on ? (
    <Suspense fallback={null}>
      <Tray />
    </Suspense>
  ) : null;
}
