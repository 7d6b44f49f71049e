import { requireAdmin } from "#app/modules/accounts/session.server";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/properties";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Posted properties",
    description: "Every property posted by users, with its approval status.",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminProperties() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Posted properties</h1>
      <p className="mt-1 text-slate-600">Every property posted by users, with its approval status.</p>
    </section>
  );
}
