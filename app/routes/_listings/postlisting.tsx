import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/postlisting";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Post a listing", description: "List your property on one page." });

export default function Postlisting() {
  return <PageHeader title="Post a listing" lead="List your property on one page." />;
}
