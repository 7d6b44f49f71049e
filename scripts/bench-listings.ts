// Server time for the home page and a property page with 100,000 approved properties.
//   npx react-router build && npx tsx scripts/bench-listings.ts [count] [requests]
// Seeds a throwaway DATA_DIR with one INSERT ... SELECT generate_series (two photo rows per
// property), prints the query plans, starts the built server and times plain fetches.
// With BENCH_POSTGRES_URL (a server URL) it uses a scratch database there instead of PGlite.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.LOG_LEVEL ??= "warn";
const { sql } = await import("drizzle-orm");
const { boot } = await import("#app/modules/boot.server");
const { parseEnv } = await import("#app/modules/env.server");
const { detailQuery, latestApprovedQuery, photosQuery } = await import("#app/modules/listings/listings.server");
const { default: pg } = await import("pg");

const count = Number(process.argv[2] ?? 100_000);
const requests = Number(process.argv[3] ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3221);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listings-bench-"));
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

let server: ReturnType<typeof spawn> | undefined;
try {
  // 1. Seed with the server's own boot (migrations included), then let go of the data directory.
  const services = await boot({ env: parseEnv(env) });
  const db = services.database.db;
  const started = performance.now();
  const ownerId = crypto.randomUUID();
  await db.execute(sql`insert into "user" (id, name, email, role, mobile_number)
    values (${ownerId}, 'Bench Owner', 'bench@example.in', 'Owner', '9839012345')`);
  await db.execute(sql`
    insert into properties (user_id, city, project_building_name, locality, address, description, plot_area, price,
      furnishing, floor_number, total_floors, amenities, listing_type, property_category, property_type, facing_type,
      contact_number, is_approved, approved_at, created_at)
    select ${ownerId},
      (array['Lucknow','Noida','Gurugram','Kanpur','Varanasi'])[1 + g % 5],
      'Bench Residency ' || g,
      (array['Gomti Nagar','Hazratganj','Aliganj','Indira Nagar','Sector 150','Sohna Road','Kalyanpur','Sarnath'])[1 + g % 8],
      'Plot ' || g || ', Main Road', 'A property seeded for the benchmark.', 800 + g % 3000, 1500000 + (g % 500) * 100000,
      'Semi-Furnished', g % 20, 20, array['Gym','Parking','Lift'], 'Sell', 'Residential', 'Flat/Apartment', 'East',
      '9839012345', true, now(), now() - make_interval(secs => g * 60)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into images (user_id, property_id, position, width, height, widths, bytes)
    select ${ownerId}, p.id, pos, 1600, 1200, '{480,960,1600}', 200000
    from properties p cross join generate_series(0, 1) pos`);
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${count} properties and ${count * 2} photo rows in ${Math.round(performance.now() - started)} ms`,
  );

  // 2. The plans of the queries behind the two pages.
  const ids = (
    (await db.execute(sql`select id from properties order by random() limit ${requests}`)) as unknown as {
      rows: Array<{ id: string }>;
    }
  ).rows.map((row) => row.id);
  const sampleId = ids[0] ?? "";
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
  await explain("home: newest approved with first photo", latestApprovedQuery());
  await explain("detail: property and owner", detailQuery(sampleId, null));
  await explain("detail: photos", photosQuery(sampleId));
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
  console.log(`\nhome page (/):                ${await time(Array.from({ length: requests }, () => "/"))}`);
  console.log(`detail page (/listing-detail): ${await time(ids.map((id) => `/listing-detail?id=${id}`))}`);
  // For information: the paginated list (it counts the approved rows) and a full-text search.
  const few = Math.max(20, Math.round(requests / 4));
  console.log(
    `/listing-post?page=50:        ${await time(Array.from({ length: few }, () => "/listing-post?page=50"))}`,
  );
  console.log(
    `/Search?q=gomti&city=Lucknow: ${await time(Array.from({ length: few }, () => "/Search?q=gomti&city=Lucknow"))}`,
  );
} finally {
  if (server) {
    const stopped = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await onServer(`drop database if exists ${scratch} with (force)`);
}
