import { localeOf } from "#app/modules/i18n/catalog.server";
import { listingSettings } from "./settings.server";
import { type CardRow, cardsIn } from "./view";

/**
 * Cards in the language of the page that asked for them: their price, facts and notes are
 * worded in English where the rows are read and cached, and again here for a Hindi page.
 * Every loader that sends cards to a page passes them through this.
 */
export function cardsForPage<T extends Omit<CardRow, "image">>(rows: T[], request: Request): T[] {
  return cardsIn(rows, listingSettings(), localeOf(request));
}
