import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/buy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Luxury homes to buy", description: "A selection of luxury homes." });

export default function Buy() {
  return <PageHeader title="Luxury homes to buy" lead="A selection of luxury homes." />;
}
