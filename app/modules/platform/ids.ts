const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Ids come from URLs and forms; anything that is not a UUID in its one form, lowercase,
 * names no row, so it is not looked up. Pages asked for with capitals are redirected to the
 * lowercase address first (server/canonical-ids.ts): caches, limits and counts see one id.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
