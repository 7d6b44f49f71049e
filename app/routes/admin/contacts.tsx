import { requireAdmin } from "#app/modules/accounts/session.server";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Contact messages", description: "Messages sent through the contact form.", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminContacts() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Contact messages</h1>
      <p className="mt-1 text-slate-600">Messages sent through the contact form.</p>
    </section>
  );
}
