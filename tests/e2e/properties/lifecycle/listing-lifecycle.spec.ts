import type { Page } from "@playwright/test";
import { formatDate } from "#app/modules/text/format";
import {
  adminAccount,
  expect,
  login,
  lucknowFlat,
  newAccount,
  outboxFor,
  postPropertyAs,
  signUpVerified,
  test,
} from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

async function asAdmin(page: Page, path: string) {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error("no browser");
  const adminPage = await context.newPage();
  await login(adminPage, adminAccount);
  await adminPage.goto(path);
  return { adminPage, close: () => context.close() };
}

test("rejected with a reason, edited and sent again, approved and confirmed today; a live edit waits for review", async ({
  page,
}) => {
  const owner = newAccount("Owner");
  const name = `Second Chance Villa ${Date.now().toString(36)}`;
  await signUpVerified(page, owner);
  const id = await postPropertyAs(
    page.request,
    lucknowFlat("Sell", "3", {
      locality: "Aliganj",
      projectBuildingName: name,
      contactNumber: "9839076543",
      price: "5400000",
      plotArea: "1250",
    }),
  );

  // The Admin rejects it from the queue, with a reason from the list.
  const admin = await asAdmin(page, "/admin/Postproject");
  const entry = admin.adminPage.getByTestId("admin-property-row").filter({ hasText: name });
  await expect(entry).toContainText("New listing");
  await expect(entry.getByTestId("waited")).toContainText("Waiting for under an hour");
  await entry.locator("summary", { hasText: "Reject" }).click();
  await entry.getByLabel("Reason").selectOption({ label: "Photos do not show the property" });
  await entry.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(admin.adminPage.getByRole("status").filter({ hasText: "Property rejected." })).toBeVisible();

  // The owner reads the reason (profile and e-mail), edits and sends it again.
  await expect
    .poll(async () =>
      (await outboxFor(owner.email)).some((mail) => mail.subject === `Your property ${name} needs changes`),
    )
    .toBe(true);
  await page.goto("/profile");
  const rejected = page.getByTestId("rejected-listings").getByTestId("property-row").filter({ hasText: name });
  await expect(rejected.getByTestId("rejection-reason")).toHaveText("Rejected: Photos do not show the property");
  await rejected.getByRole("link", { name: `Edit and send again ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit your property" })).toBeVisible();
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  await expect(page.getByLabel("Project or building name")).toHaveValue(name);
  await page.getByLabel("Address").fill("Sector H, near Kapoorthala");
  for (let step = 0; step < 3; step++) await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your changes are saved and sent for approval." }),
  ).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/profile");
  const pending = page.getByTestId("pending-listings").getByTestId("property-row").filter({ hasText: name });
  await pending.locator("summary", { hasText: "History" }).click();
  await expect(pending.getByTestId("listing-history")).toContainText("Rejected by our team");
  await expect(pending.getByTestId("listing-history")).toContainText("Edited and sent for approval again");

  // The Admin approves: live, confirmed available today.
  await admin.adminPage.reload();
  await entry.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(admin.adminPage.getByRole("status").filter({ hasText: "Property approved." })).toBeVisible();
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(`/listing-detail?id=${id}`);
  await expect(visitor.getByTestId("confirmed-on")).toHaveText(`Confirmed available on ${formatDate(new Date())}`);
  await expect(visitor.getByTestId("detail-price")).toHaveText("₹54,00,000");

  // The owner lowers the price of the live listing: visitors see the old price until it is approved.
  await page.goto(`/postproperty?edit=${id}`);
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Price (₹)").fill("51,00,000");
  for (let step = 0; step < 2; step++) await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.waitForURL((url) => url.pathname === "/profile");
  await expect(
    page.getByTestId("live-listings").getByTestId("property-row").filter({ hasText: name }).getByTestId("edit-waiting"),
  ).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId("detail-price")).toHaveText("₹54,00,000");

  await admin.adminPage.reload();
  const change = admin.adminPage.getByTestId("admin-property-row").filter({ hasText: name });
  await expect(change).toContainText("Changes to a live listing");
  const table = change.getByTestId("edit-changes");
  await expect(table.getByRole("row", { name: /Price/ }).first()).toContainText("₹54,00,000");
  await expect(table.getByRole("row", { name: /Price/ }).first()).toContainText("₹51,00,000");
  await keepScreenshot(admin.adminPage, "test-results/approval-queue-edit.png", { fullPage: true });
  await change.getByRole("button", { name: `Approve changes ${name}` }).click();
  await expect(admin.adminPage.getByRole("status").filter({ hasText: "Changes approved." })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId("detail-price")).toHaveText("₹51,00,000");
  await keepScreenshot(visitor, "test-results/listing-confirmed.png");
  await admin.close();
  await visitor.close();
});

test("a closed listing answers 410 with similar live listings", async ({ page }) => {
  const owner = newAccount("Owner");
  await signUpVerified(page, owner);
  const base = lucknowFlat("Rent", "2", {
    locality: "Gomti Nagar",
    contactNumber: "9839076544",
    price: "18000",
    plotArea: "1000",
  });
  const sold = await postPropertyAs(page.request, { ...base, projectBuildingName: `Rented Out Flat ${Date.now()}` });
  const other = await postPropertyAs(page.request, { ...base, projectBuildingName: `Still Free Flat ${Date.now()}` });
  const admin = await asAdmin(page, "/admin/Postproject");
  for (const id of [sold, other]) {
    expect(
      (await admin.adminPage.request.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status(),
    ).toBe(200);
  }
  await admin.close();

  await page.goto("/profile");
  const row = page.getByTestId("live-listings").getByTestId("property-row").filter({ hasText: "Rented Out Flat" });
  await row.locator("summary", { hasText: "Mark sold or rented" }).click();
  await row.getByRole("radio", { name: "Rented out" }).check();
  await row.getByRole("button", { name: "Close the listing" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your property is closed." })).toBeVisible();

  await page.context().clearCookies();
  const response = await page.goto(`/listing-detail?id=${sold}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This property is no longer listed" })).toBeVisible();
  await expect(page.getByTestId("similar-listings")).toContainText("Still Free Flat");
  await keepScreenshot(page, "test-results/listing-gone.png", { fullPage: true });
});
