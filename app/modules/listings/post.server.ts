import { data } from "react-router";
import { getUser } from "#app/modules/accounts/session.server";
import { formValues } from "#app/modules/forms";
import { logger } from "#app/modules/logger.server";
import { createProperty, PropertyImagesError } from "./listings.server";
import { normaliseProperty } from "./normalise";
import {
  checkProperty,
  describeFailure,
  PROPERTY_MESSAGES,
  type PropertyFailure,
  type PropertySchema,
} from "./schemas";

export type PostResult =
  | { ok: true; message: string; id: string }
  | (Omit<PropertyFailure, "step"> & { step?: number; signedOut?: boolean });

/**
 * The one server path that turns a posted form into a pending property (the wizard and
 * /Postlisting both use it): signed in, normalised field names, the shared schema, then
 * the property and its photos in one transaction.
 */
export async function submitProperty(request: Request, schema: typeof PropertySchema) {
  const user = await getUser(request);
  if (!user) return data<PostResult>({ ok: false, message: PROPERTY_MESSAGES.mustLogIn, signedOut: true }, 401);
  const values = normaliseProperty(formValues(await request.formData(), ["amenities", "imageIds"]));
  const checked = checkProperty(schema, values);
  if (!checked.ok) return data<PostResult>(checked, 400);
  try {
    const id = await createProperty(user.id, checked.data);
    logger.info({ propertyId: id, userId: user.id, images: checked.data.imageIds.length }, "property posted");
    return data<PostResult>({ ok: true, message: PROPERTY_MESSAGES.submitted, id });
  } catch (error) {
    if (error instanceof PropertyImagesError) return data<PostResult>(describeFailure(error.message, error.field), 400);
    logger.error({ err: error, userId: user.id }, "property could not be saved");
    return data<PostResult>({ ok: false, message: PROPERTY_MESSAGES.submitFailed }, 500);
  }
}
