import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/city-project";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Project details", description: "A new project in its city." });

export default function CityProject() {
  return <PageHeader title="Project details" lead="A new project in its city." />;
}
