/**
 * Addresses and short labels of project pages. Free of imports on purpose: cards and
 * links use it in the browser, where every byte counts
 * (docs/decisions/004-javascript-budget.md). Its words are marked for translation only
 * (the translator is already on every page).
 */

import { msg } from "#app/modules/i18n/translate";

/** The Admin's project desk: the wizard, the list, and the action that posts and deletes. */
export const ADMIN_PROJECTS_PATH = "/admin/ProjectExplore";

/** /noida/ID: a project under its city (the segment comes from names.ts citySegment). */
export function cityProjectHref(citySegment: string, id: string): string {
  return `/${citySegment}/${encodeURIComponent(id)}`;
}

/** /project/Noida: every project in a city. */
export function cityListHref(city: string): string {
  return `/project/${city}`;
}

/** /NewsProjectdetail?projectId=ID&city=Noida: a project as listed under a city. */
export function newsProjectHref(id: string, city: string): string {
  return `/NewsProjectdetail?${new URLSearchParams({ projectId: id, city })}`;
}

/** /ExplorecityPropertyD?projectId=ID: a project opened from the city overview (/Cityhome). */
export function exploreProjectHref(id: string): string {
  return `/ExplorecityPropertyD?projectId=${encodeURIComponent(id)}`;
}

/** How a card words the listing type: "for sale", "to rent", "PG". */
export function listingLabel(listingType: string): string {
  if (listingType === "Sell") return msg("for sale");
  if (listingType === "Rent") return msg("to rent");
  return listingType;
}

/** The title of a project page that is not there (meta runs in the browser too), in the page's language. */
export function projectNotFoundMeta(t: (message: string) => string) {
  return { title: t("Project not found"), description: t("We could not find that project."), noindex: true };
}
