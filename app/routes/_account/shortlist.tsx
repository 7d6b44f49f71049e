import { data, Link, redirect } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { PageHeader } from "#app/components/page-header";
import { PropertyCard } from "#app/components/properties/property-card";
import { getUser, requireUser } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { safeRedirectPath } from "#app/modules/platform/safe-redirect";
import { rememberShortlistIntent } from "#app/modules/properties/shortlist/intent.server";
import { setShortlisted, shortlistCards } from "#app/modules/properties/shortlist/shortlist.server";
import { SHORTLIST_MESSAGES } from "#app/modules/properties/shortlist/words";
import { COUNTS } from "#app/modules/text/plural";
import type { Route } from "./+types/shortlist";

export const meta: Route.MetaFunction = unlistedPageMeta(msg("Your shortlist"), msg("The properties you keep."));

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const saved = await shortlistCards(user.id);
  const cards = cardsForPage(
    saved.map((item) => item.property),
    request,
  );
  return { items: saved.map((item, index) => ({ ...item, property: cards[index] ?? item.property })) };
}

/**
 * The heart: adds (on=1) or removes a listing. With JavaScript it answers in place; without,
 * it goes back to the page it came from. A visitor goes through sign-in and comes back with
 * the listing added (/shortlist/add).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const propertyId = String(form.get("propertyId") ?? "");
  const on = form.get("on") === "1";
  const back = safeRedirectPath(form.get("back"), "/shortlist");
  const user = await getUser(request);
  if (!user) {
    const after = on ? `/shortlist/add?${new URLSearchParams({ id: propertyId, back })}` : back;
    // The heart is kept in a cookie of this browser: sign-in's way back completes only that.
    const headers = on ? { "Set-Cookie": await rememberShortlistIntent(propertyId) } : undefined;
    throw redirect(`/login?${new URLSearchParams({ redirectTo: after })}`, { headers });
  }
  const outcome = await setShortlisted(user.id, propertyId, on);
  // A page's own form post (no JavaScript) goes back to the page; the heart's fetch stays put.
  if (request.headers.get("sec-fetch-mode") !== "cors" && request.headers.get("sec-fetch-mode") !== "same-origin") {
    throw redirect(back);
  }
  if (outcome === "unknown") return data({ ok: false, message: SHORTLIST_MESSAGES.unknown }, 404);
  if (outcome === "full") return data({ ok: false, message: SHORTLIST_MESSAGES.full }, 409);
  return { ok: true, message: "" };
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function Shortlist({ loaderData }: Route.ComponentProps) {
  const { t, plural } = useI18n();
  const { items } = loaderData;
  return (
    <>
      <PageHeader title={t("Your shortlist")} lead={t("The properties you keep. Tap a heart to remove one.")} />
      <div className="container-page py-10">
        {items.length ? (
          <>
            <p className="text-slate-600">{plural(items.length, COUNTS.properties)}</p>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="shortlist">
              {items.map((item) => (
                <li key={item.property.id} className="relative">
                  {item.live ? null : (
                    <p className="absolute top-3 left-3 z-10 rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white">
                      {t(SHORTLIST_MESSAGES.gone)}
                    </p>
                  )}
                  <PropertyCard property={item.property} detailed headingLevel="h2" />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {t("Nothing here yet. Tap the heart on a property to keep it here.")}{" "}
            <Link to="/listing-post" className="font-semibold text-brand-700 underline">
              {t("See the listed properties")}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
