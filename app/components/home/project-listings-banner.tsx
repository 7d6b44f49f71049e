import { Link } from "react-router";
import { ArrowRight, Building2 } from "#app/components/icons";
import { SectionHeading } from "#app/components/section-heading";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** A call to browse the new projects (/NewProject). */
export function ProjectListingsBanner() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="project-banner-title" className="container-page py-12">
      <div className="flex flex-col gap-6 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 px-6 py-10 text-white shadow-lg sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Building2 aria-hidden="true" className="hidden size-12 shrink-0 text-accent-400 sm:block" />
          <div>
            <SectionHeading
              id="project-banner-title"
              titleClass="text-2xl sm:text-3xl"
              title={t("New projects in five cities")}
              leadClass="mt-2 max-w-2xl text-brand-50"
              lead={t(
                "Launches and ready-to-move projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Filter by city and by buy, rent, PG, commercial or plot, and see the price and plot size up front.",
              )}
            />
          </div>
        </div>
        <Link
          to="/NewProject"
          className="inline-flex shrink-0 items-center gap-2 self-start rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 md:self-auto"
        >
          {t("Browse project listings")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
