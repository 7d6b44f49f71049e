import { Form, Link } from "react-router";
import { Photo } from "#app/components/photo";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { CompareCell, CompareColumn, CompareRow } from "#app/modules/properties/compare/view";
import { COMPARE_WORDS } from "#app/modules/properties/compare/words";

/**
 * The comparison: a real table (a column per listing, a row per fact, headers for both), the
 * facts' column held at the left while the listings scroll sideways on a phone, with a hint
 * that they do. Printed, it fits the page's width with nothing to press.
 */
export function CompareTable({ columns, rows }: { columns: CompareColumn[]; rows: CompareRow[] }) {
  const shown = columns.map((column) => column.id).join(",");
  const { t } = useI18n();
  return (
    <>
      <p className="mb-2 text-sm text-slate-600 sm:hidden print:hidden" data-testid="scroll-hint">
        <span aria-hidden="true">⇆ </span>
        {t(COMPARE_WORDS.scrollHint)}
      </p>
      {/* Focusable, so a keyboard can scroll it; named by the table's caption. */}
      <section
        className="overflow-x-auto rounded-xl border border-slate-200 print:overflow-visible print:border-0"
        aria-labelledby="compare-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        data-testid="compare-scroller"
      >
        <table className="w-full border-collapse text-left text-sm print:text-xs" data-testid="compare-table">
          <caption id="compare-caption" className="sr-only">
            {t(COMPARE_WORDS.caption)}
          </caption>
          <thead>
            <tr className="align-top">
              <th
                scope="col"
                className="sticky left-0 z-10 w-32 min-w-32 border-b border-slate-200 bg-slate-50 p-3 font-semibold text-slate-700 print:static"
              >
                {t(COMPARE_WORDS.fact)}
              </th>
              {columns.map((column) => (
                <ListingHead key={column.id} column={column} shown={shown} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="align-top" data-testid={`row-${row.key}`}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-slate-200 bg-slate-50 p-3 font-semibold text-slate-700 print:static"
                >
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <Cell key={columns[index]?.id ?? index} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function ListingHead({ column, shown }: { column: CompareColumn; shown: string }) {
  const { t } = useI18n();
  return (
    <th
      scope="col"
      className="min-w-48 border-b border-slate-200 p-3 font-normal sm:min-w-56"
      data-testid="compare-column"
    >
      {column.image ? (
        <Photo
          image={column.image}
          preferredWidth={320}
          alt=""
          loading="lazy"
          decoding="async"
          className="mb-2 h-28 w-full rounded-lg object-cover print:hidden"
        />
      ) : null}
      <Link to={column.href} className="block font-bold text-ink underline" translate="no">
        {column.name}
      </Link>
      <span className="block text-slate-600" translate="no">
        {column.place}
      </span>
      <Form method="post" action="/compare" className="mt-1 print:hidden">
        <input type="hidden" name="id" value={column.id} />
        <input type="hidden" name="on" value="0" />
        <input type="hidden" name="ids" value={shown} />
        <button
          type="submit"
          aria-label={t(COMPARE_WORDS.remove, { name: column.name })}
          className="text-sm text-red-800 underline"
        >
          {t(COMPARE_WORDS.removeShort)}
        </button>
      </Form>
    </th>
  );
}

function Cell({ cell }: { cell: CompareCell }) {
  const { t } = useI18n();
  return (
    <td
      className={`border-b border-slate-200 p-3 ${cell.best ? "bg-emerald-50 print:bg-transparent" : ""}`}
      data-best={cell.best ? "" : undefined}
    >
      <span className={cell.unknown ? "text-slate-600 italic" : "font-semibold text-ink"}>{cell.text}</span>
      {cell.detail ? <span className="mt-0.5 block text-xs text-slate-600">{cell.detail}</span> : null}
      {cell.best ? (
        <span className="mt-1 block text-xs font-bold text-emerald-900">
          <span aria-hidden="true">★ </span>
          {t(COMPARE_WORDS.best)}
        </span>
      ) : null}
    </td>
  );
}
