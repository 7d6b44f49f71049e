import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

for (const path of ["/", "/contact", "/city", "/buy"]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle").catch(() => {});
    expect(await seriousViolations(page)).toEqual([]);
  });
}
