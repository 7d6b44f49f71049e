import { ListingCard } from "#app/components/listing-card";
import { ShortlistButton } from "#app/components/properties/shortlist/shortlist-button";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { listingTypeLabel } from "#app/modules/properties/display";
import { confirmedOn } from "#app/modules/properties/freshness";
import type { PropertySummary } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";

interface PropertyCardProps {
  property: PropertySummary;
  /** Type, price, BHK, area and ₹/sq ft under the name; without it, the category and the place alone. */
  detailed?: boolean;
  /** How wide the card is drawn, for the browser's choice of photo size. */
  sizes?: string;
  headingLevel?: "h2" | "h3";
  /** The first of a page's list: its photo loads first (ListingCard). */
  priority?: boolean;
}

/** A property card: first photo or "No Image Available", name, locality, category, Learn More. */
export function PropertyCard({ property, detailed = false, sizes, headingLevel, priority }: PropertyCardProps) {
  const { t, locale } = useI18n();
  const name = property.name;
  return (
    <ListingCard
      testId="property-card"
      image={property.image}
      eyebrow={`${t(property.propertyCategory)}${detailed ? ` · ${t(property.propertyType)} · ${t(listingTypeLabel(property.listingType))}` : ""}`}
      name={name}
      place={`${property.locality || t(property.city)}${detailed && property.locality ? `, ${t(property.city)}` : ""}`}
      details={
        <>
          {detailed ? (
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
              <span className="text-lg font-bold text-ink">{property.priceText}</span>
              {property.facts.length ? (
                <span className="text-sm text-slate-600">{property.facts.join(" · ")}</span>
              ) : null}
            </p>
          ) : null}
          {property.areaNote ? (
            <p className="text-xs text-slate-600" data-testid="area-note">
              {property.areaNote}
            </p>
          ) : null}
          {property.distanceNote ? (
            <p className="text-xs font-semibold text-brand-800" data-testid="distance-note">
              {property.distanceNote}
            </p>
          ) : null}
          <CardBadges property={property} />
          {property.isApproved && property.confirmedAt ? (
            <p className="mt-1 text-xs text-slate-600" data-testid="confirmed-on">
              {confirmedOn(formatDate(property.confirmedAt, locale), t)}
            </p>
          ) : null}
        </>
      }
      href={propertyHref(property.id)}
      linkLabel={t("Learn More about {name}", { name })}
      sizes={sizes}
      headingLevel={headingLevel}
      priority={priority}
      corner={property.isApproved ? <ShortlistButton propertyId={property.id} name={name} /> : null}
    />
  );
}

/**
 * The badges a card carries (decision 045), each earned, never chosen: what they mean is on
 * the listing page. Their words are written here, not imported with the listing page's
 * messages: every list page ships this card.
 */
function CardBadges({ property }: { property: PropertySummary }) {
  const { t } = useI18n();
  const badges = [
    property.posterMobileVerified ? { name: msg("Mobile verified"), testId: "card-mobile-verified" } : null,
    property.ownerVerified ? { name: "Owner verified", testId: "card-owner-verified" } : null,
    property.photosChecked ? { name: "Photos checked", testId: "card-photos-checked" } : null,
    property.legality === "approved" ? { name: "LDA-approved layout", testId: "card-lda-approved" } : null,
  ].filter((badge) => badge !== null);
  return (
    <>
      {property.legality === "illegal" ? (
        // The register's warning (decision 046) never hides a listing: it is said first.
        <p className="mt-1 text-xs font-semibold text-red-800" data-testid="card-legality-warning">
          {t("Listed by the LDA as illegal or unplanned")}
        </p>
      ) : null}
      {badges.length ? (
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs font-semibold text-emerald-800">
          {badges.map((badge) => (
            <span key={badge.testId} data-testid={badge.testId}>
              {t(badge.name)}
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}
