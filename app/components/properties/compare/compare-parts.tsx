import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";

/*
 * What a page of cards carries of Compare (decision 065): the button's server HTML, a plain
 * form that works without JavaScript, and a look at this browser's cookie. The button's code
 * (with the tray it draws) comes when a visitor reaches for a Compare button, or at once in a
 * browser that is comparing already; a visitor who never compares never loads it.
 */

/** Whether this browser is comparing: the cookie of selection.ts holds a choice. */
const comparing = () => /(?:^|;\s*)compare=[^;]/.test(document.cookie);

export const CompareButton = hydrateOnInteraction(
  () => import("#app/components/properties/compare/compare-button").then((module) => module.CompareButton),
  { now: comparing },
);
