import { isUuid } from "#app/modules/platform/ids";
import { COMPARE_MAX } from "./selection";

/**
 * The ids an address asks to compare (`?ids=a,b,c`), for the server: bounded before it is
 * split, lowercased, repeats dropped, four kept and the rest counted, and what cannot name a
 * listing kept to be named on the page.
 */

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
