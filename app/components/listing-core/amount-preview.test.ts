import { describe, expect, it } from "vitest";
import { typedAmountShort } from "./amount-preview";

describe("typedAmountShort (the wizard's price as it is typed)", () => {
  it("shows the short form, so a missing zero is seen", () => {
    expect(typedAmountShort("5500000")).toBe("₹55 L");
    expect(typedAmountShort("550000")).toBe("₹5.5 L");
    expect(typedAmountShort("12000000")).toBe("₹1.2 Cr");
    expect(typedAmountShort("18000", { perMonth: true })).toBe("₹18,000/month");
    expect(typedAmountShort("55,00,000")).toBe("₹55 L");
  });

  it("shows nothing for what is not yet whole rupees", () => {
    for (const typed of ["", " ", "55 lakh", "5.5", "-1", "12345678901234"]) expect(typedAmountShort(typed)).toBe("");
  });
});
