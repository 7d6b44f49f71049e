import type { Browser, Locator, Page } from "@playwright/test";
import {
  adminAccount,
  expect,
  login,
  lucknowFlat,
  newAccount,
  postPropertyAs,
  registerAccount,
  signUpVerified,
  test,
} from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

/**
 * Tags that tell the truth and a desk that shows what matters (issue 57): an Agent's listing
 * names the agent and its card says "Agent"; the LDA's warning comes first on a card and an
 * Admin is warned before marking Owner verified in a listed colony; the approval queue shows
 * each listing's colony and LDA standing and approves several at once; the settings' anchor
 * and pill sit right on a phone.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
const stamp = () => Date.now().toString(36);

/** A signed-up, verified account of this role in a browser of its own. */
async function accountInOwnBrowser(browser: Browser, role: "Owner" | "Agent") {
  const account = newAccount(role);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpVerified(page, account);
  return { account, page, close: () => context.close() };
}

/** The Admin's requests, from a browser of their own. */
async function adminRequests(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, adminAccount);
  return { request: page.request, close: () => context.close() };
}

async function approve(browser: Browser, ids: string[]) {
  const admin = await adminRequests(browser);
  for (const id of ids) {
    expect((await admin.request.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(
      200,
    );
  }
  await admin.close();
}

async function registerIllegalColony(browser: Browser, name: string, locality: string) {
  const admin = await adminRequests(browser);
  const saved = await admin.request.post("/admin/legality", {
    form: {
      intent: "save",
      kind: "illegal",
      name,
      city: "Lucknow",
      locality,
      source: "LDA list of illegal colonies, Zone 7 (2025)",
      dated: "2025-08-14",
    },
  });
  expect(saved.status()).toBe(200);
  await admin.close();
}

/** A listing's entry in the approval queue, on whichever of its pages it is (oldest first). */
async function queueEntry(page: Page, name: string, path = "/admin/Postproject"): Promise<Locator> {
  for (let number = 1; number <= 20; number++) {
    await page.goto(`${path}?page=${number}`);
    const entry = page.getByTestId("admin-property-row").filter({ hasText: name });
    if (await entry.count()) return entry;
    if ((await page.getByTestId("admin-property-row").count()) === 0) break;
  }
  throw new Error(`${name} is not in the queue`);
}

test("an Agent's listing names the agent, and its card and page say Agent, on a phone and a desk, in English and Hindi", async ({
  browser,
  page,
}) => {
  const agent = await accountInOwnBrowser(browser, "Agent");
  const name = `Agent Heights ${stamp()}`;
  const id = await postPropertyAs(
    agent.page.request,
    lucknowFlat("Sell", "3", {
      projectBuildingName: name,
      locality: "Gomti Nagar",
      price: "8500000",
      plotArea: "1450",
      contactNumber: agent.account.mobileNumber,
    }),
  );
  await agent.close();
  await approve(browser, [id]);

  await page.setViewportSize(PHONE);
  await page.goto(`/listing-detail?id=${id}`);
  await expect(page.getByTestId("poster-tag")).toHaveText("Agent");
  const panel = page.getByTestId("owner-panel");
  await expect(panel.getByRole("heading", { name: "Listing Agent" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Sign in to see the agent's number and e-mail." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ask the agent" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to ask the agent" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact the agent" })).toBeVisible();
  await expect(page.getByText("Listing Owner")).toHaveCount(0);
  await keepScreenshot(page, "test-results/agent-listing-390.png", { fullPage: true });

  await page.goto(`/hi/listing-detail?id=${id}`);
  await expect(page.getByTestId("poster-tag")).toHaveText("एजेंट");
  await expect(page.getByTestId("owner-panel").getByRole("heading", { name: "लिस्टिंग डालने वाले एजेंट" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "एजेंट से पूछें" })).toBeVisible();
  await expect(page.getByText("मालिक से पूछें")).toHaveCount(0);
  await keepScreenshot(page, "test-results/agent-listing-390-hi.png", { fullPage: true });

  await page.setViewportSize(DESK);
  await page.goto(`/listing-detail?id=${id}`);
  await keepScreenshot(page.getByTestId("owner-panel"), "test-results/agent-panel-1280.png");
  await page.goto("/listing-post");
  const card = page.getByTestId("property-card").filter({ hasText: name });
  await expect(card.getByTestId("poster-tag")).toHaveText("Agent");
  await keepScreenshot(card, "test-results/agent-card-1280.png");
  await page.setViewportSize(PHONE);
  await page.goto("/hi/listing-post");
  await expect(page.getByTestId("property-card").filter({ hasText: name }).getByTestId("poster-tag")).toHaveText("एजेंट");
  await keepScreenshot(
    page.getByTestId("property-card").filter({ hasText: name }),
    "test-results/agent-card-390-hi.png",
  );
});

test("in a colony the LDA listed, the card's warning comes first and its badges are plain; Owner verified asks the Admin to read the warning", async ({
  browser,
  page,
}) => {
  const colony = `Shivlok Enclave ${stamp()}`;
  const locality = "Kursi Road";
  await registerIllegalColony(browser, colony, locality);
  const owner = await accountInOwnBrowser(browser, "Owner");
  const name = `Shivlok Plot ${stamp()}`;
  const id = await postPropertyAs(owner.page.request, {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Plot/Land",
    city: "Lucknow",
    locality,
    colony,
    projectBuildingName: name,
    plotArea: "150",
    areaUnit: "sqyd",
    price: "2700000",
    contactNumber: owner.account.mobileNumber,
  });
  await owner.close();
  await approve(browser, [id]);

  // The Admin is warned beside the button, and must tick that they read it.
  await page.setViewportSize(DESK);
  await login(page, adminAccount);
  await page.goto(`/listing-detail?id=${id}`);
  const checks = page.getByTestId("listing-checks");
  await expect(checks.getByTestId("colony-listed-warning")).toContainText(
    "The LDA listed this colony as illegal or unplanned.",
  );
  await keepScreenshot(checks, "test-results/owner-verified-warning-1280.png");
  const mark = checks.getByRole("button", { name: "I saw proof of ownership (not kept): mark Owner verified" });
  await mark.click();
  // The box is required: nothing was sent.
  await expect(checks.getByTestId("badge-owner")).toHaveCount(0);
  await checks.getByLabel("I have read the LDA's warning about this colony").check();
  await mark.click();
  await expect(checks.getByTestId("badge-owner")).toContainText("Owner verified");

  // A visitor's card: the warning first, boxed in red; the badges under it not green.
  await page.context().clearCookies();
  for (const [viewport, path, shot] of [
    [DESK, "/properties/lucknow/kursi-road", "lda-card-1280"],
    [PHONE, "/properties/lucknow/kursi-road", "lda-card-390"],
    [PHONE, "/hi/properties/lucknow/kursi-road", "lda-card-390-hi"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    const card = page.getByTestId("property-card").filter({ hasText: name });
    const warning = card.getByTestId("card-legality-warning");
    await expect(warning).toBeVisible();
    const badge = card.getByTestId("card-owner-verified");
    await expect(badge).toBeVisible();
    const [warningTop, badgeTop] = await Promise.all([warning.boundingBox(), badge.boundingBox()]);
    expect(warningTop?.y ?? 0).toBeLessThan(badgeTop?.y ?? 0);
    // Slate, not emerald: rgb(71, 85, 105) is Tailwind's slate-600.
    expect(await badge.evaluate((element) => getComputedStyle(element).color)).not.toMatch(/rgb\(6, 95, 70\)/);
    await keepScreenshot(card, `test-results/${shot}.png`);
  }
});

test("the approval queue shows each listing's colony and LDA standing, and approves the ones ticked, saying which were not", async ({
  browser,
  page,
}) => {
  const colony = `Shri Ram Nagar ${stamp()}`;
  await registerIllegalColony(browser, colony, "Dubagga");
  const owner = await accountInOwnBrowser(browser, "Owner");
  const plotName = `Dubagga Plot ${stamp()}`;
  const flatNames = [`Queue Flat One ${stamp()}`, `Queue Flat Two ${stamp()}`, `Queue Flat Taken ${stamp()}`];
  const plot = await postPropertyAs(owner.page.request, {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Plot/Land",
    city: "Lucknow",
    locality: "Dubagga",
    colony,
    projectBuildingName: plotName,
    plotArea: "1000",
    price: "1800000",
    contactNumber: owner.account.mobileNumber,
  });
  const flats: string[] = [];
  for (const flatName of flatNames) {
    flats.push(
      await postPropertyAs(
        owner.page.request,
        lucknowFlat("Sell", "2", {
          projectBuildingName: flatName,
          locality: "Aliganj",
          price: "5400000",
          plotArea: "1100",
          contactNumber: owner.account.mobileNumber,
        }),
      ),
    );
  }
  await owner.close();

  await page.setViewportSize(DESK);
  await login(page, adminAccount);
  const plotEntry = await queueEntry(page, plotName);
  await expect(plotEntry.getByTestId("queue-colony")).toContainText(colony);
  await expect(plotEntry.getByTestId("queue-lda")).toHaveText("Listed by the LDA as illegal or unplanned");
  await expect(plotEntry.getByTestId("queue-badges")).toContainText("Mobile verified");
  await keepScreenshot(plotEntry, "test-results/queue-lda-1280.png");

  // The owner's listings alone (others' may fall between them in the whole queue): one page holds them.
  await plotEntry.getByRole("link", { name: "Show only this poster's listings" }).click();
  await expect(page.getByTestId("queue-one-poster")).toBeVisible();
  await expect(page.getByTestId("admin-property-row")).toHaveCount(4);
  for (const flatName of flatNames) {
    await page.getByRole("checkbox", { name: `Select ${flatName}` }).check();
  }
  // Another Admin approves one of them meanwhile.
  await approve(browser, [flats[2] as string]);
  await keepScreenshot(page.getByTestId("batch-approval"), "test-results/batch-approval-1280.png");
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.getByRole("alert")).toHaveText("Approved 2 of 3. The others were not approved:");
  const summary = page.getByTestId("batch-summary");
  await expect(summary.getByRole("link", { name: flatNames[0] as string })).toBeVisible();
  await expect(page.getByTestId("batch-refused")).toContainText(
    `${flatNames[2]}: No longer waiting for approval: approved, rejected or removed meanwhile.`,
  );
  await keepScreenshot(page, "test-results/batch-approved-1280.png");
  await expect(page.getByTestId("admin-property-row").filter({ hasText: flatNames[0] as string })).toHaveCount(0);

  const hindi = await queueEntry(page, plotName, "/hi/admin/Postproject");
  await expect(hindi.getByTestId("queue-lda")).toHaveText("LDA की सूची में अवैध या अनियोजित");
  await expect(page.getByRole("button", { name: "चुनी हुई मंज़ूर करें" })).toBeVisible();
  await keepScreenshot(hindi, "test-results/queue-lda-1280-hi.png");
  expect(plot).toBeTruthy();
});

test("on a phone, /profile/settings#mobile opens below the top bar, and the status pills never wrap (B15)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const account = newAccount("Client");
  await registerAccount(page, account);
  await login(page, account);
  await page.goto("/profile/settings#mobile");
  const bar = await page.locator("header").first().boundingBox();
  const section = await page.locator("#mobile").boundingBox();
  expect(section?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  for (const text of ["Not verified", "Not confirmed"]) {
    const pill = page.getByText(text, { exact: true });
    const box = await pill.boundingBox();
    const lineHeight = await pill.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    // One line: no taller than one line and its padding.
    expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.8);
  }
  await keepScreenshot(page, "test-results/settings-mobile-anchor-390.png");
});
