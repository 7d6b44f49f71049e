import { sql } from "drizzle-orm";
import { RATE_LIMITS } from "#app/config/limits";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { clientIp } from "#app/modules/http.server";

export type RateLimitBucket = keyof typeof RATE_LIMITS;

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

let disabled = process.env.RATE_LIMIT_DISABLED === "1";

/** Test runs sign in many times from one address. */
export function setRateLimitsDisabled(value: boolean): void {
  disabled = value;
}

/**
 * Counts one attempt for this client in a fixed window. The counter lives in the
 * database, so every server process behind a load balancer shares it.
 */
export async function hitRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  if (disabled) return { allowed: true, retryAfterSeconds: 0 };
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

/** The user-facing refusal, or null when the request may go ahead. */
export async function rateLimitMessage(request: Request, bucket: RateLimitBucket): Promise<string | null> {
  const result = await hitRateLimit(bucket, clientIp(request));
  if (result.allowed) return null;
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  const wait =
    result.retryAfterSeconds < 60
      ? `${result.retryAfterSeconds} seconds`
      : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many attempts from your connection. Please wait ${wait} and try again.`;
}

export async function pruneRateLimits(): Promise<void> {
  await getDb().execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
