import { expect, test } from "@playwright/test";
import { measurePage, overBudget, PAGE_BUDGET, type PageWeight, weightTable } from "../../scripts/page-weights";
import { login, newAccount, registerAccount } from "./fixtures";
import { publicPages } from "./route-table";

// Measured, not computed: each page is loaded in a fresh context (empty cache) and every
// script and stylesheet byte the browser receives is counted, chunks loaded after render
// included (scripts/page-weights.ts).
test(`every page loads at most ${PAGE_BUDGET.pageKb} kB of JavaScript beside the ${PAGE_BUDGET.frameworkKb} kB framework, as sent`, async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const urls = await publicPages(request);
  expect(urls.length).toBeGreaterThan(25);

  // The wizard as a signed-in member fills it in.
  const member = newAccount("Owner");
  await registerAccount(page, member);
  await login(page, member);
  const storageState = await page.context().storageState();
  const signedIn = ["/Postlisting", "/profile"];

  // Hindi pages (decision 028) carry the same code; their catalogue is data, not script.
  const hindi = urls
    .filter((url) =>
      /^\/(\?|$)|^\/(Search|listing-detail|properties|NewProject|contact|about|PropertyDetails)/.test(url),
    )
    .map((url) => (url === "/" ? "/hi" : `/hi${url}`));
  expect(hindi.length).toBeGreaterThan(5);

  const weights: PageWeight[] = [];
  for (const url of [...urls, ...hindi]) weights.push(await measurePage(browser, new URL(url, baseURL).href));
  for (const url of [...signedIn, "/hi/Postlisting"])
    weights.push(await measurePage(browser, new URL(url, baseURL).href, { storageState }));
  console.log(weightTable(weights));

  const home = weights.find((weight) => new URL(weight.url).pathname === "/") as PageWeight;
  expect(home.frameworkBytes, "the framework chunk is counted").toBeGreaterThan(50_000);
  expect(home.files.length).toBeGreaterThan(5);
  expect(overBudget(weights)).toEqual([]);
});
