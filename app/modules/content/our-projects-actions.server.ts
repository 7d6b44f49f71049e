import { data } from "react-router";
import { check } from "#app/modules/platform/form-schema";
import { type ActionResult, formValues } from "#app/modules/platform/forms";
import { isUuid } from "#app/modules/platform/ids";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { logger } from "#app/modules/platform/logger.server";
import { OUR_PROJECT_MESSAGES } from "./our-project-words";
import { OurProjectSchema } from "./our-projects";
import { createOurProject, deleteOurProject } from "./our-projects.server";

/**
 * The "Create Project" and delete posts, for an Admin the caller has already checked:
 * intent "create" (the shared schema, 400 on bad input) or "delete" with an id.
 */
export async function ourProjectAction(form: FormData, adminId: string) {
  const create = async () => {
    const checked = check(OurProjectSchema, formValues(form));
    if (!checked.ok) return data<ActionResult>({ ok: false, message: checked.message, field: checked.field }, 400);
    try {
      const project = await createOurProject(checked.data, adminId);
      logger.info({ ourProjectId: project.id }, "our project created");
      return data<ActionResult>({ ok: true, message: OUR_PROJECT_MESSAGES.created });
    } catch (error) {
      logger.error({ err: error }, "our project could not be saved");
      return data<ActionResult>({ ok: false, message: OUR_PROJECT_MESSAGES.failure }, 500);
    }
  };
  return dispatchIntent(
    form,
    {
      create,
      delete: async () => {
        const id = form.get("id");
        if (!isUuid(id) || !(await deleteOurProject(id))) {
          return data<ActionResult>({ ok: false, message: OUR_PROJECT_MESSAGES.missing }, 404);
        }
        return data<ActionResult>({ ok: true, message: OUR_PROJECT_MESSAGES.deleted });
      },
    },
    // The "Create Project" form of the old product sends no intent.
    create,
  );
}
