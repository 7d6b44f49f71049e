import { describe, expect, it } from "vitest";
import { type Catalog, registerCatalog } from "#app/modules/i18n/translate";
import { typedAmountShort } from "./amount-preview";

// The whole Hindi catalogue, as a Hindi page has it (catalog.server.ts, which a component may not import, does the same).
const files = import.meta.glob<Catalog>("../../modules/i18n/catalogs/hi/*.json", { eager: true, import: "default" });
registerCatalog("hi", Object.assign({}, ...Object.values(files)));

describe("typedAmountShort (the wizard's price as it is typed)", () => {
  it("shows the short form, so a missing zero is seen", () => {
    expect(typedAmountShort("5500000")).toBe("₹55 L");
    expect(typedAmountShort("550000")).toBe("₹5.5 L");
    expect(typedAmountShort("12000000")).toBe("₹1.2 Cr");
    expect(typedAmountShort("18000", { perMonth: true })).toBe("₹18,000/month");
    expect(typedAmountShort("55,00,000")).toBe("₹55 L");
  });

  it("reads lakh and crore as the check does, in the page's language (B4)", () => {
    expect(typedAmountShort("27 lakh")).toBe("₹27 L");
    expect(typedAmountShort("27 lakh", { locale: "hi" })).toBe("₹27 लाख");
    expect(typedAmountShort("1.25 cr", { locale: "hi" })).toBe("₹1.25 करोड़");
    expect(typedAmountShort("18k", { perMonth: true })).toBe("₹18,000/month");
  });

  it("shows nothing for what is not yet whole rupees", () => {
    for (const typed of ["", " ", "lakh", "5.5", "-1", "12345678901234"]) expect(typedAmountShort(typed)).toBe("");
  });
});
