// The trust checks' costs, printed as figures (docs/performance.md records them):
//   1. the perceptual hash of an uploaded photo, per photo (1600 x 1200, as the upload keeps it);
//   2. finding a listing's warnings when it is sent (duplicate photos against every photo of
//      the live listings, the repeated number, the locality median);
//   3. the approval queue page (/admin/Postproject) with 1,000 pending listings.
//
//   npm run bench:flags                          embedded PGlite, and PostgreSQL when DATABASE_URL is set
//   npm run bench:flags -- --live 20000 --pending 1000 --photos 20
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";
const { default: sharp } = await import("sharp");
const { sql } = await import("drizzle-orm");
const { images } = await import("#db/schema");
const { getDb } = await import("#app/modules/db/db.server");
const { perceptualHash } = await import("#app/modules/media/phash.server");
const { processImage } = await import("#app/modules/media/process-image.server");
const { refreshReviewFlags } = await import("#app/modules/properties/trust/flags.server");
const { approvalQueuePage } = await import("#app/modules/properties/lifecycle/queue.server");
const { scratchSite } = await import("./bench/scratch");
const { seedAccounts, seedProperties } = await import("./bench/seed");
const { stats } = await import("./bench/timing");
const { madeUpPhoto } = await import("../tests/support/made-up-photo");

const { values: options } = parseArgs({
  options: {
    live: { type: "string", default: "20000" },
    pending: { type: "string", default: "1000" },
    photos: { type: "string", default: "20" },
    db: { type: "string" },
  },
});
const liveCount = Number(options.live);
const pendingCount = Number(options.pending);
const photoCount = Number(options.photos);
const postgresUrl = process.env.DATABASE_URL;
const kinds = (options.db ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",");

async function photoHashes(): Promise<void> {
  const hash: number[] = [];
  const whole: number[] = [];
  for (let seed = 1; seed <= photoCount; seed++) {
    const jpeg = await madeUpPhoto(seed, 1600, 1200);
    // The upload's own path: decoded once to raw pixels, then hashed from them.
    const { data, info } = await sharp(jpeg).rotate().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    let started = performance.now();
    await perceptualHash(sharp(data, raw));
    hash.push(performance.now() - started);
    started = performance.now();
    await processImage(jpeg);
    whole.push(performance.now() - started);
  }
  console.log(`perceptual hash of a 1600x1200 photo: ${stats(hash)}`);
  console.log(`  (the whole upload processing, with the three WebP widths: ${stats(whole)})`);
}

async function run(kind: string): Promise<void> {
  const site = await scratchSite(kind, "flags", postgresUrl);

  try {
    const db = getDb();
    const raw = (db as unknown as { $client: import("./bench/seed").RawClient }).$client;
    await seedAccounts(raw);
    await seedProperties(raw, 1, liveCount);
    // Every live photo gets a hash of its own (random 64-bit numbers are as far apart as different photos).
    await db.execute(
      sql`update images set phash = ((random() - 0.5) * 18446744073709551615::numeric)::numeric(20,0)::bigint`,
    );
    // The pending listings: copies of live ones (other owners), five photos each; one in ten
    // reuses a live photo's hash, as a cloned ad would.
    await db.execute(sql`
      with picked as (
        select p.*, row_number() over (order by p.id) as n from properties p where p.status = 'live' limit ${pendingCount}
      ), made as (
        insert into properties (user_id, city, project_building_name, locality, address, description, price,
          listing_type, property_category, property_type, contact_number, area_unit, area_sqft, price_per_sqft,
          plot_area, bedrooms, status, created_at, status_changed_at)
        select 'bench-owner-1', city, project_building_name || ' (again)', locality, address, description, price,
          listing_type, property_category, property_type, '97' || lpad((n * 7919 % 100000000)::text, 8, '0'), area_unit, area_sqft, price_per_sqft,
          plot_area, bedrooms, 'pending', now() - make_interval(mins => n::int), now() - make_interval(mins => n::int)
        from picked
        returning id, created_at
      )
      insert into images (user_id, property_id, position, width, height, widths, bytes, phash)
      select 'bench-owner-1', made.id, pos, 1600, 1200, '{480,960,1600}', 200000,
        case when pos = 0 and random() < 0.1 then (select phash from images where phash is not null offset floor(random() * 1000) limit 1)
             else ((random() - 0.5) * 18446744073709551615::numeric)::numeric(20,0)::bigint end
      from made cross join generate_series(0, 4) pos`);
    await db.execute(sql`analyze`);
    const livePhotos = await db.$count(
      images,
      sql`${images.propertyId} in (select id from properties where status = 'live')`,
    );
    const pending = await db.execute(sql`select id from properties where status = 'pending' order by created_at`);
    const ids = (pending as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);

    // Warnings, found as each listing is sent (timed on the first 100, the rest found too).
    const times: number[] = [];
    let flagged = 0;
    for (const [index, id] of ids.entries()) {
      const started = performance.now();
      const flags = await refreshReviewFlags(id);
      if (index < 100) times.push(performance.now() - started);
      if (flags.length) flagged += 1;
    }
    console.log(
      `  warnings of one listing sent for approval (${liveCount.toLocaleString("en-IN")} live listings, ${livePhotos.toLocaleString("en-IN")} photos): ${stats(times)}; ${flagged} of ${ids.length} flagged`,
    );

    // The queue page's data, as its loader reads it for an Admin.
    const pages = Math.ceil(ids.length / 25);
    for (const page of [1, pages]) {
      const runs: number[] = [];
      for (let i = 0; i < 12; i++) {
        const started = performance.now();
        const data = await approvalQueuePage(page);
        runs.push(performance.now() - started);
        if (data.queue.items.length === 0) throw new Error("empty queue page");
      }
      console.log(`  approval queue page ${page} of ${pages} (${ids.length} pending): ${stats(runs.slice(2))}`);
    }
  } finally {
    await site.close();
  }
}

await photoHashes();
for (const kind of kinds) {
  console.log(`${kind}:`);
  await run(kind);
}
