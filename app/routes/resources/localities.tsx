import { cityFromSlug } from "#app/config/enums";
import { localityName } from "#app/modules/i18n/place-names";
import { cleanQuery } from "#app/modules/listing-core/query-text";
import { suggestLocalities } from "#app/modules/properties/search/places.server";
import type { Route } from "./+types/localities";

/** Longer text is no locality; it is not read. */
const MAX_TYPED = 80;

/**
 * GET /resources/localities?q=gomti%20nagr&city=Lucknow: the localities with live
 * properties that the text may mean, misspellings included, best first, as JSON
 * ({ localities: [{ name, city, total }] }). The search form's autocomplete; `lang=hi` names
 * them in Hindi.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const typed = cleanQuery((params.get("q") ?? "").slice(0, MAX_TYPED));
  const places = typed ? await suggestLocalities(typed, cityFromSlug(params.get("city") ?? undefined)) : [];
  // Named in the asking page's language (a Hindi page's box suggests गोमती नगर; either name finds it).
  const locale = params.get("lang") === "hi" ? "hi" : "en";
  return Response.json(
    {
      localities: places.map((place) => ({
        name: localityName(place.locality, locale),
        city: place.city,
        total: place.total,
      })),
    },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
