import { lazy, Suspense } from "react";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { wizardView } from "#app/modules/listing-core/fields";
import type { PostResult } from "#app/modules/listing-core/schema";
import { sendOrKeep } from "#app/modules/platform/forms";
import { PROPERTY_WIZARD } from "#app/modules/properties/posting/form";
import { submitProperty } from "#app/modules/properties/posting/post.server";
import { PROPERTY_MESSAGES } from "#app/modules/properties/words";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/postlisting";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, {
    title: t("Post a listing"),
    description: t("List your property on one page."),
    noindex: true,
  });
};

// The form's code arrives after the page's own; the server renders it in full.
const loadForm = () => import("#app/components/properties/posting/postlisting-form");
const PostlistingForm = lazy(loadForm);

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { view: wizardView(PROPERTY_WIZARD, "complete", serverTranslator(localeOf(request)).t) };
}

/** On a navigation here, the form's code comes with the page's data (no loading flash). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadForm()]);
  return loaded;
}

export function action({ request }: Route.ActionArgs) {
  return submitProperty(request, "complete");
}

/** A lost connection is a failed submission, not a broken page. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  sendOrKeep<PostResult>(serverAction, PROPERTY_MESSAGES.submitFailed);

/** /Postlisting: the whole property on one page (a signed-in user's). */
export default function Postlisting({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<p className="container-page py-10 text-slate-600">{t("Loading the form...")}</p>}>
      <PostlistingForm view={loaderData.view} />
    </Suspense>
  );
}
