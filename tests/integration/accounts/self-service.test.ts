import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getUser } from "#app/modules/accounts/session.server";
import { ACCOUNT_MESSAGES, SIGN_UP_MESSAGES } from "#app/modules/accounts/words";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { onPublicChange } from "#app/modules/db/public-cache.server";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import type { PageChange } from "#app/modules/platform/page-cache.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { pendingProperties } from "#app/modules/properties/properties.server";
import * as deleteAccountRoute from "#app/routes/_account/delete-account";
import * as myData from "#app/routes/_account/my-data";
import * as settings from "#app/routes/_account/settings";
import * as shortlistRoute from "#app/routes/_account/shortlist";
import * as forgotPassword from "#app/routes/_auth/forgot-password";
import * as resetPassword from "#app/routes/_auth/reset-password";
import * as verifyEmail from "#app/routes/_auth/verify-email";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as search from "#app/routes/_listings/search";
import * as adminProperties from "#app/routes/admin/properties";
import { contactMessages, user } from "#db/schema";
import { liveProperty, postedProperty, uploadPhoto } from "../../support/factories";
import {
  callRoute,
  createUser,
  linkIn,
  request,
  sendForm,
  servicesForFile,
  signInCookie,
  type TestUser,
  updateAccounts,
} from "../../support/harness";

const services = servicesForFile();
afterEach(() => {
  vi.useRealTimers();
  setRateLimitsDisabled(true);
});

// ── helpers ─────────────────────────────────────────────────────────────────────────────

const mailsTo = (address: string) => services.mailsTo(address);

function settingsPost(account: TestUser, form: Record<string, string>) {
  return callRoute(settings.action, request("/profile/settings", { method: "POST", cookie: account.cookie, form }));
}

async function isSignedIn(cookie: string): Promise<boolean> {
  return (await getUser(request("/", { cookie }))) !== null;
}

const postListing = (account: TestUser, name: string, imageIds: string[]) =>
  postedProperty(account, { projectBuildingName: name }, { imageIds });

/**
 * Every text-like column of every table (contact messages aside: the company keeps them)
 * that holds one of these values, as "table.column".
 */
async function columnsNaming(needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'ARRAY', 'jsonb')
    order by table_name, column_name
  `);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    if (table_name === "contact_messages") continue;
    const rows = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from ${sql.identifier(table_name)}
      where ${sql.join(
        needles.map((needle) => sql`${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`),
        sql` or `,
      )}
    `);
    if (Number(rows[0]?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

// ── forgot password ─────────────────────────────────────────────────────────────────────

describe("forgot password", () => {
  it("answers the same for an address with and without an account, and mails only the account", async () => {
    const owner = await createUser("Owner");
    const known = await sendForm(forgotPassword.action, "/forgot-password", null, { email: owner.email.toUpperCase() });
    const unknown = await sendForm(forgotPassword.action, "/forgot-password", null, {
      email: "nobody.here@example.in",
    });
    expect(known).toMatchObject({ status: 200, data: { ok: true, message: ACCOUNT_MESSAGES.resetRequested } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);
    expect(await mailsTo("nobody.here@example.in")).toHaveLength(0);
    const [mail] = (await mailsTo(owner.email)).filter((m) => m.subject.startsWith("Choose a new password"));
    expect(mail?.html).toContain("Choose a new password");
    expect(mail?.text).toContain("/reset-password?token=");
  });

  it("asked for on a Hindi page, the link comes in Hindi, whatever language the account last read", async () => {
    const owner = await createUser("Owner");
    await sendForm(forgotPassword.action, "/hi/forgot-password", null, { email: owner.email });
    const mail = (await mailsTo(owner.email)).at(-1);
    expect(mail?.html).toContain('lang="hi"');
    expect(mail?.subject).not.toMatch(/^Choose/);
    expect(linkIn(mail, "/hi/reset-password")).toContain("token=");
    // From an English page, the account's own language (English here) as before.
    await sendForm(forgotPassword.action, "/forgot-password", null, { email: owner.email });
    expect((await mailsTo(owner.email)).at(-1)?.subject).toMatch(/^Choose a new password/);
  });

  it("sets a new password once from the link, signs out every session, and refuses the link again", {
    tags: ["driver"],
  }, async () => {
    const owner = await createUser("Owner");
    const otherBrowser = await signInCookie(owner.email, owner.password);
    await sendForm(forgotPassword.action, "/forgot-password", null, { email: owner.email });
    const link = linkIn((await mailsTo(owner.email)).at(-1), "/reset-password");
    const token = new URL(link, "http://x").searchParams.get("token") ?? "";

    const page = await callRoute(resetPassword.loader, request(link));
    expect(page.data).toEqual({ token });

    const weak = await sendForm(resetPassword.action, "/reset-password", null, {
      token,
      password: "123456",
      confirmPassword: "123456",
    });
    expect(weak).toMatchObject({ status: 400, data: { message: SIGN_UP_MESSAGES.weakPassword } });
    const mismatch = await sendForm(resetPassword.action, "/reset-password", null, {
      token,
      password: "Kaiserbagh-2031",
      confirmPassword: "Kaiserbagh-2032",
    });
    expect(mismatch).toMatchObject({ status: 400, data: { message: SIGN_UP_MESSAGES.mismatch } });

    const done = await sendForm(resetPassword.action, "/reset-password", null, {
      token,
      password: "Kaiserbagh-2031",
      confirmPassword: "Kaiserbagh-2031",
    });
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: ACCOUNT_MESSAGES.resetDone } });
    expect(await isSignedIn(owner.cookie)).toBe(false);
    expect(await isSignedIn(otherBrowser)).toBe(false);
    await expect(signInCookie(owner.email, owner.password)).rejects.toThrow();
    expect(await isSignedIn(await signInCookie(owner.email, "Kaiserbagh-2031"))).toBe(true);

    const again = await sendForm(resetPassword.action, "/reset-password", null, {
      token,
      password: "Charbagh-Station-9",
      confirmPassword: "Charbagh-Station-9",
    });
    expect(again).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.resetLinkInvalid } });
    expect((await callRoute(resetPassword.loader, request(link))).data).toEqual({ token: "" });
  });

  it("refuses a link after an hour (the clock moved, not waited for)", async () => {
    const owner = await createUser("Owner");
    await sendForm(forgotPassword.action, "/forgot-password", null, { email: owner.email });
    const link = linkIn((await mailsTo(owner.email)).at(-1), "/reset-password");
    const token = new URL(link, "http://x").searchParams.get("token") ?? "";
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 59 * 60 * 1000);
    expect((await callRoute(resetPassword.loader, request(link))).data).toEqual({ token });
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect((await callRoute(resetPassword.loader, request(link))).data).toEqual({ token: "" });
    const late = await sendForm(resetPassword.action, "/reset-password", null, {
      token,
      password: "Kaiserbagh-2031",
      confirmPassword: "Kaiserbagh-2031",
    });
    expect(late).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.resetLinkInvalid } });
    vi.useRealTimers();
    expect(await isSignedIn(await signInCookie(owner.email, owner.password))).toBe(true);
  });

  it("limits requests per client and per address, with the same answer for any address", {
    tags: ["driver"],
  }, async () => {
    setRateLimitsDisabled(false);
    const ask = (email: string, ip: string) =>
      callRoute(forgotPassword.action, request("/forgot-password", { method: "POST", form: { email }, ip }));
    for (let i = 0; i < 3; i++) expect((await ask("flooded@example.in", `198.51.100.${i}`)).status).toBe(200);
    const fourth = await ask("flooded@example.in", "198.51.100.9");
    expect(fourth.status).toBe(429);
    expect((fourth.data as { message: string }).message).toMatch(/^We have already sent several links/);
    for (let i = 0; i < 5; i++) expect((await ask(`someone${i}@example.in`, "198.51.100.50")).status).toBe(200);
    expect((await ask("someone9@example.in", "198.51.100.50")).status).toBe(429);
  });
});

// ── e-mail verification ─────────────────────────────────────────────────────────────────

describe("e-mail verification", () => {
  it("mails a link at sign-up that confirms the address; the queue marks listings of unconfirmed accounts", async () => {
    const owner = await createUser("Owner");
    const listing = await postListing(owner, "Unconfirmed Heights", []);
    const queued = async () =>
      (await pendingProperties(1, 100)).items.find((item) => item.id === listing)?.posterEmailConfirmed;
    expect(await queued()).toBe(false);

    const [mail] = (await mailsTo(owner.email)).filter((m) => m.subject.startsWith("Confirm your e-mail"));
    const link = linkIn(mail, "/verify-email");
    const opened = await callRoute(verifyEmail.loader, request(link));
    expect(opened).toMatchObject({ status: 200, data: { ok: true, message: ACCOUNT_MESSAGES.verifyDone } });
    expect((await getUser(request("/", { cookie: owner.cookie })))?.emailVerified).toBe(true);
    expect(await queued()).toBe(true);

    const again = await settingsPost(owner, { intent: "verify" });
    expect(again).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.alreadyVerified } });
    const forged = await callRoute(verifyEmail.loader, request(`${link.slice(0, -3)}abc`));
    expect(forged).toMatchObject({ data: { ok: false, message: ACCOUNT_MESSAGES.verifyLinkInvalid } });
  });

  it("sends the link again on request", async () => {
    const client = await createUser("Client");
    const before = (await mailsTo(client.email)).length;
    const sent = await settingsPost(client, { intent: "verify" });
    expect(sent).toMatchObject({ status: 200, data: { ok: true, message: ACCOUNT_MESSAGES.verifySent } });
    expect(await mailsTo(client.email)).toHaveLength(before + 1);
  });
});

// ── profile edits ───────────────────────────────────────────────────────────────────────

describe("profile edits", () => {
  it("changes the name and mobile with the sign-up's rules and messages", async () => {
    const agent = await createUser("Agent");
    const bad = await settingsPost(agent, { intent: "details", name: "Ravi", mobileNumber: "98390" });
    expect(bad).toMatchObject({ status: 400, data: { message: SIGN_UP_MESSAGES.mobile, field: "mobileNumber" } });
    const empty = await settingsPost(agent, { intent: "details", name: "  ", mobileNumber: "9839011122" });
    expect(empty).toMatchObject({ status: 400, data: { message: SIGN_UP_MESSAGES.name } });
    const saved = await settingsPost(agent, { intent: "details", name: "Ravi Shukla", mobileNumber: "98390 11122" });
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: ACCOUNT_MESSAGES.detailsSaved } });
    const me = await getUser(request("/", { cookie: agent.cookie }));
    expect(me).toMatchObject({ name: "Ravi Shukla", mobileNumber: "9839011122", role: "Agent" });
  });

  it("a saved name forgets only the pages of the person's own listings; an unchanged save forgets nothing", async () => {
    const owner = await createUser("Owner");
    const id = await liveProperty(owner);
    const details = { intent: "details", name: "Asha Verma", mobileNumber: "9839077777" };
    expect(await settingsPost(owner, details)).toMatchObject({ status: 200 });
    const changes: PageChange[] = [];
    onPublicChange(getDb(), (change) => changes.push(change));
    const same = await settingsPost(owner, details);
    expect(same).toMatchObject({ status: 200, data: { ok: true } });
    expect(changes).toEqual([]);
    const renamed = await settingsPost(owner, { ...details, name: "Asha Verma Shukla" });
    expect(renamed).toMatchObject({ status: 200, data: { ok: true } });
    expect(changes).toEqual([{ tags: [`listing:${id}`] }]);
  });

  it("changes the password only with the current one, and signs out the other sessions", async () => {
    const owner = await createUser("Owner");
    const phone = await signInCookie(owner.email, owner.password);
    const wrong = await settingsPost(owner, {
      intent: "password",
      currentPassword: "not-my-password",
      password: "Aminabad-Market-7",
      confirmPassword: "Aminabad-Market-7",
    });
    expect(wrong).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.currentPasswordWrong } });
    expect(await isSignedIn(phone)).toBe(true);

    const changed = await settingsPost(owner, {
      intent: "password",
      currentPassword: owner.password,
      password: "Aminabad-Market-7",
      confirmPassword: "Aminabad-Market-7",
    });
    expect(changed).toMatchObject({ status: 200, data: { ok: true, message: ACCOUNT_MESSAGES.passwordChanged } });
    expect(await isSignedIn(phone)).toBe(false);
    // This browser carries on with the new session the answer's cookie holds.
    const newCookie = changed.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(await isSignedIn(newCookie)).toBe(true);
    expect(await isSignedIn(await signInCookie(owner.email, "Aminabad-Market-7"))).toBe(true);
  });

  it("changes the e-mail address through a link sent to the new one", async () => {
    const client = await createUser("Client");
    const taken = await createUser("Client");
    const same = await settingsPost(client, {
      intent: "email",
      email: client.email.toUpperCase(),
      currentPassword: client.password,
    });
    expect(same).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.emailSame } });

    const toTaken = await settingsPost(client, {
      intent: "email",
      email: taken.email,
      currentPassword: client.password,
    });
    expect(toTaken).toMatchObject({ status: 200, data: { message: ACCOUNT_MESSAGES.emailChangeSent } });
    expect((await mailsTo(taken.email)).filter((m) => m.subject.startsWith("Confirm"))).toHaveLength(1); // its own sign-up

    const newAddress = `moved.${Date.now()}@example.in`;
    const asked = await settingsPost(client, { intent: "email", email: newAddress, currentPassword: client.password });
    expect(asked).toMatchObject({ status: 200, data: { ok: true } });
    expect((await getUser(request("/", { cookie: client.cookie })))?.email).toBe(client.email);
    const link = linkIn((await mailsTo(newAddress))[0], "/verify-email");
    const opened = await callRoute(verifyEmail.loader, request(link, { cookie: client.cookie }));
    expect(opened).toMatchObject({ status: 200, data: { message: ACCOUNT_MESSAGES.emailChanged } });
    expect(await getUser(request("/", { cookie: client.cookie }))).toMatchObject({
      email: newAddress,
      emailVerified: true,
    });
    expect(await isSignedIn(await signInCookie(newAddress, client.password))).toBe(true);
  });
});

// ── sessions ────────────────────────────────────────────────────────────────────────────

describe("sessions", () => {
  it("lists the account's sessions and signs out one, or all the others", async () => {
    const owner = await createUser("Owner");
    const stranger = await createUser("Owner");
    const laptop = await signInCookie(owner.email, owner.password);
    const tablet = await signInCookie(owner.email, owner.password);
    const listed = await callRoute(settings.loader, request("/profile/settings", { cookie: owner.cookie }));
    const sessions = (listed.data as { sessions: Array<{ id: string; current: boolean }> }).sessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((item) => item.current)).toHaveLength(1);

    const strangers = await callRoute(settings.loader, request("/profile/settings", { cookie: stranger.cookie }));
    const strangerSession = (strangers.data as { sessions: Array<{ id: string }> }).sessions[0]?.id ?? "";
    const notMine = await settingsPost(owner, { intent: "end-session", sessionId: strangerSession });
    expect(notMine).toMatchObject({ status: 404, data: { message: ACCOUNT_MESSAGES.sessionUnknown } });
    expect(await isSignedIn(stranger.cookie)).toBe(true);

    const laptopId = (await getUser(request("/", { cookie: laptop })))?.sessionId ?? "";
    const ended = await settingsPost(owner, { intent: "end-session", sessionId: laptopId });
    expect(ended).toMatchObject({ status: 200, data: { message: ACCOUNT_MESSAGES.sessionEnded } });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(true);

    const others = await settingsPost(owner, { intent: "end-others" });
    expect(others).toMatchObject({ status: 200, data: { message: ACCOUNT_MESSAGES.otherSessionsEnded } });
    expect(await isSignedIn(tablet)).toBe(false);
    expect(await isSignedIn(owner.cookie)).toBe(true);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const page = await callRoute(settings.loader, request("/profile/settings"));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/login\?redirectTo=%2Fprofile%2Fsettings/);
  });
});

// ── my data ─────────────────────────────────────────────────────────────────────────────

describe("download my data and delete my account", () => {
  it("downloads the account and its listings with photos, without secrets", async () => {
    const owner = await createUser("Owner");
    const listing = await postListing(owner, "Export Residency", [await uploadPhoto(owner, 30)]);
    await approveProperty(listing);
    const download = await callRoute(myData.loader, request("/profile/data", { cookie: owner.cookie }));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="awadh-estates-my-data-/);
    const body = JSON.parse(String(download.data));
    expect(body.account).toMatchObject({ email: owner.email, role: "Owner" });
    expect(body.listings).toHaveLength(1);
    expect(body.listings[0]).toMatchObject({ id: listing, projectBuildingName: "Export Residency", status: "live" });
    // Its address is the address it was posted with; its page is beside it.
    expect(body.listings[0].address).toBe("Sector H");
    expect(body.listings[0].url).toMatch(new RegExp(`^https?://[^/]+/listing-detail\\?id=${listing}$`));
    // With its history.
    expect(body.listings[0].history).toEqual([
      expect.objectContaining({ what: "approved", from: "pending", to: "live", reason: null }),
    ]);
    expect(body.listings[0].photos[0].url).toMatch(/\/media\/images\/.+\.webp$/);
    const text = String(download.data);
    expect(text).not.toMatch(/scrypt|"password"|"token"/i);
    expect((await callRoute(myData.loader, request("/profile/data"))).status).toBe(302);
  });

  it("deletes the account with everything it posted and did: no row names the user, no photo file is left", {
    tags: ["driver"],
  }, async () => {
    const owner = await createUser("Owner", { name: "Zainab Erasable Qureshi" });
    const [me] = await getDb().select().from(user).where(eq(user.id, owner.id));
    const photos = [await uploadPhoto(owner, 10), await uploadPhoto(owner, 20), await uploadPhoto(owner, 40)];
    const live = await postListing(owner, "Erasure Enclave", photos.slice(0, 2));
    const pending = await postListing(owner, "Erasure Annexe", [photos[2] ?? ""]);
    const leftover = await uploadPhoto(owner, 50);
    const admin = await createUser("Admin");
    const approved = await sendForm(adminProperties.action, "/admin/Postproject", admin, {
      intent: "approve",
      id: live,
    });
    expect(approved.data).toMatchObject({ ok: true });
    // A message to the company from the same address: the company keeps it.
    await getDb()
      .insert(contactMessages)
      .values({
        name: me?.name ?? "",
        email: owner.email,
        mobileNumber: me?.mobileNumber ?? "",
        message: "Please call me about plots in Sitapur Road.",
      });
    await sendForm(forgotPassword.action, "/forgot-password", null, { email: owner.email });
    // What the account did as a seeker: an enquiry, a reveal, a shortlist, a saved search,
    // on another owner's listing; and an enquiry it received on its own.
    const neighbour = await createUser("Owner");
    const theirs = await postListing(neighbour, "Neighbour Nest", []);
    await approveProperty(theirs);
    const onTheirs = (form: Record<string, string>) =>
      callRoute(
        listingDetail.action,
        request(`/listing-detail?id=${theirs}`, { method: "POST", cookie: owner.cookie, form }),
      );
    await updateAccounts(eq(user.id, owner.id), { emailVerified: true }); // reveals need it
    expect((await onTheirs({ intent: "reveal" })).status).toBe(200);
    const enquiry = {
      intent: "enquire",
      name: me?.name ?? "",
      mobileNumber: me?.mobileNumber ?? "",
      email: owner.email,
      message: "Is it still available?",
    };
    expect((await onTheirs(enquiry)).status).toBe(200);
    const heart = request("/shortlist", {
      method: "POST",
      cookie: owner.cookie,
      form: { propertyId: theirs, on: "1" },
    });
    heart.headers.set("sec-fetch-mode", "cors");
    expect((await callRoute(shortlistRoute.action, heart)).status).toBe(200);
    const saved = await sendForm(search.action, "/Search", owner, { name: "", query: "city=Lucknow&bhk=2" });
    expect(saved.data).toMatchObject({ ok: true });
    const received = await sendForm(listingDetail.action, `/listing-detail?id=${live}`, neighbour, {
      ...enquiry,
      name: "Neighbour",
      email: neighbour.email,
      mobileNumber: "9839099999",
    });
    expect(received.status).toBe(200);
    const needles = [owner.id, owner.email, me?.mobileNumber ?? "", me?.name ?? ""];
    // The walk finds the user where the user is (so that an empty answer below means something).
    expect(await columnsNaming(needles)).toEqual(
      expect.arrayContaining([
        "user.id",
        "user.email",
        "session.user_id",
        "properties.user_id",
        "images.user_id",
        "enquiries.sender_id",
        "enquiries.email",
        "contact_reveals.user_id",
        "shortlist.user_id",
        "saved_searches.user_id",
      ]),
    );
    expect(await columnsNaming(needles)).toContain("verification.value"); // the reset link
    const files = [...photos, leftover].map((id) => path.join(services.uploadsDir, "images", id));
    expect(files.every((dir) => fs.existsSync(dir))).toBe(true);

    const wrong = await sendForm(deleteAccountRoute.action, "/profile/delete", owner, { password: "guess" });
    expect(wrong).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.deletePasswordWrong } });

    const deleted = await sendForm(deleteAccountRoute.action, "/profile/delete", owner, { password: owner.password });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/login?deleted=1");
    expect(await isSignedIn(owner.cookie)).toBe(false);

    expect(await columnsNaming(needles)).toEqual([]);
    expect(await getDb().$count(contactMessages, eq(contactMessages.email, owner.email))).toBe(1);
    expect(files.filter((dir) => fs.existsSync(dir))).toEqual([]);
    for (const id of [live, pending]) {
      const page = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`));
      expect(page.status).toBe(404);
    }
  });

  it("refuses to delete the last Admin", async () => {
    await updateAccounts(eq(user.role, "Admin"), { role: "Client" });
    const admin = await createUser("Admin");
    const refused = await sendForm(deleteAccountRoute.action, "/profile/delete", admin, { password: admin.password });
    expect(refused).toMatchObject({ status: 409, data: { message: ACCOUNT_MESSAGES.deleteLastAdmin } });
    expect(await isSignedIn(admin.cookie)).toBe(true);
    const second = await createUser("Admin");
    const allowed = await sendForm(deleteAccountRoute.action, "/profile/delete", second, { password: second.password });
    expect(allowed.status).toBe(302);
  });
});
