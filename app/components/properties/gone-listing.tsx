import { Link } from "react-router";
import { PropertyCard } from "#app/components/properties/property-card";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PropertySummary } from "#app/modules/properties/types";

// A page of its own, loaded by listing-detail.tsx only for a listing that is gone: a live
// listing's page carries no card.

/** 410: the listing was sold, rented or expired; similar live ones instead (the words come with the data). */
export function GoneListing({
  similar,
  title,
  lead,
  empty,
}: {
  similar: PropertySummary[];
  title: string;
  lead: string;
  empty: string;
}) {
  const { t } = useI18n();
  return (
    <div className="container-page py-10" data-testid="listing-gone">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t(title)}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">{t(lead)}</p>
      {similar.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-listings">
          {similar.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} detailed headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-slate-600">{t(empty)}</p>
      )}
      <p className="mt-8">
        <Link to="/listing-post" className="font-semibold text-brand-700 hover:underline">
          {t("See all properties")}
        </Link>
      </p>
    </div>
  );
}
