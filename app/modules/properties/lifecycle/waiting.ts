import { type Translator, translator } from "#app/modules/i18n/translate";
import { COUNTS } from "#app/modules/text/plural";

const HOUR_MS = 60 * 60 * 1000;

/**
 * "3 days", "5 hours", "under an hour": how long something sent at `since` has waited at `at`
 * (the server's clock), in the language of `words` (the page's translator; English by default).
 */
export function waitedFor(since: string, at: number, words: Translator = translator("en")): string {
  const hours = Math.floor((at - Date.parse(since)) / HOUR_MS);
  if (hours < 1) return words.t("under an hour");
  if (hours < 48) return words.plural(hours, COUNTS.hours);
  return words.plural(Math.floor(hours / 24), COUNTS.days);
}
