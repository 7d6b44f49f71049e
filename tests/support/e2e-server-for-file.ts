import { afterAll, beforeAll } from "vitest";
import { type RunningServer, startServer } from "../../scripts/built-server.js";
import { E2E } from "../e2e/e2e-env";

/**
 * The end-to-end server (tests/e2e/serve.js, scheduled jobs off) on a port of the file's own,
 * E2E_PORT + `portOffset`, with the settings the file tests: started before its first test,
 * stopped after its last.
 */
export function e2eServerForFile(
  portOffset: number,
  env: Record<string, string>,
): { base: string; readonly running: RunningServer } {
  const port = E2E.port + portOffset;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ port, script: "tests/e2e/serve.js", env: { JOBS: "0", ...env }, stderr: "inherit" });
  }, 120_000);
  afterAll(() => server?.stop());
  return {
    base: `http://localhost:${port}`,
    get running() {
      if (!server) throw new Error("e2eServerForFile: the server starts before the file's first test");
      return server;
    },
  };
}
