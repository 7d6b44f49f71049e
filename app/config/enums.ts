/**
 * Every enumeration of the product, declared once. Forms, detail pages, filters and
 * server-side validation all read from here, so a new option is added in one place.
 */

import { CITIES, type City } from "./cities";

export { CITIES, type City };

export const ROLES = ["Owner", "Client", "Agent", "Admin"] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose at sign-up. Admin is never offered. */
export const SIGN_UP_ROLES = ["Owner", "Client", "Agent"] as const satisfies readonly Role[];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const CATEGORIES = ["Residential", "Commercial"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The public posting wizard (user-posted properties). */
export const PROPERTY_FORM = {
  listingTypes: ["Sell", "Rent", "Agricultural Land"],
  propertyTypes: {
    Residential: ["Flat/Apartment", "Independent House/Villa", "Plot/Land", "Agricultural Land"],
    // What people post in Lucknow's markets: shops, offices, showrooms, godowns (issue 43).
    Commercial: ["Shop", "Office", "Showroom", "Warehouse/Godown", "Plot/Land", "Industry", "Agricultural Land"],
  },
} as const;

/** The admin city-project wizard (new projects). */
export const PROJECT_FORM = {
  listingTypes: ["Sell", "Rent", "PG"],
  propertyTypes: {
    Residential: ["Flat/Apartment", "Independent House/Villa", "Plot/Land", "1 RK/Studio Apartment"],
    Commercial: ["Office", "Retail", "Plot/Land", "Storage", "Industry"],
  },
} as const;

export type ListingForm = typeof PROPERTY_FORM | typeof PROJECT_FORM;

export const FACING_TYPES = [
  "North",
  "South",
  "East",
  "West",
  "North-East",
  "North-West",
  "South-East",
  "South-West",
] as const;
export type FacingType = (typeof FACING_TYPES)[number];

/** The property types that are homes: only they have bedrooms (docs/product/marketplace.md §1). */
export const HOME_TYPES = ["Flat/Apartment", "Independent House/Villa", "1 RK/Studio Apartment"] as const;

/** Bedrooms as a number, and how each reads: 0 is a 1 RK, 6 is 6 or more. */
export const BEDROOMS = {
  0: "1 RK",
  1: "1 BHK",
  2: "2 BHK",
  3: "3 BHK",
  4: "4 BHK",
  5: "5 BHK",
  6: "6+ BHK",
} as const;

export const AREA_KINDS = ["Carpet", "Built-up", "Super built-up", "Plot"] as const;

export const POSSESSION = ["Ready to move", "Under construction"] as const;

export const FURNISHING = ["Unfurnished", "Semi-Furnished", "Fully Furnished"] as const;
export type Furnishing = (typeof FURNISHING)[number];

/** Whom a home is let to (a rent fact): families, bachelors, or either. */
export const TENANTS = ["Family", "Bachelors", "Anyone"] as const;

/** A fact that is so or not (a corner plot, pets allowed); blank when the poster did not say. */
export const YES_NO = ["Yes", "No"] as const;

/** What a search for homes to rent asks of who may rent: a family also finds homes let to anyone. */
export const TENANT_FILTERS = ["Family", "Bachelors"] as const;

/** The least road widths (feet) a search offers: "Road 30 ft or wider". */
export const ROAD_WIDTH_MINIMUMS = ["20", "30", "40", "60"] as const;

/** The one answer a yes-or-no filter asks for (corner plots only). */
export const ONLY_YES = ["Yes"] as const;

/** The units a plot's front and depth are given in. */
export const LENGTH_UNITS = ["ft", "m"] as const;

export const AMENITIES = [
  "Gym",
  "Swimming Pool",
  "Parking",
  "Security",
  "Power Backup",
  "Clubhouse",
  "Lift",
  "Balcony",
  "Medical Facility",
  "Day Care Center",
  "Pet Area",
  "Indoor Games",
  "Conference Room",
  "Large Green Area",
  "Concierge Desk",
  "Helipad",
  "Golf Course",
  "Multiplex",
  "Serviced Apartments",
  "Service Elevators",
  "High Street Retail",
  "Hypermarket",
  "ATM'S",
  "Study Room",
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Listing-type filter options of /NewProject (see docs/decisions for how they map to stored fields). */
export const PROJECT_FILTERS = ["Buy", "Rent", "PG", "Commercial", "Plot"] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (options as readonly string[]).includes(value);
}

/** Case-insensitive lookup of a supported city ("noida" gives "Noida"). */
export function cityFromSlug(slug: string | undefined): City | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return CITIES.find((city) => city.toLowerCase() === wanted);
}

export function citySlug(city: City): string {
  return city.toLowerCase();
}
