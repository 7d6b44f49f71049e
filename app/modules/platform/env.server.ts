import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseRateLimitSwitch } from "#app/config/limits";

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no"], { error: "use 1 or 0" })
  .transform((value) => value === "1" || value === "true" || value === "yes");

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const TRUST_PROXY_HELP =
  "use a number of proxy hops (0: none, 1: one load balancer) or a comma-separated list of the proxies' addresses or subnets (10.0.0.1, 10.0.0.0/8)";

/** An address, a subnet (address/prefix length), or one of Express's names for address ranges. */
function isProxyAddress(value: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): a number of hops counted
 * from this server, or the proxies' own addresses. Never "every hop": the left-most entries
 * are whatever the client sent. "true"/"yes" (once a switch) mean one hop, as "1" always did.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    const text = value.toLowerCase();
    if (["", "false", "no"].includes(text)) return 0;
    if (["true", "yes"].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const wrong = list.filter((item) => !isProxyAddress(item));
    if (list.length === 0 || wrong.length > 0) {
      ctx.addIssue({ code: "custom", message: `${TRUST_PROXY_HELP} (not: ${wrong.join(", ") || value})` });
      return z.NEVER;
    }
    return list;
  });

function wholeNumber(min: number, max: number, example: string) {
  return wholeNumberIn(`must be a whole number from ${min} to ${max}, ${example}`, min, max);
}

/** A whole number of at least `min` (and at most `max`, when given), refused with the one message `error`. */
function wholeNumberIn(error: string, min: number, max?: number) {
  const atLeast = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? atLeast : atLeast.max(max, { error });
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: wholeNumberIn("must be a whole number from 1 to 65535", 1, 65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url({ error: "must be a full URL such as https://example.in" }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
        .optional(),
    ),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email({ error: "must be an e-mail address" }).optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, { error: "must be at least 8 characters" }).optional()),
    SEED_DEMO: flag.default(true),
    /** Scheduled jobs (saved-search alerts) in this process; 0 for a process that only serves pages. */
    JOBS: flag.default(true),
    /** Serve signed-out visitors' pages from the in-process page cache (decision 024). */
    PAGE_CACHE: flag.default(true),
    /** Searches without words answered from the in-process index of live listings (decision 026). */
    SEARCH_INDEX: flag.default(true),
    /** The page cache's bounds: pages kept, and megabytes of their HTML (decision 025). */
    PAGE_CACHE_PAGES: wholeNumber(1, 1_000_000, "such as 2000").default(2_000),
    PAGE_CACHE_MB: wholeNumber(1, 4_096, "of megabytes, such as 64").default(64),
    /**
     * How often each process checks the job schedules (pg-boss's cron monitor, 1 to 45
     * seconds); and, for tests only, one cron expression for every job ("* * * * *").
     */
    JOB_CHECK_SECONDS: wholeNumberIn("must be a whole number of seconds from 1 to 45", 1, 45).default(30),
    JOB_CRON: optionalText,
    /**
     * The embedded database's buffer cache (decision 025): PostgreSQL's shared_buffers inside
     * the process's WebAssembly memory, which never shrinks. The kernel caches the files too.
     */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .trim()
      .regex(/^[1-9]\d*(kB|MB|GB)$/, { error: "must be an amount of memory such as 16MB (kB, MB or GB)" })
      .default("16MB"),
    SMTP_URL: optionalText,
    MAIL_FROM: optionalText,
    /**
     * SMS (decision 043): unset writes each message to DATA_DIR/sms-outbox; "msg91" or "twilio"
     * sends it through that provider's HTTP API with SMS_API_KEY (MSG91's authkey, or Twilio's
     * "account SID:auth token"), SMS_SENDER (Twilio's number) and SMS_DLT_TEMPLATE_ID (the
     * template registered on India's DLT platform: MSG91's flow id). SMS_API_URL replaces the
     * provider's address (a gateway of your own, or the tests' server).
     */
    SMS_PROVIDER: optionalText.pipe(z.enum(["msg91", "twilio"], { error: "must be msg91 or twilio" }).optional()),
    SMS_API_KEY: optionalText,
    SMS_SENDER: optionalText,
    SMS_DLT_TEMPLATE_ID: optionalText,
    SMS_API_URL: optionalText.pipe(z.url({ error: "must be a full URL such as https://sms.example.in" }).optional()),
    S3_ENDPOINT: optionalText,
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_REGION: optionalText,
    /**
     * The map's tiles (decision 050): a URL template with {z}, {x} and {y} (a tile server or
     * a PMTiles/raster service of your own in production, docs/deploy.md), and the credit its
     * licence asks for. The default is OpenStreetMap's own tiles, fine for a demo, not for a
     * busy site (their tile usage policy).
     */
    MAP_TILES_URL: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, {
          error: "must be a tile URL with {z}, {x} and {y}, such as https://tiles.example.in/{z}/{x}/{y}.png",
        })
        .optional(),
    ),
    MAP_TILES_ATTRIBUTION: optionalText,
    /**
     * How far (km) a poster's pin may lie from its city's reference point, and from its
     * locality's centre when the locality has no reach of its own: a pin farther off is refused
     * with a message (decision 058). A Lucknow listing pinned in Mumbai is a mistake.
     */
    PIN_CITY_KM: z.coerce
      .number({ error: "must be a number of kilometres from 1 to 200, such as 40" })
      .min(1, { error: "must be a number of kilometres from 1 to 200, such as 40" })
      .max(200, { error: "must be a number of kilometres from 1 to 200, such as 40" })
      .default(40),
    LOCALITY_PIN_KM: z.coerce
      .number({ error: "must be a number of kilometres from 1 to 100, such as 8" })
      .min(1, { error: "must be a number of kilometres from 1 to 100, such as 8" })
      .max(100, { error: "must be a number of kilometres from 1 to 100, such as 8" })
      .default(8),
    TRUST_PROXY: trustProxy.default(0),
    /** Square feet in one bigha: it differs from district to district (27,000 in Lucknow). */
    BIGHA_SQFT: z.coerce
      .number({ error: "must be a positive number of square feet, such as 27000" })
      .positive({ error: "must be a positive number of square feet, such as 27000" })
      .default(27_000),
    /**
     * The site's ceiling on verification codes sent by SMS, whoever asks (issue 57; each costs
     * money, and SMS pumping is a fraud): per India clock hour and per India day
     * (sms/ceiling.server.ts). The Admin dashboard warns from 80 % of either.
     */
    SMS_CODES_PER_HOUR: wholeNumberIn("must be a whole number of at least 1, such as 100", 1).default(100),
    SMS_CODES_PER_DAY: wholeNumberIn("must be a whole number of at least 1, such as 500", 1).default(500),
    /** How many listings' contact details one person may see in 24 hours (scrapers harvest numbers). */
    CONTACT_REVEALS_PER_DAY: wholeNumberIn("must be a whole number of at least 1, such as 20", 1).default(20),
    /**
     * How many listings' contact details may be seen from one client address in 24 hours,
     * whatever the accounts (accounts are cheap; addresses less so). Decision 019.
     */
    CONTACT_REVEALS_PER_ADDRESS_PER_DAY: wholeNumberIn("must be a whole number of at least 1, such as 40", 1).default(
      40,
    ),
    /**
     * Conversations a seeker may start in 24 hours, per account (a verified mobile each) and
     * per client address whatever the accounts, and messages one person may send in one
     * conversation in an hour (decision 053).
     */
    CONVERSATIONS_PER_DAY: wholeNumberIn("must be a whole number of at least 1, such as 10", 1).default(10),
    CONVERSATIONS_PER_ADDRESS_PER_DAY: wholeNumberIn("must be a whole number of at least 1, such as 20", 1).default(20),
    MESSAGES_PER_CONVERSATION_PER_HOUR: wholeNumberIn("must be a whole number of at least 1, such as 30", 1).default(
      30,
    ),
    /**
     * A "no longer available" report counts toward asking the owner only from a confirmed
     * account at least this many days old (decision 019).
     */
    REPORT_ACCOUNT_MIN_AGE_DAYS: wholeNumberIn("must be a whole number of days, 0 or more, such as 7", 0).default(7),
    /** Days a listing stays live after its approval or its owner's last confirmation; then it expires. */
    LISTING_LIFE_DAYS: wholeNumberIn("must be a whole number of days of at least 8, such as 45", 8).default(45),
    /**
     * Load shedding (decision 020): pages rendered at once, requests waiting for a turn, and
     * how long one may wait; beyond the queue, or after the wait, a fast 503 "busy" page.
     * The defaults suit a 2-CPU machine.
     */
    RENDER_CONCURRENCY: wholeNumber(1, 1000, "such as 8").default(8),
    RENDER_QUEUE: wholeNumber(0, 100_000, "such as 64").default(64),
    RENDER_QUEUE_WAIT_MS: wholeNumber(1, 600_000, "of milliseconds, such as 3000").default(3000),
    /**
     * Shedding at the door (decision 038): a request that would wait for a turn is refused at
     * once while the event loop runs later than this (ms), or when the renders ahead of it
     * would outlast RENDER_QUEUE_WAIT_MS. 0: no shedding at the door.
     */
    RENDER_SHED_LOOP_DELAY_MS: wholeNumber(0, 60_000, "of milliseconds, such as 250").default(250),
    /**
     * How long a form's body may take to arrive, from the first byte of the request; a slower
     * one is dropped with 408. It is read before the request takes a render turn, so a slow
     * sender holds nothing the pages share (decision 035).
     */
    BODY_DEADLINE_SECONDS: wholeNumber(1, 600, "of seconds, such as 10").default(10),
    /**
     * Open connections one client address (an IPv6 client by its IPV6_PREFIX_BITS network) may
     * hold when no proxy stands in front (TRUST_PROXY 0); past it a new one is closed at once.
     */
    CONNECTIONS_PER_ADDRESS: wholeNumber(1, 100_000, "such as 64").default(64),
    /**
     * The front door (decision 048): `npm start` serves through a process of its own that
     * renders nothing and refuses at once what the site cannot serve in time. 0: one process.
     * DOOR_PAGES_IN_FLIGHT (pages, forms, data; default twice RENDER_CONCURRENCY),
     * DOOR_FILES_IN_FLIGHT (photos and files) and DOOR_SHARED_IN_FLIGHT (signed-out pages the
     * site keeps) bound its lanes; DOOR_FILES_MB the files it keeps, DOOR_BODIES_MB the
     * request bodies it holds at once.
     * APP_SOCKET is set by the door for the site behind it, never by hand.
     */
    FRONT_DOOR: flag.default(true),
    DOOR_PAGES_IN_FLIGHT: wholeNumber(1, 100_000, "such as 16").optional(),
    DOOR_FILES_IN_FLIGHT: wholeNumber(1, 100_000, "such as 256").default(256),
    DOOR_SHARED_IN_FLIGHT: wholeNumber(1, 100_000, "such as 1024").default(1024),
    DOOR_FILES_MB: wholeNumber(1, 4096, "of megabytes, such as 64").default(64),
    DOOR_BODIES_MB: wholeNumber(16, 65_536, "of megabytes, such as 256").default(256),
    APP_SOCKET: optionalText,
    /** IPv6 clients are told apart by this many leading bits (64: one mobile phone's network). */
    IPV6_PREFIX_BITS: wholeNumber(32, 128, "of bits, such as 64").default(64),
    /** How often the listing views counted in memory are written (decision 031): 1 to 300 seconds. */
    VIEW_FLUSH_SECONDS: wholeNumber(1, 300, "of seconds, such as 5").default(5),
    /**
     * scrypt's cost for new password hashes, as log2 of N: 14 (16,384, Better Auth's) in
     * production. Test runs lower it; a hash keeps the cost it was made with.
     */
    PASSWORD_HASH_COST: wholeNumber(10, 20, "such as 14").default(14),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Test runs sign in many times from one address: "1" lifts our rate limits, or name buckets. */
    RATE_LIMIT_DISABLED: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const parsed = parseRateLimitSwitch(value);
        if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.error });
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "set ADMIN_EMAIL and ADMIN_PASSWORD together",
      });
    }
    if (env.SMS_PROVIDER && !env.SMS_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["SMS_API_KEY"],
        message: `is needed to send SMS through ${env.SMS_PROVIDER}`,
      });
    }
    if (env.SMS_PROVIDER === "twilio" && !env.SMS_SENDER) {
      ctx.addIssue({ code: "custom", path: ["SMS_SENDER"], message: "is needed to send SMS through twilio" });
    }
    if (env.SMS_PROVIDER === "msg91" && !env.SMS_DLT_TEMPLATE_ID) {
      ctx.addIssue({ code: "custom", path: ["SMS_DLT_TEMPLATE_ID"], message: "is needed to send SMS through msg91" });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { publicUrl: string; dataDir: string };

/** A setting a person must fix; the server prints its message alone, without a stack. */
export class EnvError extends Error {
  override name = "EnvError";
  readonly expose = true;
}

/** Parses the environment once; a bad value stops the start with a message that names it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
}

let current: Env | undefined;

export function getEnv(): Env {
  current ??= parseEnv();
  return current;
}

/** Tests: forget the parsed settings, so the next getEnv() reads process.env again. */
export function forgetEnv(): void {
  current = undefined;
}
