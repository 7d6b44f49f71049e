import { emptyDraft, type PropertyDraft } from "#app/components/listings/property-field";
import type { StoredImage } from "#app/modules/media/image-urls";

/** A listing wizard's state as this tab keeps it across reloads (sessionStorage). */
export interface SavedWizard {
  step: number;
  draft: PropertyDraft;
  images: StoredImage[];
}

/** The wizard as it was before a reload (same tab); anything malformed is ignored. */
export function readSaved(storageKey: string, lastStep: number): SavedWizard | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "null") as Partial<SavedWizard> | null;
    if (!saved || typeof saved !== "object") return null;
    const draft = emptyDraft();
    for (const key of Object.keys(draft) as Array<keyof PropertyDraft>) {
      const value = saved.draft?.[key];
      if (key === "amenities") {
        if (Array.isArray(value)) draft.amenities = value.filter((item): item is string => typeof item === "string");
      } else if (typeof value === "string") {
        draft[key] = value;
      }
    }
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
