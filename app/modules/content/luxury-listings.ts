import { BUY_IMAGES } from "#app/assets/buy/images";

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
    title: "Riverside Villa with Private Lawn",
    location: "Gomti Nagar Extension, Lucknow",
    price: 48_500_000,
    bedrooms: 5,
    bathrooms: 6,
    area: 6200,
    summary:
      "A corner villa on a 600 sq yd plot facing the Gomti greenbelt, with a double-height living room, a home office and a lawn large enough for a family function.",
    features: ["600 sq yd corner plot", "Double-height living room", "Home lift", "Solar rooftop", "Staff quarters"],
    photos: photos("riverside-villa", [
      "The villa from the lawn, under a clear sky",
      "The living room with a sofa and a tall window",
      "The plot and its boundary, seen from the gate",
    ]),
  },
  {
    id: "skyline-penthouse",
    title: "Skyline Penthouse, Hazratganj",
    location: "Hazratganj, Lucknow",
    price: 36_000_000,
    bedrooms: 4,
    bathrooms: 4,
    area: 4100,
    summary:
      "The top two floors of a twenty-storey tower in the heart of the city, with a wraparound terrace that looks over the old city's domes at sunset.",
    features: ["Private terrace of 1,200 sq ft", "Two covered parking spaces", "Clubhouse and pool", "Concierge desk"],
    photos: photos("skyline-penthouse", [
      "The residential tower from the street",
      "The penthouse living room",
      "The view from the terrace at dusk, over the river and the domes",
    ]),
  },
  {
    id: "heritage-bungalow",
    title: "Restored Heritage Bungalow",
    location: "Civil Lines, Kanpur",
    price: 27_500_000,
    bedrooms: 4,
    bathrooms: 3,
    area: 3800,
    summary:
      "A 1930s bungalow restored with its original high ceilings and verandas, on a quiet tree-lined road minutes from the Mall Road offices.",
    features: [
      "High ceilings and verandas",
      "Mature mango and neem trees",
      "Fully rewired and replumbed",
      "Clear freehold title",
    ],
    photos: photos("heritage-bungalow", [
      "The bungalow's front with its garden",
      "The drawing room",
      "The bungalow seen from the side garden",
    ]),
  },
];

/** Listings whose title or location contains every word of the query, in any case. */
export function searchLuxuryListings(listings: readonly LuxuryListing[], query: string): LuxuryListing[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...listings];
  return listings.filter((listing) => {
    const haystack = `${listing.title} ${listing.location}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
