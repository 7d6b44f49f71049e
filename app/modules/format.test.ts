import { describe, expect, it } from "vitest";
import { cutWords, formatArea, formatDate, formatPrice } from "./format";

describe("formatPrice", () => {
  it("writes Indian rupees with en-IN grouping and no decimals", () => {
    expect(formatPrice(9_800_000)).toBe("₹98,00,000");
    expect(formatPrice(18_000)).toBe("₹18,000");
    expect(formatPrice(1234.56)).toBe("₹1,235");
    expect(formatPrice(0)).toBe("₹0");
  });

  it("says so when there is no price", () => {
    expect(formatPrice(null)).toBe("Price on request");
    expect(formatPrice(Number.NaN)).toBe("Price on request");
  });
});

describe("formatArea", () => {
  it("groups the square feet the Indian way", () => {
    expect(formatArea(87_120)).toBe("87,120 sq ft");
    expect(formatArea(123_456_7)).toBe("12,34,567 sq ft");
    expect(formatArea(undefined)).toBe("Not provided");
  });
});

describe("cutWords", () => {
  it("keeps five words and adds an ellipsis only when it cut", () => {
    expect(cutWords("Awadh Enclave Phase II Residential Plots on Faizabad Road", 5)).toBe(
      "Awadh Enclave Phase II Residential...",
    );
    expect(cutWords("Sarnath Heritage Villas", 5)).toBe("Sarnath Heritage Villas");
    expect(cutWords("  one   two three four five  ", 5)).toBe("one two three four five");
  });
});

describe("formatDate", () => {
  it("writes the date the Indian way, in Indian time", () => {
    expect(formatDate("2026-11-22T20:00:00Z")).toBe("23 November 2026");
  });
});
