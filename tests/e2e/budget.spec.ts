import { expect, test } from "@playwright/test";
import { measurePage, overBudget, PAGE_BUDGET, type PageWeight, weightTable } from "../../scripts/page-weights";
import { login, newAccount, registerAccount } from "./fixtures";
import { publicPages } from "./route-table";

const AT_ONCE = 4;

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

  // Pages are measured a few at a time, each in its own context: most of a measurement is
  // waiting for the network to fall quiet.
  const jobs = [
    ...[...urls, ...hindi].map((url) => () => measurePage(browser, new URL(url, baseURL).href)),
    ...[...signedIn, "/hi/Postlisting"].map(
      (url) => () => measurePage(browser, new URL(url, baseURL).href, { storageState }),
    ),
  ];
  const weights: PageWeight[] = [];
  const queue = jobs.entries();
  const measurer = async () => {
    for (const [index, job] of queue) weights[index] = await job();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, measurer));
  console.log(weightTable(weights));

  const home = weights.find((weight) => new URL(weight.url).pathname === "/") as PageWeight;
  expect(home.frameworkBytes, "the framework chunk is counted").toBeGreaterThan(50_000);
  expect(home.files.length).toBeGreaterThan(5);
  expect(overBudget(weights)).toEqual([]);
});
