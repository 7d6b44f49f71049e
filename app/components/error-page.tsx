import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { useSite } from "#app/components/root-data";
import { brandName } from "#app/config/site";

interface ErrorPageProps {
  error: unknown;
}

const COPY: Record<number, { title: string; body: string }> = {
  403: { title: "This page is for administrators", body: "Your account does not have access to this page." },
  404: {
    title: "Page not found",
    body: "We could not find the page you were looking for. It may have moved or been removed.",
  },
  429: { title: "Too many requests", body: "Please wait a minute and try again." },
};

/** A calm page for every error: what happened, and a way on. Details go to the server log. */
export function ErrorPage({ error }: ErrorPageProps) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = COPY[status] ?? {
    title: "Something went wrong",
    body: "We could not load this page just now. Please try again in a moment.",
  };
  const detail =
    isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : undefined;
  const title = `${copy.title} | ${brandName(useSite())}`;
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl py-10 text-center">
      {/* Error pages have no meta of their own; React places this title in the head. */}
      <title>{title}</title>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error {status}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {copy.title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{detail ?? copy.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Go to the home page
        </Link>
        {status >= 500 || status === 429 ? (
          <a
            href={`${location.pathname}${location.search}`}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          >
            Try again
          </a>
        ) : null}
      </div>
    </section>
  );
}
