import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/config/limits";
import { updateDetails } from "#app/modules/accounts/self-service.server";
import { getUser } from "#app/modules/accounts/session.server";
import { ACCOUNT_MESSAGES } from "#app/modules/accounts/words";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import * as login from "#app/routes/_auth/login";
import * as unlock from "#app/routes/_auth/login-unlock";
import * as sign from "#app/routes/_auth/sign";
import { callRoute, createUser, request, sendForm, servicesForFile } from "../../support/harness";

const services = servicesForFile({ rateLimits: true });

describe("rate limits on our own actions", () => {
  it("refuses sign-in attempts beyond the limit from one address with 429 and a clear message", {
    tags: ["driver"],
  }, async () => {
    const form = { email: "target@example.in", password: "guess" };
    for (let attempt = 1; attempt <= RATE_LIMITS.signIn.max; attempt++) {
      const result = await callRoute(login.action, request("/login", { method: "POST", form, ip: "198.51.100.1" }));
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await callRoute(login.action, request("/login", { method: "POST", form, ip: "198.51.100.1" }));
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many attempts.*Please wait/),
    });
    // Another address is not affected (another account: this one is now throttled, see below).
    const other = await sendForm(
      login.action,
      "/login",
      null,
      { ...form, email: "other@example.in" },
      { ip: "198.51.100.2" },
    );
    expect(other.status).toBe(401);
  });

  it("refuses sign-ups beyond the limit without creating the account", async () => {
    const base = {
      name: "Flood",
      mobileNumber: "9839000000",
      password: "Quiet-Garden-77",
      confirmPassword: "Quiet-Garden-77",
      role: "Client",
    };
    let last = 0;
    for (let attempt = 1; attempt <= RATE_LIMITS.signUp.max + 1; attempt++) {
      const form = { ...base, email: `flood${attempt}@example.in` };
      const result = await callRoute(sign.action, request("/sign", { method: "POST", form, ip: "198.51.100.9" }));
      last = result.status;
      if (attempt <= RATE_LIMITS.signUp.max) expect(result.status, `attempt ${attempt}`).toBe(200);
    }
    expect(last).toBe(429);
    const { getDb } = await import("#app/modules/db/db.server");
    const { user } = await import("#db/schema");
    const { eq } = await import("drizzle-orm");
    expect(await getDb().$count(user, eq(user.email, `flood${RATE_LIMITS.signUp.max + 1}@example.in`))).toBe(0);
  }, 120_000); // 21 sign-ups, each hashing a password: slow on a busy machine
});

describe("the sign-in throttle per account", () => {
  // The per-address limit on sign-ins (10 a minute, any account) is not what is tested here.
  beforeEach(() => setRateLimitsDisabled(["signIn"]));
  afterEach(() => setRateLimitsDisabled(false));

  const signIn = (email: string, password: string, ip: string) =>
    callRoute(login.action, request("/login", { method: "POST", form: { email, password }, ip }));

  it("locks one address out of an account after its failures, the right password too; the owner elsewhere signs in", {
    tags: ["driver"],
  }, async () => {
    const owner = await createUser("Owner");
    const { max } = RATE_LIMITS.signInAccount;
    const stranger = "192.0.2.13";
    for (let attempt = 1; attempt <= max; attempt++) {
      const result = await signIn(owner.email, `wrong-${attempt}`, stranger);
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const guess = await signIn(owner.email.toUpperCase(), "wrong-again", stranger);
    expect(guess.status).toBe(429);
    expect(guess.data).toMatchObject({
      ok: false,
      message:
        "Too many failed sign-ins for this account. Please wait 15 minutes and try again. If this is your account, we have e-mailed you a link to sign in without waiting.",
    });
    const right = await signIn(owner.email, owner.password, stranger);
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
    // On a Hindi page the refusal and its wait are in Hindi.
    const hindi = await sendForm(
      login.action,
      "/hi/login",
      null,
      { email: owner.email, password: "wrong" },
      { ip: stranger },
    );
    expect(hindi.status).toBe(429);
    expect(hindi.data).toMatchObject({
      ok: false,
      message:
        "इस खाते में लॉगिन की बहुत सारी कोशिशें असफल रही हैं। कृपया 15 मिनट रुककर फिर से कोशिश करें। अगर यह आपका खाता है, तो हमने आपको बिना इंतज़ार लॉगिन करने का लिंक ई-मेल कर दिया है।",
    });
    // The owner, at home, is not locked out by a stranger's guesses.
    expect((await signIn(owner.email, owner.password, "192.0.2.14")).status).toBe(200);
  });

  it("refuses an account from every address once guesses from many addresses pass the account's own limit", async () => {
    const owner = await createUser("Owner");
    const { max } = RATE_LIMITS.signInAccountEverywhere;
    for (let attempt = 0; attempt < max; attempt++) {
      const address = `198.18.${Math.floor(attempt / 200)}.${attempt % 200}`;
      expect((await signIn(owner.email, `wrong-${attempt}`, address)).status, `attempt ${attempt}`).toBe(401);
    }
    expect((await signIn(owner.email, "wrong-again", "198.18.9.9")).status).toBe(429);
    expect((await signIn(owner.email, owner.password, "192.0.2.15")).status).toBe(429);

    // The owner's way in: the e-mailed link, used once, unlocks the browser it is used in.
    const links = (await services.outbox())
      .filter((mail) => mail.to === owner.email && /paused/.test(mail.subject))
      .map((mail) => /\/login\/unlock\?token=([\w-]+)/.exec(mail.text)?.[1] ?? "");
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(RATE_LIMITS.accountEmail.max);
    const [older, newest] = [links[0] ?? "", links.at(-1) ?? ""];
    const page = await callRoute(unlock.loader, request(`/login/unlock?token=${newest}`));
    expect(page.data).toMatchObject({ email: owner.email });
    // Opening the link changes nothing; the button uses it.
    const used = await sendForm(unlock.action, "/login/unlock", null, { token: newest }, { ip: "192.0.2.15" });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/login?unlocked=1");
    const cookie = used.headers.getSetCookie().find((line) => line.startsWith("sign_in_unlocked="));
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    const unlockedCookie = (cookie ?? "").split(";")[0] ?? "";
    // Once: the link and its older siblings are spent.
    for (const token of new Set([newest, older])) {
      const again = await sendForm(unlock.action, "/login/unlock", null, { token }, { ip: "192.0.2.15" });
      expect(again).toMatchObject({ status: 400, data: { message: ACCOUNT_MESSAGES.unlockInvalid } });
    }
    const signInWith = (cookieHeader: string, ip: string) =>
      callRoute(
        login.action,
        request("/login", {
          method: "POST",
          form: { email: owner.email, password: owner.password },
          ip,
          cookie: cookieHeader,
        }),
      );
    // The unlocked browser signs in, from any address; anyone else still waits.
    expect((await signInWith(unlockedCookie, "192.0.2.16")).status).toBe(200);
    expect((await signIn(owner.email, owner.password, "192.0.2.16")).status).toBe(429);
    // A cookie made up or changed by hand unlocks nothing.
    const [name, value] = unlockedCookie.split("=");
    const [, expires, signature] = (value ?? "").split(".");
    const forged = `${name}=${Buffer.from("someone@example.in").toString("base64url")}.${expires}.${signature}`;
    expect((await signInWith(forged, "192.0.2.17")).status).toBe(429);
    expect((await signInWith(`${name}=${value}x`, "192.0.2.17")).status).toBe(429);
  }, 60_000);

  it("lets the account in again once the window has passed, and counts only failures", async () => {
    const owner = await createUser("Owner");
    const { max, windowSeconds } = RATE_LIMITS.signInAccount;
    // Successful sign-ins do not count.
    for (let attempt = 1; attempt <= max + 2; attempt++) {
      expect((await signIn(owner.email, owner.password, `192.0.2.${50 + attempt}`)).status).toBe(200);
    }
    for (let attempt = 1; attempt <= max; attempt++) await signIn(owner.email, "wrong", "192.0.2.99");
    expect((await signIn(owner.email, owner.password, "192.0.2.99")).status).toBe(429);
    // Move the window's start back past its length (the counter's clock is the database's now()).
    const { getDb } = await import("#app/modules/db/db.server");
    const { sql } = await import("drizzle-orm");
    await getDb().execute(sql`
      update rate_limits set window_start = window_start - make_interval(secs => ${windowSeconds + 1})
      where bucket = 'signInAccount' and key = ${`${owner.email}|192.0.2.99`}
    `);
    expect((await signIn(owner.email, owner.password, "192.0.2.99")).status).toBe(200);
  });
});

describe("how often one account may make the site forget its pages", () => {
  it("a name or number changed more than RATE_LIMITS.accountDetails.max times an hour is refused, and changes nothing", async () => {
    const owner = await createUser("Owner");
    const account = await getUser(request("/profile", { cookie: owner.cookie }));
    if (!account) throw new Error("not signed in");
    const save = (name: string) =>
      updateDetails(request("/profile/settings", { method: "POST", cookie: owner.cookie }), account, {
        name,
        mobileNumber: owner.mobileNumber,
      });
    for (let i = 1; i <= RATE_LIMITS.accountDetails.max; i++) expect((await save(`Renamed Owner ${i}`)).ok).toBe(true);
    const refused = await save("One Rename Too Many");
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect((refused as { message: string }).message).toMatch(/^You have changed your name or number several times/);
    expect((await getUser(request("/profile", { cookie: owner.cookie })))?.name).toBe(
      `Renamed Owner ${RATE_LIMITS.accountDetails.max}`,
    );
    // Saving what is already there changes nothing and is not counted.
    expect((await save(`Renamed Owner ${RATE_LIMITS.accountDetails.max}`)).ok).toBe(true);
  });
});
