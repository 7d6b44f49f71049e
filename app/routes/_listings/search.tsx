import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Search properties", description: "Find approved properties by name, locality or city." });

export default function Search() {
  return <PageHeader title="Search properties" lead="Find approved properties by name, locality or city." />;
}
