import { describe, expect, it } from "vitest";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { translator } from "#app/modules/i18n/translate";
import { againstMedian, COMPARISON_MESSAGES } from "./comparison";

describe("a listing against its locality's median", () => {
  it("reads above, below or at the median in whole percent", () => {
    expect(againstMedian(6720, 6000)).toEqual({ percent: 12, direction: "above" });
    expect(againstMedian(5520, 6000)).toEqual({ percent: 8, direction: "below" });
    expect(againstMedian(12_000, 6000)).toEqual({ percent: 100, direction: "above" });
  });

  it("is at the median within 2 % either way, and off it beyond", () => {
    expect(againstMedian(6120, 6000)).toEqual({ percent: 0, direction: "at" });
    expect(againstMedian(5880, 6000)).toEqual({ percent: 0, direction: "at" });
    expect(againstMedian(6000, 6000)).toEqual({ percent: 0, direction: "at" });
    expect(againstMedian(6150, 6000)).toEqual({ percent: 3, direction: "above" });
    expect(againstMedian(5850, 6000)).toEqual({ percent: 3, direction: "below" });
  });

  it("words each direction for each kind", () => {
    const { t } = translator("en");
    const word = (kind: "flat" | "house" | "plot", value: number) => {
      const { percent, direction } = againstMedian(value, 6000);
      return t(COMPARISON_MESSAGES[kind][direction], { percent, locality: "Gomti Nagar" });
    };
    expect(word("flat", 6720)).toBe("12 % above the Gomti Nagar median for flats");
    expect(word("house", 5520)).toBe("8 % below the Gomti Nagar median for houses");
    expect(word("plot", 6060)).toBe("At the Gomti Nagar median for plots");
  });

  it("keeps the locality's place in a Hindi sentence, so the page can mark it untranslated", () => {
    // The site's own Hindi catalogue (registering a made-up one would outlive this file:
    // unit test files share their modules).
    const text = serverTranslator("hi").t(COMPARISON_MESSAGES.flat.above, { percent: 12 });
    expect(text.split("{locality}")).toHaveLength(2);
    expect(text).toContain("12");
    expect(text).not.toContain("above");
  });
});
