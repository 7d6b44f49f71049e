import { data } from "react-router";
import { getUser } from "#app/modules/accounts/session.server";
import { postListing } from "#app/modules/listing/post.server";
import type { ListingSchema, PostResult } from "#app/modules/listing/schema";
import { createProperty } from "./listings.server";
import { PROPERTY_MESSAGES } from "./messages";

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
