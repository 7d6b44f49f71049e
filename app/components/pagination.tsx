import { Link, useSearchParams } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface PaginationProps {
  page: number;
  pages: number;
  /** The query parameter holding the page number (a page with two lists uses two). */
  param?: string;
  /** The list's name for screen readers, in the page's language ("Pages" when none). */
  label?: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pages: number): Array<number | "gap"> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push("gap");
    result.push(n);
  }
  return result;
}

/** Links to other pages of a list; the page lives in the URL, so every page can be shared. */
export function Pagination({ page, pages, param = "page", label }: PaginationProps) {
  const [searchParams] = useSearchParams();
  const { t } = useI18n();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const next = new URLSearchParams(searchParams);
    if (n === 1) next.delete(param);
    else next.set(param, String(n));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const item = "inline-flex min-w-11 items-center justify-center rounded-lg border px-3 py-2 font-semibold";
  return (
    <nav aria-label={label ?? t("Pages")} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={`${item} border-slate-300 hover:bg-slate-50`} rel="prev">
              {t("Previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("Page {number}", { number: n })}
                className={`${item} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-slate-50"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} className={`${item} border-slate-300 hover:bg-slate-50`} rel="next">
              {t("Next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
