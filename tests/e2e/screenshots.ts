import type { Locator, Page } from "@playwright/test";

/**
 * A screenshot for a person to look at, taken only when asked (E2E_SHOTS=1): each full page
 * costs the browser half a second to a second of a core, and the whole suite took some
 * hundred of them on every run that no one looked at. The stories' assertions never read
 * them.
 */
export async function keepScreenshot(
  target: Page | Locator,
  path: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await target.screenshot({ path, ...(fullPage && "goto" in target ? { fullPage } : {}) });
}
