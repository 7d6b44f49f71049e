import { eq } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb, newestFirstPage } from "#app/modules/db/db.server";
import type { Page } from "#app/modules/platform/pagination";
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

export async function listOurProjects(
  page: number,
  pageSize: number = LIMITS.adminPageSize,
): Promise<Page<OurProject>> {
  return newestFirstPage(ourProjects, page, pageSize);
}
