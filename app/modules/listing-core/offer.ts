/**
 * How a listing type reads beside its property type. The old product's third listing type,
 * "Agricultural Land", is farmland for sale: its property type already says farmland, so
 * its listing type reads as a sale ("Agricultural Land · Sell", not the type twice). Small
 * and apart, so that cards carry no more than this.
 */
export function offerOf(listingType: string): string {
  return listingType === "Agricultural Land" ? "Sell" : listingType;
}
