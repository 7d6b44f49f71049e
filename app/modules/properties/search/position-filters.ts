import { msg } from "#app/modules/i18n/translate";
import { FIELDS, POSITION_FIELD } from "#app/modules/listing-core/fields";
import type { Point } from "#app/modules/listing-core/location";
import {
  type Box,
  DEFAULT_WITHIN_KM,
  formatBox,
  formatNear,
  parseBox,
  parseNear,
  WITHIN_KM,
} from "#app/modules/listing-core/near";

/**
 * The search's filters by where listings are, from the position field's declaration
 * (listing-core/fields.ts, `search`): near a point within some kilometres, and in the map's
 * box. Their URL parameters are the declaration's; each reads itself from a URL, writes
 * itself back, names its chip and says whether it is in force. A listing without a known
 * position is in neither (decision 058: the SQL and the index test the shown point, which
 * it does not have).
 */
export interface PositionFilters {
  /** The map's "Search this area": listings whose shown point lies in this box (decision 050). */
  box?: Box;
  /** "Near me": where the visitor stands (three decimals), and how far around (km). */
  near?: Point;
  within?: (typeof WITHIN_KM)[number];
}

export const POSITION_PARAMS = FIELDS[POSITION_FIELD].search;

const CHIPS = {
  box: msg("In the map's area"),
  near: msg("Within {km} km of you"),
} as const;

interface PositionFilter {
  /** The URL parameter that names it in the canonical order (filters.ts, FILTER_ORDER). */
  param: string;
  /** From a URL's values of a key (each bounded in length by the caller): the first that reads wins. */
  read(values: (key: string) => readonly string[]): PositionFilters;
  write(filters: PositionFilters, put: (key: string, value: string | number | undefined) => void): void;
  /** Its chip's words (an English key and its values), when it is in force. */
  chip(filters: PositionFilters): { label: string; values?: Record<string, string> } | undefined;
  /** The same search without it. */
  without: Partial<Record<keyof PositionFilters, undefined>>;
}

function firstRead<T>(values: readonly string[], read: (value: string) => T | null | undefined): T | undefined {
  for (const value of values) {
    const found = read(value);
    if (found !== null && found !== undefined) return found;
  }
  return undefined;
}

export const POSITION_FILTERS: readonly PositionFilter[] = [
  {
    param: POSITION_PARAMS.box,
    read: (values) => {
      const box = firstRead(values(POSITION_PARAMS.box), parseBox);
      return box ? { box } : {};
    },
    write: (filters, put) => {
      if (filters.box) put(POSITION_PARAMS.box, formatBox(filters.box));
    },
    chip: (filters) => (filters.box ? { label: CHIPS.box } : undefined),
    without: { box: undefined },
  },
  {
    param: POSITION_PARAMS.near,
    read: (values) => {
      const near = firstRead(values(POSITION_PARAMS.near), parseNear);
      if (!near) return {};
      const within = firstRead(values(POSITION_PARAMS.within), (typed) =>
        WITHIN_KM.find((km) => String(km) === typed.trim()),
      );
      return { near, within: within ?? DEFAULT_WITHIN_KM };
    },
    write: (filters, put) => {
      if (!filters.near) return;
      put(POSITION_PARAMS.near, formatNear(filters.near));
      put(POSITION_PARAMS.within, filters.within);
    },
    chip: (filters) => (filters.near ? { label: CHIPS.near, values: { km: String(filters.within) } } : undefined),
    without: { near: undefined, within: undefined },
  },
];
