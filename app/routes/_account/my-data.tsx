import { requireUser } from "#app/modules/accounts/session.server";
import { accountData } from "#app/modules/my-data/download.server";
import { now } from "#app/modules/platform/clock.server";
import type { Route } from "./+types/my-data";

/** "Download my data": a JSON file of everything the site keeps about the signed-in account. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const body = await accountData(user.id);
  if (!body) throw new Response("Not found", { status: 404 });
  const day = now().toISOString().slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="awadh-estates-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
