import { codeIn, smsTo } from "../../../support/sms";
import { E2E } from "../../e2e-env";
import {
  adminAccount,
  expect,
  hydrated,
  login,
  lucknowFlat,
  newAccount,
  outboxFor,
  ownerWithLiveListing,
  postPropertyAs,
  reachFor,
  registerAccount,
  sessionAs,
  signUpVerified,
  test,
  verifyMobile,
} from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

const LISTING_NUMBER = "9721045678";
/** Where the tests' listings are, and the number they give. */
const AT = { locality: "Mahanagar", contactNumber: LISTING_NUMBER };

test("a visitor never receives the poster's number or e-mail; a signed-in seeker who asks sees both, and the owner sees who", async ({
  page,
  browser,
}) => {
  const { owner, id } = await ownerWithLiveListing(page, browser, `Masked Residency ${Date.now()}`, AT);
  const secrets = [owner.mobileNumber, owner.email, LISTING_NUMBER, "97210 45678"];

  // Every public form of the page, and the sitemap, as a visitor.
  const sources = {
    html: await (await page.request.get(`/listing-detail?id=${id}`)).text(),
    data: await (await page.request.get(`/listing-detail.data?id=${id}`)).text(),
    sitemap: await (await page.request.get("/sitemaps/properties-1.xml")).text(),
    search: await (await page.request.get("/Search?city=Lucknow&locality=Mahanagar")).text(),
  };
  expect(sources.data).toContain("Masked Residency");
  for (const [where, text] of Object.entries(sources)) {
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
  }

  await page.goto(`/listing-detail?id=${id}`);
  const panel = page.getByTestId("owner-panel");
  await expect(panel.getByTestId("owner-mobile")).toHaveText(
    `+91 ${owner.mobileNumber.slice(0, 2)}XXX XX${owner.mobileNumber.slice(7)}`,
  );
  // The poster proved their number by SMS: the mark says so, and what it means one press away.
  const badge = panel.getByTestId("badge-mobile-verified");
  await reachFor(panel);
  await badge.getByText("what this means").click();
  await expect(badge).toContainText("typing back a code we sent to it by SMS");
  await keepScreenshot(panel, "test-results/owner-panel-badge.png");
  await expect(panel.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await panel.getByRole("link", { name: "Sign in to see the owner's number and e-mail." }).click();
  // The link opens the login page within the app: wait for it before reading its address.
  await page.waitForURL((url) => url.pathname === "/login");

  const seeker = newAccount("Client");
  await registerAccount(page, seeker);
  // The e-mail stays unconfirmed: a verified mobile is the one gate (decision 059).
  await page.getByLabel("Email").fill(seeker.email);
  await page.getByLabel(/^Password/).fill(seeker.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(`**/listing-detail?id=${id}`);
  await reachFor(panel);
  // Seeing a number waits for a verified mobile (decision 043): the panel says so and links
  // to the settings, where a code sent by SMS proves it.
  await panel.getByRole("button", { name: "Show contact details" }).click();
  await expect(panel.getByRole("alert")).toHaveText(
    "Please verify your mobile number first: we send a code to it by SMS. Then you can see owners' contact details.",
  );
  await panel.getByRole("link", { name: "Verify my mobile number" }).click();
  await page.waitForURL((url) => url.pathname === "/profile/settings" && url.hash === "#mobile");
  const mobile = page.locator("#mobile");
  await expect(mobile).toContainText("Not verified");
  await mobile.getByRole("button", { name: "Send me a code by SMS" }).click();
  await expect(mobile.getByRole("status")).toHaveText(
    `We have sent a 6-digit code by SMS to +91 ${seeker.mobileNumber}. It works for 10 minutes.`,
  );
  const [sms] = await smsTo(E2E.smsOutboxDir, seeker.mobileNumber);
  expect(sms?.template).toBe("mobile-code");
  await mobile.getByLabel("Code from the SMS").fill(codeIn(sms));
  await keepScreenshot(page.locator("#details"), "test-results/mobile-code-sent.png");
  await mobile.getByRole("button", { name: "Verify my number" }).click();
  await expect(mobile.getByText("Verified", { exact: true })).toBeVisible();
  await keepScreenshot(page.locator("#details"), "test-results/mobile-verified.png");
  await page.goto(`/listing-detail?id=${id}`);
  await reachFor(panel);
  await panel.getByRole("button", { name: "Show contact details" }).click();
  await expect(panel.getByRole("link", { name: owner.email })).toBeVisible();
  await expect(panel.getByTestId("owner-mobile")).toHaveText(owner.mobileNumber);
  await expect(panel.getByRole("link", { name: "Call 97210 45678" })).toHaveAttribute(
    "href",
    `tel:+91${LISTING_NUMBER}`,
  );
  await expect(panel.getByRole("link", { name: "WhatsApp the owner" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/91${LISTING_NUMBER}\\?text=`),
  );
  await keepScreenshot(page, "test-results/contact-revealed.png", { fullPage: true });

  await page.context().clearCookies();
  await login(page, owner);
  await page.goto("/profile/enquiries");
  await expect(page.getByTestId("reveals")).toContainText(seeker.name);
});

test("a seeker sends an enquiry; the owner finds it on the profile and in the outbox; a second one the same day is refused", async ({
  page,
  browser,
}) => {
  const name = `Enquiry Enclave ${Date.now()}`;
  const { owner, id } = await ownerWithLiveListing(page, browser, name, AT);
  const seeker = newAccount("Client");
  await signUpVerified(page, seeker);
  await page.goto(`/listing-detail?id=${id}`);
  const form = page.getByRole("form", { name: "Ask the owner" });
  // Its code first: typing while it arrives is a race a person's keystrokes do not run.
  await reachFor(form);
  await expect(form.getByLabel("Email")).toHaveValue(seeker.email);
  await form.getByLabel("Message").fill("Is the third floor flat still available? I can visit on Sunday.");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Your enquiry has been sent to the owner. Their reply will come to your messages.",
  );
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("alert")).toHaveText(/^You have already sent an enquiry about this property today\./);

  await expect
    .poll(async () => (await outboxFor(owner.email)).filter((mail) => mail.subject === `Enquiry about ${name}`).length)
    .toBe(1);
  const mail = (await outboxFor(owner.email)).find((item) => item.subject === `Enquiry about ${name}`);
  expect(mail?.text).toContain("Is the third floor flat still available?");
  // The seeker's contacts stay private until both agree to share them (decision 053).
  expect(mail?.text).not.toContain(seeker.email);
  expect(mail?.text).not.toContain(seeker.mobileNumber);
  expect(mail?.text).toMatch(/\/messages\/[0-9a-f-]{36}/);

  await page.context().clearCookies();
  await login(page, owner);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Enquiries (1 unread)" }).click();
  const received = page.getByTestId("received-enquiries");
  await expect(received.getByTestId("enquiry")).toHaveCount(1);
  await expect(received).toContainText("Is the third floor flat still available?");
  await expect(received).not.toContainText(seeker.mobileNumber);
  await expect(received.getByTestId("masked-sender")).toHaveText(
    `+91 ${seeker.mobileNumber.slice(0, 2)}XXX XX${seeker.mobileNumber.slice(7)}`,
  );
  await received.getByRole("button", { name: "Mark as read" }).click();
  await expect(received.getByText("Unread")).toHaveCount(0);
});

test("a seeker shortlists two listings: the first signed out (through sign-in and back), the second in place; both on /shortlist", async ({
  page,
  browser,
}) => {
  const first = await ownerWithLiveListing(page, browser, `Heart Heights ${Date.now()}`, AT);
  const second = await ownerWithLiveListing(page, browser, `Heart Homes ${Date.now()}`, AT);
  const seeker = newAccount("Client");
  await registerAccount(page, seeker);

  await page.goto(`/listing-detail?id=${first.id}`);
  const firstHeart = page.getByRole("button", { name: /^Shortlist Heart Heights/ });
  await expect(firstHeart).toHaveAttribute("aria-pressed", "false");
  await firstHeart.click();
  await page.waitForURL(/\/login\?redirectTo=/);
  // The login page as a person meets it: drawn and live before anything is typed.
  await hydrated(page);
  await page.getByLabel("Email").fill(seeker.email);
  await page.getByLabel(/^Password/).fill(seeker.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(`**/listing-detail?id=${first.id}`);
  await expect(page.getByRole("button", { name: /^Remove Heart Heights .* from your shortlist$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Signed in, the heart on a card fills where it is: no new page.
  await page.goto("/listing-post");
  const card = page.getByTestId("property-card").filter({ hasText: "Heart Homes" });
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same page";
  });
  // The heart fills at once (optimistically); the test waits for the server's answer before
  // leaving, as a typed address would cancel the request still on its way.
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith("/shortlist") && response.request().method() === "POST",
  );
  await card.getByRole("button", { name: /^Shortlist Heart Homes/ }).click();
  await expect(card.getByRole("button", { name: /^Remove Heart Homes/ })).toHaveAttribute("aria-pressed", "true");
  expect((await saved).ok()).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  expect(new URL(page.url()).pathname).toBe("/listing-post");

  await page.goto("/shortlist");
  const list = page.getByTestId("shortlist");
  await expect(list.getByTestId("property-card")).toHaveCount(2);
  await expect(list).toContainText("Heart Heights");
  await expect(list).toContainText("Heart Homes");
  await keepScreenshot(page, "test-results/shortlist.png");
  expect(second.id).not.toBe(first.id);
});

test("a signed-in seeker saves a search from /Search and manages it on the profile", async ({ page }) => {
  const seeker = newAccount("Client");
  await signUpVerified(page, seeker);
  await page.goto("/Search?city=Lucknow&bhk=3&budgetMax=6000000");
  const save = page.getByRole("form", { name: "Save this search" });
  await expect(save.getByLabel("Name this search")).toHaveAttribute("placeholder", "Lucknow, 3 BHK, up to ₹60 L");
  await save.getByRole("button", { name: "Save this search" }).click();
  await expect(save.getByRole("status")).toHaveText(/^Search saved as “Lucknow, 3 BHK, up to ₹60 L”/);

  await page.goto("/profile");
  await page.getByRole("link", { name: "Saved searches" }).click();
  const item = page.getByTestId("saved-search");
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: "Pause alerts" }).click();
  await expect(page.getByText("Alerts paused for this search.")).toBeVisible();
  await expect(item).toContainText("Paused");
  await item.getByRole("link", { name: "Lucknow, 3 BHK, up to ₹60 L" }).click();
  await expect(page).toHaveURL(/\/Search\?city=Lucknow&bhk=3&budgetMax=6000000$/);
});

test("every project page offers Share on WhatsApp with its name and address", async ({ page }) => {
  const xml = await (await page.request.get("/sitemaps/projects-1.xml")).text();
  const id = /NewProjectD\?projectId=([0-9a-f-]{36})/.exec(xml)?.[1];
  expect(id).toBeTruthy();
  await page.goto(`/NewProjectD?projectId=${id}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const share = page.getByRole("link", { name: "Share on WhatsApp" });
  const href = (await share.getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(href.split("text=")[1] ?? "");
  expect(text).toContain(name.trim());
  expect(text).toContain(`/NewProjectD?projectId=${id}`);
});

test.describe("the contact bar on a phone", () => {
  test("below 768 px: Show number, WhatsApp and Enquire at the bottom, covering nothing; gone on a wide screen", async ({
    page,
    browser,
  }) => {
    const { id } = await ownerWithLiveListing(page, browser, `Bar Residency ${Date.now()}`, AT);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/listing-detail?id=${id}`);
    const bar = page.getByRole("region", { name: "Contact the owner" });
    await expect(bar).toBeVisible();
    // A visitor: the number stays masked, so both ways to reach the owner go through signing in.
    await expect(bar.getByRole("link", { name: /^Show number/ })).toHaveAttribute("href", /^\/login\?redirectTo=/);
    await expect(bar.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", /^\/login\?redirectTo=/);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);
    for (const button of await bar.getByRole("link").all()) {
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    // Scrolled to the very end, the footer's last line sits above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page.locator("footer").evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect(lastLine).toBeLessThanOrEqual(barTop + 1);
    await keepScreenshot(page, "/tmp/shots-polish/listing-bar-375.png");

    await bar.getByRole("link", { name: "Enquire" }).click();
    await expect(page).toHaveURL(/#enquiry-title$/);
    await expect(page.getByRole("heading", { name: "Ask the owner" })).toBeInViewport();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });

  test("works without JavaScript: Show number reveals the owner's number and the bar then calls it", async ({
    browser,
    page,
  }) => {
    const { id } = await ownerWithLiveListing(page, browser, `No Script Residency ${Date.now()}`, AT);
    const seeker = newAccount("Client");
    const signingIn = await browser.newContext();
    const signInPage = await signingIn.newPage();
    await registerAccount(signInPage, seeker);
    await login(signInPage, seeker);
    await verifyMobile(signInPage, seeker);
    const storageState = await signingIn.storageState();
    await signingIn.close();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState,
      viewport: { width: 375, height: 740 },
    });
    const phone = await context.newPage();
    await phone.goto(`/listing-detail?id=${id}`);
    const bar = phone.getByRole("region", { name: "Contact the owner" });
    await bar.getByRole("button", { name: "Show number" }).click();
    await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", `tel:+91${LISTING_NUMBER}`);
    await expect(bar.getByRole("link", { name: "WhatsApp the owner" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/91${LISTING_NUMBER}\\?text=`),
    );
    await context.close();
  });
});

// The owner panel, the enquiry form and the report form hydrate when reached
// (docs/decisions/023); until then they are the server's HTML. Back and Forward between two
// listings keep the same route on screen with other data: the panels must follow it.
test("the listing's panels follow a client-side navigation to another listing before anyone touched them", async ({
  page,
}) => {
  // Two listings of its own: the newest on /Search are other stories', which may close them.
  const owner = await sessionAs({ ...newAccount("Owner"), register: true });
  const admin = await sessionAs(adminAccount);
  const live = async (which: string) => {
    const id = await postPropertyAs(
      owner,
      lucknowFlat("Sell", "2", { ...AT, projectBuildingName: `${which} Panels ${Date.now()}` }),
    );
    expect((await admin.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(200);
    return `/listing-detail?id=${id}`;
  };
  const first = await live("First");
  const second = await live("Second");
  const idOf = (href: string) => new URL(href, "http://localhost").searchParams.get("id");

  await page.goto(first);
  await expect(page.locator(`#report-note-${idOf(first)}`)).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  // The same route with another listing, through the router (as Back and Forward would).
  await page.evaluate(
    (href) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
      ).__reactRouterDataRouter.navigate(href),
    second,
  );
  await expect(page).toHaveURL(new RegExp(`id=${idOf(second)}`));
  await expect(page.locator(`#report-note-${idOf(second)}`)).toHaveCount(1);
  await expect(page.locator(`#report-note-${idOf(first)}`)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Ask the owner" })).toBeVisible();
});
