import { getSite } from "#app/config/site.server";
import { sitemapIndexXml, sitemapNames } from "#app/modules/sitemap/sitemap.server";

/** /sitemap.xml: an index of the sitemap files (pages, properties, projects). */
export async function loader() {
  const xml = sitemapIndexXml(getSite().publicUrl, await sitemapNames());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
