import { PROPERTY_FORM } from "#app/config/enums";
import { type ListingFormSpec, REQUIRED_FIELDS } from "#app/modules/listing-core/fields";
import { PROPERTY_MESSAGES } from "#app/modules/properties/words";

/** The public posting wizard (/postproperty) and the one-page form (/Postlisting): PROPERTY_FORM's options. */
export const PROPERTY_WIZARD: ListingFormSpec = {
  noun: "property",
  options: PROPERTY_FORM,
  required: REQUIRED_FIELDS,
  messages: PROPERTY_MESSAGES,
};
