import type { Translator } from "#app/modules/i18n/translate";
import type { FormMode } from "#app/modules/listing-core/fields";
import { type ListingCheck, type ListingSchema, listingCheck, listingSchema } from "#app/modules/listing-core/schema";
import { PROPERTY_WIZARD } from "./form";

/**
 * The wizard: the old product (docs/product/old-product.md §5) gives it no per-step
 * validation, so only what a listing needs.
 */
export const PropertySchema = listingSchema("wizard", PROPERTY_WIZARD);
/** /Postlisting: every field and at least one photo. */
export const CompletePropertySchema = listingSchema("complete", PROPERTY_WIZARD);

const worded = new Map<string, ListingSchema>();

/** The same schemas, their messages in a language (English: the two above), each built once. */
export function propertySchema(mode: FormMode, { locale, t }: Translator): ListingSchema {
  if (locale === "en") return mode === "wizard" ? PropertySchema : CompletePropertySchema;
  const key = `${mode}:${locale}`;
  let schema = worded.get(key);
  if (!schema) {
    schema = listingSchema(mode, PROPERTY_WIZARD, t);
    worded.set(key, schema);
  }
  return schema;
}

/** The wizard's (or /Postlisting's) check in the browser, in the page's language: the server's schema, field names normalised first. */
export function propertyCheck(mode: FormMode, translator: Translator): ListingCheck {
  return listingCheck(propertySchema(mode, translator), translator.t);
}
