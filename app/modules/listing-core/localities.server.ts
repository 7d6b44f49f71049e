import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { CITIES, type City } from "#app/config/cities";
import { isOneOf } from "#app/config/enums";
import { type Database, getDb, type Transaction } from "#app/modules/db/db.server";
import { inChangingTransaction, rememberPublic } from "#app/modules/db/public-cache.server";
import { HINDI_PLACE_NAMES, localityName } from "#app/modules/i18n/place-names";
import { EVERY_PAGE } from "#app/modules/platform/page-cache.server";
import { slugify } from "#app/modules/text/slug";
import { localities } from "#db/schema";
import { isDevanagari, type Locality, type LocalityChoice, nameKey } from "./localities";
import { type Point, rounded } from "./location";

/**
 * The localities of each city (decision 058), the one module that writes them: the list the
 * wizard offers, the names search reads in either script, the centres positions come from,
 * and the localities posters typed that wait for an Admin to place them.
 */

type Row = typeof localities.$inferSelect;

function asLocality(row: Row): Locality | null {
  if (!isOneOf(CITIES, row.city)) return null;
  return {
    city: row.city,
    slug: row.slug,
    name: row.name,
    nameHi: row.nameHi ?? (localityName(row.name, "hi") === row.name ? null : localityName(row.name, "hi")),
    aliases: row.aliases,
    centre:
      row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    reachKm: row.reachKm,
    source: row.source,
  };
}

/**
 * A city's localities, remembered like other public data (a change to the list forgets it
 * everywhere). Inside a write's transaction, read through it (`db`): the embedded database
 * answers one connection at a time, and the list may have just changed in it.
 */
export function localitiesIn(city: City, db?: Transaction): Promise<Locality[]> {
  const read = async (from: Database | Transaction) => {
    const rows = await from.select().from(localities).where(eq(localities.city, city)).orderBy(asc(localities.name));
    return rows.flatMap((row) => asLocality(row) ?? []);
  };
  return db ? read(db) : rememberPublic(`localities\n${city}`, () => read(getDb()));
}

/** The site's own Hindi names of localities (i18n/place-names.ts), by their key: "अलीगंज" → Aliganj. */
const HINDI_KEYS = new Map(Object.entries(HINDI_PLACE_NAMES).map(([hindi, english]) => [nameKey(hindi), english]));

/**
 * The locality a typed name means in a city: its name, one of its other spellings or its
 * Hindi name, whatever the case, spaces, hyphens or nukta ("अलीगंज", "aliganj", "Ali-ganj"
 * are Aliganj). Null when the list does not know it.
 */
export async function findLocality(
  city: string,
  typed: string | null | undefined,
  db?: Transaction,
): Promise<Locality | null> {
  if (!isOneOf(CITIES, city)) return null;
  const key = nameKey(typed ?? "");
  if (!key) return null;
  const english = HINDI_KEYS.get(key);
  const wanted = english ? nameKey(english) : key;
  for (const locality of await localitiesIn(city, db)) {
    const names = [locality.name, locality.nameHi ?? "", ...locality.aliases];
    if (names.some((name) => nameKey(name) === wanted || nameKey(name) === key)) return locality;
  }
  return null;
}

/** The locality of exactly this name (any case) in a city: how listings find theirs once written. */
export async function localityNamed(
  city: string,
  name: string | null | undefined,
  db?: Transaction,
): Promise<Locality | null> {
  if (!isOneOf(CITIES, city)) return null;
  const wanted = (name ?? "").trim().toLowerCase();
  if (!wanted) return null;
  return (await localitiesIn(city, db)).find((locality) => locality.name.toLowerCase() === wanted) ?? null;
}

/** The longest locality name kept (the wizard's field allows 120 characters). */
const MAX_NAME = 120;

/**
 * The locality a listing is written with: the list's own name for a locality it knows
 * ("अलीगंज" is written Aliganj, and reads अलीगंज on Hindi pages), else the name as the poster
 * typed it, which joins the list without a centre for an Admin to place (a listing there has
 * no position until then). In the listing's own transaction.
 */
export async function settleLocality(
  city: string,
  typed: string,
  posterId: string | null,
  tx: Transaction,
): Promise<{ name: string; locality: Locality | null }> {
  const found = await findLocality(city, typed, tx);
  if (found) return { name: found.name, locality: found };
  const name = typed.normalize("NFKC").replace(/\s+/g, " ").trim().slice(0, MAX_NAME);
  const slug = slugify(name);
  if (!isOneOf(CITIES, city) || !slug) return { name, locality: null };
  await tx
    .insert(localities)
    .values({
      city,
      slug,
      name,
      nameHi: isDevanagari(name) ? name : null,
      source: "poster",
      proposedBy: posterId,
    })
    .onConflictDoNothing();
  return { name, locality: null };
}

/** The wizard's list for a city: every locality, with its Hindi name and whether it is placed. */
export async function localityChoices(city: City): Promise<LocalityChoice[]> {
  return (await localitiesIn(city))
    .filter((locality) => locality.source !== "poster" || locality.centre)
    .map((locality) => ({
      name: locality.name,
      ...(locality.nameHi ? { nameHi: locality.nameHi } : {}),
      placed: Boolean(locality.centre),
    }));
}

/** What an Admin writes of a locality: its centre (or none), its Hindi name and how far a pin may lie. */
export interface LocalityInput {
  city: City;
  name: string;
  centre: Point | null;
  nameHi?: string | null;
  reachKm?: number | null;
}

/**
 * An Admin places or corrects a locality (a new seed never overwrites it): the row of the
 * locality the name means, or a new one. Its name as listings are written with it; the
 * caller then moves the listings that stand at its centre (`moveListings`).
 */
export async function saveLocality(
  input: LocalityInput,
  adminId: string,
  moveListings: (city: City, name: string) => Promise<number>,
): Promise<{ name: string; moved: number }> {
  const known = await findLocality(input.city, input.name);
  const name = known?.name ?? input.name.replace(/\s+/g, " ").trim();
  const slug = known?.slug ?? slugify(name);
  const row = {
    city: input.city,
    slug,
    name,
    latitude: input.centre ? rounded(input.centre.latitude) : null,
    longitude: input.centre ? rounded(input.centre.longitude) : null,
    ...(input.nameHi !== undefined ? { nameHi: input.nameHi || null } : {}),
    ...(input.reachKm !== undefined ? { reachKm: input.reachKm } : {}),
    source: "admin",
    updatedBy: adminId,
    updatedAt: new Date(),
  };
  await inChangingTransaction(async (tx, changed) => {
    await tx
      .insert(localities)
      .values(row)
      .onConflictDoUpdate({ target: [localities.city, localities.slug], set: row });
    // Pages name localities and their listings' distances: each forgets what it said.
    changed(EVERY_PAGE);
  });
  return { name, moved: await moveListings(input.city, name) };
}

/** A locality as the admin desk lists it, with how many listings stand in it. */
export interface LocalityRow extends Locality {
  listings: number;
  updatedAt: string;
}

/**
 * The localities waiting for a centre (those most listings wait on first, then the newest),
 * and those an Admin placed: the admin desk's two lists.
 */
export async function localitiesForAdmin(limit = 200): Promise<{ unplaced: LocalityRow[]; corrected: LocalityRow[] }> {
  // Listings that stand by the locality (no pin of their own): without a position while it has no centre.
  const listings = sql<number>`(select count(*)::int from properties p where p.city = ${localities.city} and lower(trim(p.locality)) = lower(${localities.name}) and p.location_precision <> 'exact')`;
  const read = (where: ReturnType<typeof and>) =>
    getDb()
      .select({ row: localities, listings })
      .from(localities)
      .where(where)
      // The ones listings wait on first.
      .orderBy(desc(listings), desc(localities.updatedAt))
      .limit(limit);
  const [unplaced, corrected] = await Promise.all([
    read(isNull(localities.latitude)),
    read(eq(localities.source, "admin")),
  ]);
  const rows = (found: Awaited<ReturnType<typeof read>>) =>
    found.flatMap(({ row, listings: count }) => {
      const locality = asLocality(row);
      return locality ? [{ ...locality, listings: Number(count), updatedAt: row.updatedAt.toISOString() }] : [];
    });
  return { unplaced: rows(unplaced), corrected: rows(corrected) };
}

/** A locality of the site's own list, as the seed writes it (db/seed). */
export interface SeedLocality {
  city: City;
  name: string;
  centre: Point | null;
  aliases?: readonly string[];
  reachKm?: number;
  source: "seed" | "india-post";
}

/**
 * The site's list written at every start: new localities added, and seeded ones brought up to
 * date (an Admin's row is left alone; a poster's new locality that the list now knows becomes
 * the list's). How many rows changed; the listings move with them at start
 * (settleListingLocations).
 */
export async function seedLocalities(list: readonly SeedLocality[]): Promise<number> {
  let written = 0;
  await inChangingTransaction(async (tx, changed) => {
    const existing = new Map<string, Row>(
      (await tx.select().from(localities)).map((row) => [`${row.city}\n${row.slug}`, row]),
    );
    const seen = new Set<string>();
    for (const entry of list) {
      const slug = slugify(entry.name);
      const id = `${entry.city}\n${slug}`;
      if (!slug || seen.has(id)) continue;
      seen.add(id);
      const row = {
        city: entry.city,
        slug,
        name: entry.name,
        nameHi: localityName(entry.name, "hi") === entry.name ? null : localityName(entry.name, "hi"),
        aliases: [...(entry.aliases ?? [])],
        latitude: entry.centre?.latitude ?? null,
        longitude: entry.centre?.longitude ?? null,
        reachKm: entry.reachKm ?? null,
        source: entry.source,
      };
      const before = existing.get(id);
      if (before && (before.source === "admin" || (before.source === "seed" && entry.source === "india-post")))
        continue;
      const same =
        before &&
        before.name === row.name &&
        before.nameHi === row.nameHi &&
        before.latitude === row.latitude &&
        before.longitude === row.longitude &&
        before.reachKm === row.reachKm &&
        before.source === row.source &&
        before.aliases.join("\n") === row.aliases.join("\n");
      if (same) continue;
      await tx
        .insert(localities)
        .values(row)
        .onConflictDoUpdate({ target: [localities.city, localities.slug], set: { ...row, updatedAt: new Date() } });
      written++;
    }
    // A centre India Post gave that the list no longer keeps (it was another office's point):
    // the locality stays on the list, without a centre.
    for (const [id, row] of existing) {
      if (row.source !== "india-post" || seen.has(id) || row.latitude === null || !isOneOf(CITIES, row.city)) continue;
      await tx
        .update(localities)
        .set({ latitude: null, longitude: null, updatedAt: new Date() })
        .where(and(eq(localities.city, row.city), eq(localities.slug, row.slug)));
      written++;
    }
    if (written) changed(EVERY_PAGE);
  });
  return written;
}
