import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { madeUpPhoto } from "../../../support/made-up-photo";
import {
  adminAccount,
  expect,
  login,
  lucknowFlat,
  ownerInOwnBrowser,
  postPropertyAs,
  reachFor,
  test,
  uploadPhotoAs,
} from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

async function ownerPage(browser: Browser): Promise<Page> {
  return (await ownerInOwnBrowser(browser)).ownerPage;
}

const listing = (name: string, extra: Record<string, string>) =>
  lucknowFlat("Sell", "2", {
    locality: "Rajajipuram",
    projectBuildingName: name,
    price: "4500000",
    plotArea: "1000",
    ...extra,
  });

test("a second owner's copy of a live listing's photo is flagged in the approval queue, beside the original", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const original = await madeUpPhoto(77, 1000, 750);
  const first = await ownerPage(browser);
  const theirs = await postPropertyAs(
    first.request,
    listing(`Original Home ${stamp}`, {
      contactNumber: "9839071111",
      imageIds: await uploadPhotoAs(first.request, original),
    }),
  );
  await login(page, adminAccount);
  expect(
    (await page.request.post(`/listing-detail?id=${theirs}`, { form: { intent: "approve", id: theirs } })).status(),
  ).toBe(200);

  const second = await ownerPage(browser);
  const copy = await sharp(original).resize({ width: 640 }).jpeg({ quality: 60 }).toBuffer();
  const name = `Copied Home ${stamp}`;
  await postPropertyAs(
    second.request,
    listing(name, { contactNumber: "9839072222", imageIds: await uploadPhotoAs(second.request, copy) }),
  );

  // The warning that names this test's original (the made-up photo is the same in every run).
  const flagIn = (queue: Page) =>
    queue
      .getByTestId("admin-property-row")
      .filter({ hasText: name })
      .locator('[data-flag="duplicatePhotos"]')
      .filter({ has: queue.getByRole("link", { name: `Original Home ${stamp}` }) });
  await page.goto("/admin/Postproject");
  const flag = flagIn(page);
  await expect(flag).toContainText("Possible duplicate: a photo matches another owner's live listing");
  await expect(flag).toContainText("Rajajipuram, Lucknow · ₹45 L");
  await expect(flag.getByRole("img", { name: "Their photo" })).toBeVisible();
  await expect(flag.getByRole("img", { name: "This listing's photo" })).toBeVisible();
  await keepScreenshot(
    page.getByTestId("admin-property-row").filter({ hasText: name }),
    "test-results/queue-duplicate-flag.png",
  );

  // In Hindi, the warning and the original's place and price are in Hindi too.
  await page.goto("/hi/admin/Postproject");
  await expect(flagIn(page)).toContainText("संभावित नकल: एक फ़ोटो किसी दूसरे मालिक की लाइव लिस्टिंग की फ़ोटो से मिलती है");
  await expect(flagIn(page)).toContainText("राजाजीपुरम, लखनऊ · ₹45 लाख");
  await expect(flagIn(page).getByRole("img", { name: "उनकी फ़ोटो" })).toBeVisible();
  await keepScreenshot(flagIn(page), "test-results/queue-duplicate-flag-hindi.png");
});

test("a visitor reports a live listing; the Admin reads the report and deals with it", async ({ page, browser }) => {
  const owner = await ownerPage(browser);
  const name = `Reported Flat ${Date.now().toString(36)}`;
  const id = await postPropertyAs(owner.request, listing(name, { contactNumber: "9839073333" }));
  const admin = await (await browser.newContext()).newPage();
  await login(admin, adminAccount);
  expect((await admin.request.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(
    200,
  );

  await page.goto(`/listing-detail?id=${id}`);
  const panel = page.getByTestId("report-listing");
  await reachFor(panel);
  await panel.locator("summary").click();
  await panel.getByLabel("It is no longer available").check();
  await panel.getByLabel(/Note/).fill("The owner told me it was sold last week.");
  await panel.getByRole("button", { name: "Send the report" }).click();
  await expect(
    panel.getByRole("status").filter({ hasText: "Thank you. Our team will check this listing." }),
  ).toBeVisible();

  await admin.goto("/admin/reports");
  const reported = admin.getByTestId("reported-listing").filter({ hasText: name });
  await expect(reported).toContainText("It is no longer available: 1");
  await expect(reported).toContainText("The owner told me it was sold last week.");
  await keepScreenshot(admin, "test-results/admin-reports.png", { fullPage: true });
  await reported.getByRole("button", { name: `Mark as dealt with ${name}` }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Reports marked as dealt with." })).toBeVisible();
  await expect(reported).toHaveCount(0);
});
