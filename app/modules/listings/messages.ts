import { LIMITS } from "#app/config/limits";

/**
 * The messages a listing wizard shows. They live apart from the Zod schemas so that the
 * wizard and the photo uploader can show them without loading the validation code
 * (docs/decisions/004-javascript-budget.md).
 */
export interface WizardMessages {
  mustLogIn: string;
  submitted: string;
  submitFailed: string;
  uploaded: string;
  uploadFailed: string;
}

/** The spec's messages for posting a property. */
export const PROPERTY_MESSAGES = {
  mustLogIn: "You must be logged in to submit a property!",
  submitted: "Property submitted successfully!",
  submitFailed: "Error submitting property. Please try again.",
  uploaded: "Images uploaded successfully!",
  uploadFailed: "Image upload failed. Please try again.",
} as const satisfies WizardMessages;

export const MAX_UPLOAD_MB = LIMITS.imageBytes / 1024 / 1024;
