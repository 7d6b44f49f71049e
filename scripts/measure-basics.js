// Measures three basics of the built site on this machine and prints them:
//   1. time from starting the server (existing database) to a healthy /healthz,
//   2. server time of the home page (median and 95th percentile of 200 requests),
//   3. gzipped JavaScript the home page's HTML names (scripts/page-weights.ts counts all a
//      browser loads, the chunks fetched after render included).
// Usage: npm run build && node scripts/measure-basics.js
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const port = Number(process.env.PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-measure-"));

function startServer() {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitHealthy(timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return performance.now() - started;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("server did not become healthy");
}

function stop(child) {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${base}${pathname}`, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks),
            headers: response.headers,
            ms: performance.now() - started,
          }),
        );
      })
      .on("error", reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

// A first start creates and seeds the database; it is not what we measure.
let child = startServer();
await waitHealthy();
await stop(child);

const startTimes = [];
for (let i = 0; i < 3; i++) {
  const begin = performance.now();
  child = startServer();
  await waitHealthy();
  startTimes.push(performance.now() - begin);
  if (i < 2) console.log(`  SIGTERM exit code: ${await stop(child)}`);
}

for (let i = 0; i < 20; i++) await get("/"); // warm up
const times = [];
for (let i = 0; i < 200; i++) {
  const response = await get("/");
  if (response.status !== 200) throw new Error(`home answered ${response.status}`);
  times.push(response.ms);
}

const html = (await get("/")).body.toString("utf8");
const scripts = [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"|<script[^>]+src="([^"]+)"/g)].map(
  (m) => m[1] ?? m[2],
);
let gzipBytes = 0;
for (const src of new Set(scripts)) {
  const response = await get(src, { "accept-encoding": "gzip" });
  gzipBytes +=
    response.headers["content-encoding"] === "gzip" ? response.body.length : zlib.gzipSync(response.body).length;
}
const exitCode = await stop(child);
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `Start to healthy /healthz (existing database): ${startTimes.map((t) => `${Math.round(t)} ms`).join(", ")}`,
);
console.log(
  `Home page server time over 200 requests: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
);
console.log(
  `Home page JavaScript named in its HTML: ${new Set(scripts).size} files, ${(gzipBytes / 1024).toFixed(1)} kB gzipped (all it loads: scripts/page-weights.ts)`,
);
console.log(`SIGTERM exit code: ${exitCode}`);
