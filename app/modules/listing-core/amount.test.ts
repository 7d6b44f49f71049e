import { describe, expect, it } from "vitest";
import { readRupees } from "./amount";

describe("readRupees (amounts as people write them, B4)", () => {
  it.each([
    ["27 lakh", 27_00_000],
    ["27 Lakh", 27_00_000],
    ["27lakh", 27_00_000],
    ["27 lac", 27_00_000],
    ["27 lakhs", 27_00_000],
    ["27,00,000", 27_00_000],
    ["2700000", 27_00_000],
    ["₹ 27,00,000", 27_00_000],
    ["Rs. 27,00,000/-", 27_00_000],
    ["₹ 45 L", 45_00_000],
    ["45L", 45_00_000],
    ["1.2 crore", 1_20_00_000],
    ["1.25 cr", 1_25_00_000],
    ["1.15 Cr.", 1_15_00_000],
    ["2 crores", 2_00_00_000],
    ["18k", 18_000],
    ["18 thousand", 18_000],
    ["27 लाख", 27_00_000],
    ["1.2 करोड़", 1_20_00_000],
    ["२७ लाख", 27_00_000],
    ["18 हज़ार", 18_000],
    ["0", 0],
  ])("reads %s as %i rupees", (typed, rupees) => {
    expect(readRupees(typed)).toBe(rupees);
  });

  it.each(["", "lakh", "27.5", "27-30 lakh", "1.234567 lakh", "27 lakh 50 thousand", "-5", "27 bigha", "abc"])(
    "refuses %j (not one amount in whole rupees)",
    (typed) => {
      expect(readRupees(typed)).toBeUndefined();
    },
  );

  it("refuses an amount above the maximum", () => {
    expect(readRupees("5 crore", 1_00_00_000)).toBeUndefined();
    expect(readRupees("1 crore", 1_00_00_000)).toBe(1_00_00_000);
  });
});
