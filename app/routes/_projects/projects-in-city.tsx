import { data, Link } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { Pagination } from "#app/components/pagination";
import { ProjectCard } from "#app/components/projects/project-card";
import { CITIES, cityFromSlug } from "#app/config/enums";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { parsePage } from "#app/modules/platform/pagination";
import { cityListHref, cityProjectHref } from "#app/modules/projects/display";
import { citySummary, projectsInCity } from "#app/modules/projects/projects.server";
import { placeHref } from "#app/modules/properties/search/place-links";
import { COUNTS } from "#app/modules/text/plural";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/projects-in-city";

export const meta: Route.MetaFunction = (args) => {
  const city = args.loaderData?.city;
  const { t } = metaI18n(args);
  if (!city) {
    return pageMeta(args, {
      title: t("City not found"),
      description: t("We do not list projects there."),
      noindex: true,
    });
  }
  return pageMeta(args, {
    title: t("New projects in {city}", { city: t(city) }),
    description: t("Every new project we list in {city}: plots, homes and commercial spaces, newest first.", {
      city: t(city),
    }),
    canonicalPath: cityListHref(city),
    noindex: (args.loaderData?.list?.page ?? 1) > 1,
  });
};

/** /project/{city}: every project of one city (any spelling of its name), newest first. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const city = cityFromSlug(params.city);
  if (!city) return data({ city: null, asked: params.city.slice(0, 60), list: null, cityPage: null }, { status: 404 });
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const [list, cityPage] = await Promise.all([projectsInCity(city, page), citySummary(city, localeOf(request))]);
  return { city, asked: params.city, list: { ...list, items: cardsForPage(list.items, request) }, cityPage };
}

export default function ProjectsInCity({ loaderData }: Route.ComponentProps) {
  const { city, asked, list, cityPage } = loaderData;
  const { t, plural } = useI18n();
  if (!city || !list) {
    return (
      <>
        <PageHeader title={t("City not found")} lead={t("We do not list projects in “{city}”.", { city: asked })} />
        <div className="container-page py-10">
          <h2 className="text-xl font-bold text-ink">{t("No projects found in {city}", { city: asked })}</h2>
          <p className="mt-2 text-slate-600">{t("These are the cities we work in:")}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {CITIES.map((option) => (
              <li key={option}>
                <Link
                  to={cityListHref(option)}
                  className="inline-flex rounded-full border border-slate-300 px-4 py-2 font-semibold hover:border-brand-600 hover:text-brand-700"
                >
                  {t(option)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow={t("New projects")}
        title={t("Projects in {city}", { city: t(city) })}
        lead={cityPage?.about ?? t("Every new project we list in {city}, newest first.", { city: t(city) })}
      >
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {cityPage ? (
            <Link to={`/ProjectService/${cityPage.slug}`} className="font-semibold text-brand-700 hover:underline">
              {t("About {name}", { name: cityPage.title })}
            </Link>
          ) : null}
          <Link to={placeHref(city)} className="font-semibold text-brand-700 hover:underline">
            {t("Properties for sale and rent in {city}", { city: t(city) })}
          </Link>
        </p>
      </PageHeader>
      <div className="container-page py-10">
        {list.items.length ? (
          <>
            <h2 className="text-xl font-bold text-ink">
              {t("{projects} in {city}", { projects: plural(list.total, COUNTS.projects), city: t(city) })}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-projects">
              {list.items.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} href={cityProjectHref(project.citySegment, project.id)} />
                </li>
              ))}
            </ul>
            <Pagination
              page={list.page}
              pages={list.pages}
              label={t("Pages of projects in {city}", { city: t(city) })}
            />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-bold text-ink">{t("No projects found in {city}", { city: t(city) })}</h2>
            <p className="mt-2 text-slate-600">
              {t("New projects appear here as soon as we list them.")}{" "}
              <Link to="/NewProject" className="font-semibold text-brand-700 hover:underline">
                {t("See projects in other cities")}
              </Link>{" "}
              {t("or")}{" "}
              <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
                {t("tell us what you are looking for")}
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </>
  );
}
