import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/listing-detail";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Property details", description: "A property listed on our site." });

export default function ListingDetail() {
  return <PageHeader title="Property details" lead="A property listed on our site." />;
}
