import { requireAdmin } from "#app/modules/accounts/session.server";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/our-projects";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Our projects", description: "The company's own project list.", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminOurProjects() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Our projects</h1>
      <p className="mt-1 text-slate-600">The company's own project list.</p>
    </section>
  );
}
