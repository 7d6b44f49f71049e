import { PageHeader } from "#app/components/page-header";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Privacy policy", description: "How we collect, use and protect your data." });

export default function PrivacyPolicy() {
  return <PageHeader title="Privacy policy" lead="How we collect, use and protect your data." />;
}
