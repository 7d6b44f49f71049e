import { msg } from "#app/modules/i18n/translate";
import { offerOf } from "#app/modules/listing-core/offer";

/** How a listing type reads beside its property type: farmland's is a sale (listing-core/fields.ts offerOf). */
export const listingTypeLabel = offerOf;

/** "for sale", "for rent"...: how a listing type reads after a property type. */
export function listingPhrase(listingType: string): string {
  switch (listingTypeLabel(listingType)) {
    case "Sell":
      return msg("for sale");
    case "Rent":
      return msg("for rent");
    case "PG":
      return msg("as PG accommodation");
    default:
      return `(${listingType.toLowerCase()})`;
  }
}

interface ListingForStructuredData {
  id: string;
  projectBuildingName: string;
  description: string;
  city: string;
  locality: string;
  address: string;
  price: number | null;
  plotArea: number | null;
  listingType: string;
  propertyType: string;
  createdAt: string | Date;
}

/** A schema.org RealEstateListing for a property or project page. */
export function listingStructuredData(
  listing: ListingForStructuredData,
  { url, images, name }: { url: string; images: string[]; name: string },
): Record<string, unknown> {
  return {
    "@type": "RealEstateListing",
    name,
    url,
    description:
      listing.description ||
      `${listing.propertyType} ${listingPhrase(listing.listingType)} in ${[listing.locality, listing.city].filter(Boolean).join(", ")}`,
    datePosted: new Date(listing.createdAt).toISOString(),
    image: images,
    ...(listing.price !== null
      ? {
          offers: {
            "@type": "Offer",
            price: listing.price,
            priceCurrency: "INR",
            businessFunction:
              listing.listingType === "Rent"
                ? "http://purl.org/goodrelations/v1#LeaseOut"
                : "http://purl.org/goodrelations/v1#Sell",
          },
        }
      : {}),
    about: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: listing.address || undefined,
        addressLocality: listing.locality || listing.city,
        addressRegion: listing.city,
        addressCountry: "IN",
      },
      ...(listing.plotArea !== null
        ? { floorSize: { "@type": "QuantitativeValue", value: listing.plotArea, unitCode: "FTK" } }
        : {}),
    },
  };
}
