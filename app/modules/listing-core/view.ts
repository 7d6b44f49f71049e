import type { Locale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { msg, translator } from "#app/modules/i18n/translate";
import type { StoredImage } from "#app/modules/media/image-urls";
import { areaUnitOf, bighaNote, formatArea, formatPricePerSqft } from "#app/modules/text/area";
import { formatDate, formatPrice, formatPriceShort, NOT_PROVIDED, TWO_DECIMALS } from "#app/modules/text/format";
import type { LegalityStatus } from "./colony";
import { FIELDS, type FieldName, type FieldSpec, type Formatter, optionLabel, RENT_TYPES } from "./fields";
import { offerOf } from "./offer";
import { listingTitle } from "./title";
import type { StoredFields, ValueSettings } from "./values";

/**
 * How a listing's stored fields read, for properties and projects alike: the facts of a
 * detail page and the short facts of a card, both worded on the server from the field
 * declaration, so pages receive finished text and the browser needs none of this code.
 */

/** The fields a card shows, as flagged in the declaration (`card`). */
export type CardField = {
  [F in FieldName]: (typeof FIELDS)[F] extends { card: true | "whenYes" } ? F : never;
}[FieldName];
export const CARD_FIELDS = (Object.keys(FIELDS) as FieldName[]).filter(
  (field) => (FIELDS[field] as FieldSpec).card,
) as CardField[];

/** Whether a property's poster is an Agent, and whether their RERA number was checked (issue 57). */
export type PosterAgent = "agent" | "rera" | null;

/** A card's row: what every card names, the flagged fields, the first photo and the card's words. */
export type CardRow = {
  id: string;
  /** Its own name, or one made from its facts (title.ts). */
  name: string;
  /** Whether the poster gave the name (a made-up one is worded again in each language). */
  named: boolean;
  locality: string;
  city: string;
  listingType: string;
  propertyCategory: string;
  propertyType: string;
  /** The unit its area reads in, and the area in square feet (search sorts by it). */
  areaUnit: string | null;
  areaSqft: number | null;
  createdAt: string;
  /** A property's last approval or confirmation ("Confirmed available on"); projects have none. */
  confirmedAt?: string | null;
  /** A property's place in its lifecycle (properties/status.ts). */
  status?: string;
  /** A property's poster proved their mobile number by SMS (decision 043); projects have none. */
  posterMobileVerified?: boolean;
  /** A property posted by an Agent: "agent", or "rera" once an Admin checked their RERA number; null otherwise. */
  posterAgent?: PosterAgent;
  /** An Admin saw proof of ownership, or compared the photos (decision 045). */
  ownerVerified?: boolean;
  photosChecked?: boolean;
  /** What the LDA's lists say of a property's colony (decision 046): a warning or an approval. */
  legality?: LegalityStatus | null;
  image: StoredImage | null;
  /** The card's price, short: "₹45 L", "₹18,000/month". */
  priceText: string;
  /** The card's short facts: "3 BHK", "1,450 sq ft", "₹6,207/sq ft". */
  facts: string[];
  /** Under the facts when the area is in bigha: "1 bigha = 27,000 sq ft" (the factor varies by district). */
  areaNote: string | null;
  /** The point visitors see (decision 050), when it has one. */
  publicLatitude?: number | null;
  publicLongitude?: number | null;
  /** Near the visitor: "1.2 km away (straight line)". */
  distanceNote?: string;
} & Pick<StoredFields, CardField>;

type Value = string | number | null | undefined;
/** A listing's stored fields, as read from either table (any subset). */
export type ListingFields = Partial<Record<FieldName, Value>>;

export interface Fact {
  field: FieldName;
  label: string;
  value: string;
  /**
   * The poster's own words (a locality, an address): shown as written, never translated (a
   * known locality is written by its one name in the page's language: i18n/place-names.ts).
   */
  asWritten?: boolean;
}

const MONTH_OPTIONS: Intl.DateTimeFormatOptions = { month: "long", year: "numeric", timeZone: "UTC" };
const MONTHS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-IN", MONTH_OPTIONS),
  hi: new Intl.DateTimeFormat("hi-IN", MONTH_OPTIONS),
};
const isBlank = (value: Value) => value === null || value === undefined || value === "";

/** The words of the formatters below, in English; the catalogue has them in Hindi. */
const WORDS = {
  groundFloor: msg("Ground floor"),
  possessionBy: msg("Under construction, possession by {date}"),
  feet: msg("{count} ft"),
  road: msg("{count} ft road"),
  /** Units of a plot's front and depth, short. */
  ft: msg("ft"),
  m: msg("m"),
};

/** "June 2027" from "2027-06" (Hindi: "जून 2027"). */
function monthYear(value: string, locale: Locale): string {
  const [year, month] = value.split("-").map(Number);
  return year && month ? MONTHS[locale].format(new Date(Date.UTC(year, month - 1, 1))) : value;
}

const isRent = (listing: ListingFields) => listing.listingType === "Rent" || listing.listingType === "PG";

/** A listing's price in full: ₹45,00,000, ₹18,000/month for a rent, or "Price on request". */
export function fullPrice(listing: ListingFields, locale: Locale = "en"): string {
  return formatPrice(isBlank(listing.price) ? null : Number(listing.price), { perMonth: isRent(listing), locale });
}

type Where = "detail" | "card";

const COUNT = /* @__PURE__ */ new Intl.NumberFormat("en-IN");

/** The wordings a field names with `format` in its declaration (fields.ts). */
const FORMATTERS: Record<
  Formatter,
  (value: string | number, listing: ListingFields, settings: ValueSettings, where: Where, locale: Locale) => string
> = {
  price: (_, listing, _settings, _where, locale) => fullPrice(listing, locale),
  pricePerSqft: (value, _listing, _settings, _where, locale) => formatPricePerSqft(Number(value), locale),
  area: (value, listing, { bighaSqft }, where, locale) => {
    const unit = areaUnitOf(listing.areaUnit);
    const area = formatArea(Number(value), unit, bighaSqft, locale);
    // A card states the bigha factor under its facts (cardAreaNote), the detail page beside the area.
    return unit === "bigha" && where === "detail" ? `${area}; ${bighaNote(bighaSqft, locale)}` : area;
  },
  floor: (value, _listing, _settings, _where, locale) =>
    Number(value) === 0 ? translator(locale).t(WORDS.groundFloor) : String(value),
  phone: (value) => String(value).replace(/^(\d{5})(\d{5})$/, "$1 $2"),
  offer: (value, _listing, _settings, _where, locale) => translator(locale).t(offerOf(String(value))),
  possession: (value, listing, _settings, _where, locale) =>
    value === "Under construction" && listing.possessionBy
      ? translator(locale).t(WORDS.possessionBy, { date: monthYear(String(listing.possessionBy), locale) })
      : translator(locale).t(optionLabel("possession", String(value), String(listing.propertyType ?? ""))),
  amount: (value, _listing, _settings, _where, locale) => formatPrice(Number(value), { locale }),
  perMonth: (value, _listing, _settings, _where, locale) => formatPrice(Number(value), { perMonth: true, locale }),
  day: (value, _listing, _settings, _where, locale) => formatDate(`${value}T00:00:00Z`, locale),
  // "30 × 50 ft": the front by the depth and their unit (a size without both is never stored).
  dimensions: (value, listing, _settings, _where, locale) => {
    const { t } = translator(locale);
    const unit = listing.dimensionUnit === "m" ? WORDS.m : WORDS.ft;
    // Figures, a sign and a unit: the same order in Hindi ("30 × 50 फुट").
    return `${TWO_DECIMALS.format(Number(value))} × ${TWO_DECIMALS.format(Number(listing.plotDepth))} ${t(unit)}`;
  },
  // A road's width: "30 ft" among a page's facts, "30 ft road" on a card, where no label says what it is.
  feet: (value, _listing, _settings, where, locale) =>
    translator(locale).t(where === "card" ? WORDS.road : WORDS.feet, { count: String(value) }),
};

/** A stored value as a detail page shows it ("Not provided" when blank). */
export function displayValue(
  field: FieldName,
  listing: ListingFields,
  settings: ValueSettings,
  locale: Locale = "en",
): string {
  return worded(field, listing, settings, "detail", locale);
}

/** A stored value in words, by its declaration: a formatter, a unit, or its option's label. */
function worded(
  field: FieldName,
  listing: ListingFields,
  settings: ValueSettings,
  where: Where,
  locale: Locale,
): string {
  const { t, plural } = translator(locale);
  const value = listing[field];
  if (value === null || value === undefined || value === "") return t(NOT_PROVIDED);
  const spec: FieldSpec = FIELDS[field];
  if (spec.format) return FORMATTERS[spec.format](value, listing, settings, where, locale);
  if (spec.kind === "number" && spec.unit)
    return where === "card" ? plural(Number(value), spec.unit) : COUNT.format(Number(value));
  // Stored values and their labels are English keys (decision 028): "3 BHK", "East", "Furnished".
  return t(optionLabel(field, String(value)));
}

/** A value as a card shows it: its wording, in the field's card pattern when it has one ("East facing"). */
export function cardFact(
  field: FieldName,
  listing: ListingFields,
  settings: ValueSettings,
  locale: Locale = "en",
): string {
  const spec: FieldSpec = FIELDS[field];
  // A yes-or-no fact says its name when it is so ("Corner plot"), and is left off otherwise (cardFacts).
  if (spec.card === "whenYes") return translator(locale).t(spec.label);
  const text = worded(field, listing, settings, "card", locale);
  const pattern = (FIELDS[field] as FieldSpec).cardPattern;
  return pattern ? translator(locale).t(pattern, { value: text }) : text;
}

/**
 * The facts of a detail page, in the declaration's order: fields declared "always" (shown
 * as "Not provided" when blank, as the old product does: docs/product/old-product.md §8)
 * and "given" ones that have a value.
 * Legacy records without the newer fields simply show fewer facts.
 */
export function detailFacts(listing: ListingFields, settings: ValueSettings, locale: Locale = "en"): Fact[] {
  const { t } = translator(locale);
  return (Object.keys(FIELDS) as FieldName[]).flatMap((field) => {
    const spec: FieldSpec = FIELDS[field];
    if (!spec.detail || (spec.detail === "given" && isBlank(listing[field])) || !applies(field, listing)) return [];
    const asWritten = spec.kind === "text" || spec.kind === "longText" || spec.kind === "phone";
    const value = displayValue(field, listing, settings, locale);
    const rent = spec.rentWords && RENT_TYPES.includes(String(listing.listingType ?? ""));
    const fact: Fact = {
      field,
      label: t(rent ? (spec.rentWords?.detailLabel ?? spec.label) : (spec.detailLabel ?? spec.label)),
      value: spec.place ? localityName(value, locale) : value,
    };
    return [asWritten ? { ...fact, asWritten } : fact];
  });
}

/**
 * Whether a field applies to the listing (its declaration's `when`): a value stored where it
 * does not (a plot's furnishing, from an older form or an import) is not shown. A condition
 * on a field the record does not have (a legacy record without a property type) is no bar.
 */
function applies(field: FieldName, listing: ListingFields): boolean {
  const when = (FIELDS[field] as FieldSpec).when ?? {};
  return Object.entries(when).every(([name, allowed]) => {
    const value = (listing as unknown as Record<string, unknown>)[name];
    return isBlank(value as string | number | null | undefined) || allowed.includes(String(value));
  });
}

/**
 * The short facts of a card, the flagged fields it has in the declaration's order: "3 BHK",
 * "1,450 sq ft", "₹6,207/sq ft". The price has its own place on a card (cardPrice).
 */
export function cardFacts(listing: ListingFields, settings: ValueSettings, locale: Locale = "en"): string[] {
  return CARD_FIELDS.filter(
    (field) =>
      field !== "price" &&
      !isBlank(listing[field]) &&
      applies(field, listing) &&
      ((FIELDS[field] as FieldSpec).card !== "whenYes" || listing[field] === "Yes"),
  ).map((field) => cardFact(field, listing, settings, locale));
}

/**
 * The footnote of a card whose area is in bigha: "1 bigha = 27,000 sq ft". A bigha is a
 * different size from district to district, so the factor is stated wherever one is shown.
 */
export function cardAreaNote(
  listing: ListingFields,
  { bighaSqft }: ValueSettings,
  locale: Locale = "en",
): string | null {
  return !isBlank(listing.plotArea) && areaUnitOf(listing.areaUnit) === "bigha" ? bighaNote(bighaSqft, locale) : null;
}

/** A card's price: short ("₹45 L", "₹18,000/month"). */
export function cardPrice(listing: ListingFields, locale: Locale = "en"): string {
  const price = isBlank(listing.price) ? null : Number(listing.price);
  return formatPriceShort(price, { perMonth: isRent(listing), locale });
}

/**
 * Cards in a page's language: their words are made in English where the rows are read
 * (and cached), so a Hindi page words them again from the rows' own stored fields.
 */
export function cardsIn<T extends Omit<CardRow, "image">>(rows: T[], settings: ValueSettings, locale: Locale): T[] {
  if (locale === "en") return rows;
  return rows.map((row) => {
    const listing = row as unknown as ListingFields;
    return {
      ...row,
      // A title made from the facts, in the page's language (title.ts).
      name: row.named ? row.name : listingTitle({ ...listing, projectBuildingName: "" }, locale),
      // A known locality by its one name in the page's language (i18n/place-names.ts).
      locality: localityName(row.locality, locale),
      priceText: cardPrice(listing, locale),
      facts: cardFacts(listing, settings, locale),
      areaNote: cardAreaNote(listing, settings, locale),
    };
  });
}
