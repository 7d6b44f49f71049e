import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

for (const path of ["/", "/contact", "/city", "/buy"]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle").catch(() => {});
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
    expect(serious).toEqual([]);
  });
}
