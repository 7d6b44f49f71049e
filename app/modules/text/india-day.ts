/**
 * Days as an owner in Lucknow counts them. A view at 00:10 in Lucknow belongs to that day,
 * though it is still the day before in UTC. India keeps one offset all year (no summer
 * time), so a fixed +5:30 is exact and needs no time-zone database (PGlite has none to
 * rely on).
 */
export const INDIA_OFFSET_MINUTES = 330;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The India day of an instant, as YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India day (YYYY-MM-DD) begins. */
export function startOfIndiaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The `count` India days that end with the day of `at`, oldest first. */
export function lastIndiaDays(at: Date, count: number): string[] {
  const today = Date.parse(`${indiaDay(at)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

const HOUR_MS = 60 * 60_000;

/** The India clock hour of an instant, as YYYY-MM-DDTHH (India's hours begin at :30 in UTC). */
export function indiaHour(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 13);
}

/** The instant the India hour after the one of `at` begins. */
export function endOfIndiaHour(at: Date): Date {
  const local = at.getTime() + OFFSET_MS;
  return new Date(local - (local % HOUR_MS) + HOUR_MS - OFFSET_MS);
}

/** The instant the India day after the one of `at` begins (midnight in Lucknow). */
export function endOfIndiaDay(at: Date): Date {
  return new Date(startOfIndiaDay(indiaDay(at)).getTime() + DAY_MS);
}
