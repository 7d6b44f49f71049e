import { cityFromSlug } from "#app/config/enums";
import { CITY_CENTRES } from "#app/modules/listing-core/location";
import { localityCentre } from "#app/modules/listing-core/location.server";
import type { Route } from "./+types/locality-centre";

/** Longer text is no locality; it is not read. */
const MAX_TYPED = 80;

/**
 * GET /resources/locality-centre?city=Lucknow&locality=Aliganj: where the wizard's map
 * opens (decision 050), as JSON ({ latitude, longitude, found }): the locality's centre, or
 * the city's when the locality has none (`found: false`); 404 for a city we do not list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const city = cityFromSlug(params.get("city") ?? undefined);
  if (!city) return Response.json({ message: "Unknown city." }, { status: 404 });
  const centre = await localityCentre(city, (params.get("locality") ?? "").slice(0, MAX_TYPED));
  return Response.json(
    { ...(centre ?? CITY_CENTRES[city]), found: Boolean(centre) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
