import { eq } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb, newestFirstPage } from "#app/modules/db/db.server";
import type { Locale } from "#app/modules/i18n/locale";
import { formatDate } from "#app/modules/text/format";
import { ourProjects } from "#db/schema";
import type { OurProjectInput } from "./our-projects";

export type OurProject = typeof ourProjects.$inferSelect;

export async function createOurProject(input: OurProjectInput, createdBy: string): Promise<OurProject> {
  const [row] = await getDb()
    .insert(ourProjects)
    .values({ ...input, createdBy })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** True when a row was deleted, false when it was already gone. */
export async function deleteOurProject(id: string): Promise<boolean> {
  const rows = await getDb().delete(ourProjects).where(eq(ourProjects.id, id)).returning({ id: ourProjects.id });
  return rows.length > 0;
}

/**
 * The Admin's list of the company's projects (/admin/ourproject), newest first, a page at a
 * time, with their dates worded in the Admin's language.
 */
export async function ourProjectsPage(page: number, locale: Locale, pageSize: number = LIMITS.adminPageSize) {
  const listed = await newestFirstPage(ourProjects, page, pageSize);
  return {
    ...listed,
    items: listed.items.map(({ id, name, description, startDate, endDate }) => ({
      id,
      name,
      description,
      startDate,
      endDate,
      starts: formatDate(startDate, locale),
      ends: formatDate(endDate, locale),
    })),
  };
}
