// How long "Delete my account" takes for a busy account: 50 listings with 10 photos each
// (500 photos, 1,500 files on disk at three widths), among 10,000 other listings.
//
//   npm run bench:erasure                    embedded PGlite, and PostgreSQL when DATABASE_URL is set
//   npm run bench:erasure -- --rounds 5 --listings 50 --photos 10 --others 10000
//
// Each round signs up a real account, gives it the listings (copies of generated ones) and
// photo rows with files of a phone photo's sizes, then times deleteAccount(): the rows in one
// transaction, then the files. It prints each round and the median. docs/performance.md
// records the figures.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";
const { eq, ne, sql } = await import("drizzle-orm");
const { getDb } = await import("#app/modules/db/db.server");
const { getStorage } = await import("#app/modules/media/storage.server");
const { imageKey } = await import("#app/modules/media/image-urls");
const { deleteAccount } = await import("#app/modules/my-data/erasure.server");
const { images, properties, user } = await import("#db/schema");
const { scratchSite } = await import("./bench/scratch");
const { seedAccounts, seedProperties } = await import("./bench/seed");

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    listings: { type: "string", default: "50" },
    photos: { type: "string", default: "10" },
    others: { type: "string", default: "10000" },
    db: { type: "string" },
  },
});
const rounds = Number(options.rounds);
const listingCount = Number(options.listings);
const photosPerListing = Number(options.photos);
const others = Number(options.others);
const postgresUrl = process.env.DATABASE_URL;
const kinds = (options.db ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",");

/** Bytes of a phone photo's WebP variants at 480, 960 and 1,600 px (measured on demo photos). */
const VARIANT_BYTES: Record<number, number> = { 480: 30_000, 960: 90_000, 1600: 200_000 };
const WIDTHS = [480, 960, 1600];

async function fillAccount(userId: string): Promise<{ listings: number; photos: number; files: number }> {
  const db = getDb();
  const templates = await db.select().from(properties).where(ne(properties.userId, userId)).limit(listingCount);
  const ids = await db
    .insert(properties)
    .values(
      templates.map(({ id: _id, search: _search, formToken: _token, isApproved: _live, ...row }) => ({
        ...row,
        userId,
      })),
    )
    .returning({ id: properties.id });
  const rows = ids.flatMap(({ id }) =>
    Array.from({ length: photosPerListing }, (_, position) => ({
      id: crypto.randomUUID(),
      userId,
      propertyId: id,
      position,
      width: 1600,
      height: 1200,
      widths: WIDTHS,
      bytes: VARIANT_BYTES[1600] ?? 0,
    })),
  );
  await db.insert(images).values(rows);
  const storage = getStorage();
  const bodies = new Map(WIDTHS.map((width) => [width, crypto.randomBytes(VARIANT_BYTES[width] ?? 1000)]));
  for (const row of rows) {
    for (const width of WIDTHS) await storage.put(imageKey(row.id, width), bodies.get(width) as Buffer, "image/webp");
  }
  return { listings: ids.length, photos: rows.length, files: rows.length * WIDTHS.length };
}

async function run(kind: string): Promise<void> {
  const site = await scratchSite(kind, "erasure", postgresUrl);
  const { services, dataDir } = site;
  try {
    const raw = (getDb() as unknown as { $client: import("./bench/seed").RawClient }).$client;
    await seedAccounts(raw);
    await seedProperties(raw, 1, others);
    await getDb().execute(sql`analyze`);
    const times: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const email = `erasure${round}.${Date.now()}@example.in`;
      // A real account (password, session) through Better Auth, as sign-up makes it.
      await services.auth.api.signUpEmail({
        body: {
          name: `Erasure Bench ${round}`,
          email,
          password: `Erasure-Bench-${round}-Lucknow`,
          role: "Owner",
          mobileNumber: "9839055555",
        },
      });
      const [account] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
      const filled = await fillAccount(account?.id ?? "");
      const started = performance.now();
      const result = await deleteAccount(account?.id ?? "");
      const ms = performance.now() - started;
      if (result !== "deleted") throw new Error(`round ${round}: ${result}`);
      const left = await getDb().$count(images, eq(images.userId, account?.id ?? ""));
      const filesLeft = fs.existsSync(path.join(dataDir, "uploads", "images"))
        ? fs.readdirSync(path.join(dataDir, "uploads", "images")).length
        : 0;
      times.push(ms);
      console.log(
        `  round ${round}: ${filled.listings} listings, ${filled.photos} photos, ${filled.files} files -> deleted in ${ms.toFixed(0)} ms (rows left ${left}, photo folders left ${filesLeft})`,
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`  median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms over ${rounds} rounds`);
  } finally {
    await site.close();
  }
}

console.log(
  `Delete my account: ${listingCount} listings x ${photosPerListing} photos, among ${others.toLocaleString("en-IN")} other listings (${os.cpus().length} cores)`,
);
for (const kind of kinds) {
  console.log(kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)");
  await run(kind);
}
