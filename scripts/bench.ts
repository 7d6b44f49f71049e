// The benchmark: how the public pages hold up as the number of properties grows, and what
// filtering on the server saves against sending every property to the browser.
//
//   npm run bench                          embedded PGlite, and PostgreSQL when DATABASE_URL is set
//   npm run bench -- --sizes 1000 --seconds 4 --runs 1     a quick look
//
// For each database and each size (1,000, 10,000 and 100,000 approved properties, with
// 20,000 new projects) it fills a throwaway database with the deterministic generator of
// scripts/bench/generate.ts through the site's own boot() (migrations included), starts
// the built server on loopback and loads each page with autocannon (10 connections, a
// short warm-up, then 8 seconds), then compares, in Chromium on a throttled line, the old
// product's send-everything search with ours. DATABASE_URL names a PostgreSQL server on
// which the benchmark creates a scratch database and drops it at the end. Options:
//   --sizes 1000,10000,100000  --projects 20000  --connections 10  --seconds 8  --warmup 2
//   --runs 3 (browser loads per approach and size)  --no-browser  --explain (query plans)
//   --db pglite,postgres  BENCH_PORT (3250) for the server.
//   --searches-only: only the filtered searches with their counts, timed in this process, one
//   search at a time (--search-runs 60 each, after 5 unmeasured), no pages, no browser.
//   --no-index: the searches asked of the database alone (SEARCH_INDEX=0), to compare.
// docs/performance.md explains the method and records the figures.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";
const { default: pg } = await import("pg");
const { sql } = await import("drizzle-orm");
const { boot } = await import("../server/boot");
const { parseEnv } = await import("#app/modules/platform/env.server");
const { getDb } = await import("#app/modules/db/db.server");
const { prefixQuery } = await import("#app/modules/listing-core/query-text");
const listings = await import("#app/modules/properties/properties.server");
const projectQueries = await import("#app/modules/projects/projects.server");
const { parseProjectFilters } = await import("#app/modules/projects/filters");
const { projects, properties } = await import("#db/schema");
const { facetCounts, facetQuery, filterCondition, searchProperties, sortedQuery } = await import(
  "#app/modules/properties/search/search.server"
);
const { parseFilters } = await import("#app/modules/properties/search/filters");
const { announcePublicChange } = await import("#app/modules/db/public-cache.server");
const { livePlaces } = await import("#app/modules/properties/search/places.server");
const { buildLiveIndex, liveIndex, setLiveIndexEnabled } = await import(
  "#app/modules/properties/search/live-index.server"
);
const { scratchDatabase } = await import("./scratch-database.js");
const { exportApproved, seedAccounts, seedProjects, seedProperties } = await import("./bench/seed");
const { measure } = await import("./bench/load");
const browserSide = await import("./bench/browser");
type RawClient = import("./bench/seed").RawClient;
type LoadFigures = import("./bench/load").LoadFigures;
type Load = import("./bench/browser").Load;

const { values: options } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000" },
    projects: { type: "string", default: "20000" },
    connections: { type: "string", default: "10" },
    seconds: { type: "string", default: "8" },
    warmup: { type: "string", default: "2" },
    runs: { type: "string", default: "3" },
    db: { type: "string" },
    "no-browser": { type: "boolean", default: false },
    explain: { type: "boolean", default: false },
    "searches-only": { type: "boolean", default: false },
    "search-runs": { type: "string", default: "60" },
    "no-index": { type: "boolean", default: false },
  },
});
const sizes = options.sizes
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
const projectCount = Number(options.projects);
const load = {
  connections: Number(options.connections),
  seconds: Number(options.seconds),
  warmup: Number(options.warmup),
};
const runs = Number(options.runs);
const port = Number(process.env.BENCH_PORT ?? 3250);
const base = `http://127.0.0.1:${port}`;
const postgresUrl = process.env.DATABASE_URL;
const kinds = (options.db ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",") as Array<"pglite" | "postgres">;
if (kinds.includes("postgres") && !postgresUrl) throw new Error("--db postgres needs DATABASE_URL");

/** The search both approaches run in the browser. */
const SEARCH = { q: "gomti", city: "Lucknow" };
/** The throttled line of the browser comparison, in words. */
const NETWORK_TEXT = `${browserSide.NETWORK.latency} ms latency, ${(browserSide.NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down, ${(browserSide.NETWORK.uploadThroughput * 8) / 1e6} Mbit/s up`;

/** Filtered /NewProject: a city, one of the five options and a name, in turn. */
const PROJECT_SEARCHES = [
  "/NewProject?city=Lucknow&type=Buy&q=greens",
  "/NewProject?city=Noida&type=Rent&q=heights",
  "/NewProject?city=Gurugram&type=Commercial&q=square",
  "/NewProject?city=Kanpur&type=Plot&q=enclave",
  "/NewProject?city=Varanasi&type=PG&q=homes",
];
/** /Search: a word and a city, in turn (from a narrow locality to a whole city's sectors). */
const PROPERTY_SEARCHES = [
  `/Search?q=${SEARCH.q}&city=${SEARCH.city}`,
  "/Search?q=sector&city=Noida",
  "/Search?q=golf&city=Gurugram",
  "/Search?q=nagar&city=Kanpur",
  "/Search?q=lanka&city=Varanasi",
];

/**
 * Filtered searches as seekers ask them, each timed with its option counts and first page
 * (what the /Search loader waits for), one at a time and with no remembered totals.
 */
const FILTERED_SEARCHES: Array<[string, string]> = [
  [
    "3 BHK, Gomti Nagar, Lucknow, ₹80 L-1.2 Cr",
    "city=Lucknow&locality=Gomti+Nagar&bhk=3&budgetMin=8000000&budgetMax=12000000",
  ],
  [
    "plots, Sultanpur Road, over 200 sq yd",
    "city=Lucknow&locality=Sultanpur+Road&propertyType=Plot%2FLand&areaMin=200&areaUnit=sqyd",
  ],
  ["rent under ₹20,000, furnished, Noida", "city=Noida&listingType=Rent&furnishing=Fully+Furnished&budgetMax=20000"],
  ["Lucknow sale, parking + lift, by ₹/sq ft", "city=Lucknow&listingType=Sell&amenity=Parking&amenity=Lift&sort=ppsf"],
  ["Kanpur, by agents, with photos, by price", "city=Kanpur&postedBy=Agent&photos=1&sort=price-asc"],
  // The map (decision 050): "Search this area" over about 3 × 3 km of Lucknow, and near me.
  ["Lucknow, a map's box of about 3 × 3 km", "city=Lucknow&bbox=26.8300,80.9300,26.8600,80.9600"],
  ["near Hazratganj, within 2 km, nearest first", "near=26.847,80.946&within=2"],
  ["nothing chosen: every live listing, newest first", ""],
];
const searchRuns = Number(options["search-runs"]);

// ── Clean-up, also on Ctrl+C ─────────────────────────────────────────────────────────────

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error("clean-up:", error);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

// ── Helpers ──────────────────────────────────────────────────────────────────────────────

const count = (n: number) => n.toLocaleString("en-IN");
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "-");
const kb = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function table(header: string[], rows: string[][], rightFrom = 1): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= rightFrom ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

function rawClient(): RawClient {
  return (getDb() as unknown as { $client: RawClient }).$client;
}

async function waitForServer(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

async function startServer(env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  cleanups.push(stop);
  await waitForServer(child);
  return async () => {
    cleanups.splice(cleanups.indexOf(stop), 1);
    await stop();
  };
}

async function explain(client: RawClient, label: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${text}`, params);
  console.log(`\n-- ${label}\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
}

const countOf = (table: typeof properties | typeof projects, where: ReturnType<typeof listings.searchCondition>) =>
  getDb().select({ n: sql`count(*)` }).from(table).where(where);

/** The plans of the queries behind the measured pages (--explain). */
async function explainPages(client: RawClient, size: number, sampleId: string) {
  const lastPage = Math.ceil(size / 12);
  const everything = listings.searchCondition(null);
  const search = listings.searchCondition(prefixQuery(SEARCH.q), SEARCH.city);
  await explain(client, "home: newest approved properties", listings.latestApprovedQuery());
  await explain(client, "detail: the property and its owner", listings.detailQuery(sampleId, null));
  await explain(client, "/listing-post: first page", listings.summaryQuery(everything, 12));
  const middle = Math.ceil(lastPage / 2);
  await explain(
    client,
    `/listing-post?page=${middle}: the middle page, the deepest from either end`,
    listings.summaryQuery(everything, 12, (middle - 1) * 12),
  );
  await explain(
    client,
    `/listing-post?page=${lastPage}: the last page, read from the oldest end`,
    listings.summaryQuery(everything, size - (lastPage - 1) * 12, 0, "oldest"),
  );
  await explain(client, "/listing-post: the count for the page links", countOf(properties, everything));
  await explain(client, `/Search ${SEARCH.q} in ${SEARCH.city}: cards`, listings.summaryQuery(search, 12));
  await explain(client, `/Search ${SEARCH.q} in ${SEARCH.city}: count`, countOf(properties, search));
  const filters = parseProjectFilters(new URL(PROJECT_SEARCHES[0] ?? "", base).searchParams);
  const where = projectQueries.filtersCondition(filters);
  await explain(client, `${PROJECT_SEARCHES[0]}: cards`, projectQueries.summaryQuery(where, 12));
  await explain(client, `${PROJECT_SEARCHES[0]}: count`, countOf(projects, where));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

interface SearchFigures {
  label: string;
  total: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The longest the event loop could not run a timer due every millisecond: how long the
 * process could answer nothing else (a search in memory runs without a break).
 */
function blockProbe() {
  let last = performance.now();
  let max = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    max = Math.max(max, now - last - 1);
    last = now;
  }, 1);
  return {
    get max() {
      return max;
    },
    reset() {
      max = 0;
      last = performance.now();
    },
    stop: () => clearInterval(timer),
  };
}

/** Each filtered search, its counts and its first page, timed in this process. */
async function timeSearches(): Promise<SearchFigures[]> {
  const figures: SearchFigures[] = [];
  setLiveIndexEnabled(!options["no-index"]);
  // The longest the process could not answer anything, from the build to the last search.
  const blocked = blockProbe();
  const held = () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = held();
  blocked.reset();
  const building = performance.now();
  await buildLiveIndex();
  const buildBlock = blocked.max;
  if (!options["no-index"])
    console.log(
      `\nThe search index of live listings built in ${ms(performance.now() - building)} ms; it holds ${((held() - before) / 2 ** 20).toFixed(0)} MB${"gc" in globalThis ? "" : " (measured without --expose-gc: an upper bound)"}; the longest block while building: ${ms(buildBlock)} ms`,
    );
  blocked.reset();
  for (const [label, query] of FILTERED_SEARCHES) {
    const filters = parseFilters(new URLSearchParams(query));
    const once = async () => {
      // A turn of the event loop between searches, as between requests (PGlite's queries give none).
      await new Promise((resolve) => setTimeout(resolve, 2));
      await announcePublicChange({ tags: [] }); // no total remembered from the run before (the index stays)
      const started = performance.now();
      const [page] = await Promise.all([searchProperties(filters), facetCounts(filters)]);
      return { ms: performance.now() - started, total: page.total };
    };
    for (let run = 0; run < 5; run++) await once();
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < searchRuns; run++) {
      const result = await once();
      times.push(result.ms);
      total = result.total;
    }
    times.sort((a, b) => a - b);
    figures.push({
      label,
      total,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
    });
  }
  const searchBlock = blocked.max;
  blocked.stop();
  // The places with live listings (locality suggestions, place pages, the sitemap), remembered
  // for a few seconds: what the first search after a write waits for in addition.
  const times: number[] = [];
  let places = 0;
  for (let run = 0; run < 23; run++) {
    await announcePublicChange({ tags: [] });
    const started = performance.now();
    places = (await livePlaces({ fresh: true })).length;
    if (run >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  // What a listing write adds: the index re-reads the listing a change names (one query by id).
  if (!options["no-index"]) {
    const [row] = await getDb().select({ id: properties.id }).from(properties).where(sql`is_approved`).limit(1);
    const rereads: number[] = [];
    for (let run = 0; run < 23; run++) {
      const started = performance.now();
      await announcePublicChange({ tags: [`listing:${row?.id}`] });
      await liveIndex();
      if (run >= 3) rereads.push(performance.now() - started);
    }
    rereads.sort((a, b) => a - b);
    figures.push({
      label: "(a listing write: its re-read into the index)",
      total: 1,
      p50: percentile(rereads, 0.5),
      p95: percentile(rereads, 0.95),
      p99: percentile(rereads, 0.99),
    });
  }
  if (!options["no-index"])
    console.log(
      `The longest block of the process during the searches: ${ms(searchBlock)} ms (PGlite's own queries run in the process too)`,
    );
  figures.push({
    label: "(the list of places, not remembered)",
    total: places,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  });
  return figures;
}

/** The plans of the filtered searches: the page, its count and each facet's GROUP BY. */
async function explainSearches(client: RawClient) {
  for (const [label, query] of FILTERED_SEARCHES) {
    const filters = parseFilters(new URLSearchParams(query));
    const where = filterCondition(filters);
    if (!where) continue;
    await explain(
      client,
      `${label}: first page`,
      filters.sort === "newest"
        ? listings.summaryQuery(where, 12)
        : sortedQuery(where, filters.sort, 12, 0, filters.near),
    );
    await explain(client, `${label}: count`, countOf(properties, where));
    const grouped = facetQuery(filters);
    if (grouped) await explain(client, `${label}: every option's count`, grouped);
  }
}

// ── 1. Build ─────────────────────────────────────────────────────────────────────────────

const began = performance.now();
execFileSync(process.execPath, ["scripts/build-if-needed.js"], { stdio: "inherit" });

// ── 2. The machine ───────────────────────────────────────────────────────────────────────

const cpus = os.cpus();
const pgliteVersion = JSON.parse(
  fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8"),
).version as string;
console.log(
  [
    "",
    `Machine: ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}`,
    `Node.js ${process.version}; load average at start ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
    `Load: ${load.connections} connections, ${load.warmup} s warm-up, ${load.seconds} s measured per page; the server, the load generator${postgresUrl ? ", PostgreSQL" : ""} and Chromium share the machine.`,
  ].join("\n"),
);

// ── 3. Each database, each size ──────────────────────────────────────────────────────────

interface PageResult {
  page: string;
  figures: LoadFigures;
}
interface Comparison {
  size: number;
  old: Load[];
  ours: Load[];
  jsonBytes: number;
}
const results: Array<{ database: string; size: number; pages: PageResult[] }> = [];
const searchResults: Array<{ database: string; size: number; searches: SearchFigures[] }> = [];
const comparisons: Array<{ database: string } & Comparison> = [];
const browser = options["no-browser"] || options["searches-only"] ? undefined : await browserSide.launchBrowser();
if (browser) cleanups.push(() => browser.close());

try {
  for (const kind of kinds) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
    };
    // No Admin account, no server of the caller's: only the benchmark's own settings.
    delete env.ADMIN_EMAIL;
    delete env.ADMIN_PASSWORD;
    delete env.DATABASE_URL;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${kind}-`));
    env.DATA_DIR = dataDir;
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let database: string;
    if (kind === "postgres") {
      const scratch = await scratchDatabase(postgresUrl ?? "", "bench");
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const version = (await client.query<{ version: string }>("select version()")).rows[0]?.version ?? "";
      await client.end();
      database = `PostgreSQL ${/PostgreSQL ([\d.]+)/.exec(version)?.[1] ?? version} (scratch database ${scratch.name} on the DATABASE_URL server)`;
    } else {
      database = `PGlite ${pgliteVersion} (embedded, in the server's process)`;
    }

    let seeded = 0;
    for (const size of sizes) {
      // Fill (or grow) the database with the site's own boot: migrations and static content first.
      const services = await boot({ env: parseEnv(env) });
      let ids: string[];
      let json = "";
      try {
        const client = rawClient();
        const started = performance.now();
        if (seeded === 0) {
          await seedAccounts(client);
          await seedProjects(client, 1, projectCount);
        }
        await seedProperties(client, seeded + 1, size);
        seeded = size;
        // What autovacuum does on a server (PGlite has none): statistics and visibility map.
        await client.query("vacuum analyze");
        const seedMs = performance.now() - started;
        ids = (
          await client.query<{ id: string }>(
            "select id from properties where is_approved order by id limit 500", // uuids: a random sample
          )
        ).rows.map((row) => row.id);
        console.log(
          `\n${database}: ${count(size)} approved properties and ${count(projectCount)} projects ready (${(seedMs / 1000).toFixed(1)} s to add rows)`,
        );
        const searched = await timeSearches();
        searchResults.push({ database: kind, size, searches: searched });
        console.log(
          `\nFiltered searches with their option counts and first page, one at a time, ${searchRuns} runs each (ms):\n${table(
            ["search", "results", "median", "p95", "p99"],
            searched.map((row) => [row.label, count(row.total), ms(row.p50), ms(row.p95), ms(row.p99)]),
          )}`,
        );
        if (options.explain) {
          await explainSearches(client);
          if (!options["searches-only"]) await explainPages(client, size, ids[0] ?? "");
        }
        if (browser) json = await exportApproved(client);
      } finally {
        await services.close();
      }

      if (options["searches-only"]) continue;
      const stopServer = await startServer(env);
      try {
        const lastPage = Math.ceil(size / 12);
        const middlePage = Math.ceil(lastPage / 2);
        const pages: Array<[string, string[]]> = [
          ["home /", ["/"]],
          ["listing detail (rotating ids)", ids.map((id) => `/listing-detail?id=${id}`)],
          ["/listing-post", ["/listing-post"]],
          [`/listing-post?page=${middlePage} (middle)`, [`/listing-post?page=${middlePage}`]],
          [`/listing-post?page=${lastPage} (last)`, [`/listing-post?page=${lastPage}`]],
          ["/NewProject city+type+name", PROJECT_SEARCHES],
          ["/Search word+city", PROPERTY_SEARCHES],
        ];
        const measured: PageResult[] = [];
        for (const [page, paths] of pages) measured.push({ page, figures: await measure(base, paths, load) });
        results.push({ database: kind, size, pages: measured });
        console.log(
          `\n${table(
            ["page", "req/s", "median ms", "p95 ms", "p99 ms", "size", "failed"],
            measured.map(({ page, figures }) => [
              page,
              figures.rps.toFixed(0),
              ms(figures.p50),
              ms(figures.p95),
              ms(figures.p99),
              kb(figures.bytes),
              String(figures.failures),
            ]),
          )}`,
        );

        if (browser) {
          // 4. Send everything vs filter on the server, alternating so both see the same noise.
          const oldSite = await browserSide.startOldSite(json);
          json = "";
          const query = `?q=${SEARCH.q}&city=${SEARCH.city}`;
          const comparison: Comparison = { size, old: [], ours: [], jsonBytes: oldSite.jsonBytes };
          try {
            await fetch(`${base}/Search${query}`); // the server has served it under load already; one more to be sure
            for (let run = 0; run < runs; run++) {
              comparison.ours.push(await browserSide.timeLoad(browser, `${base}/Search${query}`, "/Search"));
              comparison.old.push(
                await browserSide.timeLoad(browser, `${oldSite.url}/search${query}`, "/properties.json"),
              );
            }
          } finally {
            await oldSite.close();
          }
          comparisons.push({ database: kind, ...comparison });
          printComparison([comparison]);
        }
      } finally {
        await stopServer();
      }
    }
  }
} finally {
  await cleanUp();
}

// ── 5. Summaries ─────────────────────────────────────────────────────────────────────────

function printComparison(list: Comparison[]) {
  const rows: string[][] = [];
  for (const { size, old, ours } of list) {
    const o = {
      card: median(old.map((l) => l.firstCard)),
      painted: median(old.map((l) => l.painted)),
      data: median(old.map((l) => l.dataBytes)),
      total: median(old.map((l) => l.totalBytes)),
    };
    const s = {
      card: median(ours.map((l) => l.firstCard)),
      painted: median(ours.map((l) => l.painted)),
      data: median(ours.map((l) => l.dataBytes)),
      total: median(ours.map((l) => l.totalBytes)),
    };
    const sameFirst = old[0]?.firstHref === ours[0]?.firstHref ? "yes" : "NO";
    const matches = `${old[0]?.matches ?? "-"}/${ours[0]?.matches ?? "-"}`;
    rows.push(
      [count(size), "send everything", kb(o.data), kb(o.total), ms(o.card), ms(o.painted), matches, sameFirst],
      [count(size), "filter on server", kb(s.data), kb(s.total), ms(s.card), ms(s.painted), "", ""],
      [
        count(size),
        "ratio (old / ours)",
        `${(o.data / s.data).toFixed(1)}x`,
        `${(o.total / s.total).toFixed(1)}x`,
        `${(o.card / s.card).toFixed(1)}x`,
        `${(o.painted / s.painted).toFixed(1)}x`,
        "",
        "",
      ],
    );
  }
  console.log(
    `\nSearch “${SEARCH.q}” in ${SEARCH.city}, Chromium, ${NETWORK_TEXT}, median of ${runs} cold loads:\n${table(
      [
        "properties",
        "approach",
        "listings bytes",
        "page bytes",
        "first card ms",
        "painted ms",
        "matches old/ours",
        "same first",
      ],
      rows,
      2,
    )}`,
  );
}

for (const kind of kinds) {
  const mine = searchResults.filter((result) => result.database === kind);
  const first = mine[0];
  if (!first) continue;
  console.log(`\n${kind}: filtered searches with counts, p95 ms (median) by size:`);
  console.log(
    table(
      ["search", ...mine.map((result) => count(result.size))],
      first.searches.map(({ label }, index) => [
        label,
        ...mine.map((result) => {
          const row = result.searches[index];
          return row ? `${ms(row.p95)} (${ms(row.p50)})` : "-";
        }),
      ]),
    ),
  );
}

for (const kind of kinds) {
  const mine = results.filter((result) => result.database === kind);
  if (mine.length < 2) continue;
  const first = mine[0];
  const last = mine[mine.length - 1];
  if (!first || !last) continue;
  console.log(
    `\n${kind}: median (p95) latency in ms by size, and the median at ${count(last.size)} against ${count(first.size)}:`,
  );
  console.log(
    table(
      ["page", ...mine.map((result) => count(result.size)), `${count(last.size)} / ${count(first.size)}`],
      first.pages.map(({ page }, index) => {
        const at = (result: (typeof mine)[number]) => result.pages[index]?.figures;
        return [
          page.replace(/\?page=\d+/, "?page=N"),
          ...mine.map((result) => `${ms(at(result)?.p50 ?? Number.NaN)} (${ms(at(result)?.p95 ?? Number.NaN)})`),
          `${((at(last)?.p50 ?? Number.NaN) / (at(first)?.p50 ?? Number.NaN)).toFixed(2)}x`,
        ];
      }),
    ),
  );
}
if (comparisons.length) {
  for (const kind of kinds) {
    const list = comparisons.filter((comparison) => comparison.database === kind);
    if (list.length) {
      console.log(`\n${kind}: send everything against filtering on the server`);
      printComparison(list);
    }
  }
}
console.log(
  `\nDone in ${((performance.now() - began) / 60_000).toFixed(1)} min; load average now ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}.`,
);
