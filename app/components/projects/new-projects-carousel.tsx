import { Link } from "react-router";
import { Carousel } from "#app/components/carousel";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ProjectSummary } from "#app/modules/projects/types";
import { ProjectCard } from "./project-card";

/** The home page's newly added projects, newest first; each card opens its project page. */
export function NewProjectsCarousel({ projects }: { projects: ProjectSummary[] }) {
  const { t } = useI18n();
  const header = (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("Just launched")}</p>
      <h2 id="new-projects-title" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("Newly added projects")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        {t("The latest plotted colonies, apartments and commercial spaces in our cities.")}{" "}
        <Link to="/NewProject" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t("See all new projects")}
        </Link>
      </p>
    </>
  );
  return (
    <div className="py-14" data-testid="new-projects-carousel">
      <div className="container-page">
        {projects.length ? (
          <Carousel
            label={t("Newly added projects")}
            items={projects}
            getKey={(project) => project.id}
            renderItem={(project) => <ProjectCard project={project} shortName />}
            header={header}
          />
        ) : (
          <section aria-labelledby="new-projects-title">
            {header}
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {t("New projects will appear here as soon as we list them.")}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
