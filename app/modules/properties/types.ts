// Shapes the server hands to pages and components. They live outside the .server modules
// so that components can name them without importing server code.
import type { FieldName } from "#app/modules/listing-core/fields";
import type { CardRow } from "#app/modules/listing-core/view";
import type { StoredImage } from "#app/modules/media/image-urls";

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

/** A property in the Admin's lists, with its poster. */
export interface AdminPropertySummary extends PropertySummary {
  ownerName: string | null;
  ownerEmail: string | null;
}

/** One entry of the approval queue (lifecycle/queue.server.ts). */
export interface QueueItem extends AdminPropertySummary {
  /** A new or resubmitted listing, or an edit of a live one. */
  kind: "new" | "edit";
  /** Since when it has waited: its posting or resubmission, or the edit's sending. */
  waitingSince: string;
  ownerId: string;
  /** What the Admin should look at (trust/flags.server.ts), found when it was sent. */
  flags: ListingFlag[];
  /** The listing's photos: "3 photos" in the row. */
  photos: string;
  /** How many photos, for the row's words in the page's language. */
  photoCount: number;
  /**
   * What an Admin checks before approving (issue 57, B8), beside the card's badges, LDA
   * standing (`legality`) and Agent tag (`posterAgent`): the colony as the poster wrote it,
   * the LDA approval number they gave, the listing's RERA number and whether it was checked,
   * the poster's role and whether the broker signs flagged them (decision 044).
   */
  colony: string;
  /** Its type asks for a colony (plots and houses): an empty one reads "Not given". */
  colonyAsked: boolean;
  ldaApprovalNumber: string;
  reraNumber: string;
  reraChecked: boolean;
  ownerRole: string | null;
  posterFlaggedAsBroker: boolean;
}

/** One field an owner's edit changes, before and after, as the Admin reads it. */
export interface FieldChange {
  field: FieldName | "amenities";
  label: string;
  before: string;
  after: string;
}

/** A waiting edit of a live listing: its changes field by field, and the photos it adds and removes. */
export interface EditReview {
  changes: FieldChange[];
  added: StoredImage[];
  removed: StoredImage[];
  sentAt: string;
}

/** The approval queue's warnings, as stored with a listing (trust/flags.server.ts); their words: trust/flag-words.ts. */
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

/** A listing a broker sign rests on, as the desk links to it (trust/broker-signs.server.ts). */
export interface EvidenceListing {
  id: string;
  name: string;
  locality: string;
  city: string;
  status: string;
}

/** What each broker sign rests on (issue 57, B14): the desk links to every listing it names. */
export interface BrokerEvidence {
  /** Their listings live or waiting for approval, newest first (at most BROKER_SIGNS.evidence). */
  listings: EvidenceListing[];
  /** Their listings whose contact number another account's listing also gives, each with that listing. */
  sharedNumber: Array<{ number: string; mine: EvidenceListing; theirs: EvidenceListing & { poster: string } }>;
  /** Their listings the queue flagged for photos near-identical to another poster's, with that listing. */
  sharedPhotos: Array<{ mine: EvidenceListing; theirs: { id: string; name: string } }>;
}
