import { and, count, eq, gt, isNotNull } from "drizzle-orm";
import { IMPORT_LIMITS, POSTING_LIMITS } from "#app/config/limits";
import type { Database } from "#app/modules/db/db.server";
import { PostRefusedError } from "#app/modules/listing-core/post.server";
import { POSTING_MESSAGES } from "#app/modules/properties/words";
import { agentRera, properties, user } from "#db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type PostingLimits = { perWindow: number; windowMinutes: number; pending: number };

let limits: PostingLimits = POSTING_LIMITS;

/**
 * Replaces the limits (integration tests that post many properties as one person, as
 * setRateLimitsDisabled does for the per-client limits); no argument restores the product's.
 */
export function setPostingLimits(override?: Partial<PostingLimits>): void {
  limits = { ...POSTING_LIMITS, ...override };
}

/** Too many posts: a refusal the poster can act on. */
export class PostingLimitError extends PostRefusedError {}

export interface Posting {
  formToken: string | null;
  /** False for Admins: they moderate the queue, so their posts are not counted against them. */
  limited: boolean;
  /** When the sending browser last saved the wizard's draft (drafts.server.ts), or 0. */
  draftSavedAt?: number;
  /** The limits multiplied (a bulk import by an agent whose RERA number is checked: postingScale). */
  scale?: number;
}

/**
 * Runs at the start of a property's transaction. It locks the poster's account row, so
 * one person's submissions take turns (ten at once cannot all pass the counts below),
 * then answers with the property this form token already made, if any, or refuses a post
 * over the limits. Counts are read after the lock, so they include every earlier post.
 */
export async function guardPosting(
  tx: Transaction,
  userId: string,
  { formToken, limited, scale = 1 }: Posting,
  now: Date,
): Promise<{ existingId: string } | null> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
  if (formToken) {
    const [made] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.userId, userId), eq(properties.formToken, formToken)));
    if (made) return { existingId: made.id };
  }
  if (!limited) return null;
  const since = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const perWindow = limits.perWindow * scale;
  const pendingAtMost = limits.pending * scale;
  const [recent] = await tx
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.userId, userId), gt(properties.createdAt, since)));
  if ((recent?.n ?? 0) >= perWindow) {
    throw new PostingLimitError(POSTING_MESSAGES.tooMany(limits.windowMinutes), 429, {
      count: perWindow,
      minutes: limits.windowMinutes,
    });
  }
  const [pending] = await tx
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.isApproved, false)));
  if ((pending?.n ?? 0) >= pendingAtMost) {
    throw new PostingLimitError(POSTING_MESSAGES.tooManyPending, 429, { count: pendingAtMost });
  }
  return null;
}

/**
 * How many times the posting limits a bulk import may post: an agent whose RERA number an
 * Admin has checked brings a whole inventory (decision 062); everyone else posts as in the wizard.
 */
export async function postingScale(tx: Transaction | Database, userId: string, role: string): Promise<number> {
  if (role !== "Agent") return 1;
  const [checked] = await tx
    .select({ at: agentRera.checkedAt })
    .from(agentRera)
    .where(and(eq(agentRera.userId, userId), isNotNull(agentRera.checkedAt)));
  return checked ? IMPORT_LIMITS.verifiedAgentScale : 1;
}
