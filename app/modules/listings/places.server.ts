import { and, eq, ne, sql } from "drizzle-orm";
import { CITIES, type City, isOneOf } from "#app/config/enums";
import { getDb } from "#app/modules/db/db.server";
import { rememberPublic } from "#app/modules/db/public-cache.server";
import { properties } from "#db/schema";
import { slugify } from "./place-links";
import { matchPlaces, type Place } from "./places";

/**
 * Every place with live properties, from one GROUP BY over the live rows, remembered with
 * the other public data for a few seconds and forgotten on every listing write
 * (public-cache.server.ts). A locality is one place whatever its case; it is named as its
 * posters spell it most often.
 */
export function livePlaces(): Promise<Place[]> {
  return rememberPublic("places", async () => {
    const locality = sql`lower(${properties.locality})`;
    const rows = await getDb()
      .select({
        city: properties.city,
        name: sql<string>`mode() within group (order by ${properties.locality})`,
        listingType: properties.listingType,
        count: sql<number>`count(*)::int`,
      })
      .from(properties)
      .where(and(eq(properties.isApproved, true), ne(sql`trim(${properties.locality})`, "")))
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
  });
}

/** The place a page address names, or undefined (two spellings of one slug: the larger wins). */
export async function placeBySlug(city: City, slug: string): Promise<Place | undefined> {
  const wanted = slug.toLowerCase();
  return (await livePlaces()).find((place) => place.city === city && place.slug === wanted);
}

/**
 * The localities of a search as the listings spell them: a misspelt or partly typed name
 * becomes the place it most likely means ("gomti nagr" → "Gomti Nagar"); a name that
 * matches nothing stays as typed (and finds nothing, with a way out).
 */
export async function knownLocalities(typed: readonly string[], city?: City): Promise<string[]> {
  if (typed.length === 0) return [];
  const places = await livePlaces();
  const names: string[] = [];
  for (const name of typed) {
    const known = matchPlaces(places, name, city, 1)[0]?.locality ?? name;
    if (!names.some((kept) => kept.toLowerCase() === known.toLowerCase())) names.push(known);
  }
  return names;
}

/** Locality suggestions for what is being typed (the search form's autocomplete). */
export async function suggestLocalities(typed: string, city?: City, limit = 8): Promise<Place[]> {
  return matchPlaces(await livePlaces(), typed, city, limit);
}
