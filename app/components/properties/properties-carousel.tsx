import { Link } from "react-router";
import { Carousel } from "#app/components/carousel";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PropertySummary } from "#app/modules/properties/types";
import { PropertyCard } from "./property-card";

/** The home page's approved-properties carousel. */
export function PropertiesCarousel({ properties }: { properties: PropertySummary[] }) {
  const { t } = useI18n();
  const header = (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("Listed by owners")}</p>
      <h2 id="approved-properties-title" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("Approved properties")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        {t(
          "Homes, plots and commercial spaces posted by owners and agents, each checked by our team before it appears here.",
        )}{" "}
        <Link to="/listing-post" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t("See all properties")}
        </Link>
      </p>
    </>
  );
  return (
    <div className="bg-slate-50 py-14" data-testid="properties-carousel">
      <div className="container-page">
        {properties.length ? (
          <Carousel
            label={t("Approved properties")}
            items={properties}
            getKey={(property) => property.id}
            // The same facts as every other card (price, BHK, area, ₹/sq ft): the server words
            // them (listing-core/view.ts), so the home page's JavaScript does not grow.
            renderItem={(property) => <PropertyCard property={property} detailed />}
            header={header}
          />
        ) : (
          <section aria-labelledby="approved-properties-title">
            {header}
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {t("No approved listings.")}{" "}
              <Link to="/postproperty" className="font-semibold text-brand-700 hover:underline">
                {t("Post your property for free")}
              </Link>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
