/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), as PostgreSQL
 * and PGlite report it, directly or wrapped by Drizzle or Better Auth (as `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
