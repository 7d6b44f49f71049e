import type { Page } from "@playwright/test";
import { expect, login, newAccount, ownerWithLiveListing, signUpVerified, test } from "./fixtures";
import { latinAmountsOn } from "./hindi-words";
import { sampleIds } from "./route-table";

// No English interface text on the Hindi pages people use most (issue 28): every text the
// page shows or reads out (text, alt, aria-label, placeholder, title) is checked, except
// what is marked translate="no" (user content: titles, descriptions, names, addresses; brand names).

/** Latin words that are the same in Hindi: abbreviations, units people write in English, brand names. */
const SAME_IN_HINDI = new Set([
  ...["BHK", "RK", "RERA", "LDA", "PG", "ATM", "OTP", "Wi-Fi", "English"],
  ...["WhatsApp", "Facebook", "Instagram", "LinkedIn", "Twitter", "YouTube"],
  // File types and an example RERA number, as people meet them.
  ...["JPEG", "PNG", "WebP", "HEIC", "UPRERAPRJ"],
]);

/** English words on the page outside user content; `own` are the signed-in person's own words (their name). */
async function englishOn(page: Page, own: string[] = []): Promise<string[]> {
  return page.evaluate(
    ([same, mine]) => {
      const found = new Set<string>();
      // What is marked not to translate (names, places, addresses) is also left out where it
      // is quoted inside a sentence ("Gomti Greens को शॉर्टलिस्ट करें"), as are e-mail addresses
      // and the brand in the page's title.
      const kept = [...document.querySelectorAll('[translate="no"]')]
        .flatMap((element) => [element.textContent ?? "", element.getAttribute("title") ?? ""])
        .map((text) => text.trim().replace(/\.\.\.$/, ""))
        .concat(mine)
        .filter((text) => text.length > 2)
        .sort((a, b) => b.length - a.length);
      const english = (text: string) =>
        (
          kept
            .reduce((rest, name) => rest.split(name).join(" "), text)
            .replace(/\S+@\S+/g, " ")
            .match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? []
        ).filter((word) => !same.includes(word));
      const hidden = (element: Element) => element.closest('[translate="no"], script, style, noscript, template, svg');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || hidden(parent)) continue;
        const words = english(node.textContent ?? "");
        if (words.length) found.add(`${parent.tagName.toLowerCase()}: ${node.textContent?.trim().slice(0, 80)}`);
      }
      for (const element of document.body.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
        if (hidden(element)) continue;
        for (const name of ["alt", "aria-label", "placeholder", "title"]) {
          const value = element.getAttribute(name);
          if (value && english(value).length)
            found.add(`${element.tagName.toLowerCase()}[${name}]: ${value.slice(0, 80)}`);
        }
      }
      const title = document.title.split("|")[0] ?? "";
      if (english(title).length) found.add(`title: ${document.title}`);
      return [...found];
    },
    [[...SAME_IN_HINDI], own] as const,
  );
}

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
    const { name } = await signedIn("Owner");
    const left: string[] = [];
    for (const path of ["/hi/Postlisting", "/hi/PropertyDetails", "/hi/profile"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      for (const line of await englishOn(page, [name])) left.push(`${path} ${line}`);
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
      for (const line of await englishOn(page, [owner.name])) left.push(`${path} ${line}`);
    };
    await check("/hi/messages");
    await page.getByTestId("conversation").first().getByRole("link").click();
    await page.waitForURL(/\/hi\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("masked-note")).toHaveText(
      "जब तक आप दोनों संपर्क शेयर करने पर सहमत नहीं होते, नंबर और ई-मेल पते छिपे रहते हैं।",
    );
    await page.screenshot({ path: "test-results/conversation-hindi.png", fullPage: true });
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
