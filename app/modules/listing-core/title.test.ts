import { describe, expect, it } from "vitest";
import { type Catalog, registerCatalog } from "#app/modules/i18n/translate";
import { listingTitle } from "./title";

const files = import.meta.glob<Catalog>("../i18n/catalogs/hi/*.json", { eager: true, import: "default" });
registerCatalog("hi", Object.assign({}, ...Object.values(files)));

describe("listingTitle (B9: a title from the facts, never 'Untitled Project')", () => {
  const plot = {
    projectBuildingName: "",
    listingType: "Sell",
    propertyType: "Plot/Land",
    plotArea: 150,
    areaUnit: "sqyd",
    locality: "Kursi Road",
    city: "Lucknow",
  };
  const flat = {
    projectBuildingName: "  ",
    listingType: "Sell",
    propertyType: "Flat/Apartment",
    bedrooms: 3,
    locality: "Gomti Nagar",
    city: "Lucknow",
  };

  it("keeps the poster's own name", () => {
    expect(listingTitle({ ...flat, projectBuildingName: " Gomti Greens " })).toBe("Gomti Greens");
    expect(listingTitle({ ...flat, projectBuildingName: "Gomti Greens" }, "hi")).toBe("Gomti Greens");
  });

  it("names a plot by its area and a home by its BHK, in its locality", () => {
    expect(listingTitle(plot)).toBe("150 sq yd plot in Kursi Road");
    expect(listingTitle(flat)).toBe("3 BHK flat in Gomti Nagar");
    expect(listingTitle({ ...flat, listingType: "Rent", bedrooms: 2, locality: "Indira Nagar" })).toBe(
      "2 BHK flat for rent in Indira Nagar",
    );
    expect(listingTitle({ ...flat, propertyType: "Independent House/Villa", bedrooms: 4, locality: "Aliganj" })).toBe(
      "4 BHK house in Aliganj",
    );
    expect(listingTitle({ listingType: "Rent", propertyType: "Shop", locality: "Hazratganj", city: "Lucknow" })).toBe(
      "Shop for rent in Hazratganj",
    );
  });

  it("speaks Hindi on Hindi pages, the locality by its Hindi name", () => {
    expect(listingTitle(plot, "hi")).toBe("कुर्सी रोड में 150 गज का प्लॉट");
    expect(listingTitle(flat, "hi")).toBe("गोमती नगर में 3 BHK फ़्लैट");
    expect(listingTitle({ ...flat, listingType: "Rent" }, "hi")).toBe("गोमती नगर में किराये पर 3 BHK फ़्लैट");
  });

  it("uses only what it knows: the city without a locality, no place without either", () => {
    expect(listingTitle({ ...plot, locality: "" })).toBe("150 sq yd plot in Lucknow");
    expect(listingTitle({ propertyType: "Plot/Land" })).toBe("Plot");
    expect(listingTitle({})).toBe("Property");
    for (const facts of [plot, flat, {}]) {
      expect(listingTitle(facts)).not.toMatch(/untitled/i);
      expect(listingTitle(facts, "hi")).not.toMatch(/untitled/i);
    }
  });
});
