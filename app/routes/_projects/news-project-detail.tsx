import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/news-project-detail";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Project details", description: "A project in its city." });

export default function NewsProjectDetail() {
  return <PageHeader title="Project details" lead="A project in its city." />;
}
