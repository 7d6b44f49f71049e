import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/projects-in-city";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Projects in the city", description: "Every project in one city." });

export default function ProjectsInCity() {
  return <PageHeader title="Projects in the city" lead="Every project in one city." />;
}
