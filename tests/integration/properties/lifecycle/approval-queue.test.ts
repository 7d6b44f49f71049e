/**
 * An Admin desk that shows what matters (issue 57): the approval queue shows each listing's
 * colony and what the LDA's register says of it (B8), its RERA number and whether it was
 * checked, who posted it and the badges it carries; "Approve selected" approves several
 * after the same checks each Approve button makes, and says what was not approved and why.
 */
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ApprovalQueue } from "#app/components/properties/lifecycle/approval-queue";
import { saveAgentRera } from "#app/modules/accounts/agent-rera.server";
import { getDb } from "#app/modules/db/db.server";
import { BATCH_MAX, BATCH_MESSAGES } from "#app/modules/properties/lifecycle/batch-approval.server";
import { approvalQueue } from "#app/modules/properties/lifecycle/queue.server";
import type { EditReview, QueueItem } from "#app/modules/properties/types";
import * as postProperty from "#app/routes/_listings/post-property";
import * as legalityDesk from "#app/routes/admin/legality";
import * as adminProperties from "#app/routes/admin/properties";
import { properties, propertyEdits, propertyEvents } from "#db/schema";
import { A_FLAT, liveProperty, postedProperty } from "../../../support/factories";
import { callRoute, createUser, request, sendForm, servicesForFile, type TestUser } from "../../../support/harness";

servicesForFile({ postingLimits: "lifted" });

let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  [admin, owner] = await Promise.all([createUser("Admin"), createUser("Owner")]);
});

type Queue = { queue: { items: QueueItem[] }; edits: Record<string, EditReview>; at: number };
type Answer = {
  ok: boolean;
  message: string;
  values?: Record<string, number>;
  batch?: { approved: Array<{ id: string; kind: string }>; refused: Array<{ id: string; reason: string }> };
};

const queuePage = async () =>
  (await callRoute(adminProperties.loader, request("/admin/Postproject", { cookie: admin.cookie }))).data as Queue;
const desk = (who: TestUser, form: Record<string, string | string[]>) =>
  callRoute(
    adminProperties.action,
    request("/admin/Postproject", { method: "POST", cookie: who.cookie, form: form as Record<string, string> }),
  );
const statusOf = async (id: string) =>
  (await getDb().select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]?.status;

/** The queue as the page draws it, in English. */
function drawnQueue({ queue, edits, at }: Queue): string {
  const router = createMemoryRouter(
    [{ path: "/admin/Postproject", element: createElement(ApprovalQueue, { items: queue.items, edits, at }) }],
    { initialEntries: ["/admin/Postproject"] },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("what the queue shows (B8)", () => {
  it("a plot in a colony the LDA listed as illegal says so, with the colony; RERA, the poster and badges too", async () => {
    const registered = await callRoute(
      legalityDesk.action,
      request("/admin/legality", {
        method: "POST",
        cookie: admin.cookie,
        form: {
          intent: "save",
          kind: "illegal",
          name: "Shri Ram Nagar Colony",
          city: "Lucknow",
          locality: "Dubagga",
          source: "LDA list of illegal colonies (2025)",
          dated: "2025-08-14",
        },
      }),
    );
    expect(registered.status).toBe(200);
    const plot = await postedProperty(owner, {
      propertyType: "Plot/Land",
      projectBuildingName: "Dubagga Plot",
      locality: "Dubagga",
      colony: "Shri Ram Nagar Colony",
      ldaApprovalNumber: "LDA/MAP/2020/0099",
      plotArea: "1000",
      price: "1800000",
    });
    const agent = await createUser("Agent");
    await saveAgentRera(agent.id, "UPRERAAGT10202");
    const flat = await postedProperty(agent, { projectBuildingName: "Agent Flat", reraNumber: "UPRERAPRJ445566" });
    const house = await postedProperty(owner, {
      propertyType: "Independent House/Villa",
      projectBuildingName: "No Colony House",
      colony: "",
    });

    const page = await queuePage();
    const item = (id: string) => page.queue.items.find((entry) => entry.id === id);
    expect(item(plot)).toMatchObject({
      colony: "Shri Ram Nagar Colony",
      legality: "illegal",
      ldaApprovalNumber: "LDA/MAP/2020/0099",
      ownerRole: "Owner",
      posterAgent: null,
      posterMobileVerified: true,
    });
    expect(item(flat)).toMatchObject({ reraNumber: "UPRERAPRJ445566", reraChecked: false, posterAgent: "agent" });
    expect(item(house)).toMatchObject({ colony: "", colonyAsked: true, legality: null });

    const html = drawnQueue(page);
    const entry = (id: string) => {
      const start = html.indexOf(`data-property-id="${id}"`);
      return html.slice(start, html.indexOf("</li>", start));
    };
    expect(entry(plot)).toContain("Shri Ram Nagar Colony");
    expect(entry(plot)).toContain('data-lda="illegal"');
    expect(entry(plot)).toContain("Listed by the LDA as illegal or unplanned");
    expect(entry(plot)).toContain("LDA/MAP/2020/0099");
    expect(entry(plot)).toContain("Mobile verified");
    expect(entry(flat)).toContain("UPRERAPRJ445566");
    expect(entry(flat)).toContain("Not checked by us yet.");
    expect(entry(flat)).toContain(">Agent</span>");
    expect(entry(house)).toContain("Not given");
    expect(entry(plot)).toContain(`name="item" value="new:${plot}"`);
    expect(entry(plot)).toContain('form="approve-selected"');
  });
});

/** A live listing of `poster` with an edit of its price waiting for approval: its id. */
async function editWaiting(poster: TestUser, name: string, price: string): Promise<string> {
  const live = await liveProperty(poster, { projectBuildingName: name });
  const edited = await sendForm(postProperty.action, "/postproperty", poster, {
    ...A_FLAT,
    contactNumber: poster.mobileNumber,
    projectBuildingName: name,
    price,
    editId: live,
  });
  expect(edited.data).toMatchObject({ ok: true });
  return live;
}

describe("one poster's listings", () => {
  it("the queue for one poster holds and counts only their new listings and edits", async () => {
    const poster = await createUser("Agent");
    const fresh = await postedProperty(poster, { projectBuildingName: "Poster Fresh" });
    const live = await editWaiting(poster, "Poster Edited", "7700000");
    // Someone else's waiting listing and edit stay out.
    await postedProperty(owner, { projectBuildingName: "Not This Poster" });
    const othersLive = await editWaiting(owner, "Not This Poster's Edit", "6600000");

    const theirs = await approvalQueue(1, 20, poster.id);
    expect(theirs.total).toBe(2);
    expect(theirs.items.map((item) => [item.id, item.kind]).sort()).toEqual(
      [
        [fresh, "new"],
        [live, "edit"],
      ].sort(),
    );
    const everyone = await approvalQueue(1, 100);
    expect(everyone.items.map((item) => [item.id, item.kind])).toContainEqual([othersLive, "edit"]);
  });
});

describe("Approve selected", () => {
  it("is for Admins only: anyone else gets 403 and nothing changes", async () => {
    const id = await postedProperty(owner, { projectBuildingName: "Not Yours To Approve" });
    const refused = await desk(owner, { intent: "approve-selected", item: [`new:${id}`] });
    expect(refused.status).toBe(403);
    expect(await statusOf(id)).toBe("pending");
  });

  it("approves new listings and edits together, and names each that was not approved, with why", async () => {
    const first = await postedProperty(owner, { projectBuildingName: "Batch One" });
    const second = await postedProperty(owner, { projectBuildingName: "Batch Two" });
    const taken = await postedProperty(owner, { projectBuildingName: "Batch Taken" });
    const live = await editWaiting(owner, "Batch Edited", "8100000");
    // Another Admin approved one a moment before.
    expect((await desk(admin, { intent: "approve", id: taken })).status).toBe(200);

    const unknown = "00000000-0000-4000-8000-000000000000";
    const answer = await desk(admin, {
      intent: "approve-selected",
      item: [`new:${first}`, `new:${second}`, `new:${taken}`, `edit:${live}`, `new:${first}`, `new:${unknown}`],
    });
    expect(answer.status).toBe(200);
    const data = answer.data as Answer;
    expect(data).toMatchObject({ ok: false, message: BATCH_MESSAGES.someApproved, values: { approved: 3, chosen: 5 } });
    expect(data.batch?.approved.map((entry) => entry.id).sort()).toEqual([first, second, live].sort());
    expect(data.batch?.refused).toEqual([
      expect.objectContaining({ id: taken, name: "Batch Taken", reason: BATCH_MESSAGES.notWaiting }),
      expect.objectContaining({ id: unknown, reason: BATCH_MESSAGES.unknown }),
    ]);
    expect(await statusOf(first)).toBe("live");
    expect(await statusOf(second)).toBe("live");
    const [row] = await getDb().select().from(properties).where(eq(properties.id, live));
    expect(Number(row?.price)).toBe(8_100_000);
    expect(await getDb().$count(propertyEdits, eq(propertyEdits.propertyId, live))).toBe(0);
    // Each approval is recorded once, by this Admin, as its own button records it.
    const events = await getDb()
      .select()
      .from(propertyEvents)
      .where(and(eq(propertyEvents.propertyId, first), eq(propertyEvents.kind, "approved")));
    expect(events).toMatchObject([{ actorId: admin.id, fromStatus: "pending", toStatus: "live" }]);

    const all = await desk(admin, {
      intent: "approve-selected",
      item: [`new:${await postedProperty(owner, { projectBuildingName: "Batch Last" })}`],
    });
    expect(all.data).toMatchObject({
      ok: true,
      message: BATCH_MESSAGES.allApproved,
      values: { approved: 1, chosen: 1 },
    });
  });

  it("refuses nothing chosen and too many at once, before anything changes", async () => {
    const id = await postedProperty(owner, { projectBuildingName: "Batch Bounded" });
    expect(await desk(admin, { intent: "approve-selected" })).toMatchObject({
      status: 400,
      data: { message: BATCH_MESSAGES.nothingChosen },
    });
    const many = Array.from({ length: BATCH_MAX + 1 }, () => `new:${id}`);
    expect(await desk(admin, { intent: "approve-selected", item: many })).toMatchObject({
      status: 400,
      data: { message: BATCH_MESSAGES.tooMany, values: { max: BATCH_MAX } },
    });
    expect(await statusOf(id)).toBe("pending");
  });

  it("two Admins approving the same selection at once approve each listing once", { tags: ["driver"] }, async () => {
    const ids = await Promise.all(
      ["Race A", "Race B", "Race C", "Race D"].map((name) => postedProperty(owner, { projectBuildingName: name })),
    );
    const second = await createUser("Admin");
    const items = ids.map((id) => `new:${id}`);
    const answers = await Promise.all(
      [admin, second, admin].map((who) => desk(who, { intent: "approve-selected", item: items })),
    );
    const approved = answers.flatMap((answer) => (answer.data as Answer).batch?.approved ?? []);
    expect(approved.map((entry) => entry.id).sort()).toEqual([...ids].sort());
    const refused = answers.flatMap((answer) => (answer.data as Answer).batch?.refused ?? []);
    expect(refused).toHaveLength(ids.length * 2);
    expect(refused.every((entry) => entry.reason === BATCH_MESSAGES.notWaiting)).toBe(true);
    for (const id of ids) {
      const events = await getDb()
        .select()
        .from(propertyEvents)
        .where(and(eq(propertyEvents.propertyId, id), eq(propertyEvents.kind, "approved")));
      expect(events).toHaveLength(1);
    }
  });
});
