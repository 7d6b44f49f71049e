import { Form, Link, useNavigation } from "react-router";
import { Search as SearchIcon } from "#app/components/icons";
import { PropertyCard } from "#app/components/listings/property-card";
import { PageHeader } from "#app/components/page-header";
import { Pagination } from "#app/components/pagination";
import { CITIES } from "#app/config/enums";
import { FIELDS } from "#app/modules/listing/fields";
import { searchApprovedProperties } from "#app/modules/listings/listings.server";
import { parseSearch } from "#app/modules/listings/search-params";
import { COUNTS, plural } from "#app/modules/plural";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = (args) => {
  const q = args.loaderData?.q;
  return pageMeta(args, {
    title: q ? `“${q}”: search properties` : "Search properties",
    description: "Find approved properties by name, locality, city, address or type.",
    // Result pages are endless variations of one page; only the empty search is indexed.
    noindex: Boolean(q || args.loaderData?.city),
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const state = parseSearch(new URL(request.url).searchParams);
  const results = state.q || state.city ? await searchApprovedProperties(state) : null;
  return { ...state, results, cityLabel: FIELDS.city.label };
}

const EXAMPLES = ["Gomti Nagar", "Plot", "Faizabad Road", "Villa", "Sector 150"];

/** /Search: full-text search over approved properties, with the query in the URL. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, city, results, cityLabel } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname.toLowerCase() === "/search";
  return (
    <>
      <PageHeader title="Search properties" lead="Find approved properties by name, locality, city, address or type.">
        <Form method="get" role="search" className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-[1fr_12rem_auto]">
          <div>
            <label htmlFor="search-q" className="sr-only">
              Search by name, locality, city, address or type
            </label>
            <div className="relative">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                id="search-q"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                maxLength={100}
                placeholder="Locality, project, city or type"
                className="block w-full rounded-lg border border-slate-300 bg-white py-3 pr-3 pl-10 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
              />
            </div>
          </div>
          <div>
            <label htmlFor="search-city" className="sr-only">
              {cityLabel}
            </label>
            <select
              id="search-city"
              name="city"
              defaultValue={city ?? ""}
              key={city ?? ""}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
            >
              <option value="">All cities</option>
              {CITIES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            disabled={searching}
          >
            {searching ? "Searching..." : "Search"}
          </button>
        </Form>
      </PageHeader>

      <div className="container-page py-10">
        {results === null ? (
          <div className="max-w-2xl">
            <h2 className="text-xl font-bold text-ink">Try a search</h2>
            <p className="mt-2 text-slate-600">
              Type part of a locality, project name or property type, such as “gomti” or “plot”, or choose a city.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {EXAMPLES.map((example) => (
                <li key={example}>
                  <Link
                    to={`?q=${encodeURIComponent(example)}`}
                    className="inline-flex rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
                  >
                    {example}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : results.items.length ? (
          <>
            <h2 className="text-xl font-bold text-ink" aria-live="polite">
              {plural(results.total, COUNTS.properties)} found
              {q ? ` for “${q}”` : ""}
              {city ? ` in ${city}` : ""}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
              {results.items.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} detailed />
                </li>
              ))}
            </ul>
            <Pagination page={results.page} pages={results.pages} label="Pages of results" />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-bold text-ink" aria-live="polite">
              No approved properties match your search.
            </h2>
            <p className="mt-2 text-slate-600">
              Check the spelling, use fewer words, or{" "}
              <Link to="/listing-post" className="font-semibold text-brand-700 hover:underline">
                browse every listed property
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </>
  );
}
