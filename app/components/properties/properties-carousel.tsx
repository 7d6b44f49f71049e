import { Link } from "react-router";
import { HomeCarousel } from "#app/components/home/home-carousel";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PropertySummary } from "#app/modules/properties/types";
import { PropertyCard } from "./property-card";

/** The home page's approved-properties carousel. */
export function PropertiesCarousel({ properties }: { properties: PropertySummary[] }) {
  const { t } = useI18n();
  return (
    <HomeCarousel
      testId="properties-carousel"
      className="bg-slate-50 py-14"
      eyebrow={t("Listed by owners")}
      title={t("Approved properties")}
      titleId="approved-properties-title"
      lead={t(
        "Homes, plots and commercial spaces posted by owners and agents, each checked by our team before it appears here.",
      )}
      more={{ to: "/listing-post", text: t("See all properties") }}
      items={properties}
      getKey={(property) => property.id}
      // The same facts as every other card (price, BHK, area, ₹/sq ft): the server words
      // them (listing-core/view.ts), so the home page's JavaScript does not grow.
      renderItem={(property) => <PropertyCard property={property} detailed />}
      empty={
        <>
          {t("No approved listings.")}{" "}
          <Link to="/postproperty" className="font-semibold text-brand-700 hover:underline">
            {t("Post your property for free")}
          </Link>
        </>
      }
    />
  );
}
