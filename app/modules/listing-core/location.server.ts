import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { CITIES, type City, isOneOf } from "#app/config/enums";
import { type Database, getDb, type Transaction } from "#app/modules/db/db.server";
import { keyedHash } from "#app/modules/platform/site-secret.server";
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
  const digest = keyedHash(`position:${listing.id.toLowerCase()}`);
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

/** The point visitors see, as the listing is written with it (search and distances read it). */
export async function publicColumns(
  id: string,
  at: { latitude: number | null; longitude: number | null; locationPrecision: string; showExactLocation: boolean },
): Promise<{ publicLatitude: number | null; publicLongitude: number | null }> {
  const position = await publicPosition({ id, ...at });
  return { publicLatitude: position?.latitude ?? null, publicLongitude: position?.longitude ?? null };
}

/** A listing as a placement reads it: where it is, if anywhere yet. */
export interface Unplaced {
  id: string;
  city: string;
  locality: string | null;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: string;
  showExactLocation: boolean;
}

/**
 * Listings without a point, or without the point visitors see (those from before locations,
 * the demo's): their point (kept, or their locality's or city's centre) and their public
 * point, as rows `centres(id, latitude, longitude, public_latitude, public_longitude)` for an
 * UPDATE ... FROM.
 */
export async function centresOf(rows: readonly Unplaced[], db: Database | Transaction): Promise<SQL> {
  const values: SQL[] = [];
  for (const row of rows) {
    const at =
      row.latitude !== null && row.longitude !== null
        ? {
            latitude: row.latitude,
            longitude: row.longitude,
            locationPrecision: row.locationPrecision,
            showExactLocation: row.showExactLocation,
          }
        : ((await placement({ city: row.city, locality: row.locality }, db)) ?? {
            ...CITY_CENTRES.Lucknow,
            locationPrecision: "approximate",
            showExactLocation: false,
          });
    const visible = await publicColumns(row.id, at);
    values.push(
      sql`(${row.id}::uuid, ${at.latitude}::float8, ${at.longitude}::float8, ${visible.publicLatitude}::float8, ${visible.publicLongitude}::float8)`,
    );
  }
  return sql`(values ${sql.join(values, sql`, `)}) as centres(id, latitude, longitude, public_latitude, public_longitude)`;
}

/** What an UPDATE ... FROM centresOf(...) sets, on either table. */
export const PLACED_FROM_CENTRES = {
  latitude: sql`centres.latitude`,
  longitude: sql`centres.longitude`,
  publicLatitude: sql`centres.public_latitude`,
  publicLongitude: sql`centres.public_longitude`,
};

/** The columns a placement reads (Unplaced), for a select. */
export function unplacedColumns(table: {
  id: PgColumn;
  city: PgColumn;
  locality: PgColumn;
  latitude: PgColumn;
  longitude: PgColumn;
  locationPrecision: PgColumn;
  showExactLocation: PgColumn;
}) {
  return {
    id: table.id,
    city: table.city,
    locality: table.locality,
    latitude: table.latitude,
    longitude: table.longitude,
    locationPrecision: table.locationPrecision,
    showExactLocation: table.showExactLocation,
  };
}
