import { inArray, sql } from "drizzle-orm";
import { parseRateLimitSwitch, RATE_LIMITS, type RateLimitBucket } from "#app/config/limits";
import { getDb, queryRows, type Transaction } from "#app/modules/db/db.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { msg, msgPlural } from "#app/modules/i18n/translate";
import { now } from "#app/modules/platform/clock.server";
import { clientIp } from "#app/modules/platform/http.server";
import { rateLimits } from "#db/schema";

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

/** The product's clock as a database value, so tests move the windows with setClock. */
function at() {
  return sql`${now().toISOString()}::timestamptz`;
}

/**
 * Counts one attempt for this client in a fixed window. The counter lives in the
 * database, so every server process behind a load balancer shares it.
 */
export async function hitRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  if (lifted.has(bucket)) return { allowed: true, retryAfterSeconds: 0 };
  const t = at(); // one instant for the whole statement
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  const expired = sql`rate_limits.window_start <= ${t} - make_interval(secs => ${windowSeconds})`;
  const rows = await queryRows<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (bucket, key, window_start, count)
    values (${bucket}, ${key}, ${t}, 1)
    on conflict (bucket, key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when ${expired} then ${t} else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - ${t})))::int as retry_after
  `);
  const row = rows[0];
  const count = Number(row?.count ?? 0);
  return { allowed: count <= max, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? windowSeconds)) };
}

/**
 * Whether this key has used up its window, without counting an attempt.
 */
export async function peekRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  if (lifted.has(bucket)) return { allowed: true, retryAfterSeconds: 0 };
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  const { count, retryAfterSeconds } = await countInWindow(bucket, key, windowSeconds);
  return count < max ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds };
}

export type Reservation =
  | { allowed: true /** Gives the attempt back: it did not fail (a right password). */; release(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one of the window's attempts before the thing it guards is tried (a password
 * checked), in one statement: the upsert's row lock makes simultaneous requests queue on
 * the counter, and the WHERE refuses the update once the window is full, so at most `max`
 * are ever tried at once or in a window, however many arrive together. Reading the counter,
 * checking the password and then counting the failure let 100 guesses sent at once all be
 * checked. A success hands its attempt back (release), so only failures use up the window.
 */
export async function reserveAttempt(bucket: RateLimitBucket, key: string): Promise<Reservation> {
  if (lifted.has(bucket)) return { allowed: true, release: async () => {} };
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  return reserveInWindow(bucket, key, max, windowSeconds);
}

/**
 * reserveAttempt's one statement for any counter, with its bound given by the caller (a
 * setting, such as the site's SMS ceiling, sms/ceiling.server.ts): never lifted for tests.
 */
export async function reserveInWindow(
  bucket: string,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<Reservation> {
  const t = at(); // one instant for the whole statement
  const expired = sql`rate_limits.window_start <= ${t} - make_interval(secs => ${windowSeconds})`;
  const rows = await queryRows<{ window_start: string | Date }>(sql`
    insert into rate_limits (bucket, key, window_start, count)
    select ${bucket}, ${key}, ${t}, 1 where ${max} > 0
    on conflict (bucket, key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when ${expired} then ${t} else rate_limits.window_start end
    where ${expired} or rate_limits.count < ${max}
    returning window_start
  `);
  const row = rows[0];
  if (!row) {
    const held = await countInWindow(bucket, key, windowSeconds);
    return { allowed: false, retryAfterSeconds: held.count < max ? 1 : held.retryAfterSeconds };
  }
  const windowStart = new Date(row.window_start).toISOString();
  return {
    allowed: true,
    // Only within the same window: a newer window's count is not this attempt's.
    release: async () => {
      await getDb().execute(sql`
        update rate_limits set count = greatest(count - 1, 0)
        where bucket = ${bucket} and key = ${key} and window_start = ${windowStart}::timestamptz
      `);
    },
  };
}

/** How many attempts a counter holds in its current window, and when that window ends (nothing counted). */
export async function countInWindow(
  bucket: string,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const t = at(); // one instant for the whole statement
  const rows = await queryRows<{ count: number; retry_after: number }>(sql`
    select count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - ${t})))::int as retry_after
    from rate_limits
    where bucket = ${bucket} and key = ${key}
      and window_start > ${t} - make_interval(secs => ${windowSeconds})
  `);
  const row = rows[0];
  return row
    ? { count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.retry_after)) }
    : { count: 0, retryAfterSeconds: windowSeconds };
}

/**
 * Reserves one of an account's sign-in attempts from this client (failed sign-ins per
 * account and client address) and one of its attempts from everywhere (many addresses
 * guessing one password). Ten wrong passwords from one address lock that address out of the
 * account, not its owner elsewhere. While a throttle holds even the right password is
 * refused: answering differently would tell the guesser when they had it. A browser the
 * owner unlocked from their e-mail (`unlocked`, accounts/sign-in-unlock.server.ts) has
 * attempts of its own, which nobody else's guesses use up.
 */
export async function reserveSignIn(email: string, request: Request, { unlocked = false } = {}): Promise<Reservation> {
  const account = email.toLowerCase();
  if (unlocked) return reserveAttempt("signInAccount", `${account}|unlocked`);
  const here = await reserveAttempt("signInAccount", `${account}|${clientIp(request)}`);
  if (!here.allowed) return here;
  const everywhere = await reserveAttempt("signInAccountEverywhere", account);
  if (!everywhere.allowed) {
    await here.release();
    return everywhere;
  }
  return {
    allowed: true,
    release: async () => {
      await Promise.all([here.release(), everywhere.release()]);
    },
  };
}

/** Why a request was refused, per bucket; the wait is added after it. */
const REFUSALS: Partial<Record<RateLimitBucket, string>> = {
  signInAccount: msg("Too many failed sign-ins for this account."),
  signInAccountEverywhere: msg("Too many failed sign-ins for this account."),
  signUp: msg("Many accounts have been created from your connection in the last few minutes."),
  signUpEmail: msg("Several sign-ups with this e-mail address were tried in the last hour."),
  passwordReset: msg("Too many requests for a new password from your connection."),
  passwordResetAccount: msg("We have already sent several links to this address."),
  accountEmail: msg("We have already sent several e-mails for your account."),
  accountDetails: msg("You have changed your name or number several times in the last hour."),
  passwordCheck: msg("Too many wrong passwords for this account."),
  enquiry: msg("You have sent several enquiries in the last few minutes, the most we accept from one connection."),
  report: msg("You have sent several reports in the last few minutes, the most we accept from one connection."),
  contact: msg(
    "❌ You have sent {max} messages in the last {minutes} minutes, the most we accept from one connection.",
  ),
};
const REFUSED = msg("Too many attempts from your connection.");
const WAIT = msg("Please wait {wait} and try again.");
const SECONDS = msgPlural({ one: "{count} second", other: "{count} seconds" });
const MINUTES = msgPlural({ one: "{count} minute", other: "{count} minutes" });

/** The user-facing refusal in the request's language, or null when the request may go ahead. */
export async function rateLimitMessage(request: Request, bucket: RateLimitBucket): Promise<string | null> {
  const result = await hitRateLimit(bucket, clientIp(request));
  if (result.allowed) return null;
  return refusalMessage(bucket, result.retryAfterSeconds, localeOf(request));
}

/** Why the request was refused and how long to wait, in the visitor's language. */
export function refusalMessage(bucket: RateLimitBucket, retryAfterSeconds: number, locale: Locale): string {
  const { t, plural } = serverTranslator(locale);
  const wait =
    retryAfterSeconds < 60 ? plural(retryAfterSeconds, SECONDS) : plural(Math.ceil(retryAfterSeconds / 60), MINUTES);
  const why = t(REFUSALS[bucket] ?? REFUSED, {
    max: RATE_LIMITS.contact.max,
    minutes: RATE_LIMITS.contact.windowSeconds / 60,
  });
  return `${why} ${t(WAIT, { wait })}`;
}

export async function pruneRateLimits(): Promise<void> {
  await getDb().execute(sql`delete from rate_limits where window_start < ${at()} - interval '1 day'`);
}

/** The counters kept under these keys (an erased account's id and address), in its erasure's transaction. */
export async function forgetRateLimits(tx: Transaction, keys: readonly string[]): Promise<void> {
  await tx.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}
