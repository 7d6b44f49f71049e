import { describe, expect, it } from "vitest";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { flagText } from "./flag-words";

const outlier = { kind: "priceOutlier", direction: "low", pricePerSqft: 2222, median: 6200, comparables: 5 } as const;

describe("the approval queue's warnings in words", () => {
  it("fills a price outlier's figures in rupees, in English and in Hindi", () => {
    expect(flagText(outlier, serverTranslator("en").t)).toBe(
      "Price looks too low: ₹2,222/sq ft, under half the locality's median of ₹6,200/sq ft (5 live listings)",
    );
    expect(flagText({ ...outlier, direction: "high" }, serverTranslator("hi").t)).toBe(
      "क़ीमत बहुत ज़्यादा लगती है: ₹2,222/वर्ग फुट, इलाक़े की आम क़ीमत ₹6,200/वर्ग फुट के दोगुने से भी ज़्यादा (5 लाइव लिस्टिंग)",
    );
  });

  it("words a duplicate in the page's language", () => {
    const duplicate = {
      kind: "duplicatePhotos",
      match: { id: "x", name: "Original", place: "Rajajipuram, Lucknow", priceText: "₹45 L" },
    } as const;
    expect(flagText(duplicate, serverTranslator("hi").t)).toBe(
      "संभावित नकल: एक फ़ोटो किसी दूसरे मालिक की लाइव लिस्टिंग की फ़ोटो से मिलती है",
    );
  });
});
