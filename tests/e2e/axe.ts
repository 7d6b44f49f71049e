import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA: the rules every page is held to (every-public-page.spec.ts). */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's minified build, the same rules: the builder's default is the 1.5 MB readable one,
 * sent through the browser and compiled again in every fresh page (about a seventh of a
 * check's CPU on this machine).
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe on the page as it is now. Legacy mode runs axe once in the page (and its same-origin
 * frames): about half the time of the default, which opens a page of its own to finish
 * every run. Without tags, every rule axe has (best practices included).
 */
export function axe(page: Page, tags?: string[], { describe = true } = {}): AxeBuilder {
  // Violations only: axe then keeps one example of what passed instead of every node, a
  // fifth less time on a long page. Without `describe`, no selector is worked out for the
  // elements found (another seventh).
  const options = describe
    ? { resultTypes: ["violations" as const] }
    : { resultTypes: ["violations" as const], selectors: false, ancestry: false, xpath: false };
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true).options(options);
  return tags ? builder.withTags(tags) : builder;
}

/**
 * The serious and critical violations, one line each: rule (impact) and the first elements.
 * Checked without selectors first (most pages have none to describe), then again with them.
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  const serious = (results: Awaited<ReturnType<AxeBuilder["analyze"]>>) =>
    results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  if (serious(await axe(page, tags, { describe: false }).analyze()).length === 0) return [];
  return serious(await axe(page, tags).analyze()).map(
    (violation) =>
      `${violation.id} (${violation.impact}) ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
