import type { WizardMessages } from "#app/modules/listing/fields";
import { PROPERTY_MESSAGES } from "#app/modules/listings/messages";

/** The messages of the city-project wizard and the Admin's project list (free of Zod and of the field declarations). */
export const PROJECT_MESSAGES = {
  mustLogIn: "Only an administrator can post a new project. Please log in with an Admin account.",
  submitted: "Project submitted successfully!",
  submitFailed: "Error submitting project. Please try again.",
  uploaded: PROPERTY_MESSAGES.uploaded,
  uploadFailed: PROPERTY_MESSAGES.uploadFailed,
} as const satisfies WizardMessages;

export const PROJECT_DELETED = "Project deleted, with its photos.";
export const PROJECT_NOT_FOUND = "We could not find that project. It may already have been removed.";
