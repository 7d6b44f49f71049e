// Crash safety: runs a write load against the built server, kills it with SIGKILL at
// random moments, restarts it, and finally checks that every write the server
// acknowledged is in the database and that the database is consistent.
//
// Usage: npm run build && npm run crash-test -- [--kills 20] [--writers 6]
//   embedded PGlite by default; with DATABASE_URL set, on that PostgreSQL database.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    kills: { type: "string", default: "20" },
    writers: { type: "string", default: "6" },
    port: { type: "string", default: "3400" },
  },
});
const KILLS = Number(values.kills);
const WRITERS = Number(values.writers);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-crash-"));
const databaseUrl = process.env.DATABASE_URL;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  SEED_DEMO: "0",
  LOG_LEVEL: "warn",
  RATE_LIMIT_DISABLED: "1",
  // One process, so that SIGKILL hits the one that holds the database: behind the front
  // door (decision 048) the door would die and the site would stop cleanly, not crash.
  FRONT_DOOR: "0",
};

let server;
function start() {
  server = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "ignore", "pipe"] });
  server.stderr.on("data", (chunk) => {
    const text = String(chunk);
    if (
      !/ExperimentalWarning|NodeVersionSupportWarning|node >=22|a\.co\/|upgrade to node|Use `node --trace|^\s*$/m.test(
        text,
      )
    )
      process.stderr.write(text);
  });
  server.exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
}

async function healthy(timeoutMs = 60_000) {
  const began = Date.now();
  while (Date.now() - began < timeoutMs) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return Date.now() - began;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("server did not come back");
}

// An Owner posts the properties (the session lives in the database and survives restarts);
// when the per-account posting limit refuses one, a new Owner takes over.
let ownerCookie = "";
const photo = fs.readFileSync(new URL("./fixtures/crash-photo.jpg", import.meta.url));

async function signInOwner() {
  const email = `crash-owner-${crypto.randomUUID().slice(0, 8)}@example.in`;
  const form = {
    name: "Crash Owner",
    mobileNumber: "9839000001",
    email,
    password: "Durable-Writes-2026",
    role: "Owner",
  };
  await fetch(`${base}/sign`, {
    method: "POST",
    body: new URLSearchParams({ ...form, confirmPassword: form.password }),
  });
  const login = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: form.password }),
  });
  ownerCookie = /[^;,\s]*session_token=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  if (!ownerCookie) throw new Error("could not sign in the owner");
}

/** The write kinds: each returns a token when the server acknowledged the write. */
const WRITES = {
  async contact() {
    const token = crypto.randomUUID().slice(0, 12);
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Crash Test",
        mobileNumber: "9839000002",
        email: "crash@example.in",
        message: `crash ${token}`,
      }),
    });
    const body = await response.text();
    return response.ok && body.includes("Your message has been sent successfully!") ? { kind: "contact", token } : null;
  },
  async property() {
    const token = crypto.randomUUID().slice(0, 12);
    // Half the posts carry a photo, uploaded first as the wizard does.
    const imageIds = [];
    if (Math.random() < 0.5) {
      const upload = await fetch(`${base}/resources/upload`, {
        method: "POST",
        headers: { cookie: ownerCookie, "content-type": "application/octet-stream" },
        body: photo,
      });
      if (!upload.ok) return null;
      imageIds.push((await upload.json()).image.id);
    }
    const form = new URLSearchParams({
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Plot/Land",
      city: "Kanpur",
      locality: "Kalyanpur",
      projectBuildingName: `Crash ${token}`,
      contactNumber: "9839000003",
    });
    for (const id of imageIds) form.append("imageIds", id);
    const response = await fetch(`${base}/postproperty`, {
      method: "POST",
      headers: { cookie: ownerCookie },
      body: form,
    });
    const body = await response.text();
    if (response.status === 429) await signInOwner();
    return response.ok && body.includes("Property submitted successfully!")
      ? { kind: "property", token, images: imageIds.length }
      : null;
  },
  async signUp() {
    const token = crypto.randomUUID().slice(0, 12);
    const response = await fetch(`${base}/sign`, {
      method: "POST",
      body: new URLSearchParams({
        name: `Crash ${token}`,
        mobileNumber: "9839000000",
        email: `crash-${token}@example.in`,
        password: "Durable-Writes-2026",
        confirmPassword: "Durable-Writes-2026",
        role: "Owner",
      }),
    });
    const body = await response.text();
    return response.ok && body.includes("User successfully signed up!") ? { kind: "signUp", token } : null;
  },
};

const acknowledged = [];
let attempted = 0;
let running = true;

async function writer() {
  const kinds = Object.values(WRITES);
  while (running) {
    attempted += 1;
    try {
      const write = kinds[Math.floor(Math.random() * kinds.length)];
      const ack = await write();
      if (ack) acknowledged.push(ack);
    } catch {
      // Connection refused or reset while the server is down: not acknowledged.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

start();
await healthy(120_000);
await signInOwner();
const writers = Array.from({ length: WRITERS }, () => writer());
const restartTimes = [];
for (let kill = 1; kill <= KILLS; kill++) {
  await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2500));
  server.kill("SIGKILL");
  await server.exited;
  start();
  restartTimes.push(await healthy());
  process.stdout.write(`\rkills: ${kill}/${KILLS}, acknowledged writes: ${acknowledged.length}   `);
}
await new Promise((resolve) => setTimeout(resolve, 1000));
running = false;
await Promise.all(writers);
server.kill("SIGTERM");
const { code } = await server.exited;
console.log(`\nfinal shutdown exit code: ${code}`);

// Verify with the database closed by the server.
process.env.DATA_DIR = dataDir;
const { tsImport } = await import("tsx/esm/api");
const { verify } = await tsImport("./crash-verify.ts", import.meta.url);
const result = await verify({ dataDir, databaseUrl, acknowledged });
fs.rmSync(dataDir, { recursive: true, force: true });

const sorted = [...restartTimes].sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      database: databaseUrl ? "postgres" : "pglite",
      kills: KILLS,
      writesAttempted: attempted,
      writesAcknowledged: acknowledged.length,
      byKind: Object.fromEntries(
        ["signUp", "contact", "property"].map((kind) => [kind, acknowledged.filter((a) => a.kind === kind).length]),
      ),
      photosAcknowledged: acknowledged.reduce((sum, a) => sum + (a.images ?? 0), 0),
      lost: result.lost.length,
      consistency: result.problems.length ? result.problems : "ok",
      restartMedianMs: sorted[Math.floor(sorted.length / 2)],
      restartMaxMs: sorted[sorted.length - 1],
    },
    null,
    2,
  ),
);
process.exit(result.lost.length || result.problems.length ? 1 : 0);
