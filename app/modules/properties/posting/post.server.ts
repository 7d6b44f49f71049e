import { data } from "react-router";
import { LIMITS } from "#app/config/limits";
import { getUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { type FormMode, wizardView } from "#app/modules/listing-core/fields";
import { placeListing } from "#app/modules/listing-core/location.server";
import { PostRefusedError, postListing } from "#app/modules/listing-core/post.server";
import type { ListingInput, PostResult } from "#app/modules/listing-core/schema";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { attachUploads, IMAGES_NOT_YOURS, ListingImagesError } from "#app/modules/listing-core/store.server";
import { listingValues } from "#app/modules/listing-core/values";
import { now as clockNow } from "#app/modules/platform/clock.server";
import { logger } from "#app/modules/platform/logger.server";
import { type EditOutcome, saveEdit } from "#app/modules/properties/lifecycle/edits.server";
import { writeListings } from "#app/modules/properties/listing-store.server";
import { PROPERTY } from "#app/modules/properties/properties.server";
import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import { reviewPosterOf } from "#app/modules/properties/trust/broker-signs.server";
import { refreshReviewFlags } from "#app/modules/properties/trust/flags.server";
import { POSTER_MESSAGES, PROPERTY_MESSAGES } from "#app/modules/properties/words";
import { clearDraft, sentDraftSavedAt } from "./drafts.server";
import { PROPERTY_WIZARD } from "./form";
import { guardPosting, type Posting } from "./limits.server";
import { propertySchema } from "./schemas";

/**
 * The queue's warnings for a listing just sent, and whether its poster now looks like a broker
 * (a failure here never refuses the post).
 */
export async function flagForReview(id: string): Promise<void> {
  try {
    await refreshReviewFlags(id);
    await reviewPosterOf(id);
  } catch (error) {
    logger.error({ err: error, propertyId: id }, "could not check the listing for the approval queue");
  }
}

/** A new listing needs a poster whose mobile number is verified (decision 043); Admins post the company's own. */
export function mustVerifyMobile(user: { role: string; mobileVerified: boolean }): boolean {
  return user.role !== "Admin" && !user.mobileVerified;
}

/**
 * A pending property from the wizard or /Postlisting: any signed-in user with a verified
 * mobile number may post one. With
 * `editId`, the wizard edits the owner's own listing instead (edits.server.ts).
 */
export async function submitProperty(request: Request, mode: FormMode) {
  // Answered in the page's language: its checks and messages worded in it.
  const translator = serverTranslator(localeOf(request));
  const { t } = translator;
  const schema = propertySchema(mode, translator);
  const user = await getUser(request);
  if (!user) return data<PostResult>({ ok: false, message: t(PROPERTY_MESSAGES.mustLogIn), signedOut: true }, 401);
  const form = await request.formData();
  const editId = form.get("editId");
  if (mustVerifyMobile(user) && !(typeof editId === "string" && editId)) {
    return data<PostResult>({ ok: false, message: t(POSTER_MESSAGES.verifyMobileFirst) }, 403);
  }
  if (typeof editId === "string" && editId) {
    return postListing(form, {
      userId: user.id,
      schema,
      messages: { ...PROPERTY_MESSAGES, submitted: LIFECYCLE_MESSAGES.editSaved },
      save: async (userId, input) => {
        await editProperty(userId, editId, input);
        return editId;
      },
      noun: "property edit",
      t,
      locale: translator.locale,
    });
  }
  return postListing(form, {
    userId: user.id,
    schema,
    messages: PROPERTY_MESSAGES,
    save: (_userId, input, formToken) =>
      postProperty(user, input, { formToken, draftSavedAt: sentDraftSavedAt(form.get("draftSavedAt")) }),
    noun: "property",
    t,
    locale: translator.locale,
  });
}

/**
 * The owner's edit of their own listing, as the wizard sends it and a bulk import's changed
 * row: a live listing's edit waits for review, a pending or rejected one is updated; then the
 * queue's warnings are found again. Refused when the listing cannot be edited now.
 */
export async function editProperty(userId: string, propertyId: string, input: ListingInput): Promise<EditOutcome> {
  const outcome = await saveEdit(userId, propertyId, input);
  if (!outcome.ok) throw new PostRefusedError(LIFECYCLE_MESSAGES.cannotEdit, 409);
  await flagForReview(propertyId);
  return outcome;
}

/**
 * A new pending property from a person, as the wizard posts it and a bulk import's new row:
 * the posting guard (form token, limits), the listing and its photos, the queue's warnings.
 */
export async function postProperty(
  user: { id: string; role: string },
  input: ListingInput,
  posting: Omit<Posting, "limited">,
): Promise<string> {
  const id = await createProperty(user.id, input, { ...posting, limited: user.role !== "Admin" });
  await flagForReview(id);
  return id;
}

/**
 * Creates a pending property and attaches its photos in one transaction: if any photo is
 * not this user's own unattached upload, nothing is saved. isApproved is always false here.
 * A post from a person (`posting`) first passes the posting guard: the same form token
 * returns the property it already made, and posts over the limits are refused.
 */
export async function createProperty(userId: string, input: ListingInput, posting?: Posting): Promise<string> {
  if (new Set(input.imageIds).size > LIMITS.imagesPerListing) throw new ListingImagesError(IMAGES_NOT_YOURS);
  const now = clockNow();
  return writeListings(async (writes) => {
    if (posting) {
      const earlier = await guardPosting(writes.tx, userId, posting, now);
      if (earlier) return earlier.existingId;
    }
    const id = await writes.insert({
      ...listingValues(input, listingSettings()),
      // Its locality by the list's name, and its position: the pin (checked), the centre, or none.
      ...(await placeListing(input, userId, writes.tx)),
      userId,
      status: "pending",
      approvedAt: null,
      ...(posting ? { formToken: posting.formToken, createdAt: now } : {}),
    });
    await attachUploads(writes.tx, PROPERTY, userId, input.imageIds, id);
    // Sent: the wizard's draft is done with (decision 059).
    if (posting) await clearDraft(writes.tx, userId, posting.draftSavedAt);
    return id;
  });
}

/**
 * The public wizard as a page receives it: its fields, and for a signed-in person a new
 * draft that starts with their account's mobile as the contact number (most owners post
 * their own number; a mistyped one loses every call).
 */
export async function propertyWizardView(request: Request) {
  const viewer = await getUser(request);
  const view = wizardView(PROPERTY_WIZARD, "wizard", serverTranslator(localeOf(request)).t);
  return viewer?.mobileNumber ? { ...view, defaults: { contactNumber: viewer.mobileNumber } } : view;
}
