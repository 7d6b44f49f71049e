import { data, Form, Link, redirect, useLocation } from "react-router";
import { Breadcrumbs, type Crumb } from "#app/components/breadcrumbs";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";
import { PageHeader } from "#app/components/page-header";
import { FilterSheet } from "#app/components/properties/search/filter-sheet";
import { SearchResults } from "#app/components/properties/search/search-results";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Translator } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { circleRatesInForce } from "#app/modules/properties/costs/circle-rates.server";
import { circleRatesSection } from "#app/modules/properties/costs/true-cost.server";
import { placePrices } from "#app/modules/properties/prices/place-prices.server";
import { activeFilterCount } from "#app/modules/properties/search/filters";
import { placeHref } from "#app/modules/properties/search/place-links";
import {
  localityName,
  placeDescription,
  placeName,
  placeTabTitle,
  placeTitle,
  resolvePlacePage,
} from "#app/modules/properties/search/place-page.server";
import type { Place } from "#app/modules/properties/search/places";
import { livePlaces } from "#app/modules/properties/search/places.server";
import { searchPage } from "#app/modules/properties/search/search-page.server";
import { COUNTS } from "#app/modules/text/plural";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/place";

// The asking prices are read, not used: their server HTML (links, an SVG, a table) needs no
// script, so their code comes only when someone reaches for them (decision 029).
const LocalityPrices = hydrateOnInteraction(() =>
  import("#app/components/properties/prices/locality-prices").then((module) => module.LocalityPrices),
);

/** Other places a place page links to. */
const MORE_PLACES = 24;

const FORM_ID = "place-search";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  const page = args.loaderData;
  if (!page?.name) {
    return pageMeta(args, {
      title: t("Place not found"),
      description: t("We have no live properties there."),
      noindex: true,
    });
  }
  return pageMeta(args, {
    title: page.tabTitle,
    description: page.description,
    canonicalPath: page.canonical,
    noindex: (page.results?.page ?? 1) > 1,
  });
};

/**
 * /properties/{city}[/{locality}][/{buy|rent|…}]: the live properties of a place, a page a
 * search engine can list and a person can share: the same results, filters and counts as
 * /Search, with a title, description and breadcrumbs that name the place. Its filters lead
 * to /Search with the place already chosen; only the page and the sort stay here.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const resolved = await resolvePlacePage(params, new URL(request.url));
  if (!resolved) throw data(null, { status: 404 });
  if ("redirectTo" in resolved) throw redirect(resolved.redirectTo);
  const { city, place, listingType, filters, path, page } = resolved;
  const words = serverTranslator(localeOf(request));
  const name = placeName(words, city, place);
  const places = await livePlaces();
  const inCity = places.filter((other) => other.city === city && other.slug !== place?.slug);
  // Asking prices are of sales: a locality's page and its "buy" page show them, not its rentals.
  const showPrices = place && (!listingType || listingType === "Sell");
  const [search, prices, rates] = await Promise.all([
    searchPage(filters, words),
    showPrices ? placePrices(words, city, place.locality, name) : null,
    place ? circleRatesInForce(city, place.locality) : [],
  ]);
  return {
    city,
    name,
    listingType,
    title: placeTitle(words, name, listingType),
    description: placeDescription(words, name, listingType, search.results.total),
    tabTitle: placeTabTitle(words, name, listingType, search.results.total),
    canonical: `${path}${page > 1 ? `?page=${page}` : ""}`,
    trail: trailOf(words, city, place, listingType),
    types: typesAt(words, city, place, places),
    localities: inCity.slice(0, MORE_PLACES).map((other) => ({
      label: localityName(other.locality, words.locale),
      href: placeHref(city, other.locality, listingType && other.byType[listingType] ? listingType : undefined),
      total: listingType ? (other.byType[listingType] ?? other.total) : other.total,
    })),
    active: activeFilterCount(filters),
    prices,
    // The district's circle rates in force here, worded on the server (no formatter, no words in the page's code).
    circleRates: rates.length ? circleRatesSection(words, name, rates) : null,
    ...search,
  };
}

function trailOf(
  words: Translator,
  city: Place["city"],
  place: Place | undefined,
  listingType: string | undefined,
): Crumb[] {
  const { t } = words;
  const trail: Crumb[] = [{ label: placeTitle(words, t(city), undefined), href: placeHref(city) }];
  if (place) trail.push({ label: localityName(place.locality, words.locale), href: placeHref(city, place.locality) });
  if (listingType) trail.push({ label: listingType === "Sell" ? t("Buy") : t(listingType) });
  const last = trail[trail.length - 1];
  if (last) delete last.href;
  return trail;
}

/** The listing types with live properties at a place, with their counts. */
function typesAt({ t }: Translator, city: Place["city"], place: Place | undefined, places: Place[]) {
  const byType: Record<string, number> = {};
  for (const other of place ? [place] : places.filter((item) => item.city === city)) {
    for (const [type, count] of Object.entries(other.byType)) byType[type] = (byType[type] ?? 0) + count;
  }
  return Object.entries(byType).map(([type, total]) => ({
    label: type === "Sell" ? t("For sale") : type === "Rent" ? t("For rent") : t(type),
    href: placeHref(city, place?.locality, type),
    total,
  }));
}

const pill =
  "inline-flex rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700";

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { city, title, trail, types, localities, results, chips, wayOut, panel, active, name, prices, circleRates } =
    loaderData;
  const location = useLocation();
  const { t, plural } = useI18n();
  return (
    <>
      <PageHeader
        title={title}
        lead={
          results
            ? t("{properties} live, each checked by our team.", {
                properties: plural(results.total, COUNTS.properties),
              })
            : undefined
        }
      >
        <Breadcrumbs trail={trail} className="mt-4" />
        {/* The place's filters search on /Search with the place chosen. */}
        <Form id={FORM_ID} method="get" action="/Search" className="hidden">
          <input type="hidden" name="city" value={city} />
        </Form>
        {types.length > 1 ? (
          <ul
            className="mt-4 flex flex-wrap gap-2"
            aria-label={t("Properties in {place} by listing type", { place: name })}
          >
            {types.map((type) => (
              <li key={type.href}>
                <Link to={type.href} className={pill}>
                  {type.label} ({type.total})
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </PageHeader>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div>
          <FilterSheet
            key={location.search}
            panel={panel}
            form={FORM_ID}
            total={results?.total ?? null}
            active={active}
          />
        </div>
        <div className="min-w-0">
          {results ? (
            <SearchResults
              results={results}
              heading={
                results.total
                  ? t("{properties} in {place}", { properties: plural(results.total, COUNTS.properties), place: name })
                  : t("No live properties in {place} right now.", { place: name })
              }
              chips={chips}
              wayOut={wayOut}
              nearby={loaderData.nearby}
              panel={panel}
              form={FORM_ID}
            />
          ) : null}
          {prices ? <LocalityPrices view={prices} /> : null}
          {circleRates ? (
            <section aria-labelledby="circle-rates" className="mt-12" data-testid="place-circle-rates">
              <h2 id="circle-rates" className="text-lg font-bold text-ink">
                {circleRates.title}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{circleRates.note}</p>
              <ul className="mt-2 list-disc pl-5">
                {circleRates.rates.map((rate) => (
                  <li key={rate}>{rate}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {localities.length ? (
            <section aria-labelledby="more-places" className="mt-12">
              <h2 id="more-places" className="text-lg font-bold text-ink">
                {t("More localities in {city}", { city: t(city) })}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {localities.map((other) => (
                  <li key={other.href}>
                    <Link to={other.href} className={pill}>
                      <span translate="no">{other.label}</span> ({other.total})
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
