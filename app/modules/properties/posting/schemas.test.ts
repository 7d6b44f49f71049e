import { describe, expect, it } from "vitest";
import { AMENITIES } from "#app/config/enums";
import { checkListing } from "#app/modules/listing-core/schema";
import { CompletePropertySchema, PropertySchema } from "./schemas";

const good = {
  listingType: "Sell",
  propertyCategory: "Residential",
  propertyType: "Flat/Apartment",
  city: "Lucknow",
  locality: "Gomti Nagar",
  contactNumber: "98390 12345",
  bedrooms: "3",
};

describe("PropertySchema", () => {
  it("accepts a minimal wizard submission and cleans the values", () => {
    const checked = checkListing(PropertySchema, { ...good, price: "98,00,000", plotArea: "", amenities: ["Gym"] });
    expect(checked).toEqual({
      ok: true,
      data: {
        ...good,
        contactNumber: "9839012345",
        price: 9_800_000,
        amenities: ["Gym"],
        imageIds: [],
        // No pin placed (decision 058): the server places it at its locality's centre, or nowhere.
        location: { pin: null, showExactLocation: false },
      },
    });
  });

  it("reads the map's pin as a field like the others: a point in any pasted form, never one that is none", () => {
    const pinned = checkListing(PropertySchema, {
      ...good,
      location: "26.8873° N, 80.9962° E",
      showExactLocation: "on",
    });
    expect(pinned).toMatchObject({
      ok: true,
      data: { location: { pin: { latitude: 26.8873, longitude: 80.9962 }, showExactLocation: true } },
    });
    // The checkbox alone shows nothing: there is no pin to show.
    expect(checkListing(PropertySchema, { ...good, showExactLocation: "on" })).toMatchObject({
      ok: true,
      data: { location: { pin: null, showExactLocation: false } },
    });
    expect(checkListing(PropertySchema, { ...good, location: "26.8873" })).toMatchObject({
      ok: false,
      step: 1,
      field: "location",
      message: "Property Details (step 1): Place the pin on the map again: the point sent is not a position.",
    });
  });

  it("leads with the first problem as before, and names the rest of its step with it", () => {
    const checked = checkListing(PropertySchema, { ...good, locality: " ", contactNumber: "12345", price: "lots" });
    expect(checked).toMatchObject({
      ok: false,
      step: 1,
      field: "locality",
      message: "Property Details (step 1): Enter the locality.",
    });
    // The price is asked on step 2: named when step 1 is right.
    expect(checked.ok ? [] : Object.keys(checked.fields ?? {}).sort()).toEqual(["contactNumber", "locality"]);
  });

  it("keeps no furnishing or floors of a plot, whatever is sent, and the one-page form does not ask for them", () => {
    const plot = { ...good, propertyType: "Plot/Land", bedrooms: undefined };
    const checked = checkListing(PropertySchema, {
      ...plot,
      furnishing: "Fully Furnished",
      floorNumber: "3",
      totalFloors: "2",
    });
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.data).not.toHaveProperty("furnishing");
      expect(checked.data).not.toHaveProperty("floorNumber");
      expect(checked.data).not.toHaveProperty("totalFloors");
    }
    const flat = checkListing(PropertySchema, { ...good, furnishing: "Fully Furnished", floorNumber: "3" });
    expect(flat).toMatchObject({ ok: true, data: { furnishing: "Fully Furnished", floorNumber: 3 } });
  });

  it("stores a project RERA number as the portal writes it, however it was typed", () => {
    expect(checkListing(PropertySchema, { ...good, reraNumber: "uprera prj 12345" })).toMatchObject({
      ok: true,
      data: { reraNumber: "UPRERAPRJ12345" },
    });
    expect(checkListing(PropertySchema, { ...good, reraNumber: "uprera agt 12345" })).toMatchObject({
      ok: false,
      field: "reraNumber",
    });
  });

  it("names the step and field to fix, earliest step first", () => {
    expect(checkListing(PropertySchema, {})).toMatchObject({
      ok: false,
      field: "listingType",
      step: 1,
      message: "Property Details (step 1): Choose a listing type: Sell, Rent or Agricultural Land.",
    });
    expect(checkListing(PropertySchema, { ...good, contactNumber: "12345", price: "x" })).toMatchObject({
      field: "contactNumber",
      step: 1,
      message: "Property Details (step 1): Enter a 10-digit contact number.",
    });
    expect(checkListing(PropertySchema, { ...good, price: "about a crore" })).toMatchObject({
      field: "price",
      step: 2,
      message:
        "Additional Details (step 2): Enter the price in rupees: in figures (45,00,000) or in lakh and crore (45 lakh, 1.2 crore).",
    });
    expect(checkListing(PropertySchema, { ...good, amenities: ["Moat"] })).toMatchObject({
      field: "amenities",
      step: 3,
    });
    expect(checkListing(PropertySchema, { ...good, imageIds: ["../../etc/passwd"] })).toMatchObject({
      field: "imageIds",
      step: 4,
    });
  });

  it("refuses a property type from the other category and a floor above the top floor", () => {
    expect(checkListing(PropertySchema, { ...good, propertyType: "Industry" })).toMatchObject({
      field: "propertyType",
    });
    expect(
      checkListing(PropertySchema, { ...good, propertyCategory: "Commercial", propertyType: "Industry" }),
    ).toMatchObject({ ok: true });
    expect(checkListing(PropertySchema, { ...good, floorNumber: "9", totalFloors: "4" })).toMatchObject({
      field: "floorNumber",
      message: "Additional Details (step 2): The floor number cannot be higher than the total number of floors.",
    });
  });

  it("reads a price as people write it: in lakh and crore, with Indian commas (B4)", () => {
    for (const [typed, rupees] of [
      ["27 lakh", 27_00_000],
      ["1.2 crore", 1_20_00_000],
      ["27,00,000", 27_00_000],
      ["₹ 45 L", 45_00_000],
      ["1.25 cr", 1_25_00_000],
    ] as const) {
      const checked = checkListing(PropertySchema, { ...good, price: typed });
      expect(checked, typed).toMatchObject({ ok: true, data: { price: rupees } });
    }
  });

  it("refuses numbers that are not numbers, fractions of a rupee and negative areas", () => {
    for (const [field, value] of [
      ["price", "12.5"],
      ["price", "-1"],
      ["plotArea", "0"],
      ["plotArea", "NaN"],
      ["floorNumber", "2.5"],
      ["totalFloors", "0"],
    ] as const) {
      expect(checkListing(PropertySchema, { ...good, [field]: value }), `${field}=${value}`).toMatchObject({
        ok: false,
        field,
      });
    }
  });

  it("allows at most 20 photos and every amenity of the list", () => {
    const ids = Array.from({ length: 21 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(checkListing(PropertySchema, { ...good, imageIds: ids })).toMatchObject({ field: "imageIds" });
    expect(checkListing(PropertySchema, { ...good, imageIds: ids.slice(0, 20) })).toMatchObject({ ok: true });
    expect(checkListing(PropertySchema, { ...good, amenities: [...AMENITIES] })).toMatchObject({ ok: true });
  });

  it("never carries isApproved or userId through", () => {
    const checked = checkListing(PropertySchema, { ...good, isApproved: "true", userId: "someone-else" });
    expect(checked.ok && Object.keys(checked.data)).not.toContain("isApproved");
    expect(checked.ok && Object.keys(checked.data)).not.toContain("userId");
  });
});

describe("CompletePropertySchema (/Postlisting)", () => {
  it("requires every field and at least one photo", () => {
    expect(checkListing(CompletePropertySchema, good)).toMatchObject({ field: "projectBuildingName" });
    const all = {
      ...good,
      projectBuildingName: "Gomti Greens",
      address: "Plot 12",
      plotArea: "1650",
      price: "9800000",
      furnishing: "Semi-Furnished",
      floorNumber: "3",
      totalFloors: "10",
      facingType: "East",
      description: "A bright flat.",
    };
    expect(checkListing(CompletePropertySchema, all)).toMatchObject({
      field: "imageIds",
      message: "Upload Images (step 4): Add at least one photo of the property.",
    });
    expect(
      checkListing(CompletePropertySchema, { ...all, imageIds: ["0b8f1a3c-1c2d-4e5f-8a9b-0c1d2e3f4a5b"] }),
    ).toMatchObject({ ok: true });
  });
});

describe("the fields of docs/product/marketplace.md §1", () => {
  const plot = { ...good, propertyType: "Plot/Land", bedrooms: undefined };

  it("asks a home for its bedrooms and never a plot (a sent value is dropped)", () => {
    expect(checkListing(PropertySchema, { ...good, bedrooms: "" })).toMatchObject({
      ok: false,
      field: "bedrooms",
      step: 2,
      message: "Additional Details (step 2): Choose the number of bedrooms (1 RK to 6+ BHK).",
    });
    const checked = checkListing(PropertySchema, { ...plot, bedrooms: "4" });
    expect(checked.ok && checked.data.bedrooms).toBe(undefined);
    expect(checkListing(PropertySchema, { ...good, bedrooms: "9" })).toMatchObject({ ok: false, field: "bedrooms" });
  });

  it("takes an area in any unit and refuses an unknown unit", () => {
    expect(checkListing(PropertySchema, { ...plot, plotArea: "2", areaUnit: "bigha" })).toMatchObject({ ok: true });
    expect(checkListing(PropertySchema, { ...plot, plotArea: "2", areaUnit: "hectare" })).toMatchObject({
      ok: false,
      field: "areaUnit",
    });
  });

  it("checks the RERA number's format", () => {
    expect(checkListing(PropertySchema, { ...good, reraNumber: "UPRERAPRJ12345" })).toMatchObject({ ok: true });
    expect(checkListing(PropertySchema, { ...good, reraNumber: "RERA123" })).toMatchObject({
      ok: false,
      field: "reraNumber",
      message:
        "Additional Details (step 2): Enter a UP RERA project number: UPRERAPRJ followed by digits (e.g. UPRERAPRJ12345).",
    });
  });

  it("asks for the possession month only of a sale under construction", () => {
    expect(checkListing(PropertySchema, { ...good, possession: "Under construction" })).toMatchObject({
      ok: false,
      field: "possessionBy",
    });
    expect(
      checkListing(PropertySchema, { ...good, possession: "Under construction", possessionBy: "2027-06" }),
    ).toMatchObject({ ok: true });
    expect(
      checkListing(PropertySchema, { ...good, possession: "Under construction", possessionBy: "June" }),
    ).toMatchObject({ ok: false, field: "possessionBy" });
    const rent = checkListing(PropertySchema, { ...good, listingType: "Rent", possession: "Ready to move" });
    expect(rent.ok && rent.data.possession).toBe(undefined);
  });

  it("takes bathrooms from 0 to 10 for a home, and none for a plot", () => {
    const checked = checkListing(PropertySchema, { ...good, bathrooms: "2" });
    expect(checked.ok && checked.data.bathrooms).toBe(2);
    expect(checkListing(PropertySchema, { ...good, bathrooms: "11" })).toMatchObject({
      ok: false,
      field: "bathrooms",
      message: "Additional Details (step 2): Enter the number of bathrooms as a whole number from 0 to 10.",
    });
    const onPlot = checkListing(PropertySchema, { ...plot, bathrooms: "2" });
    expect(onPlot.ok && onPlot.data.bathrooms).toBe(undefined);
  });

  it("takes a description of up to 4,000 characters", () => {
    expect(checkListing(PropertySchema, { ...good, description: "a".repeat(4000) })).toMatchObject({ ok: true });
    expect(checkListing(PropertySchema, { ...good, description: "a".repeat(4001) })).toMatchObject({
      ok: false,
      field: "description",
    });
  });
});

describe("the checks in Hindi (decision 028)", () => {
  it("words every message in the page's language, and English as it was", async () => {
    await import("#app/modules/i18n/catalog.server"); // registers the Hindi catalogue
    const { translator } = await import("#app/modules/i18n/translate");
    const { propertyCheck } = await import("./schemas");
    expect(propertyCheck("wizard", translator("hi"))({})).toMatchObject({
      field: "listingType",
      message: "संपत्ति का विवरण (चरण 1): लिस्टिंग का प्रकार चुनें: बिक्री के लिए, किराये पर या कृषि भूमि।",
    });
    expect(propertyCheck("complete", translator("hi"))({ ...good, description: "a".repeat(4001) })).toMatchObject({
      field: "projectBuildingName",
      message: "संपत्ति का विवरण (चरण 1): प्रोजेक्ट या बिल्डिंग का नाम लिखें।",
    });
    expect(propertyCheck("wizard", translator("hi"))({ ...good, description: "a".repeat(4001) })).toMatchObject({
      message: "अतिरिक्त जानकारी (चरण 2): विवरण में ज़्यादा से ज़्यादा 4000 अक्षर हो सकते हैं।",
    });
    expect(propertyCheck("wizard", translator("en"))({})).toMatchObject({
      message: "Property Details (step 1): Choose a listing type: Sell, Rent or Agricultural Land.",
    });
  });
});
