import { data, Form, Link } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { listingTitle } from "#app/modules/listing-core/title";
import { now } from "#app/modules/platform/clock.server";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { renewableByLink, renewProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { readRenewalToken } from "#app/modules/properties/lifecycle/renewal-link.server";
import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/renew-listing";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, {
    title: t("Is your property still available?"),
    description: t("Confirm that your property is still available."),
    noindex: true,
  });
};

/** The link's listing, when the link is ours, in time and not used yet; otherwise why not. */
async function check(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const claim = await readRenewalToken(token, now());
  if (!claim) return { ok: false as const, status: 400, message: LIFECYCLE_MESSAGES.linkInvalid };
  const listing = await renewableByLink(claim);
  if (!listing) return { ok: false as const, status: 409, message: LIFECYCLE_MESSAGES.linkUsed };
  return { ok: true as const, claim, listing };
}

/**
 * The "still available" link of the reminder e-mail: it works without signing in (it is
 * signed), once (renewing moves the confirmation it names) and for 14 days. Opening it shows
 * the listing and one button, as the unsubscribe link does: mail scanners open links, and a
 * listing must not be renewed by a robot.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const checked = await check(request);
  // The page itself opens either way; it says why the link cannot be used.
  if (!checked.ok) return { ok: false as const, message: checked.message };
  return { ok: true as const, name: listingTitle(checked.listing, localeOf(request)) };
}

export async function action({ request }: Route.ActionArgs) {
  const checked = await check(request);
  if (!checked.ok) return data({ ok: false, message: checked.message, href: null }, checked.status);
  const renewed = await renewProperty(checked.claim.propertyId, { link: checked.claim });
  return renewed
    ? { ok: true, message: LIFECYCLE_MESSAGES.renewed, href: propertyHref(checked.claim.propertyId) }
    : data({ ok: false, message: LIFECYCLE_MESSAGES.linkUsed, href: null }, 409);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function RenewListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        title={t("Is your property still available?")}
        lead={loaderData.ok ? loaderData.name : t("Confirm it and it stays on the site.")}
      />
      <div className="container-page max-w-xl py-10" data-testid="renew-listing">
        {actionData ? (
          <>
            <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} />
            {"href" in actionData && actionData.href ? (
              <p className="mt-4">
                <Link to={actionData.href} className="font-semibold text-brand-700 hover:underline">
                  {t("See your property")}
                </Link>
              </p>
            ) : null}
          </>
        ) : loaderData.ok ? (
          <Form method="post">
            <button type="submit" className="button-primary px-5 py-3">
              {t("Yes, it is still available")}
            </button>
            <p className="mt-4 text-slate-600">
              {t("Sold or rented out?")}{" "}
              <Link to="/profile#your-listings" className="font-semibold text-brand-700 hover:underline">
                {t("Close it from your profile")}
              </Link>
              .
            </p>
          </Form>
        ) : (
          <>
            <FormMessage message={t(loaderData.message)} tone="error" />
            <p className="mt-4">
              <Link to="/login?redirectTo=%2Fprofile" className="font-semibold text-brand-700 hover:underline">
                {t("Sign in")}
              </Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}
