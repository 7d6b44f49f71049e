// The listing page's parts beside its main column: the side column, the amenities, and the page of a listing that is gone.

import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";
import type { EnquiryForm as EnquiryFormPanel } from "#app/components/properties/contact-owner/enquiry-form";
import type { OwnerContact as OwnerContactPanel } from "#app/components/properties/contact-owner/owner-contact";
import { ListingChecks } from "#app/components/properties/trust-badges";
import { ReraNote } from "#app/components/rera-note";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import type { PosterWords } from "#app/modules/properties/poster-words";
import { formatDate } from "#app/modules/text/format";

// Only Admins (the colony warning) and the owner and Admins (the owner's box) see these;
// visitors never download them. The server renders them with the page, so they work
// before their code arrives.
const ColonyListedWarning = lazy(() =>
  import("#app/components/properties/lifecycle/listing-owner-panels").then((module) => ({
    default: module.ColonyListedWarning,
  })),
);
const OwnerBox = lazy(() =>
  import("#app/components/properties/lifecycle/listing-owner-panels").then((module) => ({
    default: module.OwnerBox,
  })),
);

// The owner's panel (showing the number), "Ask the owner" and "Report this listing" are in
// the server HTML; their code comes when someone reaches for one of them.
const OwnerContact = hydrateOnInteraction(() =>
  import("#app/components/properties/contact-owner/owner-contact").then((module) => module.OwnerContact),
);
const EnquiryForm = hydrateOnInteraction(() =>
  import("#app/components/properties/contact-owner/enquiry-form").then((module) => module.EnquiryForm),
);
const ReportListing = hydrateOnInteraction(() =>
  import("#app/components/properties/trust/report-listing").then((module) => module.ReportListing),
);

type ContactProps = React.ComponentProps<typeof OwnerContactPanel>;

/** What the listing page's side column shows, as the page model gives it. */
export interface ListingAsideDetail {
  property: {
    id: string;
    isApproved: boolean;
    contactNumber: string | null;
    ownerVerifiedAt: string | null;
    photosCheckedAt: string | null;
    createdAt: string;
  };
  owner: ContactProps["owner"];
  contact: { full: boolean; signedIn: boolean };
  me: React.ComponentProps<typeof EnquiryFormPanel>["me"];
  phone: ContactProps["phone"];
  images: readonly unknown[];
  isOwner: boolean;
  isAdmin: boolean;
  places: { city: string; cityHref: string; locality: { name: string; href: string } | null } | null;
  rera: { number: string; checkedOn: string | null };
  agentRera: { number: string; checkedOn: string | null } | null;
  agentReraTitle?: string;
  posterWords: PosterWords;
  legality: { kind: string } | null;
  shareHref: string | null;
  ownerWhatsAppHref: string | null;
}

/**
 * The listing page's side column: the poster's panel, the enquiry, the checks and RERA
 * numbers, the report form, when it was listed, more in its place, and the owner's box.
 */
export function ListingAside({
  detail,
  name,
  actionData,
}: {
  detail: ListingAsideDetail;
  name: string;
  actionData: { ok: boolean; message: string; intent?: string } | undefined;
}) {
  const { property, owner, contact, me, phone, images, isOwner, isAdmin, places, rera, agentRera } = detail;
  const { agentReraTitle, posterWords, legality } = detail;
  const { t, locale } = useI18n();
  return (
    <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <OwnerContact
        propertyId={property.id}
        owner={owner}
        phone={phone}
        callNumber={contact.full ? property.contactNumber : null}
        full={contact.full}
        signedIn={contact.signedIn}
        live={property.isApproved}
        here={propertyHref(property.id)}
        shareHref={detail.shareHref}
        ownerWhatsAppHref={detail.ownerWhatsAppHref}
        name={name}
        mine={isOwner}
        words={posterWords}
      />
      {property.isApproved && !isOwner ? <EnquiryForm propertyId={property.id} me={me} words={posterWords} /> : null}
      <ListingChecks
        id={property.id}
        ownerVerifiedAt={property.ownerVerifiedAt}
        photosCheckedAt={property.photosCheckedAt}
        hasPhotos={images.length > 0}
        canCheck={isAdmin}
        ownerMarkWarning={
          isAdmin && legality?.kind === "illegal" ? (
            <Suspense>
              <ColonyListedWarning />
            </Suspense>
          ) : null
        }
      />
      <ReraNote id={property.id} number={rera.number} checkedOn={rera.checkedOn} canCheck={isAdmin} />
      {agentRera ? (
        <ReraNote
          id={`agent-${property.id}`}
          title={agentReraTitle}
          number={agentRera.number}
          checkedOn={agentRera.checkedOn}
        />
      ) : null}
      {property.isApproved && !isOwner ? (
        <ReportListing
          propertyId={property.id}
          sent={actionData?.intent === "report" ? { ok: actionData.ok, message: actionData.message } : null}
        />
      ) : null}
      <p className="text-sm text-slate-600">
        {t("Listed on {date}.", { date: formatDate(property.createdAt, locale) })}
      </p>
      {places ? (
        <p>
          <Link
            to={places.locality?.href ?? places.cityHref}
            className="font-semibold text-brand-700 hover:underline"
            data-testid="more-in-place"
          >
            {t("More in {place}", { place: places.locality?.name ?? t(places.city) })}
          </Link>
        </p>
      ) : null}
      {/* A pending property's Admin already has Reject in the banner above. */}
      {isOwner || (isAdmin && property.isApproved) ? (
        <Suspense>
          <OwnerBox id={property.id} name={name} isOwner={isOwner} />
        </Suspense>
      ) : null}
    </aside>
  );
}

/** The listing's amenities, or that it lists none. */
export function Amenities({ amenities }: { amenities: readonly string[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="amenities-title">
      <h2 id="amenities-title" className="text-xl font-bold text-ink">
        {t("Amenities")}
      </h2>
      {amenities.length ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {amenities.map((amenity) => (
            <li
              key={amenity}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {t(amenity)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-600">{t("No amenities listed.")}</p>
      )}
    </section>
  );
}
