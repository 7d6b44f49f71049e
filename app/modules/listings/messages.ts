import { LIMITS } from "#app/config/limits";
import type { WizardMessages } from "#app/modules/listing/fields";

/** The spec's messages for posting a property. */
export const PROPERTY_MESSAGES = {
  mustLogIn: "You must be logged in to submit a property!",
  submitted: "Property submitted successfully!",
  submitFailed: "Error submitting property. Please try again.",
  uploaded: "Images uploaded successfully!",
  uploadFailed: "Image upload failed. Please try again.",
} as const satisfies WizardMessages;

export const MAX_UPLOAD_MB = LIMITS.imageBytes / 1024 / 1024;
