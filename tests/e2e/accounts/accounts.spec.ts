import { axe } from "../axe";
import {
  adminAccount,
  expect,
  fillSignUp,
  holdRequests,
  loginThroughForm as login,
  newAccount,
  registerAccount,
  test,
} from "../fixtures";

test.describe("sign-up", () => {
  test("shows each validation message in the spec's order, then signs up, signed in at once (decision 059)", async ({
    page,
  }) => {
    const account = newAccount("Owner");
    await page.goto("/sign");
    const submit = page.getByRole("button", { name: "Sign up" });
    const message = page.getByRole("alert");

    await submit.click();
    await expect(message).toHaveText("Name cannot be empty.");
    await expect(page.getByLabel("Full name")).toBeFocused();

    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Mobile number").fill("12345");
    await submit.click();
    await expect(message).toHaveText("Invalid mobile number. Enter 10 digits.");

    await page.getByLabel("Mobile number").fill(account.mobileNumber);
    await page.getByLabel("Email").fill("not-an-email");
    await submit.click();
    await expect(message).toHaveText("Invalid email format.");

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel(/^Password/).fill("abc");
    await submit.click();
    await expect(message).toHaveText("Password must be at least 6 characters.");

    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByLabel("Confirm password").fill(`${account.password}x`);
    await submit.click();
    await expect(message).toHaveText("Passwords do not match.");

    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("radio", { name: "Owner" }).check();
    await submit.click();
    await expect(page.getByRole("status")).toHaveText("User successfully signed up!");
    // Signed in, and home (no redirectTo): no second form to fill.
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("link", { name: /Your profile/ })).toBeVisible();
  });

  test("refuses an e-mail that is already registered", async ({ page }) => {
    const account = newAccount("Client");
    await registerAccount(page, account);
    await page.goto("/sign");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel(/^Password/).fill("Another-Pass-99");
    await page.getByLabel("Confirm password").fill("Another-Pass-99");
    await page.getByRole("radio", { name: "Agent" }).check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email already in use. Try another one.");
  });

  test("shows Registering... on the disabled button while it works", async ({ page }) => {
    const account = newAccount("Agent");
    await page.goto("/sign");
    const answer = await holdRequests(page, "**/sign.data*");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Mobile number").fill(account.mobileNumber);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("radio", { name: "Agent" }).check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("button", { name: "Registering..." })).toBeDisabled();
    await answer.release();
    await expect(page.getByRole("status")).toHaveText("User successfully signed up!");
  });
});

test.describe("login, profile and logout", () => {
  test("a wrong password shows the error in red", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody@e2e.awadhestates.in");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Invalid email or password");
    await expect(alert.locator("p")).toHaveAttribute("data-tone", "error");
  });

  test("after login the profile shows the right data, and logout lands on /login", async ({ page }) => {
    const account = newAccount("Agent");
    await registerAccount(page, account);
    await login(page, account);
    await expect(page.getByRole("link", { name: /Your profile/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);

    await page.getByRole("link", { name: /Your profile/ }).click();
    await page.waitForURL("**/profile");
    const details = page.getByTestId("profile-details");
    await expect(details).toContainText(account.name);
    await expect(details).toContainText(account.email);
    await expect(details).toContainText(account.mobileNumber);
    await expect(details).toContainText("Agent");

    // Signed in, /login and /sign send you home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  });
});

test.describe("roles", () => {
  test("an Admin sees the Admin entry and opens the admin desk", async ({ page, signedIn }) => {
    await signedIn("Admin");
    await page.goto("/");
    const adminLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" });
    await expect(adminLink).toBeVisible();
    await adminLink.click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("a Client never sees the Admin entry and gets 403 at /admin", async ({ page, signedIn }) => {
    await signedIn("Client");
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "This page is for administrators" })).toBeVisible();
    for (const path of ["/admin/Buys", "/admin/ComingSoon", "/admin/Postproject", "/admin/ProjectExplore"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
  });

  test("a visitor opening /admin is sent to /login", async ({ page }) => {
    await page.goto("/admin/Buys");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2FBuys$/);
  });
});

test("logging in as a fresh account after signing up works end to end", async ({ page }) => {
  const account = newAccount("Client");
  await registerAccount(page, account);
  await login(page, account);
  await expect(page.getByRole("link", { name: /Your profile/ })).toBeVisible();
});

test.describe("sign-up and login when the connection drops", () => {
  test("sign-up says so in the old product's words, keeps the form, and signs up once back online", async ({
    page,
  }) => {
    const account = newAccount("Client");
    await fillSignUp(page, account);
    // The validation code comes when the form is first touched; wait for it, then drop the line.
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("alert")).toHaveText("An error occurred. Please try again.");
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await expect(page.getByLabel("Confirm password")).toHaveValue(account.password);

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("status")).toHaveText("User successfully signed up!");
  });

  test("login says so in red, keeps the form, and signs in once back online", async ({ page }) => {
    const account = newAccount("Owner");
    await registerAccount(page, account);
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Could not reach the server. Check your connection and try again.");
    await expect(alert.locator("p")).toHaveAttribute("data-tone", "error");
    await expect(page.getByLabel("Password")).toHaveValue(account.password);

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("status")).toHaveText("Login successful! Redirecting...");
  });
});

test("/login and /sign keep all their content in landmarks, the logo in the banner", async ({ page }) => {
  for (const path of ["/login", "/sign", "/hi/login"]) {
    await page.goto(path);
    const results = await axe(page)
      .withRules(["region", "landmark-one-main", "landmark-no-duplicate-banner", "page-has-heading-one"])
      .analyze();
    expect(
      results.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target)}`),
    ).toEqual([]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Awadh Estates" })).toBeVisible();
  }
});

test.describe("other forms when the connection drops", () => {
  test("the profile's details and the Admin's register keep what was typed, and the page stays", async ({ page }) => {
    const owner = newAccount("Owner");
    await registerAccount(page, owner);
    await login(page, owner);
    await page.goto("/profile/settings");
    const details = page.locator("#details form").filter({ has: page.getByLabel("Full name") });
    await details.getByLabel("Full name").fill("Offline Renamed Owner");
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    await details.getByRole("button", { name: "Save" }).click();
    await expect(details.getByRole("alert")).toHaveText(
      "Could not reach the server. Check your connection and try again.",
    );
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(details.getByLabel("Full name")).toHaveValue("Offline Renamed Owner");
    await page.context().setOffline(false);
    await details.getByRole("button", { name: "Save" }).click();
    await expect(details.getByRole("status")).toBeVisible();
    await page.context().clearCookies();

    await login(page, adminAccount);
    await page.goto("/admin/legality");
    const add = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add to the register" }) });
    await add.getByLabel("Colony, layout or society").fill("Offline Test Colony");
    await add.getByLabel("City").selectOption("Lucknow");
    await add.getByLabel("Locality").fill("Aliganj");
    await add.getByLabel("LDA approval or map number (approved layouts)").fill("LDA/OFF/2024");
    await add.getByLabel("Date of the approval or of the list").fill("2024-01-15");
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    await add.getByRole("button", { name: "Add to the register" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Could not reach the server" })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(add.getByLabel("Colony, layout or society")).toHaveValue("Offline Test Colony");
    await page.context().setOffline(false);
  });
});
