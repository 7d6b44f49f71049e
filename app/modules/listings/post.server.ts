import { data } from "react-router";
import { getUser } from "#app/modules/accounts/session.server";
import { PostRefusedError, postListing } from "#app/modules/listing/post.server";
import type { ListingSchema, PostResult } from "#app/modules/listing/schema";
import { logger } from "#app/modules/logger.server";
import { saveEdit } from "./edits.server";
import { refreshReviewFlags } from "./flags.server";
import { LIFECYCLE_MESSAGES } from "./lifecycle";
import { createProperty } from "./listings.server";
import { PROPERTY_MESSAGES } from "./messages";

/** The queue's warnings for a listing just sent (a failure here never refuses the post). */
async function flagForReview(id: string): Promise<void> {
  try {
    await refreshReviewFlags(id);
  } catch (error) {
    logger.error({ err: error, propertyId: id }, "could not check the listing for the approval queue");
  }
}

/**
 * A pending property from the wizard or /Postlisting: any signed-in user may post one. With
 * `editId`, the wizard edits the owner's own listing instead (edits.server.ts).
 */
export async function submitProperty(request: Request, schema: ListingSchema) {
  const user = await getUser(request);
  if (!user) return data<PostResult>({ ok: false, message: PROPERTY_MESSAGES.mustLogIn, signedOut: true }, 401);
  const form = await request.formData();
  const editId = form.get("editId");
  if (typeof editId === "string" && editId) {
    return postListing(form, {
      userId: user.id,
      schema,
      messages: { ...PROPERTY_MESSAGES, submitted: LIFECYCLE_MESSAGES.editSaved },
      save: async (userId, input) => {
        const outcome = await saveEdit(userId, editId, input);
        if (!outcome.ok) throw new PostRefusedError(LIFECYCLE_MESSAGES.cannotEdit, 409);
        await flagForReview(editId);
        return editId;
      },
      noun: "property edit",
    });
  }
  return postListing(form, {
    userId: user.id,
    schema,
    messages: PROPERTY_MESSAGES,
    save: async (userId, input, formToken) => {
      const id = await createProperty(userId, input, { formToken, limited: user.role !== "Admin" });
      await flagForReview(id);
      return id;
    },
    noun: "property",
  });
}
