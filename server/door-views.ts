import { eq } from "drizzle-orm";
import { getUser } from "#app/modules/accounts/session.server";
import { getDb } from "#app/modules/db/db.server";
import { clientAddressKey } from "#app/modules/platform/client-address";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { logger } from "#app/modules/platform/logger.server";
import { isPropertyId } from "#app/modules/properties/properties.server";
import { countListingView } from "#app/modules/properties/stats/view-counter.server";
import { properties } from "#db/schema";

/** A listing page the front door answered from its own copy: what the view count reads of the request. */
export interface DoorView {
  url: string;
  /** The client's address as the door resolved it (TRUST_PROXY). */
  address: string;
  /** The view filter's headers; and the session's cookie for a signed-in visitor. */
  headers: Record<string, string>;
}

/**
 * Counts the listing pages the door answered itself (decision 055) as the site counts its
 * own answers (countListingView, decision 031). A signed-in visitor's look is no view when
 * they own the listing or are an Admin: what the listing page's loader marks for the
 * answers the site renders.
 */
export function countDoorViews(views: readonly DoorView[], ipv6PrefixBits: number): void {
  for (const view of views.slice(0, 10_000)) {
    if (typeof view?.url !== "string" || !view.url.startsWith("/")) continue;
    const headers = new Headers(view.headers);
    headers.set(CLIENT_IP_HEADER, clientAddressKey(String(view.address), ipv6PrefixBits));
    const request = new Request(`http://door${view.url}`, { headers });
    if (!headers.has("cookie")) {
      countListingView(request, 200, { cspNonce: "" });
      continue;
    }
    void countSignedIn(request).catch((error) => logger.error({ err: error }, "a door view was not counted"));
  }
}

async function countSignedIn(request: Request): Promise<void> {
  const viewer = await getUser(request);
  const id = new URL(request.url).searchParams.get("id") ?? "";
  let own = viewer?.role === "Admin";
  if (viewer && !own && isPropertyId(id)) {
    const [row] = await getDb()
      .select({ userId: properties.userId })
      .from(properties)
      .where(eq(properties.id, id))
      .limit(1);
    own = row?.userId === viewer.id;
  }
  countListingView(request, 200, { cspNonce: "", ownListingView: own });
}
