import { ListingWizard } from "#app/components/listing-core/listing-wizard";
import { type City, cityFromSlug } from "#app/config/enums";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { projectHref } from "#app/modules/listing-core/links";
import type { ListingDraft, WizardView } from "#app/modules/listing-core/wizard-view";
import { ADMIN_PROJECTS_PATH } from "#app/modules/projects/display";
import type { CitySummary } from "#app/modules/projects/types";
import { PROJECT_MESSAGES } from "#app/modules/projects/words";
import { priceRangeIn } from "#app/modules/text/amount";

// The schema arrives when the wizard is first touched.
const loadCheck = () => import("#app/modules/projects/schemas").then((module) => module.checkProject);

const successLink = (id: string) => ({ to: projectHref(id), label: msg("View the project") });

function CitySummaryPanel({ summary }: { summary: CitySummary }) {
  const { t, locale } = useI18n();
  return (
    <section
      aria-label={t("About {city}", { city: t(summary.city) })}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm"
      data-testid="city-summary"
    >
      <p className="font-bold text-brand-900">{summary.title}</p>
      <p className="mt-1 text-slate-700">{summary.about}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t("Location")}</dt>
          <dd>{summary.location}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("Type")}</dt>
          <dd>{summary.projectType}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("Price range")}</dt>
          <dd>{priceRangeIn(summary.priceRange, locale)}</dd>
        </div>
      </dl>
      {summary.amenities.length ? (
        <p className="mt-2 text-slate-700">
          <span className="font-semibold text-slate-600">{t("Amenities:")} </span>
          {summary.amenities.join(", ")}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The Admin's city-project wizard: the same listing wizard and photo upload as the
 * property wizard, with PROJECT_FORM's options; picking a city shows that city's summary
 * from the city data. /admin/ProjectExplore loads this module after its own code.
 */
export default function ProjectWizard({
  view,
  cities,
}: {
  view: WizardView;
  cities: Partial<Record<City, CitySummary>>;
}) {
  const { t } = useI18n();
  const fieldExtra = (field: string, draft: ListingDraft) => {
    if (field !== "city") return undefined;
    const city = cityFromSlug(draft.values.city);
    const summary = city ? cities[city] : undefined;
    return summary ? <CitySummaryPanel summary={summary} /> : null;
  };
  return (
    <ListingWizard
      view={view}
      messages={PROJECT_MESSAGES}
      loadCheck={loadCheck}
      storageKey="awadh:post-project"
      path={ADMIN_PROJECTS_PATH}
      successLink={successLink}
      submitLabel={t("Submit project")}
      fieldExtra={fieldExtra}
    />
  );
}
