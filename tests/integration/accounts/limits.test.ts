/**
 * Limits a determined person sends everything at once against (issue 25): attempts are
 * reserved before a password is checked, links end their siblings, reveals and reports
 * count only what fake accounts cannot cheaply multiply. Run on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL (where requests really run side by side).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/config/limits";
import { getUser } from "#app/modules/accounts/session.server";
import { ACCOUNT_MESSAGES, SIGN_UP_MESSAGES } from "#app/modules/accounts/words";
import { getDb } from "#app/modules/db/db.server";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import { now, setClock } from "#app/modules/platform/clock.server";
import { approveProperty, renewProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { reportFollowUps } from "#app/modules/properties/trust/reports.server";
import { CONTACT_OWNER_ANSWERS } from "#app/modules/properties/words";
import * as enquiriesPage from "#app/routes/_account/contact-owner/enquiries";
import * as deleteAccountRoute from "#app/routes/_account/delete-account";
import * as settings from "#app/routes/_account/settings";
import * as forgotPassword from "#app/routes/_auth/forgot-password";
import * as login from "#app/routes/_auth/login";
import * as resetPassword from "#app/routes/_auth/reset-password";
import * as sign from "#app/routes/_auth/sign";
import * as undoEmail from "#app/routes/_auth/undo-email";
import * as verifyEmail from "#app/routes/_auth/verify-email";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as postProperty from "#app/routes/_listings/post-property";
import { properties, user } from "#db/schema";
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

const PER_ADDRESS = 5;
const services = servicesForFile({
  postingLimits: "lifted",
  env: { CONTACT_REVEALS_PER_ADDRESS_PER_DAY: String(PER_ADDRESS) },
});

// ── helpers ─────────────────────────────────────────────────────────────────────────────

const mailsTo = (address: string) => services.mailsTo(address);

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token") ?? "";

/** Asks for a reset link and returns its token. */
async function resetToken(email: string): Promise<string> {
  await sendForm(forgotPassword.action, "/forgot-password", null, { email });
  const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith("Choose a new password"));
  return tokenOf(linkIn(mails.at(-1), "/reset-password"));
}

function useResetLink(token: string, password: string) {
  return sendForm(resetPassword.action, "/reset-password", null, { token, password, confirmPassword: password });
}

function settingsPost(account: TestUser, form: Record<string, string>, cookie = account.cookie) {
  return callRoute(settings.action, request("/profile/settings", { method: "POST", cookie, form }));
}

async function isSignedIn(cookie: string): Promise<boolean> {
  return (await getUser(request("/", { cookie }))) !== null;
}

function countStatuses(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

let listingCounter = 0;

/** A live listing of this owner (posted through the wizard's action, approved). */
async function postLive(account: TestUser, name = `Trust Tower ${++listingCounter}`): Promise<string> {
  const result = await callRoute(
    postProperty.action,
    request("/postproperty", {
      method: "POST",
      cookie: account.cookie,
      form: {
        listingType: "Sell",
        propertyCategory: "Residential",
        propertyType: "Flat/Apartment",
        bedrooms: "2",
        city: "Lucknow",
        projectBuildingName: name,
        locality: "Aliganj",
        address: "Sector H",
        contactNumber: "9721098765",
        plotArea: "1100",
        price: "5400000",
      },
    }),
  );
  const data = result.data as { ok: boolean; id?: string; message: string };
  if (!data.ok || !data.id) throw new Error(data.message);
  await approveProperty(data.id);
  return data.id;
}

/** An account whose e-mail is confirmed, optionally signed up `daysAgo` days ago. */
async function confirmedUser(role: "Client" | "Owner" | "Agent" = "Client", daysAgo = 0): Promise<TestUser> {
  const account = await createUser(role);
  await updateAccounts(eq(user.id, account.id), {
    emailVerified: true,
    createdAt: new Date(now().getTime() - daysAgo * 24 * 60 * 60 * 1000),
  });
  return account;
}

function reveal(listing: string, account: TestUser, ip: string) {
  return callRoute(
    listingDetail.action,
    request(`/listing-detail?id=${listing}`, {
      method: "POST",
      cookie: account.cookie,
      form: { intent: "reveal" },
      ip,
    }),
  );
}

const minutesLater = (minutes: number) => new Date(now().getTime() + minutes * 60_000);

// ── 1. the lockout holds against guesses sent at once ───────────────────────────────────

describe("wrong passwords sent at once", () => {
  it("checks at most 10 of 100 simultaneous wrong sign-ins from one address; the rest and then the right password wait", {
    tags: ["driver"],
  }, async () => {
    setRateLimitsDisabled(["signIn"]); // the per-address limit is not what is tested: only the per-account one
    const owner = await createUser("Owner");
    const { max } = RATE_LIMITS.signInAccount;
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sendForm(login.action, "/login", null, { email: owner.email, password: `guess-${i}` }, { ip: "10.9.0.1" }),
      ),
    );
    const counts = countStatuses(guesses);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(max);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
    const refused = guesses.find((result) => result.status === 429);
    expect(refused?.data).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Too many failed sign-ins for this account\. Please wait \d+ minutes? and try again\. If this is your account, we have e-mailed you a link to sign in without waiting\.$/,
      ),
    });

    const signInNow = () =>
      sendForm(login.action, "/login", null, { email: owner.email, password: owner.password }, { ip: "10.9.0.1" });
    const right = await signInNow();
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
    setClock(minutesLater(RATE_LIMITS.signInAccount.windowSeconds / 60 - 1));
    expect((await signInNow()).status).toBe(429);
    setClock(minutesLater(2));
    expect((await signInNow()).status).toBe(200);
  });

  it("checks at most 10 of 40 simultaneous wrong passwords on the delete-account page; the account stays", {
    tags: ["driver"],
  }, async () => {
    const owner = await createUser("Owner");
    setRateLimitsDisabled(false);
    const { max } = RATE_LIMITS.passwordCheck;
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendForm(deleteAccountRoute.action, "/profile/delete", owner, { password: `guess-${i}` }),
      ),
    );
    const counts = countStatuses(tries);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(max);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(40);
    const right = await sendForm(deleteAccountRoute.action, "/profile/delete", owner, { password: owner.password });
    expect(right.status).toBe(429);
    expect(right.data).toMatchObject({
      message: expect.stringMatching(/^Too many wrong passwords for this account\./),
    });
    expect(await isSignedIn(owner.cookie)).toBe(true);
  });

  it("checks at most 10 of 40 simultaneous wrong current passwords when changing the password", {
    tags: ["driver"],
  }, async () => {
    const owner = await createUser("Owner");
    setRateLimitsDisabled(false);
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        settingsPost(owner, {
          intent: "password",
          currentPassword: `guess-${i}`,
          password: "Hazratganj-Lane-42",
          confirmPassword: "Hazratganj-Lane-42",
        }),
      ),
    );
    const counts = countStatuses(tries);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(RATE_LIMITS.passwordCheck.max);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(40);
    // The password is unchanged.
    expect(await isSignedIn(await signInCookie(owner.email, owner.password))).toBe(true);
  });

  it("does not count right passwords against the account", async () => {
    setRateLimitsDisabled(["signIn"]);
    const owner = await createUser("Owner");
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        sendForm(login.action, "/login", null, { email: owner.email, password: owner.password }),
      ),
    );
    // Simultaneous right passwords may be told to wait while ten are being checked, but
    // none uses up the window: afterwards ten wrong ones are still checked.
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(RATE_LIMITS.signInAccount.max);
    for (let i = 0; i < RATE_LIMITS.signInAccount.max; i++) {
      const wrong = await sendForm(login.action, "/login", null, { email: owner.email, password: `nope-${i}` });
      expect(wrong.status, `wrong ${i}`).toBe(401);
    }
  });
});

// ── 2. a reset link works once and ends its siblings ────────────────────────────────────

describe("reset links", () => {
  it("refuses an older link after a newer one was used, with the expired-link message", async () => {
    const owner = await createUser("Owner");
    const older = await resetToken(owner.email);
    const newer = await resetToken(owner.email);
    expect(older).not.toBe(newer);
    expect((await useResetLink(newer, "Kaiserbagh-Palace-21")).status).toBe(200);
    const again = await useResetLink(older, "Charbagh-Station-22");
    expect(again).toMatchObject({ status: 400, data: { ok: false, message: ACCOUNT_MESSAGES.resetLinkInvalid } });
    expect((await callRoute(resetPassword.loader, request(`/reset-password?token=${older}`))).data).toEqual({
      token: "",
    });
    expect(await isSignedIn(await signInCookie(owner.email, "Kaiserbagh-Palace-21"))).toBe(true);
    // The owner is told by e-mail.
    const notice = (await mailsTo(owner.email)).find((mail) => mail.subject.endsWith("password was changed"));
    expect(notice?.text).toContain("Forgot password?");
    expect(notice?.text).toContain("/forgot-password");
  });

  it("lets only one of two links of an account used at the same moment set the password", {
    tags: ["driver"],
  }, async () => {
    const owner = await createUser("Owner");
    const first = await resetToken(owner.email);
    const second = await resetToken(owner.email);
    const [a, b] = await Promise.all([
      useResetLink(first, "Gomti-Barrage-31"),
      useResetLink(second, "Gomti-Barrage-32"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it("ends outstanding reset links when the password is changed on the settings page, and sends a notice", async () => {
    const owner = await createUser("Owner");
    const link = await resetToken(owner.email);
    const changed = await settingsPost(owner, {
      intent: "password",
      currentPassword: owner.password,
      password: "Ambedkar-Park-41",
      confirmPassword: "Ambedkar-Park-41",
    });
    expect(changed.status).toBe(200);
    expect(await useResetLink(link, "Ambedkar-Park-42")).toMatchObject({
      status: 400,
      data: { message: ACCOUNT_MESSAGES.resetLinkInvalid },
    });
    const notice = (await mailsTo(owner.email)).find((mail) => mail.subject.endsWith("password was changed"));
    expect(notice?.text).toContain("account settings page");
  });
});

// ── 6. changing the address needs the password, and the old address can undo it ────────

describe("changing the e-mail address", () => {
  it("is refused without the current password, or with a wrong one; nothing is sent", async () => {
    const client = await createUser("Client");
    const newAddress = `thief.${Date.now()}@example.in`;
    const missing = await settingsPost(client, { intent: "email", email: newAddress });
    expect(missing).toMatchObject({
      status: 400,
      data: { ok: false, message: ACCOUNT_MESSAGES.currentPasswordMissing, field: "currentPassword" },
    });
    const wrong = await settingsPost(client, { intent: "email", email: newAddress, currentPassword: "stolen-session" });
    expect(wrong).toMatchObject({
      status: 400,
      data: { ok: false, message: ACCOUNT_MESSAGES.currentPasswordWrong, field: "currentPassword" },
    });
    expect(await mailsTo(newAddress)).toHaveLength(0);
  });

  it("tells the old address, whose link puts it back once, signs out everywhere and ends the change link", async () => {
    const client = await createUser("Client");
    const phone = await signInCookie(client.email, client.password);
    const newAddress = `moved.${Date.now()}@example.in`;
    const asked = await settingsPost(client, {
      intent: "email",
      email: newAddress,
      currentPassword: client.password,
    });
    expect(asked).toMatchObject({ status: 200, data: { ok: true, message: ACCOUNT_MESSAGES.emailChangeSent } });
    const changeLink = linkIn((await mailsTo(newAddress))[0], "/verify-email");
    const opened = await callRoute(verifyEmail.loader, request(changeLink, { cookie: client.cookie }));
    expect(opened.data).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.emailChanged });
    expect((await getUser(request("/", { cookie: client.cookie })))?.email).toBe(newAddress);

    const notice = (await mailsTo(client.email)).find((mail) => mail.subject.endsWith("e-mail address was changed"));
    expect(notice?.text).toContain(newAddress);
    const undoLink = linkIn(notice, "/undo-email");
    // Opening the link only asks; the button does it.
    const page = await callRoute(undoEmail.loader, request(undoLink));
    expect(page.data).toMatchObject({ token: tokenOf(undoLink), prompt: expect.stringContaining(client.email) });
    expect((await getUser(request("/", { cookie: client.cookie })))?.email).toBe(newAddress);

    const undo = () => sendForm(undoEmail.action, "/undo-email", null, { token: tokenOf(undoLink) });
    const done = await undo();
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: expect.stringContaining(client.email) } });
    expect(await isSignedIn(client.cookie)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    const back = await signInCookie(client.email, client.password);
    expect(await getUser(request("/", { cookie: back }))).toMatchObject({ email: client.email, emailVerified: true });

    // Once only, and the change link does not move the account again.
    expect(await undo()).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.undoEmailInvalid } });
    expect((await callRoute(undoEmail.loader, request(undoLink))).data).toMatchObject({ token: "" });
    const reopened = await callRoute(verifyEmail.loader, request(changeLink));
    expect(reopened.data).toMatchObject({ ok: false, message: ACCOUNT_MESSAGES.verifyLinkInvalid });
    expect((await getUser(request("/", { cookie: back })))?.email).toBe(client.email);
  });

  it("refuses, after an undo, a second change link asked for before it", async () => {
    const client = await createUser("Client");
    const first = `first.${Date.now()}@example.in`;
    const second = `second.${Date.now()}@example.in`;
    for (const email of [first, second]) {
      expect((await settingsPost(client, { intent: "email", email, currentPassword: client.password })).status).toBe(
        200,
      );
    }
    await callRoute(verifyEmail.loader, request(linkIn((await mailsTo(first))[0], "/verify-email")));
    const notice = (await mailsTo(client.email)).find((mail) => mail.subject.endsWith("e-mail address was changed"));
    const token = tokenOf(linkIn(notice, "/undo-email"));
    expect((await sendForm(undoEmail.action, "/undo-email", null, { token })).status).toBe(200);
    // The second link was signed for the old address, which is the account's again.
    const late = await callRoute(verifyEmail.loader, request(linkIn((await mailsTo(second))[0], "/verify-email")));
    expect(late.data).toMatchObject({ ok: false, message: ACCOUNT_MESSAGES.verifyLinkInvalid });
    const back = await signInCookie(client.email, client.password);
    expect((await getUser(request("/", { cookie: back })))?.email).toBe(client.email);
  });

  it("lets an undo link work for 7 days, not after (the clock moved)", async () => {
    const client = await createUser("Client");
    const newAddress = `later.${Date.now()}@example.in`;
    await settingsPost(client, { intent: "email", email: newAddress, currentPassword: client.password });
    await callRoute(verifyEmail.loader, request(linkIn((await mailsTo(newAddress))[0], "/verify-email")));
    const notice = (await mailsTo(client.email)).find((mail) => mail.subject.endsWith("e-mail address was changed"));
    const token = tokenOf(linkIn(notice, "/undo-email"));
    setClock(minutesLater(7 * 24 * 60 + 1));
    const late = await sendForm(undoEmail.action, "/undo-email", null, { token });
    expect(late).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.undoEmailInvalid } });
  });
});

// ── 3. reveals: one gate (a verified mobile), and a cap per address across accounts ─────

describe("seeing owners' numbers", () => {
  it("needs a verified mobile and nothing more: an unconfirmed e-mail sees the number once the mobile is verified (decision 059)", async () => {
    const owner = await confirmedUser("Owner");
    const listing = await postLive(owner);
    const unverified = await createUser("Client", { mobileVerified: false });
    const refused = await reveal(listing, unverified, "198.51.100.60");
    expect(refused).toMatchObject({
      status: 403,
      data: { ok: false, message: CONTACT_OWNER_ANSWERS.verifyMobileFirst, nextStep: "verify-mobile" },
    });
    const page = await callRoute(
      listingDetail.loader,
      request(`/listing-detail?id=${listing}`, { cookie: unverified.cookie }),
    );
    expect((page.data as { contact: { full: boolean } }).contact.full).toBe(false);
    // A fresh account: its e-mail is not confirmed, its mobile is verified.
    const fresh = await createUser("Client");
    expect((await getUser(request("/", { cookie: fresh.cookie })))?.emailVerified).toBe(false);
    expect((await reveal(listing, fresh, "198.51.100.60")).status).toBe(200);
    const seen = await callRoute(
      listingDetail.loader,
      request(`/listing-detail?id=${listing}`, { cookie: fresh.cookie }),
    );
    expect((seen.data as { contact: { full: boolean } }).contact.full).toBe(true);
  });

  it("stops three fresh accounts on one address at the per-address cap, and counts distinct people for the owner", async () => {
    const owner = await confirmedUser("Owner");
    const listings: string[] = [];
    for (let i = 0; i < PER_ADDRESS + 3; i++) listings.push(await postLive(owner));
    const [a, b, c] = [await confirmedUser(), await confirmedUser(), await confirmedUser()];
    const ip = "198.51.100.61";
    const statuses: number[] = [];
    for (const [account, from] of [
      [a, 0],
      [b, 3],
      [c, 5],
    ] as const) {
      for (const listing of listings.slice(from, from + 3)) statuses.push((await reveal(listing, account, ip)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_ADDRESS);
    const refused = await reveal(listings[7] ?? "", a, ip);
    expect(refused.status).toBe(429);
    expect((refused.data as { message: string }).message).toMatch(
      new RegExp(
        `^The contact details of ${PER_ADDRESS} listings have been seen from your connection in the last 24 hours`,
      ),
    );
    // A listing already seen stays seen; another address is not affected; a day later it frees.
    expect((await reveal(listings[0] ?? "", a, ip)).status).toBe(200);
    expect((await reveal(listings[7] ?? "", a, "198.51.100.62")).status).toBe(200);
    setClock(minutesLater(24 * 60 + 1));
    expect((await reveal(listings[6] ?? "", c, ip)).status).toBe(200);

    const page = await callRoute(enquiriesPage.loader, request("/profile/enquiries", { cookie: owner.cookie }));
    const seen = (page.data as { reveals: { total: number; people: number } }).reveals;
    expect(seen.people).toBe(3);
    expect(seen.total).toBeGreaterThan(seen.people);
  });

  it("stops reveals sent at once from one address exactly at the cap", { tags: ["driver"] }, async () => {
    const owner = await confirmedUser("Owner");
    const listings: string[] = [];
    for (let i = 0; i < 4; i++) listings.push(await postLive(owner));
    const accounts = [await confirmedUser(), await confirmedUser(), await confirmedUser()];
    const results = await Promise.all(
      accounts.flatMap((account) => listings.map((listing) => reveal(listing, account, "198.51.100.63"))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(PER_ADDRESS);
    expect(results.filter((result) => result.status === 429)).toHaveLength(12 - PER_ADDRESS);
  });
});

// ── 4, 5. "no longer available" reports that fake accounts cannot multiply ──────────────

describe("reports that ask the owner", () => {
  const gone = (listing: string, ip: string, account?: TestUser) =>
    callRoute(
      listingDetail.action,
      request(`/listing-detail?id=${listing}`, {
        method: "POST",
        cookie: account?.cookie,
        ip,
        form: { intent: "report", reason: "gone" },
      }),
    );
  const flagged = async (listing: string) =>
    (await getDb().select().from(properties).where(eq(properties.id, listing)))[0]?.reportedGoneAt instanceof Date;
  const askedMails = async (owner: TestUser) =>
    (await mailsTo(owner.email)).filter((mail) => mail.subject.endsWith("still available?"));

  it("do not flag or e-mail from three new accounts, three signed-out visitors, or three old accounts on two addresses", async () => {
    const owner = await confirmedUser("Owner");
    const listing = await postLive(owner);
    // Three fresh accounts (one confirmed but new), three addresses.
    const fresh = [await createUser("Client"), await createUser("Client"), await confirmedUser("Client", 2)];
    for (const [i, account] of fresh.entries())
      expect((await gone(listing, `192.0.2.${10 + i}`, account)).status).toBe(200);
    // Three visitors, three more addresses.
    for (const i of [0, 1, 2]) expect((await gone(listing, `192.0.2.${20 + i}`)).status).toBe(200);
    // Three confirmed, older accounts from two addresses.
    const old = [
      await confirmedUser("Client", 30),
      await confirmedUser("Client", 30),
      await confirmedUser("Client", 30),
    ];
    for (const [i, account] of old.entries()) {
      expect((await gone(listing, `192.0.2.${30 + (i % 2)}`, account)).status).toBe(200);
    }
    expect(await reportFollowUps()).toEqual({ asked: 0 });
    expect(await flagged(listing)).toBe(false);
    expect(await askedMails(owner)).toHaveLength(0);
  });

  it("flag and e-mail from three confirmed, older accounts on three addresses; once confirmed, the next run does not ask again", async () => {
    const owner = await confirmedUser("Owner");
    const listing = await postLive(owner);
    const old = [await confirmedUser("Client", 8), await confirmedUser("Client", 30), await confirmedUser("Agent", 90)];
    for (const [i, account] of old.entries())
      expect((await gone(listing, `192.0.2.${40 + i}`, account)).status).toBe(200);
    expect(await reportFollowUps()).toEqual({ asked: 1 });
    expect(await flagged(listing)).toBe(true);
    expect(await askedMails(owner)).toHaveLength(1);

    // The owner says it is still available: the reports before that are answered.
    expect(await renewProperty(listing, { ownerId: owner.id })).toBe(true);
    expect(await flagged(listing)).toBe(false);
    setClock(minutesLater(60));
    expect(await reportFollowUps()).toEqual({ asked: 0 });
    expect(await flagged(listing)).toBe(false);
    expect(await askedMails(owner)).toHaveLength(1);
  });
});

// ── 13. simultaneous sign-ups with one address ──────────────────────────────────────────

describe("sign-ups sent at once", () => {
  it("creates one account for one e-mail; the others are told it is already in use", { tags: ["driver"] }, async () => {
    const email = `twins.${Date.now()}@example.in`;
    const form = {
      name: "Twin Sign-up",
      email,
      mobileNumber: "9839055555",
      password: "Quiet-Garden-88",
      confirmPassword: "Quiet-Garden-88",
      role: "Client",
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        callRoute(sign.action, request("/sign", { method: "POST", form, ip: `192.0.2.${60 + i}` })),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((item) => item.status !== 200)) {
      expect(result).toMatchObject({ status: 409, data: { ok: false, message: SIGN_UP_MESSAGES.emailInUse } });
    }
    expect(await getDb().$count(user, eq(user.email, email))).toBe(1);
  });
});

// ── issue 27, 11: an agency's office signs up its people ────────────────────────────────

describe("sign-ups from one office", () => {
  const signUp = (email: string, ip: string) =>
    callRoute(
      sign.action,
      request("/sign", {
        method: "POST",
        ip,
        form: {
          name: "Agency Colleague",
          email,
          mobileNumber: "9839066666",
          password: "Quiet-Garden-99",
          confirmPassword: "Quiet-Garden-99",
          role: "Agent",
        },
      }),
    );

  it("takes 13 sign-ups in a minute from one address; past the limit the refusal says when to try again", async () => {
    setRateLimitsDisabled(false);
    const stamp = Date.now();
    for (let i = 0; i < 13; i++) {
      expect((await signUp(`office${i}.${stamp}@example.in`, "198.51.100.90")).status, `sign-up ${i}`).toBe(200);
    }
    for (let i = 13; i < RATE_LIMITS.signUp.max; i++) await signUp(`office${i}.${stamp}@example.in`, "198.51.100.90");
    const refused = await signUp(`office-late.${stamp}@example.in`, "198.51.100.90");
    expect(refused).toMatchObject({
      status: 429,
      data: {
        ok: false,
        message: expect.stringMatching(
          /^Many accounts have been created from your connection in the last few minutes\. Please wait \d+ minutes? and try again\.$/,
        ),
      },
    });
  }, 120_000); // 21 sign-ups, each hashing a password

  it("limits tries for one e-mail address from any address", async () => {
    setRateLimitsDisabled(false);
    const email = `one.inbox.${Date.now()}@example.in`;
    expect((await signUp(email, "198.51.100.91")).status).toBe(200);
    expect((await signUp(email, "198.51.100.92")).status).toBe(409);
    expect((await signUp(email, "198.51.100.93")).status).toBe(409);
    const refused = await signUp(email, "198.51.100.94");
    expect(refused.status).toBe(429);
    expect((refused.data as { message: string }).message).toMatch(
      /^Several sign-ups with this e-mail address were tried in the last hour\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});
