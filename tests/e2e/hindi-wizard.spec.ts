import { expect, noisyPhoto, test } from "./fixtures";

// Posting a property in Hindi (decision 028): the wizard's words, its checks, the photo
// upload's answers and the server's reply, all in Hindi under /hi.

test.describe("the posting wizard in Hindi", () => {
  test.setTimeout(120_000);

  test("a new Owner posts a property with a photo, in Hindi from start to end", async ({ page, signedIn }) => {
    await signedIn("Owner");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hi/postproperty");
    await expect(page.getByRole("heading", { level: 1, name: "अपनी संपत्ति पोस्ट करें" })).toBeVisible();
    await expect(page.locator("form[data-ready]")).toBeVisible();

    // Next on an empty first step: the step's check answers in Hindi, on step 1.
    await page.getByRole("button", { name: "अगला" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "संपत्ति का विवरण (चरण 1): लिस्टिंग का प्रकार चुनें" }),
    ).toBeVisible();

    await page.getByLabel("लिस्टिंग का प्रकार").selectOption("Sell");
    await page.getByLabel("संपत्ति की श्रेणी").selectOption("Residential");
    await page.getByRole("combobox", { name: "संपत्ति का प्रकार", exact: true }).selectOption("Flat/Apartment");
    await page.getByLabel("शहर").selectOption("Lucknow");
    await page.getByLabel("इलाक़ा").fill("गोमती नगर");
    await page.getByRole("button", { name: "अगला" }).click();
    await expect(page.getByRole("heading", { name: /अतिरिक्त जानकारी/ })).toBeVisible();
    await page.getByLabel("बेडरूम").selectOption({ label: "3 BHK" });
    await page.getByLabel("क़ीमत (₹)").fill("9800000");
    await expect(page.getByTestId("amount-preview")).toHaveText("₹98 लाख");
    await page.getByRole("button", { name: "अगला" }).click();
    await page.getByRole("checkbox", { name: "पार्किंग" }).check();
    await page.getByRole("button", { name: "अगला" }).click();

    await page.getByLabel("फ़ोटो जोड़ें").setInputFiles([await noisyPhoto("front.jpg", 11)]);
    await expect(page.getByRole("status").filter({ hasText: "फ़ोटो सफलतापूर्वक अपलोड हो गईं!" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText("1 फ़ोटो जोड़ी गई")).toBeVisible();

    await page.getByRole("button", { name: "संपत्ति भेजें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "संपत्ति सफलतापूर्वक भेज दी गई!" })).toBeVisible();
    // The new listing's page, in Hindi, which says it waits for review.
    await page.waitForURL(/\/hi\/listing-detail\?id=[0-9a-f-]{36}&posted=1$/);
  });
});
