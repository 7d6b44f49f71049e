import { Link } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { ProjectCard } from "#app/components/projects/project-card";
import { cityListHref, exploreProjectHref } from "#app/modules/projects/display";
import { citySummaries, projectsByCity } from "#app/modules/projects/projects.server";
import { COUNTS, plural } from "#app/modules/text/plural";
import { pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/city-home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Explore cities",
    description:
      "Lucknow, Noida, Gurugram, Kanpur and Varanasi: what each city offers, its price range and its newest projects.",
  });

/** /Cityhome: an overview of each city (its city data and newest projects). */
export async function loader() {
  const [cities, summaries] = await Promise.all([projectsByCity(3), citySummaries()]);
  return { cities: cities.map((entry) => ({ ...entry, summary: summaries[entry.city] ?? null })) };
}

export default function CityHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Explore cities"
        lead="Five cities, each with its own character and prices. Read what each one offers, then look at its newest projects."
      />
      <div className="container-page space-y-16 py-10">
        {loaderData.cities.map(({ city, total, projects, summary }) => (
          <section key={city} aria-labelledby={`overview-${city}`} data-testid={`overview-${city}`}>
            <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
              <div>
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{city}</p>
                <h2 id={`overview-${city}`} className="mt-1 text-2xl font-bold tracking-tight text-ink">
                  {summary?.title ?? city}
                </h2>
                {summary ? <p className="mt-3 leading-relaxed text-slate-700">{summary.about}</p> : null}
              </div>
              {summary ? (
                <dl className="grid content-start gap-3 rounded-2xl bg-slate-50 p-5 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-600">Location</dt>
                    <dd className="text-ink">{summary.location}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">Type</dt>
                    <dd className="text-ink">{summary.projectType}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">Price range</dt>
                    <dd className="text-ink">{summary.priceRange}</dd>
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
                    All {plural(total, COUNTS.projects)} in {city}
                  </Link>
                </p>
              </>
            ) : (
              <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">
                No projects found in {city}
              </p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
