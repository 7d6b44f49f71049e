import { data } from "react-router";
import { requireAdmin, requireUser } from "#app/modules/accounts/session.server";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { ListingImagesError } from "#app/modules/listing-core/store.server";
import type { ActionResult } from "#app/modules/platform/forms";
import { logger } from "#app/modules/platform/logger.server";
import { MODERATION_MESSAGES } from "#app/modules/properties/messages";
import { deleteProperty } from "#app/modules/properties/properties.server";
import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import { approveEdit, rejectEdit } from "./edits.server";
import {
  approveProperty,
  checkPropertyRera,
  closeProperty,
  readCloseReason,
  readRejection,
  rejectProperty,
  renewProperty,
} from "./lifecycle.server";

export type PropertyIntent =
  | "approve"
  | "reject"
  | "approve-edit"
  | "reject-edit"
  | "close"
  | "renew"
  | "check-rera"
  | "delete";

type Result = ActionResult & { intent?: PropertyIntent; field?: string };

const done = (intent: PropertyIntent, message: string) => data<Result>({ ok: true, message, intent });
const refused = (message: string, status: number, field?: string) =>
  data<Result>({ ok: false, message, ...(field ? { field } : {}) }, status);

/**
 * The property actions behind every moderation and owner button (profile, admin queue,
 * detail page). Each intent checks its own permission on the server first: approving and
 * rejecting a listing or an edit are for Admins (others get 403 and nothing changes);
 * closing and renewing are for the owner, by ownership in the query; deleting is for the
 * owner or an Admin.
 */
export async function handlePropertyAction(request: Request) {
  const viewer = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as PropertyIntent;
  const id = String(form.get("id") ?? "");
  switch (intent) {
    case "approve": {
      const admin = await requireAdmin(request);
      if (!(await approveProperty(id, admin.id))) return refused(LIFECYCLE_MESSAGES.notPending, 409);
      logger.info({ propertyId: id, adminId: admin.id }, "property approved");
      return done(intent, LIFECYCLE_MESSAGES.approved);
    }
    case "reject": {
      const admin = await requireAdmin(request);
      const reason = readRejection(form);
      if (!reason.ok) return refused(reason.message, 400, "reason");
      if (!(await rejectProperty(id, admin.id, reason.reason))) return refused(LIFECYCLE_MESSAGES.notPending, 409);
      logger.info({ propertyId: id, adminId: admin.id }, "property rejected");
      return done(intent, LIFECYCLE_MESSAGES.rejected);
    }
    case "approve-edit": {
      const admin = await requireAdmin(request);
      try {
        if (!(await approveEdit(id, admin.id))) return refused(LIFECYCLE_MESSAGES.noEdit, 409);
      } catch (error) {
        // A photo of the edit is gone (deleted by its owner meanwhile): nothing changed.
        if (error instanceof ListingImagesError) return refused(error.message, 409);
        throw error;
      }
      logger.info({ propertyId: id, adminId: admin.id }, "property edit approved");
      return done(intent, LIFECYCLE_MESSAGES.editApproved);
    }
    case "reject-edit": {
      const admin = await requireAdmin(request);
      const reason = readRejection(form);
      if (!reason.ok) return refused(reason.message, 400, "reason");
      if (!(await rejectEdit(id, admin.id, reason.reason))) return refused(LIFECYCLE_MESSAGES.noEdit, 409);
      logger.info({ propertyId: id, adminId: admin.id }, "property edit rejected");
      return done(intent, LIFECYCLE_MESSAGES.editRejected);
    }
    case "close": {
      const reason = readCloseReason(form);
      if (!reason) return refused(LIFECYCLE_MESSAGES.chooseClose, 400, "reason");
      if (!(await closeProperty(id, viewer.id, reason))) return refused(LIFECYCLE_MESSAGES.cannotClose, 409);
      return done(intent, LIFECYCLE_MESSAGES.closed);
    }
    case "renew": {
      if (!(await renewProperty(id, { ownerId: viewer.id }))) return refused(LIFECYCLE_MESSAGES.cannotRenew, 409);
      return done(intent, LIFECYCLE_MESSAGES.renewed);
    }
    case "check-rera": {
      const admin = await requireAdmin(request);
      if (!(await checkPropertyRera(id, admin.id))) return refused(RERA_MESSAGES.nothingToCheck, 409);
      return done(intent, RERA_MESSAGES.marked);
    }
    case "delete": {
      // Admins may remove any property; everyone else only their own (the owner is in the WHERE).
      const scope = viewer.role === "Admin" ? {} : { ownerId: viewer.id };
      if (!(await deleteProperty(id, scope))) return refused(MODERATION_MESSAGES.notFound, 404);
      logger.info({ propertyId: id, userId: viewer.id }, "property deleted");
      return done(intent, MODERATION_MESSAGES.deleted);
    }
    default:
      return refused(MODERATION_MESSAGES.unknownIntent, 400);
  }
}
