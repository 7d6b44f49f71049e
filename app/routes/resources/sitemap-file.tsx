import { getSite } from "#app/config/site.server";
import { sitemapEntries, urlsetXml } from "#app/modules/sitemap/sitemap.server";
import type { Route } from "./+types/sitemap-file";

/** /sitemaps/{pages|properties-N|projects-N}.xml */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.file.replace(/\.xml$/, "");
  const entries = params.file.endsWith(".xml") ? await sitemapEntries(name) : null;
  if (!entries) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(urlsetXml(getSite().publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
