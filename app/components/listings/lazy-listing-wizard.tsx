import { lazy, Suspense } from "react";
import type { ListingWizardProps } from "./listing-wizard";

/** Fetches the wizard's code; a route's clientLoader awaits it so a navigation never shows the fallback. */
export const loadListingWizard = () => import("./listing-wizard");

const Wizard = lazy(() => loadListingWizard().then((module) => ({ default: module.ListingWizard })));

/**
 * The listing wizard, its code fetched after the page's own. The server renders the
 * whole wizard into the HTML (entry.server waits for it), so the page looks finished at
 * once and the wizard becomes interactive when its code arrives, a moment after the
 * rest. With React, React Router and the site shell at about 113 kB, this keeps the
 * wizard pages within the 120 kB budget (docs/decisions/004-javascript-budget.md).
 */
export function LazyListingWizard(props: ListingWizardProps) {
  return (
    <Suspense fallback={<p className="mt-8 text-slate-600">Loading the form...</p>}>
      <Wizard {...props} />
    </Suspense>
  );
}
