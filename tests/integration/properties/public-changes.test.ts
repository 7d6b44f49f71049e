import { desc, eq, gt } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAccounts } from "#app/modules/accounts/account-store.server";
import { changeRole } from "#app/modules/accounts/roles.server";
import { startChangeFeed } from "#app/modules/db/change-feed.server";
import { getDb } from "#app/modules/db/db.server";
import { accountKey, inChangingTransaction, onPublicChange, PROCESS_ORIGIN } from "#app/modules/db/public-cache.server";
import { checkListing } from "#app/modules/listing-core/schema";
import type { PageChange } from "#app/modules/platform/page-cache.server";
import { createProject, deleteProject } from "#app/modules/projects/projects.server";
import { ProjectSchema } from "#app/modules/projects/schemas";
import type { CircleRateInput } from "#app/modules/properties/costs/circle-rate-schema";
import { saveCircleRate } from "#app/modules/properties/costs/circle-rates.server";
import { saveCostRules } from "#app/modules/properties/costs/cost-settings.server";
import { COST_RULE_DEFAULTS } from "#app/modules/properties/costs/rules";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { writeListings } from "#app/modules/properties/listing-store.server";
import * as settings from "#app/routes/_account/settings";
import { properties, publicChanges } from "#db/schema";
import { listingForm, liveProperty, postedProperty } from "../../support/factories";
import { callRoute, createUser, request, servicesForFile } from "../../support/harness";

// One way in (the listing store, listing-store.server.ts): every listing write records what
// it changed in its own transaction, and every process's change feed reads it from there.

const services = servicesForFile();
const heard: PageChange[] = [];

beforeAll(async () => {
  onPublicChange(getDb(), (change) => heard.push(change));
});

const lastChangeId = async () =>
  (await getDb().select({ id: publicChanges.id }).from(publicChanges).orderBy(desc(publicChanges.id)).limit(1))[0]
    ?.id ?? 0;

const changesAfter = (id: number) =>
  getDb()
    .select({ origin: publicChanges.origin, change: publicChanges.change })
    .from(publicChanges)
    .where(gt(publicChanges.id, id))
    .orderBy(publicChanges.id);

describe("the listing store", () => {
  it("records each listing write's public change in its transaction, once, and forgets it here", async () => {
    const owner = await createUser("Owner");
    const id = await postedProperty(owner);
    const before = await lastChangeId();
    heard.length = 0;
    expect(await approveProperty(id)).toBe(true);
    const change = { tags: [`listing:${id}`, "lists"] };
    expect(await changesAfter(before)).toEqual([{ origin: PROCESS_ORIGIN, change }]);
    expect(heard).toEqual([change]);
  });

  it("a write that fails records nothing and forgets nothing", async () => {
    const owner = await createUser("Owner");
    const id = await liveProperty(owner);
    const before = await lastChangeId();
    heard.length = 0;
    await expect(
      writeListings(async (writes) => {
        await writes.update(id, { status: "closed" });
        throw new Error("the rest of the change failed");
      }),
    ).rejects.toThrow("the rest of the change failed");
    expect(await changesAfter(before)).toEqual([]);
    expect(heard).toEqual([]);
    const [row] = await getDb().select({ status: properties.status }).from(properties).where(eq(properties.id, id));
    expect(row?.status).toBe("live");
  });

  it("a private mark or a pending listing's edit changes no public page", async () => {
    const owner = await createUser("Owner");
    const id = await postedProperty(owner);
    const before = await lastChangeId();
    expect(await writeListings((writes) => writes.update(id, { projectBuildingName: "Still Pending Court" }))).toEqual({
      before: "pending",
    });
    expect(await changesAfter(before)).toEqual([]);
  });
});

describe("an account's change", () => {
  it("forgets its listings' pages in the account's own transaction: a new name, a verified number, a broker's flag", async () => {
    const owner = await createUser("Owner");
    const id = await liveProperty(owner);
    for (const write of [
      // As a person saves it, on the settings page.
      () =>
        callRoute(
          settings.action,
          request("/profile/settings", {
            method: "POST",
            cookie: owner.cookie,
            form: { intent: "details", name: "Renamed Owner", mobileNumber: owner.mobileNumber },
          }),
        ),
      () => writeAccounts((writes) => writes.update(owner.id, { mobileVerifiedAt: new Date() })),
      () => writeAccounts((writes) => writes.update(owner.id, { brokerFlaggedAt: new Date() })),
    ]) {
      const before = await lastChangeId();
      await write();
      expect((await changesAfter(before)).map(({ change }) => change)).toEqual([
        { tags: [`listing:${id}`] },
        { accounts: [accountKey(owner.id)] },
      ]);
      // One transaction: the account and its pages commit together or not at all.
      const transactions = await getDb()
        .selectDistinct({ xid: publicChanges.xid })
        .from(publicChanges)
        .where(gt(publicChanges.id, before));
      expect(transactions).toHaveLength(1);
    }
  });

  it("a change named after its transaction ended is refused, not lost", async () => {
    let late: ((change: { tags: [] }) => void) | undefined;
    await inChangingTransaction(async (_tx, changed) => {
      late = changed;
    });
    expect(() => late?.({ tags: [] })).toThrow("after its transaction ended");
  });
});

describe("what else shows on public pages", () => {
  it("a project, a circle rate, the cost rules and a role record their change in the write's own transaction", async () => {
    const admin = await createUser("Admin");
    const client = await createUser("Client");
    let before = await lastChangeId();
    const checked = checkListing(ProjectSchema, {
      ...listingForm({ city: "Noida", locality: "Sector 150", projectBuildingName: "Skyline Towers" }),
      imageIds: [],
    });
    if (!checked.ok) throw new Error(checked.message);
    const projectId = await createProject(admin.id, checked.data);
    expect(await changesAfter(before)).toEqual([
      { origin: PROCESS_ORIGIN, change: { tags: [`project:${projectId}`, "lists"] } },
    ]);

    before = await lastChangeId();
    const rate = { city: "Lucknow", locality: "Aliganj", kind: "plot", ratePerSqm: 30_000, appliesFrom: "2020-01-01" };
    expect(await saveCircleRate(rate as CircleRateInput, admin.id)).toBe(true);
    await saveCostRules(COST_RULE_DEFAULTS, admin.id);
    expect((await changeRole(admin.id, client.id, "Admin")).ok).toBe(true);
    // A rule every page shows: every page forgotten, no listing named (the search index keeps its rows).
    expect(await changesAfter(before)).toEqual([
      { origin: PROCESS_ORIGIN, change: { tags: [], everyPage: true } },
      { origin: PROCESS_ORIGIN, change: { tags: [], everyPage: true } },
      { origin: PROCESS_ORIGIN, change: { tags: [], everyPage: true } },
      // The role's holder reads their session afresh in every process.
      { origin: PROCESS_ORIGIN, change: { accounts: [accountKey(client.id)] } },
    ]);

    // Refused or finding nothing to change, a write records nothing.
    before = await lastChangeId();
    expect(await deleteProject(crypto.randomUUID())).toBe(false);
    expect((await changeRole(client.id, client.id, "Client")).ok).toBe(false);
    expect(await saveCircleRate(rate as CircleRateInput, admin.id, crypto.randomUUID())).toBe(false);
    expect(await changesAfter(before)).toEqual([]);

    expect(await deleteProject(projectId)).toBe(true);
    expect(await changesAfter(before)).toEqual([
      { origin: PROCESS_ORIGIN, change: { tags: [`project:${projectId}`, "lists"] } },
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the change feed (PostgreSQL, several processes)", () => {
  let feed: { stop(): Promise<void> } | undefined;
  let other: pg.Client;

  beforeAll(async () => {
    feed = await startChangeFeed(services.databaseUrl as string);
    other = new pg.Client({ connectionString: services.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await feed?.stop();
  });

  /** A change recorded by "another process", as its listing store records it (or, with wake: false, as if its NOTIFY never came). */
  const recordElsewhere = async (client: pg.Client, tag: string, { wake = true } = {}) => {
    await client.query("insert into public_changes (origin, change) values ('another-process', $1)", [
      JSON.stringify({ tags: [tag] }),
    ]);
    if (wake) await client.query("select pg_notify('public_changes', '')");
  };
  const heardTag = (tag: string) =>
    heard.filter((change) => change !== "all" && (change.tags as readonly string[]).includes(tag)).length;

  it("hears another process's change, and a change whose wake-up never came, within seconds", async () => {
    await recordElsewhere(other, "listing:woken");
    await expect.poll(() => heardTag("listing:woken"), { timeout: 5_000 }).toBe(1);
    await recordElsewhere(other, "listing:never-woken", { wake: false });
    await expect.poll(() => heardTag("listing:never-woken"), { timeout: 5_000 }).toBe(1);
  });

  it("reads a change committed after a younger one, in the order of their transactions", async () => {
    const older = new pg.Client({ connectionString: services.databaseUrl });
    await older.connect();
    try {
      await older.query("begin");
      await recordElsewhere(older, "listing:older");
      await recordElsewhere(other, "listing:younger");
      await older.query("commit");
      await expect.poll(() => heardTag("listing:older") + heardTag("listing:younger"), { timeout: 5_000 }).toBe(2);
      const order = heard.flatMap((change) => (change === "all" ? [] : change.tags));
      expect(order.indexOf("listing:older")).toBeLessThan(order.indexOf("listing:younger"));
    } finally {
      await older.end();
    }
  });

  it("reads on from where it stopped after its connection is cut, and never applies its own change twice", async () => {
    const owner = await createUser("Owner");
    const id = await postedProperty(owner);
    await approveProperty(id);
    const cut = await other.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'awadh-change-feed' and datname = current_database()",
    );
    expect(cut.rowCount).toBe(1);
    await recordElsewhere(other, "listing:while-cut");
    await expect.poll(() => heardTag("listing:while-cut"), { timeout: 10_000 }).toBe(1);
    // Its own approval was heard once, when it was made, not again from the feed.
    expect(heardTag(`listing:${id}`)).toBe(1);
  });
});
