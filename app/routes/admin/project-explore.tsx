import { requireAdmin } from "#app/modules/accounts/session.server";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/project-explore";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Post a new project", description: "Add a new project to a city.", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminProjectExplore() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Post a new project</h1>
      <p className="mt-1 text-slate-600">Add a new project to a city.</p>
    </section>
  );
}
