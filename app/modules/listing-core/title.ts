import type { Locale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { msg, translator } from "#app/modules/i18n/translate";
import { AREA_UNITS, areaUnitOf } from "#app/modules/text/area";
import { TWO_DECIMALS } from "#app/modules/text/format";
import { optionLabel } from "./fields";

/**
 * A listing's title: the project or building name its poster gave, or one made from its facts
 * ("150 sq yd plot in Kursi Road", "3 BHK flat for rent in Gomti Nagar"; Hindi "कुर्सी रोड में
 * 150 गज का प्लॉट"), worded in the reader's language wherever a listing is named: pages, cards,
 * e-mails, labels and the admin desk (B9; decision 060). Only facts the listing has are used;
 * the old product's "Untitled Project" is said nowhere.
 */

/** The facts a title is made from (any may be missing). */
type Fact = string | number | null | undefined;
export interface TitleFacts {
  projectBuildingName?: Fact;
  listingType?: Fact;
  propertyType?: Fact;
  bedrooms?: Fact;
  plotArea?: Fact;
  areaUnit?: Fact;
  locality?: Fact;
  city?: Fact;
}

/** What a property type is called inside a sentence ("a flat", not "a Flat/Apartment"). */
const NOUNS: Readonly<Record<string, string>> = {
  "Flat/Apartment": msg("flat"),
  "Independent House/Villa": msg("house"),
  "1 RK/Studio Apartment": msg("studio flat"),
  "Plot/Land": msg("plot"),
  "Agricultural Land": msg("agricultural land"),
  Shop: msg("shop"),
  Office: msg("office"),
  Showroom: msg("showroom"),
  "Warehouse/Godown": msg("godown"),
  Industry: msg("industrial property"),
  Retail: msg("retail space"),
  Storage: msg("storage space"),
};
const PROPERTY = msg("property");

/** Land is named by its area, in the unit its poster gave ("150 sq yd plot"). */
const LAND_WITH_AREA: Readonly<Record<string, string>> = {
  "Plot/Land": msg("{area} plot"),
  "Agricultural Land": msg("{area} of agricultural land"),
};

const SENTENCE = {
  sale: msg("{what} in {place}"),
  rent: msg("{what} for rent in {place}"),
};

const given = (value: unknown): value is string | number => value !== null && value !== undefined && value !== "";

/** The listing's name as every page, card and e-mail says it. */
export function listingTitle(facts: TitleFacts, locale: Locale = "en"): string {
  const text = (fact: Fact) => (given(fact) ? String(fact).trim() : "");
  const own = text(facts.projectBuildingName);
  if (own) return own;
  const { t } = translator(locale);
  const type = text(facts.propertyType);
  const noun = t(NOUNS[type] ?? PROPERTY);
  const landPattern = LAND_WITH_AREA[type];
  let what = noun;
  if (landPattern && given(facts.plotArea)) {
    const unit = AREA_UNITS[areaUnitOf(facts.areaUnit)].short;
    what = t(landPattern, { area: `${TWO_DECIMALS.format(Number(facts.plotArea))} ${t(unit)}` });
  } else if (given(facts.bedrooms)) {
    // "3 BHK flat": the same order in Hindi ("3 BHK फ़्लैट").
    what = `${t(optionLabel("bedrooms", String(facts.bedrooms)))} ${noun}`;
  }
  const locality = text(facts.locality);
  const city = text(facts.city);
  const place = locality ? localityName(locality, locale) : city ? t(city) : "";
  const rent = facts.listingType === "Rent" || facts.listingType === "PG";
  // No place is known: the title says only what it is, never a place it might not be.
  const title = place ? t(rent ? SENTENCE.rent : SENTENCE.sale, { what, place }) : what;
  return title.charAt(0).toUpperCase() + title.slice(1);
}
