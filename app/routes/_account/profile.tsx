import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { requireUser } from "#app/modules/accounts/session.server";
import { formatDate } from "#app/modules/format";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Your profile", description: "Your account and your listings.", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    user: {
      name: user.name,
      email: user.email,
      mobileNumber: user.mobileNumber,
      role: user.role,
      memberSince: user.createdAt.toISOString(),
    },
  };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const rows: Array<[string, string]> = [
    ["Name", user.name],
    ["Email", user.email],
    ["Mobile", user.mobileNumber || "Not provided"],
    ["Role", user.role],
    ["Member since", formatDate(user.memberSince)],
  ];
  return (
    <>
      <PageHeader title="Your profile" lead={`Signed in as ${user.name}.`} />
      <div className="container-page py-10">
        <section
          aria-labelledby="account-title"
          className="max-w-2xl rounded-2xl border border-slate-200 p-6 shadow-sm"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id="account-title" className="text-xl font-bold">
              Account
            </h2>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
              >
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </button>
            </Form>
          </div>
          <dl className="mt-4 divide-y divide-slate-100" data-testid="profile-details">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-3 gap-4 py-3">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="col-span-2 break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
