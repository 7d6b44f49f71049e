import { createHmac, randomBytes } from "node:crypto";
import https from "node:https";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getSite } from "#app/config/site.server";
import { getDb } from "#app/modules/db/db.server";
import { msg } from "#app/modules/i18n/translate";
import { propertyHref } from "#app/modules/listing-core/links";
import { isPublicAddress, pinnedLookup, publicTarget } from "#app/modules/media/fetch-photo.server";
import { now } from "#app/modules/platform/clock.server";
import { logger } from "#app/modules/platform/logger.server";
import { enquiriesSince } from "#app/modules/properties/contact-owner/enquiries.server";
import { seekerMessagesSince } from "#app/modules/properties/messages/conversations.server";
import { seekerProposalsSince } from "#app/modules/properties/messages/visits.server";
import { leadWebhooks, webhookDeliveries } from "#db/schema";
import { posterReferences } from "./imports-store.server";

/**
 * Leads back to a poster's CRM (issue 59, item 7; decision 064): the enquiries, messages and
 * visit requests on the poster's imported listings (those with a reference), each POSTed as
 * JSON to the poster's address, signed as Standard Webhooks sign (webhook-id,
 * webhook-timestamp, webhook-signature: v1 and the HMAC-SHA256 of "id.timestamp.body" with
 * the poster's secret). The one writer of `lead_webhooks` and `webhook_deliveries`.
 *
 * Leads are collected by the job, not written by the lead's own transaction: each owner gives
 * its leads since a time (enquiriesSince, seekerMessagesSince, seekerProposalsSince), read
 * again over the last few minutes each run (a lead committed late is still found; the same
 * lead is kept once, by its key). A delivery that fails is tried again later, later each
 * time, and its tries are the poster's delivery log.
 */

export const WEBHOOK_MESSAGES = {
  saved: msg("Leads will be sent to this address. Keep the secret below in your CRM: it is shown only now."),
  secretMade: msg(
    "A new secret is made; the old one no longer signs. Keep this one in your CRM: it is shown only now.",
  ),
  removed: msg("Leads are no longer sent to your CRM."),
  notHttps: msg("Give an address that begins with https://."),
  privateAddress: msg("This address points inside a private network, which we do not send to."),
  unreachable: msg("This address could not be found."),
  none: msg("Set your CRM's address first."),
  testQueued: msg("A test lead is on its way: its delivery shows below within a minute."),
} as const;

/** How long after each failed try the next one is made; past the last, the lead is given up. */
export const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 8 * 3_600_000, 24 * 3_600_000];
/** How far back each collection reads again: a lead whose transaction committed late is still found. */
const OVERLAP_MS = 5 * 60_000;
/** A delivery being tried is held this long; a process that died mid-try lets it go after. */
const LEASE_MS = 2 * 60_000;

export interface WebhookPolicy {
  timeoutMs: number;
  /** Which resolved addresses may be sent to: public ones (tests reach a receiver on loopback). */
  allows: (address: string, port: number) => boolean;
  ca?: string;
}
const DEFAULT_POLICY: WebhookPolicy = { timeoutMs: 10_000, allows: isPublicAddress };
let policy = DEFAULT_POLICY;

/** Replaces the sending policy (integration tests only); no argument restores the site's. */
export function setWebhookPolicy(override?: Partial<WebhookPolicy>): void {
  policy = { ...DEFAULT_POLICY, ...override };
}

const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** An address a lead may be sent to, or the message saying why not. */
async function checkAddress(text: string): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, message: WEBHOOK_MESSAGES.notHttps };
  }
  if (url.protocol !== "https:" || url.username || url.password || url.href.length > 500)
    return { ok: false, message: WEBHOOK_MESSAGES.notHttps };
  const target = await publicTarget(url, policy.allows);
  if (target === "private") return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
  if (target === "unreachable") return { ok: false, message: WEBHOOK_MESSAGES.unreachable };
  return { ok: true, url: url.href };
}

/**
 * Sets the poster's CRM address (a first one starts the leads from now on, with a new secret,
 * returned to be shown once); or why not.
 */
export async function saveWebhook(
  userId: string,
  address: string,
): Promise<{ ok: true; secret: string | null } | { ok: false; message: string }> {
  const checked = await checkAddress(address);
  if (!checked.ok) return checked;
  const secret = newSecret();
  const [made] = await getDb()
    .insert(leadWebhooks)
    .values({ userId, url: checked.url, secret, leadsSince: now(), createdAt: now() })
    .onConflictDoUpdate({ target: leadWebhooks.userId, set: { url: checked.url } })
    .returning({ secret: leadWebhooks.secret });
  return { ok: true, secret: made?.secret === secret ? secret : null };
}

/** A new secret for the poster's address, shown once; null when they have none. */
export async function renewSecret(userId: string): Promise<string | null> {
  const secret = newSecret();
  const changed = await getDb()
    .update(leadWebhooks)
    .set({ secret })
    .where(eq(leadWebhooks.userId, userId))
    .returning({ userId: leadWebhooks.userId });
  return changed.length ? secret : null;
}

/** Stops sending: the address and its secret are forgotten, its waiting leads given up, together; the log stays. */
export async function removeWebhook(userId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(leadWebhooks)
      .where(eq(leadWebhooks.userId, userId))
      .returning({ userId: leadWebhooks.userId });
    if (removed.length === 0) return false;
    await tx
      .update(webhookDeliveries)
      .set({ status: "failed", lastAnswer: "stopped by the poster" })
      .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.status, "waiting")));
    return true;
  });
}

/** The poster's address (never the secret), or null. */
export async function webhookOf(userId: string) {
  const [row] = await getDb()
    .select({ url: leadWebhooks.url, createdAt: leadWebhooks.createdAt })
    .from(leadWebhooks)
    .where(eq(leadWebhooks.userId, userId));
  return row ?? null;
}

/** The poster's delivery log, newest first. */
export async function deliveriesOf(userId: string, limit = 30) {
  return getDb()
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastAnswer: webhookDeliveries.lastAnswer,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

type Lead = { key: string; event: string; data: Record<string, unknown> };

async function queue(userId: string, leads: readonly Lead[], at: Date) {
  if (leads.length === 0) return;
  const timestamp = at.toISOString();
  await getDb()
    .insert(webhookDeliveries)
    .values(
      leads.map((lead) => ({
        userId,
        leadKey: lead.key,
        event: lead.event,
        payload: { type: lead.event, timestamp, data: lead.data },
        nextAttemptAt: at,
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** A test lead for the poster's CRM, sent as any lead is; false when they have no address. */
export async function queueTestLead(userId: string): Promise<boolean> {
  if (!(await webhookOf(userId))) return false;
  const at = now();
  await queue(userId, [{ key: `test:${at.toISOString()}`, event: "lead.test", data: { test: true } }], at);
  return true;
}

/** The leads since each poster's last collection, on their imported listings, as deliveries. */
export async function collectLeads(at: Date = now()): Promise<number> {
  const hooks = await getDb()
    .select({ userId: leadWebhooks.userId, since: leadWebhooks.leadsSince, createdAt: leadWebhooks.createdAt })
    .from(leadWebhooks);
  const origin = getSite().publicUrl;
  let collected = 0;
  for (const hook of hooks) {
    const references = await posterReferences(hook.userId);
    const referenceOf = new Map(references.map((row) => [row.propertyId, row.reference]));
    const ids = [...referenceOf.keys()];
    // The overlap never reaches back before the address was given: no lead from before it is sent.
    const since = new Date(Math.max(hook.since.getTime() - OVERLAP_MS, hook.createdAt.getTime()));
    const [enquiries, messages, visits] = await Promise.all([
      enquiriesSince(ids, since),
      seekerMessagesSince(ids, since),
      seekerProposalsSince(ids, since),
    ]);
    const listing = (propertyId: string | null) => ({
      id: propertyId,
      reference: propertyId ? (referenceOf.get(propertyId) ?? null) : null,
      url: propertyId ? `${origin}${propertyHref(propertyId)}` : null,
    });
    const conversation = (id: string) => `${origin}/messages/${id}`;
    /** A lead of this kind: its key, its event, and its data beside the listing it is about and when. */
    const lead = (
      kind: "enquiry" | "message" | "visit",
      row: { id: string; propertyId: string | null; createdAt: Date },
      data: Record<string, unknown>,
    ): Lead => ({
      key: `${kind}:${row.id}`,
      event: `lead.${kind}`,
      data: { listing: listing(row.propertyId), ...data, at: row.createdAt.toISOString() },
    });
    const leads: Lead[] = [
      ...enquiries.map((row) =>
        lead("enquiry", row, {
          name: row.name,
          email: row.email,
          mobileNumber: row.mobileNumber,
          message: row.message,
        }),
      ),
      ...messages.map((row) =>
        lead("message", row, { conversation: conversation(row.conversationId), message: row.body }),
      ),
      ...visits.map((row) =>
        lead("visit", row, {
          conversation: conversation(row.conversationId),
          times: row.slots.map((slot) => new Date(slot).toISOString()),
        }),
      ),
    ];
    await queue(hook.userId, leads, at);
    await getDb().update(leadWebhooks).set({ leadsSince: at }).where(eq(leadWebhooks.userId, hook.userId));
    collected += leads.length;
  }
  return collected;
}

/** The Standard Webhooks signature of a body: "v1," and the HMAC-SHA256 of "id.timestamp.body". */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** One POST to the CRM: its status code, or why it could not be reached. No redirect is followed. */
async function post(address: string, headers: Record<string, string>, body: string): Promise<string> {
  const url = new URL(address);
  const target = await publicTarget(url, policy.allows);
  if (target === "private" || target === "unreachable") return target === "private" ? "private address" : "unreachable";
  return new Promise((resolve) => {
    const request = https.request(
      url,
      {
        method: "POST",
        signal: AbortSignal.timeout(policy.timeoutMs),
        ca: policy.ca,
        lookup: pinnedLookup(target),
        headers: { ...headers, "content-type": "application/json", "user-agent": "AwadhEstates-leads" },
      },
      (response) => {
        // Only the status counts; the body is not read beyond what arrives.
        response.resume();
        resolve(String(response.statusCode ?? 0));
      },
    );
    request.on("error", (error) => resolve(error.name === "AbortError" ? "timed out" : "unreachable"));
    request.end(body);
  });
}

/**
 * Sends every delivery that is due: claimed first (so two processes never send one twice),
 * then POSTed; a 2xx answer delivers it, anything else is tried again later (RETRY_AFTER_MS),
 * and given up after the last try.
 */
export async function deliverDue(at: Date = now()): Promise<{ delivered: number; failed: number }> {
  const lease = new Date(at.getTime() + LEASE_MS);
  const claimed = await getDb()
    .update(webhookDeliveries)
    .set({ nextAttemptAt: lease })
    .where(
      inArray(
        webhookDeliveries.id,
        sql`(select id from webhook_deliveries where status = 'waiting' and next_attempt_at <= ${at.toISOString()}::timestamptz order by next_attempt_at limit 50 for update skip locked)`,
      ),
    )
    .returning();
  let delivered = 0;
  let failed = 0;
  // Each poster's address and secret, read once for all their deliveries.
  const owners = [...new Set(claimed.map((delivery) => delivery.userId))];
  const hooks = new Map(
    owners.length
      ? (await getDb().select().from(leadWebhooks).where(inArray(leadWebhooks.userId, owners))).map((hook) => [
          hook.userId,
          hook,
        ])
      : [],
  );
  for (const delivery of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const hook = hooks.get(delivery.userId);
    if (!hook) continue;
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(at.getTime() / 1000);
    const answer = await post(
      hook.url,
      {
        "webhook-id": delivery.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signature(hook.secret, delivery.id, timestamp, body),
      },
      body,
    );
    const attempts = delivery.attempts + 1;
    const ok = /^2\d\d$/.test(answer);
    const wait = RETRY_AFTER_MS[attempts - 1];
    const status = ok ? "delivered" : wait === undefined ? "failed" : "waiting";
    await getDb()
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        lastAnswer: answer,
        nextAttemptAt: new Date(at.getTime() + (wait ?? 0)),
        ...(ok ? { deliveredAt: at } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (ok) delivered++;
    else failed++;
  }
  if (failed) logger.info({ failed, delivered }, "lead webhooks: some deliveries failed, to be tried again");
  return { delivered, failed };
}

/** The job: collect the new leads, then send what is due. */
export async function runLeadWebhooks(at: Date = now()) {
  const collected = await collectLeads(at);
  return { collected, ...(await deliverDue(at)) };
}

/** The poster's deliveries' part of "Download my data": their CRM's address and the log. */
export async function webhooksForDownload(userId: string) {
  const [hook, log] = await Promise.all([webhookOf(userId), deliveriesOf(userId, 1000)]);
  return { leadWebhook: hook, leadDeliveries: log.map(({ id: _id, ...entry }) => entry) };
}
