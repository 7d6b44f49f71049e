import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { copyTemplate, dataTemplate } from "./data-template.js";

// The server process itself: a second server on the same data refuses to start, SIGTERM
// stops cleanly, and the data is there on the next start. The data directory is a copy of
// the end-to-end template (made and migrated by the real server), not made afresh.

const PORT_A = Number(process.env.E2E_PORT ?? 3210) + 50;
const PORT_B = PORT_A + 1;

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function healthy(port: number) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}

test.describe.configure({ mode: "serial" });

test("a second server on the same data refuses to start; SIGTERM stops cleanly and keeps the data", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-lifecycle-"));
  copyTemplate(await dataTemplate(process.env), dataDir);
  const children: ChildProcess[] = [];
  try {
    const first = start(dataDir, PORT_A);
    children.push(first.child);
    await healthy(PORT_A);

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
    children.push(second.child);
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
    children.push(again.child);
    await healthy(PORT_A);
    const login = await fetch(`http://127.0.0.1:${PORT_A}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "kept@lifecycle.test", password: "Restart-Safe-2026" }),
    });
    expect(login.headers.get("set-cookie")).toMatch(/session_token=/);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
