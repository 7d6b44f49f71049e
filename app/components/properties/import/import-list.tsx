import { Link } from "react-router";
import type { Locale } from "#app/modules/i18n/locale";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type ImportSummary, STATUS_WORDS } from "#app/modules/properties/import/types";
import { formatDateTime } from "#app/modules/text/format";

/** The poster's recent imports, newest first, each a link to its page. */
export function ImportList({ imports, locale }: { imports: readonly ImportSummary[]; locale: Locale }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="imports-title">
      <h2 id="imports-title" className="text-xl font-bold">
        {t("Your recent imports")}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200" data-testid="import-list">
        {imports.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <Link
              to={`/profile/import/${item.id}`}
              className="font-semibold break-all text-brand-800 underline"
              translate="no"
            >
              {item.fileName}
            </Link>
            <span className="text-sm text-slate-600">
              {t(STATUS_WORDS[item.status])} · {formatDateTime(item.createdAt, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
