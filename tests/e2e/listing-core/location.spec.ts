import { kb, MAP_BUDGET, measurePage } from "../../../scripts/page-weights";
import { E2E } from "../e2e-env";
import {
  adminAccount,
  expect,
  fillHouseForSale,
  login,
  newAccount,
  noisyPhoto,
  signedInRequests,
  signUpVerified,
  test,
} from "../fixtures";
import { keepScreenshot } from "../screenshots";

// Where it is (decisions 050, 058): the owner places a pin in the wizard; visitors see a circle
// that holds it, drawn on tiles from the local tile server (tests/support/tile-server.js), and
// never the pin itself.

test("an owner places the pin and drags it; a visitor sees a circle that holds it, and never the pin", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount("Owner");
  const name = `Pinned Villa ${owner.email.slice(6, 12)}`;
  await signUpVerified(page, owner);
  await page.goto("/postproperty");
  await expect(page.locator("form[data-ready]")).toHaveCount(1);

  await fillHouseForSale(page, {
    name,
    locality: "Aliganj",
    address: "Sector E, near the Hanuman temple",
    contactNumber: owner.mobileNumber,
  });

  // The map opens on Aliganj's centre, without a pin until the owner puts one: a click, then a drag.
  const tilesBefore = Number(await (await fetch(`${E2E.tilesOrigin}/served`)).text());
  await page.getByRole("button", { name: "Place a pin on the map" }).click();
  const pinMap = page.getByTestId("pin-map");
  const marker = pinMap.locator(".leaflet-marker-icon");
  await expect(pinMap.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  expect(Number(await (await fetch(`${E2E.tilesOrigin}/served`)).text())).toBeGreaterThan(tilesBefore);
  await expect(page.getByTestId("pin-state")).toHaveText("No pin yet: click the map where the property is.");
  await expect(marker).toHaveCount(0);
  const area = await pinMap.boundingBox();
  if (!area) throw new Error("no map");
  await page.mouse.click(area.x + area.width / 2 + 40, area.y + area.height / 2 + 20);
  await expect(marker).toBeVisible();
  const box = await marker.boundingBox();
  if (!box) throw new Error("no pin on the map");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height - 2 + 25, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId("pin-state")).toHaveText("Pin placed.");
  const [latitude = "", longitude = ""] = (await page.locator('input[name="location"]').inputValue()).split(",");
  expect(Number(latitude)).toBeCloseTo(26.89, 1);
  expect(Number(longitude)).toBeCloseTo(80.95, 1);
  await pinMap.scrollIntoViewIfNeeded();
  await keepScreenshot(page, test.info().outputPath("wizard-pin-1280.png"));

  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Bedrooms").selectOption({ label: "3 BHK" });
  await page.getByRole("textbox", { name: "Area", exact: true }).fill("1800");
  await page.getByLabel("Price (₹)").fill("95,00,000");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Add photos").setInputFiles([await noisyPhoto("front.jpg", 51)]);
  await expect(page.getByTestId("uploaded-photo")).toHaveCount(1);
  await page.getByRole("button", { name: "Submit property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Property submitted successfully!" })).toBeVisible();

  await page.goto("/profile");
  const href = await page.getByTestId("pending-listings").getByRole("link", { name, exact: true }).getAttribute("href");
  const id = /id=([0-9a-f-]{36})/.exec(href ?? "")?.[1] ?? "";
  const admin = await signedInRequests("Admin");
  expect((await admin.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(200);
  await admin.dispose();

  // A visitor on a phone: the circle, said to be approximate, on the map.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  const phone = await visitor.newPage();
  await phone.goto(`/listing-detail?id=${id}`);
  await expect(phone.getByTestId("location-precision")).toHaveText(
    "Approximate location: the property is within 500 m of the centre of the circle.",
  );
  // The map's code and tiles load only when it is opened.
  expect(await phone.locator('script[src*="leaflet"], link[href*="leaflet"]').count()).toBe(0);
  await phone.getByRole("button", { name: "Show on the map" }).click();
  const map = phone.getByTestId("location-map");
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(1);
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await keepScreenshot(phone, test.info().outputPath("listing-circle-390.png"));

  // The pin is in no answer a visitor gets: the page, its data, its structured data.
  // As stored and as sent by the wizard (five decimals); the shown point has four.
  const pin = [latitude, longitude];
  for (const path of [`/listing-detail?id=${id}`, `/listing-detail.data?id=${id}`, `/hi/listing-detail?id=${id}`]) {
    const answer = await phone.request.get(path);
    expect(answer.status(), path).toBe(200);
    const text = await answer.text();
    for (const digits of pin) expect(text, `${path} carries ${digits}`).not.toContain(digits);
  }
  await visitor.close();
});

/** A demo listing the site knows the position of (Gomti Nagar Extension's flat), by its search card. */
async function placedListing(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const list = await (await request.get("/Search?locality=Gomti+Nagar+Extension")).text();
  const id = /listing-detail\?id=([0-9a-f-]{36})/.exec(list)?.[1];
  if (!id) throw new Error("no listing in Gomti Nagar Extension");
  return id;
}

test("an opened map's code and tiles, as sent, stay within the map's budget", async ({ browser, request }) => {
  const id = await placedListing(request);
  const tilesBefore = Number(await (await fetch(`${E2E.tilesOrigin}/served`)).text());
  const weight = await measurePage(browser, `/listing-detail?id=${id}`, {
    viewport: { width: 390, height: 844 },
    inspect: async (page) => {
      expect(await page.locator('script[src*="leaflet"]').count()).toBe(0);
      await page.getByRole("button", { name: "Show on the map" }).click();
      await expect(page.getByTestId("location-map").locator("img.leaflet-tile-loaded").first()).toBeVisible();
    },
  });
  const mapFiles = weight.files.filter((file) => /\/assets\/leaflet-map-/.test(file.url));
  const js = kb(mapFiles.filter((file) => file.kind === "script").reduce((sum, file) => sum + file.bytes, 0));
  const css = kb(mapFiles.filter((file) => file.kind === "stylesheet").reduce((sum, file) => sum + file.bytes, 0));
  const tiles = Number(await (await fetch(`${E2E.tilesOrigin}/served`)).text()) - tilesBefore;
  console.log(`map, as sent: ${js.toFixed(1)} kB JavaScript, ${css.toFixed(1)} kB CSS, ${tiles} tiles`);
  expect(js).toBeGreaterThan(0);
  expect(js).toBeLessThanOrEqual(MAP_BUDGET.jsKb);
  expect(css).toBeLessThanOrEqual(MAP_BUDGET.cssKb);
  expect(tiles).toBeGreaterThan(0);
});

test("the search's map: markers open their card; moving the map offers Search this area, whose box is in the URL", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/Search?city=Lucknow");
  // The list sends no map code; the Map view loads it.
  expect(await page.locator('script[src*="leaflet"]').count()).toBe(0);
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await page.waitForURL(/view=map/);
  const map = page.getByTestId("search-map");
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  const heading = page.getByRole("heading", { level: 2, name: /found in Lucknow/ });
  const total = Number(/^(\d+)/.exec((await heading.textContent()) ?? "")?.[1]);
  // Every result the site can place is on the map, one marker each or counted in a cluster;
  // the page counts the others (decision 058: the demo's Chinhat shed has no position).
  const prices = await map.locator(".map-price").count();
  const clustered = (await map.locator(".map-cluster").allTextContents()).reduce((sum, text) => sum + Number(text), 0);
  const unplaced = Number((await page.getByTestId("map-unplaced").getAttribute("data-count")) ?? "0");
  expect(unplaced).toBeGreaterThan(0);
  expect(prices + clustered).toBe(total - unplaced);
  await keepScreenshot(page, test.info().outputPath("search-map-1280.png"));

  // A marker opens its card, with a link to the listing (from the keyboard, as Leaflet lets).
  const first = map.locator(".map-price-anchor").first();
  if (await first.count()) {
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(map.locator(".leaflet-popup .map-card-name")).toHaveAttribute("href", /^\/listing-detail\?id=/);
  }

  // Moved, the map offers its area; the search then asks for that box, and the URL holds it.
  const box = await map.boundingBox();
  if (!box) throw new Error("no map");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 - 60, { steps: 10 });
  await page.mouse.up();
  await page.getByRole("button", { name: "Search this area" }).click();
  await page.waitForURL(/bbox=\d+\.\d{4}%2C\d+\.\d{4}%2C\d+\.\d{4}%2C\d+\.\d{4}/);
  const searched = page.url();
  await expect(page.getByRole("link", { name: /In the map's area/ })).toBeVisible();
  const after = Number(
    /^(\d+)/.exec((await page.getByRole("heading", { level: 2, name: /found/ }).textContent()) ?? "")?.[1] ?? "0",
  );
  // Other tests post and remove Lucknow listings meanwhile: the area holds no more than the
  // city held before the search or holds now.
  const { total: cityNow } = (await (await page.request.get("/resources/search-count?city=Lucknow")).json()) as {
    total: number;
  };
  expect(after).toBeLessThanOrEqual(Math.max(total, cityNow));
  // The same address reopens the same view, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(searched);
  await expect(page.getByTestId("search-map").locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /In the map's area/ })).toBeVisible();
  await page.getByTestId("search-map").scrollIntoViewIfNeeded();
  await keepScreenshot(page, test.info().outputPath("search-map-area-390.png"));
});

test("near me, the location granted: what lies within 2 km, nearest first, each card saying how far", async ({
  browser,
}) => {
  // Standing at Matiyari's crossing, on Faizabad Road, where the demo's corner plot stands.
  const context = await browser.newContext({
    geolocation: { latitude: 26.892, longitude: 81.062 },
    permissions: ["geolocation"],
    reducedMotion: "reduce",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/Search");
  await page.getByRole("button", { name: "Near me" }).click();
  await page.waitForURL(/near=26\.892%2C81\.062&within=2/);
  await expect(page.getByRole("link", { name: /Within 2 km of you/ })).toBeVisible();
  const kms = (await page.getByTestId("distance-note").allTextContents()).map((text) => Number.parseFloat(text));
  expect(kms.length).toBeGreaterThan(0);
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  for (const km of kms) expect(km).toBeLessThanOrEqual(2);
  await page.getByTestId("distance-note").first().scrollIntoViewIfNeeded();
  await keepScreenshot(page, test.info().outputPath("near-me-390.png"));
  // Wider: at least as many.
  await page.getByRole("link", { name: "20 km" }).click();
  await page.waitForURL(/within=20/);
  expect(await page.getByTestId("distance-note").count()).toBeGreaterThanOrEqual(kms.length);
  await context.close();
});

test("an Admin imports places; a listing page names the nearest of each kind, in straight-line kilometres", async ({
  page,
  request,
}) => {
  await login(page, adminAccount);
  await page.goto("/admin/places");
  // Near Gomti Nagar Extension, where a demo flat stands.
  const csv = [
    "city,kind,name,latitude,longitude",
    "Lucknow,metro,Hazratganj Metro E2E,26.8500,80.9470",
    "Lucknow,hospital,Civil Hospital E2E,26.8600,80.9350",
  ].join("\n");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "places.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Imported \d new places/ })).toBeVisible();
  await expect(page.getByTestId("places")).toContainText("Hazratganj Metro E2E");

  await page.goto(`/listing-detail?id=${await placedListing(request)}`);
  const nearby = page.getByTestId("nearby");
  await expect(nearby).toContainText(/Nearest metro station: Hazratganj Metro E2E, \d+\.\d km in a straight line/);
  await expect(nearby).toContainText(/Nearest hospital: Civil Hospital E2E, \d+\.\d km in a straight line/);
  await nearby.scrollIntoViewIfNeeded();
  await keepScreenshot(page, test.info().outputPath("nearby-1280.png"));
});
