import { describe, expect, it } from "vitest";
import { PROPERTY_FORM } from "#app/config/enums";
import { checkListing } from "#app/modules/listing-core/schema";
import { ProjectSchema } from "#app/modules/projects/schemas";
import { PropertySchema } from "#app/modules/properties/posting/schemas";
import { DEMO_PROJECTS, DEMO_PROPERTIES } from "./demo-listings";

const PHOTO = "0b8f1a3c-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("demo properties", () => {
  it("are what an owner could post with the public wizard (no office shown as Industry)", () => {
    for (const demo of DEMO_PROPERTIES) {
      const types: readonly string[] = PROPERTY_FORM.propertyTypes[demo.propertyCategory];
      expect(types, demo.projectBuildingName).toContain(demo.propertyType);
      expect(PROPERTY_FORM.listingTypes as readonly string[], demo.projectBuildingName).toContain(demo.listingType);
      // A name that promises an office cannot be honestly labelled with a wizard type.
      expect(demo.projectBuildingName, demo.projectBuildingName).not.toMatch(/office/i);
    }
  });
});

describe("demo listings", () => {
  it("pass the posting schema, with the newer fields where they apply (BHK of homes, units, RERA)", () => {
    for (const demo of DEMO_PROPERTIES) {
      const { scenes: _scenes, ...fields } = demo;
      const values = { ...fields, contactNumber: "9839012345", imageIds: [PHOTO] };
      expect(checkListing(PropertySchema, values), demo.projectBuildingName).toEqual(
        expect.objectContaining({ ok: true }),
      );
    }
    for (const demo of DEMO_PROJECTS) {
      const { scenes: _scenes, ...fields } = demo;
      expect(checkListing(ProjectSchema, { ...fields, contactNumber: "9839012345" }), demo.projectBuildingName).toEqual(
        expect.objectContaining({ ok: true }),
      );
    }
    expect(DEMO_PROPERTIES.some((demo) => demo.areaUnit === "bigha")).toBe(true);
    expect(DEMO_PROJECTS.filter((demo) => demo.reraNumber).length).toBeGreaterThan(2);
  });
});
