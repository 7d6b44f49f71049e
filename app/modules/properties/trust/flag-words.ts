/**
 * The approval queue's warnings, as stored with a listing (flags.server.ts) and as the
 * Admin reads them. Zod-free and free of server code; {placeholders} are filled in here.
 */
import { msg, type Translator } from "#app/modules/i18n/translate";
import type { ListingFlag } from "#app/modules/properties/types";
import { RUPEES, WHOLE } from "#app/modules/text/amount";

export const FLAG_MESSAGES = {
  duplicatePhotos: msg("Possible duplicate: a photo matches another owner's live listing"),
  repeatedContact: msg("Same contact number, locality and type as a live listing, at a price within 5%"),
  priceLow: msg(
    "Price looks too low: {perSqft}/sq ft, under half the locality's median of {median}/sq ft ({comparables} live listings)",
  ),
  priceHigh: msg(
    "Price looks too high: {perSqft}/sq ft, over twice the locality's median of {median}/sq ft ({comparables} live listings)",
  ),
  theirs: msg("Their photo"),
  ours: msg("This listing's photo"),
} as const;

/** The sentence the queue shows for a warning, in the page's language. */
export function flagText(flag: ListingFlag, t: Translator["t"]): string {
  switch (flag.kind) {
    case "duplicatePhotos":
      return t(FLAG_MESSAGES.duplicatePhotos);
    case "repeatedContact":
      return t(FLAG_MESSAGES.repeatedContact);
    case "priceOutlier":
      return t(flag.direction === "low" ? FLAG_MESSAGES.priceLow : FLAG_MESSAGES.priceHigh, {
        perSqft: RUPEES.format(flag.pricePerSqft),
        median: RUPEES.format(flag.median),
        comparables: WHOLE.format(flag.comparables),
      });
  }
}
