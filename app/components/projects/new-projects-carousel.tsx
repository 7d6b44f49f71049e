import { HomeCarousel } from "#app/components/home/home-carousel";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ProjectSummary } from "#app/modules/projects/types";
import { ProjectCard } from "./project-card";

/** The home page's newly added projects, newest first; each card opens its project page. */
export function NewProjectsCarousel({ projects }: { projects: ProjectSummary[] }) {
  const { t } = useI18n();
  return (
    <HomeCarousel
      testId="new-projects-carousel"
      className="py-14"
      eyebrow={t("Just launched")}
      title={t("Newly added projects")}
      titleId="new-projects-title"
      lead={t("The latest plotted colonies, apartments and commercial spaces in our cities.")}
      more={{ to: "/NewProject", text: t("See all new projects") }}
      items={projects}
      getKey={(project) => project.id}
      renderItem={(project) => <ProjectCard project={project} shortName />}
      empty={t("New projects will appear here as soon as we list them.")}
    />
  );
}
