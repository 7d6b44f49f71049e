import { data, Link, redirect, useLocation } from "react-router";
import { PageHeader } from "#app/components/page-header";
import { SaveSearch } from "#app/components/properties/saved-searches/save-search";
import { FilterSheet } from "#app/components/properties/search/filter-sheet";
import { NearMe } from "#app/components/properties/search/near-me";
import { SearchBox } from "#app/components/properties/search/search-box";
import { SearchMap } from "#app/components/properties/search/search-map";
import { SearchResults } from "#app/components/properties/search/search-results";
import { Name, Words } from "#app/components/words";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { withoutLocale } from "#app/modules/i18n/locale";
import { msg, msgPlural, type PluralWords } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { FIELDS } from "#app/modules/listing-core/fields";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { describeSearch, saveSearch } from "#app/modules/properties/saved-searches/saved-searches.server";
import { activeFilterCount, filtersToParams, parseFilters } from "#app/modules/properties/search/filters";
import {
  searchPage,
  searchViews,
  withKnownLocalities,
  withTypedQuery,
} from "#app/modules/properties/search/search-page.server";
import { COUNTS } from "#app/modules/text/plural";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  const q = args.loaderData?.q;
  return pageMeta(args, {
    title: q ? t("“{q}”: search properties", { q }) : t("Search properties"),
    description: t(LEAD),
    // Result pages are endless variations of one page; only the empty search is indexed.
    noindex: Boolean(args.loaderData?.searched),
  });
};

const LEAD = msg("Find approved properties by budget, BHK, area, locality, name or type.");

/** The form every filter belongs to (controls outside it join with the form attribute). */
const FORM_ID = "property-search";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const words = serverTranslator(localeOf(request));
  const filters = await withKnownLocalities(await withTypedQuery(parseFilters(url.searchParams)));
  // One address per search: empty fields of the form, values we drop, misspelt localities
  // and the words of the box it understood ("3 BHK under 60 lakh") leave the URL or become
  // its filters, so what is shared or bookmarked is short and means exactly what the page shows.
  const canonical = filtersToParams(filters).toString();
  if (canonical !== url.searchParams.toString())
    throw redirect(`${withoutLocale(url.pathname)}${canonical ? `?${canonical}` : ""}`);
  return {
    q: filters.q,
    city: filters.city,
    active: activeFilterCount(filters),
    ...(await searchPage(filters, words)),
    ...(await searchViews(filters, words)),
    cityLabel: words.t(FIELDS.city.label),
    searchName: describeSearch(filters, words),
  };
}

/** "Save this search" (signed in): the filters of the page, without its order or page. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const outcome = await saveSearch(
    user.id,
    String(form.get("name") ?? ""),
    new URLSearchParams(String(form.get("query") ?? "")),
    serverTranslator(localeOf(request)),
  );
  return data({ ok: outcome.ok, message: outcome.message }, outcome.ok ? undefined : { status: outcome.status });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** Searches to start with; the box reads them in either language. */
const EXAMPLES = [msg("Gomti Nagar"), msg("Plot"), msg("Faizabad Road"), msg("Villa"), msg("Sector 150")];

/**
 * /Search: approved properties by budget, BHK, area, locality and the rest, or by any word;
 * one GET form whose URL is the search, so it can be shared and works without JavaScript.
 */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, city, searched, results, chips, wayOut, panel, cityLabel, active, searchName } = loaderData;
  const { view, listHref, mapHref, markers, box, within } = loaderData;
  const location = useLocation();
  const { t, plural } = useI18n();
  return (
    <>
      <PageHeader title={t("Search properties")} lead={t(LEAD)}>
        <SearchBox formId={FORM_ID} q={q} city={city} cityLabel={cityLabel} view={view} box={box} />
      </PageHeader>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div>
          <FilterSheet key={location.search} panel={panel} form={FORM_ID} total={results.total} active={active} />
        </div>

        <div className="min-w-0">
          {searched ? (
            <SaveSearch suggestedName={searchName} />
          ) : (
            // Nothing asked yet: every live listing follows; these start a search.
            <div className="mb-6">
              <h2 className="text-base font-semibold text-ink">{t("Try a search")}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {EXAMPLES.map((example) => (
                  <li key={example}>
                    <Link
                      to={`?q=${encodeURIComponent(t(example))}`}
                      className="inline-flex rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
                    >
                      {t(example)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-3">
            <nav aria-label={t("Show the results as")} className="flex gap-2">
              {(
                [
                  ["list", listHref, t("List")],
                  ["map", mapHref, t("Map")],
                ] as const
              ).map(([name, href, label]) => (
                <Link
                  key={name}
                  to={href}
                  aria-current={view === name ? "page" : undefined}
                  className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
                    view === name
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  }`}
                >
                  {label}
                </Link>
              ))}
            </nav>
            <NearMe within={within} />
          </div>
          {markers ? (
            <SearchMap markers={markers} box={box} city={city} total={results.total} unplaced={loaderData.unplaced} />
          ) : null}
          <SearchResults
            results={results}
            heading={
              results.total === 0
                ? t("No approved properties match your search.")
                : searched
                  ? foundHeading(t, plural, results.total, q, city)
                  : t("All {properties}, newest first", { properties: plural(results.total, COUNTS.properties) })
            }
            chips={chips}
            wayOut={wayOut}
            nearby={loaderData.nearby}
            panel={panel}
            form={FORM_ID}
          />
        </div>
      </div>
    </>
  );
}

/**
 * "12 properties found for “villa” in Lucknow": a whole sentence per case, for word order,
 * and counted, for agreement ("1 संपत्ति मिली", "3 संपत्तियाँ मिलीं"). What was typed is
 * shown as typed.
 */
function foundHeading(
  t: (message: string) => string,
  plural: (count: number, words: PluralWords) => string,
  total: number,
  q: string,
  city: string | undefined,
) {
  const words = q && city ? FOUND.forInCity : q ? FOUND.for : city ? FOUND.inCity : FOUND.any;
  return <Words message={plural(total, words)} values={{ q: <Name>{q}</Name>, ...(city ? { city: t(city) } : {}) }} />;
}

const FOUND = {
  forInCity: msgPlural({
    one: "{count} property found for “{q}” in {city}",
    other: "{count} properties found for “{q}” in {city}",
  }),
  for: msgPlural({ one: "{count} property found for “{q}”", other: "{count} properties found for “{q}”" }),
  inCity: msgPlural({ one: "{count} property found in {city}", other: "{count} properties found in {city}" }),
  any: msgPlural({ one: "{count} property found", other: "{count} properties found" }),
};
