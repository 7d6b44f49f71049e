import { CITIES, type City } from "#app/config/cities";
import { msg } from "#app/modules/i18n/translate";
import { slugify } from "#app/modules/text/slug";

/**
 * The addresses of place pages (/properties/lucknow/gomti-nagar/rent), without the weight
 * of the enumerations: pages that only link to places need no more.
 */

export { slugify };

/** A listing type as a URL word: Sell is what a seeker calls "buy". */
export function listingTypeSlug(listingType: string): string {
  return listingType === "Sell" ? "buy" : slugify(listingType);
}

/** The city a place address names ("lucknow" gives "Lucknow"). */
export function cityFromPlaceSlug(slug: string | undefined): City | undefined {
  const wanted = (slug ?? "").toLowerCase();
  return CITIES.find((city) => slugify(city) === wanted);
}

/** The address of a place page; a locality and a listing type are optional. */
export function placeHref(city: City, locality?: string, listingType?: string): string {
  return [
    "/properties",
    slugify(city),
    locality ? slugify(locality) : null,
    listingType ? listingTypeSlug(listingType) : null,
  ]
    .filter(Boolean)
    .join("/");
}

/** The footer's words for each city's page, translated where shown (the footer's t()). */
const CITY_PAGE_LABELS: Record<City, string> = {
  Lucknow: msg("Properties in Lucknow"),
  Noida: msg("Properties in Noida"),
  Gurugram: msg("Properties in Gurugram"),
  Kanpur: msg("Properties in Kanpur"),
  Varanasi: msg("Properties in Varanasi"),
};

/** The place pages every page's footer links to (sent as data, not as code). */
export function footerPlaceLinks(): Array<{ to: string; label: string }> {
  return [
    ...CITIES.map((city) => ({ to: placeHref(city), label: CITY_PAGE_LABELS[city] })),
    // Homes, not every rental (a rented shed is not a home): the residential category, which
    // a place page has no address for, so a search (parsed by search/filters.ts).
    {
      to: `/Search?${new URLSearchParams({ city: "Lucknow", listingType: "Rent", category: "Residential" })}`,
      label: msg("Homes for rent in Lucknow"),
    },
  ];
}
