import { data } from "react-router";
import { requireAdmin, requireUser } from "#app/modules/accounts/session.server";
import type { ActionResult } from "#app/modules/forms";
import { logger } from "#app/modules/logger.server";
import { approveProperty, deleteProperty } from "./listings.server";
import { MODERATION_MESSAGES } from "./messages";

export type PropertyIntent = "approve" | "reject" | "delete";

/**
 * The property actions behind every Approve, Reject and Delete button (profile, admin
 * desk, detail page). Each intent checks its own permission on the server first:
 * approve and reject are for Admins (others get 403 and nothing changes); delete is for
 * the property's owner, by ownership in the query, or an Admin.
 */
export async function handlePropertyAction(request: Request) {
  const viewer = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  switch (intent) {
    case "approve": {
      const admin = await requireAdmin(request);
      const done = await approveProperty(id);
      if (done) logger.info({ propertyId: id, adminId: admin.id }, "property approved");
      return done
        ? data<ActionResult & { intent: PropertyIntent }>({ ok: true, message: MODERATION_MESSAGES.approved, intent })
        : data<ActionResult>({ ok: false, message: MODERATION_MESSAGES.notPending }, 409);
    }
    case "reject": {
      const admin = await requireAdmin(request);
      const done = await deleteProperty(id, { pendingOnly: true });
      if (done) logger.info({ propertyId: id, adminId: admin.id }, "property rejected");
      return done
        ? data<ActionResult & { intent: PropertyIntent }>({ ok: true, message: MODERATION_MESSAGES.rejected, intent })
        : data<ActionResult>({ ok: false, message: MODERATION_MESSAGES.notPending }, 409);
    }
    case "delete": {
      // Admins may remove any property; everyone else only their own (the owner is in the WHERE).
      const scope = viewer.role === "Admin" ? {} : { ownerId: viewer.id };
      const done = await deleteProperty(id, scope);
      if (done) logger.info({ propertyId: id, userId: viewer.id }, "property deleted");
      return done
        ? data<ActionResult & { intent: PropertyIntent }>({ ok: true, message: MODERATION_MESSAGES.deleted, intent })
        : data<ActionResult>({ ok: false, message: MODERATION_MESSAGES.notFound }, 404);
    }
    default:
      return data<ActionResult>({ ok: false, message: MODERATION_MESSAGES.unknownIntent }, 400);
  }
}
