import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { E2E } from "../../e2e-env";
import { adminAccount, expect, postPropertyAs, test } from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

// A place page shows its locality's asking prices (median, range, count and a 12-month trend
// drawn as SVG on the server), a locality with fewer than 5 live flats says why it has no
// figure, and a listing says where its price sits against the median (decision 029).

const TAG = Date.now().toString(36);
const BUSY = `Median Vihar ${TAG}`;
const THIN = `Thin Vihar ${TAG}`;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

let admin: APIRequestContext;
let dearest = "";

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({ baseURL: E2E.baseURL });
  const signedIn = await admin.post("/login", { form: { email: adminAccount.email, password: adminAccount.password } });
  expect(signedIn.status()).toBe(200);
  // Five flats of 1,000 sq ft at ₹5,000 to ₹7,000 a sq ft (median ₹6,000, quartiles ₹5,500 and
  // ₹6,500), and two in a quieter locality. Admins post without the posting limits.
  const flats: Array<[string, number]> = [
    [BUSY, 5_000_000],
    [BUSY, 5_500_000],
    [BUSY, 6_000_000],
    [BUSY, 6_500_000],
    [BUSY, 7_000_000],
    [THIN, 4_000_000],
    [THIN, 4_500_000],
  ];
  for (const [index, [locality, price]] of flats.entries()) {
    const id = await postPropertyAs(admin, {
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Flat/Apartment",
      bedrooms: "2",
      city: "Lucknow",
      locality,
      address: "Sector 4",
      projectBuildingName: `Median Heights ${index}`,
      contactNumber: `98390${String(54_000 + index)}`,
      plotArea: "1000",
      price: String(price),
    });
    const approved = await admin.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } });
    expect(approved.status()).toBe(200);
    if (price === 7_000_000) dearest = id;
  }
  // The nightly job, run now from the admin dashboard.
  const run = await admin.post("/admin", { form: { intent: "locality-prices" } });
  expect(run.status()).toBe(200);
});

test.afterAll(async () => {
  await admin?.dispose();
});

test("a place page shows the median, its range, how many listings it rests on and an SVG trend", async ({ page }) => {
  await page.goto(`/properties/lucknow/${slug(BUSY)}`);
  const flats = page.getByTestId("locality-prices").getByTestId("prices-flat");
  await expect(flats.getByTestId("price-median")).toHaveText("₹6,000/sq ft");
  await expect(flats.getByTestId("price-range")).toHaveText("Middle half of listings: ₹5,500/sq ft to ₹6,500/sq ft");
  await expect(flats.getByTestId("price-basis")).toHaveText("Based on asking prices of 5 live listings");
  const trend = flats.getByTestId("price-trend");
  await expect(trend).toBeVisible();
  await expect(trend.locator("path")).toHaveAttribute("d", /^M[\d.]+ [\d.]+/);
  // The screen reader's way to the same numbers: the SVG is named by its caption, and a table follows.
  await expect(trend).toHaveAccessibleName(/^Median asking price ₹6,000\/sq ft in /);
  await expect(flats.getByRole("table")).toContainText("₹6,000/sq ft");
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page.getByTestId("locality-prices"), test.info().outputPath("locality-prices-390.png"));
  // No script draws it: the HTML as served has the line.
  const html = await (await page.request.get(`/properties/lucknow/${slug(BUSY)}`)).text();
  expect(html).toContain('data-testid="price-trend"');
});

test("a locality with fewer than 5 live flats shows no figure and says why", async ({ page }) => {
  await page.goto(`/properties/lucknow/${slug(THIN)}`);
  const flats = page.getByTestId("prices-flat");
  await expect(flats.getByTestId("price-why")).toHaveText(
    "Fewer than 5 live listings of flats here, so no price figure yet",
  );
  await expect(flats.getByTestId("price-median")).toHaveCount(0);
  // Nor is a locality without a figure offered as a neighbour in price on another's page.
  await page.goto(`/properties/lucknow/${slug(BUSY)}`);
  await expect(page.getByTestId("prices-flat").getByRole("link", { name: THIN })).toHaveCount(0);
});

test("a listing says where its price sits against the locality's median, in English and Hindi", async ({ page }) => {
  await page.goto(`/listing-detail?id=${dearest}`);
  const line = page.getByTestId("price-against-locality");
  await expect(line).toHaveText(`17 % above the ${BUSY} median for flats`);
  await expect(line.getByRole("link")).toHaveAttribute("href", `/properties/lucknow/${slug(BUSY)}`);
  await page.goto(`/hi/listing-detail?id=${dearest}`);
  await expect(page.getByTestId("price-against-locality")).toHaveText(`${BUSY} में फ़्लैटों की आम क़ीमत से 17% ज़्यादा`);
  await page.goto(`/hi/properties/lucknow/${slug(BUSY)}`);
  await expect(page.getByTestId("prices-flat").getByTestId("price-basis")).toHaveText(
    "5 लाइव लिस्टिंग में माँगी गई क़ीमतों पर आधारित",
  );
});
