import { isUuid } from "#app/modules/platform/ids";

/**
 * Which listings a visitor compares: at most COMPARE_MAX, kept in the address (`/compare?ids=a,b`,
 * shareable) and, while they choose, in a cookie of this browser that both the cards' script and
 * the form they post without JavaScript write (decision 065). Free of server code: the cards'
 * Compare button reads it too, so it stays a few lines.
 */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

/** Readable by the cards' script (it is no secret: listing numbers the visitor chose). */
export const COMPARE_COOKIE = "compare";

/** The cookie's value (dots: a comma is not allowed in a cookie). */
export const cookieValue = (ids: readonly string[]) => ids.join(".");

/** The comparison's address for these ids. */
export const compareHref = (ids: readonly string[]) => (ids.length ? `/compare?ids=${ids.join(",")}` : "/compare");

/**
 * The selection after pressing Compare on a listing (or "Remove"): added at the end, or
 * taken out; "full" when four are chosen already (nothing changes).
 */
export function toggled(ids: readonly string[], id: string, on: boolean): { ids: string[]; full: boolean } {
  const rest = ids.filter((kept) => kept !== id);
  if (!on) return { ids: rest, full: false };
  if (rest.length >= COMPARE_MAX) return { ids: [...ids], full: true };
  return { ids: [...rest, id], full: false };
}

/**
 * The ids in a Cookie header (or document.cookie): well-formed ones only, each once, four at
 * most. Short on purpose: every card page runs it.
 */
export function idsInCookie(header: string | null | undefined): string[] {
  const value = /(?:^|;\s*)compare=([^;]{0,400})/.exec(header ?? "")?.[1] ?? "";
  return [...new Set(value.split(".").filter(isUuid))].slice(0, COMPARE_MAX);
}
