import { describe, expect, it } from "vitest";
import { parseFilters } from "./filters";
import { footerPlaceLinks } from "./place-links";

describe("the footer's place links", () => {
  it("“Homes for rent in Lucknow” is a search for residential rentals in Lucknow, not every rental", () => {
    const link = footerPlaceLinks().find((item) => item.label === "Homes for rent in Lucknow");
    const url = new URL(link?.to ?? "", "https://awadhestates.in");
    expect(url.pathname).toBe("/Search");
    expect(parseFilters(url.searchParams)).toMatchObject({
      city: "Lucknow",
      listingType: "Rent",
      category: "Residential",
    });
  });
});
