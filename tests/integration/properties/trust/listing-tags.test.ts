/**
 * Tags that tell the truth (issue 57): each badge and tag has one meaning and one field (the
 * Admin's "Owner verified" is not the poster's e-mail status), agents are named as agents,
 * an Admin is warned before marking "Owner verified" in a colony the LDA listed as illegal,
 * and dates say what they are.
 */
import { eq } from "drizzle-orm";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ContactBar } from "#app/components/properties/contact-owner/contact-bar";
import { EnquiryForm } from "#app/components/properties/contact-owner/enquiry-form";
import { OwnerContact } from "#app/components/properties/contact-owner/owner-contact";
import { ColonyListedWarning } from "#app/components/properties/lifecycle/listing-owner-panels";
import { PropertyCard } from "#app/components/properties/property-card";
import { PropertyRow } from "#app/components/properties/property-row";
import { ListingChecks } from "#app/components/properties/trust-badges";
import { markAgentReraChecked, saveAgentRera } from "#app/modules/accounts/agent-rera.server";
import { getDb } from "#app/modules/db/db.server";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { fill } from "#app/modules/i18n/translate";
import { TRUST_BADGES } from "#app/modules/properties/badge-words";
import { COLONY_LISTED } from "#app/modules/properties/colony-warning";
import { POSTER_WORDS, type PosterWords } from "#app/modules/properties/poster-words";
import type { PropertySummary } from "#app/modules/properties/types";
import * as profile from "#app/routes/_account/profile";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as listingPost from "#app/routes/_listings/listing-post";
import * as legalityDesk from "#app/routes/admin/legality";
import * as adminProperties from "#app/routes/admin/properties";
import { properties, user } from "#db/schema";
import { liveProperty, postedProperty } from "../../../support/factories";
import {
  callRoute,
  createUser,
  request,
  servicesForFile,
  type TestUser,
  updateAccounts,
} from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("Admin");
});

const register = (form: Record<string, string>) =>
  callRoute(
    legalityDesk.action,
    request("/admin/legality", {
      method: "POST",
      cookie: admin.cookie,
      form: { intent: "save", city: "Lucknow", ...form },
    }),
  );

const confirmEmail = (account: TestUser) => updateAccounts(eq(user.id, account.id), { emailVerified: true });

/** A profile row as the page draws it. */
const drawn = (property: PropertySummary) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PropertyRow, { property })));

type Own = { own: Record<string, { items: PropertySummary[] }> };

async function ownPendingRow(account: TestUser, id: string): Promise<PropertySummary | undefined> {
  const page = await callRoute(profile.loader, request("/profile", { cookie: account.cookie }));
  return (page.data as Own).own.pending?.items.find((item) => item.id === id);
}

describe("the e-mail tag (B1)", () => {
  it("shows on a pending listing only while its poster's e-mail is unconfirmed, on the profile and in the queue", async () => {
    const agent = await createUser("Agent");
    await confirmEmail(agent);
    const owner = await createUser("Owner");
    const confirmedId = await postedProperty(agent, { projectBuildingName: "Confirmed Court" });
    const unconfirmedId = await postedProperty(owner, { projectBuildingName: "Unconfirmed Court" });

    const confirmedRow = await ownPendingRow(agent, confirmedId);
    const unconfirmedRow = await ownPendingRow(owner, unconfirmedId);
    expect(drawn(confirmedRow as PropertySummary)).not.toContain("E-mail not confirmed");
    expect(drawn(unconfirmedRow as PropertySummary)).toContain("E-mail not confirmed");
    // One field each: the Admin's "Owner verified" mark is not the e-mail's status.
    expect(confirmedRow).toMatchObject({ posterEmailConfirmed: true, ownerVerified: false });
    expect(unconfirmedRow).toMatchObject({ posterEmailConfirmed: false, ownerVerified: false });

    // The Admin's queue reads the same field for the same posters.
    const queue = await callRoute(adminProperties.loader, request("/admin/Postproject", { cookie: admin.cookie }));
    const items = (queue.data as { queue: { items: PropertySummary[] } }).queue.items;
    expect(items.find((item) => item.id === confirmedId)?.posterEmailConfirmed).toBe(true);
    expect(items.find((item) => item.id === unconfirmedId)?.posterEmailConfirmed).toBe(false);
  });
});

type Note = { message: string; values: Record<string, string> } | null;
const legalityOn = async (path: string) =>
  ((await callRoute(listingDetail.loader, request(path))).data as { legality: Note }).legality;

describe("dates that say what they are (B13)", () => {
  it("an approved layout's line gives the approval's date as the approval's, in English and Hindi", async () => {
    const registered = await register({
      kind: "approved",
      name: "Jankipuram Vistar Sector 4",
      locality: "Jankipuram",
      approvalNumber: "LDA/MAP/2019/0457",
      dated: "2019-03-02",
    });
    expect(registered.status).toBe(200);
    const agent = await createUser("Agent");
    const id = await liveProperty(agent, {
      propertyType: "Plot/Land",
      projectBuildingName: "Vistar Plot",
      colony: "Jankipuram Vistar Sector 4",
      locality: "Jankipuram",
      plotArea: "1350",
      price: "3200000",
    });
    const english = await legalityOn(`/listing-detail?id=${id}`);
    expect(fill(english?.message ?? "", english?.values)).toBe(
      "LDA layout approved on 2 March 2019 (number LDA/MAP/2019/0457).",
    );
    const hindi = await legalityOn(`/hi/listing-detail?id=${id}`);
    const read = serverTranslator("hi").t(hindi?.message ?? "", hindi?.values);
    expect(read).toContain("2 मार्च 2019 को मंज़ूर");
    expect(read).not.toContain("जाँच");
  });
});

/** A part of a page drawn as the server draws it, in English or under /hi. */
function drawnIn(locale: "en" | "hi", element: ReactElement): string {
  const base = locale === "hi" ? "/hi" : "/";
  const router = createMemoryRouter([{ path: "/listing-detail", element }], {
    basename: base,
    initialEntries: [`${locale === "hi" ? "/hi" : ""}/listing-detail`],
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

type ListingModel = {
  owner: { name: string; email: string; mobileNumber: string; role: string } | null;
  contact: { full: boolean; signedIn: boolean };
  phone: string;
  posterWords: PosterWords;
  posterAgent: "agent" | "rera" | null;
};

/** The listing page's contact parts for this visitor, drawn from its model as the page draws them. */
async function contactParts(id: string, locale: "en" | "hi", cookie?: string) {
  const path = `${locale === "hi" ? "/hi" : ""}/listing-detail?id=${id}`;
  const model = (await callRoute(listingDetail.loader, request(path, { cookie }))).data as ListingModel;
  const panel = createElement(OwnerContact, {
    propertyId: id,
    owner: model.owner,
    mine: false,
    phone: model.phone,
    callNumber: null,
    full: model.contact.full,
    signedIn: model.contact.signedIn,
    live: true,
    here: `/listing-detail?id=${id}`,
    shareHref: null,
    ownerWhatsAppHref: null,
    name: "A listing",
    words: model.posterWords,
  });
  const enquiry = createElement(EnquiryForm, { propertyId: id, me: null, words: model.posterWords });
  const bar = createElement(ContactBar, {
    callNumber: null,
    whatsAppHref: null,
    signedIn: false,
    here: `/listing-detail?id=${id}`,
    words: model.posterWords,
  });
  return { model, html: [panel, enquiry, bar].map((part) => drawnIn(locale, part)).join("\n") };
}

const cardOf = async (id: string) => {
  const page = await callRoute(listingPost.loader, request("/listing-post"));
  return (page.data as { items: PropertySummary[] }).items.find((item) => item.id === id) as PropertySummary;
};
const drawnCard = (property: PropertySummary) =>
  drawnIn("en", createElement(PropertyCard, { property, detailed: true }));

describe("agents named as agents (B12)", () => {
  it("an Agent's listing speaks of the agent in its panel, its enquiry form and the phone's bar, in English and Hindi", async () => {
    const agent = await createUser("Agent");
    const id = await liveProperty(agent, { projectBuildingName: "Agent Avenue" });

    const english = await contactParts(id, "en");
    expect(english.model).toMatchObject({ posterWords: POSTER_WORDS.agent, posterAgent: "agent" });
    for (const words of [
      "Listing Agent",
      "Sign in to see the agent&#x27;s number and e-mail.",
      "Ask the agent",
      "Sign in to ask the agent",
      "agents hear only from people",
      'aria-label="Contact the agent"',
      'aria-label="Show number: sign in to see the agent&#x27;s number"',
    ]) {
      expect(english.html).toContain(words);
    }
    const text = english.html.replace(/<[^>]*>/g, " ");
    expect(text).not.toMatch(/\bowners?\b|owner&#x27;s/);

    const hindi = await contactParts(id, "hi");
    for (const words of ["लिस्टिंग डालने वाले एजेंट", "एजेंट का नंबर", "एजेंट से पूछें", "एजेंट से संपर्क करें"]) {
      expect(hindi.html).toContain(words);
    }
    expect(hindi.html).not.toContain("मालिक");

    // What the server answers names the agent too.
    const seeker = await createUser("Client");
    await confirmEmail(seeker);
    const reveal = await callRoute(
      listingDetail.action,
      request(`/listing-detail?id=${id}`, { method: "POST", cookie: seeker.cookie, form: { intent: "reveal" } }),
    );
    expect((reveal.data as { message: string }).message).toBe(
      "Here are the agent's contact details. Please mention Awadh Estates when you call.",
    );
    const enquiry = await callRoute(
      listingDetail.action,
      request(`/listing-detail?id=${id}`, {
        method: "POST",
        cookie: seeker.cookie,
        form: {
          intent: "enquire",
          name: "Seema Verma",
          email: seeker.email,
          mobileNumber: seeker.mobileNumber,
          message: "Is the flat still available?",
        },
      }),
    );
    expect((enquiry.data as { message: string }).message).toBe(
      "Your enquiry has been sent to the agent. Their reply will come to your messages.",
    );
  });

  it("an Agent's card and page carry an Agent tag, 'RERA agent' once an Admin checked the number; an owner's carry none", async () => {
    const agent = await createUser("Agent");
    const owner = await createUser("Owner");
    const agents = await liveProperty(agent, { projectBuildingName: "Tagged Towers" });
    const owners = await liveProperty(owner, { projectBuildingName: "Untagged Towers" });

    expect((await cardOf(agents)).posterAgent).toBe("agent");
    expect(drawnCard(await cardOf(agents))).toContain(">Agent</span>");
    expect((await cardOf(owners)).posterAgent).toBeNull();
    expect(drawnCard(await cardOf(owners))).not.toContain('data-testid="poster-tag"');
    const ownersPage = await contactParts(owners, "en");
    expect(ownersPage.model).toMatchObject({ posterWords: POSTER_WORDS.owner, posterAgent: null });
    expect(ownersPage.html).toContain("Listing Owner");

    await saveAgentRera(agent.id, "UPRERAAGT10202");
    expect((await cardOf(agents)).posterAgent).toBe("agent");
    await markAgentReraChecked(agent.id, admin.id);
    expect((await cardOf(agents)).posterAgent).toBe("rera");
    expect(drawnCard(await cardOf(agents))).toContain(">RERA agent</span>");
    expect((await contactParts(agents, "en")).model.posterAgent).toBe("rera");
  });
});

describe("Owner verified in a colony the LDA listed as illegal", () => {
  const verify = (id: string, extra: Record<string, string> = {}) =>
    callRoute(
      listingDetail.action,
      request(`/listing-detail?id=${id}`, {
        method: "POST",
        cookie: admin.cookie,
        form: { intent: "verify-owner", id, ...extra },
      }),
    );
  const markedAt = async (id: string) =>
    (await getDb().select({ at: properties.ownerVerifiedAt }).from(properties).where(eq(properties.id, id)))[0]?.at;

  it("is marked only once the Admin ticks that they read the warning, which the page shows beside the button", async () => {
    await register({
      kind: "illegal",
      name: "Shivlok Enclave",
      locality: "Kursi Road",
      source: "LDA list of illegal colonies, Zone 7 (2025)",
      dated: "2025-08-14",
    });
    const owner = await createUser("Owner");
    const plot = {
      propertyType: "Plot/Land",
      locality: "Kursi Road",
      plotArea: "1350",
      price: "2700000",
    } as const;
    const listed = await liveProperty(owner, {
      ...plot,
      projectBuildingName: "Shivlok Plot",
      colony: "Shivlok Enclave",
    });
    const unlisted = await liveProperty(owner, {
      ...plot,
      projectBuildingName: "Other Plot",
      colony: "Nilgiri Enclave",
    });

    // The Admin's page warns beside the button, with a box to tick.
    const model = (
      await callRoute(listingDetail.loader, request(`/listing-detail?id=${listed}`, { cookie: admin.cookie }))
    ).data as { legality: { kind: string } | null };
    expect(model.legality?.kind).toBe("illegal");
    const checks = drawnIn(
      "en",
      createElement(ListingChecks, {
        id: listed,
        ownerVerifiedAt: null,
        photosCheckedAt: null,
        hasPhotos: false,
        canCheck: true,
        // The page gives the mark its warning for an Admin when the colony is listed (listing-detail.tsx).
        ownerMarkWarning: model.legality?.kind === "illegal" ? createElement(ColonyListedWarning) : null,
      }),
    );
    expect(checks).toContain('data-testid="colony-listed-warning"');
    expect(checks).toContain('name="colonyWarningRead"');

    const unread = await verify(listed);
    expect(unread).toMatchObject({ status: 409, data: { ok: false, message: COLONY_LISTED.unread } });
    expect(await markedAt(listed)).toBeNull();
    expect(await verify(listed, { colonyWarningRead: "1" })).toMatchObject({
      status: 200,
      data: { message: TRUST_BADGES.ownerMarked },
    });
    expect(await markedAt(listed)).toBeInstanceOf(Date);

    // A colony no list names needs no tick.
    expect(await verify(unlisted)).toMatchObject({ status: 200, data: { message: TRUST_BADGES.ownerMarked } });
  });
});
