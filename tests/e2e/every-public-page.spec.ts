import { expect, test } from "@playwright/test";
import {
  measurePage,
  overBudget,
  PAGE_BUDGET,
  type PageWeight,
  weighingTab,
  weightTable,
} from "../../scripts/page-weights";
import { seriousViolations, WCAG_AA } from "./axe";
import { hydrated } from "./fixtures";
import { latinAmountsOn } from "./hindi-words";
import { builtRoutes, type RouteInfo, RULES, sampleIds } from "./route-table";

// Every public page of the route table (one for each page module), each loaded once per
// variant with an empty cache (a weighing tab: page-weights.ts), is checked for three things:
// - its weight as sent: every script and stylesheet byte the browser receives, chunks
//   loaded after render and while scrolling included (scripts/page-weights.ts), within the
//   JavaScript budget (decision 011; the signed-in pages are in budget.spec.ts);
// - accessibility (axe): no serious or critical violation. In English on a desktop with every
//   rule axe has (WCAG 2.1 A and AA and best practices); in Hindi on a phone-sized screen,
//   WCAG 2.1 AA;
// - on the Hindi pages, no amount, unit or time written in Latin script (hindi-words.ts).
// Both languages and both layouts of every page, at two loads a page rather than four.

// The groups share the workers.
test.describe.configure({ mode: "parallel" });

const GROUPS = 4;
const VARIANTS = [
  { name: "English, desktop", viewport: { width: 1280, height: 900 }, hindi: false, tags: undefined },
  { name: "Hindi, phone", viewport: { width: 375, height: 740 }, hindi: true, tags: WCAG_AA },
];

/**
 * One route for each page module anyone may open: routes that share a module (the legal
 * pages, a place at each depth, the wizard's steps, a project under each city) draw the
 * same page and load the same code, so the one with the longest pattern stands for them.
 */
async function publicRoutes() {
  const byModule = new Map<string, RouteInfo>();
  for (const route of await builtRoutes()) {
    if (!route.hasPage || RULES[route.id]?.get !== "public") continue;
    const kept = byModule.get(route.module);
    if (!kept || route.pattern.length > kept.pattern.length) byModule.set(route.module, route);
  }
  return [...byModule.values()];
}

test("the accessibility check finds and names a serious violation when a page has one", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1><img src="/x.png"><a href="/"></a></main></body></html>',
  );
  const found = await seriousViolations(page);
  expect(found).toContainEqual(expect.stringMatching(/^image-alt \(critical\) img$/));
  expect(found).toContainEqual(expect.stringMatching(/^link-name \(serious\) a$/));
});

test("the public pages to check are the route table's", async () => {
  expect((await publicRoutes()).length).toBeGreaterThan(25);
});

for (const variant of VARIANTS) {
  for (let group = 0; group < GROUPS; group++) {
    const checks = variant.hindi
      ? `stays in the JavaScript budget, passes axe and writes amounts, units and times in Hindi`
      : `stays in the JavaScript budget (${PAGE_BUDGET.pageKb} kB beside the ${PAGE_BUDGET.frameworkKb} kB framework) and passes axe`;
    test(`every public page ${checks} (${variant.name}, group ${group + 1} of ${GROUPS})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const ids = await sampleIds(request);
      const routes = (await publicRoutes()).filter((_, index) => index % GROUPS === group);
      const problems: string[] = [];
      const weights: PageWeight[] = [];
      const tab = await weighingTab(browser, variant.viewport);
      for (const route of routes) {
        const path = RULES[route.id]?.url?.(ids) ?? route.pattern;
        const url = !variant.hindi ? path : path === "/" ? "/hi" : `/hi${path}`;
        const weight = await measurePage(browser, new URL(url, baseURL).href, {
          tab,
          inspect: async (page) => {
            await hydrated(page);
            for (const problem of await seriousViolations(page, variant.tags)) problems.push(`${url}: ${problem}`);
            if (variant.hindi)
              for (const text of await latinAmountsOn(page)) problems.push(`${url}: in Latin: ${text}`);
          },
        });
        weights.push(weight);
        if (url === "/") expect(weight.frameworkBytes, "the framework chunk is counted").toBeGreaterThan(50_000);
      }
      console.log(weightTable(weights));
      expect(routes.length).toBeGreaterThan(0);
      expect(weights.every((weight) => weight.files.length > 3)).toBe(true);
      // Every file came over the network, none from a cache (whose size reads as 0 or less).
      expect(weights.flatMap((weight) => weight.files.filter((file) => file.bytes <= 0))).toEqual([]);
      expect(problems).toEqual([]);
      expect(overBudget(weights)).toEqual([]);
    });
  }
}
