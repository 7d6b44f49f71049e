import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/new-project-detail";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Project details", description: "A new project." });

export default function NewProjectDetail() {
  return <PageHeader title="Project details" lead="A new project." />;
}
