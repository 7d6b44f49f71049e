import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { agentReraOf } from "#app/modules/accounts/agent-rera.server";
import { siteLink } from "#app/modules/accounts/emails.server";
import { getUser, requireUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { msg } from "#app/modules/i18n/translate";
import { cardsForPage } from "#app/modules/listing-core/cards.server";
import { nearbyLines } from "#app/modules/listing-core/landmarks.server";
import { PLACE_KIND_LABELS } from "#app/modules/listing-core/landmarks-rules";
import { propertyHref } from "#app/modules/listing-core/links";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { listingTitle } from "#app/modules/listing-core/title";
import type { ValueSettings } from "#app/modules/listing-core/values";
import { cardPrice, detailFacts, displayValue, fullPrice, type ListingFields } from "#app/modules/listing-core/view";
import { imageUrl } from "#app/modules/media/image-urls";
import { type ActionResult, formValues } from "#app/modules/platform/forms";
import { notFound } from "#app/modules/platform/http.server";
import { dispatchIntent, type IntentHandlers } from "#app/modules/platform/intents.server";
import { legalityOf } from "#app/modules/properties/trust/legality.server";
import { legalityNote } from "#app/modules/properties/trust/legality-note";
import { formatDate, NOT_PROVIDED } from "#app/modules/text/format";
import { listingShareText, ownerGreeting, whatsAppHref } from "#app/modules/text/whatsapp";
import { sendEnquiry } from "../contact-owner/enquiries.server";
import { type NextStep, revealContact } from "../contact-owner/reveals.server";
import { visibleProperty } from "../contact-owner/visible-property.server";
import { trueCostFor } from "../costs/true-cost.server";
import { listingPhrase, listingStructuredData } from "../display";
import { type PropertyIntent, propertyIntents, unknownPropertyIntent } from "../lifecycle/actions.server";
import { pendingEdit } from "../lifecycle/edits.server";
import { POSTER_WORDS, posterKind } from "../poster-words";
import { localityComparison } from "../prices/prices.server";
import { goneProperty, isPropertyId } from "../properties.server";
import { cityFromPlaceSlug, placeHref, slugify } from "../search/place-links";
import { markOwnView } from "../stats/view-counter.server";
import { LIFECYCLE_MESSAGES, type ListingStatus, reasonText, STATUS_LABELS } from "../status";
import { fileReport } from "../trust/reports.server";
import { POSTER_ANSWERS } from "../words";

const NOT_FOUND = msg(
  "We could not find that property. It may have been removed, or it may still be waiting for approval.",
);

/**
 * The listing page (/listing-detail?id=…) for this viewer: the live or pending listing with
 * everything its page shows, worded in the page's language; 410 with similar live listings
 * once it has gone; 404 otherwise. A pending listing is a 404 for everyone but its owner and
 * Admins (checked in the query).
 */
export async function listingPage(request: Request, context: AppLoadContext) {
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
  const agentRera = detail.owner?.role === "Agent" ? await agentReraView(userId, locale) : null;
  return {
    property,
    // Its name, or one made from its facts, in the page's language (B9).
    title: listingTitle(property, locale),
    owner,
    contact: { full, signedIn: Boolean(viewer) },
    me: viewer
      ? {
          name: viewer.name,
          email: viewer.email,
          mobileNumber: viewer.mobileNumber,
          mobileVerified: viewer.mobileVerified,
        }
      : null,
    facts: detailFacts(property, settings, locale),
    phone: displayValue("contactNumber", property, settings, locale),
    priceText: fullPrice(property, locale),
    // Worded here, so the page's code carries no formatter for it.
    shareHref: property.isApproved ? whatsAppHref(shareText(property, settings, locale)) : null,
    // WhatsApp to the owner, once this viewer may see the number (the panel and the phone's bar).
    ownerWhatsAppHref:
      property.isApproved && full && property.contactNumber
        ? whatsAppHref(
            ownerGreeting(
              {
                name: listingTitle(property, locale),
                brand: brandName(getSite()),
                url: siteLink(propertyHref(property.id), locale),
              },
              t,
            ),
            property.contactNumber,
          )
        : null,
    images: detail.images,
    // "for sale", "for rent": the description's words, worded here so the page ships no code for them.
    phrase: t(listingPhrase(property.listingType)),
    // schema.org's RealEstateListing, for search engines (live listings only), made here for the same reason.
    structuredData: property.isApproved
      ? listingStructuredData(property, {
          name: listingTitle(property, locale),
          url: `${getSite().publicUrl}${propertyHref(property.id)}`,
          images: detail.images.map((image) => `${getSite().publicUrl}${imageUrl(image, 960)}`),
        })
      : null,
    // Where it is, as visitors may see it, and what is near that point (decision 050); in
    // words alone when the site does not know its position (decision 058).
    position: detail.position,
    // What the poster typed (address, colony) apart, a name as written; then the locality and city in the page's words.
    where: {
      typed: words([property.address, property.colony]),
      place: words([localityName(property.locality ?? "", locale), t(property.city)]),
    },
    // Worded here: the page's code carries no list of kinds.
    nearby: (detail.position ? await nearbyLines(property.city, detail.position) : []).map((line) => ({
      label: t(PLACE_KIND_LABELS[line.kind]),
      name: line.name,
      km: line.km,
    })),
    rera: {
      number: property.reraNumber ?? "",
      checkedOn: property.reraCheckedAt ? formatDate(property.reraCheckedAt, locale) : null,
    },
    agentRera,
    // Who posted it, as the page's words name them and its tag says (poster-words.ts, issue 57).
    posterWords: POSTER_WORDS[posterKind(detail.owner?.role)],
    posterAgent:
      detail.owner?.role === "Agent" ? (agentRera?.checkedOn ? ("rera" as const) : ("agent" as const)) : null,
    // What the LDA's lists say of its colony, worded here (decision 046); null says nothing.
    legality: legalityNote(await legalityOf(property), locale),
    agentReraTitle: t(RERA_MESSAGES.agentTitle),
    isOwner: viewer?.id === userId,
    // Just sent from the wizard (?posted=1): its poster is told so, and offered the next one.
    posted: viewer?.id === userId && url.searchParams.get("posted") === "1",
    // What the page says about the listing's state, worded here (the lifecycle's words stay off the page's code).
    notes: {
      confirmed:
        property.isApproved && property.confirmedAt
          ? LIFECYCLE_MESSAGES.confirmedOn(formatDate(property.confirmedAt, locale), t)
          : null,
      status:
        property.status !== "pending" && !property.isApproved
          ? [
              t(STATUS_LABELS[property.status as ListingStatus] ?? property.status),
              reasonText({ code: property.statusReason, note: property.statusNote }, t),
            ]
              .filter(Boolean)
              .join(": ")
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

/**
 * What "Share on WhatsApp" says: the title, short price, BHK and area, place, address and
 * link, in the page's language ("₹85 लाख · 3 BHK · 1,450 वर्ग फुट", "गोमती नगर, लखनऊ", the /hi page).
 */
function shareText(
  listing: ListingFields & { id: string; projectBuildingName: string; locality: string; city: string; address: string },
  settings: ValueSettings,
  locale: Locale,
) {
  const facts = (["bedrooms", "plotArea"] as const)
    .map((field) => displayValue(field, listing, settings, locale))
    .filter((fact) => fact !== serverTranslator(locale).t(NOT_PROVIDED));
  return listingShareText({
    name: listingTitle(listing, locale),
    price: cardPrice(listing, locale),
    facts,
    locality: localityName(listing.locality, locale),
    city: serverTranslator(locale).t(listing.city),
    address: listing.address,
    url: siteLink(propertyHref(listing.id), locale),
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

/** A form's answer on the listing page; `intent` names the form, so only that form shows it. */
type ListingAnswer = ActionResult & { intent?: string; field?: string; nextStep?: NextStep };
type Answer = ReturnType<typeof data<ListingAnswer>>;

/**
 * The listing page's forms: a seeker's reveal, report and enquiry, and the owner's and
 * Admins' lifecycle buttons (lifecycle/actions.server.ts), each checking its own permission.
 */
export async function answerListingForm(request: Request): Promise<Answer> {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const form = await request.formData();
  const answer = (outcome: { ok: boolean; message: string; status?: number }, extra: Partial<ListingAnswer>) =>
    outcome.ok
      ? data<ListingAnswer>({ ok: true, message: outcome.message, ...extra })
      : data<ListingAnswer>({ ok: false, message: outcome.message, ...extra }, outcome.status);
  const lifecycle = propertyIntents(request);
  const handlers: IntentHandlers<"reveal" | "report" | "enquire" | PropertyIntent, Answer> = {
    ...lifecycle,
    reveal: async () => {
      const viewer = await requireUser(request);
      const outcome = isPropertyId(id) ? await revealContact(viewer, id, request) : null;
      if (!outcome) notFound(NOT_FOUND);
      return outcome.ok
        ? answer({ ok: true, message: POSTER_ANSWERS[outcome.poster].revealed }, { intent: "reveal" })
        : answer(outcome, { intent: "reveal", nextStep: outcome.nextStep });
    },
    report: async (form) =>
      answer(await fileReport(request, await getUser(request), id, formValues(form)), { intent: "report" }),
    enquire: async (form) => {
      if (!isPropertyId(id)) notFound(NOT_FOUND);
      const outcome = await sendEnquiry(request, await getUser(request), id, formValues(form));
      return answer(outcome, { intent: "enquire", field: outcome.ok ? undefined : outcome.field });
    },
    delete: async (form) => {
      const deleted = await lifecycle.delete(form);
      // The property is gone: back to the list it came from.
      if (deleted.data.ok) throw redirect("/profile");
      return deleted;
    },
  };
  return dispatchIntent(form, handlers, async () => {
    await requireUser(request);
    return unknownPropertyIntent();
  });
}

/** Parts of an address that are there, joined as an address is written. */
function words(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}
