import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { setRateLimitsDisabled } from "#app/modules/db/rate-limits.server";
import { CONTACT_OWNER_ANSWERS, POSTER_ANSWERS } from "#app/modules/properties/words";
import * as rootRoute from "#app/root";
import * as enquiriesPage from "#app/routes/_account/contact-owner/enquiries";
import * as myData from "#app/routes/_account/my-data";
import * as shortlistRoute from "#app/routes/_account/shortlist";
import * as shortlistAdd from "#app/routes/_account/shortlist-add";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as listingPost from "#app/routes/_listings/listing-post";
import * as place from "#app/routes/_listings/place";
import * as postProperty from "#app/routes/_listings/post-property";
import * as search from "#app/routes/_listings/search";
import * as home from "#app/routes/_site/home";
import * as sitemapFile from "#app/routes/resources/sitemap-file";
import { enquiries, properties, user } from "#db/schema";
import { liveProperty } from "../../../support/factories";
import {
  callRoute,
  createUser,
  request,
  sendForm,
  servicesForFile,
  type TestUser,
  updateAccounts,
} from "../../../support/harness";

const services = servicesForFile({ postingLimits: "lifted" });
let owner: TestUser;
let ownerRow: { mobileNumber: string; email: string; name: string };
let listing: string;
const LISTING_NUMBER = "9721034567";

beforeAll(async () => {
  owner = await createUser("Owner", { name: "Rashmi Owner Tandon" });
  const [row] = await getDb().select().from(user).where(eq(user.id, owner.id));
  ownerRow = { mobileNumber: row?.mobileNumber ?? "", email: row?.email ?? "", name: row?.name ?? "" };
  listing = await postLive(owner, "Masked Manor");
});
afterEach(() => setRateLimitsDisabled(true));

/** A live 3 BHK flat for sale in Mahanagar by `account`. */
const postLive = (account: TestUser, name: string, contactNumber = LISTING_NUMBER) =>
  liveProperty(account, {
    bedrooms: "3",
    projectBuildingName: name,
    locality: "Mahanagar",
    address: "Sector C",
    contactNumber,
    plotArea: "1400",
    price: "7200000",
  });

/** A seeker whose e-mail is confirmed (reveals need it, decision 019). */
async function confirmedSeeker(role: "Client" | "Agent" | "Owner", overrides: { name?: string } = {}) {
  const account = await createUser(role, overrides);
  await updateAccounts(eq(user.id, account.id), { emailVerified: true });
  return account;
}

const detail = (id: string, cookie?: string) =>
  callRoute(listingDetail.loader, request(`/listing-detail?id=${id}`, { cookie }));
const post = (id: string, form: Record<string, string>, cookie?: string, ip?: string) =>
  callRoute(listingDetail.action, request(`/listing-detail?id=${id}`, { method: "POST", cookie, form, ip }));

/** Everything a route answered, as text, must not hold the poster's full number or e-mail. */
function expectNoContact(answer: unknown, where: string) {
  const text = typeof answer === "string" ? answer : JSON.stringify(answer);
  expect(text, where).not.toContain(ownerRow.mobileNumber);
  expect(text, where).not.toContain(ownerRow.email);
  expect(text, where).not.toContain(LISTING_NUMBER);
  expect(text, where).not.toContain("97210 34567");
}

describe("masked contact details", () => {
  it("no route that renders a listing or its owner gives a visitor the full number or e-mail", async () => {
    const page = await detail(listing);
    expect(page.status).toBe(200);
    expectNoContact(page.data, "listing page");
    const data = page.data as {
      owner: { name: string; mobileNumber: string; email: string };
      property: { contactNumber: string };
    };
    expect(data.owner.name).toBe("Rashmi Owner Tandon");
    expect(data.owner.mobileNumber).toMatch(/^\+91 \d{2}XXX XX\d{3}$/);
    expect(data.owner.email).toBe("");
    expect(data.property.contactNumber).toBe("+91 97XXX XX567");

    const client = await createUser("Client");
    expectNoContact((await detail(listing, client.cookie)).data, "listing page, signed in, not revealed");
    expectNoContact((await callRoute(home.loader, request("/"))).data, "home");
    expectNoContact((await callRoute(listingPost.loader, request("/listing-post"))).data, "listing-post");
    expectNoContact((await callRoute(search.loader, request("/Search?city=Lucknow"))).data, "search");
    expectNoContact(
      (await callRoute(place.loader, request("/properties/lucknow/mahanagar"), { city: "lucknow", place: "mahanagar" }))
        .data,
      "place page",
    );
    expectNoContact(
      (await callRoute(sitemapFile.loader, request("/sitemaps/properties-1.xml"), { file: "properties-1.xml" })).data,
      "sitemap",
    );
  });

  it("shows a signed-in person both after they choose to, records it, and shows the owner who saw it", async () => {
    const seeker = await confirmedSeeker("Client", { name: "Seeker Vikas Awasthi" });
    const revealed = await post(listing, { intent: "reveal" }, seeker.cookie);
    expect(revealed).toMatchObject({ status: 200, data: { ok: true, message: POSTER_ANSWERS.owner.revealed } });
    const page = (await detail(listing, seeker.cookie)).data as {
      owner: { mobileNumber: string; email: string };
      property: { contactNumber: string };
      contact: { full: boolean };
    };
    expect(page.contact.full).toBe(true);
    expect(page.owner).toMatchObject({ mobileNumber: ownerRow.mobileNumber, email: ownerRow.email });
    expect(page.property.contactNumber).toBe(LISTING_NUMBER);

    const owners = await callRoute(enquiriesPage.loader, request("/profile/enquiries", { cookie: owner.cookie }));
    const reveals = (owners.data as { reveals: { rows: Array<{ name: string; listing: string }> } }).reveals.rows;
    expect(reveals).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Seeker Vikas Awasthi", listing: "Masked Manor" })]),
    );

    // A visitor is sent to sign in; the owner and Admins always see their own.
    const visitor = await post(listing, { intent: "reveal" });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?redirectTo=/);
    expect(((await detail(listing, owner.cookie)).data as { contact: { full: boolean } }).contact.full).toBe(true);
  });

  it("refuses the 21st listing of the day with when it frees, and does not count a listing twice", async () => {
    const poster = await createUser("Agent");
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push(await postLive(poster, `Cap Tower ${i}`, `98390${String(20000 + i)}`));
    const seeker = await confirmedSeeker("Client");
    for (const id of ids.slice(0, 20)) {
      expect((await post(id, { intent: "reveal" }, seeker.cookie)).status).toBe(200);
    }
    expect((await post(ids[0] ?? "", { intent: "reveal" }, seeker.cookie)).status).toBe(200);
    const refused = await post(ids[20] ?? "", { intent: "reveal" }, seeker.cookie);
    expect(refused.status).toBe(429);
    expect((refused.data as { message: string }).message).toMatch(
      /^You have seen the contact details of 20 listings in the last 24 hours, the most we allow\. You can see more from \d+ \w+ \d{4},? (at )?\d+:\d{2} [ap]m\.$/,
    );
    const page = (await detail(ids[20] ?? "", seeker.cookie)).data as { contact: { full: boolean } };
    expect(page.contact.full).toBe(false);
  });
});

describe("enquiries", () => {
  const form = {
    intent: "enquire",
    name: "Pooja Visitor",
    mobileNumber: "9839066666",
    email: "pooja.visitor@example.in",
    message: "Is the flat still available? I would like to visit on Sunday. Token: https://pay-now.example/token",
  };

  it("stores a verified sender's enquiry with their verified number, e-mails the owner and lists it for them; one a day per sender and listing", async () => {
    const before = await getDb().$count(enquiries);
    // A visitor, and an account whose number is not verified, are shown the step they miss.
    const visitor = await post(listing, form, undefined, "198.51.100.70");
    expect(visitor).toMatchObject({ status: 401, data: { message: CONTACT_OWNER_ANSWERS.enquirySignIn } });
    const unproven = await createUser("Client", { mobileVerified: false });
    const refused = await post(listing, form, unproven.cookie, "198.51.100.70");
    expect(refused).toMatchObject({ status: 403, data: { message: CONTACT_OWNER_ANSWERS.enquiryVerifyMobile } });
    expect(await getDb().$count(enquiries)).toBe(before);

    const pooja = await createUser("Client", { name: "Pooja Visitor", mobileNumber: "9839066666" });
    // A number typed into the form is not the one the owner gets: the verified one is.
    const sent = await post(listing, { ...form, mobileNumber: "9000000001" }, pooja.cookie, "198.51.100.71");
    expect(sent).toMatchObject({ status: 200, data: { ok: true, message: POSTER_ANSWERS.owner.enquirySent } });
    const mail = (await services.outbox()).find(
      (m) => m.to === ownerRow.email && m.subject === "Enquiry about Masked Manor",
    );
    expect(mail?.text).toContain("Pooja Visitor");
    // Neither the number typed nor the verified one, nor the e-mail: the seeker's contacts
    // reach the owner only when both agree to share them in the conversation (decision 053).
    expect(mail?.text).not.toContain("9839066666");
    expect(mail?.text).not.toContain("9000000001");
    expect(mail?.text).toContain("Is the flat still available?");
    expect(mail?.html).not.toContain("pooja.visitor@example.in");
    expect(mail?.text).toMatch(/\/messages\/[0-9a-f-]{36}/);
    // The address the visitor typed is text in the owner's mail; the listing's is a link.
    expect(mail?.html).toContain("https://pay-now.example/token");
    expect(mail?.html).not.toMatch(/<a [^>]*href="https:\/\/pay-now/);
    expect(mail?.html).toMatch(/<a [^>]*href="[^"]*\/listing-detail\?id=/);

    const again = await post(listing, { ...form, email: "POOJA.VISITOR@example.in" }, pooja.cookie, "198.51.100.72");
    expect(again).toMatchObject({ status: 429, data: { message: POSTER_ANSWERS.owner.enquiryRepeat } });

    const received = await callRoute(enquiriesPage.loader, request("/profile/enquiries", { cookie: owner.cookie }));
    const items = (received.data as { received: { items: Array<{ id: string; name: string; read: boolean }> } })
      .received.items;
    const mine = items.find((item) => item.name === "Pooja Visitor");
    expect(mine).toMatchObject({ read: false });

    // Only the listing's owner marks it read.
    const stranger = await createUser("Owner");
    const notTheirs = await sendForm(enquiriesPage.action, "/profile/enquiries", stranger, { id: mine?.id ?? "" });
    expect(notTheirs.status).toBe(404);
    const marked = await sendForm(enquiriesPage.action, "/profile/enquiries", owner, { id: mine?.id ?? "" });
    expect(marked.status).toBe(200);
    const [row] = await getDb()
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, mine?.id ?? ""));
    expect(row?.readAt).not.toBeNull();
  });

  it("a listing's id in capitals names no listing: no page, and an enquiry to it is neither sent nor counted", async () => {
    expect((await detail(listing.toUpperCase())).status).toBe(404);
    const sender = await createUser("Client");
    const before = (await services.outbox()).length;
    for (let i = 0; i < 5; i++) {
      const sent = await post(listing.toUpperCase(), form, sender.cookie, "198.51.100.99");
      expect(sent.status).toBe(404);
    }
    expect((await services.outbox()).length).toBe(before);
    // The same address may still write about the listing itself.
    const real = await post(listing, form, sender.cookie, "198.51.100.99");
    expect(real).toMatchObject({ status: 200, data: { ok: true } });
  });

  it("lists a signed-in sender's enquiries under theirs, refuses checks, robots, own and hidden listings", async () => {
    const seeker = await createUser("Client");
    const sent = await post(listing, { ...form, email: "seeker@example.in" }, seeker.cookie, "198.51.100.81");
    expect(sent.status).toBe(200);
    const mine = await callRoute(enquiriesPage.loader, request("/profile/enquiries", { cookie: seeker.cookie }));
    expect((mine.data as { sent: { total: number } }).sent.total).toBe(1);
    const repeat = await post(listing, { ...form, email: "other@example.in" }, seeker.cookie, "198.51.100.82");
    expect(repeat.status).toBe(429);

    const other = await createUser("Client");
    const bad = await post(listing, { ...form, email: "not-an-address" }, other.cookie, "198.51.100.83");
    expect(bad).toMatchObject({ status: 400, data: { message: "❌ Invalid email format." } });
    const before = await getDb().$count(enquiries);
    const robot = await post(
      listing,
      { ...form, email: "robot@example.in", website: "http://spam" },
      other.cookie,
      "198.51.100.84",
    );
    expect(robot.data).toMatchObject({ ok: true });
    expect(await getDb().$count(enquiries)).toBe(before);
    const own = await post(listing, { ...form, email: "me@example.in" }, owner.cookie, "198.51.100.85");
    expect(own).toMatchObject({ status: 400, data: { message: CONTACT_OWNER_ANSWERS.enquiryOwn } });

    const pendingResult = await callRoute(
      postProperty.action,
      request("/postproperty", {
        method: "POST",
        cookie: owner.cookie,
        form: {
          listingType: "Rent",
          propertyCategory: "Residential",
          propertyType: "Flat/Apartment",
          city: "Lucknow",
          locality: "Aliganj",
          bedrooms: "1",
          projectBuildingName: "Hidden Pending",
          contactNumber: "9839012345",
          plotArea: "900",
          price: "15000",
        },
      }),
    );
    const pending = (pendingResult.data as { id: string }).id;
    expect(pending).toMatch(/^[0-9a-f-]{36}$/);
    const hidden = await post(pending, { ...form, email: "hidden@example.in" }, other.cookie, "198.51.100.86");
    expect(hidden).toMatchObject({ status: 404, data: { message: CONTACT_OWNER_ANSWERS.notLive } });

    const download = JSON.parse(
      String((await callRoute(myData.loader, request("/profile/data", { cookie: seeker.cookie }))).data),
    );
    expect(download.enquiriesSent).toHaveLength(1);
  });

  it("limits enquiries per client", async () => {
    const sender = await createUser("Client");
    setRateLimitsDisabled(false);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const other = await postLive(owner, `Limit House ${i}`);
      statuses.push((await post(other, form, sender.cookie, "198.51.100.99")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("limits enquiries per client address and listing a day, whatever account sends them", async () => {
    const flooded = await postLive(owner, "Flooded Villa");
    const address = "198.51.100.120";
    const stored = () => getDb().$count(enquiries, eq(enquiries.propertyId, flooded));
    const senders: TestUser[] = [];
    for (let i = 0; i < 6; i++) senders.push(await createUser("Client"));
    const fresh = await createUser("Client");
    // Only this rule: the per-client limit of a few minutes is lifted.
    setRateLimitsDisabled(["enquiry"]);
    // Sent at once, each from an account of its own: three go through, the rest are refused.
    const answers = await Promise.all(
      senders.map((sender, i) => post(flooded, { ...form, email: `flood${i}@example.in` }, sender.cookie, address)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)?.data).toMatchObject({
      ok: false,
      message: POSTER_ANSWERS.owner.enquiryAddressLimit,
    });
    expect(await stored()).toBe(3);
    // A fresh account from the same address is refused too.
    expect((await post(flooded, { ...form, email: "fresh@example.in" }, fresh.cookie, address)).status).toBe(429);
    expect(await stored()).toBe(3);
    const mailed = (await services.outbox()).filter((mail) => mail.subject === "Enquiry about Flooded Villa");
    expect(mailed).toHaveLength(3);
    // Another listing from that address, and that listing from another address, still go through.
    expect((await post(listing, { ...form, email: "flood-other@example.in" }, fresh.cookie, address)).status).toBe(200);
    expect(
      (await post(flooded, { ...form, email: "elsewhere@example.in" }, fresh.cookie, "198.51.100.121")).status,
    ).toBe(200);
  });
});

describe("shortlist", () => {
  const heart = (form: Record<string, string>, cookie?: string, fetchMode?: string) => {
    const req = request("/shortlist", { method: "POST", cookie, form });
    if (fetchMode) req.headers.set("sec-fetch-mode", fetchMode);
    return callRoute(shortlistRoute.action, req);
  };

  it("keeps live listings for a signed-in person, in place with JavaScript and back to the page without", async () => {
    const seeker = await createUser("Client");
    const second = await postLive(owner, "Shortlist Villa");
    const inPlace = await heart({ propertyId: listing, on: "1", back: "/listing-post" }, seeker.cookie, "cors");
    expect(inPlace).toMatchObject({ status: 200, data: { ok: true } });
    const plain = await heart({ propertyId: second, on: "1", back: "/Search?city=Lucknow" }, seeker.cookie, "navigate");
    expect(plain).toMatchObject({ status: 302, location: "/Search?city=Lucknow" });
    const offsite = await heart({ propertyId: second, on: "1", back: "//evil.example/x" }, seeker.cookie);
    expect(offsite.location).toBe("/shortlist");

    const root = await callRoute(rootRoute.loader, request("/", { cookie: seeker.cookie }));
    expect((root.data as { shortlist: string[] }).shortlist.sort()).toEqual([listing, second].sort());
    const page = await callRoute(shortlistRoute.loader, request("/shortlist", { cookie: seeker.cookie }));
    const items = (page.data as { items: Array<{ property: { id: string }; live: boolean }> }).items;
    expect(items.map((item) => item.property.id)).toEqual([second, listing]);

    // A listing that leaves the site stays on the list, marked; it can still be removed.
    await getDb().update(properties).set({ status: "pending" }).where(eq(properties.id, second));
    const after = await callRoute(shortlistRoute.loader, request("/shortlist", { cookie: seeker.cookie }));
    expect((after.data as { items: Array<{ live: boolean }> }).items.map((item) => item.live)).toEqual([false, true]);
    await heart({ propertyId: second, on: "0" }, seeker.cookie, "cors");
    const root2 = await callRoute(rootRoute.loader, request("/", { cookie: seeker.cookie }));
    expect((root2.data as { shortlist: string[] }).shortlist).toEqual([listing]);

    // A pending listing cannot be added.
    const refused = await heart({ propertyId: second, on: "1" }, seeker.cookie, "cors");
    expect(refused.status).toBe(404);
  });

  it("sends a visitor through sign-in and back, with the listing added", async () => {
    const visitor = await heart({ propertyId: listing, on: "1", back: "/listing-post?page=1" });
    expect(visitor.status).toBe(302);
    const login = new URL(visitor.location ?? "", "http://x");
    expect(login.pathname).toBe("/login");
    const redirectTo = login.searchParams.get("redirectTo") ?? "";
    expect(redirectTo).toMatch(/^\/shortlist\/add\?/);
    // The heart is kept in this browser (a cookie for /shortlist), which signs in meanwhile.
    const intent = /^shortlist_intent=[^;]+/.exec(visitor.headers.get("set-cookie") ?? "")?.[0];
    expect(intent).toBeTruthy();
    const seeker = await createUser("Client");
    const back = request(redirectTo, { cookie: `${seeker.cookie}; ${intent}` });
    back.headers.set("sec-fetch-site", "same-origin");
    const added = await callRoute(shortlistAdd.loader, back);
    expect(added).toMatchObject({ status: 302, location: "/listing-post?page=1" });
    // Completed once: the cookie is cleared.
    expect(added.headers.get("set-cookie")).toMatch(/^shortlist_intent=;.*Max-Age=0/);
    const root = await callRoute(rootRoute.loader, request("/", { cookie: seeker.cookie }));
    expect((root.data as { shortlist: string[] }).shortlist).toEqual([listing]);
  });

  it("never adds on a GET from another site: /shortlist/add only asks, with a button that posts", async () => {
    const seeker = await createUser("Client");
    const shortlisted = async () =>
      ((await callRoute(rootRoute.loader, request("/", { cookie: seeker.cookie }))).data as { shortlist: string[] })
        .shortlist;
    const link = `/shortlist/add?${new URLSearchParams({ id: listing, back: "/" })}`;
    // A link or image on another site: no intent cookie (no site can set one for ours).
    const crossSite = request(link, { cookie: seeker.cookie });
    crossSite.headers.set("sec-fetch-site", "cross-site");
    const asked = await callRoute(shortlistAdd.loader, crossSite);
    expect(asked).toMatchObject({ status: 200, data: { id: listing, back: "/", name: "Masked Manor" } });
    // Without any browser header either.
    expect((await callRoute(shortlistAdd.loader, request(link, { cookie: seeker.cookie }))).status).toBe(200);
    expect(await shortlisted()).toEqual([]);

    // Even with this browser's own intent for that listing, another site's request completes nothing.
    const visitor = await heart({ propertyId: listing, on: "1", back: "/" });
    const intent = /^shortlist_intent=[^;]+/.exec(visitor.headers.get("set-cookie") ?? "")?.[0];
    const forged = request(link, { cookie: `${seeker.cookie}; ${intent}` });
    forged.headers.set("sec-fetch-site", "cross-site");
    expect((await callRoute(shortlistAdd.loader, forged)).status).toBe(200);
    // An intent for another listing does not add this one.
    const otherIntent = request(`/shortlist/add?${new URLSearchParams({ id: crypto.randomUUID(), back: "/" })}`, {
      cookie: `${seeker.cookie}; ${intent}`,
    });
    expect((await callRoute(shortlistAdd.loader, otherIntent)).status).toBe(404);
    expect(await shortlisted()).toEqual([]);
  });
});
