import { describe, expect, it } from "vitest";
import { LOCALITIES } from "#db/seed/localities";
import { isDevanagari, nameKey } from "./localities";
import { CITY_CENTRES, kmBetween } from "./location";

describe("a locality's name, however it is written (decision 058)", () => {
  it("is one key whatever the case, spaces, hyphens or nukta", () => {
    expect(nameKey("Gomti Nagar")).toBe(nameKey("gomti-nagar"));
    expect(nameKey("GomtiNagar")).toBe(nameKey(" gomti  nagar "));
    expect(nameKey("फ़ैज़ाबाद रोड")).toBe(nameKey("फैजाबाद रोड"));
    expect(nameKey("अलीगंज")).not.toBe(nameKey("अली"));
    expect(nameKey("Gomti Nagar")).not.toBe(nameKey("Gomti Nagar Extension"));
    expect(isDevanagari("अलीगंज")).toBe(true);
    expect(isDevanagari("Aliganj")).toBe(false);
  });
});

describe("the site's own list of localities", () => {
  it("places every centre within its city, each name once, and leaves unplaced what it cannot place", () => {
    for (const [city, list] of Object.entries(LOCALITIES)) {
      const keys = list.flatMap((locality) => [locality.name, ...(locality.aliases ?? [])].map(nameKey));
      expect(new Set(keys).size, city).toBe(keys.length);
      for (const locality of list) {
        if (!locality.centre) continue;
        const [latitude, longitude] = locality.centre;
        const km = kmBetween({ latitude, longitude }, CITY_CENTRES[city as keyof typeof CITY_CENTRES]);
        expect(km, `${locality.name}, ${city}`).toBeLessThan(30);
      }
    }
  });

  it("names Lucknow's localities the review walked through, apart from each other", () => {
    const lucknow = new Map(LOCALITIES.Lucknow.map((locality) => [locality.name, locality.centre]));
    const at = (name: string) => {
      const centre = lucknow.get(name);
      if (!centre) throw new Error(`${name} has no centre`);
      return { latitude: centre[0], longitude: centre[1] };
    };
    // Aliganj, Kursi Road, Dubagga, Matiyari and Chinhat are 5 to 20 km apart, not one point (B2).
    const named = ["Aliganj", "Kursi Road", "Dubagga", "Matiyari", "Chinhat", "Gomti Nagar", "Gomti Nagar Extension"];
    for (const [index, one] of named.entries())
      for (const other of named.slice(index + 1))
        expect(kmBetween(at(one), at(other)), `${one}–${other}`).toBeGreaterThan(2);
    expect(kmBetween(at("Dubagga"), at("Matiyari"))).toBeGreaterThan(18);
  });
});
