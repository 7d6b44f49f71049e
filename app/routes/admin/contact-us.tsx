import { adminMeta } from "#app/components/admin/admin-meta";
import { EmptyNote } from "#app/components/admin/empty-note";
import { AdminHeading } from "#app/components/content/admin-heading";
import { Pagination } from "#app/components/pagination";
import { telHref } from "#app/config/site";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { listContactMessages } from "#app/modules/contact-us/contact-us.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { pageNumber } from "#app/modules/platform/pagination";
import { formatDateTime } from "#app/modules/text/format";
import { COUNTS } from "#app/modules/text/plural";
import type { Route } from "./+types/contact-us";

export const meta = adminMeta((t) => ({
  title: t("Contact messages"),
  description: t("Messages sent through the contact form."),
}));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await listContactMessages(pageNumber(request.url));
  const locale = localeOf(request);
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, received: formatDateTime(row.createdAt, locale) })),
  };
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { items: rows, total, page, pages } = loaderData;
  const { t, plural } = useI18n();
  return (
    <section>
      <AdminHeading
        title={t("Contact messages")}
        lead={
          total === 0
            ? t("Messages sent through the contact form.")
            : t("{count}, newest first.", { count: plural(total, COUNTS.messages) })
        }
      />
      {rows.length === 0 ? (
        <EmptyNote className="mt-8 p-8 text-center">{t("No contacts available.")}</EmptyNote>
      ) : (
        <ol className="mt-6 space-y-4">
          {rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold" translate="no">
                  {row.name}
                </h2>
                <p className="text-sm text-slate-600">
                  <time dateTime={new Date(row.createdAt).toISOString()}>{row.received}</time>
                </p>
              </div>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1.5">
                  <dt className="text-slate-600">{t("Number:")}</dt>
                  <dd>
                    <a href={telHref(row.mobileNumber)} className="font-semibold text-brand-700 hover:underline">
                      {row.mobileNumber}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-slate-600">{t("E-mail:")}</dt>
                  <dd>
                    <a href={`mailto:${row.email}`} className="font-semibold break-all text-brand-700 hover:underline">
                      {row.email}
                    </a>
                  </dd>
                </div>
              </dl>
              {/* As the sender wrote it, in their language. */}
              <p className="mt-3 whitespace-pre-line text-slate-800" translate="no">
                {row.message}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pages={pages} label={t("Contact message pages")} />
    </section>
  );
}
