import type { StoredImage } from "#app/modules/media/image-urls";
import type { ListingDraft } from "./wizard-view";

/**
 * A wizard as it was left: its step, its draft and the photos uploaded for it, and when the
 * browser saved it (the browser's clock, so a tab's draft and the account's compare on one
 * clock). Kept in the tab (sessionStorage) and, signed in, on the server (decision 055).
 */
export interface SavedWizard {
  step: number;
  draft: ListingDraft;
  images: StoredImage[];
  savedAt: number;
  /** In this tab: the account it was saved for (a copy of the account's draft), or none (typed signed out). */
  account?: string;
}
