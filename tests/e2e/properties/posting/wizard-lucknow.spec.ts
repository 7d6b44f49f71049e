import type { Page } from "@playwright/test";
import { adminAccount, expect, login, test } from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

/**
 * A wizard for Lucknow (issue 57, B4, B7, B9; decision 060): prices as people write them,
 * read on the step where they are typed and checked there as the server checks them; a rent's
 * and a plot's facts; a title from the facts when there is no building name.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Step 1 of a listing, by the fields' names (the same in every language). */
async function firstStep(page: Page, fields: Record<string, string>) {
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  for (const [name, value] of Object.entries(fields)) {
    const field = page.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Approves a listing as the Admin, from a browser of their own. */
async function approve(page: Page, id: string) {
  const admin = await page.context().browser()?.newContext();
  if (!admin) throw new Error("no browser");
  const adminPage = await admin.newPage();
  await login(adminPage, adminAccount);
  expect((await adminPage.request.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(
    200,
  );
  await admin.close();
}

const idOf = (url: string) => new URL(url).searchParams.get("id") ?? "";

test.describe("on a phone", () => {
  test.use(PHONE);

  test('"27 lakh" reads ₹27 लाख on the Hindi step 2 and ₹27 L on the English one; Next refuses what the end would (B4)', async ({
    page,
    signedIn,
  }) => {
    await signedIn("Owner");
    const plot = {
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Plot/Land",
      city: "Lucknow",
      locality: "Kursi Road",
    };
    await page.goto("/hi/postproperty");
    await firstStep(page, plot);
    await page.getByRole("button", { name: "अगला" }).click();
    await page.locator('[name="price"]').fill("27 lakh");
    await expect(page.getByTestId("amount-preview")).toHaveText("₹27 लाख");
    await page.locator('[name="price"]').scrollIntoViewIfNeeded();
    await keepScreenshot(page, "test-results/b4-27-lakh-hi-390.png");

    await page.goto("/postproperty");
    await expect(page.locator("form[data-ready]")).toHaveCount(1);
    await page.getByRole("button", { name: /Additional Details/ }).click();
    const price = page.getByLabel("Price (₹)");
    await expect(price).toHaveValue("27 lakh");
    await expect(page.getByTestId("amount-preview")).toHaveText("₹27 L");
    await price.scrollIntoViewIfNeeded();
    await keepScreenshot(page, "test-results/b4-27-lakh-en-390.png");

    // What the server would refuse is refused here, on its own step, not three steps later.
    await price.fill("about 27 lakh");
    await expect(page.getByTestId("amount-preview")).toHaveText("");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Additional Details (step 2): Enter the price in rupees: in figures (45,00,000) or in lakh and crore (45 lakh, 1.2 crore).",
    );
    await expect(page.getByRole("heading", { name: /Step 2 of 4/ })).toBeVisible();
    await expect(price).toBeFocused();
    await price.fill("27 lakh");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Submit property" }).click();
    await page.waitForURL(/\/listing-detail\?id=[0-9a-f-]{36}&posted=1$/);
    // Named from its facts (B9), priced as typed.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plot in Kursi Road");
    await expect(page.getByTestId("property-facts")).toContainText("₹27,00,000");
    await keepScreenshot(page, "test-results/b9-posted-390.png", { fullPage: true });
  });
});

test("a rent: deposit, maintenance, the date it is free, who may rent and pets; found by 'for families'", async ({
  page,
  signedIn,
}) => {
  // A story: the wizard, the listing in two languages, the Admin's approval and two searches.
  test.setTimeout(120_000);
  await signedIn("Owner");
  const name = `Tenant Court ${Date.now().toString(36)}`;
  await page.goto("/postproperty");
  await firstStep(page, {
    listingType: "Rent",
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    city: "Lucknow",
    projectBuildingName: name,
    locality: "Indira Nagar",
  });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Bedrooms").selectOption({ label: "2 BHK" });
  // A rent's price is its rent a month, and says so (decision 061).
  await page.getByLabel("Rent (₹ a month)").fill("18k");
  await expect(page.getByTestId("amount-preview").first()).toHaveText("₹18,000/month");
  await page.getByLabel("Security deposit (₹)").fill("50,000");
  await page.getByLabel("Maintenance (₹ a month)").fill("2500");
  await page.getByLabel("Available from").fill("2026-12-15");
  await page.getByLabel("Preferred tenants").selectOption("Family");
  await page.getByLabel("Pets allowed").selectOption("No");
  // A sale's possession and a plot's facts are not asked of a flat for rent.
  for (const label of ["Possession", "Plot front", "Corner plot"]) await expect(page.getByLabel(label)).toHaveCount(0);
  await keepScreenshot(page, "test-results/rent-facts-1280.png", { fullPage: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Submit property" }).click();
  await page.waitForURL(/&posted=1$/);
  const id = idOf(page.url());
  const facts = page.getByTestId("property-facts");
  for (const text of [
    "₹18,000/month",
    "Security deposit (₹)₹50,000",
    "Maintenance (₹ a month)₹2,500/month",
    "Available from15 December 2026",
    "Preferred tenantsFamilies",
    "Pets allowedNo",
  ]) {
    await expect(facts).toContainText(text);
  }
  await page.goto(`/hi/listing-detail?id=${id}`);
  await expect(page.getByTestId("property-facts")).toContainText("₹2,500/माह");
  await approve(page, id);
  await page.goto("/Search?locality=Indira%20Nagar&tenants=Family");
  await expect(page.getByRole("link", { name })).not.toHaveCount(0);
  await page.goto("/Search?locality=Indira%20Nagar&tenants=Bachelors");
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});

test("a plot: its size, the road in front, corner and park, boundary wall; found by corner and by the least road width", async ({
  page,
  signedIn,
}) => {
  // A story: the wizard, the listing in two languages, the Admin's approval and three searches.
  test.setTimeout(120_000);
  const owner = await signedIn("Owner");
  await page.goto("/postproperty");
  await firstStep(page, {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Plot/Land",
    city: "Lucknow",
    locality: "Kursi Road",
    colony: "Shivlok Enclave",
  });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: "Area", exact: true }).fill("150");
  await page.getByLabel("Area unit").selectOption("sqyd");
  await page.getByLabel("Plot front").fill("30");
  // One side without the other is refused on the step (the server would too).
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Additional Details (step 2): Enter both the plot's front and its depth, and their unit.",
  );
  await page.getByLabel("Plot depth").fill("45");
  await expect(page.getByLabel("Front and depth in")).toHaveValue("ft");
  await page.getByLabel("Width of the road in front (feet)").fill("30");
  await page.getByLabel("Corner plot").selectOption("Yes");
  await page.getByLabel("Park-facing").selectOption("No");
  await page.getByLabel("Boundary wall").selectOption("Yes");
  await page.getByLabel("Price (₹)").fill("27,00,000");
  for (const label of ["Bedrooms", "Furnishing", "Security deposit (₹)"])
    await expect(page.getByLabel(label)).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Submit property" }).click();
  await page.waitForURL(/&posted=1$/);
  const id = idOf(page.url());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("150 sq yd plot in Kursi Road");
  const facts = page.getByTestId("property-facts");
  for (const text of [
    "Plot size30 × 45 ft",
    "Road in front30 ft",
    "Corner plotYes",
    "Park-facingNo",
    "Boundary wallYes",
  ]) {
    await expect(facts).toContainText(text);
  }
  await keepScreenshot(page, "test-results/plot-facts-1280.png", { fullPage: true });
  await page.goto(`/hi/listing-detail?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कुर्सी रोड में 150 गज का प्लॉट");
  await expect(page.getByTestId("property-facts")).toContainText("30 × 45 फुट");
  await approve(page, id);

  const card = (search: string) =>
    page
      .goto(`/Search?locality=Kursi%20Road&${search}`)
      .then(() => page.getByTestId("property-card").filter({ has: page.locator(`a[href*="${id}"]`) }));
  const found = await card("corner=Yes&roadWidth=30");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText("30 ft road");
  await expect(found).toContainText("Corner plot");
  await expect(page.getByRole("combobox", { name: "Road width" })).toHaveValue("30");
  await expect(await card("roadWidth=20")).toHaveCount(1);
  await expect(await card("roadWidth=40")).toHaveCount(0);
  expect(owner.role).toBe("Owner");
});

test("the pin's line says what is so: never 'Opening the map…' under an open map (B7)", async ({ page, signedIn }) => {
  await signedIn("Owner");
  await page.goto("/postproperty");
  await firstStep(page, { city: "Lucknow", locality: "Aliganj" });
  await page.getByRole("button", { name: "Place a pin on the map" }).click();
  const state = page.getByTestId("pin-state");
  await expect(page.getByTestId("pin-map").locator(".leaflet-container, .leaflet-pane").first()).toBeAttached();
  await expect(state).toHaveText("No pin yet: click the map where the property is.");
  // The map has not moved: the site asks before its centre counts as the property's place (decision 058).
  await page.getByRole("button", { name: "Put the pin at the map's centre" }).click();
  await page.getByRole("button", { name: "Yes, the property is here" }).click();
  await expect(state).toHaveText("Pin placed.");
});
