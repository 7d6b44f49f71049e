import { isUuid } from "#app/modules/platform/ids";

/**
 * Which listings a visitor compares: at most COMPARE_MAX, kept in the address (`/compare?ids=a,b`,
 * shareable) and, while they choose, in a cookie of this browser that both the cards' script and
 * the form they post without JavaScript write (decision 062). Free of server code: the cards'
 * Compare button reads it too, so it stays a few lines.
 */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

/** Readable by the cards' script (it is no secret: listing numbers the visitor chose). */
export const COMPARE_COOKIE = "compare";

/** Anything longer than four ids and their separators is cut before it is split. */
const RAW_LIMIT = COMPARE_MAX * 40;

export interface ReadIds {
  /** Well-formed ids, each once, in the order given, at most COMPARE_MAX. */
  ids: string[];
  /** Parts that cannot name a listing (not an id). */
  malformed: string[];
  /** Well-formed ids beyond COMPARE_MAX, left out. */
  over: number;
}

/**
 * The ids of an address or a cookie: separated by commas, dots or spaces; bounded before it
 * is split; lowercased (ids have one form); repeats dropped.
 */
export function readIds(raw: string | null | undefined): ReadIds {
  const parts = (raw ?? "")
    .slice(0, RAW_LIMIT * 2)
    .split(/[\s,.;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const ids: string[] = [];
  const malformed: string[] = [];
  let over = 0;
  for (const part of parts) {
    if (!isUuid(part)) {
      if (malformed.length < COMPARE_MAX) malformed.push(String(part).slice(0, 40));
    } else if (!ids.includes(part)) {
      if (ids.length < COMPARE_MAX) ids.push(part);
      else over++;
    }
  }
  return { ids, malformed, over };
}

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

/** The ids in a Cookie header (or document.cookie). */
export function idsInCookie(header: string | null | undefined): string[] {
  const found = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COMPARE_COOKIE}=`));
  if (!found) return [];
  const value = found.slice(COMPARE_COOKIE.length + 1, COMPARE_COOKIE.length + 1 + RAW_LIMIT * 2);
  // Ids need no escaping; a cookie someone else wrote is read as it is, never decoded.
  return readIds(value).ids;
}
