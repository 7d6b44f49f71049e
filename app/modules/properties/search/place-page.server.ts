import { withoutLocale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { msg, msgPlural, type Translator } from "#app/modules/i18n/translate";
import { COUNTS } from "#app/modules/text/plural";
import { filtersToParams, parseFilters, type SearchFilters } from "./filters";
import { cityFromPlaceSlug, placeHref } from "./place-links";
import { listingTypeFromSlug, type Place } from "./places";
import { placeBySlug } from "./places.server";

export { localityName };

import { searchHref } from "./search-page.server";

/** The segments of a place page's path: /properties/{city}[/{place}][/{type}]. */
export interface PlaceParams {
  city?: string;
  place?: string;
  type?: string;
}

export interface PlacePage {
  city: Place["city"];
  place?: Place;
  listingType?: string;
  /** The search the page shows: the place, and the page and sort asked for. */
  filters: SearchFilters;
  path: string;
  page: number;
}

/** The place a path names: a city, and a locality or a listing type, or a locality and a listing type. */
async function placeOf(params: PlaceParams) {
  const city = cityFromPlaceSlug(params.city);
  if (!city) return null;
  const [second, third] = [params.place, params.type];
  if (!second) return { city };
  const typeOnly = third ? undefined : listingTypeFromSlug(second);
  if (typeOnly) return { city, listingType: typeOnly };
  const place = await placeBySlug(city, second);
  if (!place) return null;
  if (!third) return { city, place };
  const listingType = listingTypeFromSlug(third);
  return listingType ? { city, place, listingType } : null;
}

/**
 * What a place page's address asks for: null for a place we do not know (a 404), an
 * address to go to instead (anything but the page and the sort is a search of its own,
 * which /Search answers; any other spelling of the path has one canonical form), or the
 * place and the search to show.
 */
export async function resolvePlacePage(
  params: PlaceParams,
  url: URL,
): Promise<PlacePage | { redirectTo: string } | null> {
  const found = await placeOf(params);
  if (!found) return null;
  const { city, place, listingType } = found;
  const asked = parseFilters(url.searchParams);
  const filters: SearchFilters = {
    ...parseFilters(new URLSearchParams()),
    city,
    localities: place ? [place.locality] : [],
    ...(listingType ? { listingType } : {}),
    sort: asked.sort,
    page: asked.page,
  };
  const path = placeHref(city, place?.locality, listingType);
  const extra = [...url.searchParams.keys()].some((key) => key !== "page" && key !== "sort");
  if (extra)
    return {
      redirectTo: searchHref({
        ...asked,
        city,
        localities: [...filters.localities, ...asked.localities],
        listingType: asked.listingType ?? listingType,
      }),
    };
  const canonicalQuery = filtersToParams({
    ...parseFilters(new URLSearchParams()),
    sort: asked.sort,
    page: asked.page,
  });
  if (withoutLocale(url.pathname) !== path || canonicalQuery.toString() !== url.searchParams.toString()) {
    const query = canonicalQuery.toString();
    return { redirectTo: `${path}${query ? `?${query}` : ""}` };
  }
  return { city, place, listingType, filters, path, page: asked.page };
}

// ---------------------------------------------------------------------------
// A place page's words, in the page's language.

/** "Gomti Nagar, Lucknow", or the city alone. */
export function placeName({ t, locale }: Translator, city: Place["city"], place?: Place): string {
  return place ? `${localityName(place.locality, locale)}, ${t(city)}` : t(city);
}

const TITLES = {
  any: msg("Properties in {place}"),
  Sell: msg("Properties for sale in {place}"),
  Rent: msg("Properties for rent in {place}"),
  other: msg("Properties ({type}) in {place}"),
};

const PROPERTIES = {
  any: COUNTS.properties,
  Sell: msgPlural({ one: "{count} property for sale", other: "{count} properties for sale" }),
  Rent: msgPlural({ one: "{count} property for rent", other: "{count} properties for rent" }),
  other: msgPlural({ one: "{count} property ({type})", other: "{count} properties ({type})" }),
};

type Kind = keyof typeof TITLES;
const kindOf = (listingType: string | undefined): Kind =>
  !listingType ? "any" : listingType === "Sell" || listingType === "Rent" ? listingType : "other";
/** The listing type in brackets: "(pg)" in English, as it always read; "(PG)" in Hindi. */
const typeWord = ({ t, locale }: Translator, listingType: string | undefined) =>
  locale === "en" ? (listingType ?? "").toLowerCase() : t(listingType ?? "");

/** "Properties for sale in Gomti Nagar, Lucknow". */
export function placeTitle(words: Translator, place: string, listingType: string | undefined): string {
  return words.t(TITLES[kindOf(listingType)], { place, type: typeWord(words, listingType) });
}

/** How many live properties of the kind: "3 properties for sale". */
function placeCount(words: Translator, listingType: string | undefined, total: number): string {
  return words.plural(total, PROPERTIES[kindOf(listingType)]).replace("{type}", typeWord(words, listingType));
}

/**
 * A place page's title in a browser's tab: English as it always read ("Properties in
 * Lucknow: 3 properties"); in Hindi one phrase, "लखनऊ में 3 संपत्तियाँ", not the heading and a
 * count side by side.
 */
export function placeTabTitle(words: Translator, place: string, listingType: string | undefined, total: number) {
  return words.locale === "en"
    ? `${placeTitle(words, place, listingType)}: ${words.plural(total, COUNTS.properties)}`
    : words.t("{properties} in {place}", { properties: placeCount(words, listingType, total), place });
}

/** The page's description: how many live properties, and what each shows. */
export function placeDescription(
  words: Translator,
  place: string,
  listingType: string | undefined,
  total: number,
): string {
  const properties = placeCount(words, listingType, total);
  return words.t(
    "{properties} in {place}, each checked by our team before it goes live: prices, areas, BHK, photos and the owner's or agent's details. Filter by budget, BHK, area and more.",
    { properties, place },
  );
}
