import { describe, expect, it } from "vitest";
import { listingShareText, whatsAppHref } from "./whatsapp";

const listing = {
  name: "Gomti Greens 3 BHK Apartment",
  price: "₹98 L",
  facts: ["3 BHK", "1,650 sq ft"],
  locality: "Gomti Nagar Extension",
  city: "Lucknow",
  address: "Plot 12, Vibhuti Khand",
  url: "https://awadhestates.in/listing-detail?id=7d1c",
};

describe("listingShareText", () => {
  it("carries the title, price, BHK and area, locality, address and the link, one a line", () => {
    expect(listingShareText(listing)).toBe(
      [
        "Gomti Greens 3 BHK Apartment",
        "₹98 L · 3 BHK · 1,650 sq ft",
        "Gomti Nagar Extension, Lucknow",
        "Plot 12, Vibhuti Khand",
        "https://awadhestates.in/listing-detail?id=7d1c",
      ].join("\n"),
    );
  });

  it("leaves out what the listing does not have, and an address that repeats the locality", () => {
    expect(
      listingShareText({ ...listing, facts: ["", "2 bigha (54,000 sq ft); 1 bigha = 27,000 sq ft"], address: " " }),
    ).toBe(
      "Gomti Greens 3 BHK Apartment\n₹98 L · 2 bigha (54,000 sq ft); 1 bigha = 27,000 sq ft\nGomti Nagar Extension, Lucknow\nhttps://awadhestates.in/listing-detail?id=7d1c",
    );
    expect(
      listingShareText({ ...listing, address: "gomti nagar extension", locality: "Gomti Nagar Extension" }),
    ).not.toContain("gomti nagar extension");
  });

  it("survives the wa.me link whole: decoding the link gives the text back", () => {
    const href = whatsAppHref(listingShareText(listing));
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(listingShareText(listing));
    // Line breaks and the link's own ? and = are escaped, so nothing of the text is lost.
    expect(href).toContain("%0A");
    expect(href).not.toContain("?id=");
  });
});
