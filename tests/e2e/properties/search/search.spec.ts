import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signedInRequests, test } from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

// "3 BHK, ₹40-60 lakh, Gomti Nagar" asked as a seeker would: the count and matching cards,
// a new sort, the URL shared into a fresh browser, Back, a search without results that
// offers a way out, and the same search with JavaScript off.

const TAG = `Srch${Date.now().toString(36)}`;
// The owner's own number, given on no other account's listing (a shared one is a broker's sign).
const OWN_NUMBER = `97${String(Date.now()).slice(-8)}`;

async function post(owner: APIRequestContext, admin: APIRequestContext, fields: Record<string, string>) {
  const response = await owner.post("/postproperty", {
    form: {
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Flat/Apartment",
      city: "Lucknow",
      contactNumber: OWN_NUMBER,
      ...fields,
    },
  });
  const html = await response.text();
  const id = /"id",?"([0-9a-f-]{36})"/.exec(html)?.[1] ?? /\\"id\\",\\"([0-9a-f-]{36})\\"/.exec(html)?.[1];
  expect(id, html.slice(0, 200)).toBeTruthy();
  const approve = await admin.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id: id as string } });
  expect(approve.status()).toBe(200);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const owner = await signedInRequests("Owner");
  const admin = await signedInRequests("Admin");
  const flat = { locality: "Gomti Nagar", bedrooms: "3", plotArea: "1450" };
  await post(owner, admin, { ...flat, projectBuildingName: `${TAG} Cheaper 3 BHK`, price: "4500000" });
  await post(owner, admin, { ...flat, projectBuildingName: `${TAG} Dearer 3 BHK`, price: "5800000" });
  await post(owner, admin, { ...flat, projectBuildingName: `${TAG} Too dear 3 BHK`, price: "7500000" });
  await post(owner, admin, { ...flat, projectBuildingName: `${TAG} Two bedrooms`, bedrooms: "2", price: "5000000" });
  await post(owner, admin, {
    ...flat,
    projectBuildingName: `${TAG} Elsewhere 3 BHK`,
    locality: "Aliganj",
    price: "5000000",
  });
  await owner.dispose();
  await admin.dispose();
});

/**
 * "3 BHK, ₹40-60 lakh, Gomti Nagar" through the filters, as a seeker asks it, the locality
 * misspelt. On a phone the filters open in a sheet whose button counts what they give;
 * with JavaScript the locality is picked from the suggestions, without it the server reads
 * the misspelling as the place it means.
 */
async function askThreeBhkInGomtiNagar(page: Page, { narrow = false, pick = true } = {}) {
  if (narrow) {
    await expect(page.getByTestId("search-filters")).toBeHidden();
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  }
  const filters = page.getByTestId("search-filters");
  const locality = filters.getByLabel("Locality", { exact: true });
  await locality.fill("gomti nagr");
  if (pick) {
    await page.getByRole("option", { name: "Gomti Nagar", exact: true }).click();
    await expect(locality).toHaveValue("Gomti Nagar");
  }
  await filters.getByRole("checkbox", { name: /^3 BHK/ }).check();
  // The presets show their counts ("₹40 L (5)"): chosen by their value, in rupees.
  await filters.getByLabel("Minimum budget").selectOption("4000000");
  await filters.getByLabel("Maximum budget").selectOption("6000000");
  if (narrow) {
    const show = page.getByTestId("show-results");
    await expect(show).toHaveText("Show 2 results");
    await show.click();
  } else {
    await filters.getByRole("button", { name: "Apply filters" }).click();
  }
  return filters;
}

const names = (page: Page) => page.getByTestId("search-results").getByRole("heading", { level: 3 }).allTextContents();

for (const width of [1280, 390]) {
  test(`3 BHK, ₹40-60 lakh in Gomti Nagar at ${width} px: count, sort, share, back and a way out`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/Search?q=${TAG}`);
    await expect(page.getByTestId("result-count")).toHaveText(`5 properties found for “${TAG}”`);
    const earlier = page.url();

    const filters = await askThreeBhkInGomtiNagar(page, { narrow: width < 1024 });
    await expect(page.getByTestId("result-count")).toHaveText(`2 properties found for “${TAG}”`);
    if (width < 1024) await page.getByRole("button", { name: /^Filters/ }).click();
    expect(await names(page)).toEqual([`${TAG} Dearer 3 BHK`, `${TAG} Cheaper 3 BHK`]);
    // Their poster proved the number by SMS: the card says so.
    const card = page.getByTestId("property-card").filter({ hasText: `${TAG} Dearer 3 BHK` });
    await expect(card.getByTestId("card-mobile-verified")).toHaveText("Mobile verified");
    if (width >= 1024) await keepScreenshot(card, "test-results/card-mobile-verified.png");
    // Each option says what it would give with the other filters as they are.
    await expect(filters.getByRole("checkbox", { name: "3 BHK (2)" })).toBeChecked();
    await expect(filters.getByRole("checkbox", { name: "2 BHK (1)" })).not.toBeChecked();
    await expect(filters.getByLabel("Posted by").locator("option", { hasText: "Owner (2)" })).toHaveCount(1);
    // The URL is the search, in one canonical order.
    expect(new URL(page.url()).search).toBe(`?q=${TAG}&locality=Gomti+Nagar&bhk=3&budgetMin=4000000&budgetMax=6000000`);
    if (width < 1024)
      await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Close" }).click();

    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    // The address changes as the navigation starts to render: read the list once it has.
    await expect.poll(() => names(page)).toEqual([`${TAG} Cheaper 3 BHK`, `${TAG} Dearer 3 BHK`]);
    await keepScreenshot(page, test.info().outputPath(`search-${width}.png`), { fullPage: true });

    // Shared into a fresh browser: the same page.
    const fresh = await browser.newContext({ viewport: { width, height: 900 } });
    const other = await fresh.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId("result-count")).toHaveText(`2 properties found for “${TAG}”`);
    expect(await names(other)).toEqual([`${TAG} Cheaper 3 BHK`, `${TAG} Dearer 3 BHK`]);
    await fresh.close();

    // Back walks through the earlier searches.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId("result-count")).toHaveText(`2 properties found for “${TAG}”`);
    await page.goBack();
    expect(page.url()).toBe(earlier);
    await expect(page.getByTestId("result-count")).toHaveText(`5 properties found for “${TAG}”`);

    // Nothing matches: the page says which filter to drop, and what that gives.
    await page.goto(`/Search?q=${TAG}&locality=Gomti+Nagar&bhk=3&budgetMax=4000000`);
    await expect(page.getByTestId("result-count")).toHaveText("No approved properties match your search.");
    const wayOut = page.getByTestId("no-results").getByRole("link", { name: /Without “up to ₹40 L”: 3 properties/ });
    await wayOut.click();
    await expect(page.getByTestId("result-count")).toHaveText(`3 properties found for “${TAG}”`);
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the same search, the locality misspelt, works through the plain form", async ({ page }) => {
    await page.goto(`/Search?q=${TAG}`);
    await askThreeBhkInGomtiNagar(page, { pick: false });
    await expect(page.getByTestId("result-count")).toHaveText(`2 properties found for “${TAG}”`);
    expect(await names(page)).toEqual([`${TAG} Dearer 3 BHK`, `${TAG} Cheaper 3 BHK`]);
  });
});

test("hostile parameters give the page with those filters dropped", async ({ page }) => {
  const response = await page.goto(
    `/Search?q=${TAG}&bhk=-1&budgetMax=abc&sort=';drop table&locality=${"x".repeat(5000)}&city=Lucknow&city=Atlantis`,
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("result-count")).toHaveText(`5 properties found for “${TAG}” in Lucknow`);
});

test("place pages: Gomti Nagar's live properties, linked from a listing and listed in the sitemap", async ({
  page,
  request,
}) => {
  await page.goto(`/Search?q=${TAG}+Cheaper`);
  await page
    .getByRole("link", { name: /Learn More/ })
    .first()
    .click();
  await page.getByTestId("more-in-place").click();
  await expect(page).toHaveURL(/\/properties\/lucknow\/gomti-nagar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties in Gomti Nagar, Lucknow");
  await expect(page).toHaveTitle(/^Properties in Gomti Nagar, Lucknow: \d+ properties \|/);
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ properties in Gomti Nagar, Lucknow$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/properties\/lucknow\/gomti-nagar$/);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Properties in Lucknow" })).toHaveAttribute(
    "href",
    "/properties/lucknow",
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes("Gomti Nagar"))).toBe(true);
  // Every card is in Gomti Nagar; Aliganj's is not.
  const places = await page.getByTestId("search-results").locator("h3 + p").allTextContents();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toMatch(/^Gomti Nagar, Lucknow$/);

  // By listing type, and the filters lead to /Search with the place chosen.
  await page.goto("/properties/lucknow/gomti-nagar/buy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties for sale in Gomti Nagar, Lucknow");
  await page
    .getByTestId("search-filters")
    .getByRole("checkbox", { name: /^2 BHK/ })
    .check();
  await page.getByTestId("search-filters").getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/Search\?city=Lucknow&locality=Gomti\+Nagar&listingType=Sell&bhk=2$/);

  // A locality without live properties is not a page; the sitemap lists those that are.
  expect((await request.get("/properties/lucknow/nowhere-at-all")).status()).toBe(404);
  expect((await request.get("/properties/atlantis")).status()).toBe(404);
  const sitemap = await (await request.get("/sitemaps/pages.xml")).text();
  expect(sitemap).toContain("/properties/lucknow/gomti-nagar</loc>");
  expect(sitemap).toContain("/properties/lucknow/gomti-nagar/buy</loc>");
});
