import { getUser } from "#app/modules/accounts/session.server";
import { readDraft, saveDraft } from "#app/modules/properties/posting/drafts.server";
import type { Route } from "./+types/wizard-draft";

/**
 * POST /resources/wizard-draft (form field `draft`: the wizard as JSON): keeps the signed-in
 * person's posting wizard on the server as it is typed (decision 059), so it opens in any tab
 * or browser. The wizard sends it itself; nothing is answered but whether it was kept.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ ok: false }, { status: 401, headers: { "Cache-Control": "no-store" } });
  const draft = readDraft((await request.formData()).get("draft"));
  if (!draft) return Response.json({ ok: false }, { status: 400, headers: { "Cache-Control": "no-store" } });
  await saveDraft(user.id, draft);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
