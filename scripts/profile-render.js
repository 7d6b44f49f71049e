// Where a render's time goes: the built server under a CPU profile, a signed-in visitor on
// one listing on one connection for `--seconds` (or, with --new-search, a signed-out visitor
// asking a new search each time, never kept: bench:compare's "new /Search"), then the
// profile's self time by package and the heaviest functions.
//
// Usage: npm run build && node scripts/profile-render.js [--seconds 10 --path /listing-detail]
//        node scripts/profile-render.js --new-search
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { benchAdminCookie, benchSettings, newSearches, startServer } from "./built-server.js";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "1" },
    port: { type: "string", default: "3570" },
    path: { type: "string", default: "/listing-detail" },
    top: { type: "string", default: "25" },
    "new-search": { type: "boolean", default: false },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-profile-"));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-cpu-"));
// One process: behind the front door (decision 048) the profile would be the door's.
const env = { ...benchSettings(dataDir), FRONT_DOOR: "0" };
// The first start installs the site; the profile is of the next.
await (await startServer({ port, env }, 300_000)).stop();
const server = await startServer({ port, env, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] });
const cookie = await benchAdminCookie(base);
const list = await (await fetch(`${base}/listing-post`)).text();
const id = /listing-detail\?id=([0-9a-f-]{36})/.exec(list)?.[1];
const newSearch = values["new-search"];
const url = newSearch
  ? `${base}/Search`
  : values.path === "/listing-detail"
    ? `${base}/listing-detail?id=${id}`
    : `${base}${values.path}`;
const load = newSearch ? { requests: newSearches() } : { headers: { cookie } };
// Warm up, then measure.
await new Promise((resolve) => autocannon({ url, ...load, connections: 1, duration: 3 }, resolve));
const result = await new Promise((resolve, reject) =>
  autocannon(
    { url, ...load, connections: Number(values.connections), duration: Number(values.seconds) },
    (error, out) => (error ? reject(error) : resolve(out)),
  ),
);
console.log(
  `${url.replace(base, "")}${newSearch ? " (a new search each time), signed out" : ", signed in"}, ${values.connections} connection(s): ${result.requests.average.toFixed(0)} renders/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}`,
);
await server.stop();

const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error("no profile written");
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8"));
const selfMicros = new Map();
const deltas = profile.timeDeltas;
profile.samples.forEach((nodeId, index) => {
  selfMicros.set(nodeId, (selfMicros.get(nodeId) ?? 0) + (deltas[index] ?? 0));
});
const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  total += micros;
  const { url: source, functionName, lineNumber } = node.callFrame;
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
    (source.includes("/build/server/")
      ? "site (build/server)"
      : source
        ? source.startsWith("node:")
          ? "node"
          : source
        : functionName || "(program)");
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  const key = `${functionName || "(anonymous)"} ${source.replace(/.*node_modules\//, "").replace(/.*\/build\//, "build/")}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}
const percent = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log("\nself time by package:");
for (const [pkg, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${percent(micros)}  ${pkg}`);
console.log("\nheaviest functions:");
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`  ${percent(micros)}  ${name}`);
console.log(`\nprofile: ${path.join(profileDir, file)}`);
