import { Link } from "react-router";
import { OptionList } from "#app/components/option-list";
import { Pagination } from "#app/components/pagination";
import { PropertyCard } from "#app/components/properties/property-card";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { Page } from "#app/modules/platform/pagination";
import type { SearchPanel } from "#app/modules/properties/search/panel";
import type { PropertySummary } from "#app/modules/properties/types";
import { COUNTS } from "#app/modules/text/plural";

interface LinkTo {
  label: string;
  href: string;
}

interface SearchResultsProps {
  results: Page<PropertySummary>;
  heading: React.ReactNode;
  chips: LinkTo[];
  wayOut: Array<LinkTo & { total: number }>;
  /** Nothing in the locality asked for: its neighbours where the search finds something (never swapped in unasked). */
  nearby?: { locality: string; options: Array<LinkTo & { total: number }> } | null;
  panel: SearchPanel;
  form: string;
}

const pill =
  "inline-flex rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700";

/**
 * A page of search results: the count, the sort, the filters in use (each a link that drops
 * it), the cards and page links; when nothing matches, the filters to drop and what each
 * gives. /Search and the place pages draw the same.
 */
export function SearchResults({ results, heading, chips, wayOut, nearby, panel, form }: SearchResultsProps) {
  const { t, plural } = useI18n();
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-xl font-bold text-ink" aria-live="polite" data-testid="result-count">
          {heading}
        </h2>
        <div className="flex items-end gap-2">
          <div>
            <label htmlFor="search-sort" className="block text-sm font-semibold text-slate-800">
              {t("Sort by")}
            </label>
            <select
              id="search-sort"
              name="sort"
              form={form}
              defaultValue={panel.sort.value}
              key={panel.sort.value}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm"
            >
              <OptionList options={panel.sort.options} />
            </select>
          </div>
          <button
            type="submit"
            form={form}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50"
          >
            {t("Sort")}
          </button>
        </div>
      </div>
      {chips.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("Filters in use")}>
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link
                to={chip.href}
                className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-600"
              >
                {chip.label}
                <span aria-hidden="true"> ×</span>
                <span className="sr-only"> {t("(remove this filter)")}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {results.items.length ? (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="search-results">
            {results.items.map((property, index) => (
              <li key={property.id}>
                <PropertyCard property={property} detailed priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={results.page} pages={results.pages} label={t("Pages of results")} />
        </>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8" data-testid="no-results">
          {nearby ? (
            <div className="mb-6" data-testid="nearby-localities">
              <p className="font-semibold text-ink">
                {nearby.options.length
                  ? t("Nothing in {locality} matches yet. Nearby localities where it does:", {
                      locality: nearby.locality,
                    })
                  : t("Nothing in {locality} matches yet.", { locality: nearby.locality })}
              </p>
              {nearby.options.length ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {nearby.options.map((option) => (
                    <li key={option.label}>
                      <Link to={option.href} className={pill}>
                        {t("Add {place}: {properties}", {
                          place: option.label,
                          properties: plural(option.total, COUNTS.properties),
                        })}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {wayOut.length ? (
            <>
              <p className="font-semibold text-ink">{t("Remove a filter to see more:")}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {wayOut.map((option) => (
                  <li key={option.label}>
                    <Link to={option.href} className={pill}>
                      {t("Without {filter}: {properties}", {
                        filter: quoted(option.label),
                        properties: plural(option.total, COUNTS.properties),
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-slate-600">
              {t("Check the spelling, use fewer words, or")}{" "}
              <Link to="/listing-post" className="font-semibold text-brand-700 hover:underline">
                {t("browse every listed property")}
              </Link>
              {t(".")}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** A filter's words as a phrase ("Without “up to ₹40 L”"); the word search is quoted already. */
const quoted = (label: string) => (label.startsWith("“") ? label : `“${label}”`);
