import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { importProperties } from "#app/modules/properties/posting/import.server";
import { isPropertyId } from "#app/modules/properties/properties.server";
import { images } from "#db/schema";

import { goodForm, owner, photo, row, setUpPropertyTestbed } from "../../../support/property-testbed";

setUpPropertyTestbed();

// ── import ──────────────────────────────────────────────────────────────────────────────

describe("JSON import", () => {
  it("normalises the old field names, reads photos from files, and reports bad records", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "awadh-import-"));
    fs.writeFileSync(path.join(dir, "front.jpg"), await photo({ gps: true }));
    const report = await importProperties(
      [
        {
          ListingType: "Sell",
          PropertyCategory: "Residential",
          PropertyType: "Plot/Land",
          City: "Lucknow",
          ProjectBuildingName: "Sultanpur Road Plot",
          Locality: "Sultanpur Road",
          PlotArea: "1,200",
          Price: 2_400_000,
          Address: "Near Arjunganj",
          ContactNumber: "9839012345",
          imageURL: "front.jpg",
          isApproved: true,
        },
        { City: "Atlantis" },
        "not an object",
        {
          ListingType: "Sell",
          PropertyCategory: "Residential",
          PropertyType: "Flat/Apartment",
          City: "Lucknow",
          ProjectBuildingName: "Vibhuti Khand 3 BHK",
          Locality: "Gomti Nagar",
          BHK: "3 BHK",
          Area: "1,450",
          Unit: "Sq. Ft.",
          Price: 9_000_000,
          Possession: "Under construction",
          PossessionBy: "2027-06",
          RERA: "UPRERAPRJ12345",
          ContactNumber: "9839012345",
        },
        { ...goodForm, imageUrls: ["missing.jpg"] },
      ],
      { ownerId: owner.id, approve: false, baseDir: dir },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(report.created).toHaveLength(2);
    expect(report.failed.map((failure) => failure.record)).toEqual([2, 3, 5]);
    const [id, flat] = report.created;
    expect(await row(flat ?? "")).toMatchObject({
      bedrooms: 3,
      plotArea: 1450,
      areaUnit: "sqft",
      areaSqft: 1450,
      pricePerSqft: 6207,
      possession: "Under construction",
      possessionBy: "2027-06",
      reraNumber: "UPRERAPRJ12345",
    });
    expect(isPropertyId(id)).toBe(true);
    expect(await row(id ?? "")).toMatchObject({
      city: "Lucknow",
      projectBuildingName: "Sultanpur Road Plot",
      plotArea: 1200,
      address: "Near Arjunganj",
      isApproved: false,
    });
    expect(await getDb().$count(images, eq(images.propertyId, id ?? ""))).toBe(1);
  });
});
