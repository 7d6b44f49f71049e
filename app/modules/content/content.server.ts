import { asc, eq } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import type { Locale } from "#app/modules/i18n/locale";
import { cityPages, services } from "#db/schema";
import { inLanguage } from "./in-language";
import { SERVICE_ALIASES } from "./service-aliases";

/** A service in a page's language (in-language.ts). */
export type Service = ReturnType<typeof inLanguage<typeof services.$inferSelect>>;

/** Slugs are short lowercase words with dashes; anything else cannot match a row. */
const SLUG = /^[a-z0-9-]{1,80}$/;
/** A city page in a page's language (in-language.ts). */
export type CityPage = ReturnType<typeof inLanguage<typeof cityPages.$inferSelect>>;

export async function listServices(locale: Locale): Promise<Service[]> {
  const rows = await getDb().select().from(services).orderBy(asc(services.position));
  return rows.map((row) => inLanguage(row, locale));
}

/**
 * A service by its slug. The footer's older short links (/services/home and friends)
 * answer with the path of the page they stand for, so the page can redirect there.
 */
export async function findService(
  slug: string,
  locale: Locale,
): Promise<{ kind: "found"; service: Service } | { kind: "alias"; path: string } | { kind: "missing" }> {
  const key = slug.toLowerCase();
  const alias = Object.hasOwn(SERVICE_ALIASES, key) ? SERVICE_ALIASES[key] : undefined;
  if (alias) return { kind: "alias", path: alias };
  if (!SLUG.test(key)) return { kind: "missing" };
  const [service] = await getDb().select().from(services).where(eq(services.slug, key));
  return service ? { kind: "found", service: inLanguage(service, locale) } : { kind: "missing" };
}

export async function listCityPages(locale: Locale): Promise<CityPage[]> {
  const rows = await getDb().select().from(cityPages).orderBy(asc(cityPages.position));
  return rows.map((row) => inLanguage(row, locale));
}

export async function findCityPage(slug: string, locale: Locale): Promise<CityPage | undefined> {
  if (!SLUG.test(slug.toLowerCase())) return undefined;
  const [page] = await getDb().select().from(cityPages).where(eq(cityPages.slug, slug.toLowerCase()));
  return page ? inLanguage(page, locale) : undefined;
}
