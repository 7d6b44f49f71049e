import { expect, test } from "@playwright/test";
import { seriousViolations, WCAG_AA } from "./axe";
import { hydrated } from "./fixtures";
import { latinAmountsOn } from "./hindi-words";
import { builtRoutes, RULES, sampleIds } from "./route-table";

// An accessibility check (axe) of every public page of the route table: no serious or
// critical violations. Each page is checked in English on a desktop, with every rule axe has
// (WCAG 2.1 A and AA and best practices), and in Hindi on a phone-sized screen (WCAG 2.1 AA),
// where no amount, unit or time is written in Latin script (hindi-words.ts): both languages
// and both layouts of every page, at two runs a page rather than four. The
// pages are checked in groups, so that the groups share the workers.

const GROUPS = 4;
const VARIANTS = [
  { name: "English, desktop", viewport: { width: 1280, height: 900 }, hindi: false, tags: undefined },
  { name: "Hindi, phone", viewport: { width: 375, height: 740 }, hindi: true, tags: WCAG_AA },
];

async function publicRoutes() {
  return (await builtRoutes()).filter((route) => route.hasPage && RULES[route.id]?.get === "public");
}

test("the public pages to check are the route table's", async () => {
  expect((await publicRoutes()).length).toBeGreaterThan(20);
});

for (const variant of VARIANTS) {
  for (let group = 0; group < GROUPS; group++) {
    const title = variant.hindi ? "passes axe and writes amounts, units and times in Hindi" : "passes axe";
    test(`every public page ${title} (${variant.name}, group ${group + 1} of ${GROUPS})`, async ({ page, request }) => {
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
        for (const problem of await seriousViolations(page, variant.tags)) problems.push(`${url}: ${problem}`);
        if (variant.hindi) for (const text of await latinAmountsOn(page)) problems.push(`${url}: in Latin: ${text}`);
      }
      expect(routes.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
}
