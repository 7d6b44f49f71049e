import { describe, expect, it } from "vitest";
import { checkListing } from "#app/modules/listing-core/schema";
import { checkProject, ProjectSchema } from "./schemas";

const good = {
  listingType: "PG",
  propertyCategory: "Residential",
  propertyType: "1 RK/Studio Apartment",
  city: "Noida",
  projectBuildingName: "Sector 62 Co-living",
  locality: "Sector 62",
  contactNumber: "98390 12345",
  bedrooms: "0",
};

describe("ProjectSchema (the city-project wizard)", () => {
  it("accepts the city wizard's listing and property types", () => {
    expect(checkListing(ProjectSchema, good)).toMatchObject({ ok: true, data: { listingType: "PG" } });
    expect(
      checkListing(ProjectSchema, {
        ...good,
        listingType: "Rent",
        propertyCategory: "Commercial",
        propertyType: "Storage",
      }),
    ).toMatchObject({ ok: true });
  });

  it("refuses the public wizard's Agricultural Land, naming the city wizard's choices", () => {
    expect(checkListing(ProjectSchema, { ...good, listingType: "Agricultural Land" })).toMatchObject({
      ok: false,
      field: "listingType",
      step: 1,
      message: "Property Details (step 1): Choose a listing type: Sell, Rent or PG.",
    });
    expect(checkListing(ProjectSchema, { ...good, propertyType: "Agricultural Land" })).toMatchObject({
      ok: false,
      field: "propertyType",
    });
  });

  it("keeps types to their category", () => {
    expect(checkListing(ProjectSchema, { ...good, propertyType: "Office" })).toMatchObject({
      ok: false,
      field: "propertyType",
    });
  });

  it("needs a name, as every card is headed by it", () => {
    expect(checkListing(ProjectSchema, { ...good, projectBuildingName: "  " })).toMatchObject({
      ok: false,
      field: "projectBuildingName",
      message: "Property Details (step 1): Enter the project or building name.",
    });
  });

  it("names every wrong field of the first wrong step at once, each with its own words", () => {
    const failure = checkListing(ProjectSchema, {
      ...good,
      projectBuildingName: " ",
      locality: "",
      contactNumber: "12345",
    });
    expect(failure).toMatchObject({
      ok: false,
      step: 1,
      field: "projectBuildingName",
      message: "Property Details (step 1): Enter the project or building name.",
      fields: {
        projectBuildingName: "Enter the project or building name.",
        contactNumber: expect.any(String),
      },
    });
    const fields = failure.ok ? {} : (failure.fields ?? {});
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["projectBuildingName", "locality", "contactNumber"]));
  });

  it("is the check the browser loads: capitalised field names are understood", () => {
    expect(
      checkProject({ ...good, City: "Noida", city: undefined, ProjectBuildingName: "Studio Homes" }),
    ).toMatchObject({
      ok: true,
    });
    expect(checkProject({ ...good, imageIds: ["not-an-id"] })).toMatchObject({ ok: false, step: 4 });
  });
});
