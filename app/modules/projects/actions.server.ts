import { data, redirect } from "react-router";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { postListing } from "#app/modules/listing-core/post.server";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import type { ActionResult } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { logger } from "#app/modules/platform/logger.server";
import { safeRedirectPath } from "#app/modules/platform/safe-redirect";
import { ADMIN_PROJECTS_PATH } from "./display";
import { checkProjectRera, createProject, deleteProject } from "./projects.server";
import { ProjectSchema } from "./schemas";
import { PROJECT_DELETED, PROJECT_MESSAGES, PROJECT_NOT_FOUND } from "./words";

/**
 * Everything that changes new projects: posting from the wizard and deleting (from the
 * admin list or a project's page). The Admin check comes first, for both: anyone else
 * gets 403 and nothing is read or stored. A post goes through the same server path as a
 * property (shared schema, photos attached in one transaction with the ownership check);
 * a delete removes the project's photos too.
 */
export async function handleProjectAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  // Back to where the button was (a project's own page is gone after a delete).
  const goBack = () => {
    const returnTo = form.get("returnTo");
    if (typeof returnTo === "string" && returnTo) throw redirect(safeRedirectPath(returnTo, ADMIN_PROJECTS_PATH));
  };
  const post = () =>
    postListing(form, {
      userId: admin.id,
      schema: ProjectSchema,
      messages: PROJECT_MESSAGES,
      save: createProject,
      noun: "project",
    });
  return dispatchIntent(
    form,
    {
      delete: async () => {
        const id = String(form.get("id") ?? "");
        const deleted = await deleteProject(id);
        if (!deleted) return data<ActionResult>({ ok: false, message: PROJECT_NOT_FOUND }, 404);
        logger.info({ projectId: id, adminId: admin.id }, "project deleted");
        goBack();
        return data<ActionResult>({ ok: true, message: PROJECT_DELETED });
      },
      "check-rera": async () => {
        if (!(await checkProjectRera(String(form.get("id") ?? ""), admin.id)))
          return data<ActionResult>({ ok: false, message: RERA_MESSAGES.nothingToCheck }, 409);
        goBack();
        return data<ActionResult>({ ok: true, message: RERA_MESSAGES.marked });
      },
    },
    // The wizard's post has no intent.
    post,
  );
}
