import { type Page, test as plain } from "@playwright/test";
import { expect, fromAddress, holdRequests, hydrated } from "./fixtures";

// A press made before the code behind it has come does what was pressed, once, when it has
// come (issue 43): on a budget phone every first press is such a press. The scripts are held
// back by the test until after the press, on a CPU slowed four times.

const test = plain.extend<{ slow: Page }>({
  slow: async ({ page }, use) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await use(page);
  },
});

test("the menu pressed before the page's scripts have run opens when they have", async ({ slow: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdRequests(page, /^\/assets\/.*\.js$/);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const button = page.getByRole("button", { name: "Open menu" });
  // Pressed twice, as a person does when nothing happens: it opens, once.
  await button.click();
  await button.click();
  await expect.poll(scripts.asked).toBe(true);
  await scripts.release();
  await hydrated(page);
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("link", { name: "Service" }).click();
  await page.waitForURL("**/service");
});

test.describe("a part whose code comes when it is reached", () => {
  test.use(fromAddress("203.0.113.61"));

  /**
   * The home page's contact form, filled in while its code is held back (the fields were
   * reached, so the code was asked for), and the POSTs the page makes from then on.
   */
  async function filledWithCodeHeld(page: Page) {
    const code = await holdRequests(page, /\/contact-form-[^/]*\.js$/);
    await page.goto("/");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Name").fill("Ritu Srivastava");
    await form.getByLabel("Mobile number").fill("9839066666");
    await form.getByLabel("Email").fill("ritu.srivastava@example.in");
    await form.getByLabel("Message").fill(`A plot near Sushant Golf City? ${Date.now().toString(36)}`);
    await expect.poll(code.asked).toBe(true);
    const posts: string[] = [];
    const reloads: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST") posts.push(pathname);
      // A message sent changes nothing on the page: its data is not fetched again.
      else if (pathname.endsWith(".data")) reloads.push(pathname);
    });
    return { form, send: form.getByRole("button", { name: "Send message" }), code, posts, reloads };
  }

  test("a press that goes down before its code comes and up after it is sent, once", async ({ slow: page }) => {
    const { form, send, code, posts } = await filledWithCodeHeld(page);
    await send.hover();
    await page.mouse.down();
    const arrived = page.waitForResponse((response) => /\/contact-form-[^/]*\.js$/.test(response.url()));
    await code.release();
    // The code has come and run, the press still down: the part waits for the press to end.
    const script = await arrived;
    await page.evaluate((url) => import(url).then(() => undefined), script.url());
    const dormant = form.locator("xpath=ancestor::*[@data-dormant]");
    await expect(dormant).toHaveCount(1);
    await page.mouse.up();
    await expect(dormant).toHaveCount(0);
    await expect(form.getByRole("status")).toHaveText("✅ Your message has been sent successfully!");
    expect(posts).toEqual(["/contact.data"]);
  });

  test("a press made while its code is on its way is sent once the code has come", async ({ slow: page }) => {
    const { form, send, code, posts, reloads } = await filledWithCodeHeld(page);
    await send.click();
    await code.release();
    await expect(form.getByRole("status")).toHaveText("✅ Your message has been sent successfully!");
    expect(posts).toEqual(["/contact.data"]);
    expect(reloads).toEqual([]);
  });
});

test("a choice made in the wizard before its code came is kept when it comes (B6)", async ({ slow: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The wizard's own code comes after the page's (decision 008): held back here until after the choices.
  const code = await holdRequests(page, /\/(?:property|listing)-wizard-[^/]*\.js$/);
  await page.goto("/postproperty", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Property category").selectOption("Residential");
  await page.getByLabel("Project or building name").fill("Early Bird Enclave");
  await page.getByLabel("Locality").fill("Aliganj");
  await expect.poll(code.asked).toBe(true);
  await code.release();
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  // Before, hydrating the form wrote back what the server drew: the category went back to
  // "Select property category" and the type stayed waiting for it.
  await expect(page.getByLabel("Property category")).toHaveValue("Residential");
  const type = page.getByRole("combobox", { name: "Property type", exact: true });
  await expect(type).toBeEnabled();
  await type.selectOption("Flat/Apartment");
  await expect(page.getByLabel("Project or building name")).toHaveValue("Early Bird Enclave");
  await expect(page.getByLabel("Locality")).toHaveValue("Aliganj");
});
