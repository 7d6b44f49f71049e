import type { APIRequestContext, Page } from "@playwright/test";
import { adminAccount, expect, login, newAccount, signedInRequests, signUpVerified, test } from "../fixtures";
import { keepScreenshot } from "../screenshots";

// Issue 57 in a real browser: positions are never invented (B2, B3), localities are one list in
// English and Hindi (B10), the search box reads a locality the same whatever is listed and a
// crore budget means buying (B11), and the phone's menu leads to Search, Buy and Rent. Each
// step at 390 px and 1280 px, in English and Hindi, with screenshots.

const TAG = `Pos${Date.now().toString(36)}`;
const OWN_NUMBER = `96${String(Date.now()).slice(-8)}`;
/** Where a seeker stands in Gomti Nagar: its centre on the site's list. */
const GOMTI_NAGAR = { latitude: 26.856, longitude: 81.0 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const names = {
  vibhuti: `${TAG} Vibhuti Khand Flat`,
  indira: `${TAG} Indira Nagar Flat`,
  kursi: `${TAG} Kursi Road Plot`,
  unknown: `${TAG} Shivlok Colony House`,
  hindi: `${TAG} Aliganj Kothi`,
};
const ids: Record<string, string> = {};

async function post(owner: APIRequestContext, admin: APIRequestContext, key: string, fields: Record<string, string>) {
  const response = await owner.post("/postproperty", {
    form: {
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Flat/Apartment",
      bedrooms: "2",
      city: "Lucknow",
      contactNumber: OWN_NUMBER,
      price: "6500000",
      plotArea: "1100",
      ...fields,
    },
  });
  const html = await response.text();
  const id = /"id",?"([0-9a-f-]{36})"/.exec(html)?.[1] ?? /\\"id\\",\\"([0-9a-f-]{36})\\"/.exec(html)?.[1];
  expect(id, html.slice(0, 200)).toBeTruthy();
  expect(
    (await admin.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id: id as string } })).status(),
  ).toBe(200);
  ids[key] = id as string;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const owner = await signedInRequests("Owner");
  const admin = await signedInRequests("Admin");
  await post(owner, admin, "vibhuti", { locality: "Vibhuti Khand", projectBuildingName: names.vibhuti });
  await post(owner, admin, "indira", { locality: "Indira Nagar", projectBuildingName: names.indira });
  await post(owner, admin, "kursi", {
    locality: "Kursi Road",
    projectBuildingName: names.kursi,
    propertyType: "Plot/Land",
    bedrooms: "",
  });
  await post(owner, admin, "unknown", {
    locality: "Shivlok Nagar Colony",
    address: "Plot 14, Lane 3",
    projectBuildingName: names.unknown,
    propertyType: "Independent House/Villa",
  });
  // An owner typing in Hindi (B10).
  await post(owner, admin, "hindi", {
    locality: "अलीगंज",
    projectBuildingName: names.hindi,
    propertyType: "Independent House/Villa",
  });
  await owner.dispose();
  await admin.dispose();
});

const shot = (page: Page, name: string) => keepScreenshot(page, test.info().outputPath(`${name}.png`));

/**
 * The wizard in a tab of its own (the wizard keeps its draft per tab), signed in as the
 * page's account, at this width.
 */
async function freshWizard(page: Page, path: string, viewport = DESKTOP): Promise<Page> {
  const context = await page
    .context()
    .browser()
    ?.newContext({
      storageState: await page.context().storageState(),
      viewport,
      reducedMotion: "reduce",
    });
  if (!context) throw new Error("no browser");
  const tab = await context.newPage();
  await tab.goto(path);
  await expect(tab.locator("form[data-ready]")).toHaveCount(1);
  return tab;
}

test("near me from Gomti Nagar within 5 km lists only listings whose position is known, at their true distance", async ({
  browser,
}) => {
  for (const [language, prefix] of [
    ["en", ""],
    ["hi", "/hi"],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({
        geolocation: GOMTI_NAGAR,
        permissions: ["geolocation"],
        reducedMotion: "reduce",
        viewport,
      });
      const page = await context.newPage();
      await page.goto(`${prefix}/Search`);
      await page.getByRole("button", { name: language === "en" ? "Near me" : "मेरे आसपास" }).click();
      await page.waitForURL(/near=26\.856%2C81\.000&within=2/);
      await page.getByRole("link", { name: language === "en" ? "5 km" : "5 किमी", exact: true }).click();
      await page.waitForURL(/within=5/);
      const cards = page.getByTestId("search-results");
      await expect(cards.getByRole("link", { name: names.vibhuti })).toBeVisible();
      await expect(cards.getByRole("link", { name: names.indira })).toBeVisible();
      // Kursi Road is 10 km off; the Shivlok colony and the demo's Chinhat shed have no known position.
      for (const absent of [names.kursi, names.unknown, "Chinhat Industrial Shed"])
        await expect(cards.getByRole("link", { name: absent })).toHaveCount(0);
      const kms = (await page.getByTestId("distance-note").allTextContents()).map((text) => Number.parseFloat(text));
      expect(kms.length).toBeGreaterThan(1);
      for (const km of kms) expect(km).toBeLessThanOrEqual(5);
      // Not one point for all: Vibhuti Khand about 1 km away, Indira Nagar about 2.6 km.
      expect(new Set(kms).size).toBeGreaterThan(1);
      await cards.getByRole("link", { name: names.vibhuti }).scrollIntoViewIfNeeded();
      await shot(page, `near-me-gomti-nagar-5km-${language}-${viewport.width}`);
      await context.close();
    }
  }
});

test("a listing in a locality without a centre is on no map, and its page says where it is in words", async ({
  page,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`/listing-detail?id=${ids.unknown}`);
    await expect(page.getByTestId("location-words")).toHaveText("Plot 14, Lane 3, Shivlok Nagar Colony, Lucknow");
    await expect(page.getByTestId("location-precision")).toHaveText(
      "Its position on the map is not known yet: it is not shown on a map, in searches near you or with distances to places around it.",
    );
    await expect(page.getByRole("button", { name: "Show on the map" })).toHaveCount(0);
    await page.getByTestId("location-words").scrollIntoViewIfNeeded();
    await shot(page, `unknown-position-en-${viewport.width}`);
    await page.goto(`/hi/listing-detail?id=${ids.unknown}`);
    await expect(page.getByTestId("location-precision")).toContainText("नक्शे पर इसकी जगह अभी पता नहीं है");
    await page.getByTestId("location-words").scrollIntoViewIfNeeded();
    await shot(page, `unknown-position-hi-${viewport.width}`);
  }
  // The map of Lucknow's results draws it nowhere, and says how many it leaves out.
  await page.setViewportSize(DESKTOP);
  await page.goto("/Search?city=Lucknow&view=map");
  await expect(page.getByTestId("search-map").locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(page.getByTestId("search-map").getByTitle(new RegExp(names.unknown))).toHaveCount(0);
  await expect(page.getByTestId("map-unplaced")).toContainText("not on the map: their position is not known");
});

test("the owner's pin map opens on the locality, asks before the centre counts, and refuses a pin far away", async ({
  page: signedIn,
}) => {
  test.setTimeout(180_000);
  for (const viewport of [DESKTOP, PHONE]) {
    // An owner for each size: an account's unsent draft would come back in the next (decision 059).
    await signUpVerified(signedIn, newAccount("Owner"));
    const page = await freshWizard(signedIn, "/postproperty", viewport);
    await page.getByLabel("Listing type").selectOption("Sell");
    await page.getByLabel("Property category").selectOption("Residential");
    await page.getByRole("combobox", { name: "Property type", exact: true }).selectOption("Plot/Land");
    await page.getByLabel("City").selectOption("Lucknow");
    // No locality yet: the map does not open.
    await expect(page.getByRole("button", { name: "Place a pin on the map" })).toBeDisabled();
    await expect(page.getByTestId("pin-state")).toHaveText(
      "Choose the city and the locality first: the map opens there.",
    );
    // The locality from the list, offered as it is typed.
    const locality = page.getByRole("combobox", { name: "Locality" });
    await locality.fill("kursi");
    await page.getByRole("option", { name: /Kursi Road/ }).click();
    await expect(locality).toHaveValue("Kursi Road");
    await page.getByRole("button", { name: "Place a pin on the map" }).click();
    const pinMap = page.getByTestId("pin-map");
    await expect(pinMap.locator("img.leaflet-tile-loaded").first()).toBeVisible();
    // The map's centre on an unmoved map is Kursi Road's centre: it counts only once the owner says so.
    await page.getByRole("button", { name: "Put the pin at the map's centre" }).click();
    await expect(page.getByTestId("pin-confirm")).toContainText("its centre is the centre of Kursi Road");
    await expect(page.locator('input[name="location"]')).toHaveCount(0);
    await pinMap.scrollIntoViewIfNeeded();
    await shot(page, `pin-confirm-centre-${viewport.width}`);
    await page.getByRole("button", { name: "Yes, the property is here" }).click();
    await expect(page.getByTestId("pin-state")).toHaveText("Pin placed.");
    await expect(page.locator('input[name="location"]')).toHaveValue("26.94000,80.99000");
    // Far out (the map zoomed out and clicked some 600 km west): refused, the pin stays where it was.
    await pinMap.click({ position: { x: 20, y: 20 } });
    for (let step = 0; step < 10; step++) await page.keyboard.press("Minus");
    const area = await pinMap.boundingBox();
    if (!area) throw new Error("no map");
    await page.mouse.click(area.x + 8, area.y + area.height / 2);
    await expect(page.getByTestId("pin-state")).toContainText(/The pin is [\d,]+ km from Lucknow/);
    await expect(page.locator('input[name="location"]')).toHaveValue("26.94000,80.99000");
    await shot(page, `pin-refused-far-${viewport.width}`);
    await page.context().close();
  }
  // A locality the site cannot place: the map shows the whole city and says so; its centre is no pin.
  // A new owner again: the last one's pinned draft would come back.
  await signUpVerified(signedIn, newAccount("Owner"));
  const page = await freshWizard(signedIn, "/postproperty", PHONE);
  await page.getByLabel("City").selectOption("Lucknow");
  await page.getByRole("combobox", { name: "Locality" }).fill("Shivlok Nagar Colony");
  await expect(page.getByTestId("locality-status")).toContainText("not on our list yet");
  await page.getByRole("button", { name: "Place a pin on the map" }).click();
  await expect(page.getByTestId("pin-unknown-locality")).toContainText(
    "We do not know where Shivlok Nagar Colony is yet",
  );
  await page.getByRole("button", { name: "Put the pin at the map's centre" }).click();
  await expect(page.getByTestId("pin-state")).toHaveText(
    "Move the map to the property first: drag it, or use the arrow keys, then put the pin.",
  );
  await expect(page.locator('input[name="location"]')).toHaveCount(0);
  await page.getByTestId("pin-map").scrollIntoViewIfNeeded();
  await shot(page, "pin-unknown-locality-390");
  await page.context().close();
});

test("the Hindi wizard offers the list in Hindi, and writes the locality by its one name", async ({
  page: signedIn,
}) => {
  const owner = newAccount("Owner");
  await signUpVerified(signedIn, owner);
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await freshWizard(signedIn, "/hi/postproperty", viewport);
    await page.getByLabel("शहर").selectOption("Lucknow");
    const locality = page.getByRole("combobox", { name: "इलाक़ा" });
    await locality.fill("अली");
    const option = page.getByRole("option", { name: /अलीगंज/ });
    await expect(option).toContainText("Aliganj");
    await shot(page, `hindi-locality-list-${viewport.width}`);
    await option.click();
    await expect(locality).toHaveValue("Aliganj");
    await page.context().close();
  }
});

test("the search box reads Gomti Nagar as Gomti Nagar, and a crore as buying", async ({ browser }) => {
  for (const [language, prefix] of [
    ["en", ""],
    ["hi", "/hi"],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(`${prefix}/`);
      const box = page.getByRole("searchbox").first();
      await box.fill(language === "en" ? "3 bhk gomti nagar under 1 crore" : "गोमती नगर में 3 बीएचके 1 करोड़ तक");
      await box.press("Enter");
      await page.waitForURL(/\/Search\?locality=Gomti\+Nagar&listingType=Sell&bhk=3&budgetMax=10000000$/);
      // Nothing in Gomti Nagar itself (the seed has none; another test may have posted one since):
      // its neighbour is named, and only added when asked. Else the cards are Gomti Nagar's alone.
      const cards = page.getByTestId("search-results").getByTestId("property-card");
      const nearby = page.getByTestId("nearby-localities");
      await expect(cards.or(nearby).first()).toBeVisible();
      if (await cards.count()) {
        for (const card of await cards.all()) {
          await expect(card).toContainText(language === "en" ? "Gomti Nagar" : "गोमती नगर");
          await expect(card).not.toContainText(language === "en" ? "Gomti Nagar Extension" : "गोमती नगर एक्सटेंशन");
        }
        await expect(nearby).toHaveCount(0);
      } else {
        await expect(nearby).toBeVisible();
        await nearby.scrollIntoViewIfNeeded();
      }
      await shot(page, `search-gomti-nagar-crore-${language}-${viewport.width}`);
      await context.close();
    }
  }
  // B10: the owner's "अलीगंज" is found by "aliganj".
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/Search?q=aliganj");
  await page.waitForURL(/locality=Aliganj/);
  await expect(page.getByTestId("search-results").getByRole("link", { name: names.hindi })).toBeVisible();
  await context.close();
});

test("the phone's menu leads to Search, Buy and Rent, in English and Hindi", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [prefix, labels] of [
    ["", ["Search", "Buy", "Rent"]],
    ["/hi", ["खोजें", "ख़रीदें", "किराये पर"]],
  ] as const) {
    await page.goto(`${prefix}/`);
    await page.getByRole("button", { name: prefix ? "मेन्यू खोलें" : "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: prefix ? "मोबाइल" : "Mobile" });
    for (const label of labels) await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await shot(page, `phone-menu-${prefix ? "hi" : "en"}`);
    await menu.getByRole("link", { name: labels[2], exact: true }).click();
    await page.waitForURL(/\/Search\?listingType=Rent/);
  }
});

test("an Admin places a waiting locality by pasting a position; its listing then has one", async ({ page }) => {
  await login(page, adminAccount);
  await page.setViewportSize(DESKTOP);
  await page.goto("/admin/places");
  const waiting = page.getByTestId("unplaced-localities").locator("li").filter({ hasText: "Shivlok Nagar Colony" });
  await expect(waiting).toContainText("typed by a poster");
  await waiting.getByRole("link", { name: "Place it" }).click();
  const form = page.locator("#centre-form");
  await expect(form.getByLabel("Locality")).toHaveValue("Shivlok Nagar Colony");
  await form.getByLabel("Position (latitude, longitude)").fill("26.8700° N, 81.0100° E");
  await form.getByLabel("Name in Hindi (optional)").fill("शिवलोक नगर कॉलोनी");
  await form.getByRole("button", { name: "Save the centre" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The locality's centre is saved" })).toContainText(": 1.");
  await shot(page, "admin-locality-placed-1280");
  await page.goto(`/listing-detail?id=${ids.unknown}`);
  await expect(page.getByTestId("location-precision")).toHaveText(
    "Approximate location: the property is within 500 m of the centre of the circle.",
  );
});
