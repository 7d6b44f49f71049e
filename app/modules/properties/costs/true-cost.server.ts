import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { msg, type Translator } from "#app/modules/i18n/translate";
import { priceKindOf } from "#app/modules/properties/price-kind";
import { AREA_UNITS, formatPricePerSqft } from "#app/modules/text/area";
import { formatDate, formatPrice } from "#app/modules/text/format";
import { CALCULATOR_FIELDS, LOAN_DEFAULTS, readCalculator } from "./calculator";
import { calculatorWords } from "./calculator-words";
import { type CircleRate, circleRateInForce } from "./circle-rates.server";
import { costRules } from "./cost-settings.server";
import { KIND_LABELS } from "./kind-labels";
import { ratePerPriceUnit } from "./rules";
import type { TrueCostProps } from "./true-cost-props";

/** "Circle rate for flats: …" */
const KIND_WORDS = { flat: msg("flats"), house: msg("houses"), plot: msg("plots") };

/** The words of a circle rate in the unit its kind is priced in, worded on the server. */
export function circleRateWords(rate: CircleRate, locale: Locale) {
  const { t } = serverTranslator(locale);
  const perUnit = ratePerPriceUnit(rate.ratePerSqm, rate.kind);
  return {
    kind: rate.kind,
    label: t(KIND_LABELS[rate.kind]),
    perSqm: `${formatPrice(rate.ratePerSqm, { locale })}/${t(AREA_UNITS.sqm.short)}`,
    perUnit:
      rate.kind === "plot"
        ? `${formatPrice(perUnit, { locale })}/${t(AREA_UNITS.sqyd.short)}`
        : formatPricePerSqft(perUnit, locale),
    from: formatDate(rate.appliesFrom, locale),
  };
}

interface Listing {
  id: string;
  listingType: string;
  propertyCategory: string;
  propertyType: string;
  price: number | null;
  areaSqft: number | null;
  city: string;
  locality: string;
}

/**
 * What a listing page's "What it really costs" needs: the listing's price and area, the
 * circle rate in force for its locality and kind, the rules in use, and what the form asked
 * (the page answers the form without JavaScript). Sales and rentals only.
 */
export async function trueCostFor(listing: Listing, url: URL, locale: Locale): Promise<TrueCostProps | null> {
  const mode = listing.listingType === "Sell" ? "sale" : listing.listingType === "Rent" ? "rent" : null;
  if (!mode || !listing.price || listing.price <= 0) return null;
  const kind = priceKindOf(listing.propertyCategory, listing.propertyType);
  const [rules, rate] = await Promise.all([
    costRules(),
    mode === "sale" && kind ? circleRateInForce(listing.city, listing.locality, kind) : null,
  ]);
  const fields: Record<string, string> = {
    buyer: "man",
    price: String(listing.price),
    loanRate: String(LOAN_DEFAULTS.rate),
    loanYears: String(LOAN_DEFAULTS.years),
    depositMonths: String(rules.depositMonths),
  };
  for (const field of CALCULATOR_FIELDS) {
    const value = url.searchParams.get(field);
    if (value !== null) fields[field] = value.slice(0, 20);
  }
  const { t } = serverTranslator(locale);
  const words = rate ? circleRateWords(rate, locale) : null;
  const lead = [
    mode === "sale"
      ? t("Asking price: {price}", { price: formatPrice(listing.price, { locale }) })
      : t("Rent: {rent} a month", { rent: formatPrice(listing.price, { locale }) }),
    words && kind
      ? t("Circle rate for {kind}: {perSqm} ({perUnit}), from {date}", {
          kind: t(KIND_WORDS[kind]),
          perSqm: words.perSqm,
          perUnit: words.perUnit,
          date: words.from,
        })
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return {
    mode,
    id: listing.id,
    lead,

    asking: listing.price,
    areaSqft: listing.areaSqft && listing.areaSqft > 0 ? listing.areaSqft : null,
    kind,
    locality: listing.locality,
    rate: rate && words ? { ...words, ratePerSqm: rate.ratePerSqm } : null,
    rules,
    fields,
    words: calculatorWords(serverTranslator(locale), rules, (rupees) => formatPrice(rupees, { locale })),
  };
}

/** The figures the page shows for what was asked (the component works them out the same way). */
export function askedInputs(props: TrueCostProps) {
  return readCalculator((name) => props.fields[name], {
    price: props.asking,
    depositMonths: props.rules.depositMonths,
  });
}

/** A place page's "Circle rates in Gomti Nagar": one line per kind, worded here. */
export function circleRatesSection({ t, locale }: Translator, place: string, rates: readonly CircleRate[]) {
  return {
    title: t("Circle rates in {place}", { place }),
    note: t("The district's minimum value: stamp duty is charged on it when it is above the price."),
    rates: rates.map((rate) => {
      const words = circleRateWords(rate, locale);
      return t("{kind}: {perSqm} ({perUnit}), from {date}", {
        kind: words.label,
        perSqm: words.perSqm,
        perUnit: words.perUnit,
        date: words.from,
      });
    }),
  };
}
