import { codeIn, smsTo } from "../../support/sms";
import { E2E } from "../e2e-env";
import { expect, fillSignUp, login, newAccount, ownerWithLiveListing, reachFor, test, verifyMobile } from "../fixtures";
import { keepScreenshot } from "../screenshots";

/**
 * Back where you were (issue 57, B5; decision 059): sign-up keeps the page a person came
 * from and signs them in; one gate, a verified mobile, for seeing a number, with the way back
 * after verifying; the wizard's draft lives on the server once signed in.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe("on a phone", () => {
  test.use(PHONE);

  test("a seeker goes listing → sign in → create an account → verify → back on the listing, signed in, and sees the number", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { id } = await ownerWithLiveListing(page, browser, `Back Home Residency ${Date.now().toString(36)}`, {
      locality: "Gomti Nagar",
      contactNumber: "9721045001",
    });
    const listing = `/listing-detail?id=${id}`;
    await page.goto(listing);
    await page.getByRole("link", { name: "Sign in to ask the owner" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(listing);
    await expect(
      page.getByText("Welcome back. Sign in to contact owners, see your messages and manage your listings."),
    ).toBeVisible();

    // "Create an account" keeps where the seeker goes back to (it was lost: B5).
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL((url) => url.pathname === "/sign");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(listing);
    const seeker = newAccount("Client");
    await fillSignUp(page, seeker, { here: true });
    await keepScreenshot(page, "test-results/b5-sign-up-390.png", { fullPage: true });
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("status")).toHaveText("User successfully signed up!");
    // Back on the listing, signed in: no bare /login, no second form.
    await page.waitForURL((url) => `${url.pathname}${url.search}` === listing);
    await expect(page.getByRole("link", { name: /Your profile/ })).toBeVisible();

    // One gate: the mobile. Its page leads back to the listing once the code is typed.
    const panel = page.getByTestId("owner-panel");
    await reachFor(panel);
    await panel.getByRole("button", { name: "Show contact details" }).click();
    await expect(panel.getByRole("alert")).toHaveText(
      "Please verify your mobile number first: we send a code to it by SMS. Then you can see owners' contact details.",
    );
    await panel.getByRole("link", { name: "Verify my mobile number" }).click();
    await page.waitForURL((url) => url.pathname === "/profile/settings");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(listing);
    const before = (await smsTo(E2E.smsOutboxDir, seeker.mobileNumber)).length;
    await page.getByRole("button", { name: "Send me a code by SMS" }).click();
    await expect.poll(async () => (await smsTo(E2E.smsOutboxDir, seeker.mobileNumber)).length).toBe(before + 1);
    const code = codeIn((await smsTo(E2E.smsOutboxDir, seeker.mobileNumber)).at(-1));
    await page.getByLabel("Code from the SMS").fill(code);
    await page.getByRole("button", { name: "Verify my number" }).click();
    // The way back is there before the code is checked too: it is pressed once the number is verified.
    await expect(page.locator("#mobile").getByText("Verified", { exact: true })).toBeVisible();
    const back = page.getByTestId("verify-mobile-back");
    await expect(back).toHaveText("Back to the property");
    await keepScreenshot(page, "test-results/b5-verified-390.png");
    await back.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === listing);

    // The e-mail is not confirmed, and the number shows (the second gate is gone: decision 059).
    await reachFor(panel);
    await panel.getByRole("button", { name: "Show contact details" }).click();
    await expect(panel.getByRole("link", { name: /^Call / })).toBeVisible();
    await keepScreenshot(page, "test-results/b5-number-390.png");
  });
});

test("an owner's draft typed signed out survives sign-up, and opens in another tab and another browser", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/postproperty");
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  await page.getByLabel("Listing type").selectOption("Sell");
  await page.getByLabel("Property category").selectOption("Residential");
  await page.getByRole("combobox", { name: "Property type", exact: true }).selectOption("Plot/Land");
  await page.getByLabel("City").selectOption("Lucknow");
  await page.getByLabel("Locality").fill("Kursi Road");
  await page.getByLabel("Colony or society").fill("Shivlok Enclave");
  await page.getByLabel("Contact number").fill("9721045002");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: "Area", exact: true }).fill("150");
  await page.getByLabel("Area unit").selectOption("sqyd");
  await page.getByLabel("Price (₹)").fill("27 lakh");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Submit property" }).click();
  await expect(page.getByRole("alert")).toHaveText("You must be logged in to submit a property!");
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.waitForURL((url) => url.pathname === "/sign");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/postproperty");
  await expect(
    page.getByText("Create your account to send your property: what you have filled in is kept."),
  ).toBeVisible();
  const owner = newAccount("Owner");
  await fillSignUp(page, owner, { here: true });
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toHaveText("User successfully signed up!");
  // Back in the wizard, signed in, the draft as it was (it was the home page: B5).
  await page.waitForURL((url) => url.pathname === "/postproperty");
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  await expect(page.getByLabel("Price (₹)")).toHaveValue("27 lakh");
  await expect(page.getByTestId("amount-preview")).toHaveText("₹27 L");

  // The account keeps it: a new tab, and a browser that never saw it, open it.
  await page.getByRole("button", { name: /Additional Details/ }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/resources/wizard-draft") && (response.request().postData() ?? "").includes("crossing"),
  );
  await page.getByLabel("Description").fill("A 150 gaj east-facing plot near the Kursi Road crossing.");
  expect((await saved).ok()).toBe(true);
  const tab = await page.context().newPage();
  await tab.goto("/postproperty");
  await expect(tab.locator("form[data-ready]")).toHaveCount(1);
  await expect(tab.getByLabel("Price (₹)")).toHaveValue("27 lakh");
  await expect(tab.getByLabel("Description")).toHaveValue("A 150 gaj east-facing plot near the Kursi Road crossing.");
  await tab.close();
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await login(other, owner);
  await other.goto("/postproperty");
  await expect(other.locator("form[data-ready]")).toHaveCount(1);
  await other.getByRole("button", { name: /Property Details/ }).click();
  await expect(other.getByLabel("Locality")).toHaveValue("Kursi Road");
  await expect(other.getByLabel("Colony or society")).toHaveValue("Shivlok Enclave");

  // Sent from the other browser: the draft is done with everywhere.
  await verifyMobile(other, owner);
  await other.reload();
  await other.getByRole("button", { name: /Upload Images/ }).click();
  await other.getByRole("button", { name: "Submit property" }).click();
  await other.waitForURL(/\/listing-detail\?id=[0-9a-f-]{36}&posted=1$/);
  await expect(other.getByRole("heading", { level: 1, name: "150 sq yd plot in Kursi Road" })).toBeVisible();
  await expect(other.getByText("₹27,00,000").first()).toBeVisible();
  await elsewhere.close();
  // The first tab still holds its copy; the account has none now, so the sent draft is not brought back.
  await page.goto("/postproperty");
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  await page.getByRole("button", { name: /Property Details/ }).click();
  await expect(page.getByLabel("Locality")).toHaveValue("");
});
