import type { Locale } from "#app/modules/i18n/locale";
import { msg, msgPlural, translator } from "#app/modules/i18n/translate";
import type { PriceKind } from "#app/modules/properties/price-kind";
import { RUPEES, wholeRupees } from "#app/modules/text/amount";
import { AREA_UNITS, formatPricePerSqft } from "#app/modules/text/area";

/** The words of locality prices, worded on the server so that pages carry none of them. */
export const PRICE_WORDS = {
  heading: msg("Asking prices in {place}"),
  lead: msg(
    "Medians of the asking prices of live listings for sale here, per sq ft for flats and houses and per sq yd (gaj) for plots, worked out every night.",
  ),
  kinds: {
    flat: msg("Flats"),
    house: msg("Houses"),
    plot: msg("Plots"),
  } satisfies Record<PriceKind, string>,
  median: msg("Median asking price"),
  range: msg("Middle half of listings: {low} to {high}"),
  basis: msgPlural({
    one: "Based on asking prices of {count} live listing",
    other: "Based on asking prices of {count} live listings",
  }),
  thin: {
    flat: msg("Fewer than {count} live listings of flats here, so no price figure yet"),
    house: msg("Fewer than {count} live listings of houses here, so no price figure yet"),
    plot: msg("Fewer than {count} live listings of plots here, so no price figure yet"),
  } satisfies Record<PriceKind, string>,
  trendTitle: msg("Median over the last 12 months"),
  trendSummary: msg("Median asking price from {first} in {firstMonth} to {last} in {lastMonth}"),
  trendOne: msg("Median asking price {last} in {lastMonth}; no earlier month of the last 12 has a figure"),
  month: msg("Month"),
  neighbours: msg("Other localities in {city} nearest in price"),
} as const;

/** Rupees per unit area of a kind: ₹6,200/sq ft for flats and houses, ₹18,000/sq yd for plots. */
export function formatKindPrice(rupees: number, kind: PriceKind, locale: Locale): string {
  if (kind !== "plot") return formatPricePerSqft(rupees, locale);
  return `${RUPEES.format(wholeRupees(rupees))}/${translator(locale).t(AREA_UNITS.sqyd.short)}`;
}

const MONTHS: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** "Nov 2026"; Hindi "नवंबर 2026" (its short month, "नव॰", reads oddly). */
export function formatMonth(month: string, locale: Locale): string {
  MONTHS[locale] ??= new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    month: locale === "hi" ? "long" : "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return MONTHS[locale].format(new Date(`${month}T00:00:00Z`));
}
