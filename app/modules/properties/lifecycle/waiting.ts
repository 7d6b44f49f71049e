import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import { COUNTS, plural } from "#app/modules/text/plural";

const HOUR_MS = 60 * 60 * 1000;

/** "3 days", "5 hours", "under an hour": how long something sent at `since` has waited at `at` (the server's clock). */
export function waitedFor(since: string, at: number): string {
  const hours = Math.floor((at - Date.parse(since)) / HOUR_MS);
  if (hours < 1) return LIFECYCLE_MESSAGES.underAnHour;
  if (hours < 48) return plural(hours, COUNTS.hours);
  return plural(Math.floor(hours / 24), COUNTS.days);
}
