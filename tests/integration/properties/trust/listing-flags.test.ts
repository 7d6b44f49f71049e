import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { computeLocalityPrices } from "#app/modules/properties/prices/prices.server";
import type { ListingFlag } from "#app/modules/properties/types";
import * as adminProperties from "#app/routes/admin/properties";
import { images } from "#db/schema";
import { type ListingForm, postedProperty, uploadPhoto } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../../support/harness";
import { madeUpPhoto } from "../../../support/made-up-photo";

servicesForFile({ postingLimits: "lifted" });
let first: TestUser;
let second: TestUser;
let admin: TestUser;

beforeAll(async () => {
  first = await createUser("Owner");
  second = await createUser("Owner");
  admin = await createUser("Admin");
});

const uploadBytes = (account: TestUser, body: Buffer) => uploadPhoto(account, body);

const FLAT = {
  listingType: "Sell",
  propertyCategory: "Residential",
  propertyType: "Flat/Apartment",
  bedrooms: "3",
  city: "Lucknow",
  address: "Sector 9",
} satisfies ListingForm;

const post = (account: TestUser, form: ListingForm, imageIds: string[] = []) =>
  postedProperty(account, { ...FLAT, ...form }, { imageIds, ip: "203.0.113.41" });

async function flagsOf(id: string): Promise<ListingFlag[]> {
  const queue = await callRoute(adminProperties.loader, request("/admin/Postproject", { cookie: admin.cookie }));
  const items = (queue.data as { queue: { items: Array<{ id: string; flags: ListingFlag[] }> } }).queue.items;
  const item = items.find((entry) => entry.id === id);
  if (!item) throw new Error(`${id} is not in the queue`);
  return item.flags;
}

describe("the approval queue's warnings", () => {
  it("flags the same photos, re-encoded or resized, posted by a second owner, with the match beside it", async () => {
    const original = await madeUpPhoto(41);
    const theirs = await post(
      first,
      {
        projectBuildingName: "Original Orchid",
        locality: "Jankipuram",
        contactNumber: "9839000101",
        price: "4200000",
        plotArea: "1200",
      },
      [await uploadBytes(first, original), await uploadBytes(first, await madeUpPhoto(42))],
    );
    await approveProperty(theirs);

    const copies = [
      await sharp(original).jpeg({ quality: 55 }).toBuffer(),
      await sharp(original).resize({ width: 700 }).webp({ quality: 70 }).toBuffer(),
    ];
    const copy = await post(
      second,
      {
        projectBuildingName: "Copied Orchid",
        locality: "Aliganj",
        contactNumber: "9839000202",
        price: "3900000",
        plotArea: "1150",
      },
      [
        await uploadBytes(second, await madeUpPhoto(43)),
        ...(await Promise.all(copies.map((bytes) => uploadBytes(second, bytes)))),
      ],
    );
    const flags = await flagsOf(copy);
    const duplicate = flags.find((flag) => flag.kind === "duplicatePhotos");
    expect(duplicate).toMatchObject({ match: { id: theirs, name: "Original Orchid" } });
    if (duplicate?.kind !== "duplicatePhotos") throw new Error("no duplicate");
    const [theirPhoto] = await getDb()
      .select()
      .from(images)
      .where(eq(images.propertyId, theirs))
      .orderBy(images.position);
    expect(duplicate.match.photo?.id).toBe(theirPhoto?.id);
    expect(duplicate.match.ownPhoto?.id).toBeTruthy();

    // Different photos, or the same owner's own photos again, are not duplicates.
    const fresh = await post(
      second,
      {
        projectBuildingName: "Fresh Fern",
        locality: "Aliganj",
        contactNumber: "9839000203",
        price: "4000000",
        plotArea: "1150",
      },
      [await uploadBytes(second, await madeUpPhoto(44))],
    );
    expect((await flagsOf(fresh)).filter((flag) => flag.kind === "duplicatePhotos")).toEqual([]);
    const again = await post(
      first,
      {
        projectBuildingName: "Orchid Again",
        locality: "Jankipuram",
        contactNumber: "9839000104",
        price: "4300000",
        plotArea: "1200",
      },
      [await uploadBytes(first, copies[0] as Buffer)],
    );
    expect((await flagsOf(again)).filter((flag) => flag.kind === "duplicatePhotos")).toEqual([]);
  });

  it("flags a Lucknow flat priced at a tenth of its locality's median, only with 5 comparable live listings", async () => {
    // Every comparable has the same area, so that only the price per sq ft tells them apart.
    const flatOf1000SqFt = (
      account: TestUser,
      projectBuildingName: string,
      locality: string,
      contactNumber: string,
      price: string,
    ) => post(account, { projectBuildingName, locality, contactNumber, price, plotArea: "1000" });
    for (let i = 0; i < 5; i++) {
      const id = await flatOf1000SqFt(
        first,
        `Vikas Tower ${i}`,
        "Vikas Nagar",
        `98390003${10 + i}`,
        String(6_000_000 + i * 100_000),
      );
      await approveProperty(id);
    }
    // The flag reads the published locality prices, as the nightly job writes them.
    await computeLocalityPrices();
    const cheap = await flatOf1000SqFt(second, "Too Good Tower", "vikas nagar", "9839000399", "620000");
    const [outlier] = (await flagsOf(cheap)).filter((flag) => flag.kind === "priceOutlier");
    expect(outlier).toMatchObject({ kind: "priceOutlier", direction: "low", comparables: 5, median: 6200 });

    const fair = await flatOf1000SqFt(second, "Fair Tower", "Vikas Nagar", "9839000398", "5500000");
    expect((await flagsOf(fair)).filter((flag) => flag.kind === "priceOutlier")).toEqual([]);

    // Four comparables are not enough to judge.
    for (let i = 0; i < 4; i++)
      await approveProperty(await flatOf1000SqFt(first, `Sparse ${i}`, "Kursi Road", `98390004${10 + i}`, "5000000"));
    await computeLocalityPrices();
    const lonely = await flatOf1000SqFt(second, "Lonely Cheap", "Kursi Road", "9839000499", "500000");
    expect((await flagsOf(lonely)).filter((flag) => flag.kind === "priceOutlier")).toEqual([]);
  });

  it("flags the same number, locality and type at a price within 5%, not at 10%", async () => {
    const sameNumberInChinhat = (account: TestUser, projectBuildingName: string, price: string) =>
      post(account, { projectBuildingName, locality: "Chinhat", contactNumber: "9839000555", price, plotArea: "1100" });
    const live = await sameNumberInChinhat(first, "Number One Heights", "5000000");
    await approveProperty(live);
    const near = await sameNumberInChinhat(second, "Number Two Heights", "5200000");
    expect((await flagsOf(near)).filter((flag) => flag.kind === "repeatedContact")).toEqual([
      expect.objectContaining({ match: expect.objectContaining({ id: live }) }),
    ]);
    const far = await sameNumberInChinhat(second, "Number Three Heights", "5600000");
    expect((await flagsOf(far)).filter((flag) => flag.kind === "repeatedContact")).toEqual([]);
  });
});
