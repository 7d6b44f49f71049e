import { listingCheck, listingSchema } from "#app/modules/listing-core/schema";
import { PROPERTY_WIZARD } from "./form";

/**
 * The wizard: the old product (docs/product/old-product.md §5) gives it no per-step
 * validation, so only what a listing needs.
 */
export const PropertySchema = listingSchema("wizard", PROPERTY_WIZARD);
/** /Postlisting: every field and at least one photo. */
export const CompletePropertySchema = listingSchema("complete", PROPERTY_WIZARD);

/** The wizard's check in the browser: the same schema, field names normalised first. */
export const checkPropertyForm = listingCheck(PropertySchema);
export const checkCompletePropertyForm = listingCheck(CompletePropertySchema);
