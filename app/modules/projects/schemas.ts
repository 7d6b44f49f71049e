import { listingCheck, listingSchema } from "#app/modules/listing-core/schema";
import { PROJECT_WIZARD } from "./project-form";

/**
 * One schema for a new project, shared by the wizard in the browser (loaded lazily) and
 * the Admin's action: the listing fields in the wizard's order, PROJECT_FORM's options.
 */
export const ProjectSchema = listingSchema("wizard", PROJECT_WIZARD);

/** The wizard's check in the browser: the same schema, field names normalised first. */
export const checkProject = listingCheck(ProjectSchema);
