import { describe, expect, it } from "vitest";
import "#app/modules/i18n/catalog.server";
import { NOT_PROVIDED } from "#app/modules/text/format";
import { optionLabel } from "./fields";
import { cardAreaNote, cardFact, cardFacts, cardPrice, cardsIn, detailFacts, displayValue } from "./view";

const settings = { bighaSqft: 27_000 };

describe("displayValue", () => {
  it("formats prices, areas in their unit, floors and phone numbers", () => {
    expect(displayValue("price", { price: 9_800_000 }, settings)).toBe("₹98,00,000");
    expect(displayValue("price", { price: 18_000, listingType: "Rent" }, settings)).toBe("₹18,000/month");
    expect(displayValue("plotArea", { plotArea: 1450 }, settings)).toBe("1,450 sq ft");
    expect(displayValue("plotArea", { plotArea: 2, areaUnit: "bigha" }, settings)).toBe(
      "2 bigha (54,000 sq ft); 1 bigha = 27,000 sq ft",
    );
    expect(displayValue("floorNumber", { floorNumber: 0 }, settings)).toBe("Ground floor");
    expect(displayValue("contactNumber", { contactNumber: "9839012345" }, settings)).toBe("98390 12345");
    expect(displayValue("bedrooms", { bedrooms: 3 }, settings)).toBe("3 BHK");
    expect(displayValue("bedrooms", { bedrooms: 0 }, settings)).toBe("1 RK");
    expect(displayValue("pricePerSqft", { pricePerSqft: 6207 }, settings)).toBe("₹6,207/sq ft");
    expect(displayValue("possession", { possession: "Under construction", possessionBy: "2027-06" }, settings)).toBe(
      "Under construction, possession by June 2027",
    );
  });

  it("says Not provided for anything missing", () => {
    for (const value of [null, undefined, ""]) {
      expect(displayValue("furnishing", { furnishing: value }, settings)).toBe(NOT_PROVIDED);
    }
  });
});

describe("detailFacts", () => {
  it("always shows the spec's facts and the others only when given (legacy records show fewer)", () => {
    const legacy = detailFacts({ listingType: "Sell", city: "Lucknow", price: 4_500_000 }, settings);
    expect(legacy.map((fact) => fact.field)).toEqual([
      "listingType",
      "propertyCategory",
      "propertyType",
      "city",
      "locality",
      "plotArea",
      "price",
      "facingType",
    ]);
    expect(legacy.find((fact) => fact.field === "locality")?.value).toBe(NOT_PROVIDED);
    const flat = detailFacts(
      { bedrooms: 3, plotArea: 1450, pricePerSqft: 6207, reraNumber: "UPRERAPRJ12345" },
      settings,
    );
    expect(flat.filter((fact) => ["bedrooms", "pricePerSqft", "reraNumber"].includes(fact.field))).toEqual([
      { field: "bedrooms", label: "Bedrooms", value: "3 BHK" },
      { field: "pricePerSqft", label: "Price per sq ft", value: "₹6,207/sq ft" },
      // A number the poster typed: shown as written (translate="no"), in every language.
      { field: "reraNumber", label: "RERA number", value: "UPRERAPRJ12345", asWritten: true },
    ]);
  });
});

describe("facts that apply", () => {
  const plot = {
    propertyType: "Plot/Land",
    listingType: "Sell",
    possession: "Ready to move",
    furnishing: "Unfurnished",
    plotArea: 200,
    areaUnit: "sqyd",
  };

  it("shows no furnishing on open ground, even when one is stored, and says a plot is available at once", () => {
    const facts = detailFacts(plot, settings, "hi");
    expect(facts.map((fact) => fact.field)).not.toContain("furnishing");
    expect(facts.find((fact) => fact.field === "possession")?.value).toBe("तुरंत");
    expect(displayValue("possession", plot, settings)).toBe("Immediate");
    // A flat is ready to move into.
    expect(displayValue("possession", { ...plot, propertyType: "Flat/Apartment" }, settings, "hi")).toBe(
      "रहने के लिए तैयार",
    );
    expect(detailFacts({ ...plot, propertyType: "Flat/Apartment" }, settings).map((fact) => fact.field)).toContain(
      "furnishing",
    );
  });

  it("writes bathrooms as a count beside the label, and as a count in words on a card", () => {
    const flat = { propertyType: "Flat/Apartment", bathrooms: 2 };
    expect(detailFacts(flat, settings, "hi").find((fact) => fact.field === "bathrooms")).toMatchObject({
      label: "बाथरूम",
      value: "2",
    });
    expect(cardFacts(flat, settings, "hi")).toEqual(["2 बाथरूम"]);
    expect(cardFacts(flat, settings)).toEqual(["2 baths"]);
  });
});

describe("a locality in the page's language", () => {
  it("is written by its one Hindi name on a card and in the facts, a name not known as typed", () => {
    const row = {
      id: "x",
      name: "Gomti Greens",
      named: true,
      locality: "gomti nagar",
      city: "Lucknow",
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Flat/Apartment",
      areaUnit: null,
      areaSqft: null,
      createdAt: "2026-11-01",
      priceText: "",
      facts: [],
      areaNote: null,
      bathrooms: null,
      bedrooms: 3,
      plotArea: 1650,
      price: 9_800_000,
      pricePerSqft: null,
      roadWidth: null,
      corner: null,
      parkFacing: null,
    };
    expect(cardsIn([row], settings, "hi")[0]?.locality).toBe("गोमती नगर");
    expect(cardsIn([row], settings, "en")[0]?.locality).toBe("gomti nagar");
    expect(cardsIn([{ ...row, locality: "Near the old mill" }], settings, "hi")[0]?.locality).toBe("Near the old mill");
    const facts = detailFacts({ locality: "Gomti Nagar" }, settings, "hi");
    expect(facts.find((fact) => fact.field === "locality")).toMatchObject({ value: "गोमती नगर", asWritten: true });
    expect(detailFacts({ locality: "Gomti Nagar" }, settings).find((fact) => fact.field === "locality")?.value).toBe(
      "Gomti Nagar",
    );
  });
});

describe("cards", () => {
  it("show BHK, area and price per sq ft when known, and a short price", () => {
    expect(cardFacts({ bedrooms: 3, plotArea: 1450, pricePerSqft: 6207 }, settings)).toEqual([
      "3 BHK",
      "1,450 sq ft",
      "₹6,207/sq ft",
    ]);
    expect(cardFacts({ plotArea: 2, areaUnit: "bigha" }, settings)).toEqual(["2 bigha (54,000 sq ft)"]);
    // The bigha's factor under the facts, wherever a bigha is shown; for no other unit.
    expect(cardAreaNote({ plotArea: 2, areaUnit: "bigha" }, settings)).toBe("1 bigha = 27,000 sq ft");
    expect(cardAreaNote({ plotArea: 2, areaUnit: "bigha" }, { bighaSqft: 17_424 })).toBe("1 bigha = 17,424 sq ft");
    expect(cardAreaNote({ plotArea: 200, areaUnit: "sqyd" }, settings)).toBeNull();
    expect(cardAreaNote({ areaUnit: "bigha" }, settings)).toBeNull();
    expect(cardFacts({}, settings)).toEqual([]);
    expect(cardPrice({ price: 4_500_000 })).toBe("₹45 L");
    expect(cardPrice({ price: 12_500_000 })).toBe("₹1.25 Cr");
    expect(cardPrice({ price: 18_000, listingType: "Rent" })).toBe("₹18,000/month");
  });
});

describe("wording declared with the field", () => {
  it("reads a card fact through the field's card pattern (no label on a card says what East is)", () => {
    expect(cardFact("facingType", { facingType: "East" }, settings)).toBe("East facing");
    expect(displayValue("facingType", { facingType: "East" }, settings)).toBe("East");
    // A card leaves the bigha factor to the listing's page; the detail page gives it.
    expect(cardFact("plotArea", { plotArea: 2, areaUnit: "bigha" }, settings)).toBe("2 bigha (54,000 sq ft)");
  });

  it("needs no case in view.ts for a field worded by its unit or option labels", () => {
    expect(cardFact("bathrooms", { bathrooms: 1 }, settings)).toBe("1 bath");
    expect(cardFact("bedrooms", { bedrooms: 6 }, settings)).toBe("6+ BHK");
  });
});

describe("optionLabel", () => {
  it("reads a number field's option in its unit, a choice's by its label", () => {
    expect(optionLabel("bathrooms", "2")).toBe("2 baths");
    expect(optionLabel("bedrooms", "0")).toBe("1 RK");
    expect(optionLabel("furnishing", "Unfurnished")).toBe("Unfurnished");
  });
});
