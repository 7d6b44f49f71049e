/**
 * The built site as a process of its own on loopback, for the tests that start a server
 * with settings of their own (a small render queue, two processes, a restart): started
 * as `npm start` starts it, in production mode whatever the test runner's mode.
 */
import { type ChildProcess, spawn } from "node:child_process";

export interface ServerOptions {
  port: number;
  /** server.js, or tests/e2e/serve.js for a fresh copy of the seeded end-to-end data. */
  script?: "server.js" | "tests/e2e/serve.js";
  env?: Record<string, string | undefined>;
  /** Where the server's own log goes: kept for the error message, or the test's stderr. */
  stderr?: "keep" | "inherit";
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  origin: string;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
  /** What the server wrote to stderr so far (with stderr: "keep"). */
  stderr(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Starts the server and returns at once (startServer waits for it to answer). */
export function spawnServer({ port, script = "server.js", env = {}, stderr = "keep" }: ServerOptions): RunningServer {
  const { NODE_ENV: _testRunnersMode, ...inherited } = process.env;
  const settings: NodeJS.ProcessEnv = { ...inherited, HOST: "127.0.0.1", LOG_LEVEL: "error" };
  settings[script === "server.js" ? "PORT" : "E2E_PORT"] = String(port);
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete settings[name];
    else settings[name] = value;
  }
  const child = spawn(process.execPath, [script], {
    env: settings,
    stdio: ["ignore", "ignore", stderr === "keep" ? "pipe" : "inherit"],
  });
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
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

/** Starts the server and waits until /healthz answers 200; throws with its log if it exits first. */
export async function startServer(options: ServerOptions, timeoutMs = 120_000): Promise<RunningServer> {
  const server = spawnServer(options);
  await untilHealthy(server, timeoutMs);
  return server;
}

export async function untilHealthy(server: RunningServer, timeoutMs = 120_000): Promise<void> {
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
