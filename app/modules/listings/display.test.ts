import { describe, expect, it } from "vitest";
import { DETAIL_FIELDS, displayValue, NOT_PROVIDED } from "./display";
import { SCALAR_FIELDS } from "#app/modules/listing/fields";

describe("displayValue", () => {
  it("formats prices in rupees (en-IN, no decimals), areas, floors and phone numbers", () => {
    expect(displayValue("price", 9_800_000)).toBe("₹98,00,000");
    expect(displayValue("price", 1234.56)).toBe("₹1,235");
    expect(displayValue("plotArea", 1650)).toBe("1,650 sq ft");
    expect(displayValue("floorNumber", 0)).toBe("Ground floor");
    expect(displayValue("contactNumber", "9839012345")).toBe("98390 12345");
  });

  it("says Not provided for anything missing", () => {
    for (const value of [null, undefined, ""]) expect(displayValue("furnishing", value)).toBe(NOT_PROVIDED);
  });

  it("shows every field of the property except the description in the facts table", () => {
    expect([...DETAIL_FIELDS].sort()).toEqual(SCALAR_FIELDS.filter((field) => field !== "description").sort());
  });
});
