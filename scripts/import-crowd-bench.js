// A bulk import under a crowd (issue 59): the signed-out crowd on the pages people land on,
// measured without an import and then while 10,000 rows are applied (five files of 2,000
// rows, sent and confirmed by the bench's Admin through the import page's own forms, applied
// by the job queue in the site), in one run: each page's requests a second and p99 in both,
// their ratio, how long the import took, and the memory of everything `npm start` starts
// (idle before, the most seen during the import).
//
// Usage: npm run build && node scripts/import-crowd-bench.js [--rows 10000 --connections 200 --seconds 10]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { parse } from "csv-parse/sync";
import { benchAdminCookie, benchSettings, serverPids, startServer } from "./built-server.js";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    port: { type: "string", default: "3590" },
  },
});
const rows = Number(values.rows);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const base = `http://127.0.0.1:${values.port}`;
/** The import's bound on one file's rows (IMPORT_LIMITS.rows). */
const ROWS_A_FILE = 2000;

const rssMb = (pid) =>
  serverPids(pid).reduce((sum, one) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${one}/status`, "utf8"))?.[1] ?? 0) / 1024;
    } catch {
      return sum;
    }
  }, 0);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-import-crowd-"));
// The import is applied by the job queue: jobs on, as `npm start` has them.
const env = { ...benchSettings(dataDir), JOBS: "1" };
await (await startServer({ port: Number(values.port), env }, 300_000)).stop();
const server = await startServer({ port: Number(values.port), env }, 300_000);
const cookie = await benchAdminCookie(base);
const listing = /listing-detail\?id=[0-9a-f-]{36}/.exec(await (await fetch(`${base}/listing-post`)).text())?.[0];
const pages = ["/", `/${listing}`, "/Search?city=Lucknow&bhk=3", "/properties/lucknow"];

/** Each page's crowd in turn: requests a second and p99 (ms). */
async function crowds(label) {
  const out = {};
  for (const page of pages) {
    const result = await new Promise((resolve, reject) =>
      autocannon({ url: `${base}${page}`, connections, duration: seconds, timeout: 10 }, (error, answer) =>
        error ? reject(error) : resolve(answer),
      ),
    );
    out[page] = { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts };
    console.log(
      `${label.padEnd(16)} ${page.slice(0, 48).padEnd(48)} ${result.requests.average.toFixed(0).padStart(6)}/s  p99 ${String(result.latency.p99).padStart(5)} ms  non-2xx ${result.non2xx}`,
    );
  }
  return out;
}

// The files: the template's example row, each with a reference and a name of its own, no photos.
const template = await (await fetch(`${base}/profile/import/file?kind=template`, { headers: { cookie } })).text();
const [header = [], example = []] = parse(template, { bom: true });
const nameAt = header.findIndex((cell) => /building|project/i.test(cell));
const cell = (text) => `"${String(text).replaceAll('"', '""')}"`;
const files = [];
for (let start = 0; start < rows; start += ROWS_A_FILE) {
  const lines = [header.map(cell).join(",")];
  for (let n = start; n < Math.min(rows, start + ROWS_A_FILE); n++) {
    const row = [...example];
    row[0] = `BENCH-${n}`;
    if (nameAt > 0) row[nameAt] = `Bench Residency ${n}`;
    row[row.length - 1] = "";
    lines.push(row.map(cell).join(","));
  }
  files.push(`\uFEFF${lines.join("\r\n")}\r\n`);
}

/** A file sent for a preview through the page's form: the import's id. */
async function preview(text, number) {
  const body = new FormData();
  body.set("file", new File([text], `bench-${number}.csv`, { type: "text/csv" }));
  const answer = await fetch(`${base}/profile/import`, {
    method: "POST",
    body,
    headers: { cookie },
    redirect: "manual",
  });
  const id = /profile\/import\/([0-9a-f-]{36})/.exec(answer.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error(`preview answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return id;
}

// Warmed up first: the pages kept, the code compiled; then the idle memory.
for (const page of pages)
  await new Promise((resolve) => autocannon({ url: `${base}${page}`, connections: 20, duration: 2 }, resolve));
await new Promise((resolve) => setTimeout(resolve, 5000));
const idleMb = rssMb(server.child.pid);
console.log(`idle: ${idleMb.toFixed(0)} MB for ${serverPids(server.child.pid).length} processes`);
const before = await crowds("no import");

const previewed = Date.now();
const ids = [];
for (const [number, text] of files.entries()) ids.push(await preview(text, number + 1));
console.log(
  `${files.length} files of up to ${ROWS_A_FILE} rows previewed in ${((Date.now() - previewed) / 1000).toFixed(1)} s`,
);

let peakMb = idleMb;
const sampler = setInterval(() => {
  peakMb = Math.max(peakMb, rssMb(server.child.pid));
}, 500);
const applying = Date.now();
for (const id of ids) {
  const answer = await fetch(`${base}/profile/import/${id}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "apply" }),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  if (!answer.ok) throw new Error(`apply answered ${answer.status}`);
}
/** Rows applied so far, read from each import's page as its poster reads it; when each import was done. */
const doneAt = new Map();
async function rowsDone() {
  let done = 0;
  for (const [number, id] of ids.entries()) {
    const html = await (await fetch(`${base}/profile/import/${id}`, { headers: { cookie } })).text();
    const [, rowsDoneText = "0", total = "1"] = /(\d[\d,]*) of ([\d,]+) rows done/.exec(html) ?? [];
    const count = Number(rowsDoneText.replaceAll(",", ""));
    if (count === Number(total.replaceAll(",", "")) && !doneAt.has(number))
      doneAt.set(number, ((Date.now() - applying) / 1000).toFixed(0));
    done += count;
  }
  return done;
}
const during = await crowds("during import");
const doneDuringCrowd = await rowsDone();
let done = doneDuringCrowd;
while (done < rows) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  done = await rowsDone();
}
const appliedSeconds = (Date.now() - applying) / 1000;
clearInterval(sampler);
const after = await crowds("after import");

/** What each row became, from each import's results file (its status column). */
const outcomes = new Map();
for (const id of ids) {
  const results = parse(
    await (await fetch(`${base}/profile/import/file?kind=results&id=${id}`, { headers: { cookie } })).text(),
    {
      bom: true,
    },
  );
  const statusAt = results[0]?.findIndex((name) => /status/i.test(name)) ?? -1;
  for (const row of results.slice(1)) outcomes.set(row[statusAt] ?? "?", (outcomes.get(row[statusAt] ?? "?") ?? 0) + 1);
}

console.log(
  `\n${rows} rows applied in ${appliedSeconds.toFixed(0)} s (${doneDuringCrowd} of them while the crowds ran)`,
);
console.log(
  `each file done at (s): ${[...doneAt]
    .sort((a, b) => a[0] - b[0])
    .map(([, at]) => at)
    .join(", ")}`,
);
console.log(`rows by outcome: ${[...outcomes].map(([status, count]) => `${status} ${count}`).join(", ")}`);
console.log(
  `memory: idle ${idleMb.toFixed(0)} MB, most during the import ${peakMb.toFixed(0)} MB (+${(peakMb - idleMb).toFixed(0)} MB)`,
);
console.log("page p99 during the import ÷ without (before, after):");
for (const page of pages)
  console.log(
    `  ${page.slice(0, 48).padEnd(48)} ×${(during[page].p99 / before[page].p99).toFixed(2)}  ×${(during[page].p99 / after[page].p99).toFixed(2)}   req/s ×${(during[page].rps / before[page].rps).toFixed(2)}`,
  );
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
