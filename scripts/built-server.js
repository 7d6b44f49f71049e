// The built site as a process of its own on loopback, for the benchmarks (shed-bench,
// load-test, crowd-bench) and the tests that start a server with settings of their own
// (tests/http): started as `npm start` starts it, in production mode whatever the caller's.
import { spawn } from "node:child_process";
import fs from "node:fs";

/**
 * @typedef {object} ServerOptions
 * @property {number} port
 * @property {"server.js" | "tests/e2e/serve.js"} [script] server.js, or tests/e2e/serve.js for a fresh copy of the seeded end-to-end data
 * @property {Record<string, string | undefined>} [env] settings over the caller's own (undefined removes one)
 * @property {"keep" | "inherit"} [stderr] the server's log: kept for the error message, or the caller's stderr
 * @property {string[]} [nodeArgs] Node's own options (a CPU profile: --cpu-prof)
 * @property {string} [cwd] the checkout to run (bench:compare runs another commit's build); this one by default
 */

/**
 * @typedef {object} RunningServer
 * @property {import("node:child_process").ChildProcess} child
 * @property {number} port
 * @property {string} origin
 * @property {Promise<number | null>} exited the exit code, once it has exited
 * @property {() => string} stderr what the server wrote to stderr so far (with stderr: "keep")
 * @property {() => Promise<void>} stop SIGTERM, then waits for the exit
 */

/**
 * Starts the server and returns at once (startServer waits for it to answer).
 * @param {ServerOptions} options
 * @returns {RunningServer}
 */
export function spawnServer({ port, script = "server.js", env = {}, stderr = "keep", nodeArgs = [], cwd }) {
  const { NODE_ENV: _callersMode, ...inherited } = process.env;
  /** @type {NodeJS.ProcessEnv} */
  const settings = { ...inherited, HOST: "127.0.0.1", LOG_LEVEL: "error" };
  settings[script === "server.js" ? "PORT" : "E2E_PORT"] = String(port);
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete settings[name];
    else settings[name] = value;
  }
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: settings,
    stdio: ["ignore", "ignore", stderr === "keep" ? "pipe" : "inherit"],
  });
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    exited,
    stderr: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Starts the server and waits until /healthz answers 200; throws with its log if it exits first.
 * @param {ServerOptions} options
 * @param {number} [timeoutMs]
 * @returns {Promise<RunningServer>}
 */
export async function startServer(options, timeoutMs = 120_000) {
  const server = spawnServer(options);
  await untilHealthy(server, timeoutMs);
  return server;
}

/**
 * @param {RunningServer} server
 * @param {number} [timeoutMs]
 */
export async function untilHealthy(server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server on port ${server.port} exited with ${server.child.exitCode}: ${server.stderr()}`);
    }
    const status = await fetch(`${server.origin}/healthz`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`the server on port ${server.port} did not answer within ${timeoutMs} ms: ${server.stderr()}`);
}

/**
 * The processes of a running server, read from /proc: the one started and, behind the front
 * door (decision 048), the site's own process that it started. Memory is the sum of theirs.
 * @param {number} pid
 * @returns {number[]}
 */
export function serverPids(pid) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return [pid, ...children.split(/\s+/).filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

/**
 * The process that runs the site (renders pages, processes photos): behind the front door
 * its child, else the process started.
 * @param {number} pid
 */
export function sitePid(pid) {
  return serverPids(pid).at(-1) ?? pid;
}

/** The Admin a benchmark's server is started with (benchSettings) and signs in as. */
export const BENCH_ADMIN = { email: "admin@bench.awadhestates.in", password: "bench-admin-Gomti-2026" };

/**
 * A benchmark's server: a data directory of its own, the demo content, no scheduled jobs,
 * BENCH_ADMIN, and TRUST_PROXY 1 (one client address sends the whole crowd: the per-address
 * connection cap for a site with no proxy in front would close most of it).
 * @param {string} dataDir
 * @returns {Record<string, string>}
 */
export function benchSettings(dataDir) {
  return {
    DATA_DIR: dataDir,
    JOBS: "0",
    SEED_DEMO: "1",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    TRUST_PROXY: "1",
  };
}

/**
 * Signs BENCH_ADMIN in through the login form's post: the session cookie to send.
 * @param {string} origin
 */
export async function benchAdminCookie(origin) {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    body: new URLSearchParams(BENCH_ADMIN),
    redirect: "manual",
  });
  const cookie = /[^;,\s]*session_token=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`could not sign in (${response.status})`);
  return cookie;
}

/**
 * autocannon's requests for a new search each time (a budget no one asked before): never
 * kept, so every answer is a render (bench:compare's and profile-render's "new /Search").
 */
let searchNumber = 0;
export const newSearches = () => [
  {
    /** @param {{ path?: string }} request */
    setupRequest: (request) => {
      searchNumber += 1;
      return { ...request, path: `/Search?city=Lucknow&bhk=2&budgetMax=${5_000_000 + searchNumber}` };
    },
  },
];
