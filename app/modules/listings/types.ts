// Shapes the server hands to pages and components. They live outside the .server modules
// so that components can name them without importing server code.
import type { StoredImage } from "#app/modules/media/image-urls";
import type { PropertyFailure } from "./schemas";

/** What a card shows: the listing's headline facts and its first photo. */
export interface PropertySummary {
  id: string;
  name: string;
  locality: string;
  city: string;
  listingType: string;
  propertyCategory: string;
  propertyType: string;
  price: number | null;
  plotArea: number | null;
  isApproved: boolean;
  createdAt: string;
  image: StoredImage | null;
}

/** What posting a property or project answers. */
export type PostResult =
  /** nextFormToken: the wizard's token for its next, different submission. */
  | { ok: true; message: string; id: string; nextFormToken?: string }
  | (Omit<PropertyFailure, "step"> & { step?: number; signedOut?: boolean });
