import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { CITIES, type City, isOneOf } from "#app/config/enums";
import type { Transaction } from "#app/modules/db/db.server";
import type { Locale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { getEnv } from "#app/modules/platform/env.server";
import { keyedHash } from "#app/modules/platform/site-secret.server";
import { localities } from "#db/schema";
import { POSITION_FIELD, type Translate } from "./fields";
import type { Locality } from "./localities";
import { findLocality, localityNamed, settleLocality } from "./localities.server";
import {
  APPROXIMATE_RADIUS_M,
  APPROXIMATE_SHIFT_M,
  CITY_CENTRES,
  isWithinCity,
  kmBetween,
  type Point,
  type Precision,
  type PublicPosition,
  rounded,
  shifted,
} from "./location";
import { kmText, PIN_MESSAGES, type PinInput } from "./pin";

export type { PublicPosition };

/** The columns a listing's position is written in (db/listing-columns.ts, the field's store "position"). */
export interface Placement {
  latitude: number | null;
  longitude: number | null;
  locationPrecision: Precision;
  showExactLocation: boolean;
}

/** No position: the locality has no centre and the poster placed no pin (decision 058). */
export const UNKNOWN_PLACEMENT: Placement = {
  latitude: null,
  longitude: null,
  locationPrecision: "unknown",
  showExactLocation: false,
};

/** A pin refused: its message (an English key) and the values it is filled with. */
export class PinRefusedError extends Error {
  readonly field = POSITION_FIELD;
  constructor(
    readonly key: string,
    readonly values: { km: string; city?: string; locality?: string },
  ) {
    super(key);
  }

  /** The message in a page's language: the city and the locality by their names in it. */
  words(t: Translate, locale: Locale): string {
    const { city, locality } = this.values;
    return t(this.key, {
      ...this.values,
      ...(city ? { city: t(city) } : {}),
      ...(locality ? { locality: localityName(locality, locale) } : {}),
    });
  }
}

/** How far a pin may lie from its city (PIN_CITY_KM) and from a locality's centre (LOCALITY_PIN_KM). */
export function pinLimits(): { cityKm: number; localityKm: number } {
  const env = getEnv();
  return { cityKm: env.PIN_CITY_KM, localityKm: env.LOCALITY_PIN_KM };
}

/** How far (km) from its centre a pin in this locality may lie. */
export const reachOf = (locality: Pick<Locality, "reachKm">, limits = pinLimits()) =>
  locality.reachKm ?? limits.localityKm;

/**
 * Where a listing stands: its poster's pin (refused when it is farther than PIN_CITY_KM from
 * its city, or than its locality's reach from the locality's centre), else its locality's
 * centre (approximate), else nowhere: a listing the site cannot place has no position, and
 * is shown in words only (never at its city's centre).
 */
export function placementOf(
  input: { city: string; pin?: Point | null; showExactLocation?: boolean },
  locality: Locality | null,
  limits = pinLimits(),
): Placement {
  if (input.pin && isOneOf(CITIES, input.city)) {
    const city: City = input.city;
    if (!isWithinCity(input.pin, city, limits.cityKm)) {
      throw new PinRefusedError(PIN_MESSAGES.outsideCity, {
        km: kmText(kmBetween(input.pin, CITY_CENTRES[city])),
        city,
      });
    }
    const centre = locality?.centre;
    if (locality && centre && kmBetween(input.pin, centre) > reachOf(locality, limits)) {
      throw new PinRefusedError(PIN_MESSAGES.outsideLocality, {
        km: kmText(kmBetween(input.pin, centre)),
        locality: locality.name,
      });
    }
    return {
      latitude: rounded(input.pin.latitude),
      longitude: rounded(input.pin.longitude),
      locationPrecision: "exact",
      showExactLocation: input.showExactLocation === true,
    };
  }
  if (!locality?.centre) return UNKNOWN_PLACEMENT;
  return { ...locality.centre, locationPrecision: "approximate", showExactLocation: false };
}

/** Where a listing in this city and locality stands without a pin (read in the write's transaction). */
export async function centreOf(city: string, locality: string | null | undefined, tx: Transaction): Promise<Placement> {
  return placementOf({ city }, await findLocality(city, locality, tx));
}

/**
 * A listing as it is written, in its own transaction: its locality by the list's one name
 * (a new one joins the list for an Admin to place) and its position (the pin, checked, or the
 * locality's centre, or none). Throws PinRefusedError for a pin that cannot be where it says.
 */
export async function placeListing(
  input: { city?: string | number; locality?: string | number; location?: PinInput },
  posterId: string | null,
  tx: Transaction,
): Promise<{ locality: string } & Placement> {
  const city = String(input.city ?? "");
  const { name, locality } = await settleLocality(city, String(input.locality ?? ""), posterId, tx);
  const placement = placementOf(
    { city, pin: input.location?.pin ?? null, showExactLocation: input.location?.showExactLocation },
    locality,
  );
  return { locality: name, ...placement };
}

type Located = {
  id: string;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: string;
  showExactLocation: boolean;
};

/**
 * A listing's position as visitors see it: null when it has none. Exact only when the poster
 * placed a pin and chose to show it; otherwise a point moved 100–350 m from the true one in a
 * direction and by a distance taken from a keyed hash of the listing's id (the site's secret
 * is the key): the same on every request and every process, so repeated visits cannot
 * average it out, and not computable from the id alone. The circle around it always holds
 * the true point.
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

/** The columns of a listing's point, true and shown: never in what a page reads (only its public position is). */
export type PointColumn = "latitude" | "longitude" | "publicLatitude" | "publicLongitude";

/** A table's true point, selected apart to work out what visitors see of it (publicPosition). */
export const pointOf = <T extends { latitude: PgColumn; longitude: PgColumn }>(
  table: T,
): Pick<T, "latitude" | "longitude"> => ({ latitude: table.latitude, longitude: table.longitude });

/** A table's position as placing reads it: the point, how exact, whether shown exactly. */
export const positionOf = <
  T extends { latitude: PgColumn; longitude: PgColumn; locationPrecision: PgColumn; showExactLocation: PgColumn },
>(
  table: T,
): Pick<T, "latitude" | "longitude" | "locationPrecision" | "showExactLocation"> => ({
  ...pointOf(table),
  locationPrecision: table.locationPrecision,
  showExactLocation: table.showExactLocation,
});

/** The position of a row being written (its parts as the store's values carry them; none: unknown). */
export function placementIn(values: Record<string, unknown>): Placement {
  const part = (name: keyof Placement) => values[name];
  return {
    latitude: (part("latitude") as number | null | undefined) ?? null,
    longitude: (part("longitude") as number | null | undefined) ?? null,
    locationPrecision: (part("locationPrecision") as Precision | undefined) ?? "unknown",
    showExactLocation: (part("showExactLocation") as boolean | undefined) ?? false,
  };
}

/** A listing as placing it reads it. */
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
 * The positions of listings that follow their locality (no pin of their own), or whose
 * shown point is missing: each at its locality's centre as the list has it now (the
 * locality of that very name: misplaced() finds them by it), or nowhere, as rows
 * `placed(id, latitude, longitude, precision, public_latitude, public_longitude)` for an
 * UPDATE ... FROM. A pin is kept as it is.
 */
export async function placedRows(rows: readonly Unplaced[], tx: Transaction): Promise<SQL> {
  const values: SQL[] = [];
  for (const row of rows) {
    const at: Placement =
      row.locationPrecision === "exact" && row.latitude !== null && row.longitude !== null
        ? {
            latitude: row.latitude,
            longitude: row.longitude,
            locationPrecision: "exact",
            showExactLocation: row.showExactLocation,
          }
        : placementOf({ city: row.city }, await localityNamed(row.city, row.locality, tx));
    const visible = await publicColumns(row.id, at);
    values.push(
      sql`(${row.id}::uuid, ${at.latitude}::float8, ${at.longitude}::float8, ${at.locationPrecision}::text, ${visible.publicLatitude}::float8, ${visible.publicLongitude}::float8)`,
    );
  }
  return sql`(values ${sql.join(values, sql`, `)}) as placed(id, latitude, longitude, precision, public_latitude, public_longitude)`;
}

/** What an UPDATE ... FROM placedRows(...) sets, on either table. */
export const SET_FROM_PLACED = {
  latitude: sql`placed.latitude`,
  longitude: sql`placed.longitude`,
  locationPrecision: sql`placed.precision`,
  publicLatitude: sql`placed.public_latitude`,
  publicLongitude: sql`placed.public_longitude`,
};

/** The columns of a listing table placing reads. */
interface LocatedTable {
  id: PgColumn;
  city: PgColumn;
  locality: PgColumn;
  latitude: PgColumn;
  longitude: PgColumn;
  locationPrecision: PgColumn;
  showExactLocation: PgColumn;
  publicLatitude: PgColumn;
}

/** The columns placing reads (Unplaced), for a select. */
export function unplacedColumns(table: LocatedTable) {
  return { id: table.id, city: table.city, locality: table.locality, ...positionOf(table) };
}

/** A listing's locality on the list, by its name (lower case): a left join's condition. */
export const onItsLocality = (table: LocatedTable) =>
  and(eq(localities.city, table.city), eq(sql`lower(${localities.name})`, sql`lower(trim(${table.locality}))`)) as SQL;

/**
 * Joined with the list (onItsLocality), the listings that do not stand where the list puts
 * them: without a pin, and not at their locality's centre as it is now (or with a point
 * though their locality has none, or is not on the list); or with a point but no shown
 * point. One hash join over the table, so a start with nothing to do costs one scan.
 */
export const misplaced = (table: LocatedTable) =>
  sql`((${table.latitude} is not null and ${table.publicLatitude} is null) or (${table.locationPrecision} <> 'exact' and (${table.latitude} is distinct from ${localities.latitude} or ${table.longitude} is distinct from ${localities.longitude})))`;

/** Listings whose locality is written as no name of the list ("अलीगंज" for Aliganj, a poster's new one), not blank. */
export const offTheList = (table: LocatedTable) =>
  and(isNull(localities.slug), sql`trim(${table.locality}) <> ''`) as SQL;

/** The listings of a city and locality (any case) that follow its centre: no pin of their own. */
export const followingCentre = (table: LocatedTable, city: string, locality: string) =>
  and(
    eq(table.city, city),
    eq(sql`lower(trim(${table.locality}))`, locality.trim().toLowerCase()),
    ne(table.locationPrecision, "exact"),
  ) as SQL;
