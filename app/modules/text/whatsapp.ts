import { msg } from "#app/modules/i18n/translate";
/** What the WhatsApp links say, on listings and projects alike. */
export const WHATSAPP_MESSAGES = { share: msg("Share on WhatsApp") } as const;

/** A `wa.me` link: to an Indian number when given, otherwise "choose a chat" to share the text. */
export function whatsAppHref(text: string, mobile?: string): string {
  const to = mobile ? `91${mobile.replace(/\D/g, "").slice(-10)}` : "";
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

/** The first message to a listing's owner on WhatsApp, to translate (`ownerGreeting`). */
export const OWNER_GREETING = msg('Hello, I saw your property "{name}" on {brand}: {url}');

/**
 * The first message to a listing's owner on WhatsApp (the panel and the phone's contact bar),
 * in the language of the page it is sent from, with that page's address.
 */
export function ownerGreeting(
  values: { name: string; brand: string; url: string },
  t: (message: string, values: Record<string, string>) => string,
): string {
  return t(OWNER_GREETING, values);
}

/** What a shared listing says, each part already worded ("₹98 L", "3 BHK", "1,650 sq ft"). */
export interface ShareListing {
  name: string;
  /** The short price: "₹98 L", "₹18,000/month", "Price on request". */
  price: string;
  /** BHK and area, as the listing's page words them; blanks are left out. */
  facts: readonly string[];
  locality: string;
  city: string;
  address: string;
  /** The listing's page, absolute. */
  url: string;
}

/**
 * The text a listing is shared with: what a friend reads in the chat before deciding to
 * open the link (the title alone made them open it to learn the price). One line each,
 * the link last so that WhatsApp draws its preview under the words:
 *
 *   Gomti Greens 3 BHK Apartment
 *   ₹98 L · 3 BHK · 1,650 sq ft
 *   Gomti Nagar Extension, Lucknow
 *   Plot 12, Vibhuti Khand
 *   https://awadhestates.in/listing-detail?id=…
 */
export function listingShareText({ name, price, facts, locality, city, address, url }: ShareListing): string {
  const place = [locality, city].map((part) => part.trim()).filter(Boolean);
  const street = address.trim();
  return [
    name.trim(),
    [price, ...facts]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" · "),
    place.join(", "),
    // An address that only repeats the locality says nothing new.
    street && !place.some((part) => part.toLowerCase() === street.toLowerCase()) ? street : "",
    url,
  ]
    .filter(Boolean)
    .join("\n");
}
