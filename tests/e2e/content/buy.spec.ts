import { expect, test } from "../fixtures";

test.describe("/buy", () => {
  test("searches title and location, with prices in rupees", async ({ page }) => {
    await page.goto("/buy");
    const cards = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(cards).toHaveText([
      "Riverside Villa with Private Lawn",
      "Skyline Penthouse, Hazratganj",
      "Restored Heritage Bungalow",
    ]);
    await expect(page.getByText("₹4,85,00,000")).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search by title or location" });
    await search.fill("kanpur");
    await expect(cards).toHaveText(["Restored Heritage Bungalow"]);
    await search.fill("penthouse");
    await expect(cards).toHaveText(["Skyline Penthouse, Hazratganj"]);
    await search.fill("goa");
    await expect(page.getByText('No homes match "goa".')).toBeVisible();
    await search.fill("Lucknow");
    await search.press("Enter");
    await expect(page).toHaveURL(/\?q=Lucknow$/);
    await expect(cards).toHaveCount(2);
  });

  test("a favourite survives a reload", async ({ page }) => {
    await page.goto("/buy");
    const favourite = page.getByRole("button", { name: "Favourite: Skyline Penthouse, Hazratganj" });
    await expect(favourite).toHaveAttribute("aria-pressed", "false");
    await favourite.click();
    await expect(favourite).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(favourite).toHaveAttribute("aria-pressed", "true");
    await favourite.click();
    await page.reload();
    await expect(favourite).toHaveAttribute("aria-pressed", "false");
  });

  test("the fullscreen gallery: arrows, thumbnails and the keyboard", async ({ page }) => {
    await page.goto("/buy");
    const opener = page.getByRole("button", { name: "View 3 photos of Riverside Villa with Private Lawn" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: /Riverside Villa with Private Lawn/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Photo 1 of 3");
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog).toContainText("Photo 2 of 3");
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText("Photo 3 of 3");
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText("Photo 1 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toContainText("Photo 3 of 3");
    await dialog.getByRole("button", { name: /^Show photo 2:/ }).click();
    await expect(dialog).toContainText("Photo 2 of 3");
    await expect(dialog.getByRole("button", { name: /^Show photo 2:/ })).toHaveAttribute("aria-current", "true");
    await expect(dialog.getByRole("img", { name: "The living room with a sofa and a tall window" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
