import { msg } from "#app/modules/i18n/translate";
import { stepOfField } from "#app/modules/listing-core/fields";

/** What the suggestions read from a listing. */
export interface ListingForSuggestions {
  id: string;
  status: string;
  photos: number;
  /** The area as the owner gave it (null when they did not). */
  area: number | null;
  description: string;
  /** When it expires unless its owner confirms it (live listings). */
  expiresAt: Date | null;
}

export type Suggestion =
  | { kind: "photos" | "area" | "description"; text: string; href: string; action: string }
  | { kind: "confirm" | "renew"; text: string; expiresAt: string | null };

/** Fewer photos than this and the first suggestion is to add some. */
export const FEW_PHOTOS = 3;
/** A description shorter than this says too little to decide on. */
export const SHORT_DESCRIPTION = 30;
/** Days before its expiry from which a live listing is asked to be confirmed. */
export const EXPIRY_WARNING_DAYS = 7;

export const SUGGESTION_MESSAGES = {
  photos: msg("Add photos: listings with 5 or more photos get more enquiries."),
  addPhotos: msg("Add photos"),
  area: msg("Add the area so buyers can compare ₹/sq ft."),
  addArea: msg("Add the area"),
  description: msg("Describe it in a few lines: what is near, the floor, the light, the parking."),
  addDescription: msg("Add a description"),
  confirm: msg("Confirm it is still available: it expires on {date}."),
  renew: msg("It has expired and no one sees it: renew it if it is still available."),
} as const;

/** Where the wizard asks for a field, for this listing. */
const editStep = (id: string, step: number) => `/postproperty?edit=${encodeURIComponent(id)}&step=${step}`;

/**
 * Plain things an owner can do that help a listing, each with where to do it: the wizard's
 * step for the missing part, or the confirmation that keeps it live. Only for a listing
 * its owner can still change (not closed; rejected ones are edited and sent again).
 */
export function suggestionsFor(listing: ListingForSuggestions, at: Date): Suggestion[] {
  const suggestions: Suggestion[] = [];
  const editable = ["live", "pending", "rejected"].includes(listing.status);
  if (editable && listing.photos < FEW_PHOTOS)
    suggestions.push({
      kind: "photos",
      text: SUGGESTION_MESSAGES.photos,
      href: editStep(listing.id, stepOfField("imageIds")),
      action: SUGGESTION_MESSAGES.addPhotos,
    });
  if (editable && !(listing.area && listing.area > 0))
    suggestions.push({
      kind: "area",
      text: SUGGESTION_MESSAGES.area,
      href: editStep(listing.id, stepOfField("plotArea")),
      action: SUGGESTION_MESSAGES.addArea,
    });
  if (editable && listing.description.trim().length < SHORT_DESCRIPTION)
    suggestions.push({
      kind: "description",
      text: SUGGESTION_MESSAGES.description,
      href: editStep(listing.id, stepOfField("description")),
      action: SUGGESTION_MESSAGES.addDescription,
    });
  const warnFrom = at.getTime() + EXPIRY_WARNING_DAYS * 24 * 60 * 60_000;
  if (listing.status === "live" && listing.expiresAt && listing.expiresAt.getTime() <= warnFrom)
    suggestions.push({
      kind: "confirm",
      text: SUGGESTION_MESSAGES.confirm,
      expiresAt: listing.expiresAt.toISOString(),
    });
  if (listing.status === "expired")
    suggestions.push({ kind: "renew", text: SUGGESTION_MESSAGES.renew, expiresAt: null });
  return suggestions;
}
