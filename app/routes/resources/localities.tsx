import { cityFromSlug } from "#app/config/enums";
import { localityName } from "#app/modules/i18n/place-names";
import { localityChoices } from "#app/modules/listing-core/localities.server";
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
 *
 * GET /resources/localities?list=1&city=Lucknow: the city's whole list of localities
 * (decision 058), each with its Hindi name and whether the site knows where it is
 * ({ localities: [{ name, nameHi, placed }] }). The wizard's locality field.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("list")) {
    const city = cityFromSlug(params.get("city") ?? undefined);
    if (!city) return Response.json({ message: "Unknown city." }, { status: 404 });
    return Response.json(
      { localities: await localityChoices(city) },
      { headers: { "Cache-Control": "public, max-age=300" } },
    );
  }
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
