import { AdminHeading } from "#app/components/content/admin-heading";
import { Pagination } from "#app/components/pagination";
import { telHref } from "#app/config/site";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { listSignUps } from "#app/modules/content/admin-desk.server";
import { formatDate } from "#app/modules/format";
import { pageNumber } from "#app/modules/pagination";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/sign-ups";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Sign-ups", description: "Everyone who has created an account.", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await listSignUps(pageNumber(request.url));
  return { ...page, rows: page.rows.map((row) => ({ ...row, joined: formatDate(row.createdAt) })) };
}

export default function AdminSignUps({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData;
  return (
    <section>
      <AdminHeading title="Sign-ups" lead={`${total} accounts, newest first.`} />
      {rows.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No sign-ups yet.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Accounts, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Number
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    {row.name}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {row.mobileNumber ? (
                      <a href={telHref(row.mobileNumber)} className="text-brand-700 hover:underline">
                        {row.mobileNumber}
                      </a>
                    ) : (
                      "Not provided"
                    )}
                  </td>
                  <td className="px-4 py-3 break-all">
                    <a href={`mailto:${row.email}`} className="text-brand-700 hover:underline">
                      {row.email}
                    </a>
                  </td>
                  <td className="px-4 py-3">{row.role}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{row.joined}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} label="Sign-up pages" />
    </section>
  );
}
