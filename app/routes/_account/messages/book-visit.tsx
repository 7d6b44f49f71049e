import { data, Form, Link, redirect, useNavigation } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { verifyMobileHref } from "#app/components/account/verify-mobile-link";
import { FormMessage } from "#app/components/form-answer";
import { VisitTimeFields } from "#app/components/messages/visit-time-fields";
import { PageHeader } from "#app/components/page-header";
import { Name, Words } from "#app/components/words";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { bookingPage } from "#app/modules/properties/messages/messages-page.server";
import { bookVisit } from "#app/modules/properties/messages/visits.server";
import { VISIT_ANSWERS } from "#app/modules/properties/messages/words";
import type { Route } from "./+types/book-visit";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Book a site visit"),
  msg("Propose up to three times to visit a property; its poster confirms one."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = new URL(request.url).searchParams.get("listing") ?? "";
  const page = await bookingPage(user.id, id, localeOf(request));
  if (!page) throw data({ message: VISIT_ANSWERS.listingGone }, 404);
  return { ...page, mobileVerified: user.mobileVerified };
}

/** Starts (or finds) the conversation about the listing with the proposal in it, then goes there. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const outcome = await bookVisit(user, text("listing"), [text("slot1"), text("slot2"), text("slot3")], request);
  if (!outcome.ok) return data({ ok: false, message: outcome.message, field: outcome.field }, outcome.status);
  throw redirect(`/messages/${outcome.conversationId}`);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const page = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: propertyHref(page.id), label: t("Back to the property") }}
        title={t("Book a site visit")}
        lead={
          <Words
            message={t("{listing}: offer up to three times, and the poster confirms one.")}
            values={{ listing: <Name>{page.listing}</Name> }}
          />
        }
      />
      <div className="container-page max-w-2xl py-10">
        {page.mine ? (
          <p className="rounded-xl border border-slate-200 p-4">{t(VISIT_ANSWERS.own)}</p>
        ) : !page.mobileVerified ? (
          <div className="space-y-3 rounded-xl border border-slate-200 p-4">
            <p>{t(VISIT_ANSWERS.verifyMobile)}</p>
            <Link
              to={verifyMobileHref(`/messages/book?${new URLSearchParams({ listing: page.id })}`)}
              className="font-semibold text-brand-700 underline"
            >
              {t("Verify my mobile number")}
            </Link>
          </div>
        ) : (
          <Form method="post" className="space-y-4" aria-label={t("Book a site visit")}>
            <input type="hidden" name="listing" value={page.id} />
            <p className="text-slate-700">{t("Visits accepted: {hours}.", { hours: page.visitHours })}</p>
            <VisitTimeFields range={page.slotRange} invalid={Boolean(actionData && !actionData.ok)} />
            <FormMessage message={actionData ? t(actionData.message) : null} tone="error" />
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="button-primary inline-flex w-full items-center justify-center px-5 py-3 disabled:opacity-70"
            >
              {navigation.state === "submitting" ? t("Sending...") : t("Send these times")}
            </button>
            <p className="text-sm text-slate-600">
              {t("The times go to the poster in a conversation about this property; your number stays private.")}
            </p>
          </Form>
        )}
        {page.conversationId ? (
          <p className="mt-6">
            <Link to={`/messages/${page.conversationId}`} className="font-semibold text-brand-700 underline">
              {t("Open your conversation about this property")}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
