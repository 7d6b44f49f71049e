/**
 * A real database and real services for integration tests: embedded PGlite on a copy of the
 * migrated data directory the global set-up made, or, when TEST_DATABASE_URL is set, a
 * scratch database cloned on that PostgreSQL server for this test file and dropped after it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import type { Role, SignUpRole } from "#app/config/enums";
import { registerUser, signIn } from "#app/modules/accounts/accounts.server";
import { setRole } from "#app/modules/accounts/admin-bootstrap.server";
import { confirmMobileCode, sendMobileCode } from "#app/modules/accounts/mobile-verification.server";
import { type DatabaseHandle, getDb, type OpenOptions, openDatabase } from "#app/modules/db/db.server";
import { announcePublicChange } from "#app/modules/db/public-cache.server";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import type { OutboxEntry } from "#app/modules/mail/mailer.server";
import { createLocalStorage } from "#app/modules/media/storage.server";
import { setClock } from "#app/modules/platform/clock.server";
import { forgetEnv, parseEnv } from "#app/modules/platform/env.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { resetPageCache } from "#app/modules/platform/page-cache.server";
import { setPostingLimits } from "#app/modules/properties/posting/limits.server";
import { user } from "#db/schema";
import { boot, type Services } from "../../server/boot";
import { mailsIn, readOutbox } from "./mail";
import { latestCode } from "./sms";
import { adminQuery } from "./template-database";

export interface TestServices extends Services {
  uploadsDir: string;
  outboxDir: string;
  /** Where SMS are written (DATA_DIR/sms-outbox): read it with tests/support/sms.ts. */
  smsOutboxDir: string;
  /** The scratch PostgreSQL database, when TEST_DATABASE_URL is set (undefined on PGlite). */
  databaseUrl?: string;
  /** Every e-mail sent so far (written to DATA_DIR/outbox), oldest first. */
  outbox(): Promise<OutboxEntry[]>;
  /** The e-mails sent so far to one address, oldest first. */
  mailsTo(address: string): Promise<OutboxEntry[]>;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  /** The rate limits on (off by default, so that tests may repeat an action freely). */
  rateLimits?: boolean;
  /** Passwords hashed at production's cost (TEST_PASSWORD_HASH_COST otherwise). */
  productionPasswordCost?: boolean;
  /** "lifted": a person may post as many listings as the file's tests need. */
  postingLimits?: "lifted";
}

interface FileServiceOptions extends ServiceOptions {
  /** Settings read from the environment, as the file's tests need them (unset after the file). */
  env?: Record<string, string>;
}

/**
 * The test file's services, registered once at its top (before its own hooks, so that its
 * beforeAll finds them running): started before the first test, stopped after the last;
 * after each test the clock is put back and the rate limits are as the file asked. The
 * object returned stands for the running services.
 */
/**
 * Test files make accounts freely, each number proven by a code sent by SMS: the site's SMS
 * ceiling (sms/ceiling.server.ts) is as lifted as the per-client limits, unless a file sets it
 * (tests/integration/sms/sms-ceiling.test.ts).
 */
const LIFTED_SMS_CEILING = { SMS_CODES_PER_HOUR: "1000000", SMS_CODES_PER_DAY: "1000000" };

export function servicesForFile(options: FileServiceOptions = {}): TestServices {
  let running: TestServices | undefined;
  const env = { ...LIFTED_SMS_CEILING, ...options.env };
  beforeAll(async () => {
    Object.assign(process.env, env);
    running = await startServices(options);
  });
  afterEach(() => {
    setClock(null);
    setRateLimitsDisabled(!options.rateLimits);
  });
  afterAll(async () => {
    setClock(null);
    for (const name of Object.keys(env)) delete process.env[name];
    await running?.stop();
  });
  return new Proxy({} as TestServices, {
    get(_, key) {
      if (!running) throw new Error("servicesForFile: the services start before the file's first test");
      return Reflect.get(running, key);
    },
  });
}

export async function startServices(options: ServiceOptions = {}): Promise<TestServices> {
  startClean();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-test-"));
  const env = parseEnv({
    NODE_ENV: "test",
    SEED_DEMO: "0",
    DATA_DIR: dataDir,
    PORT: "3999",
    ...(options.productionPasswordCost ? {} : { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) }),
  });
  const scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL) : null;
  const uploadsDir = path.join(dataDir, "uploads");
  const services = await boot({
    env,
    database: scratch ? { databaseUrl: scratch.url } : pgliteFromTemplate(dataDir),
    storage: createLocalStorage(uploadsDir),
  });
  setRateLimitsDisabled(!options.rateLimits);
  if (options.postingLimits === "lifted") setPostingLimits({ perWindow: 1000, pending: 1000 });
  const outboxDir = path.join(dataDir, "outbox");
  smsOutboxDir = path.join(dataDir, "sms-outbox");
  const outbox = async () => {
    await services.mailer.idle();
    return readOutbox(outboxDir);
  };
  return {
    ...services,
    uploadsDir,
    outboxDir,
    smsOutboxDir,
    databaseUrl: scratch?.url,
    outbox,
    async mailsTo(address) {
      await services.mailer.idle();
      return mailsIn(outboxDir, address);
    },
    async stop() {
      await services.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Test files share their worker's modules (isolate: false in vitest.config.ts: importing the
 * site once per worker instead of once per file saves about a minute of each run), so each
 * file starts from the settings and state a fresh process has. What is kept per database
 * (the search index, the public counts) starts afresh with the file's own database.
 */
function startClean(): void {
  forgetEnv();
  setClock(null);
  setPostingLimits();
  resetPageCache();
}

/**
 * Tests hash passwords at 2^10 instead of production's 2^14: sixteen times cheaper, the same
 * code. password-cost.test.ts boots with the production default and checks it.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** A copy of the migrated, seeded data directory the global set-up made (template-database.ts). */
function pgliteFromTemplate(dataDir: string): OpenOptions {
  const dbDir = path.join(dataDir, "db");
  fs.cpSync(inject("pgliteTemplate"), path.join(dbDir, "pgdata"), { recursive: true });
  return { dataDir: dbDir };
}

/**
 * A database of its own on the TEST_DATABASE_URL server, cloned from the migrated template
 * (or empty, when asked: nothing in it, not even the schema).
 */
async function createScratchDatabase(serverUrl: string, { empty = false } = {}) {
  const name = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = empty ? null : inject("postgresTemplate");
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A second database, migrated and empty (no seed), of the kind the run uses: a new database
 * on the TEST_DATABASE_URL server, or PGlite in memory. `close` drops what it made.
 */
export async function openEmptyDatabase(): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, { empty: true }) : null;
  const handle = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
  await handle.migrate();
  return {
    handle,
    close: async () => {
      await handle.close();
      await scratch?.drop();
    },
  };
}

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  mobileNumber: string;
  password: string;
  role: Role;
  cookie: string;
}

/** The running services' SMS outbox (one file's services run at a time in a worker). */
let smsOutboxDir = "";

/**
 * Signs up a user through the real sign-up path (which signs them in), optionally makes
 * them an Admin; their mobile number is verified by the real code sent by SMS unless `mobileVerified`
 * is false.
 */
export async function createUser(
  role: Role = "Client",
  overrides: { email?: string; name?: string; mobileNumber?: string; mobileVerified?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}.${Date.now().toString(36)}@example.in`;
  const password = `Gomti-${counter}-Riverfront`;
  const mobileNumber = overrides.mobileNumber ?? `98390${String(10000 + counter).slice(-5)}`;
  const signUpRole: SignUpRole = role === "Admin" ? "Client" : role;
  const outcome = await registerUser(request("/sign", { method: "POST" }), {
    name: overrides.name ?? `Test ${role} ${counter}`,
    email,
    password,
    confirmPassword: password,
    mobileNumber,
    role: signUpRole,
  });
  if (!outcome.ok || !outcome.headers)
    throw new Error(`sign-up failed: ${outcome.ok ? "no headers" : outcome.message}`);
  // Sign-up signs the new account in (decision 059): its session is the one the test uses.
  const cookie = cookieFrom(outcome.headers);
  const id = await userIdOf(cookie);
  if (overrides.mobileVerified !== false) await verifyMobile(id, mobileNumber);
  if (role === "Admin") await setRole(id, "Admin");
  return { id, email, mobileNumber, password, role, cookie };
}

/**
 * Writes accounts' rows directly (a test's shortcut past the product's forms) and announces
 * it as the site's own account writes do: their sessions are read afresh in every process.
 */
export async function updateAccounts(where: SQL, set: Partial<typeof user.$inferInsert>): Promise<void> {
  const changed = await getDb().update(user).set(set).where(where).returning({ id: user.id });
  await announcePublicChange({ accounts: changed.map((row) => row.id) });
}

/** Proves an account's mobile number as a person does: a code sent by SMS, typed back. */
export async function verifyMobile(userId: string, mobileNumber: string): Promise<void> {
  // From an address of its own, so that the files that keep the limits on can make many accounts.
  const from = { method: "POST", ip: `198.51.100.${(counter % 250) + 1}` } as const;
  const sent = await sendMobileCode(request("/profile/settings", from), userId);
  if (!sent.ok) throw new Error(`no code sent: ${sent.message}`);
  const code = await latestCode(smsOutboxDir, mobileNumber);
  const confirmed = await confirmMobileCode(request("/profile/settings", from), userId, code);
  if (!confirmed.ok) throw new Error(`code refused: ${confirmed.message}`);
}

export async function signInCookie(email: string, password: string): Promise<string> {
  const outcome = await signIn(request("/login", { method: "POST" }), { email, password });
  if (!outcome.ok || !outcome.headers)
    throw new Error(`sign-in failed: ${outcome.ok ? "no headers" : outcome.message}`);
  return cookieFrom(outcome.headers);
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

async function userIdOf(cookie: string): Promise<string> {
  const { getUser } = await import("#app/modules/accounts/session.server");
  const user = await getUser(request("/", { cookie }));
  if (!user) throw new Error("no session after sign-in");
  return user.id;
}

interface RequestOptions {
  method?: string;
  cookie?: string;
  form?: Record<string, string | string[]>;
  ip?: string;
}

export function request(pathname: string, { method = "GET", cookie, form, ip = "203.0.113.7" }: RequestOptions = {}) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: ip });
  if (cookie) headers.set("cookie", cookie);
  let body: URLSearchParams | undefined;
  if (form) {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(form)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
    }
  }
  return new Request(`http://localhost:3999${pathname}`, { method, headers, body });
}

export interface RouteResult {
  status: number;
  data: unknown;
  headers: Headers;
  location?: string;
}

type RouteFunction = (args: never) => unknown;

/** Calls a route's loader or action as React Router would, and reports what it answered. */
export async function callRoute(
  fn: RouteFunction,
  req: Request,
  params: Record<string, string> = {},
): Promise<RouteResult> {
  const args = { request: req, params, context: { cspNonce: "" } } as never;
  let outcome: unknown;
  try {
    outcome = await fn(args);
  } catch (thrown) {
    outcome = thrown;
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
  }
  if (outcome instanceof Response) {
    const location = outcome.headers.get("location") ?? undefined;
    const text = await outcome.text();
    return { status: outcome.status, data: text, headers: outcome.headers, location };
  }
  if (isDataWithInit(outcome)) {
    const init = outcome.init ?? {};
    return { status: init.status ?? 200, data: outcome.data, headers: new Headers(init.headers) };
  }
  return { status: 200, data: outcome, headers: new Headers() };
}

/**
 * A browser's POST of `form` to a route's action at `pathname`, signed in as `who` (a
 * person, or a Cookie header) or signed out (null); what the action answered.
 */
export function sendForm(
  action: RouteFunction,
  pathname: string,
  who: { cookie: string } | string | null,
  form: Record<string, string | string[]>,
  { ip }: { ip?: string } = {},
): Promise<RouteResult> {
  const cookie = typeof who === "string" ? who : who?.cookie;
  return callRoute(action, request(pathname, { method: "POST", cookie, form, ip }));
}

/** What data(value, init) returns (React Router does not export the class at run time). */
function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

export { linkIn } from "./mail";
