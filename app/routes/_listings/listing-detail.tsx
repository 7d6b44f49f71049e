import { lazy, Suspense } from "react";
import { useActionData } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { FormMessage } from "#app/components/form-answer";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";
import { JsonLd } from "#app/components/json-ld";
import { Gallery } from "#app/components/listing-core/gallery";
import { ListingFacts } from "#app/components/listing-core/listing-facts";
import { LocationMap } from "#app/components/listing-core/location-map";
import { CompareForm } from "#app/components/properties/compare/compare-form";
import { ContactBar } from "#app/components/properties/contact-owner/contact-bar";
import { Amenities, ListingAside } from "#app/components/properties/listing-page-parts";
import { PosterTag } from "#app/components/properties/poster-tag";
import { PostedNotice } from "#app/components/properties/posting/posted-notice";
import { PriceAgainstLocality } from "#app/components/properties/prices/price-against-locality";
import { ShortlistButton } from "#app/components/properties/shortlist/shortlist-button";
import { LegalityLine } from "#app/components/properties/trust-badges";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { offerOf } from "#app/modules/listing-core/offer";
import { imageUrl } from "#app/modules/media/image-urls";
import { sendOrKeepForm, withKeptInput } from "#app/modules/platform/forms";
import { answerListingForm, listingPage } from "#app/modules/properties/pages/listing-page.server";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/listing-detail";

// A gone listing's page (410, similar live listings as cards): the only one with cards.
const GoneListing = lazy(() =>
  import("#app/components/properties/gone-listing").then((module) => ({ default: module.GoneListing })),
);

// Only the owner and Admins see these (the status banners here; approve and reject, remove in
// components/properties/listing-page-parts.tsx); visitors never download them. The server renders
// them with the page, so they work before their code arrives.
const StatusBanners = lazy(() =>
  import("#app/components/properties/lifecycle/listing-owner-panels").then((module) => ({
    default: module.StatusBanners,
  })),
);

// "What it really costs": the server draws it with the figures the address asks for (a GET
// form, so it works without JavaScript); its code, to follow the fields as they are typed,
// comes when someone reaches for it.
const TrueCost = hydrateOnInteraction(() =>
  import("#app/components/properties/costs/true-cost").then((module) => module.TrueCost),
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
      phrase: detail.phrase,
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
  if ("gone" in loaderData)
    return (
      <Suspense fallback={null}>
        <GoneListing {...loaderData.gone} />
      </Suspense>
    );
  return <LiveListing detail={loaderData} />;
}

type Detail = Exclude<Route.ComponentProps["loaderData"], { gone: unknown }>;

function LiveListing({ detail }: { detail: Detail }) {
  const {
    property,
    contact,
    facts,
    priceText,
    images,
    isOwner,
    isAdmin,
    places,
    placeName,
    posterWords,
    posterAgent,
    notes,
    comparison,
    legality,
    position,
    nearby,
  } = detail;
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  const name = detail.title;
  const place = [placeName, t(property.city)].filter(Boolean).join(", ");
  return (
    <article className="container-page py-8 sm:py-10">
      {detail.structuredData ? <JsonLd data={detail.structuredData} /> : null}
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
            {t(property.propertyCategory)} · {t(property.propertyType)} · {t(offerOf(property.listingType))}
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
          {property.isApproved ? <CompareForm propertyId={property.id} name={name} /> : null}
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

          <Amenities amenities={property.amenities} />

          <LocationMap position={position} nearby={nearby} where={detail.where} />

          {detail.cost ? <TrueCost {...detail.cost} /> : null}
        </div>

        <ListingAside detail={detail} name={name} actionData={actionData} />
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
