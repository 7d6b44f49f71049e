import { catalogFile } from "#app/modules/i18n/catalog.server";
import type { Route } from "./+types/catalog";

/**
 * The Hindi catalogue as one JSON file (decision 028). Its name carries its hash, so it is
 * kept for a year; an old name (a page from before a deploy) is a 404 and that page stays
 * as the server wrote it.
 */
export function loader({ params }: Route.LoaderArgs) {
  const body = catalogFile(params.file);
  if (!body) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
