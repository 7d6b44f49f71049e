import { requireAdmin } from "#app/modules/accounts/session.server";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/sign-ups";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Sign-ups", description: "Everyone who has created an account.", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminSignUps() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Sign-ups</h1>
      <p className="mt-1 text-slate-600">Everyone who has created an account.</p>
    </section>
  );
}
