import { describe, expect, it } from "vitest";
import { PROJECT_FORM, PROPERTY_FORM } from "#app/config/enums";
import { priceKindOf, SQFT_PER_PRICE_UNIT, SQFT_PER_SQM } from "./price-kind";

describe("priceKindOf", () => {
  it("prices residential flats and houses per sq ft and plots per sq yd", () => {
    expect(priceKindOf("Residential", "Flat/Apartment")).toBe("flat");
    expect(priceKindOf("Residential", "1 RK/Studio Apartment")).toBe("flat");
    expect(priceKindOf("Residential", "Independent House/Villa")).toBe("house");
    expect(priceKindOf("Residential", "Plot/Land")).toBe("plot");
    expect(SQFT_PER_PRICE_UNIT.plot).toBe(9);
  });

  it("gives commercial and agricultural property no kind", () => {
    expect(priceKindOf("Commercial", "Plot/Land")).toBeNull();
    expect(priceKindOf("Residential", "Agricultural Land")).toBeNull();
    expect(priceKindOf("Residential", null)).toBeNull();
  });

  it("knows every residential type of both forms", () => {
    const types = new Set([...PROPERTY_FORM.propertyTypes.Residential, ...PROJECT_FORM.propertyTypes.Residential]);
    const unpriced = [...types].filter((type) => priceKindOf("Residential", type) === null);
    expect(unpriced).toEqual(["Agricultural Land"]);
  });

  it("converts square metres as the district's tables need", () => {
    expect(100 * SQFT_PER_SQM).toBeCloseTo(1076.39, 2);
  });
});
