import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { sweepAbandonedUploads } from "#app/modules/media/images.server";
import { setClock } from "#app/modules/platform/clock.server";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { runLifecycle } from "#app/modules/properties/lifecycle/lifecycle.server";
import { LIFECYCLE_MESSAGES, REJECTION_REASONS } from "#app/modules/properties/status";
import { formatDate } from "#app/modules/text/format";
import * as profile from "#app/routes/_account/profile";
import * as settings from "#app/routes/_account/settings";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as listingPost from "#app/routes/_listings/listing-post";
import * as postProperty from "#app/routes/_listings/post-property";
import * as renew from "#app/routes/_listings/renew-listing";
import * as adminProperties from "#app/routes/admin/properties";
import * as signUps from "#app/routes/admin/sign-ups";
import * as sitemapFile from "#app/routes/resources/sitemap-file";
import * as upload from "#app/routes/resources/upload";
import { images, properties, propertyEdits, propertyEvents, user } from "#db/schema";
import { AN_INDIRA_NAGAR_FLAT, type ListingForm, postedProperty } from "../../../support/factories";
import {
  callRoute,
  createUser,
  linkIn,
  request,
  sendForm,
  servicesForFile,
  type TestUser,
} from "../../../support/harness";

const services = servicesForFile({ postingLimits: "lifted" });
let owner: TestUser;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  owner = await createUser("Owner", { name: "Lifecycle Owner" });
  stranger = await createUser("Owner");
  admin = await createUser("Admin");
});

const DAY = 24 * 60 * 60 * 1000;

const FORM = AN_INDIRA_NAGAR_FLAT;

const post = (name: string, extra: ListingForm = {}) =>
  postedProperty(owner, { ...FORM, projectBuildingName: name, ...extra });

const act = (who: TestUser | null, form: Record<string, string>, path = "/admin/Postproject") =>
  callRoute(
    path === "/profile" ? profile.action : adminProperties.action,
    request(path, { method: "POST", cookie: who?.cookie, form }),
  );
const detail = (id: string, who?: TestUser) =>
  callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`, { cookie: who?.cookie }));
const row = async (id: string) => (await getDb().select().from(properties).where(eq(properties.id, id)))[0];
const mailTo = (address: string) => services.mailsTo(address);

describe("rejection with a reason, edit, resubmission and approval", () => {
  it("words the reason in the owner's language: a Hindi owner reads it in Hindi, whatever the Admin's language", async () => {
    const id = await post("Hindi Reason Heights");
    await getDb().update(user).set({ locale: "hi" }).where(eq(user.email, owner.email));
    try {
      const rejected = await act(admin, { intent: "reject", id, reason: "details", note: "कृपया क़ीमत ठीक करें।" });
      expect(rejected.status).toBe(200);
      const mail = (await mailTo(owner.email)).find((item) => item.subject.includes("Hindi Reason Heights"));
      expect(mail?.subject).toBe("आपकी संपत्ति Hindi Reason Heights में बदलाव ज़रूरी हैं");
      expect(mail?.text).toContain("कारण: जानकारी अधूरी या ग़लत है। कृपया क़ीमत ठीक करें।");
      expect(mail?.text).not.toContain(REJECTION_REASONS.details);
    } finally {
      await getDb().update(user).set({ locale: "en" }).where(eq(user.email, owner.email));
    }
  });

  it("keeps a rejected listing for its owner with the reason, takes it back to pending when edited, then live", async () => {
    const id = await post("Reason Residency");
    // Only Admins reject, and only with a reason from the list.
    expect((await act(owner, { intent: "reject", id, reason: "photos" })).status).toBe(403);
    const noReason = await act(admin, { intent: "reject", id, reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({ message: LIFECYCLE_MESSAGES.chooseReason });
    // A note over 500 characters, from the Hindi desk: refused in Hindi, with the limit in it.
    const longNote = await act(
      admin,
      { intent: "reject", id, reason: "photos", note: "x".repeat(501) },
      "/hi/admin/Postproject",
    );
    expect(longNote.status).toBe(400);
    expect(longNote.data).toMatchObject({ message: "कृपया नोट 500 अक्षरों से छोटा रखें।" });
    expect((await row(id))?.status).toBe("pending");

    const rejected = await act(admin, { intent: "reject", id, reason: "photos", note: "Please add the kitchen." });
    expect(rejected.status).toBe(200);
    const stored = await row(id);
    expect(stored?.status).toBe("rejected");
    // Kept as the reason's code and the Admin's note, so each reader gets the reason in their language.
    expect(stored).toMatchObject({ statusReason: "photos", statusNote: "Please add the kitchen." });
    // The owner is told why, by e-mail and on the profile; visitors get a 404.
    const mail = (await mailTo(owner.email)).find((item) => item.subject.includes("Reason Residency"));
    expect(mail?.subject).toContain("needs changes");
    expect(mail?.text).toContain(`The reason: ${REJECTION_REASONS.photos}. Please add the kitchen.`);
    expect(mail?.html).toContain(REJECTION_REASONS.photos);
    expect((await detail(id)).status).toBe(404);
    const page = await callRoute(profile.loader, request("/profile", { cookie: owner.cookie }));
    const notes = (page.data as { notes: Record<string, { statusReason: string; statusNote: string }> }).notes;
    expect(notes[id]).toMatchObject({ statusReason: "photos", statusNote: "Please add the kitchen." });

    // A stranger cannot edit it; the owner edits and it waits again.
    const edit = (who: TestUser, price: string) =>
      sendForm(postProperty.action, "/postproperty", who, {
        ...FORM,
        projectBuildingName: "Reason Residency",
        price,
        editId: id,
      });
    expect((await edit(stranger, "100")).status).toBe(409);
    expect((await edit(owner, "6400000")).data).toMatchObject({ ok: true, message: LIFECYCLE_MESSAGES.editSaved });
    expect(await row(id)).toMatchObject({ status: "pending", price: 6_400_000, statusReason: null });

    expect((await act(admin, { intent: "approve", id })).status).toBe(200);
    const live = await row(id);
    expect(live?.status).toBe("live");
    expect(live?.isApproved).toBe(true);
    expect(Math.abs((live?.confirmedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const shown = await detail(id);
    expect(shown.status).toBe(200);
    expect((shown.data as { property: { confirmedAt: string } }).property.confirmedAt).toBeTruthy();

    const history = await getDb()
      .select({ kind: propertyEvents.kind, from: propertyEvents.fromStatus, to: propertyEvents.toStatus })
      .from(propertyEvents)
      .where(eq(propertyEvents.propertyId, id))
      .orderBy(propertyEvents.createdAt);
    expect(history).toEqual([
      { kind: "rejected", from: "pending", to: "rejected" },
      { kind: "resubmitted", from: "rejected", to: "pending" },
      { kind: "approved", from: "pending", to: "live" },
    ]);
  });

  it("keeps the live version public while an edit waits, and shows the change once an Admin approves it", async () => {
    const id = await post("Steady Price Villa");
    await act(admin, { intent: "approve", id });
    const edited = await sendForm(postProperty.action, "/postproperty", owner, {
      ...FORM,
      projectBuildingName: "Steady Price Villa",
      price: "5900000",
      editId: id,
    });
    expect(edited.data).toMatchObject({ ok: true });
    expect((await row(id))?.price).toBe(6_500_000);
    const visitor = await detail(id);
    expect((visitor.data as { priceText: string }).priceText).toContain("65");

    // The queue shows the change, field by field.
    const queue = await callRoute(adminProperties.loader, request("/admin/Postproject", { cookie: admin.cookie }));
    const { edits } = queue.data as {
      edits: Record<string, { changes: Array<{ field: string; before: string; after: string }> }>;
    };
    const changed = edits[id]?.changes.map((change) => change.field);
    expect(changed).toEqual(["price", "pricePerSqft"]);

    // Rejecting the edit leaves the live version; approving another replaces it.
    expect((await act(admin, { intent: "reject-edit", id, reason: "price" })).status).toBe(200);
    expect(await getDb().$count(propertyEdits)).toBe(0);
    expect((await row(id))?.price).toBe(6_500_000);
    await sendForm(postProperty.action, "/postproperty", owner, {
      ...FORM,
      projectBuildingName: "Steady Price Villa",
      price: "5900000",
      editId: id,
    });
    expect((await act(owner, { intent: "approve-edit", id })).status).toBe(403);
    expect((await act(admin, { intent: "approve-edit", id })).status).toBe(200);
    expect(await row(id)).toMatchObject({ price: 5_900_000, status: "live" });
    expect((await detail(id)).data).toMatchObject({ priceText: expect.stringContaining("59") });
  });
});

describe("freshness: reminders, the one-click link, expiry", () => {
  it("reminds 7 days before expiry, renews once by the link, and expires an unconfirmed listing to 410", {
    tags: ["driver"],
  }, async () => {
    const kept = await post("Reminded Retreat");
    const lapsed = await post("Lapsed Lodge");
    for (const id of [kept, lapsed]) await act(admin, { intent: "approve", id });
    const before = (await mailTo(owner.email)).length;

    // 37 days on, nothing is due; at 39 days both owners' reminders go out, once.
    setClock(new Date(Date.now() + 37 * DAY));
    expect((await runLifecycle()).reminded).toBe(0);
    setClock(new Date(Date.now() + 39 * DAY));
    // (The listings of the tests above are due too.)
    expect((await runLifecycle()).reminded).toBeGreaterThanOrEqual(2);
    expect((await runLifecycle()).reminded).toBe(0);
    const reminders = (await mailTo(owner.email))
      .slice(before)
      .filter((mail) => /(Reminded Retreat|Lapsed Lodge) still available/.test(mail.subject));
    expect(reminders).toHaveLength(2);
    const mail = reminders.find((item) => item.subject.includes("Reminded Retreat"));
    expect(mail?.html).toContain("/listing/renew?token=");
    const link = linkIn(mail, "/listing/renew");

    // The link works without signing in, once.
    expect((await callRoute(renew.loader, request(link))).data).toMatchObject({ ok: true });
    const used = await callRoute(renew.action, request(link, { method: "POST" }));
    expect(used.data).toMatchObject({ ok: true, message: LIFECYCLE_MESSAGES.renewed });
    const again = await callRoute(renew.action, request(link, { method: "POST" }));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ message: LIFECYCLE_MESSAGES.linkUsed });
    // A forged or altered link does nothing.
    const forged = await callRoute(renew.action, request(`${link.slice(0, -3)}abc`, { method: "POST" }));
    expect(forged.status).toBe(400);

    // At 46 days the unconfirmed one expires; the renewed one stays live.
    setClock(new Date(Date.now() + 46 * DAY));
    expect((await runLifecycle()).expired).toBeGreaterThanOrEqual(1);
    expect((await row(kept))?.status).toBe("live");
    expect((await row(lapsed))?.status).toBe("expired");
    expect((await mailTo(owner.email)).some((item) => item.subject.includes("Lapsed Lodge has expired"))).toBe(true);

    // Gone from every public list and the sitemap; its page answers 410 with similar listings.
    const gone = await detail(lapsed);
    expect(gone.status).toBe(410);
    expect((gone.data as { gone: { similar: Array<{ id: string }> } }).gone.similar.map((item) => item.id)).toContain(
      kept,
    );
    expect(JSON.stringify((await callRoute(listingPost.loader, request("/listing-post"))).data)).not.toContain(lapsed);
    const sitemap = await callRoute(sitemapFile.loader, request("/sitemaps/properties-1.xml"), {
      file: "properties-1.xml",
    });
    expect(String(sitemap.data)).toContain(kept);
    expect(String(sitemap.data)).not.toContain(lapsed);
    // Unknown ids stay 404.
    expect((await detail("00000000-0000-4000-8000-000000000000")).status).toBe(404);

    // The link is refused after 14 days, and the owner renews from the profile instead.
    setClock(new Date(Date.now() + 60 * DAY));
    const late = linkIn(
      reminders.find((item) => item.subject.includes("Lapsed Lodge")),
      "/listing/renew",
    );
    expect((await callRoute(renew.action, request(late, { method: "POST" }))).status).toBe(400);
    expect((await act(stranger, { intent: "renew", id: lapsed }, "/profile")).status).toBe(409);
    expect((await act(owner, { intent: "renew", id: lapsed }, "/profile")).status).toBe(200);
    expect((await row(lapsed))?.status).toBe("live");
  });

  it("lets only the owner close a listing, and purges rejected listings after 30 days", {
    tags: ["driver"],
  }, async () => {
    const sold = await post("Sold Soon Suites");
    await act(admin, { intent: "approve", id: sold });
    expect((await act(stranger, { intent: "close", id: sold, reason: "sold" }, "/profile")).status).toBe(409);
    expect((await act(owner, { intent: "close", id: sold, reason: "" }, "/profile")).status).toBe(400);
    expect((await act(owner, { intent: "close", id: sold, reason: "sold" }, "/profile")).status).toBe(200);
    expect(await row(sold)).toMatchObject({ status: "closed", statusReason: "sold" });
    expect((await detail(sold)).status).toBe(410);

    const refused = await post("Refused Rooms");
    await act(admin, { intent: "reject", id: refused, reason: "details" });
    setClock(new Date(Date.now() + 29 * DAY));
    await runLifecycle();
    expect(await row(refused)).toBeTruthy();
    setClock(new Date(Date.now() + 31 * DAY));
    expect((await runLifecycle()).purged).toBeGreaterThanOrEqual(1);
    expect(await row(refused)).toBeUndefined();
  });
});

describe("RERA numbers", () => {
  it("only an Admin marks a listing's RERA number checked; the page then says by whom and when", async () => {
    const id = await post("Registered Residency", { reraNumber: "UPRERAPRJ123456" });
    await act(admin, { intent: "approve", id });
    const before = (await detail(id)).data as { rera: { number: string; checkedOn: string | null } };
    expect(before.rera).toEqual({ number: "UPRERAPRJ123456", checkedOn: null });
    for (const who of [owner, stranger]) {
      const refused = await sendForm(listingDetail.action, `/listing-detail?id=${id}`, who, {
        intent: "check-rera",
        id,
      });
      expect(refused.status).toBe(403);
    }
    expect((await row(id))?.reraCheckedAt).toBeNull();
    const marked = await sendForm(listingDetail.action, `/listing-detail?id=${id}`, admin, {
      intent: "check-rera",
      id,
    });
    expect(marked.data).toMatchObject({ ok: true, message: RERA_MESSAGES.marked });
    expect(await row(id)).toMatchObject({ reraCheckedBy: admin.id });
    const after = (await detail(id)).data as { rera: { checkedOn: string } };
    expect(after.rera.checkedOn).toBe(formatDate(new Date()));

    // A listing without a number has nothing to check.
    const none = await post("Unregistered Nook");
    const nothing = await sendForm(listingDetail.action, `/listing-detail?id=${none}`, admin, {
      intent: "check-rera",
      id: none,
    });
    expect(nothing.status).toBe(409);
  });
});

describe("photos of an edit waiting for review", () => {
  it("keeps the new photo past the sweep of abandoned uploads, and attaches it on approval", async () => {
    const id = await post("Photo Edit Palace");
    await act(admin, { intent: "approve", id });
    const body = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    const uploaded = await callRoute(
      upload.action,
      new Request("http://localhost:3999/resources/upload", {
        method: "POST",
        headers: {
          [CLIENT_IP_HEADER]: "203.0.113.31",
          "content-type": "application/octet-stream",
          cookie: owner.cookie,
        },
        body: new Uint8Array(body),
      }),
    );
    const photo = (JSON.parse(String(uploaded.data)) as { image: { id: string } }).image.id;
    const form = new URLSearchParams({ ...FORM, projectBuildingName: "Photo Edit Palace", editId: id });
    form.append("imageIds", photo);
    const sent = await callRoute(
      postProperty.action,
      new Request("http://localhost:3999/postproperty", {
        method: "POST",
        headers: {
          cookie: owner.cookie,
          "content-type": "application/x-www-form-urlencoded",
          [CLIENT_IP_HEADER]: "203.0.113.31",
        },
        body: form,
      }),
    );
    expect(sent.data).toMatchObject({ ok: true });
    // Two days later the sweep of abandoned uploads runs: the edit's photo is not abandoned.
    await sweepAbandonedUploads(new Date(Date.now() + 2 * DAY));
    expect(await getDb().$count(images, eq(images.id, photo))).toBe(1);
    expect((await act(admin, { intent: "approve-edit", id })).status).toBe(200);
    const [attached] = await getDb().select().from(images).where(eq(images.id, photo));
    expect(attached?.propertyId).toBe(id);
  });
});

describe("an agent's RERA number", () => {
  it("an Agent registers it (the format checked), an Admin marks it checked, and the agent's listings show it", async () => {
    const agent = await createUser("Agent");
    const save = (who: TestUser, reraNumber: string) =>
      sendForm(settings.action, "/profile/settings", who, { intent: "rera", reraNumber });
    const wrong = await save(agent, "UPRERAPRJ123");
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ message: RERA_MESSAGES.agentInvalid });
    // Only Agents register one.
    expect((await save(owner, "UPRERAAGT777")).status).toBe(403);
    expect((await save(agent, " upreraagt12345 ")).data).toMatchObject({ ok: true, message: RERA_MESSAGES.agentSaved });

    const listed = await sendForm(postProperty.action, "/postproperty", agent, {
      ...FORM,
      projectBuildingName: "Agent Listed Home",
    });
    const id = (listed.data as { id: string }).id;
    await act(admin, { intent: "approve", id });
    const before = (await detail(id)).data as { agentRera: { number: string; checkedOn: string | null } };
    expect(before.agentRera).toEqual({ number: "UPRERAAGT12345", checkedOn: null });

    const check = (who: TestUser) =>
      sendForm(signUps.action, "/admin/ComingSoon", who, { intent: "check-rera", userId: agent.id });
    expect((await check(agent)).status).toBe(403);
    expect((await check(admin)).data).toMatchObject({ ok: true, message: RERA_MESSAGES.marked });
    const after = (await detail(id)).data as { agentRera: { checkedOn: string } };
    expect(after.agentRera.checkedOn).toBe(formatDate(new Date()));
    // A new number waits for a new check.
    await save(agent, "UPRERAAGT99999");
    expect(((await detail(id)).data as { agentRera: { checkedOn: string | null } }).agentRera.checkedOn).toBeNull();
  });
});
