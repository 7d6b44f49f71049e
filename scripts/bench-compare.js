// The site side by side with an earlier commit (the last release by default), in one run:
// `npm run bench:compare -- [ref]`. The earlier commit is checked out in a git worktree of
// its own beside this one (under the temp folder; nothing of it is committed), its packages
// installed (hard links to this checkout's node_modules when both lockfiles are the same,
// else `npm ci` there) and built; then both builds run at once, each on a data directory of
// its own with the demo content and an Admin, and the same crowds are sent to each in turn,
// interleaved, round after round, with the ceiling of the machine measured in the same
// rounds: the home page's HTML as a static file served by a few lines of Node in a process
// of its own. Every figure is printed as a share of that ceiling, so two runs on a busy or a
// quiet machine can be compared; the absolute figures follow.
//
// - signed out, `--connections` (200) for `--seconds` each: `/`, a listing,
//   `/Search?city=Lucknow&bhk=3`, `/properties/lucknow`, `/hi` (each kept, decision 024);
// - signed in as the Admin: a listing and `/Search`;
// - renders a second on 1 and 8 connections: a new search each time (never kept);
// - goodput: the same new searches from `--connections` connections, far beyond what the
//   site renders at once: answers 200 a second (and their share of the 8-connection
//   renders), refusals' p99, time-outs;
// - idle memory of everything `npm start` starts: after the first start (which installs the
//   site and draws the demo photos) and after a restart.
//
// Usage: node scripts/bench-compare.js [ref] [--rounds 2 --seconds 5 --connections 200
//   --port 5600 --npm-ci --clean]. Ports: `--port` and the next 2.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { benchAdminCookie, benchSettings, newSearches, serverPids, startServer } from "./built-server.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "2" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "200" },
    port: { type: "string", default: "5600" },
    settle: { type: "string", default: "5" },
    "npm-ci": { type: "boolean", default: false },
    clean: { type: "boolean", default: false },
  },
});
const ref = positionals[0] ?? "6a38db0";
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const basePort = Number(values.port);
const settleMs = Number(values.settle) * 1000;
const here = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"] }).toString();
const log = (line) => process.stderr.write(`${line}\n`);

/** The earlier commit, checked out, installed and built beside this checkout. */
function prepareRef() {
  const sha = run("git", ["rev-parse", "--verify", `${ref}^{commit}`], here).trim();
  const dir = path.join(os.tmpdir(), "awadh-bench-compare", sha.slice(0, 7));
  if (!fs.existsSync(path.join(dir, "package.json"))) {
    run("git", ["worktree", "prune"], here);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    log(`Checking out ${sha.slice(0, 7)} in ${dir}`);
    run("git", ["worktree", "add", "--detach", dir, sha], here);
  }
  const lock = (root) => fs.readFileSync(path.join(root, "package-lock.json"), "utf8");
  if (!fs.existsSync(path.join(dir, "node_modules", ".package-lock.json"))) {
    if (!values["npm-ci"] && lock(dir) === lock(here)) {
      log("Same lockfile: hard links to this checkout's node_modules");
      run("cp", ["-al", path.join(here, "node_modules"), path.join(dir, "node_modules")], here);
    } else {
      log(`npm ci in ${dir} (a few minutes)`);
      execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
    }
  }
  if (!fs.existsSync(path.join(dir, "build", "server", "index.js"))) {
    log(`Building ${sha.slice(0, 7)}`);
    execFileSync("npm", ["run", "build", "--silent"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  }
  return { sha, dir };
}

function rssMb(pid) {
  let kilobytes = 0;
  for (const one of serverPids(pid)) {
    try {
      kilobytes += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${one}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // A process that ended meanwhile (the installer's initdb).
    }
  }
  return kilobytes / 1024;
}

/**
 * The memory once idle, as tests/http/idle-memory.test.ts reads it: after the settle, then
 * every 2 s for up to a minute until it is no longer falling (V8 gives a burst's heap back
 * only after some 30 s of quiet; a first start is still drawing photos for a while).
 */
async function idleMb(pid) {
  await sleep(settleMs);
  let previous = Number.POSITIVE_INFINITY;
  let reading = rssMb(pid);
  for (const until = Date.now() + 60_000; Date.now() < until && previous - reading > 5; ) {
    await sleep(2_000);
    previous = reading;
    reading = rssMb(pid);
  }
  return reading;
}

/** A build started as `npm start` starts it: first on an empty data directory, then again. */
async function startSide(label, cwd, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-compare-"));
  const launch = () =>
    startServer({ port, cwd, stderr: "inherit", env: { ...benchSettings(dataDir), LOG_LEVEL: "error" } }, 600_000);
  log(`${label}: first start (installs the site, draws the demo photos)`);
  const first = await launch();
  const firstMb = await idleMb(first.child.pid ?? 0);
  await first.stop();
  const server = await launch();
  const restartMb = await idleMb(server.child.pid ?? 0);
  const origin = server.origin;
  const sitemap = await (await fetch(`${origin}/sitemaps/properties-1.xml`)).text();
  const listing = /listing-detail\?id=([0-9a-f-]{36})/.exec(sitemap)?.[1];
  if (!listing) throw new Error(`${label}: no listing in the sitemap`);
  return {
    label,
    server,
    origin,
    listing: `/listing-detail?id=${listing}`,
    cookie: await benchAdminCookie(origin),
    memory: { firstMb, restartMb },
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ceiling: the home page's HTML as a file, served by Node in a process of its own. */
function startCeiling(html, port) {
  const file = path.join(os.tmpdir(), `awadh-compare-home-${port}.html`);
  fs.writeFileSync(file, html);
  const script = `
    const http = require("node:http"); const fs = require("node:fs");
    http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      fs.createReadStream(${JSON.stringify(file)}).pipe(res);
    }).listen(${port}, "127.0.0.1", () => process.send("listening"));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  return new Promise((resolve) =>
    child.once("message", () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () => {
          child.kill();
          fs.rmSync(file, { force: true });
        },
      }),
    ),
  );
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A crowd: answers 200 a second, their p99, refusals (503) and their p99, time-outs and errors. */
function crowd({ url, headers, requests, connections: count = connections }) {
  const byStatus = new Map();
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, requests, connections: count, duration: seconds, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      const stats = (status) => {
        const times = (byStatus.get(status) ?? []).sort((a, b) => a - b);
        return { count: times.length, p99: percentile(times, 99) };
      };
      const ok = stats(200);
      const refused = stats(503);
      const other = [...byStatus.keys()].filter((status) => status !== 200 && status !== 503);
      resolve({
        ok: ok.count / seconds,
        p99: ok.p99,
        refused: refused.count,
        refusedP99: refused.p99,
        timeouts: result.timeouts,
        errors: result.errors + other.reduce((sum, status) => sum + (byStatus.get(status)?.length ?? 0), 0),
      });
    }).on("response", (_client, status, _bytes, time) => {
      const list = byStatus.get(status) ?? [];
      list.push(time);
      byStatus.set(status, list);
    });
  });
}

/** What is measured on each side, in order. */
function scenarios(side) {
  const signedOut = ["/", side.listing, "/Search?city=Lucknow&bhk=3", "/properties/lucknow", "/hi"];
  const names = { [side.listing]: "a listing" };
  return [
    ...signedOut.map((page) => ({
      key: `out ${names[page] ?? page}`,
      label: `signed out ${names[page] ?? page}`,
      kind: "ceiling",
      options: { url: `${side.origin}${page}` },
      warm: `${side.origin}${page}`,
    })),
    ...[side.listing, "/Search?city=Lucknow&bhk=3"].map((page) => ({
      key: `in ${names[page] ?? page}`,
      label: `signed in ${names[page] ?? "/Search?city=Lucknow&bhk=3"}`,
      kind: "ceiling",
      options: { url: `${side.origin}${page}`, headers: { cookie: side.cookie } },
      warm: undefined,
    })),
    ...[1, 8].map((count) => ({
      key: `renders ${count}`,
      label: `renders/s, ${count} connection${count === 1 ? "" : "s"} (new /Search)`,
      kind: "renders",
      options: { url: `${side.origin}/Search`, requests: newSearches(), connections: count },
    })),
    {
      key: "goodput",
      label: `goodput, ${connections} connections (new /Search)`,
      kind: "goodput",
      options: { url: `${side.origin}/Search`, requests: newSearches() },
    },
  ];
}

const ms = (value) => `${Math.round(value)} ms`;
const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

async function main() {
  const started = Date.now();
  run(process.execPath, ["scripts/build-if-needed.js"], here);
  const prepared = prepareRef();
  const tree = run("git", ["rev-parse", "--short", "HEAD"], here).trim();
  const dirty = run("git", ["status", "--porcelain", "--untracked-files=no"], here).trim() !== "";
  const sides = [
    await startSide(`${prepared.sha.slice(0, 7)} (ref)`, prepared.dir, basePort + 1),
    await startSide(`${tree}${dirty ? "+changes" : ""} (this tree)`, here, basePort),
  ];
  const html = await (await fetch(`${sides[1].origin}/`)).text();
  const ceiling = await startCeiling(html, basePort + 2);
  /** results[side][key] = list of { ...crowd, ceiling } over the rounds */
  const results = sides.map(() => new Map());
  const ceilings = [];
  try {
    for (let round = 0; round < rounds; round++) {
      log(`Round ${round + 1} of ${rounds}`);
      const before = await crowd({ url: `${ceiling.origin}/` });
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      const perRound = sides.map(() => []);
      const lists = sides.map(scenarios);
      for (let i = 0; i < lists[0].length; i++) {
        for (const s of order) {
          const scenario = lists[s][i];
          const side = sides[s];
          if (scenario.warm) {
            // Twice: the first answer renders and keeps it, the second is kept already.
            for (let n = 0; n < 2; n++) await (await fetch(scenario.warm)).arrayBuffer();
          }
          await sleep(500);
          const result = await crowd(scenario.options);
          perRound[s].push({ key: scenario.key, result });
          log(
            `  ${side.label.padEnd(24)} ${scenario.label.padEnd(44)} ${result.ok.toFixed(0).padStart(6)}/s p99 ${ms(result.p99)}${result.refused ? `, 503s ${result.refused} p99 ${ms(result.refusedP99)}` : ""}${result.timeouts ? `, time-outs ${result.timeouts}` : ""}${result.errors ? `, errors ${result.errors}` : ""}`,
          );
        }
      }
      const after = await crowd({ url: `${ceiling.origin}/` });
      const roundCeiling = (before.ok + after.ok) / 2;
      ceilings.push({ ok: roundCeiling, p99: Math.max(before.p99, after.p99) });
      log(
        `  static ceiling: ${before.ok.toFixed(0)}/s p99 ${ms(before.p99)} before, ${after.ok.toFixed(0)}/s p99 ${ms(after.p99)} after`,
      );
      perRound.forEach((list, s) => {
        for (const { key, result } of list) {
          const all = results[s].get(key) ?? [];
          all.push({ ...result, ceiling: roundCeiling });
          results[s].set(key, all);
        }
      });
    }
    for (const side of sides) side.memory.afterMb = await idleMb(side.server.child.pid ?? 0);
  } finally {
    ceiling.stop();
    for (const side of sides) await side.stop();
  }
  report({ sides, results, ceilings, started });
  if (values.clean) run("git", ["worktree", "remove", "--force", prepared.dir], here);
}

function report({ sides, results, ceilings, started }) {
  const [refSide, treeSide] = sides;
  const keys = [...results[0].keys()];
  const lines = [];
  lines.push(
    `bench:compare: ${treeSide.label} against ${refSide.label}; ${rounds} round(s) × ${seconds} s, ${connections} connections, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}; ${Math.round((Date.now() - started) / 1000)} s`,
  );
  lines.push(
    `static ceiling (home page as a file, Node): ${ceilings.map((c) => `${c.ok.toFixed(0)} req/s (p99 ${ms(c.p99)})`).join(", ")} per round`,
  );
  lines.push("");
  lines.push(
    `| crowd | ${refSide.label}: share of ceiling (req/s, p99) | ${treeSide.label}: share of ceiling (req/s, p99) | tree ÷ ref |`,
  );
  lines.push("|---|---|---|---|");
  const renders8 = results.map((map) => median((map.get("renders 8") ?? []).map((r) => r.ok)));
  for (const key of keys) {
    const cells = results.map((map, s) => {
      const list = map.get(key) ?? [];
      const share = median(list.map((r) => r.ok / r.ceiling));
      const rps = median(list.map((r) => r.ok));
      const p99 = median(list.map((r) => r.p99));
      const extra = [];
      if (key === "goodput") {
        extra.push(`${fixed(rps / (renders8[s] || Number.NaN))} of 8-conn. renders`);
        extra.push(`503 p99 ${ms(median(list.map((r) => r.refusedP99)))}`);
      }
      const timeouts = list.reduce((sum, r) => sum + r.timeouts, 0);
      const errors = list.reduce((sum, r) => sum + r.errors, 0);
      if (timeouts) extra.push(`${timeouts} time-outs`);
      if (errors) extra.push(`${errors} errors`);
      return {
        share,
        text: `${fixed(share)} (${rps.toFixed(0)}/s, p99 ${ms(p99)}${extra.length ? `; ${extra.join("; ")}` : ""})`,
      };
    });
    const label = key.startsWith("out ")
      ? `signed out ${key.slice(4)}`
      : key.startsWith("in ")
        ? `signed in ${key.slice(3)}`
        : key.startsWith("renders")
          ? `renders/s, ${key.slice(8)} conn. (new /Search)`
          : `goodput, ${connections} conn. (new /Search)`;
    lines.push(`| ${label} | ${cells[0].text} | ${cells[1].text} | ×${fixed(cells[1].share / cells[0].share)} |`);
  }
  const mem = (side) =>
    `${side.memory.firstMb.toFixed(0)} MB first start, ${side.memory.restartMb.toFixed(0)} MB restart, ${side.memory.afterMb?.toFixed(0) ?? "–"} MB after the crowds`;
  lines.push(`| idle memory (all processes) | ${mem(refSide)} | ${mem(treeSide)} | |`);
  console.log(lines.join("\n"));
}

await main();
