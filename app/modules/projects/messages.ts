import { UPLOAD_MESSAGES, type WizardMessages } from "#app/modules/listing-core/messages";

/** The messages of the city-project wizard and the Admin's project list (free of Zod). */
export const PROJECT_MESSAGES = {
  mustLogIn: "Only an administrator can post a new project. Please log in with an Admin account.",
  submitted: "Project submitted successfully!",
  submitFailed: "Error submitting project. Please try again.",
  ...UPLOAD_MESSAGES,
} as const satisfies WizardMessages;

export const PROJECT_DELETED = "Project deleted, with its photos.";
export const PROJECT_NOT_FOUND = "We could not find that project. It may already have been removed.";
