import { and, ne, sql } from "drizzle-orm";
import { CITIES, type City, isOneOf } from "#app/config/enums";
import { type Database, getDb } from "#app/modules/db/db.server";
import { publicWrites } from "#app/modules/db/public-cache.server";
import { HINDI_PLACE_NAMES } from "#app/modules/i18n/place-names";
import { localitiesIn } from "#app/modules/listing-core/localities.server";
import { isLive } from "#app/modules/properties/live.server";
import { properties } from "#db/schema";
import { slugify } from "./place-links";
import { matchPlaces, type Place, placeScore, SIMILAR } from "./places";

/** How long the list of places serves without being read again (while nothing is written). */
const FRESH_MS = 60_000;

/**
 * A list read from the live listings (one GROUP BY over the live rows: a third of a second at
 * 100,000 on the embedded database), remembered: read again in the background when a minute
 * old or after a listing write, the old list serving meanwhile. `fresh` waits for a list
 * that has seen every write (place pages, suggestions and reading a typed query: a place
 * that has just gone live is found at once); lists, links and the sitemap take the
 * remembered one.
 */
function rememberedList<T>(read: () => Promise<T[]>): (options?: { fresh?: boolean }) => Promise<T[]> {
  interface Remembered {
    list: Promise<T[]>;
    at: number;
    writes: number;
    refreshing: boolean;
  }
  const remembered = new WeakMap<Database, Remembered>();
  /** A read under way, and how many writes it has seen: calls meanwhile share it. */
  const reading = new WeakMap<Database, { list: Promise<T[]>; writes: number }>();

  function load(db: Database): Promise<T[]> {
    const writes = publicWrites();
    const under = reading.get(db);
    if (under && under.writes === writes) return under.list;
    const list = read();
    reading.set(db, { list, writes });
    // The list in use is replaced once the new one has arrived; a failed read is not kept.
    return list
      .then((items) => {
        remembered.set(db, { list, at: Date.now(), writes, refreshing: false });
        return items;
      })
      .finally(() => {
        if (reading.get(db)?.list === list) reading.delete(db);
      });
  }

  return ({ fresh = false } = {}) => {
    const db = getDb();
    const entry = remembered.get(db);
    const stale = !entry || entry.writes !== publicWrites() || Date.now() - entry.at > FRESH_MS;
    if (!entry || (fresh && entry.writes !== publicWrites())) return load(db);
    if (stale && !entry.refreshing) {
      entry.refreshing = true;
      load(db).catch(() => {
        entry.refreshing = false;
      });
    }
    return entry.list;
  };
}

/** Every place with live properties, the largest first. A locality is one place whatever its case. */
export const livePlaces = rememberedList(readPlaces);

/**
 * The titles of live listings that are more than one word ("Gomti Greens 3 BHK Apartment"):
 * the beginning of one typed in the search box is the listing's name, not a locality and a
 * word (query.ts, nameAt). One spelling per title, whatever its case.
 */
export const liveNames = rememberedList(async (): Promise<string[]> => {
  const name = sql<string>`trim(${properties.projectBuildingName})`;
  const rows = await getDb()
    .select({ name: sql<string>`min(${name})` })
    .from(properties)
    .where(and(isLive, sql`${name} like '% %'`))
    .groupBy(sql`lower(${name})`);
  return rows.map((row) => row.name);
});

async function readPlaces(): Promise<Place[]> {
  const locality = sql`lower(${properties.locality})`;
  const rows = await getDb()
    .select({
      city: properties.city,
      name: sql<string>`min(${properties.locality})`,
      listingType: properties.listingType,
      count: sql<number>`count(*)::int`,
    })
    .from(properties)
    .where(and(isLive, ne(sql`trim(${properties.locality})`, "")))
    .groupBy(properties.city, locality, properties.listingType);
  const places = new Map<string, Place>();
  for (const row of rows) {
    if (!isOneOf(CITIES, row.city)) continue;
    const key = `${row.city}\n${row.name.toLowerCase()}`;
    const place = places.get(key) ?? {
      city: row.city,
      locality: row.name.trim(),
      slug: slugify(row.name),
      total: 0,
      byType: {},
    };
    place.total += Number(row.count);
    place.byType[row.listingType] = (place.byType[row.listingType] ?? 0) + Number(row.count);
    places.set(key, place);
  }
  return [...places.values()].filter((place) => place.slug).sort((a, b) => b.total - a.total);
}

/**
 * The places a search reads names against (decision 058): every locality on the site's list,
 * whether or not anything is listed there today (so "gomti nagar" is Gomti Nagar even while
 * only Gomti Nagar Extension has listings), with its other names (Hindi, other spellings)
 * and its live listings counted; and the places with live listings the list does not have.
 */
export async function searchPlaces(): Promise<Place[]> {
  const [live, lists] = await Promise.all([
    livePlaces({ fresh: true }),
    Promise.all(CITIES.map((city) => localitiesIn(city))),
  ]);
  const byName = new Map(live.map((place) => [`${place.city}\n${place.locality.toLowerCase()}`, place]));
  const places: Place[] = [];
  for (const locality of lists.flat()) {
    const key = `${locality.city}\n${locality.name.toLowerCase()}`;
    const listed = byName.get(key);
    byName.delete(key);
    places.push({
      city: locality.city,
      locality: locality.name,
      slug: locality.slug,
      total: listed?.total ?? 0,
      byType: listed?.byType ?? {},
      aka: [...(locality.nameHi ? [locality.nameHi] : []), ...locality.aliases],
    });
  }
  return [...places, ...byName.values()];
}

/** The place a page address names, or undefined (two spellings of one slug: the larger wins). */
export async function placeBySlug(city: City, slug: string): Promise<Place | undefined> {
  const wanted = slug.toLowerCase();
  return (await livePlaces({ fresh: true })).find((place) => place.city === city && place.slug === wanted);
}

/**
 * The localities of a search as the listings spell them: a misspelt or partly typed name
 * becomes the place it most likely means ("gomti nagr" → "Gomti Nagar"); a name that
 * matches nothing stays as typed (and finds nothing, with a way out).
 */
export async function knownLocalities(typed: readonly string[], city?: City): Promise<string[]> {
  if (typed.length === 0) return [];
  // Read against the list of localities and every place live now, so that a name means the
  // same whatever is listed today, and a stale list cannot turn a new locality into another.
  const places = await searchPlaces();
  const known = typed.map((name) => matchLocalities(places, name, city, 1, "closest")[0]?.locality);
  const names: string[] = [];
  for (const [index, name] of typed.entries()) {
    const chosen = known[index] ?? name;
    if (!names.some((kept) => kept.toLowerCase() === chosen.toLowerCase())) names.push(chosen);
  }
  return names;
}

/** Locality suggestions for what is being typed (the search form's autocomplete). */
export async function suggestLocalities(typed: string, city?: City, limit = 8): Promise<Place[]> {
  return matchLocalities(await livePlaces({ fresh: true }), typed, city, limit);
}

/**
 * matchPlaces, and a name typed in Devanagari read through the list's Hindi names and the
 * search box's ("गोमती" → Gomti Nagar, Gomti Nagar Extension), best first.
 */
function matchLocalities(
  places: readonly Place[],
  typed: string,
  city: City | undefined,
  limit: number,
  order: "listings" | "closest" = "listings",
): Place[] {
  if (/^[\p{Script=Latin}\p{N}\p{P}\p{Z}]*$/u.test(typed)) return matchPlaces(places, typed, city, limit, order);
  const text = typed.normalize("NFKC").trim().toLowerCase();
  const names = Object.entries(HINDI_PLACE_NAMES)
    .map(([hindi, english]) => ({ english: english.toLowerCase(), score: placeScore(hindi.normalize("NFKC"), text) }))
    .filter((name) => name.score >= SIMILAR)
    .sort((a, b) => b.score - a.score);
  // The list's own Hindi names first (a place's `aka`), then the site's table of them.
  const found: Place[] = matchPlaces(places, typed, city, limit, order);
  for (const { english } of names)
    for (const place of places)
      if (place.locality.toLowerCase() === english && (!city || place.city === city) && !found.includes(place))
        found.push(place);
  return found.slice(0, limit);
}
