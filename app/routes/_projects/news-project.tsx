import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/news-project";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Projects by city", description: "New projects, city by city." });

export default function NewsProject() {
  return <PageHeader title="Projects by city" lead="New projects, city by city." />;
}
