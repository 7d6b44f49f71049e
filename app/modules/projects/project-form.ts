import { PROJECT_FORM } from "#app/config/enums";
import { type ListingFormSpec, REQUIRED_FIELDS } from "#app/modules/listing-core/fields";
import { PROJECT_MESSAGES } from "./words";

/**
 * The Admin's city-project wizard (/admin/ProjectExplore): the property wizard's four steps
 * and photo upload, with the city wizard's enumerations (PROJECT_FORM: Sell, Rent or PG,
 * and its own residential and commercial types). A project also needs its name: cards,
 * the home carousels and the city pages are headed by it. Free of Zod (pages load it).
 */
export const PROJECT_WIZARD: ListingFormSpec = {
  noun: "project",
  options: PROJECT_FORM,
  required: [...REQUIRED_FIELDS, "projectBuildingName"],
  messages: PROJECT_MESSAGES,
};
