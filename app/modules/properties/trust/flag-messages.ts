/**
 * The approval queue's warnings, as stored with a listing (flags.server.ts) and as the
 * Admin reads them. Zod-free and free of server code; {placeholders} are filled in here.
 */
import type { ListingFlag } from "#app/modules/properties/types";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

export const FLAG_MESSAGES = {
  duplicatePhotos: "Possible duplicate: a photo matches another owner's live listing",
  repeatedContact: "Same contact number, locality and type as a live listing, at a price within 5%",
  priceLow: (perSqft: number, median: number, comparables: number) =>
    `Price looks too low: ${rupees.format(perSqft)}/sq ft, under half the locality's median of ${rupees.format(median)}/sq ft (${comparables} live listings)`,
  priceHigh: (perSqft: number, median: number, comparables: number) =>
    `Price looks too high: ${rupees.format(perSqft)}/sq ft, over twice the locality's median of ${rupees.format(median)}/sq ft (${comparables} live listings)`,
  theirs: "Their photo",
  ours: "This listing's photo",
  none: "No warnings",
} as const;

/** The sentence the queue shows for a warning. */
export function flagText(flag: ListingFlag): string {
  switch (flag.kind) {
    case "duplicatePhotos":
      return FLAG_MESSAGES.duplicatePhotos;
    case "repeatedContact":
      return FLAG_MESSAGES.repeatedContact;
    case "priceOutlier":
      return (flag.direction === "low" ? FLAG_MESSAGES.priceLow : FLAG_MESSAGES.priceHigh)(
        flag.pricePerSqft,
        flag.median,
        flag.comparables,
      );
  }
}
