/**
 * SMS costs bounded (issue 57): a site-wide ceiling on verification codes per India hour and
 * per India day, whoever asks, reserved atomically on the counters every process shares;
 * beyond it a clear refusal in the page's language, and the Admin dashboard warns from 80 %.
 * The limits per number and per client address stay as they were (decision 043).
 */
import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SmsCeilingNotice } from "#app/components/admin/dashboard-notices";
import { MOBILE_MESSAGES } from "#app/modules/accounts/words";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import { setClock } from "#app/modules/platform/clock.server";
import type { SmsUsage } from "#app/modules/sms/ceiling";
import { startOfIndiaDay } from "#app/modules/text/india-day";
import * as settings from "#app/routes/_account/settings";
import * as dashboard from "#app/routes/admin/dashboard";
import { callRoute, createUser, request, servicesForFile, type TestUser } from "../../support/harness";

const services = servicesForFile({ env: { SMS_CODES_PER_HOUR: "10", SMS_CODES_PER_DAY: "12" } });

type Answer = { ok: boolean; message: string };
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("Admin");
});
afterEach(() => setRateLimitsDisabled(true));

let numbers = 0;
/** Accounts whose numbers are not verified yet, each with a number of its own. */
const unproven = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createUser("Client", { mobileNumber: `97650${String(10000 + ++numbers).slice(-5)}`, mobileVerified: false }),
    ),
  );
const askForCode = (account: TestUser, path = "/profile/settings", ip = "203.0.113.60") =>
  callRoute(
    settings.action,
    request(path, { method: "POST", cookie: account.cookie, form: { intent: "mobile-code" }, ip }),
  );
const smsSent = () => (fs.existsSync(services.smsOutboxDir) ? fs.readdirSync(services.smsOutboxDir).length : 0);
/** A moment of an India day (YYYY-MM-DD) and minute of it: each test counts in a window of its own. */
const indiaTime = (day: string, hours: number, minutes = 0) =>
  new Date(startOfIndiaDay(day).getTime() + (hours * 60 + minutes) * 60_000);
const drawn = (sms: SmsUsage[]) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SmsCeilingNotice, { usage: sms })));
const usage = async () =>
  ((await callRoute(dashboard.loader, request("/admin", { cookie: admin.cookie }))).data as { sms: SmsUsage[] }).sms;

describe("the site's SMS ceiling", () => {
  it("lets exactly 10 of 100 codes asked for at once go out, against a ceiling of 10 an hour", {
    tags: ["driver"],
  }, async () => {
    const accounts = await unproven(20);
    setClock(indiaTime("2031-03-03", 10, 5));
    const before = smsSent();
    const answers = await Promise.all(
      accounts.flatMap((account, index) =>
        Array.from({ length: 5 }, (_, n) =>
          askForCode(account, "/profile/settings", `198.51.100.${index * 5 + n + 1}`),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(90);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect((answer.data as Answer).message).toBe(
        "We have sent as many verification codes as we can this hour. Please ask for yours again in 55 minutes.",
      );
    }
    expect(smsSent() - before).toBe(10);
  });

  it("counts India clock hours and India days: the next hour sends again up to the day's 12, the next day afresh", async () => {
    const [first, second, third] = await unproven(3);
    const ask = (account: TestUser | undefined) => askForCode(account as TestUser);
    setClock(indiaTime("2031-04-04", 22, 10));
    for (let i = 0; i < 10; i++) expect((await ask(first)).status).toBe(200);
    expect(await ask(second)).toMatchObject({ status: 429 });
    // In Hindi too, with the wait in Hindi.
    const hindi = await askForCode(second as TestUser, "/hi/profile/settings");
    expect((hindi.data as Answer).message).toBe(
      "इस घंटे हम जितने पुष्टि कोड भेज सकते थे, भेज चुके हैं। कृपया 50 मिनट बाद अपना कोड फिर से माँगें।",
    );
    setClock(indiaTime("2031-04-04", 22, 59));
    expect((await ask(second)).status).toBe(429);
    // 23:00 in Lucknow is a new hour (17:30 in UTC): two more, and the day's 12 are sent.
    setClock(indiaTime("2031-04-04", 23, 0));
    expect((await ask(second)).status).toBe(200);
    expect((await ask(second)).status).toBe(200);
    expect(await ask(third)).toMatchObject({ status: 429, data: { message: MOBILE_MESSAGES.ceilingDay } });
    // Midnight in Lucknow is a new day, though UTC's is still the 4th.
    setClock(indiaTime("2031-04-05", 0, 5));
    expect((await ask(third)).status).toBe(200);
  });

  it("keeps the limits per number and per address, and a refused code takes no place under the ceiling", async () => {
    setRateLimitsDisabled(false);
    const [account, other] = await unproven(2);
    setClock(indiaTime("2031-05-05", 9, 0));
    for (let i = 0; i < 3; i++) expect((await askForCode(account as TestUser)).status).toBe(200);
    expect(await askForCode(account as TestUser)).toMatchObject({
      status: 429,
      data: { message: MOBILE_MESSAGES.tooManyCodes },
    });
    // Three were sent this hour, not four: seven more go out to another number.
    setRateLimitsDisabled(true);
    for (let i = 0; i < 7; i++) expect((await askForCode(other as TestUser)).status).toBe(200);
    expect((await askForCode(other as TestUser)).status).toBe(429);
  });

  it("warns on the Admin dashboard from 80 % of the hour's or the day's ceiling, in red once full", async () => {
    const [account] = await unproven(1);
    setClock(indiaTime("2031-06-06", 14, 0));
    for (let i = 0; i < 7; i++) await askForCode(account as TestUser);
    let sms = await usage();
    expect(sms.find((window) => window.window === "hour")).toMatchObject({
      used: 7,
      max: 10,
      near: false,
      full: false,
    });
    const quiet = drawn(sms);
    expect(quiet).not.toContain('data-testid="sms-ceiling-hour"');
    expect(quiet).toContain("Verification codes sent by SMS: 7 of 10 this hour, 7 of 12 today.");

    await askForCode(account as TestUser);
    sms = await usage();
    expect(sms).toEqual([
      expect.objectContaining({ window: "hour", used: 8, near: true, full: false }),
      expect.objectContaining({ window: "day", used: 8, max: 12, near: false }),
    ]);
    const near = drawn(sms);
    expect(near).toContain('role="status"');
    expect(near).toContain("This hour&#x27;s SMS codes are near the ceiling.");
    expect(near).toContain("8 of 10 sent; the count starts again at 6 June 2031");

    for (let i = 0; i < 2; i++) await askForCode(account as TestUser);
    sms = await usage();
    expect(sms[0]).toMatchObject({ used: 10, full: true });
    expect(sms[1]).toMatchObject({ used: 10, near: true, full: false });
    const full = drawn(sms);
    expect(full).toContain('role="alert"');
    expect(full).toContain("The hour&#x27;s SMS ceiling is reached.");
    expect(full).toContain("Today&#x27;s SMS codes are near the ceiling.");
  });
});
