import crypto from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { CITIES, type City, isOneOf } from "#app/config/enums";
import { getAuth } from "#app/modules/accounts/auth.server";
import { type Database, getDb, type Transaction } from "#app/modules/db/db.server";
import { slugify } from "#app/modules/text/slug";
import { localityCentres } from "#db/schema";

import {
  APPROXIMATE_RADIUS_M,
  APPROXIMATE_SHIFT_M,
  CITY_CENTRES,
  isWithinCity,
  type Point,
  type PublicPosition,
  rounded,
  shifted,
} from "./location";

export type { PublicPosition };

/** The columns a listing's location is written in (db/listing-columns.ts). */
export interface Placement {
  latitude: number;
  longitude: number;
  locationPrecision: "exact" | "approximate";
  showExactLocation: boolean;
}

/** A locality's centre as Admins keep it, or null when it has none. */
export async function localityCentre(
  city: string,
  locality: string | null | undefined,
  db: Database | Transaction = getDb(),
): Promise<Point | null> {
  const slug = slugify(locality ?? "");
  if (!slug) return null;
  const [found] = await db
    .select({ latitude: localityCentres.latitude, longitude: localityCentres.longitude })
    .from(localityCentres)
    .where(and(eq(localityCentres.city, city), eq(localityCentres.slug, slug)));
  return found ?? null;
}

/**
 * Where a listing is written: the poster's pin when they placed one inside the listing's
 * city (exact; shown exactly only if they chose so), else its locality's centre, else its
 * city's (approximate, never shown exactly).
 */
export async function placement(
  input: { city: string; locality?: string | null; pin?: Point | null; showExactLocation?: boolean },
  db: Database | Transaction = getDb(),
): Promise<Placement | null> {
  if (!isOneOf(CITIES, input.city)) return null;
  const city: City = input.city;
  if (input.pin && isWithinCity(input.pin, city)) {
    return {
      latitude: rounded(input.pin.latitude),
      longitude: rounded(input.pin.longitude),
      locationPrecision: "exact",
      showExactLocation: input.showExactLocation === true,
    };
  }
  const centre = (await localityCentre(city, input.locality, db)) ?? CITY_CENTRES[city];
  return { ...centre, locationPrecision: "approximate", showExactLocation: false };
}

type Located = {
  id: string;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: string;
  showExactLocation: boolean;
};

/**
 * A listing's position as visitors see it. Exact only when the poster placed a pin and chose
 * to show it; otherwise a point moved 100–350 m from the true one in a direction and by a
 * distance taken from a keyed hash of the listing's id (the site's secret is the key): the
 * same on every request and every process, so repeated visits cannot average it out, and
 * not computable from the id alone. The circle around it always holds the true point.
 */
export async function publicPosition(listing: Located): Promise<PublicPosition | null> {
  const { latitude, longitude } = listing;
  if (latitude === null || longitude === null) return null;
  if (listing.locationPrecision === "exact" && listing.showExactLocation) {
    return { latitude: rounded(latitude), longitude: rounded(longitude), exact: true, radiusMetres: 0 };
  }
  const { secret } = await getAuth().$context;
  const digest = crypto.createHmac("sha256", secret).update(`position:${listing.id.toLowerCase()}`).digest();
  const fraction = (offset: number) => digest.readUInt32BE(offset) / 0x1_0000_0000;
  const metres = APPROXIMATE_SHIFT_M.min + fraction(0) * (APPROXIMATE_SHIFT_M.max - APPROXIMATE_SHIFT_M.min);
  const moved = shifted({ latitude, longitude }, metres, fraction(4) * 360);
  return {
    latitude: rounded(moved.latitude, 4),
    longitude: rounded(moved.longitude, 4),
    exact: false,
    radiusMetres: APPROXIMATE_RADIUS_M,
  };
}

/** The columns publicPosition reads, for a select. */
export function locatedColumns<
  T extends { latitude: unknown; longitude: unknown; locationPrecision: unknown; showExactLocation: unknown },
>(table: T) {
  return {
    latitude: table.latitude,
    longitude: table.longitude,
    locationPrecision: table.locationPrecision,
    showExactLocation: table.showExactLocation,
  } as Pick<T, "latitude" | "longitude" | "locationPrecision" | "showExactLocation">;
}

/** Listings as a placement reads them. */
export interface Unlocated {
  id: string;
  city: string;
  locality: string | null;
}

/**
 * Where listings that have no point yet stand: their locality's or city's centre
 * (listings from before locations, the demo's, an import's), as `(id, latitude, longitude)`
 * rows for an UPDATE ... FROM.
 */
export async function centresOf(rows: readonly Unlocated[], db: Database | Transaction): Promise<SQL> {
  const values: SQL[] = [];
  for (const row of rows) {
    const at = (await placement({ city: row.city, locality: row.locality }, db)) ?? CITY_CENTRES.Lucknow;
    values.push(sql`(${row.id}::uuid, ${at.latitude}::float8, ${at.longitude}::float8)`);
  }
  return sql`(values ${sql.join(values, sql`, `)}) as centres(id, latitude, longitude)`;
}
