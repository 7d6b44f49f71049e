import { eq } from "drizzle-orm";
import sharp from "sharp";
import { CITIES } from "#app/config/cities";
import type { Database } from "#app/modules/db/db.server";
import { nameKey } from "#app/modules/listing-core/localities";
import { type SeedLocality, seedLocalities } from "#app/modules/listing-core/localities.server";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { listingValues } from "#app/modules/listing-core/values";
import { saveUpload } from "#app/modules/media/images.server";
import { logger } from "#app/modules/platform/logger.server";
import { appMeta, cityPages, images, projects, properties, services, user } from "#db/schema";
import { CITY_PAGES, SERVICES } from "./content";
import { drawScene } from "./demo-art";
import { DEMO_PROJECTS, DEMO_PROPERTIES, type DemoListing } from "./demo-listings";
import { LOCALITIES } from "./localities";
import LOCALITY_CENTRES from "./locality-centres.json" with { type: "json" };

/** Static content, upserted by slug at every start. */
export async function seedContent(db: Database): Promise<void> {
  for (const [position, page] of CITY_PAGES.entries()) {
    const row = { ...page, position };
    await db.insert(cityPages).values(row).onConflictDoUpdate({ target: cityPages.slug, set: row });
  }
  for (const [position, service] of SERVICES.entries()) {
    const row = { ...service, position };
    await db.insert(services).values(row).onConflictDoUpdate({ target: services.slug, set: row });
  }
  await seedLocalities(seededLocalities());
}

/**
 * The list of localities a start writes (decision 058): the site's own (db/seed/localities.ts),
 * then India Post's offices for the rest, each under a name the site's list does not already
 * give (theirs is "Niralanagar", ours "Nirala Nagar").
 */
export function seededLocalities(): SeedLocality[] {
  const own: SeedLocality[] = CITIES.flatMap((city) =>
    LOCALITIES[city].map((locality) => ({
      city,
      name: locality.name,
      centre: locality.centre ? { latitude: locality.centre[0], longitude: locality.centre[1] } : null,
      aliases: locality.aliases ?? [],
      ...(locality.reachKm ? { reachKm: locality.reachKm } : {}),
      source: "seed" as const,
    })),
  );
  const named = new Set(
    own.flatMap((entry) => [entry.name, ...(entry.aliases ?? [])].map((name) => `${entry.city}\n${nameKey(name)}`)),
  );
  const offices: SeedLocality[] = LOCALITY_CENTRES.centres.flatMap(({ city, locality, latitude, longitude }) =>
    (CITIES as readonly string[]).includes(city) && !named.has(`${city}\n${nameKey(locality)}`)
      ? [
          {
            city: city as SeedLocality["city"],
            name: locality,
            centre: { latitude, longitude },
            source: "india-post" as const,
          },
        ]
      : [],
  );
  return [...own, ...offices];
}

const DEMO_MARKER = "demo_seeded";
export const DEMO_OWNER_EMAIL = "listings@awadhestates.in";

/** Demo properties and projects with generated photos, written once per database. */
export async function seedDemo(db: Database): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (done) return;
  const started = performance.now();
  const ownerId = await demoOwner(db);
  const now = Date.now();
  for (const [index, listing] of DEMO_PROPERTIES.entries()) {
    const [row] = await db
      .insert(properties)
      .values({
        ...columns(listing),
        userId: ownerId,
        contactNumber: "9839012345",
        status: "live",
        approvedAt: new Date(),
        confirmedAt: new Date(),
        createdAt: new Date(now - index * 36e5),
      })
      .returning({ id: properties.id });
    if (row) await attachDemoImages(db, listing, { propertyId: row.id }, 1 + index * 10);
  }
  for (const [index, listing] of DEMO_PROJECTS.entries()) {
    const [row] = await db
      .insert(projects)
      .values({
        ...columns(listing),
        userId: null,
        contactNumber: "9839012345",
        createdAt: new Date(now - index * 36e5),
      })
      .returning({ id: projects.id });
    if (row) await attachDemoImages(db, listing, { projectId: row.id }, 1001 + index * 10);
  }
  await db.insert(appMeta).values({ key: DEMO_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
  logger.info(
    { properties: DEMO_PROPERTIES.length, projects: DEMO_PROJECTS.length, ms: Math.round(performance.now() - started) },
    "demo content seeded",
  );
}

/** A demo listing's columns, stored as a posted one is (derived fields included). */
function columns(listing: DemoListing) {
  const { scenes: _scenes, floorNumber, totalFloors, ...rest } = listing;
  return listingValues(
    { ...rest, floorNumber: floorNumber ?? undefined, totalFloors: totalFloors ?? undefined, imageIds: [] },
    listingSettings(),
  );
}

async function demoOwner(db: Database): Promise<string> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_OWNER_EMAIL));
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  // No password: nobody can sign in as the demo owner.
  await db.insert(user).values({
    id,
    name: "Awadh Estates Listings Desk",
    email: DEMO_OWNER_EMAIL,
    emailVerified: true,
    role: "Owner",
    mobileNumber: "9839012345",
  });
  return id;
}

async function attachDemoImages(
  db: Database,
  listing: DemoListing,
  owner: { propertyId?: string; projectId?: string },
  seed: number,
): Promise<void> {
  for (const [position, scene] of listing.scenes.entries()) {
    const png = await sharp(Buffer.from(drawScene(scene, seed + position)))
      .png({ compressionLevel: 1 })
      .toBuffer();
    const image = await saveUpload(null, png);
    await db
      .update(images)
      .set({ ...owner, position })
      .where(eq(images.id, image.id));
  }
}
