import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/city";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Cities we serve", description: "Lucknow, Kanpur, Noida and Varanasi." });

export default function City() {
  return <PageHeader title="Cities we serve" lead="Lucknow, Kanpur, Noida and Varanasi." />;
}
