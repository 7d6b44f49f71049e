import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/city-home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Explore cities", description: "Cities and their projects." });

export default function CityHome() {
  return <PageHeader title="Explore cities" lead="Cities and their projects." />;
}
