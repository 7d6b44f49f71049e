import * as z from "zod/mini";
import { CITIES, type City } from "#app/config/cities";
import { cleanText, oneOf } from "#app/modules/platform/form-schema";
import { PLACE_BOUNDS, PLACE_KINDS, PLACE_MESSAGES, type PlaceKind } from "./landmarks-rules";
import { isWithinCity, rounded } from "./location";
import { parsePoint } from "./pin";

const coordinate = z
  .string({ error: PLACE_MESSAGES.point })
  .check(z.trim(), z.regex(/^-?\d{1,3}(?:\.\d{1,8})?$/, { error: PLACE_MESSAGES.point }));

/** A point typed with its city must lie in that city. */
const inItsCity = z.refine<{ city: string; latitude: string; longitude: string }>(
  (typed) => isWithinCity({ latitude: Number(typed.latitude), longitude: Number(typed.longitude) }, typed.city as City),
  { error: PLACE_MESSAGES.point, path: ["latitude"] },
);

/** A place, from the admin form or a CSV line: its point must lie in its city. */
export const PlaceSchema = z
  .object({
    city: oneOf<City>(CITIES, PLACE_MESSAGES.city),
    kind: z.enum(PLACE_KINDS, { error: PLACE_MESSAGES.kind }),
    name: z
      .string({ error: PLACE_MESSAGES.name })
      .check(
        ...cleanText,
        z.minLength(1, { error: PLACE_MESSAGES.name }),
        z.maxLength(PLACE_BOUNDS.name, { error: PLACE_MESSAGES.name }),
        z.regex(/[\p{L}\p{N}]/u, { error: PLACE_MESSAGES.name }),
      ),
    latitude: coordinate,
    longitude: coordinate,
  })
  .check(inItsCity);

export type PlaceInput = { city: City; kind: PlaceKind; name: string; latitude: string; longitude: string };

/**
 * A form's one position field ("26.8873, 80.9962" as a map copies it, "26.8873° N, 80.9962° E",
 * or a click on the admin desk's map) as the latitude and longitude the schemas check; a
 * position that cannot be read stays as typed, to be refused with the position's message.
 */
export function withPosition(values: Record<string, unknown>): Record<string, unknown> {
  if (typeof values.position !== "string") return values;
  const point = parsePoint(values.position);
  const { position: _position, ...rest } = values;
  return point
    ? { ...rest, latitude: String(rounded(point.latitude)), longitude: String(rounded(point.longitude)) }
    : { ...rest, latitude: "", longitude: "" };
}

/** A locality as an Admin places or corrects it: its centre, and optionally its Hindi name and reach. */
export const LocalitySchema = z
  .object({
    city: oneOf<City>(CITIES, PLACE_MESSAGES.city),
    locality: z
      .string({ error: PLACE_MESSAGES.locality })
      .check(
        ...cleanText,
        z.minLength(1, { error: PLACE_MESSAGES.locality }),
        z.maxLength(PLACE_BOUNDS.name, { error: PLACE_MESSAGES.locality }),
        z.regex(/[\p{L}\p{N}]/u, { error: PLACE_MESSAGES.locality }),
      ),
    latitude: z
      .string({ error: PLACE_MESSAGES.position })
      .check(z.trim(), z.regex(/^-?\d{1,3}(?:\.\d{1,8})?$/, { error: PLACE_MESSAGES.position })),
    longitude: z
      .string({ error: PLACE_MESSAGES.position })
      .check(z.trim(), z.regex(/^-?\d{1,3}(?:\.\d{1,8})?$/, { error: PLACE_MESSAGES.position })),
    nameHi: z.optional(
      z
        .string({ error: PLACE_MESSAGES.nameHi })
        .check(...cleanText, z.maxLength(PLACE_BOUNDS.name, { error: PLACE_MESSAGES.nameHi })),
    ),
    reachKm: z.optional(
      z
        .string({ error: PLACE_MESSAGES.reach })
        .check(z.trim(), z.regex(/^(?:\d{1,2}(?:\.\d)?)?$/, { error: PLACE_MESSAGES.reach })),
    ),
  })
  .check(
    z.refine(
      (typed) =>
        isWithinCity({ latitude: Number(typed.latitude), longitude: Number(typed.longitude) }, typed.city as City),
      { error: PLACE_MESSAGES.position, path: ["position"] },
    ),
    z.refine((typed) => !typed.reachKm || (Number(typed.reachKm) >= 1 && Number(typed.reachKm) <= 50), {
      error: PLACE_MESSAGES.reach,
      path: ["reachKm"],
    }),
  );
