import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/config/limits";
import { CONTACT_MESSAGES } from "#app/modules/contact-us/schema";
import { getDb } from "#app/modules/db/db.server";
import * as contact from "#app/routes/_content/contact-us";
import { contactMessages } from "#db/schema";
import { callRoute, request, servicesForFile } from "../../support/harness";

servicesForFile({ rateLimits: true });

const good = {
  name: "Shalini Awasthi",
  mobileNumber: "9839022222",
  email: "shalini.awasthi@example.in",
  message: "Please call me about plots on Faizabad Road.",
};

let ipCounter = 0;
/** Each test sends from its own address, so the per-address limit does not leak between tests. */
function send(form: Record<string, string>, ip = `198.51.100.${++ipCounter}`) {
  return callRoute(contact.action, request("/contact", { method: "POST", form, ip }));
}

describe("contact action", () => {
  it("stores a good message with an id and the time, and answers with the spec's success text", async () => {
    const before = Date.now();
    const result = await send(good);
    expect(result).toMatchObject({
      status: 200,
      data: { ok: true, message: "✅ Your message has been sent successfully!" },
    });
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.email, good.email));
    expect(row).toMatchObject({ name: good.name, mobileNumber: good.mobileNumber, message: good.message });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("gives the first failing check in the spec's order and stores nothing", async () => {
    const count = await getDb().$count(contactMessages);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: "", mobileNumber: "1", email: "x", message: "" }, "❌ Name cannot be empty.", "name"],
      [
        { mobileNumber: "98390", email: "x", message: "" },
        "❌ Invalid mobile number. Enter 10 digits.",
        "mobileNumber",
      ],
      [{ email: "shalini@", message: "" }, "❌ Invalid email format.", "email"],
      [{ message: "   " }, "❌ Message cannot be empty.", "message"],
    ];
    for (const [change, message, field] of cases) {
      const sent = { ...good, ...change };
      const result = await send(sent);
      expect(result.status, message).toBe(400);
      // What was sent comes back with the failure, for the page drawn without JavaScript.
      expect(result.data).toEqual({ ok: false, message, field, sent: expect.objectContaining(sent) });
    }
    expect(await getDb().$count(contactMessages)).toBe(count);
  });

  it("answers a filled honeypot as if it worked, and stores nothing", async () => {
    const count = await getDb().$count(contactMessages);
    const result = await send({ ...good, email: "robot@example.in", website: "https://spam.example" });
    expect(result).toMatchObject({ status: 200, data: { ok: true, message: CONTACT_MESSAGES.success } });
    expect(await getDb().$count(contactMessages)).toBe(count);
  });

  it("refuses a sender over the limit with 429 and says why and when to retry; others are unaffected", async () => {
    const ip = "192.0.2.50";
    const { max } = RATE_LIMITS.contact;
    for (let i = 0; i < max; i++) {
      const result = await send({ ...good, message: `Message ${i}` }, ip);
      expect(result.status).toBe(200);
    }
    const count = await getDb().$count(contactMessages);
    const refused = await send({ ...good, message: "One too many" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false });
    const text = (refused.data as { message: string }).message;
    expect(text).toContain(`You have sent ${max} messages in the last 10 minutes`);
    expect(text).toMatch(/Please wait \d+ (minutes?|seconds) and try again\./);
    expect(await getDb().$count(contactMessages)).toBe(count);

    expect((await send({ ...good, message: "From elsewhere" }, "192.0.2.51")).status).toBe(200);
  });

  it("bad input from a sender does not use up their limit", async () => {
    const ip = "192.0.2.60";
    for (let i = 0; i < 5; i++) await send({ ...good, mobileNumber: "12" }, ip);
    expect((await send(good, ip)).status).toBe(200);
  });

  it("shows the spec's failure message when the message cannot be saved", async () => {
    const db = getDb();
    await db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const result = await send(good);
      expect(result).toMatchObject({
        status: 500,
        data: { ok: false, message: "❌ An error occurred. Please try again." },
      });
    } finally {
      await db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
  });

  it("keeps the newest message first for the admin inbox", async () => {
    await send({ ...good, name: "Latest Sender", email: "latest@example.in" });
    const [latest] = await getDb().select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    expect(latest?.name).toBe("Latest Sender");
  });
});
