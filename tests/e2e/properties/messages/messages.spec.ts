import fs from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import ICAL from "ical.js";
import { formatVisitTime } from "#app/modules/properties/messages/visit-times";
import type { SentMail } from "../../../support/mail";
import { seriousViolations } from "../../axe";
import { E2E } from "../../e2e-env";
import {
  expect,
  hydratedElement,
  login,
  newAccount,
  outboxFor,
  ownerWithLiveListing,
  reachFor,
  signUpVerified,
  test,
} from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

const IST_MS = 330 * 60 * 1000;

/** A browser of the seeker's own, signed up with a verified mobile, beside the owner's. */
async function seekerInOwnBrowser(browser: Browser, name: string) {
  const seeker = { ...newAccount("Client"), name };
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const seekerPage = await context.newPage();
  await signUpVerified(seekerPage, seeker);
  return { seeker, seekerPage, close: () => context.close() };
}

/** The newest e-mail to `address` whose subject starts so, once it has come. */
async function mailTo(address: string, subject: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(async () => {
      found = (await outboxFor(address)).filter((mail) => mail.subject.startsWith(subject)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found as SentMail;
}

/** The site's link in an e-mail to a conversation, as a path. */
function conversationLink(mail: SentMail): string {
  const found = mail.text.match(/https?:\/\/\S+(\/messages\/[0-9a-f-]{36})/);
  if (!found?.[1]) throw new Error(`no conversation link in: ${mail.text}`);
  return found[1];
}

/** The top bar's way to the messages, with its count. */
const messagesLink = (page: Page) => page.getByTestId("messages-link");

test("a seeker and an owner talk on the site: enquiry, reply, unread counts, e-mails that lead back, numbers masked until both agree", async ({
  page,
  browser,
}) => {
  const name = `Talk Tower ${Date.now().toString(36)}`;
  const { owner, id } = await ownerWithLiveListing(page, browser, name, {
    locality: "Gomti Nagar",
    contactNumber: "9721045670",
  });
  const { seeker, seekerPage, close } = await seekerInOwnBrowser(browser, "Pooja Kapoor");

  // The seeker asks, typing their number into the message.
  await seekerPage.goto(`/listing-detail?id=${id}`);
  const form = seekerPage.getByRole("form", { name: "Ask the owner" });
  // The form's code comes when it is reached (decision 023): typed into as it arrived, the
  // message once kept part of the default text.
  await reachFor(form);
  await form.getByLabel("Message").fill("Is it still available? Call me on 98390 12210 or pooja.k@gmail.com.");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Your enquiry has been sent to the owner. Their reply will come to your messages.",
  );

  // The owner's e-mail carries the message masked and leads straight to the conversation.
  const notice = await mailTo(owner.email, `Enquiry about ${name}`);
  expect(notice.text).toContain("Call me on [number hidden] or [e-mail hidden].");
  expect(notice.text).not.toContain("98390 12210");
  expect(notice.text).not.toContain(seeker.mobileNumber);
  const path = conversationLink(notice);

  await login(page, owner);
  await page.goto("/");
  await expect(messagesLink(page)).toHaveAccessibleName("Messages: 1 unread");
  await messagesLink(page).click();
  await page.waitForURL("**/messages");
  const entry = page.getByTestId("conversation").filter({ hasText: name });
  await expect(entry.getByTestId("unread")).toHaveText("1 unread message");
  await expect(entry).toContainText("Pooja Kapoor");
  await keepScreenshot(page, "test-results/messages-list.png", { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(path);
  const thread = page.getByTestId("messages");
  await expect(thread.getByTestId("message")).toHaveCount(1);
  await expect(thread.getByTestId("message").first()).toContainText(
    "Is it still available? Call me on [number hidden] or [e-mail hidden].",
  );
  await expect(thread.getByTestId("masked-note")).toHaveText(
    "Numbers and e-mail addresses are hidden until you both agree to share contacts.",
  );
  // Read now: the count is gone.
  await expect(messagesLink(page)).toHaveAccessibleName("Messages: 0 unread");

  // The owner replies; the seeker's page shows it without a reload, and so does their top bar.
  await seekerPage.clock.install();
  await seekerPage.goto(path);
  await hydratedElement(seekerPage.getByLabel("Your message"));
  await hydratedElement(page.getByLabel("Your message"));
  await page.getByLabel("Your message").fill("Yes, it is. Would Sunday at 11 suit you?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("");
  await seekerPage.clock.runFor(16_000);
  await expect(seekerPage.getByTestId("message").last()).toContainText("Yes, it is. Would Sunday at 11 suit you?");
  await keepScreenshot(seekerPage, "test-results/conversation-seeker.png", { fullPage: true });

  // The seeker's e-mail about the reply leads back to it.
  const reply = await mailTo(seeker.email, `New message about ${name}`);
  expect(reply.text).toContain("“Yes, it is. Would Sunday at 11 suit you?”");
  expect(conversationLink(reply)).toBe(path);

  // The seeker writes back; the owner's top bar counts it on their next page.
  await seekerPage.getByLabel("Your message").fill("Sunday works. See you then.");
  await seekerPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(seekerPage.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();
  await page.goto("/messages");
  await expect(messagesLink(page)).toHaveAccessibleName("Messages: 1 unread");

  // Contacts by consent: the seeker offers, the owner accepts, each sees the other's number.
  await seekerPage.getByRole("button", { name: "Offer to share my number" }).click();
  await expect(seekerPage.getByTestId("contacts")).toContainText("You offered to share contacts.");
  await page.goto(path);
  await page.getByRole("button", { name: "Accept and share contacts" }).click();
  await expect(page.getByTestId("contacts").getByRole("link", { name: seeker.mobileNumber })).toBeVisible();
  // What was typed before stays masked.
  await expect(page.getByTestId("message").first()).toContainText("[number hidden]");
  await keepScreenshot(page, "test-results/conversation-owner.png", { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The owner's data download holds the seeker's first message as the owner read it: masked.
  const download = (await (await page.request.get("/profile/data")).json()) as {
    conversations: Array<{ listing: string; messages: Array<{ from: string; text: string }> }>;
  };
  const kept = download.conversations.find((item) => item.listing === name);
  expect(kept?.messages[0]).toMatchObject({
    from: "them",
    text: "Is it still available? Call me on [number hidden] or [e-mail hidden].",
  });
  expect(JSON.stringify(kept)).not.toContain("98390 12210");
  await close();
});

test("a site visit: three times proposed from the listing, one confirmed with a calendar invite, the reminder the evening before, a cancellation", async ({
  page,
  browser,
}) => {
  const name = `Visit Villa ${Date.now().toString(36)}`;
  const { owner, id } = await ownerWithLiveListing(page, browser, name, {
    locality: "Indira Nagar",
    contactNumber: "9721045671",
  });
  const { seeker, seekerPage, close } = await seekerInOwnBrowser(browser, "Kavya Seeker");

  // Three days ahead in India, at 11:00, 15:30, and the day after at 10:30 (every day 10 to 18 by default).
  const day = new Date(Date.now() + IST_MS + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const times = [`${day}T11:00`, `${day}T15:30`, `${next}T10:30`];
  const chosen = new Date(Date.parse(`${day}T15:30:00Z`) - IST_MS);

  await seekerPage.goto(`/listing-detail?id=${id}`);
  await seekerPage.getByRole("link", { name: "Book a site visit" }).click();
  await seekerPage.waitForURL("**/messages/book?listing=*");
  await expect(seekerPage.getByText("Visits accepted: Every day, 10:00 to 18:00.")).toBeVisible();
  for (const [n, time] of times.entries()) await seekerPage.getByLabel(`Time ${n + 1}`).fill(time);
  await keepScreenshot(seekerPage, "test-results/book-visit.png", { fullPage: true });
  expect(await seriousViolations(seekerPage)).toEqual([]);
  await seekerPage.getByRole("button", { name: "Send these times" }).click();
  await seekerPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(seekerPage.getByTestId("visit").first()).toContainText("Waiting for their answer.");

  // The owner hears, and confirms the second time.
  const proposal = await mailTo(owner.email, `Visit times proposed for ${name}`);
  expect(proposal.text).toContain(formatVisitTime(chosen));
  await login(page, owner);
  await page.goto(conversationLink(proposal));
  await page.getByRole("button", { name: `Confirm ${formatVisitTime(chosen)}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Visit confirmed." })).toBeVisible();
  await expect(page.getByTestId("visit").first()).toContainText(`Confirmed for ${formatVisitTime(chosen)}.`);
  await keepScreenshot(page, "test-results/visit-confirmed.png", { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Both get the confirmation with an invite that a calendar reads.
  for (const [address, other] of [
    [seeker.email, owner.name],
    [owner.email, "Kavya Seeker"],
  ] as const) {
    const confirmed = await mailTo(address, `Site visit confirmed: ${name}`);
    const ics = confirmed.attachments?.find((file) => file.filename === "site-visit.ics");
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics?.content ?? "")).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(chosen.toISOString());
    expect(event.summary).toBe(`Site visit: ${name}`);
    expect(event.description).toContain(other);
    expect(event.location).toContain("Indira Nagar, Lucknow");
  }
  // The page's own download is the same event.
  await seekerPage.reload();
  const downloading = seekerPage.waitForEvent("download");
  await seekerPage.getByRole("link", { name: "Add to my calendar (.ics)" }).click();
  const file = await (await downloading).path();
  const downloaded = new ICAL.Component(ICAL.parse(await fs.readFile(file, "utf8")));
  expect(
    new ICAL.Event(downloaded.getFirstSubcomponent("vevent") ?? undefined).startDate.toJSDate().toISOString(),
  ).toBe(chosen.toISOString());

  // The evening before at 18:05, India time, the reminder job runs: both are reminded once.
  const evening = new Date(Date.parse(`${day}T18:05:00Z`) - IST_MS - 24 * 60 * 60 * 1000);
  const run = () =>
    fetch(`${E2E.controlOrigin}/jobs/conversations`, { method: "POST", body: JSON.stringify({ at: evening }) });
  expect((await run()).status).toBe(200);
  expect((await run()).status).toBe(200);
  for (const address of [seeker.email, owner.email]) {
    const reminders = (await outboxFor(address)).filter((mail) =>
      mail.subject.startsWith("Reminder: site visit tomorrow"),
    );
    expect(reminders.map((mail) => mail.subject)).toEqual([
      `Reminder: site visit tomorrow, ${formatVisitTime(chosen)}`,
    ]);
  }

  // The seeker cancels, saying why; the owner is told, with the event cancelled.
  await seekerPage.getByText("Cancel this visit").click();
  await seekerPage.getByLabel("Why? (the other side reads it)").fill("My train was moved to Monday.");
  await seekerPage.getByRole("button", { name: "Cancel the visit" }).click();
  await expect(seekerPage.getByTestId("visit").first()).toContainText("You cancelled it.");
  const cancelled = await mailTo(owner.email, `Site visit cancelled: ${name}`);
  expect(cancelled.text).toContain("Their reason: My train was moved to Monday.");
  const cancelledEvent = new ICAL.Component(ICAL.parse(cancelled.attachments?.[0]?.content ?? ""));
  expect(cancelledEvent.getFirstPropertyValue("method")).toBe("CANCEL");
  await page.reload();
  await expect(page.getByTestId("visit").first()).toContainText("They cancelled it.");
  await expect(page.getByTestId("visit").first()).toContainText("Reason: My train was moved to Monday.");
  await close();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the conversation's forms work as plain posts: a reply, an offer to share contacts, visit times", async ({
    page,
    browser,
  }) => {
    const name = `Plain Post Court ${Date.now().toString(36)}`;
    const { owner, id } = await ownerWithLiveListing(page, browser, name, {
      locality: "Aliganj",
      contactNumber: "9721045672",
    });
    const { seekerPage, close } = await seekerInOwnBrowser(browser, "Ravi Plain");
    expect(
      (
        await seekerPage.request.post(`/listing-detail?id=${id}`, {
          form: {
            intent: "enquire",
            name: "Ravi Plain",
            email: "ravi@example.in",
            mobileNumber: "9000000000",
            message: "Is parking included?",
          },
        })
      ).status(),
    ).toBe(200);
    await close();

    await login(page, owner);
    await page.goto("/messages");
    await page.getByTestId("conversation").filter({ hasText: name }).getByRole("link").click();
    await expect(page.getByTestId("message")).toHaveCount(1);
    await page.getByLabel("Your message").fill("Yes, one covered parking space.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();
    await expect(page.getByTestId("message")).toHaveCount(2);
    await expect(page.getByTestId("message").last()).toContainText("Yes, one covered parking space.");

    await page.getByRole("button", { name: "Offer to share my number" }).click();
    await expect(page.getByTestId("contacts")).toContainText("You offered to share contacts.");

    const day = new Date(Date.now() + IST_MS + 4 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await page.getByLabel("Time 1").fill(`${day}T12:00`);
    await page.getByRole("button", { name: "Send these times" }).click();
    await expect(page.getByTestId("visit").first()).toContainText("Waiting for their answer.");
  });
});
