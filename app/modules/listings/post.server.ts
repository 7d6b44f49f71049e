import { data } from "react-router";
import { getUser } from "#app/modules/accounts/session.server";
import { formValues } from "#app/modules/forms";
import { logger } from "#app/modules/logger.server";
import { createProperty, PropertyImagesError } from "./listings.server";
import { PROPERTY_MESSAGES, type WizardMessages } from "./messages";
import { normaliseProperty } from "./normalise";
import { PostingLimitError, readFormToken } from "./posting-limits.server";
import { checkProperty, describeFailure, type ListingSchema, type PropertyInput } from "./schemas";
import type { PostResult } from "./types";

export interface PostListing {
  /** The poster, already checked by the caller (signed in, or an Admin for projects). */
  userId: string;
  schema: ListingSchema;
  messages: WizardMessages;
  /**
   * Stores the listing and attaches its photos in one transaction; returns its id. The form
   * token (the wizard's hidden field, or null) makes a resent submission return the same id.
   */
  save: (userId: string, input: PropertyInput, formToken: string | null) => Promise<string>;
  /** For the log line ("property posted", "project posted"). */
  noun: string;
}

/**
 * The one server path that turns a posted wizard or form into a listing: normalised
 * field names, the shared schema, then the listing and its photos in one transaction.
 * Who may post is the caller's guard, checked before this runs.
 */
export async function postListing(form: FormData, { userId, schema, messages, save, noun }: PostListing) {
  const values = normaliseProperty(formValues(form, ["amenities", "imageIds"]));
  const checked = checkProperty(schema, values);
  if (!checked.ok) return data<PostResult>(checked, 400);
  const formToken = readFormToken(form.get("formToken"));
  try {
    const id = await save(userId, checked.data, formToken);
    logger.info({ [`${noun}Id`]: id, userId, images: checked.data.imageIds.length }, `${noun} posted`);
    return data<PostResult>({
      ok: true,
      message: messages.submitted,
      id,
      ...(formToken ? { nextFormToken: newFormToken() } : {}),
    });
  } catch (error) {
    if (error instanceof PropertyImagesError) return data<PostResult>(describeFailure(error.message, error.field), 400);
    if (error instanceof PostingLimitError) return data<PostResult>({ ok: false, message: error.message }, 429);
    logger.error({ err: error, userId }, `${noun} could not be saved`);
    return data<PostResult>({ ok: false, message: messages.submitFailed }, 500);
  }
}

/** A one-time token for a wizard form: a submission sent again with it makes no second listing. */
export function newFormToken(): string {
  return crypto.randomUUID();
}

/** A pending property from the wizard or /Postlisting: any signed-in user may post one. */
export async function submitProperty(request: Request, schema: ListingSchema) {
  const user = await getUser(request);
  if (!user) return data<PostResult>({ ok: false, message: PROPERTY_MESSAGES.mustLogIn, signedOut: true }, 401);
  return postListing(await request.formData(), {
    userId: user.id,
    schema,
    messages: PROPERTY_MESSAGES,
    save: (userId, input, formToken) => createProperty(userId, input, { formToken, limited: user.role !== "Admin" }),
    noun: "property",
  });
}
