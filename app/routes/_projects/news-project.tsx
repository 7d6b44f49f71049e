import { Link } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { ProjectCard } from "#app/components/projects/project-card";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { cityListHref, newsProjectHref } from "#app/modules/projects/display";
import { projectsByCity } from "#app/modules/projects/projects.server";
import { COUNTS } from "#app/modules/text/plural";
import { staticPageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/news-project";

export const meta: Route.MetaFunction = staticPageMeta(
  msg("Projects by city"),
  msg("The newest projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi, city by city."),
);

/** /NewsProject: the newest projects of each city, with a way to every project of that city. */
export async function loader({ request }: Route.LoaderArgs) {
  const cities = await projectsByCity(3);
  return { cities: cities.map((entry) => ({ ...entry, projects: cardsForPage(entry.projects, request) })) };
}

export default function NewsProject({ loaderData }: Route.ComponentProps) {
  const { t, plural } = useI18n();
  return (
    <>
      <PageHeader
        title={t("Projects by city")}
        lead={t(
          "What is new in each of our cities: the latest launches first, and every project of a city one click away.",
        )}
      />
      <div className="container-page space-y-14 py-10">
        {loaderData.cities.map(({ city, total, projects }) => (
          <section key={city} aria-labelledby={`city-${city}`} data-testid={`news-city-${city}`}>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id={`city-${city}`} className="text-2xl font-bold tracking-tight text-ink">
                {t(city)}
              </h2>
              {total > 0 ? (
                <Link to={cityListHref(city)} className="font-semibold text-brand-700 hover:underline">
                  {t("All {projects} in {city}", { projects: plural(total, COUNTS.projects), city: t(city) })}
                </Link>
              ) : null}
            </div>
            {projects.length ? (
              <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {projects.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} href={newsProjectHref(project.id, city)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">
                {t("No projects found in {city}", { city: t(city) })}
              </p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
