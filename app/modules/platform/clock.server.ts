/**
 * The time as the product's time-dependent rules read it (expiry, reminders, links that
 * lapse). Tests move it with setClock instead of waiting; nothing else sets it.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: from now on the clock reads `at` (and runs on from there); null puts it back. */
export function setClock(at: Date | null): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}
