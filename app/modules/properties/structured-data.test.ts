import { describe, expect, it } from "vitest";
import { listingPhrase, listingStructuredData } from "./display";

describe("listingPhrase", () => {
  it("reads naturally after a property type", () => {
    expect(listingPhrase("Sell")).toBe("for sale");
    expect(listingPhrase("Rent")).toBe("for rent");
    expect(listingPhrase("PG")).toBe("as PG accommodation");
    expect(listingPhrase("Agricultural Land")).toBe("for sale");
  });
});

describe("listingStructuredData", () => {
  const listing = {
    id: "0d8b0a52-0000-4000-8000-000000000001",
    projectBuildingName: "Gomti Greens",
    description: "",
    city: "Lucknow",
    locality: "Gomti Nagar",
    address: "",
    price: 9_800_000,
    plotArea: 1650,
    listingType: "Sell",
    propertyType: "Flat/Apartment",
    createdAt: "2026-11-20T10:00:00.000Z",
  };

  it("describes a listing as schema.org RealEstateListing with a rupee offer and an Indian address", () => {
    const data = listingStructuredData(listing, {
      name: "Gomti Greens",
      url: "https://x.in/listing-detail?id=1",
      images: ["https://x.in/a.webp"],
    });
    expect(data).toMatchObject({
      "@type": "RealEstateListing",
      name: "Gomti Greens",
      description: "Flat/Apartment for sale in Gomti Nagar, Lucknow",
      datePosted: "2026-11-20T10:00:00.000Z",
      offers: { "@type": "Offer", price: 9_800_000, priceCurrency: "INR" },
      about: { address: { addressLocality: "Gomti Nagar", addressRegion: "Lucknow", addressCountry: "IN" } },
    });
  });

  it("leaves out what is not known", () => {
    const data = listingStructuredData(
      { ...listing, price: null, plotArea: null },
      { name: "x", url: "u", images: [] },
    );
    expect(data).not.toHaveProperty("offers");
    expect((data.about as Record<string, unknown>).floorSize).toBeUndefined();
  });
});
