import { Link, useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AnswerMessage } from "#app/components/admin/answer-message";
import { ColumnHeads } from "#app/components/admin/column-heads";
import { EmptyNote } from "#app/components/admin/empty-note";
import { AdminHeading } from "#app/components/content/admin-heading";
import { Pagination } from "#app/components/pagination";
import { ApproveButton, RejectForm } from "#app/components/properties/lifecycle/property-actions";
import { ListingStatusBadge, UnverifiedBadge } from "#app/components/properties/property-row";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { propertyHref } from "#app/modules/listing-core/links";
import { imageUrl } from "#app/modules/media/image-urls";
import { now } from "#app/modules/platform/clock.server";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { parsePage } from "#app/modules/platform/pagination";
import { listingTypeLabel } from "#app/modules/properties/display";
import { handlePropertyAction } from "#app/modules/properties/lifecycle/actions.server";
import type { EditReview } from "#app/modules/properties/lifecycle/edits.server";
import { approvalQueuePage, type QueueItem } from "#app/modules/properties/lifecycle/queue.server";
import { waitedFor } from "#app/modules/properties/lifecycle/waiting";
import {
  type AdminFilter,
  type AdminPropertySummary,
  adminProperties,
  propertyCounts,
} from "#app/modules/properties/properties.server";
import { isListingStatus, type ListingStatus, STATUS_LABELS } from "#app/modules/properties/status";
import { FLAG_MESSAGES, flagText } from "#app/modules/properties/trust/flag-messages";
import { flagsIn } from "#app/modules/properties/trust/flags.server";
import type { ListingFlag } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";
import { COUNTS } from "#app/modules/text/plural";
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
    const { queue, ...rest } = await approvalQueuePage(page);
    return {
      view,
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
  const { view, counts, queue, edits, list, at } = loaderData;
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

      {queue ? (
        queue.items.length ? (
          <ol className="mt-6 space-y-4" data-testid="approval-queue">
            {queue.items.map((item) => (
              <QueueEntry key={`${item.kind}-${item.id}`} item={item} review={edits[item.id]} at={at} />
            ))}
          </ol>
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

function Thumb({ image, label }: { image: AdminPropertySummary["image"]; label?: string }) {
  const { t } = useI18n();
  return image ? (
    <img
      src={imageUrl(image, 480)}
      width={96}
      height={72}
      alt={label ? t(label) : ""}
      loading="lazy"
      className="h-18 w-24 shrink-0 rounded-md object-cover"
    />
  ) : (
    <span className="flex h-18 w-24 shrink-0 items-center justify-center rounded-md bg-slate-100 text-center text-[10px] leading-tight text-slate-700">
      {t("No Image Available")}
    </span>
  );
}

function Owner({ item }: { item: AdminPropertySummary }) {
  const { t } = useI18n();
  return (
    <div className="text-sm">
      <p className="font-medium" translate={item.ownerName ? "no" : undefined}>
        {item.ownerName ?? t("Owner details not available.")}
      </p>
      {item.ownerEmail ? <p className="text-slate-600">{item.ownerEmail}</p> : null}
      {item.ownerEmail ? (
        item.ownerVerified ? (
          <p className="text-emerald-800">{t("E-mail confirmed")}</p>
        ) : (
          <UnverifiedBadge />
        )
      ) : null}
    </div>
  );
}

function QueueEntry({ item, review, at }: { item: QueueItem; review?: EditReview; at: number }) {
  const edit = item.kind === "edit";
  const i18n = useI18n();
  const { t, plural, locale } = i18n;
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="admin-property-row"
      data-property-id={item.id}
      data-kind={item.kind}
    >
      <div className="flex flex-wrap items-start gap-4">
        <Thumb image={item.image} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={propertyHref(item.id)} className="font-semibold text-ink hover:underline" translate="no">
              {item.name}
            </Link>
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${edit ? "bg-sky-100 text-sky-900" : "bg-amber-100 text-amber-900"}`}
            >
              {edit ? t("Changes to a live listing") : t("New listing")}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            {[item.locality, item.city ? t(item.city) : item.city].filter(Boolean).join(", ")} · {t(item.propertyType)}{" "}
            · {t(listingTypeLabel(item.listingType))}
          </p>
          {/* What an Admin checks first: price, BHK and area (with the bigha factor), and how many photos. */}
          <p className="text-sm text-ink" data-testid="queue-facts">
            <span className="font-medium">{item.priceText}</span>
            {item.facts.length ? ` · ${item.facts.join(" · ")}` : ""} · {plural(item.photoCount, COUNTS.photos)}
          </p>
          {item.areaNote ? <p className="text-xs text-slate-600">{item.areaNote}</p> : null}
          <p className="mt-1 text-sm text-slate-700" data-testid="waited">
            {t("Waiting for {howLong} (since {since})", {
              howLong: waitedFor(item.waitingSince, at, i18n),
              since: formatDate(item.waitingSince, locale),
            })}
          </p>
        </div>
        <Owner item={item} />
      </div>
      {item.flags.length ? <Flags flags={item.flags} /> : null}
      {review ? <EditChanges review={review} /> : null}
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <ApproveButton id={item.id} name={item.name} edit={edit} />
        <RejectForm id={item.id} name={item.name} edit={edit} />
      </div>
    </li>
  );
}

/** The warnings found when it was sent: duplicates with the match beside it, price outliers. */
function Flags({ flags }: { flags: ListingFlag[] }) {
  const { t } = useI18n();
  return (
    <ul className="mt-3 space-y-2" data-testid="review-flags" aria-label={t("Warnings")}>
      {flags.map((flag, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the stored list never reorders
          key={index}
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950"
          data-flag={flag.kind}
        >
          <p className="font-semibold">{flagText(flag, t)}</p>
          {"match" in flag ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              {flag.match.ownPhoto ? <Thumb image={flag.match.ownPhoto} label={FLAG_MESSAGES.ours} /> : null}
              {flag.match.photo ? <Thumb image={flag.match.photo} label={FLAG_MESSAGES.theirs} /> : null}
              <p>
                <Link
                  to={propertyHref(flag.match.id)}
                  className="font-semibold text-brand-800 underline"
                  translate="no"
                >
                  {flag.match.name}
                </Link>
                <span className="block text-red-900">
                  {flag.match.place} · {flag.match.priceText}
                </span>
              </p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An edit of a live listing, field by field, with the photos it adds and removes. */
function EditChanges({ review }: { review: EditReview }) {
  const { t } = useI18n();
  return (
    <div className="mt-3 overflow-x-auto" data-testid="edit-changes">
      {review.changes.length ? (
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t("Changes")}</caption>
          <ColumnHeads
            columns={[t("Field"), t("Now"), t("After the change")]}
            className="text-slate-600"
            cellClassName="py-1 pr-4 font-semibold last:pr-0"
          />
          <tbody className="divide-y divide-slate-100">
            {review.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" className="py-1 pr-4 font-medium">
                  {t(change.label)}
                </th>
                <td className="py-1 pr-4 text-slate-600 line-through decoration-red-400">{change.before || "—"}</td>
                <td className="py-1 font-semibold text-ink">{change.after || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600">{t("No field changes.")}</p>
      )}
      {review.added.length || review.removed.length ? (
        <div className="mt-2 flex flex-wrap gap-6 text-sm">
          {review.added.length ? (
            <div>
              <p className="font-semibold">{t("Photos added ({count})", { count: review.added.length })}</p>
              <div className="mt-1 flex flex-wrap gap-2">
                {review.added.map((image) => (
                  <Thumb key={image.id} image={image} label={msg("Added photo")} />
                ))}
              </div>
            </div>
          ) : null}
          {review.removed.length ? (
            <div>
              <p className="font-semibold">{t("Photos removed ({count})", { count: review.removed.length })}</p>
              <div className="mt-1 flex flex-wrap gap-2 opacity-70">
                {review.removed.map((image) => (
                  <Thumb key={image.id} image={image} label={msg("Removed photo")} />
                ))}
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
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
                  <Thumb image={property.image} />
                  <div className="min-w-0">
                    <Link
                      to={propertyHref(property.id)}
                      className="font-semibold text-ink hover:underline"
                      translate="no"
                    >
                      {property.name}
                    </Link>
                    <p className="text-slate-600">
                      {[property.locality, property.city ? t(property.city) : property.city].filter(Boolean).join(", ")}{" "}
                      · {t(property.propertyType)}
                    </p>
                    <p className="font-medium text-ink">{property.priceText}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                <Owner item={property} />
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
