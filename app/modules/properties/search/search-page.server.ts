import { CITIES } from "#app/config/cities";
import { localityName } from "#app/modules/i18n/place-names";
import { type Translator, translator } from "#app/modules/i18n/translate";
import { propertyHref } from "#app/modules/listing-core/links";
import { localitiesIn } from "#app/modules/listing-core/localities.server";
import { formatBox, kmBetween, WITHIN_KM } from "#app/modules/listing-core/location";
import { prefixQuery } from "#app/modules/listing-core/query-text";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { cardsIn } from "#app/modules/listing-core/view";
import type { Page } from "#app/modules/platform/pagination";
import type { PropertySummary } from "#app/modules/properties/types";
import { formatPriceShort } from "#app/modules/text/amount";
import { activeFilterCount, filtersToParams, parseFilters, type SearchFilters } from "./filters";
import { searchPanel } from "./panel";
import { knownLocalities, liveNames, livePlaces, searchPlaces } from "./places.server";
import { readQuery, withQuery } from "./query";
import { ENGLISH } from "./query-english";
import { HINDI } from "./query-hindi";
import { searchMarkers, searchProperties, searchWithCounts } from "./search.server";
import { activeFilters, orderChip } from "./suggestions";

/** The address of a search on /Search (the place pages' filters lead there too). */
export function searchHref(filters: SearchFilters): string {
  const query = filtersToParams(filters).toString();
  return query ? `/Search?${query}` : "/Search";
}

/** A search with its localities spelled as the listings spell them ("gomti nagr" → "Gomti Nagar"). */
export async function withKnownLocalities(filters: SearchFilters): Promise<SearchFilters> {
  if (filters.localities.length === 0) return filters;
  return { ...filters, localities: await knownLocalities(filters.localities, filters.city) };
}

/**
 * A search with the words of its box read as filters: "3 BHK under 60 lakh in gomti nagr"
 * becomes bhk=3, budgetMax=6000000 and locality=Gomti Nagar, and only the words not
 * understood stay the word search. The loader then redirects to that search's address, so
 * the URL holds what the panel shows and reads the same when shared (docs/decisions/022).
 */
export async function withTypedQuery(filters: SearchFilters): Promise<SearchFilters> {
  if (!filters.q) return filters;
  // Places are read as the locality box reads them: against every place live now. The box
  // reads English, Hinglish and Hindi on every page, whatever the page's language.
  // The list of localities too: the box reads "gomti nagar" as Gomti Nagar whatever is listed today.
  const [places, names] = await Promise.all([searchPlaces(), liveNames({ fresh: true })]);
  const read = readQuery(filters.q, places, { city: filters.city, languages: SEARCH_LANGUAGES, names });
  if (Object.keys(read.understood).length === 0 && read.rest === filters.q) return filters;
  // Through the URL and back, so the result is a search parseFilters would give.
  return parseFilters(filtersToParams(withQuery(filters, read)));
}

const SEARCH_LANGUAGES = [ENGLISH, HINDI];

/** How many localities the form suggests before anything is typed. */
const SUGGESTED_LOCALITIES = 30;

/** The localities with the most live listings (in the chosen city), not yet chosen. */
async function localitySuggestions(filters: SearchFilters): Promise<string[]> {
  const chosen = new Set(filters.localities.map((name) => name.toLowerCase()));
  const names = (await livePlaces())
    .filter((place) => (!filters.city || place.city === filters.city) && !chosen.has(place.locality.toLowerCase()))
    .map((place) => place.locality);
  return [...new Set(names)].slice(0, SUGGESTED_LOCALITIES);
}

/** Which filter to drop when nothing matches, and how many results that gives. */
async function wayOut(filters: SearchFilters, words: Translator) {
  const options = await Promise.all(
    activeFilters(filters, words).map(async ({ label, without }) => ({
      label,
      href: searchHref(without),
      total: (await searchProperties(without, 1)).total,
    })),
  );
  return options.filter((option) => option.total > 0).sort((a, b) => b.total - a.total);
}

/** How far around a locality with nothing that matches a search the page looks for neighbours that have. */
const NEARBY_LOCALITY_KM = 5;
/** Most neighbours offered, and most asked for their count. */
const NEARBY_OFFERED = 3;
const NEARBY_ASKED = 6;

/**
 * When a search in a locality finds nothing: the localities around it (by their centres, within
 * NEARBY_LOCALITY_KM) where the same search finds something, nearest first, each a link that
 * adds it to the search. The page says it is a neighbour: a locality is never swapped for
 * another behind the seeker's back (decision 058).
 */
async function nearbyLocalities(filters: SearchFilters, { t, locale }: Translator) {
  const chosen = filters.localities[0];
  if (!chosen) return null;
  const cities = filters.city ? [filters.city] : CITIES;
  for (const city of cities) {
    const list = await localitiesIn(city);
    const here = list.find((locality) => locality.name.toLowerCase() === chosen.toLowerCase());
    if (!here) continue;
    const centre = here.centre;
    if (!centre) return { locality: localityName(here.name, locale), options: [] };
    const taken = new Set(filters.localities.map((name) => name.toLowerCase()));
    // Only localities with live listings are asked (the count says which the search finds).
    const listed = new Set(
      (await livePlaces({ fresh: true }))
        .filter((place) => place.city === city)
        .map((place) => place.locality.toLowerCase()),
    );
    const around = list
      .filter((other) => other.centre && !taken.has(other.name.toLowerCase()) && listed.has(other.name.toLowerCase()))
      .map((other) => ({ other, km: kmBetween(centre, other.centre as NonNullable<typeof other.centre>) }))
      .filter(({ km }) => km <= NEARBY_LOCALITY_KM)
      .sort((a, b) => a.km - b.km)
      .slice(0, NEARBY_ASKED);
    const counted = await Promise.all(
      around.map(async ({ other, km }) => ({
        label: t("{locality}, {km} km away", { locality: localityName(other.name, locale), km: km.toFixed(1) }),
        href: searchHref({ ...filters, localities: [...filters.localities, other.name], page: 1 }),
        total: (await searchProperties({ ...filters, city, localities: [other.name], page: 1 }, 1)).total,
      })),
    );
    return {
      locality: localityName(here.name, locale),
      options: counted.filter((option) => option.total > 0).slice(0, NEARBY_OFFERED),
    };
  }
  return null;
}

/**
 * What a page of search results shows, for /Search and the place pages alike: the results
 * (with nothing chosen, every live listing, newest first), the counts of every option, the
 * filters in use, each with the search that drops it, and, when nothing matches, the ways
 * out. `searched` says whether anything was asked. Its words in the page's language.
 */
export async function searchPage(filters: SearchFilters, words: Translator = translator("en")) {
  const searched = Boolean(filters.q) || activeFilterCount(filters) > 0;
  // Punctuation alone matches nothing (rather than everything).
  const nothing: Page<PropertySummary> = { items: [], total: 0, page: filters.page, pages: 1 };
  const { results, counts } =
    filters.q && !prefixQuery(filters.q) ? { results: nothing, counts: undefined } : await searchWithCounts(filters);
  return {
    searched,
    // Cards are worded in English where they are read (and cached): again in the page's language.
    results: {
      ...results,
      items: withDistances(cardsIn(results.items, listingSettings(), words.locale), filters, words),
    },
    chips: [...activeFilters(filters, words), orderChip(filters, words)]
      .filter((chip) => chip !== undefined)
      .map(({ label, without }) => ({ label, href: searchHref(without) })),
    wayOut: results.total === 0 && searched ? await wayOut(filters, words) : [],
    nearby: results.total === 0 ? await nearbyLocalities(filters, words) : null,
    panel: searchPanel(filters, counts, await localitySuggestions(filters), words),
  };
}

/** Near the visitor, each card says how far it is, in a straight line from the point it shows. */
function withDistances<T extends PropertySummary>(items: T[], filters: SearchFilters, { t }: Translator): T[] {
  const from = filters.near;
  if (!from) return items;
  return items.map((item) => {
    if (item.publicLatitude == null || item.publicLongitude == null) return item;
    const km = kmBetween(from, { latitude: item.publicLatitude, longitude: item.publicLongitude });
    return { ...item, distanceNote: t("{km} km away (straight line)", { km: km.toFixed(1) }) };
  });
}

export type SearchPageData = Awaited<ReturnType<typeof searchPage>>;

/**
 * The search's two views (decision 050): their addresses, and for the map its markers (each
 * worded as its card: name and price) and the box it was asked for.
 */
export async function searchViews(filters: SearchFilters, words: Translator = translator("en")) {
  const views = {
    view: filters.view ?? ("list" as const),
    listHref: searchHref({ ...filters, view: undefined }),
    mapHref: searchHref({ ...filters, view: "map", page: 1 }),
    box: filters.box ? formatBox(filters.box) : null,
    // "Near me": how far around the visitor, each choice a search of its own.
    within: filters.near
      ? WITHIN_KM.map((km) => ({
          km,
          href: searchHref({ ...filters, within: km, page: 1 }),
          current: filters.within === km,
        }))
      : null,
  };
  if (filters.view !== "map") return { ...views, markers: null, unplaced: 0 };
  const { markers, unplaced } = await searchMarkers(filters);
  return {
    ...views,
    unplaced,
    markers: markers.map((marker) => ({
      id: marker.id,
      latitude: marker.latitude,
      longitude: marker.longitude,
      name: listingTitle(marker.title, words.locale),
      price: formatPriceShort(marker.price, { perMonth: marker.perMonth, locale: words.locale }),
      href: propertyHref(marker.id),
    })),
  };
}
