import { Form, Link, redirect, useNavigation } from "react-router";
import { Search as SearchIcon } from "#app/components/icons";
import { PropertyCard } from "#app/components/listings/property-card";
import { OptionList, SearchFiltersPanel } from "#app/components/listings/search-filters-panel";
import { PageHeader } from "#app/components/page-header";
import { Pagination } from "#app/components/pagination";
import { CITIES } from "#app/config/enums";
import { FIELDS } from "#app/modules/listing/fields";
import { prefixQuery } from "#app/modules/listing/query-text";
import { facetCounts, searchProperties } from "#app/modules/listings/search.server";
import {
  activeFilterCount,
  filtersToParams,
  parseFilters,
  type SearchFilters,
} from "#app/modules/listings/search-filters";
import { searchPanel } from "#app/modules/listings/search-panel";
import { activeFilters } from "#app/modules/listings/search-suggestions";
import type { PropertySummary } from "#app/modules/listings/types";
import type { Page } from "#app/modules/pagination";
import { COUNTS, plural } from "#app/modules/plural";
import { pageMeta } from "#app/modules/seo";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = (args) => {
  const q = args.loaderData?.q;
  return pageMeta(args, {
    title: q ? `“${q}”: search properties` : "Search properties",
    description: "Find approved properties by budget, BHK, area, locality, name or type.",
    // Result pages are endless variations of one page; only the empty search is indexed.
    noindex: Boolean(args.loaderData?.searched),
  });
};

/** The form every filter belongs to (controls outside it join with the form attribute). */
const FORM_ID = "property-search";

const href = (filters: SearchFilters) => {
  const query = filtersToParams(filters).toString();
  return query ? `?${query}` : "?";
};

/** Which filter to drop when nothing matches, and how many results that gives. */
async function wayOut(filters: SearchFilters) {
  const options = await Promise.all(
    activeFilters(filters).map(async ({ label, without }) => ({
      label,
      href: href(without),
      total: (await searchProperties(without, 1)).total,
    })),
  );
  return options.filter((option) => option.total > 0).sort((a, b) => b.total - a.total);
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  // One address per search: empty fields of the form and values we drop leave the URL,
  // so what is shared or bookmarked is short and means exactly what the page shows.
  const canonical = filtersToParams(filters).toString();
  if (canonical !== url.searchParams.toString()) throw redirect(`${url.pathname}${canonical ? `?${canonical}` : ""}`);
  const searched = Boolean(filters.q) || activeFilterCount(filters) > 0;
  // Punctuation alone matches nothing (rather than everything).
  const nothing: Page<PropertySummary> = { items: [], total: 0, page: filters.page, pages: 1 };
  const [results, counts] = !searched
    ? [null, undefined]
    : filters.q && !prefixQuery(filters.q)
      ? [nothing, undefined]
      : await Promise.all([searchProperties(filters), facetCounts(filters)]);
  return {
    q: filters.q,
    city: filters.city,
    searched,
    results,
    chips: activeFilters(filters).map(({ label, without }) => ({ label, href: href(without) })),
    wayOut: results && results.total === 0 ? await wayOut(filters) : [],
    panel: searchPanel(filters, counts),
    cityLabel: FIELDS.city.label,
  };
}

const EXAMPLES = ["Gomti Nagar", "Plot", "Faizabad Road", "Villa", "Sector 150"];

/**
 * /Search: approved properties by budget, BHK, area, locality and the rest, or by any word;
 * one GET form whose URL is the search, so it can be shared and works without JavaScript.
 */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, city, results, chips, wayOut, panel, cityLabel } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname.toLowerCase() === "/search";
  return (
    <>
      <PageHeader
        title="Search properties"
        lead="Find approved properties by budget, BHK, area, locality, name or type."
      >
        <Form
          id={FORM_ID}
          method="get"
          role="search"
          className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-[1fr_12rem_auto]"
        >
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

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-labelledby="filters-title">
          <h2 id="filters-title" className="text-lg font-bold text-ink">
            Filters
          </h2>
          <div className="mt-4">
            <SearchFiltersPanel panel={panel} form={FORM_ID} />
          </div>
        </aside>

        <div className="min-w-0">
          {results === null ? (
            <div className="max-w-2xl">
              <h2 className="text-xl font-bold text-ink">Try a search</h2>
              <p className="mt-2 text-slate-600">
                Type part of a locality, project name or property type, such as “gomti” or “plot”, choose a city, or set
                a budget and the number of bedrooms.
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
          ) : (
            <>
              <div className="flex flex-wrap items-end justify-between gap-4">
                <h2 className="text-xl font-bold text-ink" aria-live="polite" data-testid="result-count">
                  {results.total
                    ? `${plural(results.total, COUNTS.properties)} found${q ? ` for “${q}”` : ""}${city ? ` in ${city}` : ""}`
                    : "No approved properties match your search."}
                </h2>
                <div className="flex items-end gap-2">
                  <div>
                    <label htmlFor="search-sort" className="block text-sm font-semibold text-slate-800">
                      Sort by
                    </label>
                    <select
                      id="search-sort"
                      name="sort"
                      form={FORM_ID}
                      defaultValue={panel.sort.value}
                      key={panel.sort.value}
                      className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm"
                    >
                      <OptionList options={panel.sort.options} />
                    </select>
                  </div>
                  <button
                    type="submit"
                    form={FORM_ID}
                    className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50"
                  >
                    Sort
                  </button>
                </div>
              </div>
              {chips.length ? (
                <ul className="mt-4 flex flex-wrap gap-2" aria-label="Filters in use">
                  {chips.map((chip) => (
                    <li key={chip.label}>
                      <Link
                        to={chip.href}
                        className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-600"
                      >
                        {chip.label}
                        <span aria-hidden="true"> ×</span>
                        <span className="sr-only"> (remove this filter)</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {results.items.length ? (
                <>
                  <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="search-results">
                    {results.items.map((property) => (
                      <li key={property.id}>
                        <PropertyCard property={property} detailed />
                      </li>
                    ))}
                  </ul>
                  <Pagination page={results.page} pages={results.pages} label="Pages of results" />
                </>
              ) : (
                <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8" data-testid="no-results">
                  {wayOut.length ? (
                    <>
                      <p className="font-semibold text-ink">Remove a filter to see more:</p>
                      <ul className="mt-3 flex flex-wrap gap-2">
                        {wayOut.map((option) => (
                          <li key={option.label}>
                            <Link
                              to={option.href}
                              className="inline-flex rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
                            >
                              Without {option.label}: {plural(option.total, COUNTS.properties)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <p className="text-slate-600">
                      Check the spelling, use fewer words, or{" "}
                      <Link to="/listing-post" className="font-semibold text-brand-700 hover:underline">
                        browse every listed property
                      </Link>
                      .
                    </p>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
