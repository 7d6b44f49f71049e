import { sql } from "drizzle-orm";
import { bigint, boolean, doublePrecision, integer, text, timestamp } from "drizzle-orm/pg-core";
import { FIELDS, type Store } from "../app/modules/listing-core/fields";

/**
 * The columns of a listing's fields, derived from their declaration
 * (app/modules/listing-core/fields.ts): one column per field, named in snake_case, of the kind
 * its `store` says. Properties and projects both have them.
 */
type ScalarStore = Exclude<Store, "position">;

const COLUMN = {
  key: (name: string) => text(name).notNull(),
  text: (name: string) => text(name).notNull().default(""),
  option: (name: string) => text(name),
  int: (name: string) => integer(name),
  real: (name: string) => doublePrecision(name),
  money: (name: string) => bigint(name, { mode: "number" }),
} satisfies Record<ScalarStore, (name: string) => unknown>;

/**
 * A position's columns (decisions 050, 058): the point, placed by the poster ("exact") or
 * its locality's centre ("approximate"), or none ("unknown": the site does not know where it
 * is); whether visitors may see the exact point; and the point visitors are shown and
 * searched by (the map's box, distances): the exact point when the poster shows it, else one
 * moved from it (location.server.ts). Written with the point: a box over the true point would
 * let a visitor find it by halving.
 */
const POSITION_COLUMNS = () => ({
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  locationPrecision: text("location_precision").notNull().default("unknown"),
  showExactLocation: boolean("show_exact_location").notNull().default(false),
  publicLatitude: doublePrecision("public_latitude"),
  publicLongitude: doublePrecision("public_longitude"),
});

type Fields = typeof FIELDS;
type ScalarFieldName = { [F in keyof Fields]: Fields[F]["store"] extends ScalarStore ? F : never }[keyof Fields];
type PositionFieldName = Exclude<keyof Fields, ScalarFieldName>;
type FieldColumns = {
  [F in ScalarFieldName]: ReturnType<(typeof COLUMN)[Fields[F]["store"] & ScalarStore]>;
} & (PositionFieldName extends never ? unknown : ReturnType<typeof POSITION_COLUMNS>);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Each field's column, named in snake_case, and a position's own columns. */
function fieldColumns(): FieldColumns {
  return Object.fromEntries(
    Object.entries(FIELDS).flatMap(
      ([field, spec]): Array<[string, unknown]> =>
        spec.store === "position"
          ? Object.entries(POSITION_COLUMNS())
          : [[field, COLUMN[spec.store as ScalarStore](snakeCase(field))]],
    ),
  ) as FieldColumns;
}

/** Every column a listing has: its fields (its position among them), its amenities and when it was created. */
export function listingColumns() {
  return {
    ...fieldColumns(),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  };
}
