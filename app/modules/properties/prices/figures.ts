import type { PriceKind } from "#app/modules/properties/price-kind";

/**
 * Locality prices (docs/product/marketplace.md §10): what is kept per city, locality, kind and month, and
 * the rules every reader shares. Free of server code, so pages and tests use it alike.
 */

/**
 * A figure is shown anywhere (place pages, listings, the price-outlier flag) only when it
 * rests on at least this many live listings: a median of two or three asking prices is one
 * owner's hope, not a going rate (decision 029). Smaller groups are still stored.
 */
export const PUBLISH_AT_LEAST = 5;

/** How many months a place page's trend covers, the current one included. */
export const TREND_MONTHS = 12;

/** One stored figure: rupees per unit area of the kind (sq ft for flats and houses, sq yd for plots). */
export interface PriceFigure {
  city: string;
  /** The locality as its listings spell it. */
  locality: string;
  kind: PriceKind;
  /** The month's first day, "2026-11-01". */
  month: string;
  n: number;
  median: number;
  p25: number;
  p75: number;
}

export function isPublished(figure: { n: number }): boolean {
  return figure.n >= PUBLISH_AT_LEAST;
}

/** A locality as figures are keyed: case and surrounding spaces aside, as search matches it (decision 014). */
export function localityKey(locality: string): string {
  return locality.trim().toLowerCase();
}

const INDIA_DAY = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
});

/**
 * The month an instant falls in, in India ("2026-11-01"): the nightly job runs at 2:30 in
 * the morning India time, which is still the previous day in UTC.
 */
export function monthOf(at: Date): string {
  return `${INDIA_DAY.format(at).slice(0, 7)}-01`;
}

/** The first day of the month `count` months before `month` ("2026-11-01", 11 → "2025-12-01"). */
export function monthsBefore(month: string, count: number): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (mon - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** How many months `later` is after `earlier` (both first days of a month). */
export function monthsBetween(earlier: string, later: string): number {
  const index = (month: string) => {
    const [year, mon] = month.split("-").map(Number) as [number, number];
    return year * 12 + mon - 1;
  };
  return index(later) - index(earlier);
}
