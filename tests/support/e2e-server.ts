/**
 * Vitest's global set-up for the HTTP tests (tests/http): the built site with its seeded
 * demo data (tests/e2e/serve.js), as the browser tests have it, on the project's E2E_PORT.
 * A port of its own, so that the HTTP tests and the browser tests can run side by side.
 */
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/built-server.js";

export default async function setup(project: TestProject) {
  const port = Number(project.config.env.E2E_PORT);
  if (!port) throw new Error("the HTTP tests' project names no E2E_PORT");
  const server = await startServer({
    port,
    script: "tests/e2e/serve.js",
    env: { LOG_LEVEL: "warn" },
    stderr: "inherit",
  });
  return () => server.stop();
}
