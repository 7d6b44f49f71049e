const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and forms; anything that is not a UUID cannot name a listing. */
export function isListingId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
