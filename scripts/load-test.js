// Load: 50 concurrent clients for 60 seconds on a mix of public pages and contact sends
// against the built server (embedded PGlite, or DATABASE_URL). Prints the figures, the
// errors (there must be none) and the server's memory before and after, then a second,
// shorter run to show memory does not keep growing.
//
// Usage: npm run build && npm run load-test [-- --connections 50 --seconds 60]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer } from "./built-server.js";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    port: { type: "string", default: "3500" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-load-"));

const server = await startServer(
  { port, env: { DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "1" }, stderr: "inherit" },
  60_000,
);

/** Resident memory of the server process, in MB. */
function rssMb() {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const sitemap = await (await fetch(`${base}/sitemaps/properties-1.xml`)).text();
const propertyIds = [...sitemap.matchAll(/id=([0-9a-f-]{36})/g)].map((m) => m[1]);
const pages = [
  "/",
  "/listing-post",
  "/listing-post?page=2",
  `/listing-detail?id=${propertyIds[0]}`,
  `/listing-detail?id=${propertyIds[1] ?? propertyIds[0]}`,
  "/NewProject?city=Lucknow",
  "/Search?q=lucknow",
  "/city",
  "/services/buy-plots",
  "/about",
];
let sent = 0;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function run(seconds) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: Number(values.connections),
        duration: seconds,
        requests: [
          {
            setupRequest(request) {
              sent += 1;
              // One request in ten is a contact message; each client has its own address
              // (X-Forwarded-For), as visitors do, so the per-address limit is not what we measure.
              const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
              if (sent % 10 === 0) {
                return {
                  ...request,
                  method: "POST",
                  path: "/contact",
                  headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
                  body: new URLSearchParams({
                    name: "Load Test",
                    mobileNumber: "9839000007",
                    email: "load@example.in",
                    message: `Load message ${sent}`,
                  }).toString(),
                };
              }
              return {
                ...request,
                method: "GET",
                path: pages[sent % pages.length],
                headers: { "x-forwarded-for": address },
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({ ...result, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    instance.on("error", reject);
  });
}

const report = (label, result) => {
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${label}: ${result.requests.total} requests in ${result.duration}s, ${result.requests.average.toFixed(0)} req/s; latency median ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms; non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return bad;
};

await run(5); // warm up
const before = rssMb();
const first = await run(Number(values.seconds));
await new Promise((resolve) => setTimeout(resolve, 3000));
const afterFirst = rssMb();
const second = await run(Math.max(10, Number(values.seconds) / 2));
await new Promise((resolve) => setTimeout(resolve, 3000));
const afterSecond = rssMb();

let bad = report(`Run 1 (${values.connections} clients)`, first);
bad += report("Run 2", second);
console.log(
  `Server memory (RSS): ${before.toFixed(0)} MB after warm-up, ${afterFirst.toFixed(0)} MB after run 1, ${afterSecond.toFixed(0)} MB after run 2`,
);
const stillHealthy = (await fetch(`${base}/healthz`)).ok;
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
const growth = afterSecond - afterFirst;
console.log(`Memory growth over run 2: ${growth.toFixed(1)} MB; errors: ${bad}; server still healthy: ${stillHealthy}`);
process.exit(bad === 0 && stillHealthy && growth < 50 ? 0 : 1);
