import { BUY_IMAGES } from "#app/assets/buy/images";
import { msg } from "#app/modules/i18n/translate";

/**
 * The three sample luxury homes of /buy. They are a showcase written into the site, not
 * database rows: the page works as a gallery and invites a call or a visit.
 */
export interface LuxuryListing {
  id: string;
  title: string;
  location: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  /** Built-up area in square feet. */
  area: number;
  summary: string;
  features: string[];
  photos: LuxuryPhoto[];
}

export interface LuxuryPhoto {
  alt: string;
  sources: ReadonlyArray<readonly [string, number]>;
}

function photos(prefix: string, alts: [string, string, string]): LuxuryPhoto[] {
  return alts.map((alt, index) => {
    const picture = BUY_IMAGES.pictures.find((p) => p.name === `${prefix}-${index + 1}`);
    if (!picture) throw new Error(`missing picture ${prefix}-${index + 1}`);
    return { alt, sources: picture.sources };
  });
}

export const LUXURY_PHOTO_SIZE = { width: BUY_IMAGES.width, height: BUY_IMAGES.height };

export const LUXURY_LISTINGS: LuxuryListing[] = [
  {
    id: "riverside-villa",
    title: msg("Riverside Villa with Private Lawn"),
    location: msg("Gomti Nagar Extension, Lucknow"),
    price: 48_500_000,
    bedrooms: 5,
    bathrooms: 6,
    area: 6200,
    summary: msg(
      "A corner villa on a 600 sq yd plot facing the Gomti greenbelt, with a double-height living room, a home office and a lawn large enough for a family function.",
    ),
    features: [
      msg("600 sq yd corner plot"),
      msg("Double-height living room"),
      msg("Home lift"),
      msg("Solar rooftop"),
      msg("Staff quarters"),
    ],
    photos: photos("riverside-villa", [
      msg("The villa from the lawn, under a clear sky"),
      msg("The living room with a sofa and a tall window"),
      msg("The plot and its boundary, seen from the gate"),
    ]),
  },
  {
    id: "skyline-penthouse",
    title: msg("Skyline Penthouse, Hazratganj"),
    location: msg("Hazratganj, Lucknow"),
    price: 36_000_000,
    bedrooms: 4,
    bathrooms: 4,
    area: 4100,
    summary: msg(
      "The top two floors of a twenty-storey tower in the heart of the city, with a wraparound terrace that looks over the old city's domes at sunset.",
    ),
    features: [
      msg("Private terrace of 1,200 sq ft"),
      msg("Two covered parking spaces"),
      msg("Clubhouse and pool"),
      msg("Concierge desk"),
    ],
    photos: photos("skyline-penthouse", [
      msg("The residential tower from the street"),
      msg("The penthouse living room"),
      msg("The view from the terrace at dusk, over the river and the domes"),
    ]),
  },
  {
    id: "heritage-bungalow",
    title: msg("Restored Heritage Bungalow"),
    location: msg("Civil Lines, Kanpur"),
    price: 27_500_000,
    bedrooms: 4,
    bathrooms: 3,
    area: 3800,
    summary: msg(
      "A 1930s bungalow restored with its original high ceilings and verandas, on a quiet tree-lined road minutes from the Mall Road offices.",
    ),
    features: [
      msg("High ceilings and verandas"),
      msg("Mature mango and neem trees"),
      msg("Fully rewired and replumbed"),
      msg("Clear freehold title"),
    ],
    photos: photos("heritage-bungalow", [
      msg("The bungalow's front with its garden"),
      msg("The drawing room"),
      msg("The bungalow seen from the side garden"),
    ]),
  },
];

/**
 * Listings whose title or location contains every word of the query, in any case; with a
 * translation, in English or in the page's language.
 */
export function searchLuxuryListings(
  listings: readonly LuxuryListing[],
  query: string,
  t?: (message: string) => string,
): LuxuryListing[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...listings];
  return listings.filter((listing) => {
    const own = t ? ` ${t(listing.title)} ${t(listing.location)}` : "";
    const haystack = `${listing.title} ${listing.location}${own}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
