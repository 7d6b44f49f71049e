import { describe, expect, it } from "vitest";
import { priceRangeIn } from "./amount";
import { AREA_UNITS, bighaNote, formatArea, formatPricePerSqft, toSquareFeet } from "./area";
import { cutWords, formatDate, formatDateTime, formatPrice, formatPriceShort } from "./format";

describe("formatPrice", () => {
  it("writes Indian rupees with en-IN grouping and no decimals", () => {
    expect(formatPrice(9_800_000)).toBe("₹98,00,000");
    expect(formatPrice(4_500_000)).toBe("₹45,00,000");
    expect(formatPrice(12_34_56_789)).toBe("₹12,34,56,789");
    expect(formatPrice(18_000)).toBe("₹18,000");
    expect(formatPrice(999)).toBe("₹999");
    expect(formatPrice(1234.56)).toBe("₹1,235");
    expect(formatPrice(1234.49)).toBe("₹1,234");
    expect(formatPrice(0)).toBe("₹0");
    expect(formatPrice(-0.4)).toBe("₹0");
  });

  it("says so when there is no price", () => {
    expect(formatPrice(null)).toBe("Price on request");
    expect(formatPrice(undefined)).toBe("Price on request");
    expect(formatPrice(Number.NaN)).toBe("Price on request");
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("Price on request");
    expect(formatPrice(null, { perMonth: true })).toBe("Price on request");
  });

  it("adds /month to a rent", () => {
    expect(formatPrice(18_000, { perMonth: true })).toBe("₹18,000/month");
    expect(formatPrice(1_20_000, { perMonth: true })).toBe("₹1,20,000/month");
    expect(formatPrice(18_000, { perMonth: false })).toBe("₹18,000");
  });
});

describe("formatPriceShort", () => {
  it("writes lakh and crore with two decimals at most, trailing zeros dropped", () => {
    expect(formatPriceShort(45_00_000)).toBe("₹45 L");
    expect(formatPriceShort(99_50_000)).toBe("₹99.5 L");
    expect(formatPriceShort(12_34_000)).toBe("₹12.34 L");
    expect(formatPriceShort(1_00_00_000)).toBe("₹1 Cr");
    expect(formatPriceShort(1_25_00_000)).toBe("₹1.25 Cr");
    expect(formatPriceShort(1_20_00_000)).toBe("₹1.2 Cr");
    expect(formatPriceShort(1_05_00_000)).toBe("₹1.05 Cr");
    expect(formatPriceShort(2_50_00_00_000)).toBe("₹250 Cr");
    expect(formatPriceShort(1_25_000_00_00_000)).toBe("₹1,25,000 Cr");
  });

  it("keeps decimals that floating point would lose (1.15 × 100 is 114.999…)", () => {
    expect(formatPriceShort(1_15_00_000)).toBe("₹1.15 Cr");
    expect(formatPriceShort(1_29_00_000)).toBe("₹1.29 Cr");
    expect(formatPriceShort(57_00_000)).toBe("₹57 L");
    expect(formatPriceShort(4_35_000)).toBe("₹4.35 L");
    expect(formatPriceShort(2_01_000)).toBe("₹2.01 L");
  });

  it("cuts extra decimals instead of rounding up, so it never reads more than the price", () => {
    expect(formatPriceShort(1_24_99_999)).toBe("₹1.24 Cr");
    expect(formatPriceShort(1_24_50_000)).toBe("₹1.24 Cr");
    expect(formatPriceShort(1_25_99_999)).toBe("₹1.25 Cr");
    expect(formatPriceShort(45_99_999)).toBe("₹45.99 L");
    expect(formatPriceShort(1_00_999)).toBe("₹1 L");
    expect(formatPriceShort(1_01_000)).toBe("₹1.01 L");
  });

  it("switches at one lakh and one crore exactly", () => {
    expect(formatPriceShort(99_999)).toBe("₹99,999");
    expect(formatPriceShort(1_00_000)).toBe("₹1 L");
    expect(formatPriceShort(99_99_999)).toBe("₹99.99 L");
    expect(formatPriceShort(1_00_00_000)).toBe("₹1 Cr");
    expect(formatPriceShort(99_99_99_999)).toBe("₹99.99 Cr");
    // Whole rupees first, as in the full form: 99,999.50 is one lakh.
    expect(formatPriceShort(99_999.5)).toBe("₹1 L");
    expect(formatPriceShort(99_999.4)).toBe("₹99,999");
  });

  it("writes the full grouped figure below one lakh", () => {
    expect(formatPriceShort(18_000)).toBe("₹18,000");
    expect(formatPriceShort(500)).toBe("₹500");
    expect(formatPriceShort(0)).toBe("₹0");
  });

  it("adds /month to a rent", () => {
    expect(formatPriceShort(18_000, { perMonth: true })).toBe("₹18,000/month");
    expect(formatPriceShort(1_20_000, { perMonth: true })).toBe("₹1.2 L/month");
    expect(formatPriceShort(1_50_00_000, { perMonth: true })).toBe("₹1.5 Cr/month");
  });

  it("keeps the sign of a negative amount", () => {
    expect(formatPriceShort(-45_00_000)).toBe("-₹45 L");
    expect(formatPriceShort(-18_000)).toBe("-₹18,000");
  });

  it("says so when there is no price", () => {
    expect(formatPriceShort(null)).toBe("Price on request");
    expect(formatPriceShort(undefined, { perMonth: true })).toBe("Price on request");
    expect(formatPriceShort(Number.NaN)).toBe("Price on request");
    expect(formatPriceShort(Number.NEGATIVE_INFINITY)).toBe("Price on request");
  });
});

describe("formatPricePerSqft", () => {
  it("writes whole rupees per square foot", () => {
    expect(formatPricePerSqft(6_207)).toBe("₹6,207/sq ft");
    expect(formatPricePerSqft(90_00_000 / 1_450)).toBe("₹6,207/sq ft");
    expect(formatPricePerSqft(6_206.5)).toBe("₹6,207/sq ft");
    expect(formatPricePerSqft(12_345_678)).toBe("₹1,23,45,678/sq ft");
  });

  it("says so when it cannot be worked out", () => {
    expect(formatPricePerSqft(null)).toBe("Not provided");
    expect(formatPricePerSqft(Number.NaN)).toBe("Not provided");
    expect(formatPricePerSqft(45_00_000 / 0)).toBe("Not provided");
  });
});

describe("AREA_UNITS", () => {
  it("labels each unit for forms and for display", () => {
    expect(Object.keys(AREA_UNITS)).toEqual(["sqft", "sqyd", "sqm", "acre", "bigha"]);
    expect(AREA_UNITS.sqyd).toMatchObject({ label: "sq yd (gaj)", short: "sq yd" });
    expect(AREA_UNITS.sqft.short).toBe("sq ft");
  });
});

describe("toSquareFeet", () => {
  it("converts every unit with the marketplace's factors", () => {
    expect(toSquareFeet(1_450, "sqft", 27_000)).toBe(1_450);
    expect(toSquareFeet(200, "sqyd", 27_000)).toBe(1_800);
    expect(toSquareFeet(100, "sqm", 27_000)).toBeCloseTo(1_076.39, 6);
    expect(toSquareFeet(1.5, "acre", 27_000)).toBe(65_340);
    expect(toSquareFeet(2, "bigha", 27_000)).toBe(54_000);
  });

  it("takes the bigha from the setting and from nowhere else", () => {
    expect(toSquareFeet(2, "bigha", 20_000)).toBe(40_000);
    expect(toSquareFeet(2, "acre", 20_000)).toBe(87_120);
    expect(toSquareFeet(2, "bigha", 0)).toBeNaN();
    expect(toSquareFeet(2, "bigha", Number.NaN)).toBeNaN();
  });
});

describe("formatArea", () => {
  it("groups the square feet the Indian way when given square feet alone", () => {
    expect(formatArea(1_450)).toBe("1,450 sq ft");
    expect(formatArea(87_120)).toBe("87,120 sq ft");
    expect(formatArea(12_34_567)).toBe("12,34,567 sq ft");
    expect(formatArea(1_450.6)).toBe("1,451 sq ft");
    expect(formatArea(1_450, "sqft", 27_000)).toBe("1,450 sq ft");
  });

  it("shows the poster's unit with the square feet beside it", () => {
    expect(formatArea(200, "sqyd", 27_000)).toBe("200 sq yd (1,800 sq ft)");
    expect(formatArea(100, "sqm", 27_000)).toBe("100 sq m (1,076 sq ft)");
    expect(formatArea(1.5, "acre", 27_000)).toBe("1.5 acre (65,340 sq ft)");
    expect(formatArea(2, "bigha", 27_000)).toBe("2 bigha (54,000 sq ft)");
    expect(formatArea(2, "bigha", 20_000)).toBe("2 bigha (40,000 sq ft)");
    expect(formatArea(1_200, "sqyd", 27_000)).toBe("1,200 sq yd (10,800 sq ft)");
  });

  it("shows at most two decimals of the unit and whole square feet", () => {
    expect(formatArea(0.125, "acre", 27_000)).toBe("0.13 acre (5,445 sq ft)");
    expect(formatArea(1.333333, "bigha", 27_000)).toBe("1.33 bigha (36,000 sq ft)");
    expect(formatArea(250.5, "sqm", 27_000)).toBe("250.5 sq m (2,696 sq ft)");
    expect(formatArea(12.5, "acre", 27_000)).toBe("12.5 acre (5,44,500 sq ft)");
  });

  it("says so when there is no area", () => {
    expect(formatArea(undefined)).toBe("Not provided");
    expect(formatArea(null)).toBe("Not provided");
    expect(formatArea(Number.NaN)).toBe("Not provided");
    expect(formatArea(null, "bigha", 27_000)).toBe("Not provided");
    expect(formatArea(Number.NaN, "sqyd", 27_000)).toBe("Not provided");
    expect(formatArea(2, "bigha", Number.NaN)).toBe("Not provided");
  });
});

describe("bighaNote", () => {
  it("states the bigha factor in square feet", () => {
    expect(bighaNote(27_000)).toBe("1 bigha = 27,000 sq ft");
    expect(bighaNote(17_424)).toBe("1 bigha = 17,424 sq ft");
    expect(bighaNote(6_771.5)).toBe("1 bigha = 6,771.5 sq ft");
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

  it("gives every call its own answer from the one formatter (a Date or a string)", () => {
    expect(formatDate(new Date("2026-01-31T18:29:59Z"))).toBe("31 January 2026");
    expect(formatDate("2026-01-31T18:30:00Z")).toBe("1 February 2026");
  });
});

describe("formatDateTime", () => {
  it("writes the date and the time in Indian time", () => {
    expect(formatDateTime("2026-11-23T02:30:00Z")).toBe("23 November 2026 at 8:00 am");
  });
});

describe("priceRangeIn", () => {
  it("words the company's price ranges in Hindi, and leaves English as written", () => {
    expect(priceRangeIn("₹20 Lakh to ₹1.5 Cr", "hi")).toBe("₹20 लाख से ₹1.5 करोड़ तक");
    expect(priceRangeIn("₹10K to ₹2 Lakh per month", "hi")).toBe("₹10 हज़ार से ₹2 लाख तक प्रति माह");
    expect(priceRangeIn("₹18 Lakh to ₹90 Lakh", "en")).toBe("₹18 Lakh to ₹90 Lakh");
    expect(priceRangeIn("On request", "hi")).toBe("On request");
  });
});
