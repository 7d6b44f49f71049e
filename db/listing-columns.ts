import { sql } from "drizzle-orm";
import { bigint, boolean, doublePrecision, integer, text, timestamp } from "drizzle-orm/pg-core";
import { FIELDS, type Store } from "../app/modules/listing-core/fields";

/**
 * The columns of a listing's fields, derived from their declaration
 * (app/modules/listing-core/fields.ts): one column per field, named in snake_case, of the kind
 * its `store` says. Properties and projects both have them.
 */
const COLUMN = {
  key: (name: string) => text(name).notNull(),
  text: (name: string) => text(name).notNull().default(""),
  option: (name: string) => text(name),
  int: (name: string) => integer(name),
  real: (name: string) => doublePrecision(name),
  money: (name: string) => bigint(name, { mode: "number" }),
} satisfies Record<Store, (name: string) => unknown>;

type Fields = typeof FIELDS;
type FieldColumns = { [F in keyof Fields]: ReturnType<(typeof COLUMN)[Fields[F]["store"]]> };

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function fieldColumns(): FieldColumns {
  return Object.fromEntries(
    Object.entries(FIELDS).map(([field, spec]) => [field, COLUMN[spec.store](snakeCase(field))]),
  ) as FieldColumns;
}

/** Every column a listing has: its fields, its amenities, where it is and when it was created. */
export function listingColumns() {
  return {
    ...fieldColumns(),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Where it is (decision 050): a point, placed by the poster ("exact") or its locality's
     * centre ("approximate"), and whether visitors may see the exact point. Visitors are sent
     * only listing-core/location.ts's public position.
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    locationPrecision: text("location_precision").notNull().default("approximate"),
    showExactLocation: boolean("show_exact_location").notNull().default(false),
    /**
     * The point visitors are shown and searched by (the map's box, distances): the exact
     * point when the poster shows it, else one moved from it (location.server.ts). Written
     * with the point; a box over the true point would let a visitor find it by halving.
     */
    publicLatitude: doublePrecision("public_latitude"),
    publicLongitude: doublePrecision("public_longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  };
}
