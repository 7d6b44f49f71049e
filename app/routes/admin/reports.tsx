import { data, Form, Link, useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AnswerMessage } from "#app/components/admin/answer";
import { EmptyNote } from "#app/components/admin/empty-note";
import { AdminHeading } from "#app/components/content/admin-heading";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { isListingStatus, STATUS_LABELS } from "#app/modules/properties/status";
import { REPORT_MESSAGES, REPORT_REASONS, type ReportReason } from "#app/modules/properties/trust/report-words";
import { openReports, resolveReports } from "#app/modules/properties/trust/reports.server";
import { formatDate, formatDateTime } from "#app/modules/text/format";
import type { Route } from "./+types/reports";

export const meta = adminMeta((t) => ({ title: t("Reports"), description: t("Listings people reported.") }));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { listings: await openReports(localeOf(request)) };
}

/** Resolve: the Admin has dealt with a listing's open reports (Admins only, checked first). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  return (await resolveReports(id, admin.id))
    ? { ok: true, message: REPORT_MESSAGES.resolved }
    : data({ ok: false, message: REPORT_MESSAGES.nothingOpen }, 404);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/reports: listings people reported, newest reports first, with what they said. */
export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { listings } = loaderData;
  const actionData = useActionData<typeof action>();
  const { t, locale } = useI18n();
  return (
    <section>
      <AdminHeading
        title={t("Reports")}
        lead={t(
          "Listings visitors reported as no longer available, wrong, fake or duplicated. Check each one, act on the listing, then mark its reports as dealt with.",
        )}
      />
      <AnswerMessage answer={actionData} className="mt-4" />
      {listings.length ? (
        <ul className="mt-6 space-y-4" data-testid="reported-listings">
          {listings.map((listing) => (
            <li
              key={listing.id}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-testid="reported-listing"
              data-property-id={listing.id}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <Link to={propertyHref(listing.id)} className="font-semibold text-ink hover:underline" translate="no">
                    {listing.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {listing.place} ·{" "}
                    {t(isListingStatus(listing.status) ? STATUS_LABELS[listing.status] : listing.status)}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-2 text-sm">
                    {Object.entries(listing.counts).map(([reason, count]) => (
                      <span
                        key={reason}
                        className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-950"
                      >
                        {t(REPORT_REASONS[reason as ReportReason] ?? reason)}: {count}
                      </span>
                    ))}
                  </p>
                  {listing.ownerAskedAt ? (
                    <p className="mt-1 text-sm font-medium text-red-800" data-testid="owner-asked">
                      {t("Reported no longer available by several people; the owner was asked to confirm on {date}.", {
                        date: formatDate(listing.ownerAskedAt, locale),
                      })}
                    </p>
                  ) : null}
                </div>
                <Form method="post">
                  <input type="hidden" name="id" value={listing.id} />
                  <button
                    type="submit"
                    className="button-secondary px-3 py-2 text-sm"
                    aria-label={t("{action} {name}", { action: t("Mark as dealt with"), name: listing.name })}
                  >
                    {t("Mark as dealt with")}
                  </button>
                </Form>
              </div>
              <ol className="mt-3 space-y-1 border-l-2 border-slate-200 pl-3 text-sm">
                {listing.reports.map((report) => (
                  <li key={`${report.at}-${report.reason}`}>
                    <span className="text-slate-600">{formatDateTime(report.at, locale)}:</span>{" "}
                    {t(REPORT_REASONS[report.reason as ReportReason] ?? report.reason)}
                    {report.signedIn ? "" : ` ${t("(a visitor)")}`}
                    {report.note ? (
                      <span className="block text-slate-700" translate="no">
                        “{report.note}”
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote className="mt-6 p-6">{t("No open reports.")}</EmptyNote>
      )}
    </section>
  );
}
