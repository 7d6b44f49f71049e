import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { type RunningServer, spawnServer, untilHealthy } from "../../scripts/built-server.js";
import { copyTemplate, dataTemplate } from "../e2e/data-template.js";

// The server process itself: a second server on the same data refuses to start, SIGTERM
// stops cleanly, and the data is there on the next start. The data directory is a copy of
// the end-to-end template (made and migrated by the real server), not made afresh.

const PORT_A = Number(process.env.E2E_PORT ?? 3210) + 50;
const PORT_B = PORT_A + 1;

function start(dataDir: string, port: number) {
  return spawnServer({ port, env: { DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "warn" } });
}

test("a second server on the same data refuses to start; SIGTERM stops cleanly and keeps the data", {
  timeout: 120_000,
}, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-lifecycle-"));
  copyTemplate(await dataTemplate(process.env), dataDir);
  const servers: RunningServer[] = [];
  try {
    const first = start(dataDir, PORT_A);
    servers.push(first);
    await untilHealthy(first);

    const signUp = await fetch(`http://127.0.0.1:${PORT_A}/sign`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Kept Across Restarts",
        mobileNumber: "9839000001",
        email: "kept@lifecycle.test",
        password: "Restart-Safe-2026",
        confirmPassword: "Restart-Safe-2026",
        role: "Owner",
      }),
    });
    expect(signUp.status).toBe(200);

    const second = start(dataDir, PORT_B);
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/Another server \(process \d+\) is using the data directory/);
    // The first server is unharmed.
    expect((await fetch(`http://127.0.0.1:${PORT_A}/healthz`)).status).toBe(200);

    const began = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, "db", "server.lock"))).toBe(false);

    const again = start(dataDir, PORT_A);
    servers.push(again);
    await untilHealthy(again);
    const login = await fetch(`http://127.0.0.1:${PORT_A}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "kept@lifecycle.test", password: "Restart-Safe-2026" }),
    });
    expect(login.headers.get("set-cookie")).toMatch(/session_token=/);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  } finally {
    for (const { child } of servers) if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
