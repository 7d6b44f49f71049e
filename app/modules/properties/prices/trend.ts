/**
 * A place page's 12-month trend as an SVG line drawn on the server (no chart library in the
 * browser): the medians scaled into a box, months without a published figure left as gaps.
 * Pure, so the scaling is tested alone.
 */

export interface TrendBox {
  width: number;
  height: number;
  /** Space kept inside each edge, so dots and the line's width are not cut. */
  pad: number;
}

export const TREND_BOX: TrendBox = { width: 240, height: 64, pad: 6 };

export interface TrendPoint {
  /** The month's place on the axis: 0 is the oldest of `months`. */
  index: number;
  value: number;
}

export interface TrendShape {
  /** The SVG path: one segment per run of consecutive months. */
  d: string;
  dots: Array<{ x: number; y: number }>;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The line through `points` over `months` months in `box`: time left to right, the lowest
 * median at the bottom and the highest at the top; a flat line (one value) sits in the middle.
 */
export function trendShape(points: readonly TrendPoint[], months: number, box: TrendBox = TREND_BOX): TrendShape {
  const sorted = [...points].sort((a, b) => a.index - b.index);
  const values = sorted.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const inner = { width: box.width - 2 * box.pad, height: box.height - 2 * box.pad };
  const x = (index: number) => round(box.pad + (months > 1 ? (index / (months - 1)) * inner.width : inner.width / 2));
  const y = (value: number) =>
    round(high === low ? box.height / 2 : box.pad + ((high - value) / (high - low)) * inner.height);
  const dots = sorted.map((point) => ({ x: x(point.index), y: y(point.value) }));
  const d = dots
    .map(
      (dot, i) =>
        `${i > 0 && (sorted[i]?.index ?? 0) - (sorted[i - 1]?.index ?? 0) === 1 ? "L" : "M"}${dot.x} ${dot.y}`,
    )
    .join(" ");
  return { d, dots };
}
