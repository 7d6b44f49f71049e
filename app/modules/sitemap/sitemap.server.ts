import { asc, count } from "drizzle-orm";
import { CITIES } from "#app/config/enums";
import { getDb } from "#app/modules/db/db.server";
import { HTML_LANG, LOCALES, pathIn } from "#app/modules/i18n/locale";
import { projectHref, propertyHref } from "#app/modules/listing-core/links";
import { isLive } from "#app/modules/properties/live.server";
import { placeHref } from "#app/modules/properties/search/place-links";
import type { Place } from "#app/modules/properties/search/places";
import { livePlaces } from "#app/modules/properties/search/places.server";
import { cityPages, projects, properties, services } from "#db/schema";

/**
 * Search engines accept at most 50,000 URLs a sitemap; we split well below that. Each page
 * is listed in both languages (decision 028), so a file holds 20,000 pages, 40,000 URLs.
 */
export const URLS_PER_SITEMAP = 20_000;

export const STATIC_PATHS = [
  "/",
  "/about",
  "/service",
  "/city",
  "/contact",
  "/buy",
  "/listing-post",
  "/NewProject",
  "/NewsProject",
  "/Search",
  "/privacy-policy",
  "/privacy",
  "/terms",
  "/cookies",
];

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The names of the sitemap files, for the index. */
export async function sitemapNames(): Promise<string[]> {
  const db = getDb();
  const [approved] = await db.select({ n: count() }).from(properties).where(isLive);
  const [projectCount] = await db.select({ n: count() }).from(projects);
  const pages = (total: number, prefix: string) =>
    Array.from({ length: Math.ceil(total / URLS_PER_SITEMAP) }, (_, i) => `${prefix}-${i + 1}`);
  return ["pages", ...pages(approved?.n ?? 0, "properties"), ...pages(projectCount?.n ?? 0, "projects")];
}

/** The entries of one sitemap file, or null when there is no such file. */
export async function sitemapEntries(name: string): Promise<SitemapEntry[] | null> {
  const db = getDb();
  if (name === "pages") {
    const [serviceRows, cityRows] = await Promise.all([
      db.select({ slug: services.slug }).from(services).orderBy(asc(services.position)),
      db.select({ slug: cityPages.slug }).from(cityPages).orderBy(asc(cityPages.position)),
    ]);
    return [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...serviceRows.map((row) => ({ path: `/services/${row.slug}` })),
      ...cityRows.map((row) => ({ path: `/ProjectService/${row.slug}` })),
      ...CITIES.map((city) => ({ path: `/project/${city}` })),
      ...placePaths(await livePlaces()).map((path) => ({ path })),
    ];
  }
  // Files are numbered from 1, and 99,999 files of 40,000 URLs is far beyond any site: 0,
  // a leading zero or a longer number names no file (and would make the database refuse a
  // negative or out-of-range OFFSET, a 500 instead of a 404).
  const match = /^(properties|projects)-([1-9]\d{0,4})$/.exec(name);
  if (!match) return null;
  const offset = (Number(match[2]) - 1) * URLS_PER_SITEMAP;
  if (match[1] === "properties") {
    const rows = await db
      .select({ id: properties.id, createdAt: properties.createdAt, approvedAt: properties.approvedAt })
      .from(properties)
      .where(isLive)
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(URLS_PER_SITEMAP)
      .offset(offset);
    if (rows.length === 0) return null;
    return rows.map((row) => ({ path: propertyHref(row.id), lastModified: row.approvedAt ?? row.createdAt }));
  }
  const rows = await db
    .select({ id: projects.id, createdAt: projects.createdAt })
    .from(projects)
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(URLS_PER_SITEMAP)
    .offset(offset);
  if (rows.length === 0) return null;
  return rows.map((row) => ({ path: projectHref(row.id), lastModified: row.createdAt }));
}

/** The place pages with live listings: each city and locality, alone and by listing type. */
function placePaths(places: Place[]): string[] {
  const paths = new Set<string>();
  for (const place of places) {
    paths.add(placeHref(place.city));
    paths.add(placeHref(place.city, place.locality));
    for (const type of Object.keys(place.byType)) {
      paths.add(placeHref(place.city, undefined, type));
      paths.add(placeHref(place.city, place.locality, type));
    }
  }
  return [...paths];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every page in each language, each naming the other as its alternate (hreflang). */
export function urlsetXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${HTML_LANG[locale]}" href="${escapeXml(base + pathIn(locale, entry.path))}"/>`,
    ).join("");
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return LOCALES.map(
      (locale) => `<url><loc>${escapeXml(base + pathIn(locale, entry.path))}</loc>${lastModified}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(base: string, names: string[]): string {
  const items = names.map((name) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
