import { data, Link, redirect } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { ProjectDetailView } from "#app/components/projects/project-detail";
import { ProjectNotFound } from "#app/components/projects/project-not-found";
import { Name, Words } from "#app/components/words";
import { cityFromSlug } from "#app/config/enums";
import { getUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { cityListHref, newsProjectHref, projectNotFoundMeta } from "#app/modules/projects/display";
import { findProject } from "#app/modules/projects/projects.server";
import { projectView } from "#app/modules/projects/view";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/news-project-detail";

export const meta: Route.MetaFunction = (args) => {
  const notListed = args.loaderData?.notListed;
  if (notListed) return pageMeta(args, { title: notListed.message, description: notListed.message, noindex: true });
  return pageMeta(args, args.loaderData?.view?.meta ?? projectNotFoundMeta(metaI18n(args).t));
};

/** The city as typed in the link, tidied for display (it is echoed on the page). */
function askedCity(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
}

/**
 * /NewsProjectdetail?projectId=ID&city=CITY: the project, only when it is listed under
 * that city (any capitalisation); otherwise the old product's "This project is not listed under
 * {city}." with status 404 and a link to where it is listed. A link without a city is
 * sent to the project's own.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = params.get("projectId") ?? "";
  const city = askedCity(params.get("city"));
  const [detail, viewer] = await Promise.all([findProject(id), getUser(request)]);
  const locale = localeOf(request);
  if (!detail) return data({ view: null, notListed: null, isAdmin: false }, { status: 404 });
  const own = detail.project.city;
  if (!city) throw redirect(newsProjectHref(detail.project.id, own));
  if (city.toLowerCase() !== own.toLowerCase()) {
    const supported = cityFromSlug(own);
    const notListed = {
      message: serverTranslator(locale).t("This project is not listed under {city}.", { city }),
      name: listingTitle(detail.project, locale),
      city: own,
      href: newsProjectHref(detail.project.id, own),
      cityHref: supported ? cityListHref(supported) : null,
    };
    return data({ view: null, notListed, isAdmin: false }, { status: 404 });
  }
  return { view: projectView(detail, listingSettings(), locale), notListed: null, isAdmin: viewer?.role === "Admin" };
}

const TRAIL = [{ to: "/NewsProject", label: msg("Projects by city") }];

export default function NewsProjectDetail({ loaderData }: Route.ComponentProps) {
  const { view, notListed, isAdmin } = loaderData;
  const { t } = useI18n();
  if (view) return <ProjectDetailView view={view} isAdmin={isAdmin} trail={TRAIL} />;
  if (!notListed) return <ProjectNotFound />;
  return (
    <>
      <PageHeader title={notListed.message} lead={t("The link names another city than the one this project is in.")} />
      <div className="container-page py-10">
        <p className="text-lg text-slate-700" data-testid="listed-under">
          <Link to={notListed.href} className="font-semibold text-brand-700 hover:underline">
            <Words
              message={t("See {name} under {city}")}
              values={{ name: <Name>{notListed.name}</Name>, city: t(notListed.city) }}
            />
          </Link>
          {notListed.cityHref ? (
            <>
              {" "}
              {t("or")}{" "}
              <Link to={notListed.cityHref} className="font-semibold text-brand-700 hover:underline">
                {t("every project in {city}", { city: t(notListed.city) })}
              </Link>
            </>
          ) : null}
          .
        </p>
      </div>
    </>
  );
}
