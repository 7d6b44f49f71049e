// How long the daily saved-search alert takes: 10,000 saved searches over 100,000 live
// listings, a day's worth of them new (the newest `--fresh`, 300 by default).
//
//   npm run bench:alerts                      embedded PGlite, and PostgreSQL when DATABASE_URL is set
//   npm run bench:alerts -- --listings 100000 --searches 10000 --fresh 300 --db pglite
//
// The searches are drawn from the generator's cities, localities, BHK and budgets (a city
// always; a locality, a BHK and a budget each half the time), owned by its 400 owners. The
// run is sendSearchAlerts() itself, e-mails written to a throwaway outbox. docs/performance.md
// records the figures.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";
const { sql } = await import("drizzle-orm");
const { getDb } = await import("#app/modules/db/db.server");
const { sendSearchAlerts } = await import("#app/modules/properties/saved-searches/saved-searches.server");
const { scratchSite } = await import("./bench/scratch");
const { seedAccounts, seedProperties } = await import("./bench/seed");
const { PLACES, OWNERS, rowRandom } = await import("./bench/generate");

const { values: options } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    searches: { type: "string", default: "10000" },
    fresh: { type: "string", default: "300" },
    db: { type: "string" },
  },
});
const listingCount = Number(options.listings);
const searchCount = Number(options.searches);
const fresh = Number(options.fresh);
const postgresUrl = process.env.DATABASE_URL;
const kinds = (options.db ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",");
const BUDGETS = [3_000_000, 5_000_000, 6_000_000, 8_000_000, 12_000_000, 20_000_000];

function savedSearch(i: number): string {
  const random = rowRandom(7, i);
  const cities = Object.keys(PLACES) as Array<keyof typeof PLACES>;
  const city = cities[Math.floor(random() * cities.length)] ?? "Lucknow";
  const params = new URLSearchParams({ city });
  const localities = PLACES[city].localities;
  if (random() < 0.5) params.append("locality", localities[Math.floor(random() * localities.length)]?.[0] ?? "");
  if (random() < 0.5) params.append("bhk", String(1 + Math.floor(random() * 4)));
  if (random() < 0.5) params.append("budgetMax", String(BUDGETS[Math.floor(random() * BUDGETS.length)]));
  if (random() < 0.3) params.append("listingType", random() < 0.7 ? "Sell" : "Rent");
  return params.toString();
}

async function run(kind: string): Promise<void> {
  const site = await scratchSite(kind, "alerts", postgresUrl);
  const { services, dataDir } = site;
  try {
    const raw = (getDb() as unknown as { $client: import("./bench/seed").RawClient }).$client;
    const seeded = performance.now();
    await seedAccounts(raw);
    await seedProperties(raw, 1, listingCount);
    // A day's news: the newest `fresh` listings went live after every search's last run.
    const [{ since } = { since: "" }] = (
      await raw.query<{ since: string }>(
        `select approved_at::text as since from properties where is_approved order by approved_at desc offset $1 limit 1`,
        [fresh],
      )
    ).rows;
    const queries = Array.from({ length: searchCount }, (_, i) => savedSearch(i + 1));
    await raw.query(
      `insert into saved_searches (user_id, name, query, last_sent_at, created_at)
       select 'bench-owner-' || (1 + (n % $1)), 'Search ' || n, q, $2::timestamptz, $2::timestamptz - interval '30 days'
       from unnest($3::text[]) with ordinality as t(q, n)`,
      [OWNERS, since, queries],
    );
    await getDb().execute(sql`analyze`);
    console.log(
      `  seeded ${listingCount.toLocaleString("en-IN")} listings and ${searchCount.toLocaleString("en-IN")} searches in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
    );
    const now = new Date("2030-01-01T00:00:00Z");
    const result = await sendSearchAlerts(now);
    await services.mailer.idle();
    const outbox = fs.readdirSync(path.join(dataDir, "outbox")).filter((name) => name.endsWith(".eml")).length;
    console.log(
      `  alert run: ${result.searches.toLocaleString("en-IN")} searches, ${result.emails.toLocaleString("en-IN")} e-mails (${outbox} in the outbox) in ${(result.ms / 1000).toFixed(1)} s, ${(result.ms / result.searches).toFixed(2)} ms a search`,
    );
    const again = await sendSearchAlerts(now);
    console.log(`  the next run, nothing new: ${again.emails} e-mails in ${(again.ms / 1000).toFixed(1)} s`);
  } finally {
    await site.close();
  }
}

console.log(
  `Saved-search alerts: ${searchCount} searches over ${listingCount} live listings, ${fresh} new (${os.cpus().length} cores)`,
);
for (const kind of kinds) {
  console.log(kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)");
  await run(kind);
}
