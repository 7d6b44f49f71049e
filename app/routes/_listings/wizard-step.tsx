import { PrefetchPageLinks, useHref } from "react-router";
import { WIZARD_PAGE, WizardPage, withWizardCode } from "#app/components/properties/posting/wizard-page";
import { getUser } from "#app/modules/accounts/session.server";
import { withoutLocale } from "#app/modules/i18n/locale";
import { newFormToken } from "#app/modules/listing-core/post.server";
import { revalidateOnNavigation } from "#app/modules/platform/forms";
import { draftOf } from "#app/modules/properties/posting/drafts.server";
import { propertyWizardView } from "#app/modules/properties/posting/post.server";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/wizard-step";

const STEPS: Record<string, number> = { "/propertydetails": 1, "/additionaldetails": 2, "/amenities": 3 };

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, {
    title: t(WIZARD_PAGE.title),
    description: t(WIZARD_PAGE.description),
    noindex: true,
    canonicalPath: "/postproperty",
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getUser(request);
  return {
    step: STEPS[withoutLocale(new URL(request.url).pathname).replace(/\/$/, "").toLowerCase()] ?? 1,
    formToken: newFormToken(),
    view: await propertyWizardView(request),
    // The signed-in poster's unsent draft, from any tab or browser (decision 059).
    draft: viewer ? await draftOf(viewer.id) : null,
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withWizardCode(serverLoader);

export const shouldRevalidate = revalidateOnNavigation;

const keepStep = () => {};

/**
 * /PropertyDetails, /AdditionalDetails and /Amenities: the posting wizard, open at that
 * step, inside the site's layout (as the old product has them). The wizard posts to /postproperty,
 * the one door for new properties; its code is fetched ahead so that a send during a lost
 * connection still gets the wizard's own message.
 */
export default function WizardStep({ loaderData }: Route.ComponentProps) {
  // PrefetchPageLinks matches the page with the router's basename: /hi/postproperty on a Hindi page.
  const postProperty = useHref("/postproperty");
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <WizardPage
        view={loaderData.view}
        step={loaderData.step}
        onStepApplied={keepStep}
        formToken={loaderData.formToken}
        draft={loaderData.draft}
      />
      <PrefetchPageLinks page={postProperty} />
    </div>
  );
}
