import type { Page } from "@playwright/test";
import { expect, login, newAccount, ownerWithLiveListing, signUpVerified, test } from "./fixtures";
import { latinAmountsOn, latinWordsOn } from "./hindi-words";
import { sampleIds } from "./route-table";
import { keepScreenshot } from "./screenshots";

// No English interface text on the Hindi pages people use most (issue 28): every text the
// page shows or reads out (text, alt, aria-label, placeholder, title) is checked, except
// what is marked translate="no" (user content: titles, descriptions, names, addresses). The
// whole review of issue 57, page by page, is hindi-review.spec.ts.

/**
 * English left on a Hindi page: Latin words outside the allowed terms and outside what the
 * page marks as names (hindi-words.ts). The signed-in person's own name is marked too.
 */
const englishOn = (page: Page) => latinWordsOn(page);

test.describe("Hindi pages", () => {
  test("home, search, a listing, a place page and contact have no English interface text", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { property } = await sampleIds(request);
    const left: string[] = [];
    for (const path of [
      "/hi",
      "/hi/Search?city=Lucknow",
      `/hi/listing-detail?id=${property}`,
      "/hi/properties/lucknow",
      "/hi/contact",
      "/hi/login",
      "/hi/sign",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      for (const line of await englishOn(page)) left.push(`${path} ${line}`);
      // The home page's title says what the site is in Hindi too (not the brand alone); a
      // listing's title is its own name.
      if (path === "/hi" && !/[\u0900-\u097f]/.test(await page.title()))
        left.push(`${path} title: ${await page.title()}`);
    }
    expect(left).toEqual([]);
  });

  test("a known locality has one name on a Hindi page: the card, the heading, the breadcrumb and the facts", async ({
    page,
  }) => {
    // A demo listing in Gomti Nagar Extension: गोमती नगर एक्सटेंशन on every part of the page.
    const NAME = "Gomti Greens 3 BHK Apartment";
    const HINDI = "गोमती नगर एक्सटेंशन";
    await page.goto("/hi/Search?city=Lucknow&locality=Gomti+Nagar+Extension");
    const card = page.getByTestId("property-card").filter({ hasText: NAME });
    await expect(card).toContainText(`${HINDI}, लखनऊ`);
    await expect(card).not.toContainText("Nagar Extension");
    await card.getByRole("link", { name: /और जानें/ }).click();
    await expect(page).toHaveURL(/\/hi\/listing-detail\?id=/);
    // Under the name, in the breadcrumb and in the facts.
    await expect(
      page.getByRole("heading", { level: 1, name: NAME }).locator("xpath=following-sibling::p[1]"),
    ).toHaveText(`${HINDI}, लखनऊ`);
    await expect(page.getByRole("navigation", { name: "आप यहाँ हैं" })).toContainText(HINDI);
    const facts = page.getByTestId("property-facts");
    await expect(facts).toContainText(HINDI);
    await expect(facts).not.toContainText("Nagar Extension");
  });

  test("the wizard and the profile have no English interface text", async ({ page, signedIn }) => {
    test.setTimeout(120_000);
    await signedIn("Owner");
    const left: string[] = [];
    for (const path of ["/hi/Postlisting", "/hi/PropertyDetails", "/hi/profile"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      for (const line of await englishOn(page)) left.push(`${path} ${line}`);
      for (const line of await latinAmountsOn(page)) left.push(`${path} in Latin: ${line}`);
    }
    expect(left).toEqual([]);
  });

  test("the messages, a conversation and the visit hours have no English interface text", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { owner, id } = await ownerWithLiveListing(page, browser, `Gomti Greens ${Date.now().toString(36)}`, {
      locality: "Aliganj",
      contactNumber: "9721045673",
    });
    const seeker = newAccount("Client");
    const context = await browser.newContext();
    const seekerPage = await context.newPage();
    await signUpVerified(seekerPage, seeker);
    const sent = await seekerPage.request.post(`/listing-detail?id=${id}`, {
      form: {
        intent: "enquire",
        name: seeker.name,
        email: seeker.email,
        mobileNumber: "9000000000",
        message: "Is parking included? 98390 12210",
      },
    });
    expect(sent.status()).toBe(200);
    await context.close();

    await login(page, owner);
    await page.goto("/hi/messages");
    const left: string[] = [];
    const check = async (path: string) => {
      await page.waitForLoadState("networkidle");
      for (const line of await englishOn(page)) left.push(`${path} ${line}`);
    };
    await check("/hi/messages");
    await page.getByTestId("conversation").first().getByRole("link").click();
    await page.waitForURL(/\/hi\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("masked-note")).toHaveText(
      "जब तक आप दोनों संपर्क शेयर करने पर सहमत नहीं होते, नंबर और ई-मेल पते छिपे रहते हैं।",
    );
    await keepScreenshot(page, "test-results/conversation-hindi.png", { fullPage: true });
    await check(new URL(page.url()).pathname);
    await page.goto("/hi/profile/visit-hours");
    await check("/hi/profile/visit-hours");
    expect(left).toEqual([]);
  });

  test("the admin desk writes amounts, units and times in Hindi", async ({ page, signedIn }) => {
    await signedIn("Admin");
    const left: string[] = [];
    for (const path of ["/hi/admin", "/hi/admin/Postproject", "/hi/admin/ProjectExplore", "/hi/profile"]) {
      await page.goto(path);
      for (const line of await latinAmountsOn(page)) left.push(`${path} ${line}`);
    }
    expect(left).toEqual([]);
  });
});
