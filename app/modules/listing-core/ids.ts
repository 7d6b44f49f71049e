import { isUuid } from "#app/modules/platform/ids";

/** Anything that is not a UUID cannot name a listing (property or project). */
export function isListingId(value: unknown): value is string {
  return isUuid(value);
}
