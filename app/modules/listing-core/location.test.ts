import { describe, expect, it } from "vitest";
import CENTRES from "#db/seed/locality-centres.json" with { type: "json" };
import { CITY_CENTRES, formatBox, isInBox, isWithinCity, kmBetween, parseBox, shifted } from "./location";
import { formatPoint, kmText, parsePoint } from "./pin";

describe("distances", () => {
  it("are the haversine figure, worked by hand", () => {
    // Hazratganj (26.8467, 80.9462) to Charbagh (26.8318, 80.9242), R = 6371.0088 km:
    // Δφ = -0.0002601 rad, Δλ = -0.0003840 rad, hav = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2),
    // d = 2R asin √hav = 2.7403 km.
    expect(kmBetween({ latitude: 26.8467, longitude: 80.9462 }, { latitude: 26.8318, longitude: 80.9242 })).toBeCloseTo(
      2.7403,
      3,
    );
    expect(kmBetween(CITY_CENTRES.Lucknow, CITY_CENTRES.Noida)).toBeCloseTo(397.2016, 3);
    expect(kmBetween(CITY_CENTRES.Lucknow, CITY_CENTRES.Lucknow)).toBe(0);
  });

  it("a point shifted by a distance is that far away", () => {
    for (const bearing of [0, 45, 137, 270]) {
      const moved = shifted(CITY_CENTRES.Lucknow, 300, bearing);
      expect(kmBetween(CITY_CENTRES.Lucknow, moved) * 1000).toBeCloseTo(300, 0);
    }
  });
});

describe("a pin", () => {
  it("counts only inside its city", () => {
    expect(isWithinCity({ latitude: 26.87, longitude: 81.0 }, "Lucknow")).toBe(true);
    expect(isWithinCity(CITY_CENTRES.Noida, "Lucknow")).toBe(false);
    expect(isWithinCity({ latitude: Number.NaN, longitude: 81 }, "Lucknow")).toBe(false);
  });

  it("the seed's city centres are these (scripts/locality-centres.js keeps its own copy)", () => {
    for (const [city, { centre }] of Object.entries(CENTRES.cities)) {
      expect(CITY_CENTRES[city as keyof typeof CITY_CENTRES]).toEqual({ latitude: centre[0], longitude: centre[1] });
    }
  });
});

describe("a point as people paste it (issue 57: the admin desk's one field)", () => {
  it("reads a map's “copy coordinates” and the degree forms, latitude first unless the letters say", () => {
    const point = { latitude: 26.8873, longitude: 80.9962 };
    for (const typed of [
      "26.8873, 80.9962",
      "26.8873,80.9962",
      " 26.8873 80.9962 ",
      "26.8873° N, 80.9962° E",
      "26.8873N 80.9962E",
      "80.9962° E, 26.8873° N",
    ]) {
      expect(parsePoint(typed), typed).toEqual(point);
    }
    expect(parsePoint("33.8688° S, 151.2093° E")).toEqual({ latitude: -33.8688, longitude: 151.2093 });
    for (const typed of ["", "26.8873", "abc, def", "91, 80", "26.8, 181", "26.8873, 80.9962, 3", "1".repeat(100)]) {
      expect(parsePoint(typed), typed).toBeNull();
    }
    expect(formatPoint({ latitude: 26.904321, longitude: 80.941234 })).toBe("26.90432,80.94123");
  });

  it("says how far a refused pin is as people read it", () => {
    expect(kmText(1231.4)).toBe("1,231");
    expect(kmText(12.3)).toBe("12");
    expect(kmText(8.46)).toBe("8.5");
  });

  it("a pin 400 km away is not in its city (issue 57)", () => {
    // Lucknow to Noida: about 397 km; to Mumbai about 1,200 km.
    expect(isWithinCity(CITY_CENTRES.Noida, "Lucknow", 40)).toBe(false);
    expect(isWithinCity({ latitude: 19.076, longitude: 72.8777 }, "Lucknow", 40)).toBe(false);
    expect(isWithinCity({ latitude: 26.94, longitude: 80.99 }, "Lucknow", 40)).toBe(true);
  });
});

describe("the map's box", () => {
  it("reads south,west,north,east at four decimals and writes it back the same", () => {
    const box = parseBox("26.80001,80.9,26.9,81.05");
    expect(box).toEqual({ south: 26.8, west: 80.9, north: 26.9, east: 81.05 });
    expect(formatBox(box as NonNullable<typeof box>)).toBe("26.8000,80.9000,26.9000,81.0500");
    expect(isInBox({ latitude: 26.85, longitude: 81 }, box as NonNullable<typeof box>)).toBe(true);
    expect(isInBox({ latitude: 26.95, longitude: 81 }, box as NonNullable<typeof box>)).toBe(false);
  });

  it("refuses what is not a box in India", () => {
    for (const text of [
      "",
      "1,2,3",
      "26.9,80.9,26.8,81",
      "26.8,81,26.9,80.9",
      "a,b,c,d",
      "50,80,51,81",
      "26.8,80.9,26.9,Infinity",
    ]) {
      expect(parseBox(text), text).toBeNull();
    }
  });
});
