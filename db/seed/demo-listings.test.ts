import { describe, expect, it } from "vitest";
import { PROPERTY_FORM } from "#app/config/enums";
import { DEMO_PROPERTIES } from "./demo-listings";

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
