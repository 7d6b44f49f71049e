import { adminAccount, expect, login, test } from "./fixtures";

// What a page load does in the browser under the content security policy (its headers, and
// forms posted from another site: tests/http/security.test.ts).

test.describe("the content security policy in the browser", () => {
  test("a page load logs no CSP violation or error in the browser", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    for (const path of ["/", "/sign", "/login"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // Touch a form so its validation code loads and runs.
    await page.getByLabel("Email").fill("x@y.in");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
});

test.describe("styles under the content security policy", () => {
  test("only style attributes are inline; the admin desk's charts still draw, with no violation", async ({ page }) => {
    const csp = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("style-src-elem 'self'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await login(page, adminAccount);
    await page.goto("/admin");
    // The page is styled (the stylesheet loaded) and a chart's bars have their heights.
    const chart = page.locator("figure").first();
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe("0px");
    const heights = await page
      .locator("figure div.rounded-t")
      .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    // An injected <style> element is refused.
    const injected = await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "body { color: rgb(1, 2, 3) }";
      document.head.append(style);
      return getComputedStyle(document.body).color;
    });
    expect(injected).not.toBe("rgb(1, 2, 3)");
  });
});
