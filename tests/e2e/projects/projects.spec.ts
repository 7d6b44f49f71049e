import type { Page } from "@playwright/test";
import { seriousViolations } from "../axe";
import { expect, holdRequests, hydratedElement, noisyPhoto, test } from "../fixtures";

async function photo(name: string, seed: number) {
  return noisyPhoto(name, seed, { width: 900, height: 600, quality: 80 });
}

async function seriousProblems(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  return seriousViolations(page);
}

test.describe("new projects, from the Admin's wizard to every page that shows them", () => {
  test.setTimeout(150_000);

  test("an Admin posts a project in Noida with photos; it appears everywhere, labelled Noida, and can be deleted", async ({
    page,
    signedIn,
  }) => {
    const suffix = Date.now().toString(36);
    // Six words: cards on the home page cut it to five and an ellipsis.
    const name = `Noida Expressway Skyline Residences ${suffix} Towers`;
    const cut = `Noida Expressway Skyline Residences ${suffix}...`;

    await signedIn("Admin");
    await page.goto("/");
    // The Admin desk, then New projects in its sidebar.
    await page.getByRole("link", { name: "Admin", exact: true }).first().click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "New projects" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Post a new project" })).toBeVisible();
    await expect(page.locator("form[data-ready]")).toHaveCount(1);

    // Step 1: the city wizard's own choices, and the city's summary once a city is picked.
    await expect(page.getByLabel("Listing type").locator("option")).toHaveText([
      "Select listing type",
      "Sell",
      "Rent",
      "PG",
    ]);
    await page.getByLabel("Listing type").selectOption("Sell");
    await page.getByLabel("Property category").selectOption("Commercial");
    await expect(page.getByRole("combobox", { name: "Property type", exact: true }).locator("option")).toHaveText([
      "Select property type",
      "Office",
      "Retail",
      "Plot/Land",
      "Storage",
      "Industry",
    ]);
    await page.getByLabel("Property category").selectOption("Residential");
    await page.getByRole("combobox", { name: "Property type", exact: true }).selectOption("Flat/Apartment");
    await expect(page.getByTestId("city-summary")).toHaveCount(0);
    await page.getByRole("combobox", { name: "City", exact: true }).selectOption("Noida");
    await expect(page.getByTestId("city-summary")).toContainText("Noida");
    await expect(page.getByTestId("city-summary")).toContainText("Price range");
    await page.getByLabel("Project or building name").fill(name);
    await page.getByLabel("Locality").fill("Sector 150");
    await page.getByLabel("Contact number").fill("9839012345");
    await page.getByRole("button", { name: "Next" }).click();

    // Step 2.
    await expect(page.getByRole("heading", { name: /Additional Details/ })).toBeVisible();
    await page.getByLabel("Bedrooms").selectOption({ label: "3 BHK" });
    await page.getByRole("textbox", { name: "Area", exact: true }).fill("1450");
    await page.getByLabel("Price (₹)").fill("1,25,00,000");
    await page.getByRole("combobox", { name: "Facing", exact: true }).selectOption("North-East");
    await page.getByLabel("Description").fill("Towers beside the sports city, with a clubhouse and a pool.");
    await page.getByRole("button", { name: "Next" }).click();

    // Step 3.
    await page.getByRole("checkbox", { name: "Gym" }).check();
    await page.getByRole("checkbox", { name: "Swimming Pool" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    // Step 4: two photos through the same upload pipeline as properties.
    await expect(page.getByRole("heading", { name: /Upload Images/ })).toBeVisible();
    await page.getByLabel("Add photos").setInputFiles([await photo("tower.jpg", 11), await photo("pool.jpg", 12)]);
    await expect(page.getByRole("status").filter({ hasText: "Images uploaded successfully!" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId("uploaded-photo")).toHaveCount(2);
    await page.getByRole("button", { name: "Submit project" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Project submitted successfully!" })).toBeVisible();
    const href = await page.getByRole("link", { name: "View the project" }).getAttribute("href");
    const id = /projectId=([0-9a-f-]{36})/.exec(href ?? "")?.[1] ?? "";
    expect(id).not.toBe("");
    // The form starts afresh, and the list beside it has the new project.
    await expect(page.getByRole("heading", { name: /Property Details/ })).toBeVisible();
    await expect(page.getByTestId("admin-projects").getByRole("link", { name })).toBeVisible();

    // /NewProject filtered by Noida, from the form (the filter lands in the URL).
    await page.goto("/NewProject");
    await page.getByLabel("City").selectOption("Noida");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/NewProject\?city=Noida$/);
    const results = page.getByRole("region", { name: "Projects found" });
    await expect(results.getByTestId("project-card").first()).toContainText(name);
    await expect(results.getByTestId("project-card").filter({ hasText: "Dwarka Expressway" })).toHaveCount(0);
    await results.getByRole("link", { name: `Learn More about ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/NewProjectD\\?projectId=${id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("project-city")).toHaveText("New project in Noida");
    await expect(page.getByTestId("detail-price")).toHaveText("₹1,25,00,000");
    await expect(page.getByTestId("gallery").getByText("1 / 2")).toBeVisible();
    await expect(page.getByTestId("amenities")).toContainText("Swimming Pool");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/images\/.+\.webp$/);

    // /project/Noida.
    await page.goto("/project/Noida");
    await expect(page.getByTestId("city-projects").getByTestId("project-card").first()).toContainText(name);

    // The home page: newest first in the new-projects carousel, and Noida's card to explore.
    await page.goto("/");
    const newest = page.getByTestId("new-projects-carousel").getByTestId("project-card").first();
    await expect(newest.getByRole("heading", { level: 3 })).toHaveText(cut);
    const explore = page.getByTestId("explore-projects-carousel");
    const noidaCard = explore.getByTestId("project-card").filter({ hasText: cut });
    await expect(noidaCard).toHaveCount(1);
    await expect(noidaCard.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/project/Noida");
    const dots = explore.getByRole("button", { name: /^Show card \d$/ });
    expect(await dots.count()).toBeGreaterThanOrEqual(2);
    await dots.last().click();
    await expect(dots.last()).toHaveAttribute("aria-current", "true");

    // The old redirect link lands on the Noida page, labelled Noida.
    await page.goto(`/Newprojectdetial?id=${id}`);
    await expect(page).toHaveURL(new RegExp(`/noida/${id}$`));
    await expect(page.getByTestId("project-city")).toHaveText("New project in Noida");
    // Opened under another city, it moves to its own.
    await page.goto(`/lucknow/${id}`);
    await expect(page).toHaveURL(new RegExp(`/noida/${id}$`));

    // Under the wrong city, the news page says it is not listed there (404).
    const wrong = await page.goto(`/NewsProjectdetail?projectId=${id}&city=Lucknow`);
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This project is not listed under Lucknow.");
    const right = await page.goto(`/NewsProjectdetail?projectId=${id}&city=Noida`);
    expect(right?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // The Admin deletes it from its page; its photos go with it.
    const photoSrc = await page.getByTestId("gallery").locator("img").first().getAttribute("src");
    expect((await page.request.get(photoSrc ?? "")).status()).toBe(200);
    await page.getByTestId("admin-delete").getByText("Delete this project").click();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page).toHaveURL(/\/NewProject$/);
    await expect(page.getByTestId("project-card").filter({ hasText: name })).toHaveCount(0);
    expect((await page.request.get(photoSrc ?? "")).status()).toBe(404);
    expect((await page.request.get(`/NewProjectD?projectId=${id}`)).status()).toBe(404);
  });

  test("an Owner cannot post a project: the desk answers 403 and a crafted post stores nothing", async ({
    page,
    signedIn,
  }) => {
    await signedIn("Owner");
    const desk = await page.goto("/admin/ProjectExplore");
    expect(desk?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "This page is for administrators" })).toBeVisible();

    const name = `Crafted Owner Project ${Date.now().toString(36)}`;
    const posted = await page.request.post("/admin/ProjectExplore", {
      form: {
        listingType: "Sell",
        propertyCategory: "Residential",
        propertyType: "Flat/Apartment",
        city: "Noida",
        projectBuildingName: name,
        locality: "Sector 62",
        contactNumber: "9839012345",
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    await page.goto(`/NewProject?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("project-count")).toHaveText(/^0 projects found/);
  });
});

test.describe("/NewProject filters", () => {
  test("city, the five options and the name filter in the URL; Reset clears; results scroll sideways", async ({
    page,
  }) => {
    await page.goto("/NewProject");
    const results = page.getByRole("region", { name: "Projects found" });
    const names = () => results.getByTestId("project-card").getByRole("heading").allTextContents();

    // City and an option together.
    await page.getByLabel("City").selectOption("Lucknow");
    await page.getByLabel("Looking for").selectOption("Plot");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/NewProject\?city=Lucknow&type=Plot$/);
    await expect(page.getByTestId("project-count")).toHaveText("1 project found: plots and land in Lucknow");
    await expect.poll(names).toEqual(["Awadh Enclave Phase II Residential Plots on Faizabad Road"]);

    // The filtered page can be shared: opened afresh, it shows the same, with the form filled in.
    await page.goto("/NewProject?city=Lucknow&type=Plot");
    await expect(page.getByLabel("City")).toHaveValue("Lucknow");
    await expect(page.getByLabel("Looking for")).toHaveValue("Plot");
    await expect.poll(names).toEqual(["Awadh Enclave Phase II Residential Plots on Faizabad Road"]);

    // Reset clears the filters.
    await page.getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/NewProject$/);
    await expect(page.getByLabel("City")).toHaveValue("");
    await expect(page.getByLabel("Looking for")).toHaveValue("");

    // Commercial: every commercial project, sold or let, and no residential one.
    await page.getByLabel("Looking for").selectOption("Commercial");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?type=Commercial$/);
    await expect
      .poll(async () => (await names()).sort())
      .toEqual(["Ring Road Warehousing Park", "Shaheed Path Business Centre"]);

    // PG, and Rent in Varanasi.
    await page.goto("/NewProject?type=PG");
    await expect.poll(names).toEqual(["Kanpur Student Co-living near IIT"]);
    await page.goto("/NewProject?type=Rent&city=Varanasi");
    await expect.poll(names).toEqual(["Ring Road Warehousing Park"]);

    // The name search, through the form (once Reset has cleared it).
    await page.getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/NewProject$/);
    await expect(page.getByLabel("City")).toHaveValue("");
    await page.getByLabel("Project name").fill("warehousing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=warehousing$/);
    await expect.poll(names).toEqual(["Ring Road Warehousing Park"]);
    await page.goto("/NewProject?q=no+such+project+anywhere");
    await expect(page.getByTestId("project-count")).toHaveText(/^0 projects found/);
    await expect(page.getByText("Try another city or option")).toBeVisible();

    // Without filters the results are a horizontal row: Next scrolls it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/NewProject");
    const track = results.locator("[data-carousel-track]");
    const overflow = await track.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await results.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    // A card opens its project; while it loads the page says so.
    const data = await holdRequests(page, "**/NewProjectD.data*");
    await results
      .getByRole("link", { name: /^Learn More/ })
      .first()
      .click();
    await expect(page.getByText("Loading project details...")).toBeVisible();
    await data.release();
    await expect(page).toHaveURL(/\/NewProjectD\?projectId=/);
    await expect(page.getByTestId("project-detail")).toBeVisible();
    await expect(page.getByText("Loading project details...")).toHaveCount(0);
  });
});

test.describe("/NewProject budget and property type", () => {
  test("a budget and a type show matching projects only, each option with its count, and work without JavaScript", async ({
    page,
    browser,
  }) => {
    await page.goto("/NewProject");
    const names = () =>
      page
        .getByRole("region", { name: "Projects found" })
        .getByTestId("project-card")
        .getByRole("heading")
        .allTextContents();
    await page.getByLabel("Looking for").selectOption("Buy");
    await page.getByLabel("Property type").selectOption("Plot/Land");
    await page.getByLabel("Budget up to").selectOption({ label: "₹60 L" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/NewProject\?type=Buy&propertyType=Plot%2FLand&budgetMax=6000000$/);
    await expect(page.getByTestId("project-count")).toHaveText(
      "1 project found: projects for sale (Plot/Land) up to ₹60 L",
    );
    await expect.poll(names).toEqual(["Awadh Enclave Phase II Residential Plots on Faizabad Road"]);
    // Each option says how many projects it gives with the other choices as they are.
    await expect(page.getByLabel("Property type").locator("option", { hasText: "Plot/Land (1)" })).toHaveCount(1);
    await expect(page.getByLabel("City").locator("option", { hasText: "Lucknow (1)" })).toHaveCount(1);
    await expect(page.getByLabel("City").locator("option", { hasText: "Gurugram (0)" })).toHaveCount(1);
    // Rent is priced a month.
    await page.goto("/NewProject?type=Rent");
    await expect(page.getByLabel("Budget up to").locator("option").nth(1)).toHaveText("₹5,000/month");

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/NewProject");
    await plain.getByLabel("Property type").selectOption("Plot/Land");
    await plain.getByLabel("Budget up to").selectOption({ label: "₹60 L" });
    await plain.getByRole("button", { name: "Search" }).click();
    await expect(plain.getByTestId("project-count")).toHaveText(/^1 project found: \(Plot\/Land\) up to ₹60 L/);
    await noScript.close();
  });
});

test.describe("a city's list of projects", () => {
  test("says Loading... while it opens from the home page's explore carousel", async ({ page }) => {
    await page.goto("/");
    const link = page
      .getByTestId("explore-projects-carousel")
      .getByRole("link", { name: /Learn More/ })
      .first();
    // The link navigates in the browser once React has hydrated it.
    await hydratedElement(link);
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/project\//);
    const data = await holdRequests(page, "**/project/*.data*");
    await link.click();
    await expect(page.getByTestId("project-loading")).toHaveText("Loading...");
    await data.release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId("city-projects")).toBeVisible();
    await expect(page.getByTestId("project-loading")).toHaveCount(0);
  });
});

test.describe("project pages over plain HTTP", () => {
  test("unknown ids and cities are 404s with a clear page; the old links redirect", async ({ request }) => {
    for (const path of ["/NewProjectD?projectId=nope", "/NewProjectD", "/ExplorecityPropertyD?projectId=123"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Project not found");
    }
    const city = await request.get("/project/Atlantis");
    expect(city.status()).toBe(404);
    const cityPage = await city.text();
    expect(cityPage).toContain("City not found");
    expect(cityPage).toContain("No projects found in Atlantis");
    const empty = await request.get(`/noida/00000000-0000-4000-8000-000000000000`);
    expect(empty.status()).toBe(404);

    // A demo project in Gurugram, found through the list.
    const list = await (await request.get("/NewProject?city=Gurugram")).text();
    const id = /NewProjectD\?projectId=([0-9a-f-]{36})/.exec(list)?.[1] ?? "";
    const redirect = await request.get(`/Newprojectdetial?id=${id}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(`/gurugram/${id}`);
    const page = await request.get(`/gurugram/${id}`);
    expect(await page.text()).toContain("New project in Gurugram");
    for (const path of ["/NewsProject", "/Cityhome", "/project/kanpur"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

// The project pages as the route table has them are checked by every-public-page.spec.ts; here, a
// project opened from a filtered list and the Admin's wizard with a city chosen.
test.describe("accessibility of the project pages", () => {
  test("axe finds no serious or critical violations on a project page and the Admin's wizard", async ({
    page,
    signedIn,
  }) => {
    await page.goto("/NewProject?type=Plot");
    await page
      .getByRole("link", { name: /^Learn More/ })
      .first()
      .click();
    await expect(page.getByTestId("project-detail")).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);

    await signedIn("Admin");
    await page.goto("/admin/ProjectExplore");
    await expect(page.locator("form[data-ready]")).toHaveCount(1);
    await page.getByRole("combobox", { name: "City", exact: true }).selectOption("Lucknow");
    await expect(page.getByTestId("city-summary")).toContainText("Faizabad Road");
    expect(await seriousProblems(page)).toEqual([]);
  });
});
