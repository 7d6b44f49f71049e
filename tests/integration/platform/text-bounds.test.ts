/**
 * Every text a person stores is bounded (issue 25, finding 10): a 900,000-character account
 * name once grew another owner's enquiries page to 1.8 MB. Oversized text is refused with a
 * clear message and nothing is stored, through our forms and through Better Auth directly.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS } from "#app/config/limits";
import { getAuth } from "#app/modules/accounts/auth.server";
import { getUser } from "#app/modules/accounts/session.server";
import { SIGN_UP_MESSAGES } from "#app/modules/accounts/words";
import { CONTACT_MESSAGES } from "#app/modules/contact-us/words";
import { getDb } from "#app/modules/db/db.server";
import * as settings from "#app/routes/_account/settings";
import * as sign from "#app/routes/_auth/sign";
import * as contact from "#app/routes/_content/contact-us";
import { contactMessages, user } from "#db/schema";
import { callRoute, createUser, request, sendForm, servicesForFile } from "../../support/harness";

servicesForFile();

const HUGE_NAME = "A".repeat(900_000);
const signUp = (overrides: Record<string, string>) =>
  callRoute(
    sign.action,
    request("/sign", {
      method: "POST",
      form: {
        name: "Meera Bajpai",
        mobileNumber: "9839077001",
        email: `bounds.${Math.random().toString(36).slice(2)}@example.in`,
        password: "Hazratganj#1857",
        confirmPassword: "Hazratganj#1857",
        role: "Client",
        ...overrides,
      },
    }),
  );

describe("account names and addresses", () => {
  it("refuses a name over 80 characters at sign-up, with a clear message, and stores nothing", async () => {
    for (const name of [HUGE_NAME, "B".repeat(LIMITS.nameMax + 1)]) {
      const email = `too.long.${name.length}@example.in`;
      const result = await signUp({ name, email });
      expect(result).toMatchObject({
        status: 400,
        data: { ok: false, message: "Name can be at most 80 characters long.", field: "name" },
      });
      expect(await getDb().$count(user, eq(user.email, email))).toBe(0);
    }
    // 80 is fine; the spec's own first message still comes first for a blank name.
    expect((await signUp({ name: "C".repeat(LIMITS.nameMax) })).status).toBe(200);
    expect((await signUp({ name: "   " })).data).toMatchObject({ message: SIGN_UP_MESSAGES.name });
  });

  it("refuses an e-mail address longer than any address can be", async () => {
    const email = `${"d".repeat(250)}@example.in`;
    expect((await signUp({ email })).data).toMatchObject({
      ok: false,
      message: SIGN_UP_MESSAGES.email,
      field: "email",
    });
    expect(await getDb().$count(user, eq(user.email, email))).toBe(0);
  });

  it("refuses a name over 80 characters on the settings page and keeps the old one", async () => {
    const person = await createUser("Owner", { name: "Kavita Srivastava" });
    const result = await sendForm(settings.action, "/profile/settings", person, {
      intent: "details",
      name: HUGE_NAME,
      mobileNumber: "9839077002",
    });
    expect(result).toMatchObject({
      status: 400,
      data: { ok: false, message: "Name can be at most 80 characters long." },
    });
    const me = await getUser(request("/", { cookie: person.cookie }));
    expect(me?.name).toBe("Kavita Srivastava");
    expect(me?.mobileNumber).not.toBe("9839077002");
  });

  it("holds when Better Auth is called without our schemas: sign-up and update refused, nothing stored", async () => {
    const email = "direct.call@example.in";
    await expect(
      getAuth().api.signUpEmail({
        body: { name: HUGE_NAME, email, password: "Aminabad#Market1", role: "Client", mobileNumber: "9839077003" },
      }),
    ).rejects.toThrow();
    expect(await getDb().$count(user, eq(user.email, email))).toBe(0);

    const person = await createUser("Client", { name: "Imran Siddiqui" });
    const headers = new Headers({ cookie: person.cookie });
    await expect(getAuth().api.updateUser({ body: { name: HUGE_NAME }, headers })).rejects.toThrow();
    const [row] = await getDb().select({ name: user.name }).from(user).where(eq(user.id, person.id));
    expect(row?.name).toBe("Imran Siddiqui");
  });
});

describe("other texts people send", () => {
  it("bounds the contact form's name and message, with their messages, and stores nothing", async () => {
    const before = await getDb().$count(contactMessages);
    const send = (form: Record<string, string>) =>
      sendForm(contact.action, "/contact", null, {
        name: "Sunil",
        mobileNumber: "9839077004",
        email: "sunil@example.in",
        message: "Hello",
        ...form,
      });
    expect((await send({ name: "N".repeat(101) })).data).toMatchObject({ message: CONTACT_MESSAGES.nameTooLong });
    expect((await send({ message: "M".repeat(4001) })).data).toMatchObject({
      message: CONTACT_MESSAGES.messageTooLong,
    });
    expect(await getDb().$count(contactMessages)).toBe(before);
  });
});
