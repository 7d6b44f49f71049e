import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { CompareTable } from "#app/components/properties/compare/compare-table";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { COMPARE_WORDS } from "#app/modules/properties/compare/words";
import { answerCompareForm, comparePage } from "#app/modules/properties/pages/compare-page.server";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/compare";

// A comparison is whatever its address asks for: shareable, never a page for search engines.
export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  return pageMeta(args, { title: t(COMPARE_WORDS.title), description: t(COMPARE_WORDS.lead), noindex: true });
};

export const loader = ({ request }: Route.LoaderArgs) => comparePage(request);

/** "Compare" or "Remove" pressed without JavaScript: the choice kept, then the comparison. */
export const action = ({ request }: Route.ActionArgs) => answerCompareForm(request);

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { title, lead, columns, rows, problems, notes, prompt } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="container-page py-8 print:py-2">
        {problems.length ? (
          <ul
            className="mb-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="compare-problems"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {prompt ? (
          <p className="mb-4 text-slate-700" data-testid="compare-prompt">
            {prompt}{" "}
            <Link to="/Search" className="font-semibold text-brand-800 underline">
              {t(COMPARE_WORDS.search)}
            </Link>
          </p>
        ) : null}
        {columns.length ? (
          <>
            <CompareTable columns={columns} rows={rows} />
            <div className="mt-4 space-y-1 text-sm text-slate-600">
              <p>{t(COMPARE_WORDS.bestNote)}</p>
              {notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
              <p className="print:hidden">{t(COMPARE_WORDS.share)}</p>
            </div>
            <PrintButton />
          </>
        ) : null}
      </div>
    </>
  );
}

/** Printing needs the page's script; without it the browser's own Print still gives the print layout. */
function PrintButton() {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="mt-4 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 print:hidden"
    >
      {t(COMPARE_WORDS.print)}
    </button>
  );
}
