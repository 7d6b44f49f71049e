import { describe, expect, it } from "vitest";
import { draftOf, MAX_DRAFT_CHARS, readDraft } from "#app/modules/properties/posting/drafts.server";
import * as postProperty from "#app/routes/_listings/post-property";
import * as wizardDraft from "#app/routes/resources/wizard-draft";
import { sendPost, uploadPhoto } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

/** The wizard's draft as the browser sends it (property-wizard.tsx). */
function sent(fields: Record<string, unknown>) {
  return JSON.stringify({ step: 2, values: {}, amenities: [], imageIds: [], savedAt: 1_000, ...fields });
}

function save(account: TestUser | null, draft: string) {
  return callRoute(
    wizardDraft.action,
    request("/resources/wizard-draft", { method: "POST", cookie: account?.cookie, form: { draft } }),
  );
}

async function wizardOf(account: TestUser) {
  const page = await callRoute(postProperty.loader, request("/postproperty", { cookie: account.cookie }));
  return (page.data as { draft: Awaited<ReturnType<typeof draftOf>> | null }).draft;
}

describe("the wizard's draft on the server (decision 059)", () => {
  it("is kept for a signed-in poster and opens the wizard in any browser; a visitor's is refused", async () => {
    const owner = await createUser("Owner");
    expect((await save(null, sent({}))).status).toBe(401);
    const draft = sent({
      values: { locality: "Kursi Road", price: "27 lakh" },
      amenities: ["Parking"],
      savedAt: 5_000,
    });
    expect((await save(owner, draft)).status).toBe(200);
    // Another browser of the same account: the wizard's page brings it.
    const elsewhere = await createUser("Owner");
    expect(await wizardOf(elsewhere)).toEqual({ kept: null, sentSavedAt: 0 });
    expect(await wizardOf(owner)).toMatchObject({
      kept: {
        step: 2,
        draft: { values: { locality: "Kursi Road", price: "27 lakh" }, amenities: ["Parking"] },
        savedAt: 5_000,
      },
      sentSavedAt: 0,
    });
    // A visitor's wizard has no account to keep it in.
    const visitor = await callRoute(postProperty.loader, request("/postproperty"));
    expect((visitor.data as { draft: unknown }).draft).toBeNull();
  });

  it("keeps only what the declaration knows, within bounds, and the poster's own unattached photos", async () => {
    const owner = await createUser("Owner");
    const other = await createUser("Owner");
    const mine = await uploadPhoto(owner);
    const theirs = await uploadPhoto(other);
    const checked = readDraft(
      sent({
        values: { locality: "x".repeat(500), isApproved: "true", userId: other.id, price: 27 },
        amenities: ["Parking", "Moat", "Parking"],
        imageIds: [mine, theirs, "../../etc/passwd"],
      }),
    );
    expect(checked?.values).toEqual({ locality: "x".repeat(120) });
    expect(checked?.amenities).toEqual(["Parking"]);
    expect(checked?.imageIds).toEqual([mine, theirs]);
    expect(readDraft("x".repeat(MAX_DRAFT_CHARS + 1))).toBeNull();
    expect(readDraft(sent({ step: 9 }))).toBeNull();
    expect(readDraft("{not json")).toBeNull();
    expect((await save(owner, sent({ step: "two" }))).status).toBe(400);
    expect((await save(owner, sent({ imageIds: [mine, theirs] }))).status).toBe(200);
    expect((await draftOf(owner.id)).kept?.images.map((image) => image.id)).toEqual([mine]);
  });

  it("is done with once the listing is sent: marked sent, and a save still on its way does not bring it back", async () => {
    const owner = await createUser("Owner");
    await save(owner, sent({ values: { locality: "Kursi Road" }, savedAt: 7_000 }));
    const posted = await sendPost(owner, {}, { extra: { draftSavedAt: "8000" } });
    expect(posted.answer.ok).toBe(true);
    expect(await draftOf(owner.id)).toEqual({ kept: null, sentSavedAt: 8_000 });
    // The browser's last save arrives after the listing: it was sent, and stays so.
    await save(owner, sent({ values: { locality: "Kursi Road" }, savedAt: 8_000 }));
    expect(await draftOf(owner.id)).toEqual({ kept: null, sentSavedAt: 8_000 });
    // A new draft, typed after, is kept.
    await save(owner, sent({ values: { locality: "Aliganj" }, savedAt: 9_000 }));
    expect((await draftOf(owner.id)).kept?.draft.values).toEqual({ locality: "Aliganj" });
  });
});
