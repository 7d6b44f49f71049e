// How long the nightly locality-prices job takes (decision 029): 100,000 live listings from
// the benchmark generator (every city, locality, kind and listing type it makes), then
// computeLocalityPrices() itself, the one set-based statement, timed a few times (the first
// run inserts the month's rows, the next ones replace them, as every later night does).
// Also timed: a place page's prices (its city's figures and the locality's 12 months) and
// one listing's comparison, read without the few-seconds cache.
//
//   npm run bench:prices                                   embedded PGlite
//   npm run bench:prices -- --pg postgresql://postgres@127.0.0.1:55432/postgres
//                                                          and PostgreSQL (a scratch database, dropped after)
//   npm run bench:prices -- --listings 20000 --runs 5 --db postgres
//
// Run by vite-node, not tsx: the Hindi catalogue is loaded with import.meta.glob, which only
// Vite understands (the other bench scripts that boot the site fail under tsx for that reason).
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";
const { sql } = await import("drizzle-orm");
const { getDb, queryRows } = await import("#app/modules/db/db.server");
const { announcePublicChange } = await import("#app/modules/db/public-cache.server");
// English needs no catalogue (the server's loader reads the catalogue files through Vite).
const { translator } = await import("#app/modules/i18n/translate");
const { computeLocalityPrices, localityComparison } = await import("#app/modules/properties/prices/prices.server");
const { placePrices } = await import("#app/modules/properties/prices/place-prices.server");
const { scratchSite } = await import("./bench/scratch");
const { seedAccounts, seedProperties } = await import("./bench/seed");

const { values: options } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    runs: { type: "string", default: "3" },
    pg: { type: "string" },
    db: { type: "string" },
  },
});
const listingCount = Number(options.listings);
const runs = Math.max(1, Number(options.runs));
const postgresUrl = options.pg ?? process.env.DATABASE_URL;
const kinds = (options.db ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",");

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function run(kind: string): Promise<void> {
  const site = await scratchSite(kind, "prices", postgresUrl);
  try {
    const db = getDb();
    const raw = (db as unknown as { $client: import("./bench/seed").RawClient }).$client;
    const seeding = performance.now();
    await seedAccounts(raw);
    await seedProperties(raw, 1, listingCount);
    await db.execute(sql`analyze`);
    const [counted] = await queryRows<{ live: number; priced: number }>(
      sql`select count(*)::int as live,
            (count(*) filter (where price_per_sqft is not null and property_category = 'Residential'))::int as priced
          from properties where is_approved`,
    );
    console.log(
      `  ${Number(counted?.live).toLocaleString("en-IN")} live listings (${Number(counted?.priced).toLocaleString("en-IN")} residential sales with an area) seeded in ${ms(performance.now() - seeding)}`,
    );
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof computeLocalityPrices>> | undefined;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      last = await computeLocalityPrices();
      times.push(performance.now() - started);
    }
    console.log(
      `  the job (one statement, then the pages forgotten): first run ${ms(times[0] ?? 0)}, later runs ${times
        .slice(1)
        .map(ms)
        .join(", ")}; ${last?.groups} groups, ${last?.published} published`,
    );
    const [busiest] = await queryRows<{ city: string; locality: string }>(
      sql`select city, locality from locality_prices where kind = 'flat' order by n desc limit 1`,
    );
    const [listing] = await queryRows<{ id: string }>(
      sql`select id from properties where is_approved and property_type = 'Flat/Apartment'
            and lower(trim(locality)) = lower(${busiest?.locality ?? ""}) and price_per_sqft is not null limit 1`,
    );
    const reads: number[] = [];
    const compares: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < 12; i++) {
      await announcePublicChange({ tags: ["prices"] });
      let started = performance.now();
      await placePrices(translator("en"), "Lucknow", busiest?.locality ?? "", "here");
      reads.push(performance.now() - started);
      await announcePublicChange({ tags: ["prices"] });
      const [row] = await db
        .execute(sql`select * from properties where id = ${listing?.id ?? ""}`)
        .then((result) => (result as unknown as { rows: Array<Record<string, unknown>> }).rows);
      started = performance.now();
      await localityComparison({
        city: String(row?.city),
        locality: String(row?.locality),
        propertyCategory: String(row?.property_category),
        propertyType: String(row?.property_type),
        price: Number(row?.price),
        areaSqft: Number(row?.area_sqft),
        pricePerSqft: Number(row?.price_per_sqft),
      });
      compares.push(performance.now() - started);
      started = performance.now();
      await db.execute(sql`select 1`);
      baseline.push(performance.now() - started);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `  a place page's prices (${busiest?.locality}): median ${median(reads.slice(2)).toFixed(1)} ms; a listing's comparison: median ${median(compares.slice(2)).toFixed(1)} ms (uncached; "select 1" takes ${median(baseline.slice(2)).toFixed(1)} ms)`,
    );
  } finally {
    await site.close();
  }
}

for (const kind of kinds) {
  console.log(`${kind}:`);
  await run(kind);
}
