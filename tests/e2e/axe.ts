import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA: the rules every page is held to (every-public-page.spec.ts). */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe on the page as it is now. Legacy mode runs axe once in the page (and its same-origin
 * frames): about half the time of the default, which opens a page of its own to finish
 * every run. Without tags, every rule axe has (best practices included).
 */
export function axe(page: Page, tags?: string[]): AxeBuilder {
  // Violations only: axe then keeps one example of what passed instead of every node, a
  // fifth less time on a long page.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  return tags ? builder.withTags(tags) : builder;
}

/** The serious and critical violations, one line each: rule (impact) and the first elements. */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  const results = await axe(page, tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
