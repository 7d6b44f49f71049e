import { expect, test } from "@playwright/test";
import { BUDGET, routeWeights } from "../../scripts/route-weights.js";

interface Weight {
  id: string;
  jsKb: number;
  cssKb: number;
}

// Deterministic: computed from the build's manifest, not measured in a browser.
test(`every page loads at most ${BUDGET.jsKb} kB of JavaScript and ${BUDGET.cssKb} kB of CSS (gzipped)`, async () => {
  const weights = (await routeWeights()) as Weight[];
  expect(weights.length).toBeGreaterThan(30);
  const over = weights
    .filter((w) => w.jsKb > BUDGET.jsKb || w.cssKb > BUDGET.cssKb)
    .map((w) => `${w.id}: ${w.jsKb.toFixed(1)} kB JS, ${w.cssKb.toFixed(1)} kB CSS`);
  expect(over).toEqual([]);
  const heaviest = weights[0] as Weight;
  console.log(`heaviest page: ${heaviest.id}, ${heaviest.jsKb.toFixed(1)} kB of JavaScript`);
});
