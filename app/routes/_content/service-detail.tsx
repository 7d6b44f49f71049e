import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/service-detail";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Service", description: "A service we offer." });

export default function ServiceDetail() {
  return <PageHeader title="Service" lead="A service we offer." />;
}
