import {
  adminAccount,
  expect,
  hydratedElement,
  login,
  newAccount,
  noisyPhoto,
  outboxFor,
  ownerInOwnBrowser,
  ownerWithLiveListing,
  postPropertyAs,
  registerAccount,
  test,
  uploadPhotoAs,
} from "../fixtures";
import { keepScreenshot } from "../screenshots";

test.describe("admin desk", () => {
  test("an Admin creates a project on /project, sees it in /admin/ourproject and deletes it for good", async ({
    page,
    signedIn,
  }) => {
    await signedIn("Admin");
    const name = `Gomti Riverside Plots ${Date.now().toString(36)}`;
    await page.goto("/project");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Project");
    // The form's code comes after the page's (it is the Admin's alone): typed into before it
    // has come, the first press is a plain post and its page starts the form afresh.
    await hydratedElement(page.getByLabel("Project name"));
    await page.getByLabel("Project name").fill(name);
    await page.getByLabel("Description").fill("60 plots with a riverside park.");
    await page.getByLabel("Start date").fill("2026-04-01");
    await page.getByLabel("End date").fill("2026-03-01");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page.getByRole("alert")).toHaveText("The end date cannot be before the start date.");
    await page.getByLabel("End date").fill("2027-03-31");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page.getByRole("status")).toHaveText("Project saved to the company's project list.");
    await expect(page.getByLabel("Project name")).toHaveValue("");

    await page.goto("/admin/ourproject");
    const entry = page.getByRole("listitem").filter({ hasText: name });
    await expect(entry).toContainText("1 April 2026");
    await expect(entry).toContainText("31 March 2027");

    await entry.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(entry).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

    // Added from the admin page's own form, it persists across a reload.
    const second = `${name} II`;
    await page.getByLabel("Project name").fill(second);
    await page.getByLabel("Start date").fill("2026-05-01");
    await page.getByLabel("End date").fill("2026-05-01");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: second })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: second })).toBeVisible();
  });

  test("the dashboard counts real records and charts them", async ({ page, signedIn }) => {
    // A new account, for the list of sign-ups below (newest first: the demo's accounts are
    // on its first page only until other tests have made a page of their own).
    const fresh = newAccount("Client");
    await registerAccount(page, fresh);
    await signedIn("Admin");
    await page.goto("/admin");
    const tiles = page.getByRole("list", { name: "Totals" });
    for (const label of ["Total our project", "Our service", "Total PostProperty", "Total Contacts"]) {
      await expect(tiles.getByRole("link", { name: new RegExp(`^${label} \\d`) })).toBeVisible();
    }
    // The old product's tile says what it counts; the projects on sale have a tile of their own.
    await expect(tiles.getByRole("link", { name: /^Total our project/ })).toContainText(
      "In the company's project list",
    );
    const onSale = tiles.getByRole("link", { name: /^New projects \d/ });
    await expect(onSale).toHaveAttribute("href", "/admin/ProjectExplore");
    expect(Number(/\d[\d,]*/.exec(await onSale.innerText())?.[0].replace(/,/g, ""))).toBeGreaterThan(0);
    await expect(tiles.getByRole("link", { name: /^Our service/ })).toContainText("5");
    // Other tests post properties at the same time: the ten demo ones are the floor. (The
    // exact counts are checked in tests/integration/admin/admin-desk.test.ts.)
    const posted = await tiles.getByRole("link", { name: /^Total PostProperty/ }).innerText();
    expect(Number(/\d[\d,]*/.exec(posted)?.[0].replace(/,/g, ""))).toBeGreaterThanOrEqual(10);
    for (const chart of ["Properties posted per week", "Contact messages per week"]) {
      await expect(page.getByRole("figure", { name: new RegExp(chart) })).toBeVisible();
      await expect(page.getByRole("table", { name: chart }).getByRole("row")).toHaveCount(13);
    }
    await page.goto("/admin/ComingSoon");
    await expect(page.getByRole("table")).toContainText(fresh.email);
  });

  test("anyone but an Admin is kept out", async ({ page, signedIn }) => {
    await signedIn("Agent");
    // /project shows anyone but an Admin the company's projects, not a form they cannot use.
    await page.goto("/project");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our projects");
    await expect(page).toHaveTitle(/^Our projects/);
    await expect(page.getByTestId("our-projects").getByTestId("project-card").first()).toBeVisible();
    await expect(page.getByText(/Only an administrator/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create project" })).toHaveCount(0);
    for (const path of ["/admin", "/admin/Buys", "/admin/ComingSoon", "/admin/ourproject"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "This page is for administrators" })).toBeVisible();
      await expect(page.getByText("Only an administrator may open this page.")).toBeVisible();
    }
    // The same refusal in Hindi.
    expect((await page.goto("/hi/admin"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "यह पेज एडमिन के लिए है" })).toBeVisible();
    await expect(page.getByText("यह पेज सिर्फ़ एडमिन खोल सकते हैं।")).toBeVisible();
  });
});

test.describe("the admin desk at a glance", () => {
  test("a queue row shows the price, BHK, area and number of photos; the Sign-ups table keeps e-mails and states whole at 1280 px", async ({
    browser,
    page,
    signedIn,
  }) => {
    const { owner, ownerPage, close: closeOwnerBrowser } = await ownerInOwnBrowser(browser);
    const photo = await noisyPhoto("front.jpg", 11, { width: 800, height: 600 });
    const imageId = await uploadPhotoAs(ownerPage.request, photo.buffer);
    const name = `Queue Glance Villa ${Date.now().toString(36)}`;
    await postPropertyAs(ownerPage.request, {
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Independent House/Villa",
      bedrooms: "4",
      city: "Lucknow",
      locality: "Indira Nagar",
      projectBuildingName: name,
      contactNumber: "9839012345",
      plotArea: "2400",
      price: "12500000",
      imageIds: imageId,
    });
    await closeOwnerBrowser();

    await signedIn("Admin");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/Postproject");
      const row = page.getByTestId("admin-property-row").filter({ hasText: name });
      // ₹1,25,00,000 for 2,400 sq ft: ₹5,208 a square foot.
      await expect(row.getByTestId("queue-facts")).toHaveText(
        "₹1.25 Cr · 4 BHK · 2,400 sq ft · ₹5,208/sq ft · 1 photo",
      );
      await row.scrollIntoViewIfNeeded();
      await keepScreenshot(row, `/tmp/shots-polish/admin-queue-row-${width}.png`);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/ComingSoon");
    const table = page.getByRole("table", { name: "Accounts, newest first" });
    await expect(table.getByRole("link", { name: owner.email })).toBeVisible();
    // Each e-mail address and each state ("Not confirmed") on one line, never broken mid-word.
    const broken = await table.locator("td").evaluateAll((cells) =>
      cells
        .flatMap((cell) => Array.from(cell.querySelectorAll("a[href^='mailto:'], span")))
        .filter((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          return lines.size > 1;
        })
        .map((element) => element.textContent),
    );
    expect(broken).toEqual([]);
    // And the table fits: nothing hidden behind a sideways scroll at 1280 px.
    const scroller = table.locator("xpath=..");
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expect(table.getByRole("button", { name: `Make Admin (${owner.name})` })).toBeInViewport();
    await keepScreenshot(page, "/tmp/shots-polish/admin-sign-ups-1280.png");
  });
});

test("an Owner in two cities is not flagged; one whose number is on another account's listing is, with both listings linked, and an Admin makes them an Agent", async ({
  browser,
  page,
  signedIn,
}) => {
  const { owner, ownerPage, close: closeOwnerBrowser } = await ownerInOwnBrowser(browser);
  const flat = {
    listingType: "Rent",
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    bedrooms: "2",
    contactNumber: owner.mobileNumber,
    plotArea: "1000",
    price: "18000",
  };
  await postPropertyAs(ownerPage.request, {
    ...flat,
    city: "Lucknow",
    locality: "Aliganj",
    projectBuildingName: "Two Town Flat A",
  });
  await postPropertyAs(ownerPage.request, {
    ...flat,
    city: "Kanpur",
    locality: "Civil Lines",
    projectBuildingName: "Two Town Flat B",
  });
  await closeOwnerBrowser();
  // A second account gives the first one's number: that is a broker's sign.
  const second = await ownerInOwnBrowser(browser);
  const sharedName = `Shared Number Flat ${Date.now().toString(36)}`;
  await postPropertyAs(second.ownerPage.request, {
    ...flat,
    city: "Lucknow",
    locality: "Aliganj",
    projectBuildingName: sharedName,
  });
  await second.close();

  await signedIn("Admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Owners like brokers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Owners who post like brokers" })).toBeVisible();
  await expect(page.getByTestId("flagged-owner").filter({ hasText: owner.email })).toHaveCount(0);
  const row = page.getByTestId("flagged-owner").filter({ hasText: second.owner.email });
  await expect(row).toContainText("A contact number also given on another account's listings:");
  await expect(row.getByRole("link", { name: sharedName })).toBeVisible();
  await expect(row.getByRole("link", { name: "Two Town Flat A" })).toBeVisible();
  await keepScreenshot(row, "test-results/flagged-owner.png");
  await row.getByLabel("Reason the person reads").fill("Gives another owner's number on a flat in Aliganj.");
  await row.getByRole("button", { name: /^Make Agent/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The account is an Agent account now, and its owner has been e-mailed the reason.",
  );
  await expect(page.getByTestId("flagged-owner").filter({ hasText: second.owner.email })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await outboxFor(second.owner.email)).some((mail) => mail.subject.endsWith("is now an Agent account")),
    )
    .toBe(true);
});

test("an Admin marks a listing Owner verified; a visitor reads what it means", async ({ browser, page }) => {
  const { id } = await ownerWithLiveListing(page, browser, `Proven Palms ${Date.now().toString(36)}`, {
    locality: "Gomti Nagar",
    contactNumber: "9721066321",
  });
  await login(page, adminAccount);
  await page.goto(`/listing-detail?id=${id}`);
  const checks = page.getByTestId("listing-checks");
  await checks.getByRole("button", { name: "I saw proof of ownership (not kept): mark Owner verified" }).click();
  await expect(checks.getByTestId("badge-owner")).toContainText("Owner verified");

  await page.context().clearCookies();
  await page.goto(`/listing-detail?id=${id}`);
  await expect(checks.getByRole("button")).toHaveCount(0);
  await checks.getByText("what this means").click();
  await expect(checks.getByTestId("badge-owner")).toContainText("We do not keep the document");
  await keepScreenshot(checks, "test-results/owner-verified.png");
});

test("an Admin lists one colony as illegal and approves another's layout: the page, cards, place page and search say so, in English and Hindi", async ({
  browser,
  page,
}) => {
  // Kursi Road's approved layouts before this test's (a repeated run finds the last run's).
  const approvedBefore = Number(
    /LDA-approved layouts only \((\d+)\)/.exec(
      await (await page.request.get("/Search?city=Lucknow&locality=Kursi+Road")).text(),
    )?.[1] ?? 0,
  );
  const suffix = Date.now().toString(36);
  const colony = `Sunrise Green Enclave ${suffix}`;
  const layout = `Awadh Vihar Yojana ${suffix}`;
  const { owner, ownerPage, close: closeOwnerBrowser } = await ownerInOwnBrowser(browser);
  const plotIn = (colonyName: string, name: string) =>
    postPropertyAs(ownerPage.request, {
      listingType: "Sell",
      propertyCategory: "Residential",
      propertyType: "Plot/Land",
      city: "Lucknow",
      locality: "Kursi Road",
      colony: colonyName,
      projectBuildingName: name,
      contactNumber: owner.mobileNumber,
      plotArea: "1500",
      price: "3000000",
    });
  const warned = `Corner plot ${suffix}`;
  const approvedName = `Park-facing plot ${suffix}`;
  const id = await plotIn(colony.toLowerCase(), warned);
  const approvedId = await plotIn(layout, approvedName);
  await closeOwnerBrowser();

  await login(page, adminAccount);
  for (const listing of [id, approvedId])
    expect(
      (await page.request.post(`/listing-detail?id=${listing}`, { form: { intent: "approve", id: listing } })).status(),
    ).toBe(200);
  await page.goto("/admin");
  await page.getByRole("link", { name: "LDA legality register" }).click();
  // Each entry through the register's form; the list shows it before the next is typed.
  const addToRegister = async (kind: "illegal" | "approved", name: string, detail: [string, string], dated: string) => {
    await page.getByLabel("Kind").selectOption(kind);
    await page.getByLabel("Colony, layout or society").fill(name);
    await page.getByLabel("City").selectOption("Lucknow");
    await page.getByLabel("Locality").fill("Kursi Road");
    await page.getByLabel(detail[0]).fill(detail[1]);
    await page.getByLabel("Date of the approval or of the list").fill(dated);
    await page.getByRole("button", { name: "Add to the register" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved in the register.");
    await expect(page.getByTestId(`legality-${kind}`)).toContainText(name);
  };
  await addToRegister(
    "illegal",
    colony,
    ["The list that names it (illegal colonies)", "LDA list of unauthorised colonies"],
    "2025-07-14",
  );
  await addToRegister(
    "approved",
    layout,
    ["LDA approval or map number (approved layouts)", "LDA/LAY/2019/118"],
    "2019-03-01",
  );

  await page.context().clearCookies();
  await page.goto(`/listing-detail?id=${id}`);
  await expect(page.getByTestId("legality-warning")).toHaveText(
    "The LDA listed this colony as unauthorised on 14 July 2025 (LDA list of unauthorised colonies): check the layout approval before you pay anything.",
  );
  await keepScreenshot(page.getByTestId("legality-warning"), "test-results/legality-warning.png");
  await page.goto(`/hi/listing-detail?id=${id}`);
  await expect(page.getByTestId("legality-warning")).toContainText("LDA ने");
  await expect(page.getByTestId("legality-warning")).toContainText("अनधिकृत");
  await keepScreenshot(page.getByTestId("legality-warning"), "test-results/legality-warning-hi.png");
  await page.goto(`/listing-detail?id=${approvedId}`);
  await expect(page.getByTestId("legality-approved")).toHaveText(
    "LDA layout approved on 1 March 2019 (number LDA/LAY/2019/118).",
  );

  // The cards on the locality's place page, in both languages.
  const cardOf = (name: string) => page.getByTestId("property-card").filter({ hasText: name });
  await page.goto("/properties/lucknow/kursi-road");
  await expect(cardOf(warned).getByTestId("card-legality-warning")).toHaveText(
    "Listed by the LDA as illegal or unplanned",
  );
  await expect(cardOf(approvedName).getByTestId("card-lda-approved")).toHaveText("LDA-approved layout");
  await expect(cardOf(approvedName).getByTestId("card-legality-warning")).toHaveCount(0);
  await keepScreenshot(cardOf(warned), "test-results/legality-card.png");
  await page.goto("/hi/properties/lucknow/kursi-road");
  await expect(cardOf(warned).getByTestId("card-legality-warning")).toHaveText("LDA की सूची में अवैध या अनियोजित");
  await expect(cardOf(approvedName).getByTestId("card-lda-approved")).toHaveText("LDA से स्वीकृत लेआउट");

  // The search keeps to approved layouts when asked, and says how many there are first.
  await page.goto("/Search?city=Lucknow&locality=Kursi+Road");
  const filters = page.getByTestId("search-filters");
  const onlyApproved = filters.getByRole("checkbox", { name: /^LDA-approved layouts only/ });
  await expect(onlyApproved.locator("xpath=..")).toHaveText(`LDA-approved layouts only (${approvedBefore + 1})`);
  await onlyApproved.check();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/Search\?city=Lucknow&locality=Kursi\+Road&lda=1$/);
  await expect(page.getByTestId("search-results").getByTestId("property-card")).toHaveCount(approvedBefore + 1);
  await expect(cardOf(approvedName)).toBeVisible();
  await keepScreenshot(page, "test-results/legality-search.png");
});

test("the Admin's profile says what rejecting does now: the owner can edit and send again", async ({ page }) => {
  await login(page, adminAccount);
  await page.goto("/profile");
  await expect(
    page.getByText(
      "Approve a property to show it on the site, or reject it with a reason: its owner can edit it and send it again.",
    ),
  ).toBeVisible();
  // The old product's words, untrue since rejecting keeps the listing (issue 37, finding 12).
  await expect(page.getByText("reject it to delete it with its photos")).toHaveCount(0);
});
