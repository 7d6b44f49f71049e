import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { visitInviteFor } from "#app/modules/properties/messages/messages-mail.server";
import type { Route } from "./+types/visit-calendar";

/** A confirmed site visit as a calendar file, for its two sides only (404 for anyone else). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const invite = await visitInviteFor(params.visitId, user.id, localeOf(request));
  if (!invite) throw new Response("Not found", { status: 404 });
  return new Response(invite, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8; method=PUBLISH",
      "Content-Disposition": 'attachment; filename="site-visit.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
