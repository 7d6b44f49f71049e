import { redirect } from "react-router";
import { requireUser } from "#app/modules/accounts/session.server";
import { safeRedirectPath } from "#app/modules/platform/safe-redirect";
import { setShortlisted } from "#app/modules/properties/shortlist/shortlist.server";
import type { Route } from "./+types/shortlist-add";

/**
 * Where sign-in leads a visitor who pressed a heart: adds that listing, then back to the page
 * they were on. (A link only ever adds a live listing to the signed-in person's own list.)
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  await setShortlisted(user.id, params.get("id") ?? "", true);
  throw redirect(safeRedirectPath(params.get("back"), "/shortlist"));
}
