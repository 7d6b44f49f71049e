import type { City } from "#app/config/enums";
import { localityName } from "#app/modules/i18n/place-names";
import type { Translator } from "#app/modules/i18n/translate";
import { now } from "#app/modules/platform/clock.server";
import { PRICE_KINDS } from "#app/modules/properties/price-kind";
import { placeHref } from "#app/modules/properties/search/place-links";
import {
  isPublished,
  localityKey,
  monthOf,
  monthsBefore,
  monthsBetween,
  type PriceFigure,
  PUBLISH_AT_LEAST,
  TREND_MONTHS,
} from "./figures";
import { cityFigures, localityTrend } from "./prices.server";
import { TREND_BOX, trendShape } from "./trend";
import type { KindPricesView, PlacePricesView, TrendView } from "./views";
import { formatKindPrice, formatMonth, PRICE_WORDS } from "./words";

/** How many other localities a kind's figure is shown beside. */
const NEIGHBOURS = 4;

/**
 * A locality page's asking prices, worded in the page's language: for each kind with a live
 * sale listing this month, the published median, range and count, the 12-month trend and the
 * localities nearest in price; a kind with fewer than PUBLISH_AT_LEAST listings says why it
 * has no figure. Null when the locality has no flat, house or plot for sale.
 *
 * Neighbours are the other localities of the same city with a published figure for the kind
 * this month, nearest by median: we do not keep where localities are on a map, and a seeker
 * comparing places asks "where else costs about this much", which this answers honestly.
 */
export async function placePrices(
  words: Translator,
  city: City,
  locality: string,
  placeLabel: string,
  at: Date = now(),
): Promise<PlacePricesView | null> {
  const { t, locale } = words;
  const key = localityKey(locality);
  const [figures, trend] = await Promise.all([cityFigures(city, at), localityTrend(city, locality, at)]);
  const here = figures.filter((figure) => figure.localityKey === key);
  if (here.length === 0) return null;
  const kinds = PRICE_KINDS.flatMap((kind): KindPricesView[] => {
    const figure = here.find((item) => item.kind === kind);
    if (!figure) return [];
    const price = (rupees: number) => formatKindPrice(rupees, kind, locale);
    if (!isPublished(figure))
      return [
        {
          kind,
          title: t(PRICE_WORDS.kinds[kind]),
          figure: null,
          why: t(PRICE_WORDS.thin[kind], { count: PUBLISH_AT_LEAST }),
          trend: null,
          neighbours: [],
        },
      ];
    const others = figures
      .filter((other) => other.kind === kind && other.localityKey !== key && isPublished(other))
      .sort((a, b) => Math.abs(a.median - figure.median) - Math.abs(b.median - figure.median))
      .slice(0, NEIGHBOURS)
      .sort((a, b) => a.median - b.median);
    return [
      {
        kind,
        title: t(PRICE_WORDS.kinds[kind]),
        figure: {
          median: price(figure.median),
          range: t(PRICE_WORDS.range, { low: price(figure.p25), high: price(figure.p75) }),
          basis: words.plural(figure.n, PRICE_WORDS.basis),
        },
        why: null,
        trend: trendView(
          words,
          trend.filter((item) => item.kind === kind && isPublished(item)),
          monthOf(at),
          price,
        ),
        neighbours: others.map((other) => ({
          label: localityName(other.locality, locale),
          href: placeHref(city, other.locality),
          median: price(other.median),
        })),
      },
    ];
  });
  return {
    heading: t(PRICE_WORDS.heading, { place: placeLabel }),
    lead: t(PRICE_WORDS.lead),
    words: {
      median: t(PRICE_WORDS.median),
      trendTitle: t(PRICE_WORDS.trendTitle),
      month: t(PRICE_WORDS.month),
      neighbours: t(PRICE_WORDS.neighbours, { city: t(city) }),
    },
    kinds,
  };
}

/** The published months of one kind as a line over the last TREND_MONTHS months. */
function trendView(
  { t, locale }: Translator,
  published: readonly PriceFigure[],
  month: string,
  price: (rupees: number) => string,
): TrendView | null {
  if (published.length === 0) return null;
  const oldest = monthsBefore(month, TREND_MONTHS - 1);
  const shape = trendShape(
    published.map((figure) => ({ index: monthsBetween(oldest, figure.month), value: figure.median })),
    TREND_MONTHS,
  );
  const first = published[0] as PriceFigure;
  const last = published[published.length - 1] as PriceFigure;
  const summary =
    published.length === 1
      ? t(PRICE_WORDS.trendOne, { last: price(last.median), lastMonth: formatMonth(last.month, locale) })
      : t(PRICE_WORDS.trendSummary, {
          first: price(first.median),
          firstMonth: formatMonth(first.month, locale),
          last: price(last.median),
          lastMonth: formatMonth(last.month, locale),
        });
  return {
    width: TREND_BOX.width,
    height: TREND_BOX.height,
    ...shape,
    summary,
    rows: published.map((figure) => ({ month: formatMonth(figure.month, locale), median: price(figure.median) })),
    axis: { from: formatMonth(oldest, locale), to: formatMonth(month, locale) },
  };
}
