import type { Page } from "@playwright/test";
import { adminAccount, expect, login, test } from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

// The fields of docs/product/marketplace.md §1, as an owner posts them through the wizard and reads them
// back on the detail page: bedrooms only for homes, an area in the poster's unit with the
// square feet beside it, possession, a checked RERA number and the price per square foot.

async function openWizard(page: Page) {
  await page.goto("/postproperty");
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
}

async function firstStep(
  page: Page,
  {
    type,
    name,
    locality,
    category = "Residential",
    listingType = "Sell",
  }: { type: string; name: string; locality: string; category?: string; listingType?: string },
) {
  await page.getByLabel("Listing type").selectOption(listingType);
  await page.getByLabel("Property category").selectOption(category);
  await page.getByRole("combobox", { name: "Property type", exact: true }).selectOption(type);
  await page.getByLabel("City").selectOption("Lucknow");
  await page.getByLabel("Project or building name").fill(name);
  await page.getByLabel("Locality").fill(locality);
  await page.getByLabel("Contact number").fill("9839011111");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: /Additional Details/ })).toBeVisible();
}

async function submitAndOpen(page: Page, name: string) {
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Submit property" }).click();
  // The poster lands on the listing just sent (decision 059), which says so; it waits on the profile.
  await page.waitForURL(/\/listing-detail\?id=[0-9a-f-]{36}&posted=1$/);
  await expect(page.getByTestId("posted-notice")).toContainText("Property submitted successfully!");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("an owner posts a 3 BHK flat and a plot in bigha; the pages show BHK, areas, price per sq ft, possession and RERA", async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn("Owner");
  const suffix = Date.now().toString(36);

  // A flat: bedrooms are asked for, the RERA number is checked.
  const flat = `Gomti Heights 3 BHK ${suffix}`;
  await openWizard(page);
  await firstStep(page, { type: "Flat/Apartment", name: flat, locality: "Gomti Nagar" });
  await page.getByLabel("Bedrooms").selectOption({ label: "3 BHK" });
  await page.getByLabel("Bathrooms").fill("2");
  await page.getByRole("textbox", { name: "Area", exact: true }).fill("1,450");
  await page.getByLabel("Area unit").selectOption({ label: "sq ft" });
  await page.getByLabel("Area type").selectOption("Super built-up");
  await page.getByLabel("Price (₹)").fill("90,00,000");
  await page.getByLabel("Possession").selectOption("Under construction");
  await page.getByLabel("Expected possession").fill("2027-06");
  await page.getByLabel("RERA number").fill("RERA123");
  // Refused on its own step, as the server would refuse it (decision 060).
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Additional Details (step 2): Enter a UP RERA project number: UPRERAPRJ followed by digits (e.g. UPRERAPRJ12345).",
  );
  await expect(page.getByLabel("RERA number")).toBeFocused();
  await page.getByLabel("RERA number").fill("UPRERAPRJ12345");
  await submitAndOpen(page, flat);
  const flatFacts = page.getByTestId("property-facts");
  for (const text of [
    "3 BHK",
    "1,450 sq ft",
    "Super built-up",
    "₹6,207/sq ft",
    "Under construction, possession by June 2027",
    "UPRERAPRJ12345",
  ]) {
    await expect(flatFacts).toContainText(text);
  }
  // The count beside its label: "Bathrooms 2", not "Bathrooms 2 baths".
  await expect(
    flatFacts.locator("div", { has: page.locator("dt", { hasText: "Bathrooms" }) }).locator("dd"),
  ).toHaveText("2");
  await keepScreenshot(page, test.info().outputPath("flat-detail.png"), { fullPage: true });

  // A plot: never asked for bedrooms; 2 bigha shows its square feet and the factor.
  const plot = `Sultanpur Road Plot ${suffix}`;
  await openWizard(page);
  await firstStep(page, { type: "Plot/Land", name: plot, locality: "Sultanpur Road" });
  await expect(page.getByLabel("Bedrooms")).toHaveCount(0);
  await expect(page.getByLabel("Bathrooms")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Area", exact: true }).fill("2");
  await page.getByLabel("Area unit").selectOption({ label: "bigha" });
  await page.getByLabel("Area type").selectOption("Plot");
  await page.getByLabel("Price (₹)").fill("1,35,00,000");
  await page.getByLabel("Possession").selectOption("Ready to move");
  await expect(page.getByLabel("Expected possession")).toHaveCount(0);
  await submitAndOpen(page, plot);
  const plotFacts = page.getByTestId("property-facts");
  await expect(plotFacts).toContainText("2 bigha (54,000 sq ft); 1 bigha = 27,000 sq ft");
  await expect(plotFacts).toContainText("₹250/sq ft");
  // Open ground is not "ready to move": a plot's possession is immediate.
  await expect(plotFacts).toContainText("Immediate");
  await expect(plotFacts).not.toContainText("Ready to move");
  await expect(plotFacts).not.toContainText("Bedrooms");
  await keepScreenshot(page, test.info().outputPath("plot-detail.png"), { fullPage: true });
});

test("an owner posts a shop and an office through the wizard; approved, the box's “shop in hazratganj” and the type filter find them", async ({
  page,
  signedIn,
  browser,
}) => {
  test.slow();
  await signedIn("Owner");
  const suffix = Date.now().toString(36);
  const shop = `Ganj Corner Shop ${suffix}`;
  const office = `Ganj Business Suites ${suffix}`;
  const ids: string[] = [];
  for (const listing of [
    { type: "Shop", name: shop, listingType: "Sell", area: "240", price: "95,00,000" },
    { type: "Office", name: office, listingType: "Rent", area: "900", price: "65,000" },
  ]) {
    await openWizard(page);
    await firstStep(page, { ...listing, category: "Commercial", locality: "Hazratganj" });
    await expect(page.getByLabel("Bedrooms")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Area", exact: true }).fill(listing.area);
    // A rent is asked as its rent a month.
    await page.getByLabel(listing.listingType === "Rent" ? "Rent (₹ a month)" : "Price (₹)").fill(listing.price);
    await submitAndOpen(page, listing.name);
    await expect(page.getByTestId("property-facts")).toContainText(listing.type);
    ids.push(new URL(page.url()).searchParams.get("id") ?? "");
  }
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await login(adminPage, adminAccount);
  for (const id of ids)
    expect(
      (await adminPage.request.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status(),
    ).toBe(200);
  await admin.close();

  await page.goto("/Search");
  await page.getByLabel("Search by locality, BHK, budget, type or name").fill("shop in hazratganj");
  await page.getByLabel("Search by locality, BHK, budget, type or name").press("Enter");
  await expect(page).toHaveURL(/\?locality=Hazratganj&category=Commercial&propertyType=Shop$/);
  const results = page.getByTestId("search-results");
  await expect(results.getByRole("heading", { level: 3, name: shop })).toBeVisible();
  await expect(results.getByRole("heading", { level: 3, name: office })).toHaveCount(0);
  await keepScreenshot(page, test.info().outputPath("shop-in-hazratganj.png"), { fullPage: true });
  // The filter alone, as the panel sets it: offices for rent in Hazratganj.
  await page.goto("/Search?locality=Hazratganj&listingType=Rent&propertyType=Office");
  await expect(results.getByRole("heading", { level: 3, name: office })).toBeVisible();
  await expect(results.getByRole("heading", { level: 3, name: shop })).toHaveCount(0);
});

test("the wizard prevents the common mistakes: price short form as typed, own mobile filled in, no floors for a plot, RERA message under its field", async ({
  page,
  signedIn,
}) => {
  const account = await signedIn("Owner");
  await page.setViewportSize({ width: 375, height: 800 });
  await openWizard(page);

  // The header has room: the brand and the way back each on one line, side by side.
  const header = page.locator("header").first();
  const brand = header.getByRole("link", { name: "Awadh Estates" });
  const back = header.getByRole("link", { name: "Back to the site" });
  const [brandBox, backBox] = [await brand.boundingBox(), await back.boundingBox()];
  if (!brandBox || !backBox) throw new Error("header not laid out");
  expect(backBox.x - (brandBox.x + brandBox.width)).toBeGreaterThanOrEqual(12);
  expect(backBox.height).toBeLessThan(30);
  expect(brandBox.height).toBeLessThan(40);
  expect(backBox.x + backBox.width).toBeLessThanOrEqual(375);

  // The account's mobile is the contact number until the owner changes it.
  await expect(page.getByLabel("Contact number")).toHaveValue(account.mobileNumber);

  await page.getByLabel("Listing type").selectOption("Sell");
  await page.getByLabel("Property category").selectOption("Residential");
  await page.getByRole("combobox", { name: "Property type", exact: true }).selectOption("Plot/Land");
  await page.getByLabel("City").selectOption("Lucknow");
  await page.getByLabel("Locality").fill("Aliganj");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: /Additional Details/ })).toBeVisible();
  for (const label of ["Furnishing", "Floor number", "Total floors"])
    await expect(page.getByLabel(label)).toHaveCount(0);

  const price = page.getByLabel("Price (₹)");
  // The price's (a rent adds a deposit's and maintenance's after it).
  const preview = page.getByTestId("amount-preview").first();
  await price.pressSequentially("550000");
  await expect(preview).toHaveText("₹5.5 L");
  await price.press("End");
  await price.pressSequentially("0");
  await expect(preview).toHaveText("₹55 L");
  await price.fill("12000000");
  await expect(preview).toHaveText("₹1.2 Cr");
  await price.evaluate((input) => input.scrollIntoView({ block: "center" }));
  await keepScreenshot(page, "/tmp/shots-polish/wizard-price-375.png");
  await page.setViewportSize({ width: 1280, height: 800 });
  await price.evaluate((input) => input.scrollIntoView({ block: "center" }));
  await keepScreenshot(page, "/tmp/shots-polish/wizard-price-1280.png");

  // A rent reads per month; a house asks for furnishing and floors again.
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByLabel("Listing type").selectOption("Rent");
  await page.getByRole("combobox", { name: "Property type", exact: true }).selectOption("Independent House/Villa");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Bedrooms").selectOption({ label: "2 BHK" });
  // Asked as the rent a month, not a price.
  await expect(price).toHaveCount(0);
  await page.getByLabel("Rent (₹ a month)").fill("18000");
  await expect(preview).toHaveText("₹18,000/month");
  for (const label of ["Furnishing", "Floor number", "Total floors"])
    await expect(page.getByLabel(label)).toHaveCount(1);

  // A wrong RERA number: its message under the field itself, not only at the foot of the form.
  await page.getByLabel("RERA number").fill("RERA123");
  await page.getByRole("button", { name: "Next" }).click();
  const rera = page.getByLabel("RERA number");
  await expect(rera).toBeFocused();
  await expect(rera).toHaveAccessibleDescription(/Enter a UP RERA project number: UPRERAPRJ followed by digits/);
  const field = rera.locator("xpath=..");
  await expect(field).toContainText(
    "Enter a UP RERA project number: UPRERAPRJ followed by digits (e.g. UPRERAPRJ12345).",
  );
});
