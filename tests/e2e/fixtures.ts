import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  type Route,
  type TestInfo,
} from "@playwright/test";
import { type Account, adminAccount, lucknowFlat, newAccount, outboxFor, postPropertyAs } from "../support/site";
import { proveMobile } from "../support/sms";
import { E2E } from "./e2e-env";

export {
  type Account,
  adminAccount,
  lucknowFlat,
  newAccount,
  noisyPhoto,
  outboxFor,
  postPropertyAs,
  sessionAs,
} from "../support/site";

/**
 * Creates the account through the real sign-up form post (fast, no UI), from a client of its
 * own: sign-up signs the new account in (decision 059), and the page's browser stays signed out.
 */
export async function registerAccount(_page: Page, account: Account): Promise<void> {
  if (account.role === "Admin") return;
  const client = await playwrightRequest.newContext({ baseURL: E2E.baseURL });
  const response = await client.post("/sign", { form: { ...account, confirmPassword: account.password } });
  expect(response.ok()).toBeTruthy();
  // Sign-up signs the new account in (decision 059): that client's session ends here, so the
  // account's sessions are the test's own.
  expect((await client.post("/logout")).ok()).toBeTruthy();
  await client.dispose();
}

/**
 * Signs the page's browser in: the login form's own POST, sent from the page's context so
 * the session cookie lands in its cookie jar. The page is left where it was. Tests of the
 * login form itself use loginThroughForm.
 */
export async function login(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  // A signed-in visitor's /login keeps who they are: whoever was signed in here leaves first.
  await page.context().clearCookies();
  const response = await page.request.post("/login", { form: { email: account.email, password: account.password } });
  expect(response.status(), "signed in").toBe(200);
  expect((await page.context().cookies()).some((cookie) => cookie.name.endsWith("session_token"))).toBe(true);
}

/**
 * Proves the signed-in account's mobile number by the code the server sent it by SMS (what
 * posting, enquiries and seeing owners' numbers wait for), through the settings form's posts.
 */
export async function verifyMobile(page: Page, account: Pick<Account, "mobileNumber">): Promise<void> {
  await proveMobile(
    async (form) => expect((await page.request.post("/profile/settings", { form })).status()).toBe(200),
    E2E.smsOutboxDir,
    account.mobileNumber,
  );
}

/**
 * A client without a browser, signed in: the Admin, or a new account (registered, its mobile
 * number verified) of the role. For set-ups that post listings; dispose of it after.
 */
export async function signedInRequests(role: Account["role"]): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E.baseURL, maxRedirects: 0 });
  const account = role === "Admin" ? adminAccount : newAccount(role);
  // Sign-up signs the new account in (decision 059); the Admin signs in.
  const signedIn =
    role === "Admin"
      ? await context.post("/login", { form: { email: account.email, password: account.password } })
      : await context.post("/sign", { form: { ...account, confirmPassword: account.password } });
  expect(signedIn.status()).toBe(200);
  if (role !== "Admin") {
    await proveMobile(
      async (form) => expect((await context.post("/profile/settings", { form })).status()).toBe(200),
      E2E.smsOutboxDir,
      account.mobileNumber,
    );
  }
  return context;
}

/** A new account, registered, signed in and with its mobile number verified: ready to post, enquire and reveal. */
export async function signUpVerified(page: Page, account: Account): Promise<void> {
  await registerAccount(page, account);
  await login(page, account);
  await verifyMobile(page, account);
}

/** A new Owner, signed up and verified in a browser of their own beside the test's page; close it when done. */
export async function ownerInOwnBrowser(
  browser: Browser,
): Promise<{ owner: Account; ownerPage: Page; close: () => Promise<void> }> {
  const owner = newAccount("Owner");
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await signUpVerified(ownerPage, owner);
  return { owner, ownerPage, close: () => context.close() };
}

/** Uploads a photo as the uploader in the wizard sends it, from this browser's session; the image's id. */
export async function uploadPhotoAs(request: APIRequestContext, body: Buffer): Promise<string> {
  const response = await request.post("/resources/upload", {
    data: body,
    headers: { "content-type": "application/octet-stream" },
  });
  return ((await response.json()) as { image: { id: string } }).image.id;
}

/** Fills the wizard's first step as a person does for a house for sale in Lucknow, without going on. */
export async function fillHouseForSale(
  page: Page,
  {
    name,
    locality,
    address,
    contactNumber,
  }: { name: string; locality: string; address: string; contactNumber: string },
): Promise<void> {
  await page.getByLabel("Listing type").selectOption("Sell");
  await page.getByLabel("Property category").selectOption("Residential");
  await page.getByRole("combobox", { name: "Property type", exact: true }).selectOption("Independent House/Villa");
  await page.getByLabel("City").selectOption("Lucknow");
  await page.getByLabel("Project or building name").fill(name);
  await page.getByLabel("Locality").fill(locality);
  await page.getByLabel("Address").fill(address);
  await page.getByLabel("Contact number").fill(contactNumber);
}

/** Fills the sign-up form on /sign (or, `here`, on the sign-up page the test is on) as a person does, without sending it. */
export async function fillSignUp(page: Page, account: Account, { here = false } = {}): Promise<void> {
  if (!here) await page.goto("/sign");
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Mobile number").fill(account.mobileNumber);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("radio", { name: account.role }).check();
}

/** Signs in as a person does: the login form in the browser, its message, then home. */
export async function loginThroughForm(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
}

/**
 * Waits until React has hydrated the page: its scripts start only after the first paint
 * (decision 032), so the load event no longer means a button's handler is there. At once on
 * a document that is not one of the app's pages.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[type="text/x-after-paint"]') ||
      Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactFiber$")),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Waits until React has hydrated this element: for a part whose code comes after the page's
 * own (the home page's sections, home.tsx), which a quiet network does not promise.
 */
export async function hydratedElement(part: Locator): Promise<void> {
  await expect
    .poll(() => part.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}

/**
 * Reaches for a part hydrated on interaction (decision 023) as a person does, pointer over
 * it, and waits until its code has drawn it: for tests that read what the code draws. (A
 * press made while the code is on its way is held and done once it has come: first-press.spec.ts.)
 */
export async function reachFor(part: Locator): Promise<void> {
  await part.hover();
  // Drawn by the code: React's own element, not the server's. (No dormant ancestor alone
  // said so too early: before React reached the part, the server HTML has no such mark yet,
  // and the part was then swapped under the test, which found its element gone.)
  await hydratedElement(part);
  await expect(part.locator("xpath=ancestor-or-self::*[@data-dormant]")).toHaveCount(0);
}

/**
 * Options for a test that sends from its own client address (the end-to-end server trusts
 * X-Forwarded-For: the contact form's limit is per address), and for each repeat of it
 * (--repeat-each) from another, so that a repeat meets no limit the first run used up.
 */
export function fromAddress(address: string) {
  return {
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern (none)
    extraHTTPHeaders: async ({}, use: (headers: Record<string, string>) => Promise<void>, info: TestInfo) => {
      const last = address.split(".").at(-1);
      await use({ "X-Forwarded-For": info.repeatEachIndex ? `10.${info.repeatEachIndex}.113.${last}` : address });
    },
  };
}

/**
 * Holds back the browser's requests to `url` (a glob, or a pattern of the path), of one
 * method or of any, until `release`: what a page shows while it waits, or does before a
 * script has come, is then seen however busy the machine is. A timed delay raced it: on a
 * loaded CI machine a 1.5 s delay ended before the code of the message it was to show had
 * come. `asked` tells whether such a request has been made.
 */
export async function holdRequests(page: Page, url: string | RegExp, method?: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(typeof url === "string" ? url : (address) => url.test(address.pathname), async (route) => {
    if (released || (method && route.request().method() !== method)) await route.continue();
    else held.push(route);
  });
  return {
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

export const test = base.extend<{ signedIn: (role: Account["role"]) => Promise<Account> }>({
  // A page opened with goto or reload is used as a person would: once it has hydrated.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  signedIn: async ({ page }, use) => {
    await use(async (role) => {
      if (role === "Admin") {
        await login(page, adminAccount);
        return adminAccount;
      }
      const account = newAccount(role);
      await signUpVerified(page, account);
      return account;
    });
  },
});

export { expect };

/** Waits for the newest e-mail to an address whose subject starts so, and returns its link to this site. */
export async function linkFromOutbox(address: string, subject: string, before = 0): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await outboxFor(address))
        .slice(before)
        .filter((item) => item.subject.startsWith(subject))
        .at(-1);
      link = mail?.text.match(/https?:\/\/\S+\?token=\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * A new Owner with one live listing: a 3 BHK flat in Lucknow posted through the wizard's
 * action and approved by the Admin. The page is left signed out.
 */
export async function ownerWithLiveListing(
  page: Page,
  browser: Browser,
  projectBuildingName: string,
  at: { locality: string; contactNumber: string },
): Promise<{ owner: Account; id: string }> {
  const owner = newAccount("Owner");
  await signUpVerified(page, owner);
  const id = await postPropertyAs(
    page.request,
    lucknowFlat("Sell", "3", {
      price: "6800000",
      plotArea: "1350",
      projectBuildingName,
      ...at,
    }),
  );
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await login(adminPage, adminAccount);
  expect((await adminPage.request.post(`/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(
    200,
  );
  await admin.close();
  await page.context().clearCookies();
  return { owner, id };
}
