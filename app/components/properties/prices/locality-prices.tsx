import { Link } from "react-router";
import type { KindPricesView, PlacePricesView, TrendView } from "#app/modules/properties/prices/views";

/**
 * A place page's asking prices per kind: the median, its range and count, a 12-month trend
 * drawn as SVG on the server, and the localities nearest in price. Worded on the server; no
 * script is needed to read it.
 */
export function LocalityPrices({ view }: { view: PlacePricesView }) {
  return (
    <section aria-labelledby="locality-prices" className="mt-12" data-testid="locality-prices">
      <h2 id="locality-prices" className="text-lg font-bold text-ink">
        {view.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{view.lead}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {view.kinds.map((kind) => (
          <KindPrices key={kind.kind} kind={kind} words={view.words} />
        ))}
      </div>
    </section>
  );
}

function KindPrices({ kind, words }: { kind: KindPricesView; words: PlacePricesView["words"] }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={`prices-${kind.kind}`}>
      <h3 className="font-bold text-ink">{kind.title}</h3>
      {kind.figure ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{words.median}</p>
          <p className="text-2xl font-bold text-ink" data-testid="price-median">
            {kind.figure.median}
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="price-range">
            {kind.figure.range}
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="price-basis">
            {kind.figure.basis}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-testid="price-why">
          {kind.why}
        </p>
      )}
      {kind.trend ? <Trend id={`price-trend-${kind.kind}`} trend={kind.trend} words={words} /> : null}
      {kind.neighbours.length ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-ink">{words.neighbours}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {kind.neighbours.map((other) => (
              <li key={other.href} className="flex justify-between gap-3">
                <Link to={other.href} className="font-medium text-brand-700 hover:underline">
                  {other.label}
                </Link>
                <span className="text-slate-700">{other.median}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

/** The line, its one-sentence caption, and the same numbers as a table for screen readers. */
function Trend({ id, trend, words }: { id: string; trend: TrendView; words: PlacePricesView["words"] }) {
  return (
    <figure className="mt-4">
      <p className="text-xs font-semibold text-slate-600" aria-hidden="true">
        {words.trendTitle}
      </p>
      <svg
        viewBox={`0 0 ${trend.width} ${trend.height}`}
        width={trend.width}
        height={trend.height}
        className="mt-1 h-auto w-full text-brand-700"
        role="img"
        aria-labelledby={id}
        data-testid="price-trend"
      >
        <title>{trend.summary}</title>
        <line
          x1="0"
          x2={trend.width}
          y1={trend.height - 0.5}
          y2={trend.height - 0.5}
          stroke="currentColor"
          className="text-slate-300"
        />
        <path d={trend.d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        {trend.dots.map((dot) => (
          <circle key={`${dot.x}-${dot.y}`} cx={dot.x} cy={dot.y} r="2.5" fill="currentColor" />
        ))}
      </svg>
      <p className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{trend.axis.from}</span>
        <span>{trend.axis.to}</span>
      </p>
      <figcaption id={id} className="mt-1 text-xs text-slate-700">
        {trend.summary}
      </figcaption>
      <table className="sr-only">
        <caption>{words.trendTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{words.month}</th>
            <th scope="col">{words.median}</th>
          </tr>
        </thead>
        <tbody>
          {trend.rows.map((row) => (
            <tr key={row.month}>
              <td>{row.month}</td>
              <td>{row.median}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
