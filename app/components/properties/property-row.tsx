import { Link } from "react-router";
import { ImageOff } from "#app/components/icons";
import { Photo } from "#app/components/photo";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { listingTypeLabel } from "#app/modules/properties/display";
import { isListingStatus, type ListingStatus, STATUS_LABELS } from "#app/modules/properties/status";
import type { PropertySummary } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";

const BADGE: Record<ListingStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  live: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
  expired: "bg-slate-200 text-slate-800",
  closed: "bg-slate-200 text-slate-800",
};

/** A listing's place in its lifecycle, as a small badge. */
export function ListingStatusBadge({ status }: { status: string | undefined }) {
  const { t } = useI18n();
  const known = isListingStatus(status) ? status : "pending";
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[known]}`}
      data-testid="status-badge"
    >
      {t(STATUS_LABELS[known])}
    </span>
  );
}

/** Shown to Admins beside a listing whose poster has not confirmed their e-mail address. */
export function UnverifiedBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      {t("E-mail not confirmed")}
    </span>
  );
}

/** A compact line for lists people manage (profile, moderation): photo, facts, status, actions. */
export function PropertyRow({
  property,
  children,
  notes,
}: {
  property: PropertySummary;
  children?: React.ReactNode;
  /** What the owner should know about it: a rejection's reason, the expiry, its history. */
  notes?: React.ReactNode;
}) {
  const { t, locale } = useI18n();
  const name = property.name;
  return (
    <li
      className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
      data-testid="property-row"
      data-property-id={property.id}
    >
      <div className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100">
        {property.image ? (
          <Photo
            image={property.image}
            preferredWidth={480}
            width={property.image.width}
            height={property.image.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">{t("No Image Available")}</span>
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={propertyHref(property.id)}
            className="text-lg font-bold text-ink hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          <ListingStatusBadge status={property.status} />
          {property.posterEmailConfirmed === false ? <UnverifiedBadge /> : null}
          {property.image ? null : (
            // Seen at a glance in the moderation queue: a listing without a photo.
            <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {t("No photo")}
            </span>
          )}
        </div>
        <p className="text-slate-600">
          {[property.locality, t(property.city)].filter(Boolean).join(", ")} · {t(property.propertyType)} ·{" "}
          {t(listingTypeLabel(property.listingType))}
        </p>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-ink">{property.priceText}</span> ·{" "}
          {t("Posted {date}", { date: formatDate(property.createdAt, locale) })}
        </p>
        {notes}
      </div>
      {children ? <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">{children}</div> : null}
    </li>
  );
}
