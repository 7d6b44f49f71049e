import { apiAnswer, apiPoster, heldListings } from "#app/modules/properties/import/api.server";
import type { Route } from "./+types/listings";

/** GET /api/v1/listings: every listing of the key's poster that has a reference (decision 064). */
export async function loader({ request }: Route.LoaderArgs) {
  const poster = await apiPoster(request);
  if (poster instanceof Response) return poster;
  return apiAnswer({ listings: await heldListings(poster.userId, new URL(request.url).origin) });
}

/** Listings are put and removed one at a time, by reference: /api/v1/listings/{reference}. */
export async function action({ request }: Route.ActionArgs) {
  const poster = await apiPoster(request);
  if (poster instanceof Response) return poster;
  return apiAnswer({ error: { message: "Use PUT or DELETE on /api/v1/listings/{reference}." } }, 405, {
    Allow: "GET",
  });
}
