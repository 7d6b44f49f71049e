import { lazy, Suspense } from "react";
import { Link, useActionData } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { FormMessage } from "#app/components/form-answer";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";
import { JsonLd } from "#app/components/json-ld";
import { Gallery } from "#app/components/listing-core/gallery";
import { ListingFacts } from "#app/components/listing-core/listing-facts";
import { LocationMap } from "#app/components/listing-core/location-map";
import { CompareButton } from "#app/components/properties/compare/compare-button";
import { ContactBar } from "#app/components/properties/contact-owner/contact-bar";
import { PostedNotice } from "#app/components/properties/posting/posted-notice";
import { PriceAgainstLocality } from "#app/components/properties/prices/price-against-locality";
import { PosterTag, PropertyCard } from "#app/components/properties/property-card";
import { ShortlistButton } from "#app/components/properties/shortlist/shortlist-button";
import { LegalityLine, ListingChecks } from "#app/components/properties/trust-badges";
import { ReraNote } from "#app/components/rera-note";
import { useSite } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { imageUrl } from "#app/modules/media/image-urls";
import { sendOrKeepForm, withKeptInput } from "#app/modules/platform/forms";
import { listingPhrase, listingStructuredData, listingTypeLabel } from "#app/modules/properties/display";
import { answerListingForm, listingPage } from "#app/modules/properties/pages/listing-page.server";
import type { PropertySummary } from "#app/modules/properties/types";
import { formatDate } from "#app/modules/text/format";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/listing-detail";

// Only the owner and Admins see these (the status banners, approve and reject, remove);
// visitors never download them. The server renders them with the page, so they work
// before their code arrives.
const StatusBanners = lazy(() =>
  import("#app/components/properties/lifecycle/listing-owner-panels").then((module) => ({
    default: module.StatusBanners,
  })),
);
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
// "What it really costs": the server draws it with the figures the address asks for (a GET
// form, so it works without JavaScript); its code, to follow the fields as they are typed,
// comes when someone reaches for it.
const TrueCost = hydrateOnInteraction(() =>
  import("#app/components/properties/costs/true-cost").then((module) => module.TrueCost),
);
const ReportListing = hydrateOnInteraction(() =>
  import("#app/components/properties/trust/report-listing").then((module) => module.ReportListing),
);

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaI18n(args);
  const detail = args.loaderData;
  if (detail && "gone" in detail) {
    return pageMeta(args, { title: t(detail.gone.title), description: t(detail.gone.lead), noindex: true });
  }
  if (!detail) {
    return pageMeta(args, {
      title: t("Property not found"),
      description: t("This property is not listed."),
      noindex: true,
    });
  }
  const { property, images } = detail;
  const place = [detail.placeName, t(property.city)].filter(Boolean).join(", ");
  return pageMeta(args, {
    title: detail.title,
    description: t("{type} {phrase} in {place}: {price}.", {
      type: t(property.propertyType),
      phrase: t(listingPhrase(property.listingType)),
      place,
      price: detail.priceText,
    }),
    image: images[0] ? imageUrl(images[0], 960) : undefined,
    type: "article",
    noindex: !property.isApproved,
  });
};

/** Guard and model in one: app/modules/properties/pages/listing-page.server.ts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return listingPage(request, context);
}

export async function action({ request }: Route.ActionArgs) {
  // A failure keeps what was typed for the page drawn after it (platform/forms.ts).
  return withKeptInput(request, async () => {
    return answerListingForm(request);
  });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  if ("gone" in loaderData) return <GoneListing {...loaderData.gone} />;
  return <LiveListing detail={loaderData} />;
}

/** 410: the listing was sold, rented or expired; similar live ones instead (the words come with the data). */
function GoneListing({
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

type Detail = Exclude<Route.ComponentProps["loaderData"], { gone: unknown }>;

function LiveListing({ detail }: { detail: Detail }) {
  const {
    property,
    owner,
    contact,
    me,
    facts,
    phone,
    priceText,
    images,
    isOwner,
    isAdmin,
    places,
    placeName,
    rera,
    agentRera,
    agentReraTitle,
    posterWords,
    posterAgent,
    notes,
    comparison,
    legality,
    position,
    nearby,
  } = detail;
  const actionData = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const name = detail.title;
  const place = [placeName, t(property.city)].filter(Boolean).join(", ");
  const { publicUrl } = useSite();
  return (
    <article className="container-page py-8 sm:py-10">
      {property.isApproved ? (
        <JsonLd
          data={listingStructuredData(property, {
            name,
            url: `${publicUrl}${propertyHref(property.id)}`,
            images: images.map((image) => `${publicUrl}${imageUrl(image, 960)}`),
          })}
        />
      ) : null}
      <Breadcrumbs
        trail={[
          ...(places
            ? [
                { label: t("Properties in {city}", { city: t(places.city) }), href: places.cityHref },
                ...(places.locality ? [{ label: places.locality.name, href: places.locality.href }] : []),
              ]
            : [{ label: t("Properties"), href: "/listing-post" }]),
          { label: name, name: true },
        ]}
      />

      {(isOwner || isAdmin) && !property.isApproved ? (
        <Suspense>
          <StatusBanners
            id={property.id}
            name={name}
            status={property.status}
            statusText={notes.status ?? ""}
            isOwner={isOwner}
            isAdmin={isAdmin}
          />
        </Suspense>
      ) : null}
      {detail.posted ? <PostedNotice /> : null}
      {notes.editWaiting ? (
        <p
          className="mt-4 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950"
          data-testid="edit-waiting"
        >
          {notes.editWaiting}
        </p>
      ) : null}
      {actionData && actionData.intent !== "enquire" && actionData.intent !== "report" ? (
        <div className="mt-4">
          <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} />
        </div>
      ) : null}

      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t(property.propertyCategory)} · {t(property.propertyType)} · {t(listingTypeLabel(property.listingType))}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl" translate="no">
            {name}
          </h1>
          <p className="mt-2 text-lg text-slate-600">{place}</p>
          {posterAgent ? <PosterTag agent={posterAgent} className="mt-2 text-sm" /> : null}
          {notes.confirmed ? (
            <p className="mt-1 text-sm font-medium text-emerald-800" data-testid="confirmed-on">
              {notes.confirmed}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <p className="text-3xl font-bold text-ink" data-testid="detail-price">
            {priceText}
          </p>
          {property.isApproved ? <ShortlistButton propertyId={property.id} name={name} /> : null}
          {property.isApproved ? <CompareButton propertyId={property.id} name={name} /> : null}
        </div>
      </header>
      {comparison ? (
        <div className="mt-2">
          <PriceAgainstLocality comparison={comparison} />
        </div>
      ) : null}
      <LegalityLine note={legality} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-10">
          <Gallery images={images} name={name} />

          <ListingFacts noun="property" description={property.description} facts={facts} />

          <section aria-labelledby="amenities-title">
            <h2 id="amenities-title" className="text-xl font-bold text-ink">
              {t("Amenities")}
            </h2>
            {property.amenities.length ? (
              <ul className="mt-4 flex flex-wrap gap-2">
                {property.amenities.map((amenity) => (
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

          <LocationMap position={position} nearby={nearby} where={detail.where} />

          {detail.cost ? <TrueCost {...detail.cost} /> : null}
        </div>

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
          {property.isApproved && !isOwner ? (
            <EnquiryForm propertyId={property.id} me={me} words={posterWords} />
          ) : null}
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
      </div>
      {property.isApproved && !isOwner ? (
        <ContactBar
          callNumber={contact.full ? property.contactNumber : null}
          whatsAppHref={detail.ownerWhatsAppHref}
          signedIn={contact.signedIn}
          here={propertyHref(property.id)}
          words={posterWords}
        />
      ) : null}
    </article>
  );
}
