import { axe } from "../../axe";
import {
  expect,
  linkFromOutbox,
  login,
  newAccount,
  ownerWithLiveListing,
  reachFor,
  registerAccount,
  test,
  verifyMobile,
} from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

// A person's phone (the tests' desktop Chrome says it is Chrome too; a bare headless one
// says "HeadlessChrome" and would not be counted, decision 031).
/** Where the test's listing is, and the number it gives. */
const AT = { locality: "Gomti Nagar", contactNumber: "9721045679" };

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test("an owner sees their listing's views, a reveal and an enquiry on its stats page; a stranger gets 404", async ({
  page,
  browser,
}) => {
  const name = `Counted Heights ${Date.now()}`;
  const { owner, id } = await ownerWithLiveListing(page, browser, name, AT);

  // Three visitors on phones (the first renders, the others come from the page cache); the
  // first comes back twice, which is still one view: one per client and listing a day.
  for (const [index, address] of ["203.0.113.61", "203.0.113.62", "203.0.113.63"].entries()) {
    const visitor = await browser.newContext({ userAgent: PHONE, extraHTTPHeaders: { "X-Forwarded-For": address } });
    const visitorPage = await visitor.newPage();
    for (let i = 0; i < (index === 0 ? 3 : 1); i++) {
      const response = await visitorPage.goto(`/listing-detail?id=${id}`);
      expect(response?.status()).toBe(200);
    }
    await visitor.close();
  }

  // A signed-in seeker looks (a fourth view), shows the number and asks a question; the page
  // fetching its data again after each form is not another view.
  const seeker = newAccount("Client");
  await registerAccount(page, seeker);
  await page.goto(await linkFromOutbox(seeker.email, "Confirm your e-mail"));
  await login(page, seeker);
  await verifyMobile(page, seeker);
  await page.goto(`/listing-detail?id=${id}`);
  const panel = page.getByTestId("owner-panel");
  await reachFor(panel);
  await panel.getByRole("button", { name: "Show contact details" }).click();
  await expect(panel.getByRole("link", { name: owner.email })).toBeVisible();
  const form = page.getByRole("form", { name: "Ask the owner" });
  await reachFor(form);
  await form.getByLabel("Message").fill("Is the flat still available? I can visit on Sunday morning.");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toBeVisible();
  // Not theirs: the same answer as a listing that does not exist.
  expect((await page.request.get(`/profile/listing-stats?id=${id}`)).status()).toBe(404);

  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, owner);
  // Their own look at the listing is not a view; from it, the link to its figures.
  await page.goto(`/listing-detail?id=${id}`);
  await page.getByRole("link", { name: "Views and enquiries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Views and enquiries" })).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();

  // The counts are written every second in the test server (VIEW_FLUSH_SECONDS=1).
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByTestId("stats-views-total").textContent();
    })
    .toBe("4");
  await expect(page.getByTestId("stats-reveals-total")).toHaveText("1");
  await expect(page.getByTestId("stats-enquiries-total")).toHaveText("1");
  // The enquiry opened a conversation (decision 053); no visit was proposed.
  await expect(page.getByTestId("stats-conversations-total")).toHaveText("1");
  await expect(page.getByTestId("stats-visits-total")).toHaveText("0");
  await expect(page.getByTestId("stats-shortlists-total")).toHaveText("0");
  await expect(page.getByRole("img", { name: /^Views per day over the last 30 days: 4 in all/ })).toBeVisible();

  await page.getByText("Day by day").click();
  const today = page.getByTestId("stats-table").locator("tbody tr").first();
  await expect(today.locator("td")).toHaveText(["4", "1", "1", "1", "0", "0"]);
  // No photos and no description on this listing: the first suggestion leads to the wizard's photo step.
  const suggestions = page.getByTestId("stats-suggestions");
  await expect(suggestions.getByRole("link", { name: "Add photos" })).toHaveAttribute(
    "href",
    `/postproperty?edit=${id}&step=4`,
  );
  await keepScreenshot(page, "test-results/listing-stats-390.png", { fullPage: true });
  const results = await axe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // In Hindi, and from the owner's list of properties.
  await page.goto(`/hi/profile/listing-stats?id=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "कितनों ने देखा, पूछताछ" })).toBeVisible();
  await expect(page.getByTestId("stats-views-total")).toHaveText("4");
  await page.evaluate(() => document.fonts.ready);
  await keepScreenshot(page, "test-results/listing-stats-390-hi.png", { fullPage: true });
  await page.goto("/profile");
  await page
    .getByTestId("live-listings")
    .getByRole("link", { name: `Views and enquiries ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/listing-stats\\?id=${id}$`));
});
