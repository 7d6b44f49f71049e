import { asc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { LIMITS } from "#app/config/limits";
import { getDb, newestFirstPage } from "#app/modules/db/db.server";
import { rateLimitMessage } from "#app/modules/db/rate-limits.server";
import { check } from "#app/modules/platform/form-schema";
import { type ActionResult, formValues } from "#app/modules/platform/forms";
import { logger } from "#app/modules/platform/logger.server";
import type { Page } from "#app/modules/platform/pagination";
import { contactMessages } from "#db/schema";
import { HONEYPOT_FIELD } from "./limits";
import { CONTACT_MESSAGES, type ContactInput, ContactSchema } from "./schema";

export type ContactMessage = typeof contactMessages.$inferSelect;

export async function saveContactMessage(input: ContactInput): Promise<ContactMessage> {
  const [row] = await getDb().insert(contactMessages).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/**
 * A contact form post: the old product's checks in order (docs/product/old-product.md §5;
 * 400), the honeypot (a robot is told it worked and nothing is stored), the per-connection
 * limit (429), then the message is stored. A failure to store is logged with its cause and
 * shown as the old product's message.
 */
export async function submitContact(request: Request) {
  const form = await request.formData();
  const checked = check(ContactSchema, formValues(form));
  if (!checked.ok) return data<ActionResult>({ ok: false, message: checked.message, field: checked.field }, 400);

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ field: HONEYPOT_FIELD }, "contact message dropped: honeypot filled");
    return data<ActionResult>({ ok: true, message: CONTACT_MESSAGES.success });
  }

  const limited = await rateLimitMessage(request, "contact");
  if (limited) return data<ActionResult>({ ok: false, message: limited }, 429);

  try {
    const saved = await saveContactMessage(checked.data);
    logger.info({ contactMessageId: saved.id }, "contact message received");
    return data<ActionResult>({ ok: true, message: CONTACT_MESSAGES.success });
  } catch (error) {
    logger.error({ err: error }, "contact message could not be saved");
    return data<ActionResult>({ ok: false, message: CONTACT_MESSAGES.failure }, 500);
  }
}

/** Newest first, one page at a time (the index on created_at serves the order). */
export async function listContactMessages(
  page: number,
  pageSize: number = LIMITS.adminPageSize,
): Promise<Page<ContactMessage>> {
  return newestFirstPage(contactMessages, page, pageSize);
}

/**
 * The contact form's part of "Download my data": the messages sent to the company from this
 * address (the company keeps them to answer them, even after an erasure), oldest first.
 */
export function contactMessagesForDownload(email: string) {
  return getDb()
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      mobileNumber: contactMessages.mobileNumber,
      message: contactMessages.message,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
    .orderBy(asc(contactMessages.createdAt));
}
