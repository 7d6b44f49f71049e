import type { Page } from "@playwright/test";
import { seriousViolations, WCAG_AA } from "../../axe";
import { adminAccount, expect, newAccount, postPropertyAs, sessionAs, test } from "../../fixtures";
import { latinAmountsOn } from "../../hindi-words";
import { keepScreenshot } from "../../screenshots";

// Compare 2–4 listings (issue 61.4): a flat, a house and a plot chosen with "Compare" on
// their cards, then /compare at 390 and 1280 px, in English and Hindi, and without
// JavaScript. Its figures are re-added in tests/integration/properties/compare/compare.test.ts.

const TAG = `cmp${Date.now().toString(36)}`;
const NAMES = { flat: `${TAG} Flat`, house: `${TAG} House`, plot: `${TAG} Plot` };
const ids = { flat: "", house: "", plot: "" };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const owner = await sessionAs({ ...newAccount("Owner"), register: true });
  const admin = await sessionAs(adminAccount);
  const base = { listingType: "Sell", propertyCategory: "Residential", city: "Lucknow", locality: "Gomti Nagar" };
  const post = async (fields: Record<string, string>) => {
    const id = await postPropertyAs(owner, { ...base, contactNumber: "9839012345", ...fields });
    expect((await admin.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(200);
    return id;
  };
  ids.flat = await post({
    propertyType: "Flat/Apartment",
    projectBuildingName: NAMES.flat,
    bedrooms: "3",
    plotArea: "1200",
    areaUnit: "sqft",
    areaKind: "Carpet",
    price: "6000000",
  });
  ids.house = await post({
    propertyType: "Independent House/Villa",
    projectBuildingName: NAMES.house,
    bedrooms: "4",
    plotArea: "200",
    areaUnit: "sqyd",
    areaKind: "Built-up",
    price: "12000000",
  });
  ids.plot = await post({
    propertyType: "Plot/Land",
    projectBuildingName: NAMES.plot,
    plotArea: "1",
    areaUnit: "bigha",
    areaKind: "Plot",
    price: "20000000",
  });
});

const all = () => [ids.flat, ids.house, ids.plot].join(",");

/** A screenshot of the whole page, in the test's output (shots/), for a person to look at. */
async function shoot(page: Page, name: string) {
  await keepScreenshot(page, test.info().outputPath(`shots/${name}.png`), { fullPage: true });
}

const perSqft = (page: Page) => page.getByTestId("row-perSqft").locator("td");

test("choosing three listings with Compare on their cards opens the comparison (1280 px)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/Search?q=${TAG}`);
  await expect(page.getByTestId("property-card")).toHaveCount(3);
  for (const name of [NAMES.flat, NAMES.house, NAMES.plot]) {
    const button = page.getByRole("button", { name: `Compare ${name}`, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  const tray = page.getByTestId("compare-tray");
  await expect(tray).toContainText("Compare 3 listings");
  await tray.getByRole("link").click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  const url = new URL(page.url());
  expect(url.searchParams.get("ids")?.split(",").sort()).toEqual([ids.flat, ids.house, ids.plot].sort());

  const table = page.getByRole("table", { name: "The listings compared, one column each" });
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  await expect(table.getByRole("rowheader", { name: "₹ per sq ft" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "All-in cost" })).toBeVisible();
  // Three listings, each ₹/sq ft on square feet: 1,200 sq ft; 200 sq yd = 1,800; 1 bigha = 27,000.
  const order = url.searchParams.get("ids")?.split(",") ?? [];
  const expected: Record<string, string> = {
    [ids.flat]: "₹5,000/sq ft",
    [ids.house]: "₹6,667/sq ft",
    [ids.plot]: "₹741/sq ft",
  };
  for (const [index, id] of order.entries()) await expect(perSqft(page).nth(index)).toContainText(expected[id] ?? "");
  // The best value said in words, not only in colour: the plot's ₹/sq ft.
  await expect(perSqft(page).nth(order.indexOf(ids.plot))).toContainText("Best in this row");
  await expect(page.getByTestId("scroll-hint")).toBeHidden();
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  await shoot(page, "compare-1280-en");

  // Printed: nothing to press, no tray, no hint.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("button", { name: /^Remove / }).first()).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // Taken out of the comparison: the page and the cards' choice agree.
  await page.getByRole("button", { name: `Remove ${NAMES.house}` }).click();
  await expect(page.getByTestId("compare-column")).toHaveCount(2);
  await page.goto(`/Search?q=${TAG}`);
  await expect(page.getByRole("button", { name: `Compare ${NAMES.house}` })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("compare-tray")).toContainText("Compare 2 listings");
});

test("at 390 px the facts stay at the left while the listings scroll sideways, with a hint", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/compare?ids=${all()}`);
  await expect(page.getByTestId("scroll-hint")).toBeVisible();
  const scroller = page.getByTestId("compare-scroller");
  const sizes = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const label = page.getByRole("rowheader", { name: "₹ per sq ft" });
  const before = await label.boundingBox();
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(perSqft(page).nth(2)).toBeInViewport();
  expect((await label.boundingBox())?.x).toBe(before?.x);
  // The page itself does not scroll sideways: only the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, "compare-390-en");
});

test("Compare on a listing's page adds it and opens the comparison, with no script of its own", async ({ page }) => {
  await page.goto(`/listing-detail?id=${ids.house}`);
  await page.getByRole("button", { name: `Compare ${NAMES.house}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.house}$`));
  await expect(page.getByTestId("compare-prompt")).toContainText("Choose at least one more listing");
  // Back on the cards, the choice is there: the house's button is pressed, the tray counts it.
  await page.goto(`/Search?q=${TAG}`);
  await expect(page.getByRole("button", { name: `Compare ${NAMES.house}` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("compare-tray")).toContainText("Compare 1 listing");
});

test("in Hindi: the page's words, numbers and units in Hindi, at 390 and 1280 px", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/hi/compare?ids=${ids.flat},${ids.house},${ids.plot}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("संपत्तियों की तुलना");
    await expect(page.getByRole("rowheader", { name: "₹ प्रति वर्ग फुट" })).toBeVisible();
    await expect(perSqft(page).first()).toContainText("₹5,000/वर्ग फुट");
    await expect(page.getByTestId("row-area").locator("td").nth(2)).toContainText("1 बीघा (27,000 वर्ग फुट), प्लॉट एरिया");
    expect(await latinAmountsOn(page)).toEqual([]);
    await shoot(page, `compare-${width}-hi`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Compare on a card is a form: the choice is kept and the comparison opens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/Search?q=${TAG}`);
    await page.getByRole("button", { name: `Compare ${NAMES.flat}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.flat}$`));
    await expect(page.getByTestId("compare-prompt")).toContainText("Choose at least one more listing");
    await page.goto(`/Search?q=${TAG}`);
    await page.getByRole("button", { name: `Compare ${NAMES.plot}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.flat},${ids.plot}$`));
    await expect(page.getByTestId("compare-column")).toHaveCount(2);
    await expect(perSqft(page).nth(1)).toContainText("₹741/sq ft");
    await shoot(page, "compare-390-en-nojs");
    await page.getByRole("button", { name: `Remove ${NAMES.flat}` }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.plot}$`));
  });

  test("a shared address shows the comparison, and names what it cannot show", async ({ page }) => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    await page.goto(`/compare?ids=${all()},${unknown}`);
    await expect(page.getByTestId("compare-column")).toHaveCount(3);
    await expect(page.getByTestId("compare-problems")).toHaveText(`We do not know a listing numbered ${unknown}.`);
    await shoot(page, "compare-1280-en-nojs");
  });
});
