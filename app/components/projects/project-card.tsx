import { ListingCard } from "#app/components/listing-card";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { ProjectSummary } from "#app/modules/projects/types";

interface ProjectCardProps {
  project: ProjectSummary;
  /** Where "Learn More" goes; the project page by default. */
  href?: string;
  /** Cut the name to 5 words and an ellipsis (the home carousels). */
  shortName?: boolean;
  /** Completes the link's name for screen readers; "about {name}" by default. */
  linkLabel?: string;
  headingLevel?: "h2" | "h3";
  /** The first of a page's list: its photo loads first (ListingCard). */
  priority?: boolean;
}

/** A project card: photo, category and type, name, place, price and how it is offered. */
export function ProjectCard({ project, href, shortName = false, linkLabel, headingLevel, priority }: ProjectCardProps) {
  const { t } = useI18n();
  return (
    <ListingCard
      testId="project-card"
      image={project.image}
      eyebrow={`${t(project.propertyCategory)} · ${t(project.propertyType)}`}
      name={shortName ? project.shortName : project.name}
      fullName={project.name}
      place={[project.locality, project.city && t(project.city)].filter(Boolean).join(", ")}
      details={
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-ink">{project.priceText}</span>
          <span className="text-sm text-slate-600">{t(project.offer)}</span>
          {project.facts.length ? (
            <span className="w-full text-sm text-slate-600">{project.facts.join(" · ")}</span>
          ) : null}
          {project.areaNote ? <span className="w-full text-xs text-slate-600">{project.areaNote}</span> : null}
        </p>
      }
      href={href ?? project.href}
      linkLabel={linkLabel ?? t("Learn More about {name}", { name: project.name })}
      headingLevel={headingLevel}
      priority={priority}
    />
  );
}
