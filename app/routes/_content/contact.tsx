import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Contact us", description: "Call, write or visit our Lucknow office." });

export default function Contact() {
  return <PageHeader title="Contact us" lead="Call, write or visit our Lucknow office." />;
}
