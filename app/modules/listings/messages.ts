import { UPLOAD_MESSAGES, type WizardMessages } from "#app/modules/listing/messages";

/** The spec's messages for posting a property. */
export const PROPERTY_MESSAGES = {
  mustLogIn: "You must be logged in to submit a property!",
  submitted: "Property submitted successfully!",
  submitFailed: "Error submitting property. Please try again.",
  ...UPLOAD_MESSAGES,
} as const satisfies WizardMessages;

/** What the Admin and owners are told when they moderate or remove a property. */
export const MODERATION_MESSAGES = {
  approved: "Property approved. It is now visible to everyone.",
  rejected: "Property rejected. It and its photos have been deleted.",
  deleted: "Property deleted.",
  notPending: "That property is not waiting for approval any more.",
  notFound: "We could not find that property. It may already have been removed.",
  unknownIntent: "Unknown action.",
} as const;

/** Why a post is refused: the per-account posting limits. */
export const POSTING_MESSAGES = {
  tooMany: (perWindow: number, windowMinutes: number) =>
    windowMinutes === 60
      ? `You can post up to ${perWindow} properties an hour. Please try again later.`
      : `You can post up to ${perWindow} properties in ${windowMinutes} minutes. Please try again later.`,
  tooManyPending: (pending: number) =>
    `You already have ${pending} properties waiting for approval. Please wait until our team has checked them before posting more.`,
} as const;
