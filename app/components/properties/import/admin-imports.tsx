import { Link } from "react-router";
import { ColumnHeads } from "#app/components/admin/column-heads";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type AdminImportSummary, STATUS_WORDS } from "#app/modules/properties/import/types";
import { formatDateTime } from "#app/modules/text/format";

/**
 * The dashboard's latest imports from every poster (files and the API): who sent what, how
 * far it is, and a way to review that poster's new listings and changes together in the
 * approval queue (where "Approve selected" approves them after the same checks).
 */
export function AdminImports({ imports }: { imports: readonly AdminImportSummary[] }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="imports-title" className="mt-10" data-testid="admin-imports">
      <h2 id="imports-title" className="text-lg font-semibold">
        {t("Latest imports")}
      </h2>
      {imports.length ? (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <ColumnHeads
              columns={[t("Poster"), t("File"), t("State"), t("New, changed, refused"), t("Review")]}
              className="bg-slate-50 text-slate-600"
              cellClassName="px-4 py-2 font-semibold"
            />
            <tbody className="divide-y divide-slate-100">
              {imports.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="px-4 py-2 font-medium" translate="no">
                    {item.posterName}
                  </th>
                  <td className="px-4 py-2 break-all">
                    {item.fileName === "API" ? (
                      t("Sent by their CRM (API)")
                    ) : (
                      // A file's name is the poster's, as they wrote it: not words to translate.
                      <span translate="no">{item.fileName}</span>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    {t(STATUS_WORDS[item.status])}
                    <span className="block text-slate-600">{formatDateTime(item.createdAt, locale)}</span>
                  </td>
                  <td className="px-4 py-2">
                    {item.counts.new}, {item.counts.changed}, {item.counts.refused}
                  </td>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/Postproject?poster=${encodeURIComponent(item.posterId)}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t("Their listings waiting for approval")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-slate-600">{t("No imports yet.")}</p>
      )}
    </section>
  );
}
