/**
 * A small bar chart of counts per day, drawn on the server as SVG: no chart library and no
 * JavaScript reach the browser. It is a picture for the eye; `summary` says the same in
 * words for screen readers, and the page's table of days has every number.
 */
export function DayBars({ values, summary }: { values: readonly number[]; summary: string }) {
  const max = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, values.length);
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="block h-16 w-full"
    >
      <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-300" strokeWidth="1" />
      {values.map((value, index) => {
        const height = value > 0 ? Math.max(3, (value / max) * (HEIGHT - 4)) : 0;
        return height > 0 ? (
          <rect
            // Days are in order and never reordered: the index is the day.
            // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity here
            key={index}
            x={index * slot + slot * 0.15}
            y={HEIGHT - height}
            width={slot * 0.7}
            height={height}
            className="fill-brand-600"
          />
        ) : null;
      })}
    </svg>
  );
}

const WIDTH = 300;
const HEIGHT = 64;
