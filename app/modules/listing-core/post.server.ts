import { data } from "react-router";
import type { Locale } from "#app/modules/i18n/locale";
import { fill, type Values } from "#app/modules/i18n/translate";
import { formValues } from "#app/modules/platform/forms";
import { logger } from "#app/modules/platform/logger.server";
import type { Translate } from "./fields";
import { PinRefusedError } from "./location.server";
import { normaliseListing } from "./normalise";
import { checkListing, describeFailure, type ListingInput, type ListingSchema, type PostResult } from "./schema";
import { ListingImagesError } from "./store.server";
import type { WizardMessages } from "./words";

/**
 * A refusal the poster can act on (too many posts, a listing that cannot be edited now):
 * shown as is, in the page's language (its message is an English key, with `values` for its
 * {placeholders}).
 */
export class PostRefusedError extends Error {
  constructor(
    /** The English message, before its values are filled in: the catalogue's key. */
    readonly key: string,
    readonly status = 429,
    readonly values?: Values,
  ) {
    super(fill(key, values));
  }
}

/** A form token as the wizard sends it (a UUID); anything else is ignored. */
const FORM_TOKEN = /^[A-Za-z0-9-]{16,64}$/;

function readFormToken(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && FORM_TOKEN.test(value) ? value : null;
}

export interface PostListing {
  /** The poster, already checked by the caller (signed in, or an Admin for projects). */
  userId: string;
  schema: ListingSchema;
  messages: WizardMessages;
  /**
   * Stores the listing and attaches its photos in one transaction; returns its id. The form
   * token (the wizard's hidden field, or null) makes a resent submission return the same id.
   */
  save: (userId: string, input: ListingInput, formToken: string | null) => Promise<string>;
  /** For the log line ("property posted", "project posted"). */
  noun: string;
  /** The language of the answer's messages (the request's page); English as written by default. */
  t?: Translate;
  locale?: Locale;
}

/**
 * The one server path that turns a posted wizard or form into a listing: normalised
 * field names, the shared schema, then the listing and its photos in one transaction.
 * Who may post is the caller's guard, checked before this runs.
 */
export async function postListing(
  form: FormData,
  { userId, schema, messages, save, noun, t = fill, locale = "en" }: PostListing,
) {
  // The pin is a field like the others: the schema reads it (fields.ts, PositionSpec).
  const values = normaliseListing(formValues(form, ["amenities", "imageIds"]));
  const checked = checkListing(schema, values, t);
  if (!checked.ok) return data<PostResult>(checked, 400);
  const formToken = readFormToken(form.get("formToken"));
  try {
    const id = await save(userId, checked.data, formToken);
    logger.info({ [`${noun}Id`]: id, userId, images: checked.data.imageIds.length }, `${noun} posted`);
    return data<PostResult>({
      ok: true,
      message: t(messages.submitted),
      id,
      ...(formToken ? { nextFormToken: newFormToken() } : {}),
    });
  } catch (error) {
    if (error instanceof ListingImagesError)
      return data<PostResult>(describeFailure(error.message, error.field, t), 400);
    if (error instanceof PinRefusedError)
      return data<PostResult>(describeFailure(error.words(t, locale), error.field, t), 400);
    if (error instanceof PostRefusedError)
      return data<PostResult>({ ok: false, message: t(error.key, error.values) }, error.status);
    logger.error({ err: error, userId }, `${noun} could not be saved`);
    return data<PostResult>({ ok: false, message: t(messages.submitFailed) }, 500);
  }
}

/** A one-time token for a wizard form: a submission sent again with it makes no second listing. */
export function newFormToken(): string {
  return crypto.randomUUID();
}
