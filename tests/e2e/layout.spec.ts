import { expect, reachFor, test } from "./fixtures";

// Scrolling as most readers see it, smooth (the config asks for reduced motion).
test.use({ reducedMotion: "no-preference" });

test.describe("shared layout", () => {
  test("top bar and footer carry every item of the spec", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "City", "About", "Service"]) {
      await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    const footer = page.locator("footer");
    for (const name of ["About us", "Our services", "Cities", "Post a property", "Contact us"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    for (const name of [
      "Buy a home",
      "Buying a commercial property",
      "Renting a home",
      "Privacy",
      "Terms",
      "Cookies",
    ]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    for (const network of ["Facebook", "Instagram", "LinkedIn", "X (Twitter)", "YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(network.replace(/[()]/g, "\\$&")) })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("Lucknow");
    await expect(footer.getByRole("link", { name: /@/ })).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(3);
  });

  test("main area is at least 80% of the viewport high", async ({ page }) => {
    await page.goto("/about");
    const ratio = await page.evaluate(() => {
      const main = document.querySelector("main");
      return main ? main.getBoundingClientRect().height / window.innerHeight : 0;
    });
    expect(ratio).toBeGreaterThanOrEqual(0.8);
  });

  test("Post Property goes straight to the wizard, in one press (decision 059)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Post Property/ }).click();
    await expect(page).toHaveURL(/\/postproperty$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post your property");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an unknown path is a real 404 page inside the layout", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Awadh Estates");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("paths match whatever their case", async ({ page }) => {
    for (const path of ["/ABOUT", "/listing-POST", "/newproject"]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });

  test("a new page opens where the reader was and scrolls smoothly to the top 100 ms later; Back restores", async ({
    page,
  }) => {
    // Record the scroll requests, and move the page's clock by hand.
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { scrollCalls: calls });
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((...args: unknown[]) => {
        calls.push(args[0]);
        return (original as (...a: unknown[]) => void)(...args);
      }) as typeof window.scrollTo;
    });
    await page.clock.install();
    await page.goto("/about");
    await page.clock.pauseAt(Date.now() + 60_000);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bottom = await scrollY();
    expect(bottom).toBeGreaterThan(300);
    // The footer's code comes when it is reached (decision 023): a press while it is on its
    // way can be lost (issue 43), so the reader's pointer reaches it first.
    const contact = page.locator("footer").getByRole("link", { name: "Contact us" });
    await reachFor(contact);
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    // No jump: the new page is where the reader was until 100 ms have passed.
    expect(await scrollY()).toBeGreaterThan(0);
    await page.clock.runFor(99);
    expect(await scrollY()).toBeGreaterThan(0);
    await page.clock.runFor(1);
    await expect.poll(scrollY).toBe(0);
    const last = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls.at(-1));
    expect(last).toEqual({ top: 0, behavior: "smooth" });

    // Back returns to the reader's place on the previous page.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(scrollY).toBe(bottom);
  });

  test("with reduced motion a new page starts at the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/about");
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The footer's code comes when it is reached (decision 023): a press while it is on its
    // way can be lost (issue 43), so the reader's pointer reaches it first.
    const contact = page.locator("footer").getByRole("link", { name: "Contact us" });
    await reachFor(contact);
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    // The page's clock is paused: the top is reached with no timer run (not after 100 ms).
    // Polled, since the address changes before the new page's effects have run.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, is keyboard friendly, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of ["Home", "City", "About", "Service", "Post property listing", "Login"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Admin" })).toHaveCount(0);

    // Escape closes it and focus returns to the button.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Keyboard: open with Enter, Tab stays inside, Enter on a link navigates and closes.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // Twice round the menu: focus is always in it, or past its end in the browser's own
    // controls (the body, in a headless browser), never on the page behind it.
    const places: string[] = [];
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press("Tab");
      places.push(
        await menu.evaluate((node) =>
          node.contains(document.activeElement)
            ? "menu"
            : document.activeElement === document.body
              ? "browser"
              : "page",
        ),
      );
    }
    expect(places).not.toContain("page");
    expect(places.filter((place) => place === "menu").length).toBeGreaterThan(18);
    await menu.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test("signed in, the top bar keeps the logo on one line and fits the screen, down to 320 px", async ({
    page,
    signedIn,
  }) => {
    await signedIn("Owner");
    for (const [path, width] of [
      ["/about", 390],
      ["/about", 360],
      ["/about", 320],
      ["/hi/about", 360],
    ] as const) {
      const where = `${path} at ${width} px`;
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      const logo = page.getByRole("banner").getByRole("link", { name: "Awadh Estates" });
      const [icon, words] = await Promise.all([
        logo.locator("svg").boundingBox(),
        logo.locator("span[translate]").boundingBox(),
      ]);
      // One line: the words no taller than the icon beside them.
      expect(words?.height, where).toBeLessThanOrEqual(icon?.height ?? 0);
      await expect(page.locator('header a[href$="/profile"]'), where).toBeInViewport({ ratio: 1 });
      await expect(page.locator('header button[aria-haspopup="dialog"]'), where).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
    }
  });

  test("shows Profile and Admin to a signed-in Admin", async ({ page, signedIn }) => {
    await signedIn("Admin");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
    await menu.getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(menu).toBeHidden();
  });
});
