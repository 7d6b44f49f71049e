import { Link, useActionData } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { ApproveButton, ConfirmRemoveButton } from "#app/components/listings/property-actions";
import { StatusBadge, UnverifiedBadge } from "#app/components/listings/property-row";
import { Pagination } from "#app/components/pagination";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { formatDate } from "#app/modules/format";
import { propertyHref } from "#app/modules/listing/links";
import { handlePropertyAction } from "#app/modules/listings/actions.server";
import { type AdminFilter, adminProperties, propertyCounts } from "#app/modules/listings/listings.server";
import { imageUrl } from "#app/modules/media/image-urls";
import { parsePage } from "#app/modules/pagination";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/properties";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Posted properties",
    description: "Every property posted by users, with its approval status.",
    noindex: true,
  });

const FILTERS: Array<{ value: AdminFilter; label: string }> = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
];

function parseFilter(value: string | null): AdminFilter {
  return value === "pending" || value === "approved" ? value : "all";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filter = parseFilter(params.get("status"));
  const [list, counts] = await Promise.all([adminProperties(filter, parsePage(params.get("page"))), propertyCounts()]);
  return { filter, list, counts };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handlePropertyAction(request);
}

/** /admin/Postproject: every posted property with its status; pending ones first. */
export default function AdminProperties({ loaderData }: Route.ComponentProps) {
  const { filter, list, counts } = loaderData;
  const actionData = useActionData<typeof action>();
  const total = counts.pending + counts.approved;
  const countOf = (value: AdminFilter) =>
    value === "all" ? total : value === "pending" ? counts.pending : counts.approved;
  return (
    <section aria-labelledby="admin-properties-title">
      <h1 id="admin-properties-title" className="text-2xl font-bold tracking-tight">
        Posted properties
      </h1>
      <p className="mt-1 text-slate-600">
        Every property posted by users, with its approval status. Pending properties are listed first.
      </p>

      <nav aria-label="Filter by status" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map(({ value, label }) => (
            <li key={value}>
              <Link
                to={value === "all" ? "?" : `?status=${value}`}
                aria-current={filter === value ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-semibold ${
                  filter === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-slate-50"
                }`}
              >
                {label}
                <span className="tabular-nums opacity-80">{countOf(value)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {actionData ? (
        <div className="mt-4">
          <FormMessage message={actionData.message} tone={actionData.ok ? "success" : "error"} />
        </div>
      ) : null}

      {list.items.length ? (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Property
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Owner
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Posted
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.items.map((property) => {
                const name = property.name;
                return (
                  <tr key={property.id} data-testid="admin-property-row" data-property-id={property.id}>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        {property.image ? (
                          <img
                            src={imageUrl(property.image, 480)}
                            width={64}
                            height={48}
                            alt=""
                            loading="lazy"
                            className="h-12 w-16 shrink-0 rounded-md object-cover"
                          />
                        ) : (
                          <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-center text-[10px] leading-tight text-slate-700">
                            No Image Available
                          </span>
                        )}
                        <div className="min-w-0">
                          <Link to={propertyHref(property.id)} className="font-semibold text-ink hover:underline">
                            {name}
                          </Link>
                          <p className="text-slate-600">
                            {[property.locality, property.city].filter(Boolean).join(", ")} · {property.propertyType}
                          </p>
                          <p className="font-medium text-ink">{property.priceText}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <p className="font-medium">{property.ownerName ?? "Owner details not available."}</p>
                      {property.ownerEmail ? <p className="text-slate-600">{property.ownerEmail}</p> : null}
                      {property.ownerEmail ? (
                        property.ownerVerified ? (
                          <p className="text-sm text-emerald-800">E-mail confirmed</p>
                        ) : (
                          <UnverifiedBadge />
                        )
                      ) : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(property.createdAt)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge approved={property.isApproved} />
                      {property.isApproved ? null : (
                        <div className="mt-2 flex flex-wrap gap-2">
                          <ApproveButton id={property.id} name={name} />
                          <ConfirmRemoveButton id={property.id} name={name} intent="reject" />
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
          {filter === "pending" ? "No pending properties to approve." : "No properties have been posted yet."}
        </p>
      )}
      <Pagination page={list.page} pages={list.pages} label="Pages of properties" />
    </section>
  );
}
