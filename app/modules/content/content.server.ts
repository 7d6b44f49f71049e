import { asc, eq } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { cityPages, services } from "#db/schema";
import { SERVICE_ALIASES } from "./service-aliases";

export type Service = typeof services.$inferSelect;

/** Slugs are short lowercase words with dashes; anything else cannot match a row. */
const SLUG = /^[a-z0-9-]{1,80}$/;
export type CityPage = typeof cityPages.$inferSelect;

export function listServices(): Promise<Service[]> {
  return getDb().select().from(services).orderBy(asc(services.position));
}

/**
 * A service by its slug. The footer's older short links (/services/home and friends)
 * answer with the path of the page they stand for, so the page can redirect there.
 */
export async function findService(
  slug: string,
): Promise<{ kind: "found"; service: Service } | { kind: "alias"; path: string } | { kind: "missing" }> {
  const key = slug.toLowerCase();
  const alias = Object.hasOwn(SERVICE_ALIASES, key) ? SERVICE_ALIASES[key] : undefined;
  if (alias) return { kind: "alias", path: alias };
  if (!SLUG.test(key)) return { kind: "missing" };
  const [service] = await getDb().select().from(services).where(eq(services.slug, key));
  return service ? { kind: "found", service } : { kind: "missing" };
}

export function listCityPages(): Promise<CityPage[]> {
  return getDb().select().from(cityPages).orderBy(asc(cityPages.position));
}

export async function findCityPage(slug: string): Promise<CityPage | undefined> {
  if (!SLUG.test(slug.toLowerCase())) return undefined;
  const [page] = await getDb().select().from(cityPages).where(eq(cityPages.slug, slug.toLowerCase()));
  return page;
}
