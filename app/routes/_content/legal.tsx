import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Legal", description: "Terms that apply to this site." });

export default function Legal() {
  return <PageHeader title="Legal" lead="Terms that apply to this site." />;
}
