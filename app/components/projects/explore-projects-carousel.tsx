import { HomeCarousel } from "#app/components/home/home-carousel";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ExploreCard } from "#app/modules/projects/types";
import { ProjectCard } from "./project-card";

/**
 * The home page's projects to explore: one card per supported city that has projects
 * (its newest), with dots and arrows; the name is cut to 5 words and "Learn More" opens
 * every project of that city (/project/{city}). With no projects, the band is left out.
 */
export function ExploreProjectsCarousel({ projects }: { projects: ExploreCard[] }) {
  const { t } = useI18n();
  return (
    <HomeCarousel
      testId="explore-projects-carousel"
      className="bg-brand-50/60 py-14"
      eyebrow={t("City by city")}
      title={t("Projects to explore")}
      lead={t("One project from each city we work in. Learn more to see everything we have there.")}
      items={projects}
      getKey={(card) => card.city}
      dots
      renderItem={({ city, href, project }) => (
        <ProjectCard
          project={project}
          shortName
          href={href}
          linkLabel={t("Learn More about projects in {city}", { city: t(city) })}
        />
      )}
    />
  );
}
