import { expect, test } from "@playwright/test";
import { seriousViolations, WCAG_AA } from "./axe";
import { hydrated } from "./fixtures";
import { builtRoutes, RULES, sampleIds } from "./route-table";

// An accessibility check (axe, WCAG 2.1 AA) of every public page of the route table, on a
// desktop and a phone-sized screen, and of their Hindi pages on a phone: no serious or
// critical violations. The pages are checked in groups, so that the groups share the workers.

const GROUPS = 4;
const VARIANTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 }, hindi: false },
  { name: "phone", viewport: { width: 375, height: 740 }, hindi: false },
  { name: "Hindi, phone", viewport: { width: 375, height: 740 }, hindi: true },
];

async function publicRoutes() {
  return (await builtRoutes()).filter((route) => route.hasPage && RULES[route.id]?.get === "public");
}

test("the public pages to check are the route table's", async () => {
  expect((await publicRoutes()).length).toBeGreaterThan(20);
});

for (const variant of VARIANTS) {
  for (let group = 0; group < GROUPS; group++) {
    test(`every public page passes axe (${variant.name}, group ${group + 1} of ${GROUPS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(variant.viewport);
      const ids = await sampleIds(request);
      const routes = (await publicRoutes()).filter((_, index) => index % GROUPS === group);
      const problems: string[] = [];
      for (const route of routes) {
        const path = RULES[route.id]?.url?.(ids) ?? route.pattern;
        const url = !variant.hindi ? path : path === "/" ? "/hi" : `/hi${path}`;
        await page.goto(url);
        await hydrated(page);
        for (const problem of await seriousViolations(page, WCAG_AA)) problems.push(`${url}: ${problem}`);
      }
      expect(routes.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
}
