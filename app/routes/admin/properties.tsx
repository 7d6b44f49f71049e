import { Link, useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AnswerMessage } from "#app/components/admin/answer";
import { ColumnHeads } from "#app/components/admin/column-heads";
import { EmptyNote } from "#app/components/admin/empty-note";
import { AdminHeading } from "#app/components/content/admin-heading";
import { Pagination } from "#app/components/pagination";
import { PlaceWords } from "#app/components/place-words";
import {
  AdminThumb,
  ApprovalQueue,
  BatchSummary,
  PosterOnDesk,
} from "#app/components/properties/lifecycle/approval-queue";
import { ListingStatusBadge } from "#app/components/properties/property-row";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { propertyHref } from "#app/modules/listing-core/links";
import { now } from "#app/modules/platform/clock.server";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { parsePage } from "#app/modules/platform/pagination";
import { handlePropertyAction } from "#app/modules/properties/lifecycle/actions.server";
import { approvalQueuePage } from "#app/modules/properties/lifecycle/queue.server";
import { type AdminFilter, adminProperties, propertyCounts } from "#app/modules/properties/properties.server";
import { isListingStatus, type ListingStatus, STATUS_LABELS } from "#app/modules/properties/status";
import { flagsIn } from "#app/modules/properties/trust/flags.server";
import type { AdminPropertySummary, EditReview } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";
import type { Route } from "./+types/properties";

export const meta = adminMeta((t) => ({
  title: t("Posted properties"),
  description: t("The approval queue and every property posted by users."),
}));

type View = "queue" | AdminFilter;

function parseView(value: string | null): View {
  if (value === "all" || isListingStatus(value)) return value === "pending" ? "queue" : value;
  return "queue";
}

const VIEWS: Array<{ value: View; label: string }> = [
  { value: "queue", label: STATUS_LABELS.pending },
  { value: "live", label: STATUS_LABELS.live },
  { value: "rejected", label: STATUS_LABELS.rejected },
  { value: "expired", label: STATUS_LABELS.expired },
  { value: "closed", label: STATUS_LABELS.closed },
  { value: "all", label: msg("All") },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const view = parseView(params.get("status"));
  const page = parsePage(params.get("page"));
  if (view === "queue") {
    // One poster's listings and edits alone (an account's id: letters, digits, - and _).
    const poster = /^[\w-]{1,64}$/.exec(params.get("poster") ?? "")?.[0];
    const { queue, ...rest } = await approvalQueuePage(page, poster);
    return {
      view,
      poster: poster ?? null,
      ...rest,
      queue: {
        ...queue,
        items: cardsForPage(queue.items, request).map((item) => ({
          ...item,
          flags: flagsIn(item.flags, localeOf(request)),
        })),
      },
      list: null,
      at: now().getTime(),
    };
  }
  const [counts, list] = await Promise.all([propertyCounts(), adminProperties(view, page)]);
  const locale = localeOf(request);
  // Worded here, in the page's language, like the queue's own dates below.
  const items = cardsForPage(list.items, request).map((item) => ({
    ...item,
    posted: formatDate(item.createdAt, locale),
  }));
  return {
    view,
    poster: null,
    counts,
    queue: null,
    edits: {} as Record<string, EditReview>,
    list: { ...list, items },
    at: now().getTime(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handlePropertyAction(request);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/Postproject: the approval queue (new listings and edits, oldest first) and every posted property by state. */
export default function AdminProperties({ loaderData }: Route.ComponentProps) {
  const { view, poster, counts, queue, edits, list, at } = loaderData;
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  const total = counts.pending + counts.live + counts.rejected + counts.expired + counts.closed;
  const countOf = (value: View) =>
    value === "queue" ? counts.pending + counts.edits : value === "all" ? total : counts[value as ListingStatus];
  return (
    <section aria-labelledby="admin-properties-title">
      <AdminHeading
        id="admin-properties-title"
        title={t("Posted properties")}
        lead={t(
          "New listings and owners' changes wait here for a check, oldest first. Nothing reaches visitors until you approve it.",
        )}
      />

      <nav aria-label={t("Filter by status")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map(({ value, label }) => (
            <li key={value}>
              <Link
                to={value === "queue" ? "?" : `?status=${value}`}
                aria-current={view === value ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-semibold ${
                  view === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-slate-50"
                }`}
              >
                {t(label)}
                <span className="tabular-nums opacity-80">{countOf(value)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <AnswerMessage answer={actionData} className="mt-4" />
      <BatchSummary batch={actionData && "batch" in actionData ? actionData.batch : undefined} />

      {poster ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="queue-one-poster">
          {t("Only one poster's listings and changes are shown.")}{" "}
          <Link to="?" className="font-semibold text-brand-800 underline">
            {t("Show everyone's")}
          </Link>
        </p>
      ) : null}
      {queue ? (
        queue.items.length ? (
          <ApprovalQueue items={queue.items} edits={edits} at={at} />
        ) : (
          <EmptyNote className="mt-6 p-6">{t("No pending properties to approve.")}</EmptyNote>
        )
      ) : null}
      {list ? <PropertyTable items={list.items} /> : null}
      <Pagination
        page={(queue ?? list)?.page ?? 1}
        pages={(queue ?? list)?.pages ?? 1}
        label={t("Pages of properties")}
      />
    </section>
  );
}

function PropertyTable({ items }: { items: Array<AdminPropertySummary & { posted: string }> }) {
  const { t } = useI18n();
  if (!items.length) return <EmptyNote className="mt-6 p-6">{t("No properties in this list.")}</EmptyNote>;
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <ColumnHeads
          columns={[t("Property"), t("Owner"), t("Posted"), t("Status")]}
          className="bg-slate-50 text-slate-600"
          cellClassName="px-4 py-3 font-semibold"
        />
        <tbody className="divide-y divide-slate-100">
          {items.map((property) => (
            <tr key={property.id} data-testid="admin-property-row" data-property-id={property.id}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <AdminThumb image={property.image} />
                  <div className="min-w-0">
                    <Link
                      to={propertyHref(property.id)}
                      className="font-semibold text-ink hover:underline"
                      translate="no"
                    >
                      {property.name}
                    </Link>
                    <p className="text-slate-600">
                      <PlaceWords locality={property.locality} city={property.city} /> · {t(property.propertyType)}
                    </p>
                    <p className="font-medium text-ink">{property.priceText}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                <PosterOnDesk item={property} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{property.posted}</td>
              <td className="px-4 py-3">
                <ListingStatusBadge status={property.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
