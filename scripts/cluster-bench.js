// A crowd on three processes: three built servers on one PostgreSQL database and one real
// S3-compatible store (OpenStack Swift with s3api, scripts/swift-s3.sh), behind a round-robin
// balancer, against one of those processes alone in the same run. Each of the four pages
// people land on (`/`, a listing, `/Search?city=Lucknow&bhk=3`, `/properties/lucknow`)
// gets the crowd signed out and then signed in (a session cookie on every request). Prints
// pages answered (2xx) per second, their p50 and p99 latency, and the errors, time-outs
// and other answers (503: shed at the door).
//
// On this 2-core machine the three processes, the balancer, PostgreSQL, Swift and the load
// generator share two cores: the figures say what a second and third process cost and give
// when the cores are already taken, not what three machines would do.
//
// Usage: npm run build && node scripts/cluster-bench.js [--connections 200 --seconds 10]
// DATABASE_URL names a PostgreSQL server (a scratch database is made and dropped there);
// without it a throwaway cluster is started (scripts/pg-cluster.sh).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import autocannon from "autocannon";
import { spawnServer, untilHealthy } from "./built-server.js";
import { postgresServer, scratchDatabase } from "./scratch-database.js";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    port: { type: "string", default: "3560" },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const port = Number(values.port);
const ports = { balancer: port, processes: [port + 1, port + 2, port + 3], swift: port + 100, postgres: port + 200 };
const work = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-cluster-"));
const cleanups = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Swift with its S3 layer, and a bucket for the photos. */
async function objectStore() {
  const dir = path.join(work, "swift");
  const endpoint = execFileSync("scripts/swift-s3.sh", ["start", dir, String(ports.swift)], {
    encoding: "utf8",
  }).trim();
  cleanups.push(() => execFileSync("scripts/swift-s3.sh", ["stop", dir]));
  const credentials = { accessKeyId: "test:tester", secretAccessKey: "testing" };
  const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: "photos" }));
  client.destroy();
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: "photos",
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  };
}

/** Sends each request to the next process in turn, over kept-alive connections. */
function startBalancer() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const balancer = http.createServer((req, res) => {
    const upstream = http.request(
      {
        agent,
        host: "127.0.0.1",
        port: ports.processes[next++ % ports.processes.length],
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  cleanups.push(() => new Promise((resolve) => balancer.close(resolve)));
  return new Promise((resolve) => balancer.listen(ports.balancer, "127.0.0.1", resolve));
}

/** Signs a Client up and in through one process: their session cookie. */
async function signedInCookie(origin) {
  const email = `crowd.${Date.now().toString(36)}@example.in`;
  const password = "Crowd-Bench-Client-2026";
  const form = (fields) => ({ method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  await fetch(
    `${origin}/sign`,
    form({
      name: "Crowd Client",
      mobileNumber: "9839011111",
      email,
      password,
      confirmPassword: password,
      role: "Client",
    }),
  );
  const login = await fetch(`${origin}/login`, form({ email, password }));
  const cookie = /[^;,\s]*session_token=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`could not sign in (${login.status})`);
  return cookie;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function crowd(url, cookie) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 10, headers: cookie ? { cookie } : {} },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: result["2xx"] / seconds,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    // Answers shed with 503 at the door are fast and say nothing of a page: 2xx only.
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) times.push(responseTime);
    });
  });
}

try {
  const server = postgresServer(process.env.DATABASE_URL, ports.postgres);
  cleanups.push(() => server.stop());
  const scratch = await scratchDatabase(server.url, "awadh_cluster");
  cleanups.push(() => scratch.drop());
  const database = scratch.url;
  const store = await objectStore();
  const env = {
    DATABASE_URL: database,
    ...store,
    PUBLIC_URL: `http://127.0.0.1:${ports.balancer}`,
    ADMIN_EMAIL: "admin@cluster.awadhestates.in",
    ADMIN_PASSWORD: "cluster-bench-admin-2026",
    LOG_LEVEL: "warn",
    JOBS: "0",
    // Behind a balancer, as in production: the client's address is the forwarded one, and
    // one load generator on loopback may hold all the crowd's connections.
    TRUST_PROXY: "1",
    CONNECTIONS_PER_ADDRESS: "1000",
  };
  // All three at once: migrations, the demo and the Admin are taken in turns under a lock.
  const servers = ports.processes.map((processPort) =>
    spawnServer({
      port: processPort,
      stderr: "inherit",
      env: { ...env, DATA_DIR: path.join(work, `data-${processPort}`) },
    }),
  );
  cleanups.unshift(() => Promise.all(servers.map((server) => server.stop())));
  await Promise.all(servers.map((server) => untilHealthy(server, 600_000)));
  await startBalancer();
  const front = `http://127.0.0.1:${ports.balancer}`;
  const alone = `http://127.0.0.1:${ports.processes[0]}`;
  const sitemap = await (await fetch(`${front}/sitemaps/properties-1.xml`)).text();
  const listing = /listing-detail\?id=([0-9a-f-]{36})/.exec(sitemap)?.[1];
  if (!listing) throw new Error("no listing in the sitemap");
  const pages = ["/", `/listing-detail?id=${listing}`, "/Search?city=Lucknow&bhk=3", "/properties/lucknow"];
  const cookie = await signedInCookie(front);
  // Every page once through each process first: a cold start is not what a crowd finds.
  for (const origin of [front, ...ports.processes.map((p) => `http://127.0.0.1:${p}`)])
    for (const page of pages) await fetch(`${origin}${page}`, { headers: { cookie } });

  console.log(
    `${connections} connections, ${seconds} s a page, ${os.cpus().length} CPUs; PostgreSQL, Swift (s3api), the balancer, the processes and the load generator share them\n`,
  );
  console.log(`${"page".padEnd(30)} ${"who".padEnd(11)} ${"three processes".padEnd(40)} one process`);
  const format = (row) =>
    `${row.rps.toFixed(0).padStart(5)} req/s p50 ${row.p50.toFixed(0).padStart(4)} p99 ${row.p99.toFixed(0).padStart(5)} ms${row.errors + row.timeouts + row.non2xx ? ` (errors ${row.errors}, time-outs ${row.timeouts}, shed or other ${row.non2xx})` : ""}`;
  for (const page of pages)
    for (const who of ["signed out", "signed in"]) {
      const session = who === "signed in" ? cookie : undefined;
      const three = await crowd(`${front}${page}`, session);
      await sleep(1000);
      const one = await crowd(`${alone}${page}`, session);
      await sleep(1000);
      console.log(`${page.slice(0, 30).padEnd(30)} ${who.padEnd(11)} ${format(three).padEnd(40)} ${format(one)}`);
    }
} finally {
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch((error) => console.error(error));
  fs.rmSync(work, { recursive: true, force: true });
}
