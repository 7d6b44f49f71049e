import { Link, useLocation } from "react-router";

/** Previous / next links for a list paginated on the server (?page=N). */
export function Pagination({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const base = "rounded-lg border px-4 py-2 font-semibold";
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${base} border-slate-300 hover:bg-slate-50`} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="text-slate-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={`${base} border-slate-300 hover:bg-slate-50`} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
