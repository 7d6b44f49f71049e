import { describe, expect, it } from "vitest";
import { LUXURY_LISTINGS, searchLuxuryListings } from "./luxury-listings";

describe("searchLuxuryListings", () => {
  const ids = (query: string) => searchLuxuryListings(LUXURY_LISTINGS, query).map((listing) => listing.id);

  it("shows all three for an empty query", () => {
    expect(ids("")).toHaveLength(3);
    expect(ids("   ")).toHaveLength(3);
  });

  it("matches the title and the location, in any case, every word", () => {
    expect(ids("penthouse")).toEqual(["skyline-penthouse"]);
    expect(ids("KANPUR")).toEqual(["heritage-bungalow"]);
    expect(ids("lucknow")).toEqual(["riverside-villa", "skyline-penthouse"]);
    expect(ids("villa gomti")).toEqual(["riverside-villa"]);
    expect(ids("villa kanpur")).toEqual([]);
  });

  it("does not search the description", () => {
    expect(ids("mango")).toEqual([]);
  });

  it("has three photos for every listing", () => {
    for (const listing of LUXURY_LISTINGS) expect(listing.photos).toHaveLength(3);
  });
});
