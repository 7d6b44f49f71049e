import { adminAccount, expect, login, test } from "./fixtures";

// A form answered by the server with a failure draws the page again: without JavaScript (or
// pressed before the form's code came) it must show what was typed, not empty fields
// (withKeptInput in platform/forms.ts). Passwords are never sent back.
test.describe("with JavaScript off, a refused form keeps what was typed", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in: the e-mail stays, the password does not", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("meera.kept@example.in");
    await page.getByLabel(/^Password/).fill("not-her-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expect(page.getByLabel("Email")).toHaveValue("meera.kept@example.in");
    await expect(page.getByLabel(/^Password/)).toHaveValue("");
  });

  test("the contact form: name, e-mail and message stay beside the number to fix", async ({ page }) => {
    await page.goto("/contact");
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel("Message") })
      .first();
    await form.getByLabel("Name").fill("Meera Tiwari");
    await form.getByLabel("Mobile number").fill("98390");
    await form.getByLabel("Email").fill("meera.tiwari@example.in");
    await form.getByLabel("Message").fill("Do you have plots on Sultanpur Road under ₹40 lakh?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText(/^❌/);
    await expect(form.getByLabel("Name")).toHaveValue("Meera Tiwari");
    await expect(form.getByLabel("Mobile number")).toHaveValue("98390");
    await expect(form.getByLabel("Email")).toHaveValue("meera.tiwari@example.in");
    await expect(form.getByLabel("Message")).toHaveValue("Do you have plots on Sultanpur Road under ₹40 lakh?");
  });

  test("Create Project: the name, the description and the dates stay when the end is before the start", async ({
    page,
  }) => {
    await login(page, adminAccount);
    await page.goto("/project");
    await page.getByLabel("Project name").fill("Gomti Riverside Plots");
    await page.getByLabel("Description").fill("60 plots with a riverside park.");
    await page.getByLabel("Start date").fill("2026-04-01");
    await page.getByLabel("End date").fill("2026-03-01");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page.getByRole("alert")).toHaveText("The end date cannot be before the start date.");
    await expect(page.getByLabel("Project name")).toHaveValue("Gomti Riverside Plots");
    await expect(page.getByLabel("Description")).toHaveValue("60 plots with a riverside park.");
    await expect(page.getByLabel("Start date")).toHaveValue("2026-04-01");
    await expect(page.getByLabel("End date")).toHaveValue("2026-03-01");
  });
});
