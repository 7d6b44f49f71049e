import fs from "node:fs/promises";
import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from "@playwright/test";
import type { SentMail } from "../support/mail";
import { readOutbox } from "../support/mail";
import { proveMobile, smsTo } from "../support/sms";
import { E2E } from "./e2e-env";
import { adminAccount, expect, hydrated, newAccount, reachFor, test } from "./fixtures";
import { CSV_COLUMNS, latinWordsIn, latinWordsOn, SAME_IN_HINDI } from "./hindi-words";
import { sampleIds } from "./route-table";
import { keepScreenshot } from "./screenshots";

// The Hindi reader's review (issue 57), as a test: the pages it read, in the order a Hindi
// owner, a Hindi client and the Admin meet them, with every text each page shows or reads
// out checked for Latin words outside the allowed terms and the names the page marks
// translate="no"; then the e-mails and the SMS they were sent, in Hindi. Each page's text
// is also written to the test's output (read/*.txt), for a person to read.

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const IST_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Person {
  name: string;
  email: string;
  password: string;
  mobileNumber: string;
  role: "Owner" | "Client";
}

/** A person of the review: a Hindi name, signed up and signed in on the Hindi pages, mobile verified. */
async function hindiPerson(role: Person["role"], name: string): Promise<{ person: Person; api: APIRequestContext }> {
  const person: Person = { ...newAccount(role), name, role };
  const api = await playwrightRequest.newContext({ baseURL: E2E.baseURL });
  expect((await api.post("/hi/sign", { form: { ...person, confirmPassword: person.password } })).status()).toBe(200);
  expect((await api.post("/hi/login", { form: { email: person.email, password: person.password } })).status()).toBe(
    200,
  );
  await proveMobile(
    async (form) => expect((await api.post("/hi/profile/settings", { form })).status()).toBe(200),
    E2E.smsOutboxDir,
    person.mobileNumber,
  );
  // The e-mail address confirmed by the link sent at sign-up (seeing numbers waits for it).
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox(E2E.outboxDir)).find((item) => item.to === person.email);
      link = mail?.text.match(/https?:\/\/\S+\?token=\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const url = new URL(link);
  expect((await api.get(`${url.pathname}${url.search}`)).status()).toBeLessThan(400);
  // Their language is remembered from the pages they open (decision 028).
  expect((await api.get("/hi")).status()).toBe(200);
  return { person, api };
}

/** Posts through the wizard's action on the Hindi page; the new listing's id. */
async function post(api: APIRequestContext, form: Record<string, string>): Promise<string> {
  const response = await api.post("/hi/postproperty", { form });
  const html = await response.text();
  expect(response.status(), html.slice(0, 300)).toBe(200);
  const id = /"id",?"([0-9a-f-]{36})"/.exec(html)?.[1] ?? /\\"id\\",\\"([0-9a-f-]{36})\\"/.exec(html)?.[1];
  if (!id) throw new Error("no id in the wizard's answer");
  return id;
}

/** A browser page signed in with an API context's cookies. */
async function pageOf(browser: Browser, api: APIRequestContext, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  await context.addCookies((await api.storageState()).cookies);
  return context.newPage();
}

const state = {
  owner: null as null | { person: Person; api: APIRequestContext },
  client: null as null | { person: Person; api: APIRequestContext },
  admin: null as null | APIRequestContext,
  live: "",
  rejected: "",
  plot: "",
  conversation: "",
  seedListings: [] as string[],
  projects: [] as string[],
};

/** Every Latin word a page shows, by page; and each page's text for a reader. */
const found: string[] = [];
async function read(page: Page, path: string, label = path, same = SAME_IN_HINDI): Promise<void> {
  if (path) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBeLessThan(400);
    await hydrated(page);
  }
  await page.waitForLoadState("networkidle");
  for (const line of await latinWordsOn(page, same)) found.push(`${label} ${line}`);
  const text = await page.evaluate(() => document.body.innerText);
  const file = test.info().outputPath(`read/${label.replace(/[^\w\u0900-\u097f-]+/g, "_").slice(0, 80)}.txt`);
  await fs.mkdir(test.info().outputPath("read"), { recursive: true });
  await fs.writeFile(file, `${page.url()}\n${await page.title()}\n\n${text}\n`);
}

/** A screenshot of the whole page, in the test's output (shots/), for a person to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, test.info().outputPath(`shots/${name}.png`), { fullPage: true });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const ids = await sampleIds(await playwrightRequest.newContext({ baseURL: E2E.baseURL }));
  const sitemap = await (await fetch(`${E2E.baseURL}/sitemaps/properties-1.xml`)).text();
  state.seedListings = [
    ...new Set([...sitemap.matchAll(/listing-detail\?id=([0-9a-f-]{36})/g)].map((m) => m[1] ?? "")),
  ];
  const projects = await (await fetch(`${E2E.baseURL}/sitemaps/projects-1.xml`)).text();
  state.projects = [
    ...new Set([...projects.matchAll(/NewProjectD\?projectId=([0-9a-f-]{36})/g)].map((m) => m[1] ?? "")),
  ];
  expect(ids.property).toBeTruthy();

  // Another owner lists a flat with the number our owner then gives too: a broker's sign
  // (broker-signs.server.ts), so that the Admin's desk has an owner to decide on.
  const other = await hindiPerson("Owner", "अनिल सिंह");
  await post(other.api, {
    listingType: "Rent",
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    city: "Lucknow",
    bedrooms: "2",
    projectBuildingName: "अनिल निवास",
    locality: "Aliganj",
    address: "सेक्टर के",
    plotArea: "900",
    price: "18000",
    contactNumber: "9721045690",
  });
  await other.api.dispose();
  state.owner = await hindiPerson("Owner", "रमेश कुमार");
  state.client = await hindiPerson("Client", "सीमा वर्मा");
  const owner = state.owner.api;
  const client = state.client.api;
  const admin = await playwrightRequest.newContext({ baseURL: E2E.baseURL });
  expect(
    (await admin.post("/hi/login", { form: { email: adminAccount.email, password: adminAccount.password } })).status(),
  ).toBe(200);
  state.admin = admin;

  // The owner posts two flats and a plot.
  const flat = {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    city: "Lucknow",
    contactNumber: "9721045690",
  };
  state.live = await post(owner, {
    ...flat,
    bedrooms: "3",
    bathrooms: "2",
    projectBuildingName: "अवध हाइट्स",
    locality: "Gomti Nagar",
    address: "फ़्लैट 402, टावर बी, विराम खंड",
    plotArea: "1450",
    price: "8500000",
    furnishing: "Semi-Furnished",
  });
  state.rejected = await post(owner, {
    ...flat,
    bedrooms: "2",
    bathrooms: "2",
    projectBuildingName: "गोमती रेज़िडेंसी",
    locality: "Aliganj",
    address: "सेक्टर एच",
    plotArea: "1100",
    price: "5500000",
  });
  state.plot = await post(owner, {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Plot/Land",
    city: "Lucknow",
    projectBuildingName: "सरोज एन्क्लेव",
    locality: "Kursi Road",
    address: "गुडंबा के पास",
    plotArea: "150",
    areaUnit: "sqyd",
    price: "2700000",
    contactNumber: "9721045690",
  });

  // The Admin approves a flat and the plot, and rejects the other flat.
  for (const id of [state.live, state.plot])
    expect((await admin.post(`/hi/listing-detail?id=${id}`, { form: { intent: "approve", id } })).status()).toBe(200);
  expect(
    (
      await admin.post(`/hi/listing-detail?id=${state.rejected}`, {
        form: { intent: "reject", id: state.rejected, reason: "details", note: "कृपया क़ीमत और क्षेत्रफल जाँच लें" },
      })
    ).status(),
  ).toBe(200);

  // The client asks about the live flat, then proposes two visit times.
  expect(
    (
      await client.post(`/hi/listing-detail?id=${state.live}`, {
        form: {
          intent: "enquire",
          name: "सीमा वर्मा",
          email: state.client.person.email,
          mobileNumber: state.client.person.mobileNumber,
          message: "क्या यह फ़्लैट अभी उपलब्ध है? पार्किंग मिलेगी?",
        },
      })
    ).status(),
  ).toBe(200);
  const day = new Date(Date.now() + IST_MS + 3 * DAY_MS).toISOString().slice(0, 10);
  const booked = await client.post("/hi/messages/book", {
    form: { listing: state.live, slot1: `${day}T11:00`, slot2: `${day}T16:30`, slot3: "" },
    maxRedirects: 0,
  });
  expect(booked.status(), await booked.text()).toBe(302);
  state.conversation = new URL(booked.headers().location ?? "", E2E.baseURL).pathname.replace(/^\/hi/, "");

  // The owner confirms one; contacts are offered and accepted; the client cancels with a
  // reason and reports the conversation and a seed listing.
  const ownerPage = await pageOf(browser, owner);
  await ownerPage.goto(`/hi${state.conversation}`);
  await ownerPage.locator('form:has(input[name="intent"][value="confirm-visit"]) button').first().click();
  await expect(ownerPage.getByTestId("visit").first()).toContainText("पक्की");
  expect((await client.post(`/hi${state.conversation}`, { form: { intent: "offer-contacts" } })).status()).toBe(200);
  expect((await owner.post(`/hi${state.conversation}`, { form: { intent: "accept-contacts" } })).status()).toBe(200);
  const clientPage = await pageOf(browser, client);
  await clientPage.goto(`/hi${state.conversation}`);
  const cancel = clientPage.locator('form:has(input[name="intent"][value="cancel-visit"])');
  await clientPage
    .locator("summary", { has: clientPage.locator("xpath=.") })
    .filter({ hasText: "रद्द" })
    .first()
    .click();
  await cancel.locator('input[name="reason"]').fill("उस दिन मुझे दफ़्तर जाना है।");
  await cancel.locator('button[type="submit"]').click();
  await expect(clientPage.getByTestId("visit").first()).toContainText("रद्द");
  expect(
    (
      await client.post(`/hi${state.conversation}`, {
        form: { intent: "report", reason: "broker", note: "ये मालिक नहीं, ब्रोकर लगते हैं।" },
      })
    ).status(),
  ).toBe(200);
  const seed = state.seedListings[0] ?? ids.property;
  expect(
    (
      await client.post(`/hi/listing-detail?id=${seed}`, {
        form: { intent: "report", reason: "gone", note: "फ़ोन करने पर बताया कि बिक गया है।" },
      })
    ).status(),
  ).toBe(200);
  await ownerPage.context().close();
  await clientPage.context().close();
});

test.afterAll(async () => {
  await state.owner?.api.dispose();
  await state.client?.api.dispose();
  await state.admin?.dispose();
});

test("the public Hindi pages have no Latin words outside names and the allowed terms", async ({ page }) => {
  const ids = await sampleIds(page.request);
  const paths = [
    "/hi",
    "/hi/Search",
    "/hi/Search?view=map",
    `/hi/Search?q=${encodeURIComponent("गोमती नगर में 1 करोड़ तक 3 BHK")}`,
    "/hi/Search?city=Lucknow&locality=Gomti+Nagar+Extension",
    "/hi/properties/lucknow",
    "/hi/properties/lucknow/rent",
    "/hi/properties/varanasi/agricultural-land",
    "/hi/properties/lucknow/gomti-nagar-extension/buy",
    "/hi/properties/kanpur/kalyanpur",
    "/hi/NewProject",
    ...state.projects.map((id) => `/hi/NewProjectD?projectId=${id}`),
    ...state.seedListings.map((id) => `/hi/listing-detail?id=${id}`),
    `/hi/listing-detail?id=${state.live}`,
    `/hi/listing-detail?id=${state.plot}`,
    "/hi/sign",
    "/hi/login",
    "/hi/forgot-password",
    "/hi/service",
    "/hi/services/buy-plots",
    "/hi/services/buy-commercial",
    "/hi/services/rent-home",
    "/hi/services/lease-commercial",
    "/hi/services/pg-co-living",
    ...Object.keys(ids.projectIn).map((city) => `/hi/project/${city}`),
    "/hi/ProjectService/lucknow-faizabad-road",
    "/hi/ProjectService/gurugram",
    "/hi/ProjectService/noida",
    "/hi/ProjectService/kanpur",
    "/hi/ProjectService/varanasi",
    "/hi/privacy",
    "/hi/privacy-policy",
    "/hi/about",
    "/hi/contact",
  ];
  for (const path of paths) await read(page, path);
  await shoot(page, "contact-1280");
  // The maps (Leaflet) speak Hindi too: their buttons and their credit.
  await page.goto("/hi/Search?city=Lucknow&view=map");
  const map = page.getByTestId("search-map");
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(map.locator(".leaflet-control-zoom-in")).toHaveAttribute("title", "ज़ूम इन करें");
  await expect(map.locator(".leaflet-control-zoom-out")).toHaveAttribute("title", "ज़ूम आउट करें");
  await expect(map.locator(".leaflet-control-attribution a").first()).toHaveAttribute(
    "title",
    "इंटरैक्टिव नक्शों की लाइब्रेरी",
  );
  await read(page, "", "/hi/Search?view=map, drawn");
  await shoot(page, "search-map-1280");
  await page.goto(`/hi/listing-detail?id=${state.live}`);
  await page.getByRole("button", { name: "नक्शे पर देखें" }).click();
  await expect(page.getByTestId("location-map").locator(".leaflet-control-zoom-in")).toHaveAttribute(
    "title",
    "ज़ूम इन करें",
  );
  await read(page, "", "/hi/listing-detail, map open");
  await shoot(page, "listing-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await read(page, "/hi", "/hi at 390 px");
  await shoot(page, "home-390");
  await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
  await read(page, "", "/hi menu at 390 px");
  await shoot(page, "menu-390");
  await read(page, `/hi/listing-detail?id=${state.live}`, "/hi/listing-detail at 390 px");
  await shoot(page, "listing-390");
  await read(page, "/hi/service", "/hi/service at 390 px");
  await shoot(page, "service-390");
  expect(found).toEqual([]);
});

/** What a page's WhatsApp links say, decoded: the text a person sends. */
async function whatsAppTexts(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="https://wa.me/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => new URL(href).searchParams.get("text") ?? "");
}

test("the owner's and the client's Hindi pages, the wizard and the WhatsApp texts have no Latin words outside names and the allowed terms", async ({
  browser,
}) => {
  found.length = 0;
  const owner = state.owner;
  const client = state.client;
  if (!owner || !client) throw new Error("no scenario");
  const ownerPage = await pageOf(browser, owner.api);
  for (const path of [
    "/hi/profile",
    "/hi/profile/enquiries",
    `/hi/profile/listing-stats?id=${state.live}`,
    "/hi/shortlist",
    "/hi/profile/searches",
    "/hi/profile/settings",
    "/hi/messages",
    `/hi${state.conversation}`,
    "/hi/profile/visit-hours",
    `/hi/listing-detail?id=${state.rejected}`,
    `/hi/listing-detail?id=${state.plot}`,
    "/hi/postproperty",
    `/hi/postproperty?edit=${state.rejected}`,
    "/hi/Postlisting",
  ])
    await read(ownerPage, path, `owner ${path}`);
  // The profile's history, opened.
  await ownerPage.goto("/hi/profile");
  for (const history of await ownerPage.getByTestId("listing-history").all()) await history.locator("summary").click();
  await read(ownerPage, "", "owner /hi/profile, history open");
  await shoot(ownerPage, "owner-profile-1280");
  await read(ownerPage, `/hi${state.conversation}`, `owner /hi${state.conversation}`);
  await shoot(ownerPage, "owner-conversation-1280");
  await read(ownerPage, "/hi/profile/visit-hours", "owner /hi/profile/visit-hours");
  await shoot(ownerPage, "owner-visit-hours-1280");
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  await read(ownerPage, "/hi/profile", "owner /hi/profile at 390 px");
  await shoot(ownerPage, "owner-profile-390");
  await read(ownerPage, "/hi/postproperty", "owner /hi/postproperty at 390 px");
  await shoot(ownerPage, "owner-wizard-390");
  await read(ownerPage, "/hi/profile/settings", "owner /hi/profile/settings at 390 px");
  await shoot(ownerPage, "owner-settings-390");
  await ownerPage.getByRole("button", { name: "मेन्यू खोलें" }).click();
  await read(ownerPage, "", "owner menu at 390 px");
  await ownerPage.context().close();

  const clientPage = await pageOf(browser, client.api);
  await clientPage.goto(`/hi/listing-detail?id=${state.live}`);
  await hydrated(clientPage);
  // The client sees the owner's number: the WhatsApp link to the owner appears.
  const panel = clientPage.getByTestId("owner-panel");
  await reachFor(panel);
  await panel.locator('form:has(input[name="intent"][value="reveal"]) button').click();
  await expect(panel.getByTestId("owner-mobile").locator("a")).toBeVisible();
  await clientPage.waitForLoadState("networkidle");
  await read(clientPage, "", "client /hi/listing-detail (number shown)");
  const texts = await whatsAppTexts(clientPage);
  expect(texts.length, "a share link and a link to the owner").toBeGreaterThanOrEqual(2);
  for (const text of texts) {
    if (latinWordsIn(text).length) found.push(`WhatsApp text: ${text}`);
    expect(text, "the Hindi page's own address").toMatch(/\/hi\/listing-detail\?id=/);
  }
  for (const path of [
    "/hi/profile",
    "/hi/messages",
    `/hi${state.conversation}`,
    `/hi/messages/book?listing=${state.live}`,
    "/hi/profile/settings",
    "/hi/profile/enquiries",
    "/hi/shortlist",
    "/hi/profile/searches",
  ])
    await read(clientPage, path, `client ${path}`);
  const project = state.projects[0];
  if (project) {
    await clientPage.goto(`/hi/NewProjectD?projectId=${project}`);
    for (const text of await whatsAppTexts(clientPage))
      if (latinWordsIn(text.replace(/^.*\n/, "")).length) found.push(`project WhatsApp text: ${text}`);
  }
  await clientPage.context().close();
  expect(found).toEqual([]);
});

test("the admin desk in Hindi has no Latin words outside names, the allowed terms and CSV columns, before and after the Admin acts", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  found.length = 0;
  if (!state.admin) throw new Error("no scenario");
  const admin = await pageOf(browser, state.admin);
  const same = [...SAME_IN_HINDI, ...CSV_COLUMNS];
  for (const path of [
    "/hi/admin",
    "/hi/admin/Postproject",
    "/hi/admin/Postproject?status=all",
    "/hi/admin/Postproject?status=rejected",
    "/hi/admin/conversations",
    "/hi/admin/reports",
    "/hi/admin/brokers",
    "/hi/admin/legality",
    "/hi/admin/places",
    "/hi/admin/circle-rates",
    "/hi/admin/ComingSoon",
    "/hi/admin/ourproject",
    "/hi/admin/Buys",
    "/hi/admin/ProjectExplore",
    `/hi/listing-detail?id=${state.rejected}`,
  ])
    await read(admin, path, `admin ${path}`, same);

  // The Admin closes the reports, makes the owner an agent and adds to the registers.
  await admin.goto("/hi/admin/reports");
  await admin.getByTestId("reported-listing").first().locator('button[type="submit"]').click();
  await expect(admin.getByRole("status").first()).toBeVisible();
  await read(admin, "", "admin /hi/admin/reports after closing", same);
  await admin.goto("/hi/admin/conversations");
  await admin.getByTestId("reported-conversation").first().locator('button[type="submit"]').click();
  await expect(admin.getByRole("status").first()).toBeVisible();
  await read(admin, "", "admin /hi/admin/conversations after closing", same);
  await admin.goto("/hi/admin/brokers");
  const flagged = admin.locator("li", { hasText: "रमेश कुमार" }).filter({ has: admin.locator('input[name="reason"]') });
  await flagged.locator('input[name="reason"]').fill("इनकी कई संपत्तियों पर दूसरे खाते का नंबर दिया गया है।");
  await flagged.locator('button[value="make-agent"]').click();
  await expect(admin.getByRole("status").first()).toBeVisible();
  await read(admin, "", "admin /hi/admin/brokers after deciding", same);
  await admin.goto("/hi/admin/legality");
  const register = admin.locator('form:has(input[name="intent"][value="save"])');
  await register.locator('select[name="kind"]').selectOption("illegal");
  await register.locator('input[name="name"]').fill("गुडंबा विहार");
  await register.locator('input[name="locality"]').fill("कुर्सी रोड");
  await register.locator('input[name="source"]').fill("LDA की अवैध कॉलोनियों की सूची, 2026");
  await register.locator('input[name="dated"]').fill("2026-03-02");
  await register.locator('button[type="submit"]').click();
  await expect(admin.getByRole("status").first()).toBeVisible();
  await read(admin, "", "admin /hi/admin/legality after adding", same);
  await admin.goto("/hi/admin/places");
  const place = admin.locator('form:has(input[name="intent"][value="save"])');
  await place.locator('select[name="kind"]').selectOption("hospital");
  await place.locator('input[name="name"]').fill("लोहिया अस्पताल");
  await place.locator('input[name="position"]').fill("26.8640, 80.9990");
  await place.locator('button[type="submit"]').click();
  await expect(admin.getByRole("status").first()).toBeVisible();
  await read(admin, "", "admin /hi/admin/places after adding", same);
  await shoot(admin, "admin-places-1280");
  for (const [path, name] of [
    ["/hi/admin", "admin-dashboard"],
    ["/hi/admin/reports", "admin-reports"],
    ["/hi/admin/Postproject?status=all", "admin-properties"],
    ["/hi/admin/circle-rates", "admin-circle-rates"],
  ] as const) {
    await read(admin, path, `admin ${path}, again`, same);
    await shoot(admin, `${name}-1280`);
  }
  await admin.context().close();
  expect(found).toEqual([]);
});

test("the e-mails and SMS sent in Hindi are in Hindi: lang hi, no Latin words outside the allowed terms", async () => {
  const owner = state.owner;
  const client = state.client;
  if (!owner || !client || !state.admin) throw new Error("no scenario");
  // The Admin asks for a new password on the Hindi page; another story may have asked in English
  // before, so the Hindi one is the e-mail that arrives after this request.
  const adminMails = async () => (await readOutbox(E2E.outboxDir)).filter((mail) => mail.to === adminAccount.email);
  const before = (await adminMails()).length;
  expect(
    (await state.admin.post("/hi/forgot-password", { form: { email: adminAccount.email } })).status(),
  ).toBeLessThan(400);
  const left: string[] = [];
  let mails: SentMail[] = [];
  await expect
    .poll(async () => {
      mails = (await readOutbox(E2E.outboxDir)).filter((mail) =>
        [owner.person.email, client.person.email].includes(mail.to),
      );
      return mails.length;
    })
    .toBeGreaterThanOrEqual(8);
  let adminMail: SentMail | undefined;
  await expect
    .poll(async () => {
      adminMail = (await adminMails()).slice(before).at(-1);
      return adminMail?.subject;
    })
    .toBeTruthy();
  if (adminMail) mails.push(adminMail);
  const read = test.info().outputPath("mail.txt");
  await fs.writeFile(
    read,
    mails.map((mail) => `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`).join("\n----\n"),
  );
  // A text e-mail cannot mark a name: the scenario's people and listings are named in Hindi,
  // and the one English name (the Admin's account, "Administrator") is taken out as a name.
  const withoutNames = (line: string) => line.split(adminAccount.name).join(" ");
  for (const mail of mails) {
    if (!/<html lang="hi/.test(mail.html ?? "")) left.push(`${mail.subject}: not lang="hi"`);
    for (const text of [mail.subject, mail.text])
      for (const line of text.split("\n"))
        if (latinWordsIn(withoutNames(line)).length) left.push(`${mail.to} “${mail.subject}”: ${line}`);
    for (const file of mail.attachments ?? [])
      for (const line of (file.content ?? "").split(/\r?\n/))
        if (/^(SUMMARY|DESCRIPTION|LOCATION):/.test(line) && latinWordsIn(line.replace(/^\w+:/, "")).length)
          left.push(`${mail.subject} ${file.filename}: ${line}`);
  }
  const subjects = mails.map((mail) => mail.subject);
  // The rejection, the visit's confirmation and cancellation and the agent's e-mail are among them.
  expect(subjects.some((subject) => subject.includes("गोमती रेज़िडेंसी"))).toBe(true);
  expect(subjects.some((subject) => subject.startsWith("साइट विज़िट रद्द"))).toBe(true);
  const rejection = mails.find((mail) => mail.subject.includes("गोमती रेज़िडेंसी"));
  expect(rejection?.text).toContain("कारण: जानकारी अधूरी या ग़लत है। कृपया क़ीमत और क्षेत्रफल जाँच लें");
  const cancelled = mails.find((mail) => mail.subject.startsWith("साइट विज़िट रद्द"));
  expect(cancelled?.text).not.toMatch(/को\s+को|बजे को/);
  // Every SMS to these numbers.
  for (const person of [owner.person, client.person])
    for (const sms of await smsTo(E2E.smsOutboxDir, person.mobileNumber)) {
      if (latinWordsIn(sms.text).length) left.push(`SMS: ${sms.text}`);
      expect([...sms.text].length, "one SMS part (70 characters in Unicode)").toBeLessThanOrEqual(70);
    }
  expect(left).toEqual([]);
});
