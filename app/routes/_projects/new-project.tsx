import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/new-project";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "New projects", description: "New projects by city and listing type." });

export default function NewProject() {
  return <PageHeader title="New projects" lead="New projects by city and listing type." />;
}
