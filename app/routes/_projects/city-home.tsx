import { Link } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { ProjectCard } from "#app/components/projects/project-card";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { cityListHref, exploreProjectHref } from "#app/modules/projects/display";
import { citySummaries, projectsByCity } from "#app/modules/projects/projects.server";
import { priceRangeIn } from "#app/modules/text/amount";
import { COUNTS } from "#app/modules/text/plural";
import { staticPageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/city-home";

export const meta: Route.MetaFunction = staticPageMeta(
  msg("Explore cities"),
  msg("Lucknow, Noida, Gurugram, Kanpur and Varanasi: what each city offers, its price range and its newest projects."),
);

/** /Cityhome: an overview of each city (its city data and newest projects). */
export async function loader({ request }: Route.LoaderArgs) {
  const [cities, summaries] = await Promise.all([projectsByCity(3), citySummaries(localeOf(request))]);
  return {
    cities: cities.map((entry) => ({
      ...entry,
      projects: cardsForPage(entry.projects, request),
      summary: summaries[entry.city] ?? null,
    })),
  };
}

export default function CityHome({ loaderData }: Route.ComponentProps) {
  const { t, plural, locale } = useI18n();
  return (
    <>
      <PageHeader
        title={t("Explore cities")}
        lead={t(
          "Five cities, each with its own character and prices. Read what each one offers, then look at its newest projects.",
        )}
      />
      <div className="container-page space-y-16 py-10">
        {loaderData.cities.map(({ city, total, projects, summary }) => (
          <section key={city} aria-labelledby={`overview-${city}`} data-testid={`overview-${city}`}>
            <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
              <div>
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t(city)}</p>
                <h2 id={`overview-${city}`} className="mt-1 text-2xl font-bold tracking-tight text-ink">
                  {summary?.title ?? t(city)}
                </h2>
                {summary ? <p className="mt-3 leading-relaxed text-slate-700">{summary.about}</p> : null}
              </div>
              {summary ? (
                <dl className="grid content-start gap-3 rounded-2xl bg-slate-50 p-5 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-600">{t("Location")}</dt>
                    <dd className="text-ink">{summary.location}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">{t("Type")}</dt>
                    <dd className="text-ink">{t(summary.projectType)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">{t("Price range")}</dt>
                    <dd className="text-ink">{priceRangeIn(summary.priceRange, locale)}</dd>
                  </div>
                </dl>
              ) : null}
            </div>
            {projects.length ? (
              <>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {projects.map((project) => (
                    <li key={project.id}>
                      <ProjectCard project={project} href={exploreProjectHref(project.id)} />
                    </li>
                  ))}
                </ul>
                <p className="mt-4">
                  <Link to={cityListHref(city)} className="font-semibold text-brand-700 hover:underline">
                    {t("All {projects} in {city}", { projects: plural(total, COUNTS.projects), city: t(city) })}
                  </Link>
                </p>
              </>
            ) : (
              <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">
                {t("No projects found in {city}", { city: t(city) })}
              </p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
