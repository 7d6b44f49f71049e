import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The slideshow as most readers see it, moving (the config asks for reduced motion).
test.use({ reducedMotion: "no-preference" });

test.describe("home page", () => {
  /**
   * Stops the page's clock (it ran as usual while the page loaded and hydrated) and gives a
   * way to move it in steps of a tenth of a second, each step's changes drawn before the next:
   * the slideshow's timing is then exact however busy the machine is.
   */
  async function stopClock(page: Page) {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    return async (ms: number) => {
      for (let step = 0; step < ms; step += 100) await page.clock.runFor(100);
    };
  }

  test("the hero changes slide every 3 seconds and wraps around", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured homes and plots" });
    const advance = await stopClock(page);
    const first = Number(await hero.getAttribute("data-active-slide"));
    await hero.evaluate((element) => {
      const seen: Array<{ slide: string; at: number }> = [];
      Object.assign(window, { slideChanges: seen });
      new MutationObserver(() => {
        seen.push({ slide: element.getAttribute("data-active-slide") ?? "", at: Date.now() });
      }).observe(element, { attributes: true, attributeFilter: ["data-active-slide"] });
    });
    await advance(9_000);
    const changes = await page.evaluate(
      () => (window as unknown as { slideChanges: Array<{ slide: string; at: number }> }).slideChanges,
    );
    // Three slides: each change moves on by one and the third comes back to where it began.
    expect(changes.map((change) => change.slide)).toEqual([1, 2, 3].map((step) => String((first + step) % 3)));
    for (let i = 1; i < changes.length; i++) {
      const gap = (changes[i]?.at ?? 0) - (changes[i - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(2_900);
      expect(gap).toBeLessThanOrEqual(3_100);
    }
    // Only the shown slide is exposed to assistive technology.
    await expect(hero.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveCount(1);
  });

  test("the slideshow can be paused and stays still for reduced motion", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured homes and plots" });
    let advance = await stopClock(page);
    await page.getByRole("button", { name: "Pause the slideshow" }).click();
    const before = await hero.getAttribute("data-active-slide");
    await advance(7_000);
    await expect(hero).toHaveAttribute("data-active-slide", before ?? "0");
    await page.getByRole("button", { name: "Show slide 3 of 3" }).click();
    await expect(hero).toHaveAttribute("data-active-slide", "2");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.resume();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Play the slideshow" })).toBeVisible();
    advance = await stopClock(page);
    await advance(7_000);
    await expect(hero).toHaveAttribute("data-active-slide", "0");
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 390, height: 664 }, // an iPhone 12 with the browser bars showing
    { width: 400, height: 700 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the chat button never covers the slide dots`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await page.getByRole("button", { name: "Pause the slideshow" }).click();
      const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
      const chatBox = await chat.boundingBox();
      const dot = page.getByRole("button", { name: "Show slide 3 of 3" });
      // The worst case: the page scrolled so that the dots sit level with the floating button.
      const dotBox = await dot.boundingBox();
      if (!chatBox || !dotBox) throw new Error("chat button or dot not laid out");
      await page.evaluate(
        (by) => window.scrollBy(0, by),
        dotBox.y + dotBox.height / 2 - (chatBox.y + chatBox.height / 2),
      );
      const box = await dot.boundingBox();
      if (!box) throw new Error("dot not laid out");
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const hit = await page.evaluate(
        (point) => document.elementFromPoint(point.x, point.y)?.closest("a, button")?.getAttribute("aria-label"),
        { x, y },
      );
      expect(hit).toBe("Show slide 3 of 3");
      await page.mouse.click(x, y);
      await expect(dot).toHaveAttribute("aria-current", "true");
      expect(page.context().pages()).toHaveLength(1);
    });
  }

  test("the first hero picture is in the server HTML, sized, eager and high priority", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const first = html.match(/<img [^>]*fetchPriority="high"[^>]*>/)?.[0] ?? "";
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/width="1920" height="1080"/);
    expect(first).toMatch(/srcSet="[^"]+\.webp 640w, [^"]+\.webp 1024w/);
    expect(html.indexOf(first)).toBeLessThan(html.indexOf("Your house should mirror the way you live."));
    expect(html).toContain("+91 98390 12345");
  });

  test("the carousels below the first screen are laid out when reached, and then drawn", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const carousel = page.getByTestId("properties-carousel");
    const box = carousel.locator("xpath=..");
    await expect(box).toHaveCSS("content-visibility", "auto");
    // Skipped while far below: the browser has not laid out its cards.
    expect(await carousel.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);

    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("heading").first()).toBeInViewport();
    expect((await carousel.boundingBox())?.height).toBeGreaterThan(200);
    expect(await carousel.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  });

  test("carries the chat link, the project banner, five services and three cities", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/919839012345\?text=/);
    await expect(chat).toBeInViewport();

    await expect(page.getByRole("link", { name: "Browse project listings" })).toHaveAttribute("href", "/NewProject");

    const services = page.getByRole("region", { name: "What we can do for you" }).getByRole("link");
    await expect(services).toHaveCount(5);
    for (const link of await services.all()) await expect(link).toHaveAttribute("href", "/contact");
    for (const title of [
      "Buy a commercial property",
      "Lease a commercial space",
      "Buy plots and land",
      "Rent a home",
      "PG and co-living",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }

    const cities = page.getByRole("region", { name: "Cities we work in" });
    for (const city of ["Lucknow", "Kanpur", "Varanasi"]) {
      await expect(cities.getByRole("link", { name: `Contact us about ${city} projects` })).toHaveAttribute(
        "href",
        `/project/${city}`,
      );
    }
    await cities.getByRole("link", { name: "Contact us about Kanpur projects" }).click();
    await expect(page).toHaveURL(/\/project\/Kanpur$/);
  });
});
