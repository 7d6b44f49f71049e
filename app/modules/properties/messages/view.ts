/**
 * What the pages of conversations and visits are given (decision 053): shapes only, so
 * that components can name them without importing server modules.
 */

/** Which side of a conversation a person is: the one who asked, or the listing's poster. */
export type Side = "seeker" | "poster";

export interface ThreadMessage {
  id: string;
  mine: boolean;
  body: string;
  /** Something in it is hidden from the reader (theirs), or from the other side (mine). */
  masked: boolean;
  at: string;
}

export interface ConversationView {
  id: string;
  side: Side;
  propertyId: string | null;
  listing: string;
  /** The other person; null when their account is deleted. Number and e-mail once shared. */
  other: { name: string; role: string; email?: string; mobileNumber?: string } | null;
  messages: ThreadMessage[];
  contacts: { shared: boolean; offeredByMe: boolean; offeredToMe: boolean };
  muted: boolean;
  /** Who blocked whom: "me" (the viewer did), "them", or null. */
  block: "me" | "them" | null;
  reported: boolean;
  /** No message or change can be sent: the other side is gone or a block stands. */
  closed: boolean;
  lastReadAt: string | null;
}

export interface VisitView {
  id: string;
  proposedByMe: boolean;
  slots: string[];
  /** proposed, confirmed, declined, superseded, cancelled, or lapsed (proposed times all passed). */
  status: string;
  confirmedSlot: string | null;
  cancelledByMe: boolean | null;
  reason: string;
  /** The viewer may confirm or decline (the other side proposed, still open). */
  canAnswer: boolean;
  /** Still ahead and not cancelled: the viewer may cancel. */
  canCancel: boolean;
}

export interface ConversationPageData {
  conversation: ConversationView;
  visits: VisitView[];
  /** The poster's visit days and hours in words; null when the listing is gone. */
  visitHours: string | null;
  /** The date pickers' bounds, India time (datetime-local values). */
  slotRange: { min: string; max: string };
}

export interface ConversationSummary {
  id: string;
  propertyId: string | null;
  listing: string;
  side: Side;
  /** The other person's name; null when their account is deleted. */
  otherName: string | null;
  lastMessageAt: string;
  /** The newest message, as the viewer reads it. */
  preview: string;
  unread: number;
  muted: boolean;
}
