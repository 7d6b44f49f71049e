import { asc, eq, sql } from "drizzle-orm";
import { CITIES, type City, isOneOf } from "#app/config/enums";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { inChangingTransaction, rememberPublic } from "#app/modules/db/public-cache.server";
import { check } from "#app/modules/platform/form-schema";
import { EVERY_PAGE } from "#app/modules/platform/page-cache.server";
import { type CsvRows, checkedRows, csvWords, readCsv } from "#app/modules/text/csv";
import { places } from "#db/schema";
import {
  NEARBY_KM,
  type NearbyLine,
  PLACE_CSV_COLUMNS,
  PLACE_CSV_LIMITS,
  PLACE_KINDS,
  PLACE_MESSAGES,
  type PlaceKind,
} from "./landmarks-rules";
import { type PlaceInput, PlaceSchema } from "./landmarks-schema";
import { kmBetween, type Point, rounded } from "./location";

interface Place extends Point {
  id: string;
  city: string;
  kind: PlaceKind;
  name: string;
}

/** A city's places, remembered like other public data (an Admin's change forgets them everywhere). */
function placesIn(city: City): Promise<Place[]> {
  return rememberPublic(`places\n${city}`, async () => {
    const rows = await getDb()
      .select({
        id: places.id,
        city: places.city,
        kind: places.kind,
        name: places.name,
        latitude: places.latitude,
        longitude: places.longitude,
      })
      .from(places)
      .where(eq(places.city, city));
    return rows.filter((row): row is Place => isOneOf(PLACE_KINDS, row.kind));
  });
}

/**
 * The nearest place of each kind within NEARBY_KM of `from` (a listing's shown point: what
 * it says of distance is no more exact than where it is shown), by straight-line distance,
 * in kilometres to one decimal, in PLACE_KINDS' order.
 */
export async function nearbyLines(city: string, from: Point): Promise<NearbyLine[]> {
  if (!isOneOf(CITIES, city)) return [];
  const nearest = new Map<PlaceKind, { name: string; km: number }>();
  for (const place of await placesIn(city)) {
    const km = kmBetween(from, place);
    const kept = nearest.get(place.kind);
    if (km <= NEARBY_KM && (!kept || km < kept.km)) nearest.set(place.kind, { name: place.name, km });
  }
  return PLACE_KINDS.flatMap((kind) => {
    const found = nearest.get(kind);
    return found ? [{ kind, name: found.name, km: rounded(found.km, 1) }] : [];
  });
}

/** The Admin's list: every place, by city, kind and name (at most `limit`). */
export async function listPlaces(limit = 1_000) {
  return getDb().select().from(places).orderBy(asc(places.city), asc(places.kind), asc(places.name)).limit(limit);
}

const toRow = (place: PlaceInput, adminId: string) => ({
  city: place.city,
  kind: place.kind,
  name: place.name,
  latitude: rounded(Number(place.latitude)),
  longitude: rounded(Number(place.longitude)),
  updatedBy: adminId,
});

/**
 * Adds places, or replaces those of the same city, kind and name (whatever its case): how
 * many were added and how many replaced. One transaction; every page forgets what it said.
 */
export async function savePlaces(
  list: readonly PlaceInput[],
  adminId: string,
): Promise<{ added: number; changed: number }> {
  return inChangingTransaction(async (tx, changed) => {
    let added = 0;
    let replaced = 0;
    for (let start = 0; start < list.length; start += 500) {
      const rows = list.slice(start, start + 500).map((place) => toRow(place, adminId));
      // The same place is its city, kind and name whatever the name's case (the unique index).
      const written = await queryRows<{ inserted: boolean }>(
        sql`insert into ${places} (city, kind, name, latitude, longitude, updated_by)
          values ${sql.join(
            rows.map(
              (row) =>
                sql`(${row.city}, ${row.kind}, ${row.name}, ${row.latitude}, ${row.longitude}, ${row.updatedBy})`,
            ),
            sql`, `,
          )}
          on conflict (city, kind, lower(name)) do update set name = excluded.name, latitude = excluded.latitude,
            longitude = excluded.longitude, updated_by = excluded.updated_by, updated_at = now()
          returning (xmax = 0) as inserted`,
        tx,
      );
      for (const row of written) row.inserted ? added++ : replaced++;
    }
    if (list.length) changed(EVERY_PAGE);
    return { added, changed: replaced };
  });
}

export async function removePlace(id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  return inChangingTransaction(async (tx, changed) => {
    const gone = await tx.delete(places).where(eq(places.id, id.toLowerCase())).returning({ id: places.id });
    if (gone.length) changed(EVERY_PAGE);
    return gone.length > 0;
  });
}

/** A file of places: every line checked, or the wrong lines by number (nothing is written then). */
export function parsePlacesCsv(text: string): CsvRows<PlaceInput> {
  return checkedRows(
    readCsv(text, PLACE_CSV_COLUMNS, PLACE_CSV_LIMITS, csvWords(PLACE_MESSAGES)),
    (values) => check(PlaceSchema, { ...values, kind: values.kind.toLowerCase() }),
    PLACE_MESSAGES.csvNothingWritten,
  );
}
