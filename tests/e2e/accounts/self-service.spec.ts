import {
  adminAccount,
  expect,
  linkFromOutbox,
  login,
  lucknowFlat,
  newAccount,
  noisyPhoto,
  outboxFor,
  postPropertyAs,
  registerAccount,
  signUpVerified,
  test,
  uploadPhotoAs,
} from "../fixtures";
import { keepScreenshot } from "../screenshots";

const RESET_SUBJECT = "Choose a new password";

test.describe("forgot password", () => {
  test("asks by e-mail, follows the outbox link, sets a new password and signs in; the link works once", async ({
    page,
  }) => {
    const account = newAccount("Owner");
    await registerAccount(page, account);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

    // An address without an account gets the very same answer, and no e-mail.
    const stranger = `nobody.${Date.now()}@e2e.awadhestates.in`;
    await page.getByLabel("Email").fill(stranger);
    await page.getByRole("button", { name: "Send me a link" }).click();
    const answer = page.getByRole("status");
    await expect(answer).toContainText("If an account uses that address");
    const strangerAnswer = await answer.textContent();

    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(answer).toHaveText(strangerAnswer ?? "");
    const link = await linkFromOutbox(account.email, RESET_SUBJECT);
    expect(await outboxFor(stranger)).toEqual([]);

    await page.goto(link);
    await page.getByLabel(/^New password/).fill("abc");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters.");
    await page.getByLabel(/^New password/).fill("Naya-Password-2026");
    await page.getByLabel("Confirm new password").fill("Naya-Password-2026");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("status")).toContainText("Your password has been changed");
    // The login page says it again, so the confirmation is not lost in the redirect.
    await page.waitForURL("**/login?reset=1");
    await expect(page.getByRole("status").first()).toHaveText(
      "Your password has been changed and every session was signed out. Sign in with the new password.",
    );

    await login(page, { email: account.email, password: "Naya-Password-2026" });
    await page.goto("/profile");
    await expect(page.getByTestId("profile-details")).toContainText(account.email);

    // The link again: refused, with a way to ask for a new one.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText("This link to choose a new password has expired or was already used.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Send me a new link" })).toBeVisible();
  });
});

test.describe("account settings", () => {
  test("edits the name and mobile (seen on the profile and the listing), changes the password, and the other browser is signed out", async ({
    page,
    browser,
  }) => {
    const account = newAccount("Owner");
    await signUpVerified(page, account);
    // The listing's owner panel shows the poster's name and mobile.
    const listingId = await postPropertyAs(
      page.request,
      lucknowFlat("Rent", "2", {
        locality: "Indira Nagar",
        projectBuildingName: `Settings Court ${Date.now()}`,
        contactNumber: "9839012345",
        price: "18000",
        plotArea: "950",
      }),
    );

    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await login(phonePage, account);

    await page.goto("/profile");
    await page.getByRole("link", { name: "Account settings" }).click();
    const details = page.locator("#details");
    await details.getByLabel("Mobile number").fill("98390");
    await details.getByRole("button", { name: "Save" }).click();
    await expect(details.getByRole("alert")).toHaveText("Invalid mobile number. Enter 10 digits.");
    await details.getByLabel("Full name").fill("Meera Srivastava");
    await details.getByLabel("Mobile number").fill("9876501234");
    await details.getByRole("button", { name: "Save" }).click();
    await expect(details.getByRole("status")).toHaveText("Your name and mobile number are saved.");

    await page.goto("/profile");
    await expect(page.getByTestId("profile-details")).toContainText("Meera Srivastava");
    await expect(page.getByTestId("profile-details")).toContainText("9876501234");
    await page.goto(`/listing-detail?id=${listingId}`);
    const ownerPanel = page.getByTestId("owner-panel");
    await expect(ownerPanel).toContainText("Meera Srivastava");
    await expect(ownerPanel).toContainText("9876501234");

    // Two sessions are listed; the password change signs the other out.
    await page.goto("/profile/settings");
    await expect(page.getByTestId("sessions").getByRole("listitem")).toHaveCount(2);
    const password = page.locator("#password");
    await password.getByLabel("Current password").fill("wrong-password");
    await password.getByLabel(/^New password/).fill("Hazratganj-New-1");
    await password.getByLabel("Confirm new password").fill("Hazratganj-New-1");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByRole("alert")).toHaveText("Your current password is not correct.");
    await password.getByLabel("Current password").fill(account.password);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByRole("status")).toHaveText(
      "Your password is changed. Every other session was signed out.",
    );
    await expect(page.getByTestId("sessions").getByRole("listitem")).toHaveCount(1);
    await keepScreenshot(page, "test-results/account-settings.png", { fullPage: true });

    await phonePage.goto("/profile");
    await expect(phonePage).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
    await page.goto("/profile");
    await expect(page.getByTestId("profile-details")).toContainText("Meera Srivastava");

    // Signing out everywhere else says so, although its button goes with the other session.
    await login(phonePage, { email: account.email, password: "Hazratganj-New-1" });
    await page.goto("/profile/settings");
    await expect(page.getByTestId("sessions").getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect(page.locator("#sessions").getByRole("status").first()).toHaveText(
      "Every other session is signed out.",
    );
    await expect(page.getByTestId("sessions").getByRole("listitem")).toHaveCount(1);

    // A new e-mail address needs the current password; the answer says what happens next.
    const email = page.locator("#email");
    await email.getByLabel("New e-mail address").fill(`moved.${Date.now()}@example.in`);
    await email.getByLabel("Current password").fill("not-my-password");
    await email.getByRole("button", { name: "Send a link to the new address" }).click();
    await expect(email.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Your current password is not correct.",
    );
    await email.getByLabel("Current password").fill("Hazratganj-New-1");
    await email.getByRole("button", { name: "Send a link to the new address" }).click();
    await expect(email.getByRole("status").filter({ hasText: "We have sent a link to the new address." })).toHaveText(
      "We have sent a link to the new address. Your e-mail changes when you open it.",
    );
    await phone.close();
  });

  test("confirms the e-mail address from the sign-up link", async ({ page }) => {
    const account = newAccount("Client");
    await registerAccount(page, account);
    const link = await linkFromOutbox(account.email, "Confirm your e-mail address");
    await login(page, account);
    await page.goto("/profile");
    await expect(page.getByTestId("profile-details")).toContainText("(not confirmed)");
    await page.goto(link);
    await expect(page.getByRole("status")).toHaveText("Thank you: your e-mail address is confirmed.");
    await page.goto("/profile");
    await expect(page.getByTestId("profile-details")).toContainText("(confirmed)");
  });

  test("at 390 px the settings fit the screen with a 40-character e-mail address, in English and Hindi", async ({
    page,
  }) => {
    const account = newAccount("Client");
    account.email = `r.srivastava.gomtinagar.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}@gmail.com`;
    expect(account.email.length).toBeGreaterThanOrEqual(40);
    await signUpVerified(page, account);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/profile/settings", "/hi/profile/settings", "/profile"]) {
      await page.goto(path);
      await expect(page.getByText(account.email).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("delete my account", () => {
  test("removes the account and its live listing with photos; the listing answers 404 and the password no longer works", async ({
    page,
    browser,
  }) => {
    const account = newAccount("Owner");
    await signUpVerified(page, account);
    const photo = await noisyPhoto("home.jpg", 7);
    const imageId = await uploadPhotoAs(page.request, photo.buffer);
    const listingId = await postPropertyAs(page.request, {
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Plot/Land",
      city: "Lucknow",
      locality: "Sushant Golf City",
      projectBuildingName: `Erase Me Plot ${Date.now()}`,
      contactNumber: "9839012345",
      price: "3100000",
      plotArea: "1500",
      imageIds: imageId,
    });
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await login(adminPage, adminAccount);
    const approved = await adminPage.request.post(`/listing-detail?id=${listingId}`, {
      form: { intent: "approve", id: listingId },
    });
    expect(approved.status()).toBe(200);
    const photoUrl = `/media/images/${imageId}/480.webp`;
    expect((await admin.request.get(`/listing-detail?id=${listingId}`)).status()).toBe(200);
    expect((await admin.request.get(photoUrl)).status()).toBe(200);

    await page.goto("/profile/settings");
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expect(page.getByRole("heading", { name: "This cannot be undone" })).toBeVisible();
    await page.getByLabel("Your password").fill("not-it");
    await page.getByRole("button", { name: "Delete my account and everything it posted" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your password is not correct. Your account was not deleted.");
    await page.getByLabel("Your password").fill(account.password);
    await page.getByRole("button", { name: "Delete my account and everything it posted" }).click();
    await page.waitForURL("**/login?deleted=1");
    await expect(page.getByRole("status").first()).toHaveText(
      "Your account and everything it posted have been deleted.",
    );

    expect((await admin.request.get(`/listing-detail?id=${listingId}`)).status()).toBe(404);
    expect((await admin.request.get(photoUrl)).status()).toBe(404);
    const again = await page.request.post("/login", { form: { email: account.email, password: account.password } });
    expect(again.headers()["set-cookie"] ?? "").not.toMatch(/session_token=[^;]/);
    await admin.close();
  });
});
