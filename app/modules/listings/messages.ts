import { UPLOAD_MESSAGES, type WizardMessages } from "#app/modules/listing/messages";

/** The spec's messages for posting a property. */
export const PROPERTY_MESSAGES = {
  mustLogIn: "You must be logged in to submit a property!",
  submitted: "Property submitted successfully!",
  submitFailed: "Error submitting property. Please try again.",
  ...UPLOAD_MESSAGES,
} as const satisfies WizardMessages;
