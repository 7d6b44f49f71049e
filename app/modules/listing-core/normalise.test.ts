import { describe, expect, it } from "vitest";
import { PROPERTY_FORM } from "#app/config/enums";
import { REQUIRED_FIELDS } from "./fields";
import { normaliseListing } from "./normalise";
import { checkListing, listingSchema } from "./schema";

const PropertySchema = listingSchema("wizard", {
  noun: "property",
  options: PROPERTY_FORM,
  required: REQUIRED_FIELDS,
  messages: { mustLogIn: "", submitted: "", submitFailed: "", uploaded: "", uploadFailed: "" },
});

describe("normaliseListing", () => {
  it("accepts the spec's capitalised variants and gives one spelling", () => {
    expect(
      normaliseListing({
        City: "Lucknow",
        ProjectBuildingName: "Gomti Greens",
        Locality: "Gomti Nagar",
        PlotArea: 1650,
        Price: "9800000",
        Address: "Plot 12, Vibhuti Khand",
        imageURL: "https://example.in/a.jpg",
      }),
    ).toEqual({
      city: "Lucknow",
      projectBuildingName: "Gomti Greens",
      locality: "Gomti Nagar",
      plotArea: 1650,
      price: "9800000",
      address: "Plot 12, Vibhuti Khand",
      imageUrls: ["https://example.in/a.jpg"],
    });
  });

  it("keeps the canonical spelling when both are present, unless it is blank", () => {
    expect(normaliseListing({ City: "Kanpur", city: "Lucknow" })).toEqual({ city: "Lucknow" });
    expect(normaliseListing({ city: "Lucknow", City: "Kanpur" })).toEqual({ city: "Lucknow" });
    expect(normaliseListing({ city: "", City: "Kanpur" })).toEqual({ city: "Kanpur" });
    expect(normaliseListing({ City: "Kanpur", city: " " })).toEqual({ city: "Kanpur" });
  });

  it("takes imageUrls and imageURL as lists and drops blanks", () => {
    expect(normaliseListing({ imageUrls: ["a.jpg", "", "b.jpg"] }).imageUrls).toEqual(["a.jpg", "b.jpg"]);
    expect(normaliseListing({ ImageURL: ["c.jpg"] }).imageUrls).toEqual(["c.jpg"]);
  });

  it("splits an amenities text on commas and wraps a single image id", () => {
    expect(normaliseListing({ Amenities: "Gym, Lift ,Parking" }).amenities).toEqual(["Gym", "Lift", "Parking"]);
    expect(normaliseListing({ imageIds: "0b8f1a3c-1c2d-4e5f-8a9b-0c1d2e3f4a5b" }).imageIds).toEqual([
      "0b8f1a3c-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    ]);
  });

  it("drops fields the server decides (isApproved, userId) and unknown keys", () => {
    expect(
      normaliseListing({ isApproved: true, IsApproved: "true", userId: "someone", createdAt: "2020", city: "Noida" }),
    ).toEqual({ city: "Noida" });
  });

  it("feeds the shared schema: a capitalised record passes the same checks as a form", () => {
    const checked = checkListing(
      PropertySchema,
      normaliseListing({
        ListingType: "Sell",
        PropertyCategory: "Residential",
        PropertyType: "Plot/Land",
        City: "Varanasi",
        Locality: "Sarnath",
        ContactNumber: "9839012345",
        Price: 4500000,
        PlotArea: "1,800",
      }),
    );
    expect(checked).toMatchObject({ ok: true, data: { city: "Varanasi", price: 4500000, plotArea: 1800 } });
  });
});

describe("the newer fields as exports name them", () => {
  it("reads BHK, area and its unit, and RERA in their common spellings", () => {
    expect(normaliseListing({ BHK: "3 BHK", Area: "2", Unit: "Bigha", RERA: "UPRERAPRJ1" })).toEqual({
      bedrooms: "3",
      plotArea: "2",
      areaUnit: "bigha",
      reraNumber: "UPRERAPRJ1",
    });
    expect(normaliseListing({ bedrooms: "1 RK" }).bedrooms).toBe("0");
    expect(normaliseListing({ bedrooms: "6+ BHK" }).bedrooms).toBe("6");
    expect(normaliseListing({ bedrooms: "8" }).bedrooms).toBe("6");
    expect(normaliseListing({ areaUnit: "Sq. Yd." }).areaUnit).toBe("sqyd");
    expect(normaliseListing({ areaUnit: "gaj" }).areaUnit).toBe("sqyd");
    // What it does not recognise is left for the schema to refuse with its message.
    expect(normaliseListing({ areaUnit: "hectare" }).areaUnit).toBe("hectare");
  });
});
