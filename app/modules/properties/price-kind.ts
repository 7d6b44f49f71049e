/**
 * The kinds of home that locality prices and circle rates are kept for (docs/product/marketplace.md §10):
 * flats and houses are priced per sq ft of built-up area, plots per sq yd (gaj) of land, as
 * people in Lucknow quote them. Commercial and agricultural property has its own market and
 * circle rates, so it has no kind here.
 */
export const PRICE_KINDS = ["flat", "house", "plot"] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** Square feet in one unit each kind is priced in. */
export const SQFT_PER_PRICE_UNIT: Readonly<Record<PriceKind, number>> = { flat: 1, house: 1, plot: 9 };

/** Square feet in a square metre: the district publishes circle rates per sq m. */
export const SQFT_PER_SQM = 10.763_910_416_709_722;

const KIND_OF_TYPE: Readonly<Record<string, PriceKind>> = {
  "Flat/Apartment": "flat",
  "1 RK/Studio Apartment": "flat",
  "Independent House/Villa": "house",
  "Plot/Land": "plot",
};

/** The kind a residential listing is priced as, or null when it has none. */
export function priceKindOf(
  category: string | null | undefined,
  propertyType: string | null | undefined,
): PriceKind | null {
  if (category !== "Residential" || !propertyType) return null;
  return KIND_OF_TYPE[propertyType] ?? null;
}
