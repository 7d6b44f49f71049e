// Shapes the server hands to pages and components. They live outside the .server modules
// so that components can name them without importing server code.
import type { CardRow } from "#app/modules/listing/view";

/** What a card shows: the listing's headline facts, first photo and status. */
export type PropertySummary = CardRow & {
  isApproved: boolean;
  /** In the Admin's lists: whether the poster has confirmed their e-mail address. */
  ownerVerified?: boolean;
};
