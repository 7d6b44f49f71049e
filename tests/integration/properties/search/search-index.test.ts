import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AMENITIES, CITIES } from "#app/config/enums";
import { setRole } from "#app/modules/accounts/admin-bootstrap.server";
import { changeRole } from "#app/modules/accounts/roles.server";
import { getDb } from "#app/modules/db/db.server";
import { announcePublicChange } from "#app/modules/db/public-cache.server";
import { budgetPresets } from "#app/modules/listing-core/budget";
import { filterOptions } from "#app/modules/listing-core/fields";
import { saveCostRules } from "#app/modules/properties/costs/cost-settings.server";
import { COST_RULE_DEFAULTS } from "#app/modules/properties/costs/rules";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { deleteProperty } from "#app/modules/properties/properties.server";
import { DECLARED_FILTERS, POSTED_BY, parseFilters, SORTS } from "#app/modules/properties/search/filters";
import { buildLiveIndex, liveIndex } from "#app/modules/properties/search/live-index.server";
import { facetsInDatabase, searchInDatabase, searchWithCounts } from "#app/modules/properties/search/search.server";
import { removeLegalityEntry, saveLegalityEntries } from "#app/modules/properties/trust/legality.server";
import { legalityEntries, properties } from "#db/schema";
import { type RawClient, seedAccounts, seedProperties } from "../../../../scripts/bench/seed";
import { A_FLAT, liveProperty, postedProperty } from "../../../support/factories";
import { createUser, servicesForFile } from "../../../support/harness";

// The search index (properties/search/live-index.server.ts) answers searches without words
// from memory; the SQL of search.server.ts is the reference. Both must give the same total,
// the same page in the same order and the same count for every option, whatever is chosen.

servicesForFile();
const LISTINGS = 1500;
const client = () => (getDb() as unknown as { $client: RawClient }).$client;

beforeAll(async () => {
  // The benchmark's generator: cities, localities, types, prices, areas, amenities, posters
  // of both kinds, a quarter without photos, and listings saved in the same instant.
  await seedAccounts(client());
  await seedProperties(client(), 1, LISTINGS);
  await inColonies();
  await announcePublicChange("all");
  await buildLiveIndex();
}, 120_000);

/**
 * Most seeded listings in one of four colonies of their locality, and the register naming
 * them (decision 046): the first an approved layout, the second illegal, the third both (the
 * warning wins), the fourth not at all. Localities here are plain words, whose keys are
 * their lower case.
 */
async function inColonies() {
  await client().query(`update properties set colony = 'Colony ' || (abs(hashtext(id::text)) % 5),
    colony_key = 'colony ' || (abs(hashtext(id::text)) % 5), locality_key = lower(locality)
    where abs(hashtext(id::text)) % 5 < 4`);
  await client().query(`insert into legality_entries (kind, name, name_key, city, locality, locality_key, approval_number, source, dated)
    select entry.kind, 'Colony ' || entry.n, 'colony ' || entry.n, place.city, place.locality, lower(place.locality),
      'LDA/LAY/' || entry.n, 'LDA list', '2024-01-01'
    from (select distinct city, locality from properties) place
      cross join (values ('approved', 0), ('illegal', 1), ('approved', 2), ('illegal', 2)) entry(kind, n)
    on conflict do nothing`);
}

/** A seeded random number generator, so a failure names a search that can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function localities(): Promise<string[]> {
  const rows = await getDb().selectDistinct({ locality: properties.locality }).from(properties);
  return rows.map((row) => row.locality);
}

/** A search as a seeker might build it in the panel: a few filters, sometimes none. */
function randomSearch(next: () => number, places: string[]): URLSearchParams {
  const params = new URLSearchParams();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const maybe = (chance: number) => next() < chance;
  if (maybe(0.6)) params.set("city", pick(CITIES));
  if (maybe(0.25)) params.append("locality", pick(places));
  if (maybe(0.1)) params.append("locality", pick(places));
  // About one declared filter a search, however many are declared (six when this was 0.2 each).
  for (const filter of DECLARED_FILTERS) {
    if (!maybe(1.2 / DECLARED_FILTERS.length)) continue;
    const options = filterOptions(filter.field);
    params.append(filter.param, pick(options));
    if (filter.widget === "chips" && maybe(0.4)) params.append(filter.param, pick(options));
  }
  const presets = budgetPresets(params.get("listingType") === "Rent").map((preset) => preset.value);
  if (maybe(0.3)) params.set("budgetMin", maybe(0.7) ? pick(presets) : String(Math.floor(next() * 20_000_000)));
  if (maybe(0.3)) params.set("budgetMax", maybe(0.7) ? pick(presets) : String(Math.floor(next() * 40_000_000)));
  if (maybe(0.2)) {
    params.set("areaMin", String(Math.floor(next() * 2000)));
    params.set("areaUnit", pick(["sqft", "sqyd", "bigha"]));
  }
  if (maybe(0.1)) params.set("areaMax", String(Math.floor(next() * 4000)));
  if (maybe(0.2)) params.set("postedBy", pick(POSTED_BY));
  if (maybe(0.25)) params.append("amenity", pick(AMENITIES));
  if (maybe(0.1)) params.append("amenity", pick(AMENITIES));
  if (maybe(0.2)) params.set("photos", "1");
  if (maybe(0.2)) params.set("lda", "1");
  params.set("sort", pick(SORTS));
  if (maybe(0.2)) params.set("page", String(2 + Math.floor(next() * 3)));
  return params;
}

async function bothWays(params: URLSearchParams) {
  const filters = parseFilters(params);
  const fromIndex = await searchWithCounts(filters, 7);
  const [page, counts] = await Promise.all([searchInDatabase(filters, 7), facetsInDatabase(filters)]);
  return {
    index: {
      total: fromIndex.results.total,
      ids: fromIndex.results.items.map((item) => item.id),
      counts: fromIndex.counts,
    },
    database: { total: page.total, ids: page.items.map((item) => item.id), counts },
  };
}

describe("the search index", () => {
  it("holds every live listing", async () => {
    const index = await liveIndex();
    expect(index?.size).toBe(LISTINGS);
  });

  it("gives the same results, order and counts as the database for 250 random searches (80 on PGlite beside PostgreSQL)", {
    tags: ["driver"],
    timeout: 120_000,
  }, async ({ task }) => {
    // Beside PostgreSQL, the embedded project runs the same SQL on PGlite: a sample of 80
    // searches there checks what its engine might do its own way (collation, ties).
    const runs = task.file.projectName === "embedded" ? 80 : 250;
    const next = random(20261125);
    const places = await localities();
    let nonEmpty = 0;
    for (let run = 0; run < runs; run++) {
      const params = randomSearch(next, places);
      const { index, database } = await bothWays(params);
      expect(index, `/Search?${params}`).toEqual(database);
      if (database.total > 0) nonEmpty++;
    }
    // The comparison means something only if many searches find listings.
    expect(nonEmpty).toBeGreaterThan(runs * 0.4);
  });

  it("with nothing chosen, lists every live listing newest first with every option counted", async () => {
    const { index, database } = await bothWays(new URLSearchParams());
    expect(index.total).toBe(LISTINGS);
    expect(index).toEqual(database);
    expect(Object.keys(index.counts.amenity).length).toBeGreaterThan(AMENITIES.length / 2);
    expect(index.counts.photos["1"]).toBeGreaterThan(0);
    // About a fifth of the listings are in an approved layout that no list calls illegal.
    expect(index.counts.lda["1"]).toBeGreaterThan(LISTINGS / 10);
    expect(index.counts.lda["1"]).toBeLessThan(LISTINGS / 3);
  });

  it("sees an approval, an edit of the poster's role and a deletion on the very next search", {
    tags: ["driver"],
  }, async () => {
    const owner = await createUser("Owner");
    const search = new URLSearchParams({ city: "Lucknow", locality: "Index Test Nagar" });
    const id = await postedProperty(owner, { ...A_FLAT, locality: "Index Test Nagar" });
    expect((await bothWays(search)).index.total).toBe(0);

    await approveProperty(id);
    const approved = await bothWays(search);
    expect(approved.index).toMatchObject({ total: 1, ids: [id] });
    expect(approved.index.counts.postedBy).toEqual({ Owner: 1 });

    // Everything changed (a role): the index is rebuilt; meanwhile the database answers, right.
    await setRole(owner.id, "Agent");
    await announcePublicChange("all");
    expect((await bothWays(search)).index.counts.postedBy).toEqual({ Agent: 1 });
    await buildLiveIndex();
    expect((await bothWays(search)).index.counts.postedBy).toEqual({ Agent: 1 });

    expect(await deleteProperty(id)).toBe(true);
    expect((await bothWays(search)).index.total).toBe(0);
  });

  it("a rule every page shows leaves the index as it is; a role or a legality entry re-reads only the listings it touches, seen on the next search", {
    tags: ["driver"],
  }, async () => {
    const [admin, owner] = await Promise.all([createUser("Admin"), createUser("Owner")]);
    const built = await liveIndex();
    if (!built) throw new Error("the index is not built");
    const colony = "Index Rule Enclave";
    const id = await liveProperty(owner, {
      propertyType: "Plot/Land",
      projectBuildingName: `Plot in ${colony}`,
      colony,
      locality: "Index Rule Nagar",
      plotArea: "1800",
      price: "4500000",
    });
    const search = new URLSearchParams({ city: "Lucknow", locality: "Index Rule Nagar" });
    const stillBuilt = async () => expect(await liveIndex()).toBe(built);

    // The cost rules: every page forgotten, the index untouched (a rebuild would answer from SQL meanwhile).
    await saveCostRules(COST_RULE_DEFAULTS, admin.id);
    await stillBuilt();

    // A legality entry for the listing's colony: "LDA approved" counts it at once, from the index.
    await saveLegalityEntries(
      [
        {
          kind: "approved",
          name: colony,
          city: "Lucknow",
          locality: "Index Rule Nagar",
          approvalNumber: "LDA/2026/77",
          dated: "2026-01-15",
        },
      ],
      admin.id,
    );
    const [entry] = await getDb()
      .select({ id: legalityEntries.id })
      .from(legalityEntries)
      .where(eq(legalityEntries.name, colony));
    await stillBuilt();
    const approved = await bothWays(search);
    expect(approved.database.counts.lda).toEqual({ "1": 1 });
    expect(approved.index.counts.lda).toEqual({ "1": 1 });
    expect(approved.index).toEqual(approved.database);
    expect(await removeLegalityEntry(entry?.id ?? "")).toBe(true);
    await stillBuilt();
    expect((await bothWays(search)).index.counts.lda).toEqual({});

    // A role given through the Admin's desk: the poster's listing counts under it at once.
    expect((await changeRole(admin.id, owner.id, "Admin")).ok).toBe(true);
    await stillBuilt();
    const promoted = await bothWays(search);
    expect(promoted.index.counts.postedBy).toEqual(promoted.database.counts.postedBy);
    expect(promoted.index.counts.postedBy).not.toEqual({ Owner: 1 });
    expect(promoted.index.ids).toEqual([id]);
  });

  it("a write another process announced is seen once announced, and the index never shows a listing that left", {
    tags: ["driver"],
  }, async () => {
    const [row] = await getDb()
      .select({ id: properties.id, city: properties.city, locality: properties.locality })
      .from(properties)
      .where(eq(properties.isApproved, true))
      .limit(1);
    if (!row) throw new Error("no live listing");
    const search = new URLSearchParams({ city: row.city, locality: row.locality });
    const before = (await bothWays(search)).index.total;
    // Taken down by "another process": until it is announced, the index still counts it but
    // the cards are read with the search's conditions, so it is not shown.
    await getDb().update(properties).set({ status: "closed" }).where(eq(properties.id, row.id));
    const unannounced = (await searchWithCounts(parseFilters(search), 100)).results;
    expect(unannounced.items.map((item) => item.id)).not.toContain(row.id);
    await announcePublicChange({ tags: [`listing:${row.id}`] });
    const announced = await bothWays(search);
    expect(announced.index.total).toBe(before - 1);
    expect(announced.index).toEqual(announced.database);
    await getDb().execute(sql`update properties set status = 'live' where id = ${row.id}`);
    await announcePublicChange({ tags: [`listing:${row.id}`] });
    expect((await bothWays(search)).index.total).toBe(before);
  });
});
