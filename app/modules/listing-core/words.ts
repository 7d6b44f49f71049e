import { LIMITS } from "#app/config/limits";
import { msg } from "#app/modules/i18n/translate";

/** The old product's photo upload messages (docs/product/old-product.md §8), the same in every wizard. */
export const UPLOAD_MESSAGES = {
  uploaded: msg("Images uploaded successfully!"),
  uploadFailed: msg("Image upload failed. Please try again."),
} as const;

export const MAX_UPLOAD_MB = LIMITS.imageBytes / 1024 / 1024;

/** The messages a listing wizard shows around its fields. */
export interface WizardMessages {
  mustLogIn: string;
  submitted: string;
  submitFailed: string;
  uploaded: string;
  uploadFailed: string;
}
