import { Link, useActionData } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { RenewButton } from "#app/components/properties/lifecycle/property-actions";
import { PriceAgainstLocality } from "#app/components/properties/prices/price-against-locality";
import { DayBars } from "#app/components/properties/stats/day-bars";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { notFound } from "#app/modules/platform/http.server";
import { handlePropertyAction } from "#app/modules/properties/lifecycle/actions.server";
import { localityComparison } from "#app/modules/properties/prices/prices.server";
import { listingStats } from "#app/modules/properties/stats/listing-stats.server";
import { MEASURES, type Measure, STATS_DAYS } from "#app/modules/properties/stats/measures";
import { formatDate } from "#app/modules/text/format";
import { startOfIndiaDay } from "#app/modules/text/india-day";
import type { Route } from "./+types/listing-stats";

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Views and enquiries"),
  msg("How your listing is doing: views, contact reveals, enquiries and shortlists by day."),
);

const NOT_YOURS = msg("We could not find that listing among yours.");

/** The figures of one listing: its owner's and Admins' only; anyone else is told it is not there (404). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const id = (new URL(request.url).searchParams.get("id") ?? "").slice(0, 64);
  const stats = await listingStats(id, user, localeOf(request));
  if (!stats) notFound(NOT_YOURS);
  return {
    ...stats,
    // Its asking price per unit area against the locality's published median, as buyers see it.
    comparison: await localityComparison(stats.listing),
    // Worded here, so the page's code carries no date formatter.
    days: stats.days.map((day) => {
      const label = formatDate(startOfIndiaDay(day.day), locale);
      // The table's rows are all within 30 days: the day and month say enough on a phone.
      return { ...day, label, short: label.replace(/\s*\d{4}$/, "") };
    }),
    suggestions: stats.suggestions.map((suggestion) =>
      "expiresAt" in suggestion && suggestion.expiresAt
        ? { ...suggestion, date: formatDate(suggestion.expiresAt, locale) }
        : { ...suggestion, date: "" },
    ),
  };
}

/** "Still available" and "Renew" from the suggestions: the same owner actions as the profile's. */
export function action({ request }: Route.ActionArgs) {
  return handlePropertyAction(request);
}

const MEASURE_WORDS: Record<Measure, { title: string; summary: string }> = {
  views: {
    title: msg("Views"),
    summary: msg("Views per day over the last 30 days: {total} in all, most on {day} ({most})."),
  },
  reveals: {
    title: msg("Contact reveals"),
    summary: msg("Contact reveals per day over the last 30 days: {total} in all, most on {day} ({most})."),
  },
  enquiries: {
    title: msg("Enquiries"),
    summary: msg("Enquiries per day over the last 30 days: {total} in all, most on {day} ({most})."),
  },
  conversations: {
    title: msg("Conversations"),
    summary: msg("Conversations started per day over the last 30 days: {total} in all, most on {day} ({most})."),
  },
  visits: {
    title: msg("Site visits proposed"),
    summary: msg("Site visits proposed per day over the last 30 days: {total} in all, most on {day} ({most})."),
  },
  shortlists: {
    title: msg("Shortlists"),
    summary: msg("Shortlists per day over the last 30 days: {total} in all, most on {day} ({most})."),
  },
};
const NONE_SUMMARY = msg("{measure}: none in the last 30 days.");

export default function ListingStats({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const actionData = useActionData<typeof action>();
  const { listing, days, totals, suggestions, comparison } = loaderData;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <>
      <PageHeader
        back={{ to: "/profile", label: t("Back to your profile") }}
        title={t("Views and enquiries")}
        lead={
          <>
            <Link to={propertyHref(listing.id)} className="font-semibold text-brand-700 underline" translate="no">
              {listing.name}
            </Link>
            {listing.locality ? (
              <span translate="no">
                {" "}
                · {listing.locality}, {t(listing.city)}
              </span>
            ) : null}
          </>
        }
      />
      <div className="container-page py-8">
        {actionData ? (
          <div className="mb-4">
            <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} />
          </div>
        ) : null}
        <h2 className="text-xl font-bold">{t("The last {days} days", { days: STATS_DAYS })}</h2>
        {listing.status !== "live" ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
            {t("Visitors see a listing only while it is live: this one is not live now.")}
          </p>
        ) : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="stats-measures">
          {MEASURES.map((measure) => (
            <li key={measure} className="rounded-xl border border-slate-200 p-4" data-testid={`stats-${measure}`}>
              <h3 className="text-sm font-semibold text-slate-700">{t(MEASURE_WORDS[measure].title)}</h3>
              <p className="text-3xl font-bold text-ink" data-testid={`stats-${measure}-total`}>
                {totals[measure]}
              </p>
              <div className="mt-2">
                <DayBars values={days.map((day) => day[measure])} summary={summaryOf(measure, days, t)} />
                <p className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
                  <span>{first?.label}</span>
                  <span>{last?.label}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {comparison ? (
          <div className="mt-6" data-testid="stats-comparison">
            <PriceAgainstLocality comparison={comparison} />
          </div>
        ) : null}
        <details className="mt-6 rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-brand-700">{t("Day by day")}</summary>
          {/* A region that may scroll sideways on a phone: reachable by keyboard to scroll it. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard */}
          <section className="mt-3 overflow-x-auto" aria-label={t("Day by day")} tabIndex={0}>
            <table className="w-full text-left text-sm" data-testid="stats-table">
              <caption className="sr-only">{t("Views, contact reveals, enquiries and shortlists per day")}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1 pr-3">
                    {t("Day")}
                  </th>
                  {MEASURES.map((measure) => (
                    <th key={measure} scope="col" className="py-1 pr-2 text-right align-bottom">
                      {t(MEASURE_WORDS[measure].title)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...days].reverse().map((day) => (
                  <tr key={day.day} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                      {day.short}
                    </th>
                    {MEASURES.map((measure) => (
                      <td key={measure} className="py-1 pr-2 text-right tabular-nums">
                        {day[measure]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
        <section aria-labelledby="suggestions-title" className="mt-8">
          <h2 id="suggestions-title" className="text-xl font-bold">
            {t("What would help")}
          </h2>
          {suggestions.length ? (
            <ul className="mt-3 space-y-3" data-testid="stats-suggestions">
              {suggestions.map((suggestion) => (
                <li
                  key={suggestion.kind}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
                >
                  <p>{t(suggestion.text, { date: suggestion.date })}</p>
                  {"href" in suggestion ? (
                    <Link to={suggestion.href} className="button-secondary inline-flex items-center px-3 py-2 text-sm">
                      {t(suggestion.action)}
                    </Link>
                  ) : (
                    <RenewButton id={listing.id} name={listing.name} expired={suggestion.kind === "renew"} />
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">{t("Nothing to add: your listing has what buyers look for.")}</p>
          )}
        </section>
        <p className="mt-8 text-sm text-slate-600">
          {t(
            "Views are counted without cookies and without keeping who looked: robots, link previews and your own visits are left out. They may take a few seconds to show.",
          )}
        </p>
      </div>
    </>
  );
}

function summaryOf(
  measure: Measure,
  days: ReadonlyArray<{ label: string } & Record<Measure, number>>,
  t: ReturnType<typeof useI18n>["t"],
): string {
  const words = MEASURE_WORDS[measure];
  const total = days.reduce((sum, day) => sum + day[measure], 0);
  if (total === 0) return t(NONE_SUMMARY, { measure: t(words.title) });
  const busiest = days.reduce((best, day) => (day[measure] > best[measure] ? day : best));
  return t(words.summary, { total, day: busiest.label, most: busiest[measure] });
}
