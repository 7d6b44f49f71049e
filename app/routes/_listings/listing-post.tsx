import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/listing-post";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Listed properties", description: "Every approved property, newest first." });

export default function ListingPost() {
  return <PageHeader title="Listed properties" lead="Every approved property, newest first." />;
}
