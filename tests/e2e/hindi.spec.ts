import { expect, test } from "./fixtures";
import { sampleIds } from "./route-table";

// Hindi under /hi (decision 028): the same pages, another language, nothing added to English.

test.describe("Hindi", () => {
  test("the language switch keeps the listing, and Hindi pages stay under /hi", async ({ page, request }) => {
    const { property } = await sampleIds(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/listing-detail?id=${property}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Read this page in हिन्दी" }).click();
    await page.waitForURL(`**/hi/listing-detail?id=${property}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/listing-detail\?id=/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      new RegExp(`/listing-detail\\?id=${property}$`),
    );

    // Hydrated in Hindi: the menu opens, and its links stay in Hindi.
    await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    // The menu's link (the footer has one of the same name).
    await page.getByRole("navigation", { name: "मोबाइल" }).getByRole("link", { name: "हमारे बारे में" }).click();
    await page.waitForURL("**/hi/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

    // And back to English, on the same page.
    await page.goto("/hi/Search?city=Lucknow&bhk=3");
    await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute("href", "/Search?city=Lucknow&bhk=3");
  });

  test("an English page loads no catalogue and no Devanagari font; a Hindi page loads both", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(asked.filter((path) => /catalog|devanagari/i.test(path))).toEqual([]);

    asked.length = 0;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/hi");
    await page.waitForLoadState("networkidle");
    expect(asked.some((path) => /^\/resources\/catalog\/hi\.[0-9a-f]{12}\.json$/.test(path))).toBe(true);
    expect(asked.some((path) => /devanagari.*\.css$/.test(path))).toBe(true);
    // One Devanagari face (decision 040), not a face per weight.
    expect(asked.filter((path) => /devanagari.*\.woff2$/.test(path))).toEqual([
      expect.stringMatching(/^\/assets\/devanagari-[\w-]+\.woff2$/),
    ]);
    // The Devanagari face is ready (downloaded, or the machine's own copy).
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "हिन्दी"))).toBe(true);
    // The catalogue came before hydration: no mismatch, and the page answers in Hindi.
    expect(errors).toEqual([]);
    // With reduced motion (the tests' setting) the slideshow waits to be played.
    await page.getByRole("button", { name: "स्लाइडशो चलाएँ" }).click();
    await expect(page.getByRole("button", { name: "स्लाइडशो रोकें" })).toBeVisible();
  });

  test("an English page draws the switch's हिन्दी with real letters, not boxes, on a machine with no Devanagari font", async ({
    page,
  }) => {
    await page.goto("/about");
    const word = page.getByRole("banner").getByRole("link", { name: "Read this page in हिन्दी" });
    await expect(word).toHaveText("हिन्दी");
    await page.evaluate(() => document.fonts.ready);
    // The fonts Chromium drew the word with, as its layout engine reports them.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: 'header a[hreflang="hi"] span[lang="hi"]',
    });
    await cdp.send("CSS.enable");
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: nodeIds[0] as number });
    const drawnWith = fonts.map((font) => font.familyName);
    // This machine has no Devanagari font (CI installs none), so the word's own face draws it;
    // elsewhere a font of the device's may come first. Either way, never a face without the letters.
    expect(drawnWith.length, drawnWith.join(", ")).toBeGreaterThan(0);
    for (const family of drawnWith)
      expect(family).toMatch(/Awadh Hindi Word|Devanagari|Mangal|Kohinoor|Lohit|Hind|Nirmala/);
  });

  test("the home page speaks Hindi, and its search box stays in Hindi", async ({ page }) => {
    await page.goto("/hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("घर वैसा, जैसा आपका रहन-सहन।");
    const box = page.getByRole("searchbox");
    await box.fill("3 BHK");
    await box.press("Enter");
    await page.waitForURL(/\/hi\/Search\?/);
  });

  test("the search box reads Hindi: “3 BHK, 40–60 लाख” becomes the same filters, with Hindi chips", async ({
    page,
  }) => {
    await page.goto("/hi/Search");
    const box = page.getByRole("searchbox").first();
    await box.fill("3 BHK, 40–60 लाख");
    await box.press("Enter");
    await page.waitForURL(/\/hi\/Search\?.*bhk=3/);
    const url = new URL(page.url());
    expect(url.searchParams.get("bhk")).toBe("3");
    expect(url.searchParams.get("budgetMin")).toBe("4000000");
    expect(url.searchParams.get("budgetMax")).toBe("6000000");
    await expect(page.locator("main")).toContainText("लाख");
  });

  test("the sitemap lists each page in both languages", async ({ request }) => {
    const xml = await (await request.get("/sitemaps/pages.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/hi\/about<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/about<\/loc>/);
    expect(xml).toContain('hreflang="hi-IN"');
  });
});
