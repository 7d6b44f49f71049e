import fs from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { COLUMN_KEYS } from "#app/modules/properties/import/columns";
import { axe, WCAG_AA } from "../../axe";
import { expect, test } from "../../fixtures";
import { keepScreenshot } from "../../screenshots";

/**
 * The bulk import as a poster meets it: the profile's link, the template downloaded, a file
 * with a refused row previewed (line, column, the wizard's message), the refusals downloaded,
 * applied by the job queue with its progress, the results; a photo address inside a private
 * network refused on its row. In English on a desktop and in Hindi on a phone.
 */
const VARIANTS = [
  {
    name: "English, 1280 px",
    viewport: { width: 1280, height: 900 },
    base: "",
    words: {
      link: "Import listings",
      preview: "Preview",
      apply: /Apply the 3 new and changed rows/,
      city: "City",
      cityMessage: "Choose one of our cities.",
      results: "Download the results (CSV)",
      refusals: "Download the refused rows (CSV)",
      sent: "Sent for approval",
      allDone: "3 of 3 rows done, 0 left.",
      privatePhoto: "Photo 1 was not added: The photo's address points inside a private network",
      myListings: "My listings (CSV)",
      myListingsExcel: "My listings (Excel)",
      sentWords: "Waiting for approval",
      keysLink: "API keys",
      keyName: "Name of the key",
      makeKey: "Make a key",
      yourKeys: "Your keys",
      revoke: "Revoke",
      revoked: "The key is revoked: requests with it are refused from now on.",
      leadsLink: "Leads to your CRM",
      leadsAddress: "Address that receives leads (https)",
      saveAddress: "Save the address",
      privateAddress: "This address points inside a private network, which we do not send to.",
      notHttps: "Give an address that begins with https://.",
      feedLink: "Nightly feed",
      feedAddress: "Address of your feed (https)",
      saveFeed: "Save the feed",
      feedPrivate: "The feed's address points inside a private network, which we do not fetch from.",
      feedNotHttps: "The feed's address must begin with https://.",
      feedNotYet: "Not fetched yet: the first fetch is tonight at 1:00.",
    },
  },
  {
    name: "Hindi, 390 px",
    viewport: { width: 390, height: 844 },
    base: "/hi",
    words: {
      link: "लिस्टिंग इम्पोर्ट करें",
      preview: "झलक देखें",
      apply: /3 नई और बदली पंक्तियाँ लागू करें/,
      city: "शहर",
      cityMessage: "हमारे शहरों में से कोई एक चुनें।",
      results: "नतीजे डाउनलोड करें (CSV)",
      refusals: "नामंज़ूर पंक्तियाँ डाउनलोड करें (CSV)",
      sent: "मंज़ूरी के लिए भेजी गई",
      allDone: "3 में से 3 पंक्तियाँ हो गईं, 0 बाक़ी।",
      privatePhoto: "फ़ोटो 1 नहीं जुड़ी: फ़ोटो का पता किसी निजी नेटवर्क के अंदर का है",
      myListings: "मेरी लिस्टिंग (CSV)",
      myListingsExcel: "मेरी लिस्टिंग (Excel)",
      sentWords: "मंज़ूरी के इंतज़ार में",
      keysLink: "API कुंजियाँ",
      keyName: "कुंजी का नाम",
      makeKey: "कुंजी बनाएँ",
      yourKeys: "आपकी कुंजियाँ",
      revoke: "रद्द करें",
      revoked: "कुंजी रद्द हो गई: अब से इसके साथ आए अनुरोध ठुकरा दिए जाएँगे।",
      leadsLink: "आपके CRM को लीड",
      leadsAddress: "लीड पाने वाला पता (https)",
      saveAddress: "पता सहेजें",
      privateAddress: "यह पता किसी निजी नेटवर्क के अंदर का है, जहाँ हम नहीं भेजते।",
      notHttps: "ऐसा पता दें जो https:// से शुरू हो।",
      feedLink: "रात की फ़ीड",
      feedAddress: "आपकी फ़ीड का पता (https)",
      saveFeed: "फ़ीड सहेजें",
      feedPrivate: "फ़ीड का पता किसी निजी नेटवर्क के अंदर का है; वहाँ से हम फ़ाइल नहीं लाते।",
      feedNotHttps: "फ़ीड का पता https:// से शुरू होना चाहिए।",
      feedNotYet: "अभी नहीं लाई गई: पहली बार आज रात 1:00 बजे लाई जाएगी।",
    },
  },
] as const;

function csv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",")).join("\r\n")}\r\n`;
}

for (const variant of VARIANTS) {
  test(`a poster imports a spreadsheet: preview, refusals, apply, progress and results (${variant.name})`, async ({
    page,
    signedIn,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { words, base } = variant;
    const shot = async (name: string) => {
      // Nothing wider than the screen: a phone scrolls only down.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        variant.viewport.width,
      );
      await keepScreenshot(page, testInfo.outputPath(`${name}-${variant.viewport.width}.png`), { fullPage: true });
    };
    await page.setViewportSize(variant.viewport);
    await signedIn("Agent");
    await page.goto(`${base}/profile`);
    await page.getByRole("link", { name: words.link }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${base}/profile/import$`));
    await expect(page.getByRole("heading", { level: 1, name: words.link })).toBeVisible();

    // The template in the page's language: its header and its example row, made into a file.
    const template = await page.request.get(`${base}/profile/import/file?kind=template`);
    expect(template.status()).toBe(200);
    const [header = [], example = []] = parse(await template.text(), { bom: true }) as string[][];
    const column = (index: number) => (row: string[], value: string) => {
      row[index] = value;
      return row;
    };
    const stamp = Date.now();
    const rows = [1, 2, 3, 4].map((n) => {
      const row = [...example];
      column(0)(row, `REF-${stamp}-${n}`);
      column(header.length - 1)(row, "");
      column(COLUMN_KEYS.indexOf("projectBuildingName"))(row, `Import Tower ${stamp} ${n}`);
      return row;
    });
    // Line 4 is refused (a city the site does not list); line 5 names a photo on a private address.
    column(COLUMN_KEYS.indexOf("city"))(rows[2] as string[], "Atlantis");
    column(header.length - 1)(rows[3] as string[], "https://10.0.0.1/front.jpg");
    const file = testInfo.outputPath("listings.csv");
    fs.writeFileSync(file, `\uFEFF${csv([header, ...rows])}`);

    await page.locator('input[type="file"]').setInputFiles(file);
    await shot("import-upload");
    await page.getByRole("button", { name: words.preview }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${base}/profile/import/[0-9a-f-]{36}$`));
    const counts = page.getByTestId("import-counts");
    await expect(counts.locator('[data-count="new"] dd')).toHaveText("3");
    await expect(counts.locator('[data-count="refused"] dd')).toHaveText("1");
    const refused = page.getByTestId("refused-rows");
    const line = refused.getByRole("row").filter({ hasText: `REF-${stamp}-3` });
    await expect(line.getByRole("cell").nth(0)).toHaveText("4");
    await expect(line.getByRole("cell").nth(2)).toHaveText(words.city);
    await expect(line.getByRole("cell").nth(3)).toHaveText(words.cityMessage);
    expect((await axe(page, WCAG_AA).analyze()).violations).toEqual([]);
    await shot("import-preview");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: words.refusals }).click();
    const refusals = fs.readFileSync((await (await download).path()) ?? "", "utf8");
    expect(refusals).toContain(`4,REF-${stamp}-3,${words.city}`);

    // Applied by the job queue: the page follows its progress until the results are there.
    await page.getByRole("button", { name: words.apply }).click();
    await expect(page.getByTestId("import-progress")).toBeVisible();
    await expect(page.getByRole("link", { name: words.results })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId("import-progress").locator("progress")).toHaveAttribute("value", "3");
    const results = page.getByTestId("import-results");
    await expect(results.getByRole("listitem")).toHaveCount(3);
    await expect(results.getByRole("listitem").filter({ hasText: words.sent })).toHaveCount(3);
    await expect(page.getByTestId("import-progress")).toContainText(words.allDone);
    await expect(results.getByRole("listitem").filter({ hasText: `REF-${stamp}-4` })).toContainText(words.privatePhoto);
    await shot("import-done");

    // The listings go back to the spreadsheet: each with its reference, its address and its state.
    await page.goto(`${base}/profile/import`);
    await shot("import-listings-and-leads");
    const mine = page.waitForEvent("download");
    await page.getByRole("link", { name: words.myListings }).click();
    const listings = parse(fs.readFileSync((await (await mine).path()) ?? "", "utf8"), { bom: true }) as string[][];
    const imported = listings.find((row) => row[0] === `REF-${stamp}-1`);
    expect(imported?.[1]).toBe(`Import Tower ${stamp} 1`);
    expect(imported?.[2]).toMatch(new RegExp(`${base}/listing-detail\\?id=[0-9a-f-]{36}$`));
    expect(imported?.[3]).toBe(words.sentWords);
    // The same as an Excel workbook.
    const workbook = page.waitForEvent("download");
    await page.getByRole("link", { name: words.myListingsExcel }).click();
    const sheet = (await readSheet(fs.readFileSync((await (await workbook).path()) ?? ""))) as unknown[][];
    expect(sheet.find((row) => row[0] === `REF-${stamp}-1`)?.[1]).toBe(`Import Tower ${stamp} 1`);
  });
}

/** An Agent on the import page follows one of "Connect your CRM"'s links to its page. */
async function openCrmPage(
  page: Page,
  signedIn: (role: "Agent") => Promise<unknown>,
  variant: (typeof VARIANTS)[number],
  link: string,
  path: string,
) {
  await page.setViewportSize(variant.viewport);
  await signedIn("Agent");
  await page.goto(`${variant.base}/profile/import`);
  await page.getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${variant.base}${path}$`));
}

for (const variant of VARIANTS) {
  test(`a poster makes an API key for a CRM, sees it once, and revokes it (${variant.name})`, async ({
    page,
    signedIn,
  }, testInfo) => {
    const { words } = variant;
    await openCrmPage(page, signedIn, variant, words.keysLink, "/profile/import/keys");
    await page.getByLabel(words.keyName).fill("Office CRM");
    await page.getByRole("button", { name: words.makeKey }).click();
    const key = await page.getByTestId("new-api-key").inputValue();
    expect(key).toMatch(/^ae_[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.viewport.width);
    expect((await axe(page, WCAG_AA).analyze()).violations).toEqual([]);
    await keepScreenshot(page, testInfo.outputPath(`api-key-made-${variant.viewport.width}.png`), { fullPage: true });

    // The key opens the API; the page never shows it again.
    const listings = await page.request.get("/api/v1/listings", { headers: { authorization: `Bearer ${key}` } });
    expect(listings.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("new-api-key")).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    const row = page.getByTestId("api-keys").getByRole("listitem").filter({ hasText: "Office CRM" });
    await expect(row).toContainText(key.slice(0, 9));

    await row.getByRole("button", { name: words.revoke }).click();
    await expect(page.getByText(words.revoked)).toBeVisible();
    await keepScreenshot(page, testInfo.outputPath(`api-key-revoked-${variant.viewport.width}.png`), {
      fullPage: true,
    });
    const refused = await page.request.get("/api/v1/listings", { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
  });
}

for (const variant of VARIANTS) {
  test(`a poster's leads go to their CRM only at a public https address (${variant.name})`, async ({
    page,
    signedIn,
  }, testInfo) => {
    const { words } = variant;
    await openCrmPage(page, signedIn, variant, words.leadsLink, "/profile/import/webhook");
    const address = page.getByLabel(words.leadsAddress);
    // An address inside a private network (a cloud's metadata service) is refused, with why.
    await address.fill("https://169.254.169.254/latest");
    await page.getByRole("button", { name: words.saveAddress }).click();
    await expect(page.getByText(words.privateAddress)).toBeVisible();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.viewport.width);
    expect((await axe(page, WCAG_AA).analyze()).violations).toEqual([]);
    await keepScreenshot(page, testInfo.outputPath(`lead-webhook-refused-${variant.viewport.width}.png`), {
      fullPage: true,
    });
    // Past the browser's own check of the field, the server refuses an address that is not https.
    await address.evaluate((input) => input.setAttribute("type", "text"));
    await address.fill("http://crm.example.in/leads");
    await page.getByRole("button", { name: words.saveAddress }).click();
    await expect(page.getByText(words.notHttps)).toBeVisible();
  });
}

for (const variant of VARIANTS) {
  test(`a poster's nightly feed is fetched only from a public https address (${variant.name})`, async ({
    page,
    signedIn,
  }, testInfo) => {
    const { words } = variant;
    await openCrmPage(page, signedIn, variant, words.feedLink, "/profile/import/feed");
    await expect(page.getByText(words.feedNotYet)).toBeVisible();
    const address = page.getByLabel(words.feedAddress);
    // A feed inside a private network is refused, with why; nothing is kept.
    await address.fill("https://10.1.2.3/listings.csv");
    await page.getByRole("button", { name: words.saveFeed }).click();
    await expect(page.getByText(words.feedPrivate)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.viewport.width);
    expect((await axe(page, WCAG_AA).analyze()).violations).toEqual([]);
    await keepScreenshot(page, testInfo.outputPath(`feed-refused-${variant.viewport.width}.png`), { fullPage: true });
    await page.reload();
    await expect(page.getByLabel(words.feedAddress)).toHaveValue("");
    // Past the browser's own check of the field, the server refuses an address that is not https.
    await address.evaluate((input) => input.setAttribute("type", "text"));
    await address.fill("http://crm.example.in/listings.csv");
    await page.getByRole("button", { name: words.saveFeed }).click();
    await expect(page.getByText(words.feedNotHttps)).toBeVisible();
  });
}
