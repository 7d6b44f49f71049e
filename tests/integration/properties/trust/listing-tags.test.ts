/**
 * Tags that tell the truth (issue 57): each badge and tag has one meaning and one field (the
 * Admin's "Owner verified" is not the poster's e-mail status), agents are named as agents,
 * an Admin is warned before marking "Owner verified" in a colony the LDA listed as illegal,
 * and dates say what they are.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { PropertyRow } from "#app/components/properties/property-row";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import { fill } from "#app/modules/i18n/translate";
import type { PropertySummary } from "#app/modules/properties/types";
import * as profile from "#app/routes/_account/profile";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as legalityDesk from "#app/routes/admin/legality";
import * as adminProperties from "#app/routes/admin/properties";
import { user } from "#db/schema";
import { liveProperty, postedProperty } from "../../../support/factories";
import { callRoute, createUser, request, servicesForFile, type TestUser, updateAccounts } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("Admin");
});

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
    const registered = await callRoute(
      legalityDesk.action,
      request("/admin/legality", {
        method: "POST",
        cookie: admin.cookie,
        form: {
          intent: "save",
          kind: "approved",
          name: "Jankipuram Vistar Sector 4",
          city: "Lucknow",
          locality: "Jankipuram",
          approvalNumber: "LDA/MAP/2019/0457",
          dated: "2019-03-02",
        },
      }),
    );
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
