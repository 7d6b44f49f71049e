// A data directory with the demo content already seeded, made once per build and copied by
// every end-to-end server (serve.js). Seeding draws and processes the demo photos (about
// 35 s of a core); a copy takes a fraction of a second. The template is made by the real
// server: started on it with the same settings, then stopped cleanly (its database
// checkpointed), so a copy is exactly what a first start leaves behind.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The folder of the template for this build, made first when there is none.
 * @param {NodeJS.ProcessEnv} env the server's settings
 * @returns {Promise<string>}
 */
export async function dataTemplate(env) {
  const stamp = fs.readFileSync("build/.source-hash", "utf8").trim().slice(0, 16);
  const dir = path.join(os.tmpdir(), `awadh-e2e-template-${stamp}`);
  if (fs.existsSync(path.join(dir, "ready"))) return dir;

  const making = `${dir}.${process.pid}`;
  fs.rmSync(making, { recursive: true, force: true });
  const port = await freePort();
  const server = spawn(process.execPath, ["server.js"], {
    env: { ...env, DATA_DIR: making, PORT: String(port), HOST: "127.0.0.1", JOBS: "0", LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    await until(async () => server.exitCode !== null || (await fetch(`http://127.0.0.1:${port}/healthz`)).ok);
    if (server.exitCode !== null) throw new Error(`the template server exited with ${server.exitCode}`);
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
  fs.writeFileSync(path.join(making, "ready"), new Date().toISOString());
  // Earlier builds' templates are of no more use.
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (/^awadh-e2e-template-[0-9a-f]{16}$/.test(name) && name !== path.basename(dir))
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  try {
    fs.renameSync(making, dir);
  } catch {
    // Another server made it at the same time: theirs is as good.
    fs.rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Copies the template into a fresh data directory (no lock, no mail, no marker).
 * @param {string} template
 * @param {string} dataDir
 */
export function copyTemplate(template, dataDir) {
  const skip = new Set(["ready", "outbox", "server.lock"]);
  fs.cpSync(template, dataDir, { recursive: true, filter: (source) => !skip.has(path.basename(source)) });
}

/** @param {() => Promise<boolean>} check */
async function until(check) {
  for (let i = 0; i < 1800; i++) {
    try {
      if (await check()) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the template server did not start in 3 minutes");
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
