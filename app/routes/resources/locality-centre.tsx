import { cityFromSlug } from "#app/config/enums";
import { findLocality } from "#app/modules/listing-core/localities.server";
import { CITY_CENTRES } from "#app/modules/listing-core/location";
import { pinLimits, reachOf } from "#app/modules/listing-core/location.server";
import type { Route } from "./+types/locality-centre";

/** Longer text is no locality; it is not read. */
const MAX_TYPED = 80;

/**
 * GET /resources/locality-centre?city=Lucknow&locality=Aliganj: where the wizard's pin map
 * opens (decision 058), as JSON. A locality on the list with a centre: `found: true`, its
 * name (the list's: "अलीगंज" is Aliganj), its centre and how far from it a pin may lie. One
 * the site cannot place: `found: false`, and no point, never the city's centre as if it were
 * the locality's. Both carry the city's whole view (`cityView`: where a map of the city
 * opens, to be zoomed into) and how far from the city a pin may lie (`cityKm`). 404 for a
 * city we do not list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const city = cityFromSlug(params.get("city") ?? undefined);
  if (!city) return Response.json({ message: "Unknown city." }, { status: 404 });
  const locality = await findLocality(city, (params.get("locality") ?? "").slice(0, MAX_TYPED));
  const limits = pinLimits();
  const named = locality ? { name: locality.name, ...(locality.nameHi ? { nameHi: locality.nameHi } : {}) } : {};
  const common = { ...named, cityView: CITY_CENTRES[city], cityKm: limits.cityKm };
  const answer = locality?.centre
    ? { found: true, ...locality.centre, reachKm: reachOf(locality, limits), ...common }
    : { found: false, ...common };
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=300" } });
}
