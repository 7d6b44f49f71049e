import { fill, msg, type Translator } from "#app/modules/i18n/translate";

/**
 * How fresh a listing is, in the words every card and detail page shows. A module of its
 * own because every page with cards carries it (the lifecycle's other words stay off them).
 */
export const CONFIRMED_ON = msg("Confirmed available on {date}");

/** "Confirmed available on 23 November 2026", in the page's language when given its t. */
export const confirmedOn = (date: string, t: Translator["t"] = fill) => t(CONFIRMED_ON, { date });
