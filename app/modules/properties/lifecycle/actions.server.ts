import { data } from "react-router";
import { requireAdmin, requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { ListingImagesError } from "#app/modules/listing-core/store.server";
import type { ActionResult } from "#app/modules/platform/forms";
import { dispatchIntent, type IntentHandlers } from "#app/modules/platform/intents.server";
import { logger } from "#app/modules/platform/logger.server";
import { TRUST_BADGES } from "#app/modules/properties/badge-words";
import { COLONY_LISTED } from "#app/modules/properties/colony-warning";
import { deleteProperty } from "#app/modules/properties/properties.server";
import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import { MODERATION_MESSAGES } from "#app/modules/properties/words";
import { approveBatch, BATCH_MESSAGES, type BatchOutcome, readBatch } from "./batch-approval.server";
import { approveEdit, rejectEdit } from "./edits.server";
import {
  approveProperty,
  checkPropertyPhotos,
  checkPropertyRera,
  closeProperty,
  readCloseReason,
  readRejection,
  rejectProperty,
  renewProperty,
  verifyPropertyOwner,
} from "./lifecycle.server";

export type PropertyIntent =
  | "approve"
  | "approve-selected"
  | "reject"
  | "approve-edit"
  | "reject-edit"
  | "close"
  | "renew"
  | "check-rera"
  | "verify-owner"
  | "check-photos"
  | "delete";

type Result = ActionResult & {
  intent?: PropertyIntent;
  field?: string;
  /** Filled into the message where it is shown ("Approved {approved} of {chosen}."). */
  values?: Record<string, number>;
  /** "Approve selected": what was approved, and what was not and why. */
  batch?: BatchOutcome;
};

export type PropertyAnswer = ReturnType<typeof done>;

const done = (intent: PropertyIntent, message: string) => data<Result>({ ok: true, message, intent });
const refused = (message: string, status: number, field?: string) =>
  data<Result>({ ok: false, message, ...(field ? { field } : {}) }, status);

/**
 * The property actions behind every moderation and owner button (profile, admin queue,
 * detail page), by intent. Each checks its own permission on the server first: approving
 * and rejecting a listing or an edit are for Admins (others get 403 and nothing changes);
 * closing and renewing are for the owner, by ownership in the query; deleting is for the
 * owner or an Admin.
 */
export function propertyIntents(request: Request): IntentHandlers<PropertyIntent, PropertyAnswer> {
  const idOf = (form: FormData) => String(form.get("id") ?? "");
  return {
    approve: async (form) => {
      const admin = await requireAdmin(request);
      const id = idOf(form);
      if (!(await approveProperty(id, admin.id))) return refused(LIFECYCLE_MESSAGES.notPending, 409);
      logger.info({ propertyId: id, adminId: admin.id }, "property approved");
      return done("approve", LIFECYCLE_MESSAGES.approved);
    },
    "approve-selected": async (form) => {
      const admin = await requireAdmin(request);
      const chosen = readBatch(form);
      if (!chosen.ok) return data<Result>({ ok: false, message: chosen.message, values: chosen.values }, 400);
      const batch = await approveBatch(chosen.items, admin.id);
      const values = { approved: batch.approved.length, chosen: chosen.items.length };
      const message = batch.refused.length ? BATCH_MESSAGES.someApproved : BATCH_MESSAGES.allApproved;
      return data<Result>({ ok: batch.refused.length === 0, message, values, batch, intent: "approve-selected" });
    },
    reject: async (form) => {
      const admin = await requireAdmin(request);
      const id = idOf(form);
      const reason = readRejection(form, localeOf(request));
      if (!reason.ok) return refused(reason.message, 400, "reason");
      if (!(await rejectProperty(id, admin.id, reason))) return refused(LIFECYCLE_MESSAGES.notPending, 409);
      logger.info({ propertyId: id, adminId: admin.id }, "property rejected");
      return done("reject", LIFECYCLE_MESSAGES.rejected);
    },
    "approve-edit": async (form) => {
      const admin = await requireAdmin(request);
      const id = idOf(form);
      try {
        if (!(await approveEdit(id, admin.id))) return refused(LIFECYCLE_MESSAGES.noEdit, 409);
      } catch (error) {
        // A photo of the edit is gone (deleted by its owner meanwhile): nothing changed.
        if (error instanceof ListingImagesError) return refused(error.message, 409);
        throw error;
      }
      logger.info({ propertyId: id, adminId: admin.id }, "property edit approved");
      return done("approve-edit", LIFECYCLE_MESSAGES.editApproved);
    },
    "reject-edit": async (form) => {
      const admin = await requireAdmin(request);
      const id = idOf(form);
      const reason = readRejection(form, localeOf(request));
      if (!reason.ok) return refused(reason.message, 400, "reason");
      if (!(await rejectEdit(id, admin.id, reason))) return refused(LIFECYCLE_MESSAGES.noEdit, 409);
      logger.info({ propertyId: id, adminId: admin.id }, "property edit rejected");
      return done("reject-edit", LIFECYCLE_MESSAGES.editRejected);
    },
    close: async (form) => {
      const viewer = await requireUser(request);
      const reason = readCloseReason(form);
      if (!reason) return refused(LIFECYCLE_MESSAGES.chooseClose, 400, "reason");
      if (!(await closeProperty(idOf(form), viewer.id, reason))) return refused(LIFECYCLE_MESSAGES.cannotClose, 409);
      return done("close", LIFECYCLE_MESSAGES.closed);
    },
    renew: async (form) => {
      const viewer = await requireUser(request);
      if (!(await renewProperty(idOf(form), { ownerId: viewer.id })))
        return refused(LIFECYCLE_MESSAGES.cannotRenew, 409);
      return done("renew", LIFECYCLE_MESSAGES.renewed);
    },
    "check-rera": async (form) => {
      const admin = await requireAdmin(request);
      if (!(await checkPropertyRera(idOf(form), admin.id))) return refused(RERA_MESSAGES.nothingToCheck, 409);
      return done("check-rera", RERA_MESSAGES.marked);
    },
    "verify-owner": async (form) => {
      const admin = await requireAdmin(request);
      const colonyWarningRead = form.get("colonyWarningRead") === "1";
      const marked = await verifyPropertyOwner(idOf(form), admin.id, { colonyWarningRead });
      if (marked === "colonyListed") return refused(COLONY_LISTED.unread, 409, "colonyWarningRead");
      if (marked === "already") return refused(TRUST_BADGES.alreadyMarked, 409);
      return done("verify-owner", TRUST_BADGES.ownerMarked);
    },
    "check-photos": async (form) => {
      const admin = await requireAdmin(request);
      if (!(await checkPropertyPhotos(idOf(form), admin.id))) return refused(TRUST_BADGES.noPhotosToCheck, 409);
      return done("check-photos", TRUST_BADGES.photosMarked);
    },
    delete: async (form) => {
      const viewer = await requireUser(request);
      const id = idOf(form);
      // Admins may remove any property; everyone else only their own (the owner is in the WHERE).
      const scope = viewer.role === "Admin" ? {} : { ownerId: viewer.id };
      if (!(await deleteProperty(id, scope))) return refused(MODERATION_MESSAGES.notFound, 404);
      logger.info({ propertyId: id, userId: viewer.id }, "property deleted");
      return done("delete", MODERATION_MESSAGES.deleted);
    },
  };
}

/** Refuses a form no property intent answers. */
export const unknownPropertyIntent = () => refused(MODERATION_MESSAGES.unknownIntent, 400);

/** A page whose forms are the property actions alone: the viewer must be signed in first. */
export async function handlePropertyAction(request: Request) {
  await requireUser(request);
  return dispatchIntent(await request.formData(), propertyIntents(request), unknownPropertyIntent);
}
