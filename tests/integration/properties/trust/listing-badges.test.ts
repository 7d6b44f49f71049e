/**
 * Badges that mean one thing each (issue 40, decision 045): "Owner verified" and "Photos
 * checked" are given by an Admin only, once, with who and when kept on the desk; new photos
 * lose "Photos checked"; no form field gives either.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { TRUST_BADGES } from "#app/modules/properties/badge-words";
import { parseFilters } from "#app/modules/properties/search/filters";
import { searchInDatabase } from "#app/modules/properties/search/search.server";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import { properties } from "#db/schema";
import { liveProperty, sendPost, uploadPhoto } from "../../../support/factories";
import { callRoute, createUser, request, sendForm, servicesForFile, type TestUser } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

const act = (who: TestUser, id: string, intent: string) =>
  sendForm(listingDetail.action, `/listing-detail?id=${id}`, who, { intent, id }).catch((error: unknown) =>
    error instanceof Response ? { status: error.status, data: null } : Promise.reject(error),
  );
const page = async (id: string) => {
  const answer = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`));
  return {
    text: JSON.stringify(answer.data),
    property: (answer.data as { property: Record<string, unknown> }).property,
  };
};
const row = async (id: string) => (await getDb().select().from(properties).where(eq(properties.id, id)))[0];

describe("Owner verified and Photos checked", () => {
  it("are an Admin's marks alone, given once; the page shows when, never which Admin", async () => {
    const [owner, admin] = await Promise.all([createUser("Owner"), createUser("Admin")]);
    const id = await liveProperty(owner, { projectBuildingName: "Checked Cottage" });
    expect((await page(id)).property).toMatchObject({ ownerVerifiedAt: null, photosCheckedAt: null });

    expect((await act(owner, id, "verify-owner")).status).toBe(403);
    expect((await row(id))?.ownerVerifiedAt).toBeNull();
    expect(await act(admin, id, "verify-owner")).toMatchObject({
      status: 200,
      data: { message: TRUST_BADGES.ownerMarked },
    });
    expect(await act(admin, id, "verify-owner")).toMatchObject({ status: 409 });
    expect(await row(id)).toMatchObject({ ownerVerifiedBy: admin.id });
    const shown = await page(id);
    expect(shown.property.ownerVerifiedAt).toEqual(expect.any(String));
    expect(shown.text).not.toContain(admin.id);
    expect(shown.property).not.toHaveProperty("ownerVerifiedBy");
    // Its card says so too, wherever cards are read.
    const card = (await searchInDatabase(parseFilters(new URLSearchParams({ sort: "newest" })), 500)).items.find(
      (item) => item.id === id,
    );
    expect(card).toMatchObject({ ownerVerified: true, photosChecked: false });

    // No photos, nothing to check.
    expect(await act(admin, id, "check-photos")).toMatchObject({
      status: 409,
      data: { message: TRUST_BADGES.noPhotosToCheck },
    });
  });

  it("Photos checked is lost when the photos change, and kept when an edit keeps them", async () => {
    const [owner, admin] = await Promise.all([createUser("Owner"), createUser("Admin")]);
    const first = await uploadPhoto(owner, 1);
    const id = await liveProperty(owner, { projectBuildingName: "Photo Farmhouse" }, { imageIds: [first] });
    expect((await act(owner, id, "check-photos")).status).toBe(403);
    expect((await act(admin, id, "check-photos")).status).toBe(200);
    expect((await row(id))?.photosCheckedAt).toBeInstanceOf(Date);
    const card = async () =>
      (await searchInDatabase(parseFilters(new URLSearchParams({ sort: "newest" })), 500)).items.find(
        (item) => item.id === id,
      )?.photosChecked;
    expect(await card()).toBe(true);

    const edit = (imageIds: string[], price: string) =>
      sendPost(owner, { projectBuildingName: "Photo Farmhouse", price, editId: id } as never, { imageIds });
    expect((await edit([first], "5500000")).answer.ok).toBe(true);
    expect((await act(admin, id, "approve-edit")).status).toBe(200);
    expect((await row(id))?.photosCheckedAt).toBeInstanceOf(Date);

    const second = await uploadPhoto(owner, 2);
    expect((await edit([first, second], "5600000")).answer.ok).toBe(true);
    expect((await act(admin, id, "approve-edit")).status).toBe(200);
    expect(await row(id)).toMatchObject({ photosCheckedAt: null, photosCheckedBy: null });
    expect(await card()).toBe(false);
  });

  it("no field of the posting form gives a mark", async () => {
    const owner = await createUser("Owner");
    const now = new Date().toISOString();
    const { answer } = await sendPost(owner, {
      projectBuildingName: "Self Checked Villa",
      ownerVerifiedAt: now,
      photosCheckedAt: now,
      ownerVerifiedBy: owner.id,
    } as never);
    expect(answer.ok).toBe(true);
    expect(await row(answer.id ?? "")).toMatchObject({ ownerVerifiedAt: null, photosCheckedAt: null });
  });
});
