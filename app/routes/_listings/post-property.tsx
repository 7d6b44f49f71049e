import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { verifyMobileHref } from "#app/components/account/verify-mobile-link";
import { Logo } from "#app/components/layout/logo";
import { WIZARD_PAGE, WizardPage, withWizardCode } from "#app/components/properties/posting/wizard-page";
import { getUser, requireUser } from "#app/modules/accounts/session.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { WIZARD_STEPS } from "#app/modules/listing-core/fields";
import { newFormToken } from "#app/modules/listing-core/post.server";
import type { PostResult } from "#app/modules/listing-core/schema";
import { revalidateOnNavigation, sendOrKeep } from "#app/modules/platform/forms";
import { notFound } from "#app/modules/platform/http.server";
import { editableListing } from "#app/modules/properties/lifecycle/edits.server";
import { draftOf } from "#app/modules/properties/posting/drafts.server";
import { mustVerifyMobile, propertyWizardView, submitProperty } from "#app/modules/properties/posting/post.server";
import { LIFECYCLE_MESSAGES } from "#app/modules/properties/status";
import { CONTACT_OWNER_MESSAGES, POSTER_MESSAGES, PROPERTY_MESSAGES } from "#app/modules/properties/words";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/post-property";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, { title: t(WIZARD_PAGE.title), description: t(WIZARD_PAGE.description), noindex: true });
};

const LAST_STEP = WIZARD_STEPS.length;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // ?edit=ID: the owner edits their own listing in the same wizard.
  const editId = params.get("edit");
  let edit = null;
  if (editId) {
    const user = await requireUser(request);
    edit = await editableListing(user.id, editId);
    if (!edit) notFound(LIFECYCLE_MESSAGES.cannotEdit);
  }
  // ?step=N opens that step once (links from before the step addresses were pages).
  const step = Number(params.get("step"));
  const viewer = await getUser(request);
  return {
    edit,
    // Said before the first step, not after the last: posting waits for a verified mobile.
    verifyMobile: Boolean(viewer && !edit && mustVerifyMobile(viewer)),
    step: Number.isInteger(step) && step >= 1 && step <= LAST_STEP ? step : null,
    // Each visit's own token: the same submission sent twice makes one property.
    formToken: newFormToken(),
    // The signed-in poster's unsent draft, from any tab or browser (decision 059).
    draft: viewer && !edit ? await draftOf(viewer.id) : null,
    view: await propertyWizardView(request),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withWizardCode(serverLoader);

export const shouldRevalidate = revalidateOnNavigation;

export function action({ request }: Route.ActionArgs) {
  return submitProperty(request, "wizard");
}

/** A lost connection is a failed submission, not a broken page: the wizard keeps its state. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  sendOrKeep<PostResult>(serverAction, PROPERTY_MESSAGES.submitFailed);

/** /postproperty: the four-step posting wizard (outside the shared layout). */
export default function PostProperty({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const here = loaderData.edit ? `/postproperty?edit=${loaderData.edit.id}` : "/postproperty";
  const dropStep = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        {/* At 375 px the brand and the way back only just fit: a gap between them, and the link
            a size smaller on a phone, so neither touches nor wraps. */}
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Logo />
          <Link
            to="/"
            className="shrink-0 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline sm:text-base"
          >
            {t("Back to the site")}
          </Link>
        </div>
      </header>
      <main id="main" className="container-page max-w-4xl py-8 sm:py-12">
        {loaderData.verifyMobile ? (
          <div role="note" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p>{t(POSTER_MESSAGES.verifyMobileFirst)}</p>
            <Link
              to={verifyMobileHref("/postproperty")}
              className="mt-2 inline-block font-semibold text-brand-800 underline"
            >
              {t(CONTACT_OWNER_MESSAGES.verifyMobile)}
            </Link>
          </div>
        ) : null}
        {loaderData.edit ? null : (
          <p className="mb-6 text-slate-700">
            {t("Many listings in a spreadsheet?")}{" "}
            <Link to="/profile/import" className="font-semibold text-brand-800 underline">
              {t("Import them all at once")}
            </Link>
          </p>
        )}
        <WizardPage
          view={loaderData.view}
          step={loaderData.step}
          onStepApplied={dropStep}
          formToken={loaderData.formToken}
          edit={loaderData.edit}
          draft={loaderData.draft}
        />
      </main>
    </div>
  );
}
