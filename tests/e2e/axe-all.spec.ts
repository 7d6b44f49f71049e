import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtRoutes, RULES, sampleIds } from "./route-table";

// An accessibility check (axe, WCAG 2.1 AA) of every public page of the route table, on a
// phone-sized and a desktop screen: no serious or critical violations.

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 740 },
]) {
  test(`every public page passes axe (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const ids = await sampleIds(request);
    const routes = (await builtRoutes()).filter((route) => route.hasPage && RULES[route.id]?.get === "public");
    const problems: string[] = [];
    for (const route of routes) {
      const url = RULES[route.id]?.url?.(ids) ?? route.pattern;
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const violation of results.violations) {
        if (violation.impact === "serious" || violation.impact === "critical") {
          problems.push(
            `${url}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
          );
        }
      }
    }
    expect(routes.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
}

test("the Hindi pages pass axe (phone)", async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const ids = await sampleIds(request);
  const routes = (await builtRoutes()).filter((route) => route.hasPage && RULES[route.id]?.get === "public");
  const problems: string[] = [];
  for (const route of routes) {
    const path = RULES[route.id]?.url?.(ids) ?? route.pattern;
    const url = path === "/" ? "/hi" : `/hi${path}`;
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    for (const violation of results.violations) {
      if (violation.impact === "serious" || violation.impact === "critical")
        problems.push(
          `${url}: ${violation.id} (${violation.impact}) ${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
        );
    }
  }
  expect(routes.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
