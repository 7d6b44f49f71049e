import type { EventKind, ListingStatus } from "../status";

// What the owner's profile shows under a listing: plain shapes, for the page and its components.

export interface HistoryEntry {
  kind: EventKind;
  fromStatus: ListingStatus | null;
  toStatus: ListingStatus;
  /** Why, as a code (status.ts), and an Admin's note. */
  reason: string | null;
  note: string | null;
  at: string;
  /** "You", "Our team" or "Automatic", never an Admin's name. */
  by: "owner" | "team" | "site";
}

export interface OwnerNotes {
  /** Why it is rejected or closed, as a code (status.ts), and the Admin's note. */
  statusReason: string | null;
  statusNote: string | null;
  confirmedAt: string | null;
  /** When the listing expires unless confirmed (live listings). */
  expiresAt: string | null;
  /** When an edit of the live listing was sent, if one waits. */
  editSentAt: string | null;
  history: HistoryEntry[];
}
