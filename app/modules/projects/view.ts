import { type City, cityFromSlug } from "#app/config/enums";
import type { Locale } from "#app/modules/i18n/locale";
import { localityName } from "#app/modules/i18n/place-names";
import { translator } from "#app/modules/i18n/translate";
import { projectHref } from "#app/modules/listing-core/links";
import { listingTitle } from "#app/modules/listing-core/title";
import type { ValueSettings } from "#app/modules/listing-core/values";
import { cardPrice, detailFacts, displayValue, type Fact } from "#app/modules/listing-core/view";
import type { StoredImage } from "#app/modules/media/image-urls";
import { imageUrl } from "#app/modules/media/image-urls";
import { formatDate, formatPrice, NOT_PROVIDED } from "#app/modules/text/format";
import type { PageMeta } from "#app/modules/text/seo";
import { listingShareText } from "#app/modules/text/whatsapp";
import { listingLabel } from "./display";
import type { ProjectDetail } from "./projects.server";

/**
 * A project page, worded and formatted on the server: the browser receives finished
 * text (labels, rupees, dates) and needs none of the formatting code.
 */
export interface ProjectView {
  id: string;
  name: string;
  /** "New project in Noida": always the project's own city. */
  eyebrow: string;
  place: string;
  headline: string;
  price: string;
  description: string;
  facts: Fact[];
  amenities: string[];
  images: StoredImage[];
  listedOn: string;
  /** The project's city when it is one of the five (for "More projects in Noida"). */
  city: City | null;
  call: { href: string; text: string } | null;
  /** The RERA number ("" when none) and when we checked it, worded. */
  rera: { number: string; checkedOn: string | null };
  /** What "Share on WhatsApp" says before the page's link (text/whatsapp.ts), worded here so no page ships the builder. */
  shareText: string;
  meta: PageMeta;
}

export function projectView(
  { project, images }: ProjectDetail,
  settings: ValueSettings,
  locale: Locale = "en",
): ProjectView {
  const { t } = translator(locale);
  const name = listingTitle(project, locale);
  const place = [project.locality && localityName(project.locality, locale), project.city && t(project.city)]
    .filter(Boolean)
    .join(", ");
  const price = formatPrice(project.price, { locale });
  return {
    id: project.id,
    name,
    eyebrow: t("New project in {city}", { city: project.city ? t(project.city) : t("an unlisted city") }),
    place,
    headline: [project.propertyCategory, project.propertyType, project.listingType]
      .filter(Boolean)
      .map((value) => t(value))
      .join(" · "),
    price,
    description: project.description,
    facts: detailFacts(project, settings, locale),
    amenities: project.amenities,
    images,
    listedOn: formatDate(project.createdAt, locale),
    rera: {
      number: project.reraNumber ?? "",
      checkedOn: project.reraCheckedAt ? formatDate(project.reraCheckedAt, locale) : null,
    },
    shareText: listingShareText({
      name,
      price: cardPrice(project, locale),
      facts: (["bedrooms", "plotArea"] as const)
        .map((field) => displayValue(field, project, settings, locale))
        .filter((fact) => fact !== t(NOT_PROVIDED)),
      locality: project.locality ? localityName(project.locality, locale) : "",
      city: project.city ? t(project.city) : "",
      address: project.address,
      url: "",
    }),
    city: cityFromSlug(project.city) ?? null,
    call: project.contactNumber
      ? {
          href: `tel:+91${project.contactNumber}`,
          // Written as the company's numbers are everywhere else: +91 98390 12345.
          text: t("Call {number}", { number: `+91 ${displayValue("contactNumber", project, settings)}` }),
        }
      : null,
    // The link preview: first photo, price and locality.
    meta: {
      title: name,
      description: t("{type} {offer} in {place}: {price}.", {
        type: t(project.propertyType),
        offer: t(listingLabel(project.listingType)),
        place,
        price,
      }),
      image: images[0] ? imageUrl(images[0], 960) : undefined,
      type: "article",
      canonicalPath: projectHref(project.id),
    },
  };
}
