import { lazy, Suspense } from "react";
import { data, Link, redirect, useActionData } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { FormMessage } from "#app/components/form-message";
import { hydrateOnInteraction } from "#app/components/hydrate-on-interaction";
import { Clock } from "#app/components/icons";
import { JsonLd } from "#app/components/json-ld";
import { Gallery } from "#app/components/listing-core/gallery";
import { ListingFacts } from "#app/components/listing-core/listing-facts";
import { ContactBar } from "#app/components/properties/contact/contact-bar";
import { PriceAgainstLocality } from "#app/components/properties/prices/price-against-locality";
import { PropertyCard } from "#app/components/properties/property-card";
import { ShortlistButton } from "#app/components/properties/shortlist/shortlist-button";
import { ReraNote } from "#app/components/rera-note";
import { useSite } from "#app/components/root-data";
import { getSite } from "#app/config/site.server";
import { agentReraOf } from "#app/modules/accounts/agent-rera.server";
import { getUser, requireUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { listingName, propertyHref } from "#app/modules/listing-core/links";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import type { ValueSettings } from "#app/modules/listing-core/values";
import { cardPrice, detailFacts, displayValue, fullPrice, type ListingFields } from "#app/modules/listing-core/view";
import { imageUrl } from "#app/modules/media/image-urls";
import { type ActionResult, formValues } from "#app/modules/platform/forms";
import { notFound } from "#app/modules/platform/http.server";
import { sendEnquiry } from "#app/modules/properties/contact/enquiries.server";
import { revealContact } from "#app/modules/properties/contact/reveals.server";
import { visibleProperty } from "#app/modules/properties/contact/visible-property.server";
import { trueCostFor } from "#app/modules/properties/costs/true-cost.server";
import { listingPhrase, listingStructuredData } from "#app/modules/properties/display";
import { handlePropertyAction } from "#app/modules/properties/lifecycle/actions.server";
import { pendingEdit } from "#app/modules/properties/lifecycle/edits.server";
import { CONTACT_OWNER_ANSWERS } from "#app/modules/properties/messages";
import { localityComparison } from "#app/modules/properties/prices/prices.server";
import { goneProperty, isPropertyId } from "#app/modules/properties/properties.server";
import { cityFromPlaceSlug, placeHref, slugify } from "#app/modules/properties/search/place-links";
import { markOwnView } from "#app/modules/properties/stats/view-counter.server";
import { LIFECYCLE_MESSAGES, type ListingStatus, STATUS_LABELS } from "#app/modules/properties/status";
import { fileReport } from "#app/modules/properties/trust/reports.server";
import type { PropertySummary } from "#app/modules/properties/types";
import { formatDate, NOT_PROVIDED } from "#app/modules/text/format";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import { listingShareText, ownerGreeting, whatsAppHref } from "#app/modules/text/whatsapp";
import type { Route } from "./+types/listing-detail";

// Only the owner and Admins see these; visitors never download them. The server renders
// them with the page, so they work before their code arrives.
const ApproveButton = lazy(() =>
  import("#app/components/properties/lifecycle/property-actions").then((module) => ({ default: module.ApproveButton })),
);
const ConfirmRemoveButton = lazy(() =>
  import("#app/components/properties/lifecycle/property-actions").then((module) => ({
    default: module.ConfirmRemoveButton,
  })),
);
const RejectForm = lazy(() =>
  import("#app/components/properties/lifecycle/property-actions").then((module) => ({ default: module.RejectForm })),
);

// The owner's panel (showing the number), "Ask the owner" and "Report this listing" are in
// the server HTML; their code comes when someone reaches for one of them.
const OwnerContact = hydrateOnInteraction(() =>
  import("#app/components/properties/contact/owner-contact").then((module) => module.OwnerContact),
);
const EnquiryForm = hydrateOnInteraction(() =>
  import("#app/components/properties/contact/enquiry-form").then((module) => module.EnquiryForm),
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
    title: listingName(property.projectBuildingName),
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

const NOT_FOUND = msg(
  "We could not find that property. It may have been removed, or it may still be waiting for approval.",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getUser(request);
  const locale = localeOf(request);
  const { t } = serverTranslator(locale);
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  // A pending property is a 404 for everyone but its owner and Admins (checked in the query).
  const detail = await visibleProperty(id, viewer);
  if (!detail) {
    // Once live, now expired or closed: 410 with similar live listings; anything else 404.
    const gone = await goneProperty(id);
    if (gone) {
      const words = {
        title: LIFECYCLE_MESSAGES.gone,
        lead: LIFECYCLE_MESSAGES.goneLead,
        empty: LIFECYCLE_MESSAGES.noSimilar,
      };
      const similar = cardsForPage(gone.similar, request);
      return data({ gone: { ...gone, similar, ...words } }, { status: 410 });
    }
    notFound(NOT_FOUND);
  }
  // Masked unless this viewer may see them: nothing of them reaches the page.
  const { property, owner, full, ownerId: userId } = detail;
  // The owner's and Admins' own looks are not counted as views (properties/stats).
  if (viewer && (viewer.id === userId || viewer.role === "Admin")) markOwnView(context);
  const settings = listingSettings();
  return {
    property,
    owner,
    contact: { full, signedIn: Boolean(viewer) },
    me: viewer ? { name: viewer.name, email: viewer.email, mobileNumber: viewer.mobileNumber } : null,
    facts: detailFacts(property, settings, locale),
    phone: displayValue("contactNumber", property, settings, locale),
    priceText: fullPrice(property, locale),
    // Worded here, so the page's code carries no formatter for it.
    shareHref: property.isApproved ? whatsAppHref(shareText(property, settings)) : null,
    // WhatsApp to the owner, once this viewer may see the number (the panel and the phone's bar).
    ownerWhatsAppHref:
      property.isApproved && full && property.contactNumber
        ? whatsAppHref(
            ownerGreeting(
              listingName(property.projectBuildingName),
              `${getSite().publicUrl}${propertyHref(property.id)}`,
            ),
            property.contactNumber,
          )
        : null,
    images: detail.images,
    rera: {
      number: property.reraNumber ?? "",
      checkedOn: property.reraCheckedAt ? formatDate(property.reraCheckedAt, locale) : null,
    },
    agentRera: detail.owner?.role === "Agent" ? await agentReraView(userId, locale) : null,
    agentReraTitle: t(RERA_MESSAGES.agentTitle),
    isOwner: viewer?.id === userId,
    // What the page says about the listing's state, worded here (the lifecycle's words stay off the page's code).
    notes: {
      confirmed:
        property.isApproved && property.confirmedAt
          ? LIFECYCLE_MESSAGES.confirmedOn(formatDate(property.confirmedAt, locale), t)
          : null,
      status:
        property.status !== "pending" && !property.isApproved
          ? `${t(STATUS_LABELS[property.status as ListingStatus] ?? property.status)}${property.statusReason ? `: ${t(property.statusReason)}` : ""}`
          : null,
      // The owner's own changes of a live listing, waiting for review (visitors see the live version).
      editWaiting:
        viewer?.id === userId && property.status === "live" && (await pendingEdit(property.id))
          ? t(LIFECYCLE_MESSAGES.editWaiting)
          : null,
    },
    isAdmin: viewer?.role === "Admin",
    // Its locality by the one name it has in the page's language (i18n/place-names.ts).
    placeName: localityName(property.locality ?? "", locale),
    places: property.isApproved ? placeLinks(property.city, property.locality, locale) : null,
    // Its asking price per unit area against the locality's published median (a live sale only).
    comparison: property.isApproved ? await localityComparison(property) : null,
    cost: await trueCostFor(property, url, locale),
  };
}

/** What "Share on WhatsApp" says: the title, short price, BHK and area, place, address and link. */
function shareText(
  listing: ListingFields & { id: string; projectBuildingName: string; locality: string; city: string; address: string },
  settings: ValueSettings,
) {
  const facts = (["bedrooms", "plotArea"] as const)
    .map((field) => displayValue(field, listing, settings))
    .filter((fact) => fact !== NOT_PROVIDED);
  return listingShareText({
    name: listingName(listing.projectBuildingName),
    price: cardPrice(listing),
    facts,
    locality: listing.locality,
    city: listing.city,
    address: listing.address,
    url: `${getSite().publicUrl}${propertyHref(listing.id)}`,
  });
}

/** The posting agent's RERA registration, when they have given one. */
async function agentReraView(userId: string, locale: Locale) {
  const rera = await agentReraOf(userId);
  return rera ? { number: rera.number, checkedOn: rera.checkedAt ? formatDate(rera.checkedAt, locale) : null } : null;
}

/** The place pages of a live property's city and locality (breadcrumbs, "More in Gomti Nagar"). */
function placeLinks(cityName: string, locality: string | null, locale: Locale) {
  const city = cityFromPlaceSlug(slugify(cityName));
  if (!city) return null;
  const name = locality?.trim();
  return {
    city,
    cityHref: placeHref(city),
    locality: name && slugify(name) ? { name: localityName(name, locale), href: placeHref(city, name) } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const form = await request.clone().formData();
  const intent = form.get("intent");
  if (intent === "reveal") {
    const viewer = await requireUser(request);
    const outcome = isPropertyId(id) ? await revealContact(viewer, id, request) : null;
    if (!outcome) notFound(NOT_FOUND);
    return outcome.ok
      ? data({ ok: true, message: CONTACT_OWNER_ANSWERS.revealed, intent })
      : data(
          { ok: false, message: outcome.message, confirmEmail: outcome.confirmEmail ?? false, intent },
          outcome.status,
        );
  }
  if (intent === "report") {
    const outcome = await fileReport(request, await getUser(request), id, formValues(form));
    return outcome.ok
      ? data({ ok: true, message: outcome.message, intent })
      : data({ ok: false, message: outcome.message, intent }, outcome.status);
  }
  if (intent === "enquire") {
    if (!isPropertyId(id)) notFound(NOT_FOUND);
    const outcome = await sendEnquiry(request, await getUser(request), id, formValues(form));
    return outcome.ok
      ? data({ ok: true, message: outcome.message, intent })
      : data({ ok: false, message: outcome.message, field: outcome.field, intent }, outcome.status);
  }
  const outcome = await handlePropertyAction(request);
  const result = outcome.data as ActionResult & { intent?: string };
  // The property is gone after a delete: go back to the list it came from.
  if (result.ok && result.intent === "delete") throw redirect("/profile");
  return data(result, outcome.init ?? undefined);
}

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
    notes,
    comparison,
  } = detail;
  const actionData = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const name = listingName(property.projectBuildingName);
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
          { label: name },
        ]}
      />

      {property.status === "pending" ? (
        <div
          className="mt-4 flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          data-testid="pending-banner"
        >
          <p className="flex items-center gap-2 font-medium">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            {isOwner
              ? t("Waiting for approval. Only you and our administrators can see this property.")
              : t("Waiting for approval. Only its owner and our administrators can see this property.")}
          </p>
          {isAdmin ? (
            <div className="flex flex-wrap items-start gap-2">
              <Suspense>
                <ApproveButton id={property.id} name={name} />
                <RejectForm id={property.id} name={name} />
              </Suspense>
            </div>
          ) : null}
        </div>
      ) : null}
      {property.status !== "pending" && !property.isApproved ? (
        <div
          className="mt-4 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-slate-900"
          data-testid="status-banner"
        >
          <p className="font-medium">
            {isOwner
              ? t("{status}. Only you and our administrators can see this property.", { status: notes.status ?? "" })
              : t("{status}. Only its owner and our administrators can see this property.", {
                  status: notes.status ?? "",
                })}
          </p>
          {isOwner ? (
            <p className="mt-1">
              <Link to="/profile#your-listings" className="font-semibold text-brand-700 hover:underline">
                {property.status === "rejected"
                  ? t("Edit it and send it again from your profile")
                  : t("Go to your profile")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
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
            {t(property.propertyCategory)} · {t(property.propertyType)} · {t(property.listingType)}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl" translate="no">
            {name}
          </h1>
          <p className="mt-2 text-lg text-slate-600">{place}</p>
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
        </div>
      </header>
      {comparison ? (
        <div className="mt-2">
          <PriceAgainstLocality comparison={comparison} />
        </div>
      ) : null}

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
          />
          {property.isApproved && !isOwner ? <EnquiryForm propertyId={property.id} me={me} /> : null}
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
            <div className="rounded-2xl border border-slate-200 p-4">
              <p className="text-sm text-slate-600">
                {isOwner ? t("This is your property.") : t("You can remove this property as an administrator.")}
              </p>
              <p className="mt-2">
                <Link
                  to={`/profile/listing-stats?id=${encodeURIComponent(property.id)}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {t("Views and enquiries")}
                </Link>
              </p>
              <div className="mt-3">
                <Suspense>
                  <ConfirmRemoveButton id={property.id} name={name} intent="delete" />
                </Suspense>
              </div>
            </div>
          ) : null}
        </aside>
      </div>
      {property.isApproved && !isOwner ? (
        <ContactBar
          callNumber={contact.full ? property.contactNumber : null}
          whatsAppHref={detail.ownerWhatsAppHref}
          signedIn={contact.signedIn}
          here={propertyHref(property.id)}
        />
      ) : null}
    </article>
  );
}
