// Server time for the filtered /NewProject page with 20,000 projects.
//   npx react-router build && npx tsx scripts/bench-projects.ts [count] [requests]
// Seeds a throwaway DATA_DIR with one INSERT ... SELECT generate_series (the cities,
// listing types, categories and property types of the city wizard, two photo rows per
// project), prints the query plans of the filters, starts the built server and times plain
// fetches of filtered pages, one at a time. With BENCH_POSTGRES_URL (a server URL) it uses
// a scratch database there instead of PGlite.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.LOG_LEVEL ??= "warn";
const { sql } = await import("drizzle-orm");
const { boot } = await import("#app/modules/boot.server");
const { parseEnv } = await import("#app/modules/env.server");
const { PROJECT_FORM } = await import("#app/config/enums");
const { parseProjectFilters } = await import("#app/modules/projects/filters");
const { filtersCondition, summaryQuery } = await import("#app/modules/projects/projects.server");
const { getDb } = await import("#app/modules/db/db.server");
const { projects } = await import("#db/schema");
const { default: pg } = await import("pg");

const count = Number(process.argv[2] ?? 20_000);
const requests = Number(process.argv[3] ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3242);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "projects-bench-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  SEED_DEMO: "0",
  LOG_LEVEL: "warn",
};
const serverUrl = process.env.BENCH_POSTGRES_URL;
const scratch = `bench_${Date.now().toString(36)}`;
async function onServer(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}
if (serverUrl) {
  await onServer(`create database ${scratch}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  env.DATABASE_URL = url.toString();
}
console.log(`database: ${serverUrl ? "PostgreSQL" : "embedded PGlite"}`);

/** The filtered pages timed, in turn: every option, cities, names, and a later page. */
const FILTERED = [
  "/NewProject?city=Noida",
  "/NewProject?type=Buy",
  "/NewProject?city=Lucknow&type=Commercial",
  "/NewProject?type=Plot",
  "/NewProject?type=Rent&city=Varanasi",
  "/NewProject?type=PG",
  "/NewProject?q=greens",
  "/NewProject?city=Kanpur&type=Buy&q=heights",
  "/NewProject?city=Gurugram&page=20",
];

const sqlList = (values: readonly string[]) => sql.raw(`(array[${values.map((value) => `'${value}'`).join(",")}])`);

let server: ReturnType<typeof spawn> | undefined;
try {
  // 1. Seed with the server's own boot (migrations included), then let go of the data directory.
  const services = await boot({ env: parseEnv(env) });
  const db = services.database.db;
  const started = performance.now();
  const adminId = crypto.randomUUID();
  await db.execute(sql`insert into "user" (id, name, email, role, mobile_number)
    values (${adminId}, 'Bench Admin', 'bench-admin@example.in', 'Admin', '9839012345')`);
  const residential = PROJECT_FORM.propertyTypes.Residential;
  const commercial = PROJECT_FORM.propertyTypes.Commercial;
  await db.execute(sql`
    insert into projects (user_id, city, project_building_name, locality, address, description, plot_area, price,
      furnishing, floor_number, total_floors, amenities, listing_type, property_category, property_type, facing_type,
      contact_number, created_at)
    select ${adminId},
      (array['Lucknow','Noida','Gurugram','Kanpur','Varanasi'])[1 + g % 5],
      (array['Skyline','Greens','Enclave','Heights','Residency','Plaza','Towers','Villas'])[1 + g % 8] || ' Bench ' || g,
      (array['Gomti Nagar','Hazratganj','Sector 150','Sohna Road','Kalyanpur','Sarnath','Faizabad Road'])[1 + g % 7],
      'Plot ' || g || ', Main Road', 'A project seeded for the benchmark.', 800 + g % 3000, 1500000 + (g % 500) * 100000,
      'Unfurnished', g % 20, 20, array['Gym','Parking','Security'],
      ${sqlList(PROJECT_FORM.listingTypes)}[1 + g % 3],
      case when g % 2 = 0 then 'Residential' else 'Commercial' end,
      case when g % 2 = 0 then ${sqlList(residential)}[1 + (g / 2) % ${sql.raw(String(residential.length))}]
           else ${sqlList(commercial)}[1 + (g / 2) % ${sql.raw(String(commercial.length))}] end,
      'East', '9839012345', now() - make_interval(secs => g * 60)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into images (user_id, project_id, position, width, height, widths, bytes)
    select ${adminId}, p.id, pos, 1600, 1200, '{480,960,1600}', 200000
    from projects p cross join generate_series(0, 1) pos`);
  await db.execute(sql`analyze`);
  console.log(`seeded ${count} projects and ${count * 2} photo rows in ${Math.round(performance.now() - started)} ms`);

  // 2. The plans of the queries behind the filtered pages.
  const explain = async (label: string, query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    const statement = `explain (analyze, costs off) ${text}`;
    let plan: Array<{ "QUERY PLAN": string }>;
    if (services.database.pglite) {
      plan = (await services.database.pglite.query<{ "QUERY PLAN": string }>(statement, params)).rows;
    } else {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      plan = (await client.query<{ "QUERY PLAN": string }>(statement, params)).rows;
      await client.end();
    }
    console.log(`\n-- ${label}\n${plan.map((line) => line["QUERY PLAN"]).join("\n")}`);
  };
  for (const page of [
    "/NewProject?city=Noida",
    "/NewProject?type=Buy",
    "/NewProject?type=Plot",
    "/NewProject?q=greens",
  ]) {
    const filters = parseProjectFilters(new URL(page, "http://x").searchParams);
    await explain(`${page}: a page of cards`, summaryQuery(filtersCondition(filters), 12));
    await explain(
      `${page}: the count`,
      getDb().select({ n: sql`count(*)` }).from(projects).where(filtersCondition(filters)),
    );
  }
  await services.close();

  // 3. The built server, timed with plain fetch, one request at a time.
  server = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "inherit", "inherit"] });
  const base = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 300) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const time = async (paths: string[]) => {
    for (const url of paths.slice(0, 20)) await (await fetch(base + url)).text(); // warm-up
    const times: number[] = [];
    for (const url of paths) {
      const t = performance.now();
      const response = await fetch(base + url);
      await response.text();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${times.length} requests)`;
  };
  const mix = Array.from({ length: requests }, (_, i) => FILTERED[i % FILTERED.length] ?? "/NewProject");
  console.log(`\nfiltered /NewProject (${FILTERED.length} filters in turn): ${await time(mix)}`);
  const few = Math.max(20, Math.round(requests / 5));
  for (const page of FILTERED) console.log(`  ${page.padEnd(44)} ${await time(Array(few).fill(page))}`);
  console.log(`/NewProject, no filter:                       ${await time(Array(few).fill("/NewProject"))}`);
  console.log(`home page (/):                                ${await time(Array(few).fill("/"))}`);
} finally {
  if (server) {
    const stopped = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await onServer(`drop database if exists ${scratch} with (force)`);
}
