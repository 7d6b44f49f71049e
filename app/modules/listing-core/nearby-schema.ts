import * as z from "zod/mini";
import { CITIES, type City } from "#app/config/cities";
import { cleanText, oneOf } from "#app/modules/platform/form-schema";
import { isWithinCity } from "./location";
import { PLACE_BOUNDS, PLACE_KINDS, PLACE_MESSAGES, type PlaceKind } from "./nearby-rules";

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

/** A locality's centre as an Admin corrects it. */
export const CentreSchema = z
  .object({
    city: oneOf<City>(CITIES, PLACE_MESSAGES.city),
    locality: z
      .string({ error: PLACE_MESSAGES.name })
      .check(
        ...cleanText,
        z.minLength(1, { error: PLACE_MESSAGES.name }),
        z.maxLength(80, { error: PLACE_MESSAGES.name }),
      ),
    latitude: coordinate,
    longitude: coordinate,
  })
  .check(inItsCity);
