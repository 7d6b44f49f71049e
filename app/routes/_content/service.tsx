import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Our services", description: "Buying, selling, renting and leasing: how we help." });

export default function Service() {
  return <PageHeader title="Our services" lead="Buying, selling, renting and leasing: how we help." />;
}
