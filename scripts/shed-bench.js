// The front door (decision 048), before and after in the same run: the built server as one
// process (FRONT_DOOR=0: shedding in the render queue and at its door, decision 038) and
// then behind the front door (the default). For each:
//
// - a crowd of signed-in visitors on one listing (every request a render: the listing is never
//   asked for signed out here, so no copy of it is kept for signed-in visitors either,
//   decision 055), and a crowd on /Search with a different query
//   each time (every one a miss), each with `--connections` connections for `--seconds`;
//   answered, refused (503) and timed out, with the latency of each;
// - meanwhile, from a process of its own, /healthz and a script file every 50 ms: p50, p99
//   and the slowest;
// - signed-in renders a second on one connection and on 8 (the render ceiling).
//
// Then, behind the door: 8 connections sending a form's body a byte every 5 s, reconnecting
// when dropped, for `--slow-seconds`; meanwhile a signed-in page, a search not yet kept and
// /login every 250 ms must answer 200 in under a second.
//
// Usage: npm run build && node scripts/shed-bench.js [--connections 200 --seconds 20 --slow-seconds 60]
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { benchAdminCookie, benchSettings, startServer } from "./built-server.js";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
    "slow-seconds": { type: "string", default: "60" },
    port: { type: "string", default: "3560" },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const slowSeconds = Number(values["slow-seconds"]);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value) => `${Math.round(value)} ms`;

/** The built server on a data directory of its own, with demo data and an Admin. */
function startBenchServer(env, dataDir) {
  return startServer({ port, stderr: "inherit", env: { ...benchSettings(dataDir), ...env } }, 300_000);
}

/** Probes from a process of their own (the bench's own loop is busy with the crowd). */
function probe(urls, everyMs) {
  const script = `
    const urls = ${JSON.stringify(urls)};
    const times = Object.fromEntries(urls.map((url) => [url, []]));
    const bad = [];
    let stop = false;
    process.on("message", () => { stop = true; });
    (async () => {
      while (!stop) {
        await Promise.all(urls.map(async (url) => {
          const started = performance.now();
          try {
            const response = await fetch(url, { signal: AbortSignal.timeout(10000) });
            await response.arrayBuffer();
            times[url].push(performance.now() - started);
            if (response.status !== 200) bad.push(url + " " + response.status);
          } catch (error) { bad.push(url + " " + error.name); }
        }));
        await new Promise((resolve) => setTimeout(resolve, ${everyMs}));
      }
      process.send({ times, bad }, () => process.exit(0));
    })();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const result = new Promise((resolve) => child.once("message", resolve));
  return {
    async stop() {
      child.send("stop");
      const { times, bad } = await result;
      return {
        bad,
        rows: Object.entries(times).map(([url, list]) => {
          const sorted = list.sort((a, b) => a - b);
          return {
            url,
            count: sorted.length,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            max: sorted.at(-1) ?? 0,
          };
        }),
      };
    },
  };
}

/** A crowd: answered and refused with their latencies, and the time-outs. */
function crowd({ url, headers, requests, connections: count = connections, duration = seconds }) {
  const byStatus = new Map();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, headers, requests, connections: count, duration, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        const rows = [...byStatus.entries()].map(([status, times]) => {
          const sorted = times.sort((a, b) => a - b);
          return { status, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
        });
        resolve({ rows, timeouts: result.timeouts, errors: result.errors, rps: result.requests.average });
      },
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      const list = byStatus.get(status) ?? [];
      list.push(responseTime);
      byStatus.set(status, list);
    });
  });
}

function printCrowd(label, result, probes) {
  const statuses = result.rows
    .sort((a, b) => a.status - b.status)
    .map((row) => `${row.status}: ${row.count} (p50 ${ms(row.p50)}, p99 ${ms(row.p99)})`)
    .join("; ");
  console.log(
    `  ${label}: ${result.rps.toFixed(0)} answers/s; ${statuses}; time-outs ${result.timeouts}, errors ${result.errors}`,
  );
  for (const row of probes.rows)
    console.log(
      `    ${new URL(row.url).pathname.padEnd(36)} ${String(row.count).padStart(4)} probes  p50 ${ms(row.p50)}  p99 ${ms(row.p99)}  slowest ${ms(row.max)}`,
    );
  if (probes.bad.length) console.log(`    probe failures: ${probes.bad.slice(0, 5).join(", ")} (${probes.bad.length})`);
}

async function withProbes(urls, everyMs, run) {
  const probes = probe(urls, everyMs);
  await sleep(300);
  const result = await run();
  return { result, probes: await probes.stop() };
}

/** Connections that send a form's headers and then its body a byte every 5 s, reconnecting when dropped. */
function slowBodies(count, path) {
  let stopped = false;
  let drops = 0;
  const sockets = new Set();
  const open = () => {
    if (stopped) return;
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n`,
      );
      const drip = setInterval(() => socket.write("a"), 5000);
      socket.once("close", () => clearInterval(drip));
    });
    sockets.add(socket);
    socket.on("data", () => {});
    socket.on("error", () => {});
    socket.once("close", () => {
      sockets.delete(socket);
      drops += 1;
      setTimeout(open, 100);
    });
  };
  for (let i = 0; i < count; i++) open();
  return {
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
      return drops;
    },
  };
}

console.log(`${connections} connections, ${seconds} s each, ${os.cpus().length} CPUs, PGlite\n`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-shed-"));
// The first start installs the site (migrations, the demo photos); the figures are of the next.
await (await startBenchServer({}, dataDir)).stop();

for (const [label, env] of [
  ["before: one process, shedding in the render queue (FRONT_DOOR=0)", { FRONT_DOOR: "0" }],
  ["after: the front door (defaults)", {}],
]) {
  const server = await startBenchServer(env, dataDir);
  try {
    console.log(label);
    const cookie = await benchAdminCookie(base);
    const list = await (await fetch(`${base}/listing-post`)).text();
    const listing = `${base}/listing-detail?id=${/listing-detail\?id=([0-9a-f-]{36})/.exec(list)?.[1]}`;
    const script = `${base}${/\/assets\/[\w.-]+\.js/.exec(list)?.[0]}`;
    const outside = [`${base}/healthz`, script];

    const signedIn = await withProbes(outside, 50, () => crowd({ url: listing, headers: { cookie } }));
    printCrowd("signed-in crowd on a listing", signedIn.result, signedIn.probes);
    let n = 0;
    const searches = await withProbes(outside, 50, () =>
      crowd({
        url: `${base}/Search`,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              return { ...request, path: `/Search?city=Lucknow&bhk=3&budgetMax=${4_000_000 + n * 1000}` };
            },
          },
        ],
      }),
    );
    printCrowd("a different search each time on /Search", searches.result, searches.probes);

    for (const count of [1, 8]) {
      await sleep(2000);
      const ceiling = await crowd({ url: listing, headers: { cookie }, connections: count, duration: 10 });
      const ok = ceiling.rows.find((row) => row.status === 200);
      console.log(
        `  signed-in renders on ${count} connection${count === 1 ? "" : "s"}: ${ceiling.rps.toFixed(0)}/s (p50 ${ms(ok?.p50 ?? 0)}, p99 ${ms(ok?.p99 ?? 0)})`,
      );
    }

    if (!env.FRONT_DOOR) {
      await sleep(2000);
      const slow = slowBodies(8, "/contact");
      await sleep(1000);
      const pages = [listing, `${base}/Search?city=Lucknow&bhk=2&budgetMax=3333000`, `${base}/login`];
      const watched = probe(pages, 250);
      await sleep(slowSeconds * 1000);
      const result = await watched.stop();
      const drops = slow.stop();
      console.log(
        `  8 slow-body connections for ${slowSeconds} s (dropped by the server and reopened ${drops} times):`,
      );
      printCrowd("pages meanwhile, every 250 ms", { rps: 0, rows: [], timeouts: 0, errors: 0 }, result);
      const slowest = Math.max(...result.rows.map((row) => row.max));
      console.log(`    every page 200: ${result.bad.length === 0 ? "yes" : "no"}; slowest ${ms(slowest)}`);
    }
    console.log("");
  } finally {
    await server.stop();
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });
