import type { PriceKind } from "#app/modules/properties/price-kind";

/**
 * What a place page's asking-prices section receives, worded on the server
 * (place-prices.server.ts), so the page's code carries no words or formatters for it.
 */

export interface TrendView {
  width: number;
  height: number;
  d: string;
  dots: Array<{ x: number; y: number }>;
  /** What the line shows, in one sentence (the figure's caption, for everyone). */
  summary: string;
  /** The same numbers as a table, for screen readers. */
  rows: Array<{ month: string; median: string }>;
  /** The first and last months of the axis. */
  axis: { from: string; to: string };
}

export interface KindPricesView {
  kind: PriceKind;
  title: string;
  /** Published: the median, its range and what it rests on. */
  figure: { median: string; range: string; basis: string } | null;
  /** Not published: why there is no figure. */
  why: string | null;
  trend: TrendView | null;
  neighbours: Array<{ label: string; href: string; median: string }>;
}

export interface PlacePricesView {
  heading: string;
  lead: string;
  words: { median: string; trendTitle: string; month: string; neighbours: string };
  kinds: KindPricesView[];
}
