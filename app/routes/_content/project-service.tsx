import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/project-service";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "City projects", description: "What we offer in this city." });

export default function ProjectService() {
  return <PageHeader title="City projects" lead="What we offer in this city." />;
}
