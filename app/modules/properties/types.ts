// Shapes the server hands to pages and components. They live outside the .server modules
// so that components can name them without importing server code.
import type { CardRow } from "#app/modules/listing-core/view";

/** What a card shows: the listing's headline facts, first photo and status. */
export type PropertySummary = CardRow & {
  isApproved: boolean;
  /**
   * Whether the poster has confirmed their e-mail address (the Admin's lists, and the owner's
   * own listings waiting for approval); unset where a page does not say. Not the Admin's
   * "Owner verified" mark, which is the card's `ownerVerified`.
   */
  posterEmailConfirmed?: boolean;
};

/** The approval queue's warnings, as stored with a listing (trust/flags.server.ts); their words: trust/flag-messages.ts. */
export interface FlagMatch {
  id: string;
  name: string;
  /** "Rajajipuram, Lucknow · ₹45 L" as kept: flags kept before these were stored carry words only. */
  place: string;
  priceText: string;
  /** What the words are made of, so a page in another language words them again (flagsIn). */
  locality?: string;
  city?: string;
  price?: number | null;
  listingType?: string;
  /** For duplicate photos: the matching photo of the other listing, and the listing's own. */
  photo?: FlagPhoto;
  ownPhoto?: FlagPhoto;
}

export interface FlagPhoto {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

export type ListingFlag =
  | { kind: "duplicatePhotos"; match: FlagMatch }
  | { kind: "repeatedContact"; match: FlagMatch }
  | { kind: "priceOutlier"; direction: "low" | "high"; pricePerSqft: number; median: number; comparables: number };
