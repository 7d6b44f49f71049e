/**
 * A mobile number proven by a code sent by SMS (decision 043): the code's rules (6 digits,
 * 10 minutes, single use, 5 tries, stored hashed, a few an hour), one number per account,
 * and what waits for it: seeing an owner's number (capped per number too), enquiries, posting.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MOBILE_CODE } from "#app/modules/accounts/mobile-verification.server";
import { getUser } from "#app/modules/accounts/session.server";
import { MOBILE_MESSAGES } from "#app/modules/accounts/words";
import { getDb } from "#app/modules/db/db.server";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import { setClock } from "#app/modules/platform/clock.server";
import { parseFilters } from "#app/modules/properties/search/filters";
import { searchInDatabase } from "#app/modules/properties/search/search.server";
import { CONTACT_OWNER_ANSWERS, POSTER_MESSAGES } from "#app/modules/properties/words";
import * as profile from "#app/routes/_account/profile";
import * as settings from "#app/routes/_account/settings";
import * as sign from "#app/routes/_auth/sign";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as postProperty from "#app/routes/_listings/post-property";
import { mobileCodes, properties, user } from "#db/schema";
import { listingForm, liveProperty } from "../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser, updateAccounts } from "../../support/harness";
import { codeIn, latestCode, smsTo } from "../../support/sms";

const services = servicesForFile({
  postingLimits: "lifted",
  env: { CONTACT_REVEALS_PER_DAY: "3", CONTACT_REVEALS_PER_ADDRESS_PER_DAY: "1000" },
});

type Answer = { ok: boolean; message: string; field?: string };

const settingsForm = (account: TestUser, form: Record<string, string>, ip = "203.0.113.40") =>
  callRoute(settings.action, request("/profile/settings", { method: "POST", cookie: account.cookie, form, ip }));
const askForCode = (account: TestUser, ip?: string) => settingsForm(account, { intent: "mobile-code" }, ip);
const typeCode = (account: TestUser, code: string) => settingsForm(account, { intent: "mobile-verify", code });
const verifiedAt = async (account: TestUser) =>
  (await getDb().select({ at: user.mobileVerifiedAt }).from(user).where(eq(user.id, account.id)))[0]?.at ?? null;

let numbers = 0;
/** A fresh account whose number (unique to this file) is not verified yet. */
async function unproven(mobileNumber = `97210${String(10000 + ++numbers).slice(-5)}`) {
  return { account: await createUser("Client", { mobileNumber, mobileVerified: false }), mobileNumber };
}

describe("a code sent by SMS", () => {
  it("goes to the account's number, is stored hashed, and verifies the number once typed", async () => {
    const { account, mobileNumber } = await unproven();
    expect((await getUser(request("/", { cookie: account.cookie })))?.mobileVerified).toBe(false);
    // The profile asks for it until it is done.
    const onProfile = async () =>
      (
        (await callRoute(profile.loader, request("/profile", { cookie: account.cookie }))).data as {
          user: { mobileVerified: boolean };
        }
      ).user.mobileVerified;
    expect(await onProfile()).toBe(false);

    const sent = await askForCode(account);
    expect(sent.status).toBe(200);
    expect((sent.data as Answer).message).toBe(
      `We have sent a 6-digit code by SMS to +91 ${mobileNumber}. It works for 10 minutes.`,
    );
    const [sms] = await smsTo(services.smsOutboxDir, mobileNumber);
    expect(sms).toMatchObject({ to: mobileNumber, template: "mobile-code" });
    expect(Date.parse(sms?.sentAt ?? "")).not.toBeNaN();
    const code = codeIn(sms);
    expect(code).toMatch(/^\d{6}$/);
    // Only a keyed hash of the code is kept.
    const [row] = await getDb().select().from(mobileCodes).where(eq(mobileCodes.userId, account.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const typed = await typeCode(account, code.replace(/(\d{3})/, "$1 "));
    expect(typed).toMatchObject({ status: 200, data: { ok: true, message: MOBILE_MESSAGES.verified } });
    expect(await verifiedAt(account)).toBeInstanceOf(Date);
    expect((await getUser(request("/", { cookie: account.cookie })))?.mobileVerified).toBe(true);
    expect(await onProfile()).toBe(true);
    const page = await callRoute(settings.loader, request("/profile/settings", { cookie: account.cookie }));
    expect((page.data as { account: { mobileVerified: boolean } }).account.mobileVerified).toBe(true);

    // Single use: the same code again does nothing more, and no new code is sent.
    expect((await typeCode(account, code)).data).toMatchObject({ ok: false, message: MOBILE_MESSAGES.codeExpired });
    expect((await askForCode(account)).data).toMatchObject({ ok: false, message: MOBILE_MESSAGES.alreadyVerified });
  });

  it("allows five tries: each wrong one says how many are left, and the fifth ends the code", async () => {
    const { account, mobileNumber } = await unproven();
    await askForCode(account);
    const code = await latestCode(services.smsOutboxDir, mobileNumber);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < MOBILE_CODE.triesPerCode; i++)
      answers.push(((await typeCode(account, wrong)).data as Answer).message);
    expect(answers).toEqual([
      "That code is not right. You have 4 more tries with this code.",
      "That code is not right. You have 3 more tries with this code.",
      "That code is not right. You have 2 more tries with this code.",
      "That code is not right. You have 1 more try with this code.",
      MOBILE_MESSAGES.codeLocked,
    ]);
    // The right code no longer works; a new one does.
    expect((await typeCode(account, code)).data).toMatchObject({ ok: false });
    expect(await verifiedAt(account)).toBeNull();
    await askForCode(account);
    const next = await latestCode(services.smsOutboxDir, mobileNumber);
    expect((await typeCode(account, next)).data).toMatchObject({ ok: true });
  });

  it("counts guesses sent at once: 20 wrong codes together use the five tries and no more", async () => {
    const { account, mobileNumber } = await unproven();
    await askForCode(account);
    const code = await latestCode(services.smsOutboxDir, mobileNumber);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(guesses.map((guess) => typeCode(account, guess)));
    expect(answers.every((answer) => (answer.data as Answer).ok === false)).toBe(true);
    const [row] = await getDb().select().from(mobileCodes).where(eq(mobileCodes.userId, account.id));
    expect(row?.tries).toBe(MOBILE_CODE.triesPerCode);
    expect((await typeCode(account, code)).data).toMatchObject({ ok: false });
    expect(await verifiedAt(account)).toBeNull();
  });

  it("expires after 10 minutes, and a newer code ends the ones before it", async () => {
    const { account, mobileNumber } = await unproven();
    const start = new Date();
    setClock(start);
    await askForCode(account);
    const first = await latestCode(services.smsOutboxDir, mobileNumber);
    setClock(new Date(start.getTime() + MOBILE_CODE.lifetimeSeconds * 1000 + 1000));
    expect((await typeCode(account, first)).data).toMatchObject({ ok: false, message: MOBILE_MESSAGES.codeExpired });

    setClock(start);
    await askForCode(account);
    const second = await latestCode(services.smsOutboxDir, mobileNumber);
    await askForCode(account);
    const third = await latestCode(services.smsOutboxDir, mobileNumber);
    if (second !== third) {
      expect((await typeCode(account, second)).data).toMatchObject({ ok: false });
    }
    expect((await typeCode(account, third)).data).toMatchObject({ ok: true });
  });

  it("refuses a malformed code without using a try", async () => {
    const { account } = await unproven();
    await askForCode(account);
    for (const typed of ["", "12345", "1234567", "12a456"]) {
      expect((await typeCode(account, typed)).data).toMatchObject({ ok: false, message: MOBILE_MESSAGES.codeFormat });
    }
    const [row] = await getDb().select().from(mobileCodes).where(eq(mobileCodes.userId, account.id));
    expect(row?.tries).toBe(0);
  });

  it("sends a few codes an hour to one number, and a few from one client address", async () => {
    setRateLimitsDisabled(false);
    const { account, mobileNumber } = await unproven();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await askForCode(account, `198.51.100.${200 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await smsTo(services.smsOutboxDir, mobileNumber)).toHaveLength(3);

    const fromOneAddress = [];
    for (let i = 0; i < 11; i++) {
      const { account: other } = await unproven();
      fromOneAddress.push((await askForCode(other, "198.51.100.250")).status);
    }
    expect(fromOneAddress.filter((status) => status === 429)).toHaveLength(1);
    expect(fromOneAddress.at(-1)).toBe(429);
  });
});

describe("one number, one account", () => {
  it("refuses a number verified on another account, with a clear message", async () => {
    const { account: first, mobileNumber } = await unproven();
    await askForCode(first);
    await typeCode(first, await latestCode(services.smsOutboxDir, mobileNumber));
    const { account: second } = await unproven(mobileNumber);
    const refused = await askForCode(second);
    expect(refused).toMatchObject({ status: 409, data: { ok: false, message: MOBILE_MESSAGES.takenByAnother } });
    expect(await smsTo(services.smsOutboxDir, mobileNumber)).toHaveLength(1);
  });

  it("lets only the first of two accounts that both hold a code verify the number", async () => {
    const { account: first, mobileNumber } = await unproven();
    const { account: second } = await unproven(mobileNumber);
    await askForCode(first);
    const firstCode = await latestCode(services.smsOutboxDir, mobileNumber);
    await askForCode(second);
    const secondCode = await latestCode(services.smsOutboxDir, mobileNumber);
    expect((await typeCode(first, firstCode)).data).toMatchObject({ ok: true });
    expect(await typeCode(second, secondCode)).toMatchObject({
      status: 409,
      data: { message: MOBILE_MESSAGES.takenByAnother },
    });
    expect(await verifiedAt(second)).toBeNull();
  });

  it("a new number in the settings is not verified, and ends the codes sent to the old one", async () => {
    const { account, mobileNumber } = await unproven();
    await askForCode(account);
    const code = await latestCode(services.smsOutboxDir, mobileNumber);
    await settingsForm(account, { intent: "details", name: "Renamed Person", mobileNumber: "9721099999" });
    expect((await typeCode(account, code)).data).toMatchObject({ ok: false, message: MOBILE_MESSAGES.codeExpired });

    const { account: proven, mobileNumber: provenNumber } = await unproven();
    await askForCode(proven);
    await typeCode(proven, await latestCode(services.smsOutboxDir, provenNumber));
    // The name alone keeps the proof; a new number drops it.
    await settingsForm(proven, { intent: "details", name: "Only The Name", mobileNumber: provenNumber });
    expect(await verifiedAt(proven)).toBeInstanceOf(Date);
    await settingsForm(proven, { intent: "details", name: "Only The Name", mobileNumber: "9721088888" });
    expect(await verifiedAt(proven)).toBeNull();
  });

  it("no form field verifies a number: sign-up and the settings ignore a verified date sent with them", async () => {
    const mobileNumber = "9721077777";
    const email = "self-declared@example.in";
    const password = "Gomti-Self-Declared-2026";
    await callRoute(
      sign.action,
      request("/sign", {
        method: "POST",
        form: {
          name: "Self Declared",
          email,
          password,
          confirmPassword: password,
          mobileNumber,
          role: "Owner",
          mobileVerifiedAt: new Date().toISOString(),
        },
      }),
    );
    const [row] = await getDb().select().from(user).where(eq(user.email, email));
    expect(row?.mobileNumber).toBe(mobileNumber);
    expect(row?.mobileVerifiedAt).toBeNull();

    const { account } = await unproven();
    await settingsForm(account, {
      intent: "details",
      name: "Still Unproven",
      mobileNumber: "9721066666",
      mobileVerifiedAt: new Date().toISOString(),
    });
    expect(await verifiedAt(account)).toBeNull();
  });
});

describe("what waits for a verified number", () => {
  const reveal = (id: string, account: TestUser, ip: string) =>
    callRoute(
      listingDetail.action,
      request(`/listing-detail?id=${id}`, { method: "POST", cookie: account.cookie, form: { intent: "reveal" }, ip }),
    );
  const confirmEmail = (account: TestUser) => updateAccounts(eq(user.id, account.id), { emailVerified: true });

  it("seeing an owner's number: refused until verified, and capped per verified number across accounts", async () => {
    const owner = await createUser("Owner");
    const listings: string[] = [];
    for (let i = 0; i < 5; i++) listings.push(await liveProperty(owner, { projectBuildingName: `Cap Court ${i}` }));

    const { account: first, mobileNumber } = await unproven();
    await confirmEmail(first);
    expect(await reveal(listings[0] ?? "", first, "198.51.100.1")).toMatchObject({
      status: 403,
      data: { message: CONTACT_OWNER_ANSWERS.verifyMobileFirst, nextStep: "verify-mobile" },
    });
    await askForCode(first);
    await typeCode(first, await latestCode(services.smsOutboxDir, mobileNumber));
    const statuses = [];
    for (const id of listings.slice(0, 4)) statuses.push((await reveal(id, first, "198.51.100.1")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    // Ten fresh accounts take the number over in turn, each from an address of its own:
    // the number's cap stands, whichever account holds it.
    let holder = first;
    for (let i = 0; i < 10; i++) {
      await settingsForm(holder, { intent: "details", name: "Gave It Up", mobileNumber: `97211${String(10000 + i)}` });
      const { account: next } = await unproven(mobileNumber);
      await confirmEmail(next);
      await askForCode(next, `198.51.101.${i + 1}`);
      await typeCode(next, await latestCode(services.smsOutboxDir, mobileNumber));
      expect(await verifiedAt(next)).toBeInstanceOf(Date);
      expect((await reveal(listings[4] ?? "", next, `198.51.101.${i + 1}`)).status).toBe(429);
      holder = next;
    }
  });

  it("posting: refused until verified, said on the wizard before the first step", async () => {
    const { account, mobileNumber } = await unproven();
    const before = await getDb().$count(properties);
    const wizard = await callRoute(postProperty.loader, request("/postproperty", { cookie: account.cookie }));
    expect((wizard.data as { verifyMobile: boolean }).verifyMobile).toBe(true);
    const post = () =>
      callRoute(
        postProperty.action,
        request("/postproperty", { method: "POST", cookie: account.cookie, form: listingForm() }),
      );
    expect(await post()).toMatchObject({
      status: 403,
      data: { ok: false, message: POSTER_MESSAGES.verifyMobileFirst },
    });
    expect(await getDb().$count(properties)).toBe(before);

    await askForCode(account);
    await typeCode(account, await latestCode(services.smsOutboxDir, mobileNumber));
    const after = await callRoute(postProperty.loader, request("/postproperty", { cookie: account.cookie }));
    expect((after.data as { verifyMobile: boolean }).verifyMobile).toBe(false);
    expect(await post()).toMatchObject({ status: 200, data: { ok: true } });
    expect(await getDb().$count(properties)).toBe(before + 1);
  });

  it("the poster's Mobile verified mark: on their listing's page while the number is proven, gone with a new number", async () => {
    const owner = await createUser("Owner");
    const id = await liveProperty(owner, { projectBuildingName: "Badge Bungalow" });
    const mark = async () => {
      const page = await callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`));
      return (page.data as { owner: { mobileVerified: boolean } | null }).owner?.mobileVerified;
    };
    // On its card too, wherever cards are read.
    const card = async () =>
      (await searchInDatabase(parseFilters(new URLSearchParams({ sort: "newest" })), 500)).items.find(
        (item) => item.id === id,
      )?.posterMobileVerified;
    expect(await mark()).toBe(true);
    expect(await card()).toBe(true);
    await settingsForm(owner, { intent: "details", name: "Badge Owner", mobileNumber: "9721055555" });
    expect(await mark()).toBe(false);
    expect(await card()).toBe(false);
  });
});
