import { expect, test } from "@playwright/test";
import { measurePage, overBudget, PAGE_BUDGET, type PageWeight, weightTable } from "../../scripts/page-weights";
import { newAccount, signUpVerified } from "./fixtures";

// Measured, not computed: each page is loaded in a fresh context (empty cache) and every
// script and stylesheet byte the browser receives is counted, chunks loaded after render
// included (scripts/page-weights.ts). Every public page is measured as it is checked
// (every-public-page.spec.ts); here, the pages a member opens signed in.
test(`the signed-in pages load at most ${PAGE_BUDGET.pageKb} kB of JavaScript beside the ${PAGE_BUDGET.frameworkKb} kB framework, as sent`, async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The wizard as a signed-in member fills it in.
  const member = newAccount("Owner");
  await signUpVerified(page, member);
  const storageState = await page.context().storageState();

  const weights: PageWeight[] = await Promise.all(
    ["/Postlisting", "/profile", "/hi/Postlisting"].map((url) =>
      measurePage(browser, new URL(url, baseURL).href, {
        storageState,
        // Signed in: the page itself, not the login page it would send a visitor to.
        inspect: async (opened) => expect(new URL(opened.url()).pathname).toBe(url),
      }),
    ),
  );
  console.log(weightTable(weights));
  for (const weight of weights) {
    expect(weight.frameworkBytes, `${weight.url}: the framework chunk is counted`).toBeGreaterThan(50_000);
  }
  expect(overBudget(weights)).toEqual([]);
});
