import { sql } from "drizzle-orm";
import { parseRateLimitSwitch, RATE_LIMITS, type RateLimitBucket } from "#app/config/limits";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { clientIp } from "#app/modules/platform/http.server";

export type { RateLimitBucket };

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

const fromEnvironment = parseRateLimitSwitch(process.env.RATE_LIMIT_DISABLED);
let lifted: ReadonlySet<RateLimitBucket> = fromEnvironment.ok ? fromEnvironment.lifted : new Set();

/**
 * Test runs sign in many times from one address: true lifts every limit, false none,
 * a list only those buckets (the same rule as RATE_LIMIT_DISABLED).
 */
export function setRateLimitsDisabled(value: boolean | readonly RateLimitBucket[]): void {
  if (Array.isArray(value)) lifted = new Set(value);
  else lifted = new Set(value ? (Object.keys(RATE_LIMITS) as RateLimitBucket[]) : []);
}

/**
 * Counts one attempt for this client in a fixed window. The counter lives in the
 * database, so every server process behind a load balancer shares it.
 */
export async function hitRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  if (lifted.has(bucket)) return { allowed: true, retryAfterSeconds: 0 };
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  const rows = await queryRows<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (bucket, key, window_start, count)
    values (${bucket}, ${key}, now(), 1)
    on conflict (bucket, key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after
  `);
  const row = rows[0];
  const count = Number(row?.count ?? 0);
  return { allowed: count <= max, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? windowSeconds)) };
}

/**
 * Whether this key has used up its window, without counting an attempt: the sign-in
 * throttle counts only failures (recordFailure) but refuses every attempt while it holds.
 */
export async function peekRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  if (lifted.has(bucket)) return { allowed: true, retryAfterSeconds: 0 };
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  const rows = await queryRows<{ count: number; retry_after: number }>(sql`
    select count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after
    from rate_limits
    where bucket = ${bucket} and key = ${key}
      and window_start > now() - make_interval(secs => ${windowSeconds})
  `);
  const row = rows[0];
  if (!row || Number(row.count) < max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/**
 * Failed sign-ins per e-mail address, whatever address they come from, so guessing one
 * account's password from many addresses (or behind a proxy) is throttled too. While the
 * throttle holds even the right password is refused: answering differently would tell the
 * guesser when they had it. Returns the refusal, or null.
 */
export async function signInThrottleMessage(email: string): Promise<string | null> {
  const result = await peekRateLimit("signInAccount", email.toLowerCase());
  return result.allowed ? null : refusalMessage("signInAccount", result.retryAfterSeconds);
}

export async function recordSignInFailure(email: string): Promise<void> {
  await hitRateLimit("signInAccount", email.toLowerCase());
}

/** Why a request was refused, per bucket; the wait is added after it. */
const REFUSALS: Partial<Record<RateLimitBucket, string>> = {
  signInAccount: "Too many failed sign-ins for this account.",
  passwordReset: "Too many requests for a new password from your connection.",
  passwordResetAccount: "We have already sent several links to this address.",
  accountEmail: "We have already sent several e-mails for your account.",
  passwordCheck: "Too many wrong passwords for this account.",
  enquiry: "You have sent several enquiries in the last few minutes, the most we accept from one connection.",
  report: "You have sent several reports in the last few minutes, the most we accept from one connection.",
  contact: `❌ You have sent ${RATE_LIMITS.contact.max} messages in the last ${RATE_LIMITS.contact.windowSeconds / 60} minutes, the most we accept from one connection.`,
};

/** The user-facing refusal, or null when the request may go ahead. */
export async function rateLimitMessage(request: Request, bucket: RateLimitBucket): Promise<string | null> {
  const result = await hitRateLimit(bucket, clientIp(request));
  if (result.allowed) return null;
  return refusalMessage(bucket, result.retryAfterSeconds);
}

export function refusalMessage(bucket: RateLimitBucket, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${REFUSALS[bucket] ?? "Too many attempts from your connection."} Please wait ${wait} and try again.`;
}

export async function pruneRateLimits(): Promise<void> {
  await getDb().execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
