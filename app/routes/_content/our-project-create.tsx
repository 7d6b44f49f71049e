import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/our-project-create";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Create Project", description: "Add a project to the company's project list." });

export default function OurProjectCreate() {
  return <PageHeader title="Create Project" lead="Add a project to the company's project list." />;
}
