import { describe, expect, it } from "vitest";
import { cityFromPlaceSlug, placeHref, slugify } from "./place-links";
import { listingTypeFromSlug, matchPlaces, type Place, similarity } from "./places";
import { testPlace as place } from "./test-places";

const PLACES = [
  place("Gomti Nagar", 40),
  place("Gomti Nagar Extension", 25),
  place("Indira Nagar", 30),
  place("Aliganj", 12),
  place("Sultanpur Road", 9),
  place("Sector 62", 20, "Noida"),
];

const names = (typed: string, city?: Place["city"]) => matchPlaces(PLACES, typed, city).map((item) => item.locality);

describe("slugs and place addresses", () => {
  it("writes names as URL words and reads them back", () => {
    expect(slugify("Gomti Nagar")).toBe("gomti-nagar");
    expect(slugify("  Matiyari, Faizabad Road ")).toBe("matiyari-faizabad-road");
    expect(slugify("Sector 62")).toBe("sector-62");
    expect(slugify("!!!")).toBe("");
    expect(placeHref("Lucknow")).toBe("/properties/lucknow");
    expect(placeHref("Lucknow", "Gomti Nagar", "Rent")).toBe("/properties/lucknow/gomti-nagar/rent");
    expect(placeHref("Noida", undefined, "Sell")).toBe("/properties/noida/buy");
    expect(placeHref("Varanasi", "Babatpur", "Agricultural Land")).toBe(
      "/properties/varanasi/babatpur/agricultural-land",
    );
    expect(listingTypeFromSlug("buy")).toBe("Sell");
    expect(listingTypeFromSlug("RENT")).toBe("Rent");
    expect(listingTypeFromSlug("sell")).toBeUndefined();
    expect(cityFromPlaceSlug("gurugram")).toBe("Gurugram");
    expect(cityFromPlaceSlug("atlantis")).toBeUndefined();
  });
});

describe("matchPlaces", () => {
  it("reads misspellings as the place they mean", () => {
    expect(names("gomti nagr")[0]).toBe("Gomti Nagar");
    expect(names("gomtinagar")[0]).toBe("Gomti Nagar");
    expect(names("indra nagar")[0]).toBe("Indira Nagar");
    expect(names("aligunj")[0]).toBe("Aliganj");
    expect(names("sultanpur rd")[0]).toBe("Sultanpur Road");
  });

  it("offers the names that begin with what is typed, the busiest first", () => {
    expect(names("gom")).toEqual(["Gomti Nagar", "Gomti Nagar Extension"]);
    expect(names("gomti nagar ext")[0]).toBe("Gomti Nagar Extension");
    expect(names("GOMTI NAGAR")[0]).toBe("Gomti Nagar");
  });

  it("keeps to the city asked, and finds nothing for nonsense", () => {
    expect(names("sector 62", "Lucknow")).toEqual([]);
    expect(names("sector 62", "Noida")).toEqual(["Sector 62"]);
    expect(names("zzzz qqqq")).toEqual([]);
    expect(names("   ")).toEqual([]);
  });

  it("measures similarity as pg_trgm does", () => {
    expect(similarity("word", "word")).toBe(1);
    expect(similarity("abc", "xyz")).toBe(0);
    // What PostgreSQL's pg_trgm answers for the same pairs (measured in PGlite 0.5).
    expect(similarity("gomti nagar", "gomti nagr")).toBeCloseTo(0.642857, 5);
    expect(similarity("indira nagar", "indra nagar")).toBeCloseTo(0.666667, 5);
    expect(similarity("aliganj", "aligunj")).toBeCloseTo(0.454545, 5);
  });
});
