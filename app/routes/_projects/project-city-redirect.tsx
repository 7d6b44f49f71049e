import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/project-city-redirect";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Project", description: "A project." });

export default function ProjectCityRedirect() {
  return <PageHeader title="Project" lead="A project." />;
}
