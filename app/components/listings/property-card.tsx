import { Link } from "react-router";
import { formatArea, formatPrice } from "#app/modules/format";
import type { PropertySummary } from "#app/modules/listings/listings.server";
import { imageSrcSet, imageUrl } from "#app/modules/media/image-urls";

export const UNTITLED = "Untitled Project";

export function propertyHref(id: string): string {
  return `/listing-detail?id=${encodeURIComponent(id)}`;
}

interface PropertyCardProps {
  property: PropertySummary;
  /** Price, area and city under the locality (listing pages); the carousel keeps it short. */
  detailed?: boolean;
  /** How wide the card is drawn, for the browser's choice of photo size. */
  sizes?: string;
  headingLevel?: "h2" | "h3";
}

/** A property card: first photo or "No Image Available", name, locality, category, Learn More. */
export function PropertyCard({
  property,
  detailed = false,
  sizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  headingLevel: Heading = "h3",
}: PropertyCardProps) {
  const name = property.name.trim() || UNTITLED;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="property-card"
    >
      <div className="aspect-[4/3] bg-slate-100">
        {property.image ? (
          <img
            src={imageUrl(property.image, 480)}
            srcSet={imageSrcSet(property.image)}
            sizes={sizes}
            width={property.image.width}
            height={property.image.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-sm font-medium text-slate-600">
            No Image Available
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {property.propertyCategory}
          {detailed ? ` · ${property.propertyType} · ${property.listingType}` : ""}
        </p>
        <Heading className="text-lg leading-snug font-bold text-ink">{name}</Heading>
        <p className="text-slate-600">
          {property.locality || property.city}
          {detailed && property.locality ? `, ${property.city}` : ""}
        </p>
        {detailed ? (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
            <span className="text-lg font-bold text-ink">{formatPrice(property.price)}</span>
            {property.plotArea ? <span className="text-sm text-slate-600">{formatArea(property.plotArea)}</span> : null}
          </p>
        ) : null}
        <div className="mt-auto pt-3">
          <Link
            to={propertyHref(property.id)}
            className="inline-flex items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Learn More<span className="sr-only"> about {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
