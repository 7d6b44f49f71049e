import { msg } from "#app/modules/i18n/translate";
import { UPLOAD_MESSAGES, type WizardMessages } from "#app/modules/listing-core/words";

/** The messages of the city-project wizard and the Admin's project list (free of Zod). */
export const PROJECT_MESSAGES = {
  mustLogIn: msg("Only an administrator can post a new project. Please log in with an Admin account."),
  submitted: msg("Project submitted successfully!"),
  submitFailed: msg("Error submitting project. Please try again."),
  ...UPLOAD_MESSAGES,
} as const satisfies WizardMessages;

export const PROJECT_DELETED = msg("Project deleted, with its photos.");
export const PROJECT_NOT_FOUND = msg("We could not find that project. It may already have been removed.");
