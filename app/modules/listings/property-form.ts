import { PROPERTY_FORM } from "#app/config/enums";
import { PROPERTY_MESSAGES } from "./messages";
import { type ListingFormSpec, REQUIRED_IN_WIZARD } from "./property-fields";

/** The public posting wizard (/postproperty) and the one-page form (/Postlisting): PROPERTY_FORM's options. */
export const PROPERTY_WIZARD: ListingFormSpec = {
  noun: "property",
  options: PROPERTY_FORM,
  required: REQUIRED_IN_WIZARD,
  messages: PROPERTY_MESSAGES,
};
