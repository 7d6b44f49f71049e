import {
  API_MESSAGES,
  apiAnswer,
  apiPoster,
  heldListing,
  putListing,
  referenceOf,
  removeListing,
} from "#app/modules/properties/import/api.server";
import type { Route } from "./+types/listing";

const badReference = () => apiAnswer({ error: { message: API_MESSAGES.badReference } }, 400);

/** GET /api/v1/listings/{reference}: one listing of the key's poster, or where its import stands. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const poster = await apiPoster(request);
  if (poster instanceof Response) return poster;
  const reference = referenceOf(params.reference);
  if (!reference) return badReference();
  const listing = await heldListing(poster.userId, reference, new URL(request.url).origin);
  return listing ? apiAnswer(listing) : apiAnswer({ error: { message: API_MESSAGES.notFound } }, 404);
}

/** PUT creates or changes the listing of this reference; DELETE removes it (decision 064). */
export async function action({ request, params }: Route.ActionArgs) {
  const poster = await apiPoster(request);
  if (poster instanceof Response) return poster;
  const reference = referenceOf(params.reference);
  if (!reference) return badReference();
  if (request.method === "PUT")
    return putListing(poster.userId, reference, await request.text(), new URL(request.url).origin);
  if (request.method === "DELETE") return removeListing(poster.userId, reference);
  return apiAnswer({ error: { message: "Use GET, PUT or DELETE." } }, 405, { Allow: "GET, PUT, DELETE" });
}
