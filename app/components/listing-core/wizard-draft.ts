import type { ListingDraft } from "#app/modules/listing-core/wizard-view";
import type { StoredImage } from "#app/modules/media/image-urls";

/** A listing wizard's state as this tab keeps it across reloads (sessionStorage). */
export interface SavedWizard {
  step: number;
  draft: ListingDraft;
  images: StoredImage[];
}

/**
 * The wizard as it was before a reload (same tab): the fields of `blank` that were saved
 * as text, and the amenities; anything malformed is ignored.
 */
export function readSaved(storageKey: string, lastStep: number, blank: ListingDraft): SavedWizard | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "null") as Partial<SavedWizard> | null;
    if (!saved || typeof saved !== "object") return null;
    const values = { ...blank.values };
    for (const key of Object.keys(values)) {
      const value = saved.draft?.values?.[key];
      if (typeof value === "string") values[key] = value;
    }
    const amenities = saved.draft?.amenities;
    const draft: ListingDraft = {
      values,
      amenities: Array.isArray(amenities) ? amenities.filter((item): item is string => typeof item === "string") : [],
    };
    const images = Array.isArray(saved.images)
      ? saved.images.filter(
          (image): image is StoredImage =>
            typeof image?.id === "string" && Array.isArray(image.widths) && typeof image.width === "number",
        )
      : [];
    const step = Number.isInteger(saved.step) && Number(saved.step) >= 1 ? Math.min(Number(saved.step), lastStep) : 1;
    return { step, draft, images };
  } catch {
    return null;
  }
}
