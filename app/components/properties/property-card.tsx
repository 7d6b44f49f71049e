import { Ban } from "#app/components/icons";
import { ListingCard } from "#app/components/listing-card";
import { CompareButton } from "#app/components/properties/compare/compare-parts";
import { PosterTag } from "#app/components/properties/poster-tag";
import { ShortlistButton } from "#app/components/properties/shortlist/shortlist-button";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { offerOf } from "#app/modules/listing-core/offer";
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
      eyebrow={`${t(property.propertyCategory)}${detailed ? ` · ${t(property.propertyType)} · ${t(offerOf(property.listingType))}` : ""}`}
      name={name}
      place={`${property.locality || t(property.city)}${detailed && property.locality ? `, ${t(property.city)}` : ""}`}
      details={
        <>
          <LegalityWarning property={property} />
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
      actions={property.isApproved ? <CompareButton propertyId={property.id} name={name} /> : null}
    />
  );
}

/**
 * The register's warning (decision 046), first on the card and boxed in red: it never hides a
 * listing, and nothing below it may read as if it answered it.
 */
function LegalityWarning({ property }: { property: PropertySummary }) {
  const { t } = useI18n();
  if (property.legality !== "illegal") return null;
  return (
    <p
      className="mt-1 mb-1 flex items-start gap-1.5 rounded-md border border-red-300 bg-red-50 px-2 py-1 text-xs font-semibold text-red-900"
      data-testid="card-legality-warning"
    >
      <Ban aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {t("Listed by the LDA as illegal or unplanned")}
    </p>
  );
}

/**
 * The tags a card carries: "Agent" for an Agent's listing (issue 57), and the badges
 * (decision 045), each earned, never chosen: what they mean is on the listing page. Their
 * words are written here, not imported with the listing page's messages: every list page
 * ships this card. Under the LDA's warning the badges are drawn plain, not green: a checked
 * owner or photos say nothing of the colony's legality.
 */
function CardBadges({ property }: { property: PropertySummary }) {
  const { t } = useI18n();
  const badges = [
    property.posterMobileVerified ? { name: msg("Mobile verified"), testId: "card-mobile-verified" } : null,
    property.ownerVerified ? { name: "Owner verified", testId: "card-owner-verified" } : null,
    property.photosChecked ? { name: "Photos checked", testId: "card-photos-checked" } : null,
    property.legality === "approved" ? { name: "LDA-approved layout", testId: "card-lda-approved" } : null,
  ].filter((badge) => badge !== null);
  if (!badges.length && !property.posterAgent) return null;
  const tone = property.legality === "illegal" ? "text-slate-600" : "text-emerald-800";
  return (
    <p className={`mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold ${tone}`}>
      {property.posterAgent ? <PosterTag agent={property.posterAgent} /> : null}
      {badges.map((badge) => (
        <span key={badge.testId} data-testid={badge.testId}>
          {t(badge.name)}
        </span>
      ))}
    </p>
  );
}
