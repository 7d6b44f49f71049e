import { parseFilters } from "#app/modules/properties/search/filters";
import { countProperties } from "#app/modules/properties/search/search.server";
import { withKnownLocalities, withTypedQuery } from "#app/modules/properties/search/search-page.server";
import type { Route } from "./+types/search-count";

/**
 * GET /resources/search-count?<the filters of /Search>: how many live properties the search
 * finds, as JSON ({ total }). The phone filter sheet's "Show N results" follows the filters
 * with it while they are being chosen. Bad values are dropped and the box is read as on
 * /Search, so the count is what the page will show.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = await withKnownLocalities(await withTypedQuery(parseFilters(new URL(request.url).searchParams)));
  return Response.json(
    { total: await countProperties(filters) },
    { headers: { "Cache-Control": "public, max-age=10" } },
  );
}
