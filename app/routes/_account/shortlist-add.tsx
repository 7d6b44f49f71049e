import { data, redirect, useHref } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { AuthCard } from "#app/components/auth-card";
import { SubmitButton } from "#app/components/forms";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { safeRedirectPath } from "#app/modules/platform/safe-redirect";
import { forgetShortlistIntent, isOwnShortlistIntent } from "#app/modules/properties/shortlist/intent.server";
import { liveListingName, setShortlisted } from "#app/modules/properties/shortlist/shortlist.server";
import { SHORTLIST_MESSAGES } from "#app/modules/properties/shortlist/words";
import type { Route } from "./+types/shortlist-add";

export const meta: Route.MetaFunction = unlistedPageMeta(
  SHORTLIST_MESSAGES.confirmTitle,
  msg("Keep a property on your shortlist."),
);

/**
 * Where sign-in leads a visitor who pressed a heart. It adds the listing only when this
 * browser posted that heart (intent.server.ts), then goes back to the page they were on.
 * Any other visit (a link from another site) changes nothing: it asks, with a button that
 * posts to /shortlist under the site's cross-site rules.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const id = params.get("id") ?? "";
  const back = safeRedirectPath(params.get("back"), "/shortlist");
  if (await isOwnShortlistIntent(request, id)) {
    await setShortlisted(user.id, id, true);
    throw redirect(back, { headers: { "Set-Cookie": await forgetShortlistIntent() } });
  }
  const name = await liveListingName(id, localeOf(request));
  return data({ id, back, name }, { status: name ? 200 : 404 });
}

export default function ShortlistAdd({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const action = useHref("/shortlist");
  const { id, back, name } = loaderData;
  if (!name) {
    return (
      <AuthCard title={t(SHORTLIST_MESSAGES.confirmTitle)}>
        <p className="mt-4 text-slate-700">{t(SHORTLIST_MESSAGES.unknown)}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(SHORTLIST_MESSAGES.confirmTitle)} lead={t(SHORTLIST_MESSAGES.confirm, { name })}>
      {/* A plain form: the action sends it back to the page it came from. */}
      <form method="post" action={action} className="mt-6">
        <input type="hidden" name="propertyId" value={id} />
        <input type="hidden" name="on" value="1" />
        <input type="hidden" name="back" value={back} />
        <SubmitButton busy={false} busyLabel={t(SHORTLIST_MESSAGES.confirmButton)}>
          {t(SHORTLIST_MESSAGES.confirmButton)}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
