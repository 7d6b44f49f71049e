// A crowd on the four pages people land on: 200 connections for 20 s each on `/`, a
// listing, `/Search?city=Lucknow&bhk=3` and `/properties/lucknow`, against the built server
// with the page cache on and then off (PAGE_CACHE=0), and, in the same run, the home page's
// HTML served as a static file by a few lines of Node: the ceiling of this machine.
// Prints requests per second, median and p99 latency, errors and time-outs, and the
// server's resident memory when idle: a few seconds after it started (restarted, after a
// first start that installed the site on an empty data directory: initdb, migrations, the
// demo photos) and again a few seconds and a minute after the crowd left (decision 025). Embedded PGlite, or DATABASE_URL (then each server
// gets a scratch database, created and dropped here).
//
// Usage: npm run build && node scripts/crowd-bench.js [--connections 200 --seconds 20 --runs 1]
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer } from "./built-server.js";
import { scratchDatabase } from "./scratch-database.js";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
    runs: { type: "string", default: "1" },
    port: { type: "string", default: "3530" },
    settle: { type: "string", default: "5" },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const port = Number(values.port);
/** Seconds to wait before reading the idle memory: the last responses' garbage is collected. */
const settle = Number(values.settle);
const base = `http://127.0.0.1:${port}`;

/** A scratch database on the DATABASE_URL server, so that every run starts empty as PGlite does. */
function crowdDatabase() {
  const url = process.env.DATABASE_URL;
  return url ? scratchDatabase(url, "awadh_crowd") : { url: undefined, async drop() {} };
}

/**
 * The built server on a fresh data directory, started twice: the first start installs the
 * site (initdb, migrations, the demo photos), which the site does once in its life; the
 * figures are of the second, a running site as every restart finds it.
 */
async function startCrowdServer(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-crowd-"));
  const database = await crowdDatabase();
  const launch = async () => {
    const server = await startServer(
      {
        port,
        stderr: "inherit",
        env: {
          ...(database.url ? { DATABASE_URL: database.url } : {}),
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          JOBS: "0",
          ...env,
        },
      },
      300_000,
    );
    return { pid: server.child.pid, stop: () => server.stop() };
  };
  const install = await launch();
  await new Promise((resolve) => setTimeout(resolve, settle * 1000));
  const firstStartMb = rssMb(install.pid);
  await install.stop();
  const server = await launch();
  return {
    pid: server.pid,
    firstStartMb,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function crowd(url) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

async function measure(label, url) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await crowd(url));
  const row = {
    label,
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
  console.log(
    `${label.padEnd(46)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(0).padStart(5)} ms  p99 ${row.p99.toFixed(0).padStart(5)} ms  errors ${row.errors}  time-outs ${row.timeouts}  non-2xx ${row.non2xx}`,
  );
  return row;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const databaseKind = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `${connections} connections, ${seconds} s per page, median of ${runs} run(s), ${os.cpus().length} CPUs, ${databaseKind}\n`,
);
const rows = [];
for (const cache of ["1", "0"]) {
  const server = await startCrowdServer({ PAGE_CACHE: cache });
  await sleep(settle * 1000);
  const started = rssMb(server.pid);
  console.log(
    `Page cache ${cache === "1" ? "on" : "off"}: idle RSS ${started.toFixed(0)} MB ${settle} s after a restart (${server.firstStartMb.toFixed(0)} MB after the first start, which installs the site)`,
  );
  const sitemap = await (await fetch(`${base}/sitemaps/properties-1.xml`)).text();
  const listing = /listing-detail\?id=([0-9a-f-]{36})/.exec(sitemap)?.[1];
  const pages = ["/", `/listing-detail?id=${listing}`, "/Search?city=Lucknow&bhk=3", "/properties/lucknow"];
  if (cache === "1") {
    // The ceiling: the home page's bytes from a file, by Node alone, on the next port.
    const html = await (await fetch(`${base}/`)).text();
    const file = path.join(os.tmpdir(), "awadh-crowd-home.html");
    fs.writeFileSync(file, html);
    const ceiling = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise((resolve) => ceiling.listen(port + 1, "127.0.0.1", resolve));
    rows.push(await measure("static file (the ceiling)", `http://127.0.0.1:${port + 1}/`));
    await new Promise((resolve) => ceiling.close(resolve));
  }
  for (const page of pages)
    rows.push(await measure(`${page.slice(0, 30)} (cache ${cache === "1" ? "on" : "off"})`, `${base}${page}`));
  // V8 gives a crowd's heap back only after some 30 s of quiet (its memory reducer): the
  // figure that counts is the one a minute later; the earlier ones show the peak.
  const busy = rssMb(server.pid);
  await sleep(settle * 1000);
  const soon = rssMb(server.pid);
  await sleep(Math.max(0, 60 - settle) * 1000);
  const idle = rssMb(server.pid);
  console.log(
    `Page cache ${cache === "1" ? "on" : "off"}: RSS ${busy.toFixed(0)} MB as the crowd left, ${soon.toFixed(0)} MB ${settle} s later, idle RSS ${idle.toFixed(0)} MB a minute later (${databaseKind}; ${started.toFixed(0)} MB after the restart)\n`,
  );
  await server.stop();
}
