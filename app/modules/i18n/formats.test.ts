import { describe, expect, it } from "vitest";
import { formatArea, formatPricePerSqft } from "#app/modules/text/area";
import { formatDate, formatDateTime, formatPrice, formatPriceShort } from "#app/modules/text/format";
import "./catalog.server";
import { pathIn, withoutLocale } from "./locale";
import { translator } from "./translate";

describe("amounts, areas and dates in Hindi", () => {
  it("says lakh and crore in Devanagari, and the month", () => {
    expect(formatPriceShort(45_00_000, { locale: "hi" })).toBe("₹45 लाख");
    expect(formatPriceShort(1_25_00_000, { locale: "hi" })).toBe("₹1.25 करोड़");
    expect(formatPriceShort(18_000, { perMonth: true, locale: "hi" })).toBe("₹18,000/माह");
    expect(formatPrice(98_00_000, { locale: "hi" })).toBe("₹98,00,000");
    expect(formatPrice(null, { locale: "hi" })).toBe("क़ीमत पूछें");
  });

  it("leaves English exactly as it was", () => {
    expect(formatPriceShort(45_00_000)).toBe("₹45 L");
    expect(formatPriceShort(1_25_00_000)).toBe("₹1.25 Cr");
    expect(formatPriceShort(18_000, { perMonth: true })).toBe("₹18,000/month");
    expect(formatDate("2026-11-23T10:00:00Z")).toBe("23 November 2026");
  });

  it("names units and months in Hindi", () => {
    expect(formatArea(1450, "sqft", 27_000, "hi")).toBe("1,450 वर्ग फुट");
    expect(formatArea(200, "sqyd", 27_000, "hi")).toBe("200 गज (1,800 वर्ग फुट)");
    expect(formatArea(2, "bigha", 27_000, "hi")).toBe("2 बीघा (54,000 वर्ग फुट)");
    expect(formatPricePerSqft(6207, "hi")).toBe("₹6,207/वर्ग फुट");
    expect(formatDate("2026-11-23T10:00:00Z", "hi")).toBe("23 नवंबर 2026");
    // The time of day in Hindi words, never "am"/"pm", and no "को" of its own: a sentence
    // adds what it needs ("29 नवंबर 2026, सुबह 6:43 बजे शिकायत की").
    expect(formatDateTime("2026-11-23T02:30:00Z", "hi")).toBe("23 नवंबर 2026, सुबह 8 बजे");
    expect(formatDateTime("2026-11-23T13:00:00Z", "hi")).toBe("23 नवंबर 2026, शाम 6:30 बजे");
    expect(formatDateTime("2026-11-22T19:00:00Z", "hi")).toBe("23 नवंबर 2026, रात 12:30 बजे");
  });

  it("counts with Hindi plural forms and fills placeholders", () => {
    const { plural, t } = translator("hi");
    expect(plural(1, { one: "{count} property", other: "{count} properties" })).toBe("1 संपत्ति");
    expect(plural(1200, { one: "{count} property", other: "{count} properties" })).toBe("1,200 संपत्तियाँ");
    expect(t("Your profile ({name})", { name: "Asha" })).toBe("आपकी प्रोफ़ाइल (Asha)");
    // Unknown text stays as written (what users type is never translated).
    expect(t("Sunrise Residency")).toBe("Sunrise Residency");
  });
});

describe("addresses", () => {
  it("moves a page between languages with its query", () => {
    expect(pathIn("hi", "/Search?bhk=3")).toBe("/hi/Search?bhk=3");
    expect(pathIn("hi", "/")).toBe("/hi");
    expect(pathIn("hi", "/hi/about")).toBe("/hi/about");
    expect(pathIn("en", "/hi/Search?bhk=3#top")).toBe("/Search?bhk=3#top");
    expect(pathIn("en", "/hi")).toBe("/");
    expect(withoutLocale("/hindi-page")).toBe("/hindi-page");
    expect(withoutLocale("/HI/Search")).toBe("/Search");
  });
});
