import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ActionButton, ActionLink } from "#app/components/actions";
import { Carousel } from "#app/components/carousel";
import { OptionList } from "#app/components/option-list";
import { PageHeader } from "#app/components/page-header";
import { Pagination } from "#app/components/pagination";
import { ProjectCard } from "#app/components/projects/project-card";
import { CITIES, PROJECT_FILTERS } from "#app/config/enums";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { budgetPresets, counted } from "#app/modules/listing-core/budget";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import {
  describeFilters,
  hasFilters,
  PROJECT_PROPERTY_TYPES,
  parseProjectFilters,
  perMonth,
} from "#app/modules/projects/filters";
import { projectOptionCounts, searchProjects } from "#app/modules/projects/projects.server";
import { formatPriceShort } from "#app/modules/text/format";
import { COUNTS } from "#app/modules/text/plural";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/new-project";

export const meta: Route.MetaFunction = (args) => {
  const filters = args.loaderData?.filters;
  const { t } = metaI18n(args);
  return pageMeta(args, {
    title: filters?.city ? t("New projects in {city}", { city: t(filters.city) }) : t("New projects"),
    description: t(
      "New residential and commercial projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi: filter by city, by buy, rent, PG, commercial or plot, and by name.",
    ),
    // Filtered pages are endless variations of one page; only the unfiltered list is indexed.
    noindex: Boolean(args.loaderData?.filtered || (filters?.page ?? 1) > 1),
  });
};

/**
 * /NewProject: projects filtered by city, by one of the five options and by name. The
 * filters are a GET form, so they live in the URL (a filtered page can be shared) and
 * work without JavaScript; the filtering is done by the database, a page at a time.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseProjectFilters(new URL(request.url).searchParams);
  const [results, counts] = await Promise.all([searchProjects(filters), projectOptionCounts(filters)]);
  const locale = localeOf(request);
  const { t } = serverTranslator(locale);
  // The choices travel with the data, worded with how many projects each gives, so the
  // page's code carries no enumeration.
  const choices = (values: readonly string[], count: Record<string, number>) =>
    values.map((value) => ({ value, label: counted(t(value), count[value] ?? 0) }));
  const monthly = perMonth(filters.type);
  return {
    filters,
    filtered: hasFilters(filters),
    described: describeFilters(filters, locale),
    results: { ...results, items: cardsForPage(results.items, request) },
    cities: choices(CITIES, counts.city),
    options: choices(PROJECT_FILTERS, counts.type),
    propertyTypes: choices(PROJECT_PROPERTY_TYPES, counts.propertyType),
    budgets: budgetPresets(monthly).map((option) => ({
      ...option,
      label: formatPriceShort(Number(option.value), { perMonth: monthly, locale }),
    })),
  };
}

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200";

export default function NewProject({ loaderData }: Route.ComponentProps) {
  const { filters, filtered, described, results, cities, options, propertyTypes, budgets } = loaderData;
  const { t, plural } = useI18n();
  const navigation = useNavigation();
  const submit = useSubmit();
  // Empty choices stay out of the URL (/NewProject?city=Noida, not ...&type=&q=), so a
  // shared link says only what was chosen. Without JavaScript the form still works.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) chosen.set(key, value.trim());
    }
    submit(chosen, { method: "get", action: "/NewProject" });
  }
  const searching = navigation.state === "loading" && navigation.location.pathname.toLowerCase() === "/newproject";
  // key: a Reset or a shared link sets the controls again (they are uncontrolled).
  const formKey = JSON.stringify(filters);
  const heading = (
    <h2 className="text-xl font-bold text-ink" aria-live="polite" data-testid="project-count">
      {t("{projects} found", { projects: plural(results.total, COUNTS.projects) })}
      {described ? `: ${described}` : ""}
    </h2>
  );
  return (
    <>
      <PageHeader
        title={t("New projects")}
        lead={t(
          "Plotted colonies, apartments, offices and PG homes newly launched in our five cities. Choose a city and what you are looking for.",
        )}
      >
        <Form
          key={formKey}
          method="get"
          onSubmit={onSubmit}
          role="search"
          aria-label={t("Filter projects")}
          className="mt-6 grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_9rem_9rem]"
        >
          {[
            { id: "filter-city", name: "city", label: t("City"), any: t("All cities"), options: cities },
            { id: "filter-type", name: "type", label: t("Looking for"), any: t("Everything"), options },
            {
              id: "filter-property-type",
              name: "propertyType",
              label: t("Property type"),
              any: t("Any type"),
              options: propertyTypes,
            },
            { id: "filter-budget-min", name: "budgetMin", label: t("Budget from"), any: t("No min"), options: budgets },
            {
              id: "filter-budget-max",
              name: "budgetMax",
              label: t("Budget up to"),
              any: t("No max"),
              options: budgets,
            },
          ].map(({ id, name, label, any, options: choices }) => (
            <FilterSelect
              key={id}
              id={id}
              name={name}
              label={label}
              value={String(filters[name as keyof typeof filters] ?? "")}
              anyLabel={any}
              options={choices}
            />
          ))}
          <div className="sm:col-span-2 lg:col-span-3">
            <label htmlFor="filter-q" className="block text-sm font-semibold text-slate-800">
              {t("Project name")}
            </label>
            <div className="mt-1">
              <input
                id="filter-q"
                type="search"
                name="q"
                defaultValue={filters.q}
                maxLength={100}
                placeholder={t("e.g. Awadh Enclave")}
                className={control}
              />
            </div>
          </div>
          <ActionButton disabled={searching} className="self-end">
            {searching ? t("Searching...") : t("Search")}
          </ActionButton>
          <ActionLink to="/NewProject" look="other" className="self-end text-center">
            {t("Reset")}
          </ActionLink>
        </Form>
      </PageHeader>

      <div className="container-page py-10">
        {results.items.length ? (
          <>
            <Carousel
              label={t("Projects found")}
              items={results.items}
              getKey={(project) => project.id}
              renderItem={(project, index) => <ProjectCard project={project} priority={index === 0} />}
              header={heading}
            />
            <Pagination page={results.page} pages={results.pages} label={t("Pages of projects")} />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            {heading}
            <p className="mt-2 text-slate-600">
              {filtered ? (
                <>
                  {t("Try another city or option, or")}{" "}
                  <Link to="/NewProject" className="font-semibold text-brand-700 hover:underline">
                    {t("see every project")}
                  </Link>
                  .
                </>
              ) : (
                t("New projects appear here as soon as we list them.")
              )}
            </p>
          </div>
        )}
      </div>
    </>
  );
}

/** One of the filters: a labelled list whose first choice leaves it out. */
function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  anyLabel: string;
  options: React.ComponentProps<typeof OptionList>["options"];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={`mt-1 ${control}`}>
        <option value="">{anyLabel}</option>
        <OptionList options={options} />
      </select>
    </div>
  );
}
