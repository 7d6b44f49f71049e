import { Carousel } from "#app/components/carousel";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ExploreCard } from "#app/modules/projects/types";
import { ProjectCard } from "./project-card";

/**
 * The home page's projects to explore: one card per supported city that has projects
 * (its newest), with dots and arrows; the name is cut to 5 words and "Learn More" opens
 * every project of that city (/project/{city}).
 */
export function ExploreProjectsCarousel({ projects }: { projects: ExploreCard[] }) {
  const { t } = useI18n();
  if (projects.length === 0) return null;
  return (
    <div className="bg-brand-50/60 py-14" data-testid="explore-projects-carousel">
      <div className="container-page">
        <Carousel
          label={t("Projects to explore")}
          items={projects}
          getKey={(card) => card.city}
          dots
          renderItem={({ city, href, project }) => (
            <ProjectCard
              project={project}
              shortName
              href={href}
              linkHint={t("about projects in {city}", { city: t(city) })}
            />
          )}
          header={
            <>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("City by city")}</p>
              <h2 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {t("Projects to explore")}
              </h2>
              <p className="mt-2 max-w-2xl text-slate-600">
                {t("One project from each city we work in. Learn more to see everything we have there.")}
              </p>
            </>
          }
        />
      </div>
    </div>
  );
}
