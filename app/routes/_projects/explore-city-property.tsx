import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/explore-city-property";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Project details", description: "A project to explore." });

export default function ExploreCityProperty() {
  return <PageHeader title="Project details" lead="A project to explore." />;
}
