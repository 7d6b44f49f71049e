import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "About us", description: "Who we are, what we believe and the people behind the company." });

export default function About() {
  return <PageHeader title="About us" lead="Who we are, what we believe and the people behind the company." />;
}
