import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { AMENITIES, CITIES } from "#app/config/enums";
import { type Database, getDb } from "#app/modules/db/db.server";
import { onPublicChange } from "#app/modules/db/public-cache.server";
import { budgetPresets } from "#app/modules/listing-core/budget";
import { filterOptions } from "#app/modules/listing-core/fields";
import { legalityStatus } from "#app/modules/listing-core/legality-status.server";
import {
  type Box,
  boxAround,
  DEFAULT_WITHIN_KM,
  isInBox,
  kmBetween,
  type Point,
} from "#app/modules/listing-core/location";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { logger } from "#app/modules/platform/logger.server";
import type { PageChange } from "#app/modules/platform/page-cache.server";
import { postedByRole } from "#app/modules/properties/posted-by";
import { toSquareFeet } from "#app/modules/text/area";
import { images, properties, user } from "#db/schema";
import {
  budgetOptions,
  chosenValues,
  DECLARED_FILTERS,
  type DeclaredFilter,
  type FACETS,
  type FacetCounts,
  POSTED_BY,
  type SearchFilters,
  type Sort,
} from "./filters";

/**
 * The live listings' filterable columns, kept in this process as typed arrays, so that a
 * search without words (the panel's filters, a place page, /Search with nothing chosen)
 * finds its total, every option's count and its page of ids in one pass over memory
 * instead of one scan of the table: at 100,000 live listings a count of a city's rows costs
 * 13 ms on the embedded database before anything is counted, and each of the 24 amenities'
 * counts another 30 (decision 026). The word search stays in SQL (its index is there); so
 * do the cards, read by id.
 *
 * The rules are those of search.server.ts's SQL, which stays the reference: an integration
 * test (search-index.test.ts) compares both over random searches. Every write that changes
 * what a search shows already announces the listing it touched (in its own transaction, and the
 * change feed from other processes); the index re-reads that listing, and a search waits
 * for the re-reads in flight, so the next request after a write sees it. "Everything
 * changed" (a role, an erasure) rebuilds it; until it is built, searches use SQL.
 */

const NONE = -1;
/** The budget presets of a sale and of a rent (ascending): each row knows where its price falls in both. */
const PRESET_LISTS = [false, true].map((perMonth) =>
  budgetPresets(perMonth)
    .map((preset) => Number(preset.value))
    .sort((a, b) => a - b),
);
/** The rows read at a time while the index is built: other queries run in between (about 60 ms each on PGlite). */
const LOAD_BATCH = 2000;

const CITY_CODES = new Map<string, number>(CITIES.map((city, index) => [city, index]));
const ROLE_CODES = new Map<string, number>(POSTED_BY.map((role, index) => [role, index]));
const AMENITY_BITS = new Map<string, number>(AMENITIES.map((amenity, index) => [amenity, 1 << index]));
/** Each declared filter's options, as the SQL counts them (all of them, whatever else is chosen). */
const DECLARED_OPTIONS = DECLARED_FILTERS.map((filter) => filterOptions(filter.field));
const DECLARED_CODES = DECLARED_OPTIONS.map((options) => new Map(options.map((option, index) => [option, index])));

/** A live listing as the index reads it. */
interface IndexedRow {
  id: string;
  /** Microseconds since 1970: exact, so ties order as in SQL. */
  created: number;
  city: string;
  locality: string;
  price: number | null;
  areaSqft: number | null;
  pricePerSqft: number | null;
  amenities: string[];
  role: string | null;
  photo: boolean;
  /** In a layout the LDA approved (decision 046). */
  approved: boolean;
  /** The point visitors see (decision 050); null when it has none yet. */
  latitude: number | null;
  longitude: number | null;
  declared: Array<string | number | null>;
}

function rowsQuery(db: Database, where: SQL) {
  return db
    .select({
      id: properties.id,
      created: sql<number>`(extract(epoch from ${properties.createdAt}) * 1000000)::float8`,
      city: properties.city,
      locality: sql<string>`lower(${properties.locality})`,
      price: properties.price,
      areaSqft: properties.areaSqft,
      pricePerSqft: properties.pricePerSqft,
      amenities: properties.amenities,
      role: postedByRole,
      photo: sql<boolean>`exists (select 1 from ${images} where ${images.propertyId} = ${properties.id})`,
      approved: sql<boolean>`(${legalityStatus(properties)} = 'approved')`,
      latitude: properties.publicLatitude,
      longitude: properties.publicLongitude,
      declared: sql<Array<string | number | null>>`json_build_array(${sql.join(
        DECLARED_FILTERS.map((filter) => sql.identifier(columnName(filter))),
        sql`, `,
      )})`,
    })
    .from(properties)
    .leftJoin(user, eq(user.id, properties.userId))
    .where(and(eq(properties.isApproved, true), where));
}

const columnName = (filter: DeclaredFilter) =>
  (properties as unknown as Record<string, { name: string }>)[filter.field]?.name ?? filter.field;

class Columns {
  size = 0;
  capacity = 0;
  ids: string[] = [];
  live = new Uint8Array(0);
  created = new Float64Array(0);
  city = new Int16Array(0);
  locality = new Int32Array(0);
  price = new Float64Array(0);
  area = new Float64Array(0);
  ppsf = new Float64Array(0);
  amenities = new Uint32Array(0);
  role = new Int16Array(0);
  photo = new Uint8Array(0);
  approved = new Uint8Array(0);
  latitude = new Float64Array(0);
  longitude = new Float64Array(0);
  declared: Int16Array[] = DECLARED_FILTERS.map(() => new Int16Array(0));
  /** Per preset list: how many presets the price reaches (min), the first preset at or above it (max); -1 without a price. */
  minBucket: Int8Array[] = PRESET_LISTS.map(() => new Int8Array(0));
  maxBucket: Int8Array[] = PRESET_LISTS.map(() => new Int8Array(0));

  grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const copy = <T extends { length: number; set(from: T): void }>(from: T, make: (n: number) => T) => {
      const to = make(capacity);
      to.set(from);
      return to;
    };
    this.live = copy(this.live, (n) => new Uint8Array(n));
    this.created = copy(this.created, (n) => new Float64Array(n));
    this.city = copy(this.city, (n) => new Int16Array(n));
    this.locality = copy(this.locality, (n) => new Int32Array(n));
    this.price = copy(this.price, (n) => new Float64Array(n));
    this.area = copy(this.area, (n) => new Float64Array(n));
    this.ppsf = copy(this.ppsf, (n) => new Float64Array(n));
    this.amenities = copy(this.amenities, (n) => new Uint32Array(n));
    this.role = copy(this.role, (n) => new Int16Array(n));
    this.photo = copy(this.photo, (n) => new Uint8Array(n));
    this.approved = copy(this.approved, (n) => new Uint8Array(n));
    this.latitude = copy(this.latitude, (n) => new Float64Array(n));
    this.longitude = copy(this.longitude, (n) => new Float64Array(n));
    this.declared = this.declared.map((column) => copy(column, (n) => new Int16Array(n)));
    this.minBucket = this.minBucket.map((column) => copy(column, (n) => new Int8Array(n)));
    this.maxBucket = this.maxBucket.map((column) => copy(column, (n) => new Int8Array(n)));
    this.capacity = capacity;
  }
}

/** What a search found: its total, its page of ids in order, and every option's count. */
export interface IndexedSearch {
  total: number;
  ids: string[];
  counts: FacetCounts;
}

/** Option → count, the options with none left out (as the SQL gives them). */
function counted(options: readonly string[], tally: Int32Array): Record<string, number> {
  const counts: Record<string, number> = {};
  options.forEach((option, index) => {
    const n = tally[index] as number;
    if (n > 0) counts[option] = n;
  });
  return counts;
}

/**
 * A filter counted by a column of option codes (the declared filters, the poster): its
 * tallies, and which codes its choice accepts (null: nothing chosen). Tallies are numbers in
 * typed arrays and the loop below calls no function per filter: string-keyed records and
 * a closure per filter cost 120 ms, then 38 ms, over 100,000 rows.
 */
interface CodeFacet {
  name: (typeof FACETS)[number];
  options: readonly string[];
  column: Int16Array;
  tally: Int32Array;
  accepts: Uint8Array | null;
}

/**
 * A budget end counted by its presets: each row adds one to the bucket its price falls in
 * among all the presets of its list (found when the row was put), and the buckets are
 * summed at the end; the presets offered (those the other end leaves) are read from them.
 */
class BudgetFacet {
  readonly buckets: Int32Array;
  constructor(
    readonly name: "budgetMin" | "budgetMax",
    /** The list's presets, ascending. */
    private readonly all: readonly number[],
    /** The presets offered. */
    private readonly offered: readonly number[],
    /** Each row's bucket in `all`. */
    readonly bucketOf: Int8Array,
    /** The chosen end, when there is one. */
    readonly chosen: number | undefined,
  ) {
    this.buckets = new Int32Array(all.length + 1);
  }

  holds(price: number): boolean {
    const chosen = this.chosen as number;
    return this.name === "budgetMin" ? price >= chosen : price <= chosen;
  }

  count(slot: number): void {
    const at = this.bucketOf[slot] as number;
    if (at !== NONE) this.buckets[at] = (this.buckets[at] as number) + 1;
  }

  /** min: preset i counts the rows that reached beyond it; max: those at or below it. */
  counts(): Record<string, number> {
    const all = this.all;
    const tally = new Int32Array(all.length);
    let sum = 0;
    if (this.name === "budgetMin")
      for (let i = all.length - 1; i >= 0; i--) {
        sum += this.buckets[i + 1] as number;
        tally[i] = sum;
      }
    else
      for (let i = 0; i < all.length; i++) {
        sum += this.buckets[i] as number;
        tally[i] = sum;
      }
    const offered = new Set(this.offered);
    return counted(
      all.map(String),
      tally.map((n, i) => (offered.has(all[i] as number) ? n : 0)),
    );
  }
}

export class LiveIndex {
  private columns = new Columns();
  private slots = new Map<string, number>();
  private free: number[] = [];
  private localities = new Map<string, number>();
  private ready = false;
  private building: Promise<void> | undefined;
  private generation = 0;
  /**
   * Bumped by every change; changedAt: each changed listing's last change. A read that began
   * before a listing's last change is not applied to it.
   */
  private changes = 0;
  private changedAt = new Map<string, number>();
  private rereads = new Set<Promise<void>>();

  constructor(private readonly db: Database) {}

  /** Whether searches can be answered from memory (the first build, or a rebuild, is done). */
  get isReady(): boolean {
    return this.ready;
  }

  /** Builds the index in batches (other queries run in between); searches use SQL meanwhile. */
  build(): Promise<void> {
    if (this.building) return this.building;
    const generation = ++this.generation;
    const started = performance.now();
    const built = this.load(generation)
      .then((complete) => {
        if (!complete) return;
        this.ready = true;
        logger.info({ listings: this.slots.size, ms: Math.round(performance.now() - started) }, "search index built");
      })
      .catch((error) => {
        logger.error({ err: error }, "search index build failed; searches use the database");
      })
      .finally(() => {
        if (this.building === built) this.building = undefined;
      });
    this.building = built;
    return built;
  }

  /** Reads every live listing, a batch at a time; false when a newer build took over. */
  private async load(generation: number): Promise<boolean> {
    this.columns = new Columns();
    this.slots.clear();
    this.free = [];
    this.localities.clear();
    this.changedAt.clear();
    let after = "";
    for (;;) {
      const began = this.changes;
      const rows = await rowsQuery(this.db, after ? sql`${properties.id} > ${after}` : sql`true`)
        .orderBy(properties.id)
        .limit(LOAD_BATCH);
      if (generation !== this.generation) return false;
      // A listing changed after this batch was asked for has its own re-read, which wins.
      for (const row of rows) if ((this.changedAt.get(row.id) ?? -1) < began) this.put(row as IndexedRow);
      if (rows.length < LOAD_BATCH) return true;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  /**
   * A public change: re-reads the listings it names (a rule that every page shows, such as a
   * circle rate, names none and changes nothing here; a role or the legality register names
   * the listings it touched), or rebuilds for "all" (seeding, restores, rows written by hand).
   */
  changed(change: PageChange): void {
    this.changes++;
    if (change === "all") {
      this.ready = false;
      this.building = undefined;
      void this.build();
      return;
    }
    if (!this.building && !this.ready) return;
    const ids = change.tags.flatMap((tag) => (tag.startsWith("listing:") ? [tag.slice("listing:".length)] : []));
    if (!ids.length) return;
    const at = this.changes;
    for (const id of ids) this.changedAt.set(id, at);
    const reread = this.reread(ids, at).catch((error) => {
      logger.error({ err: error }, "search index re-read failed; rebuilding");
      this.changed("all");
    });
    this.rereads.add(reread);
    void reread.finally(() => this.rereads.delete(reread));
  }

  private async reread(ids: string[], at: number): Promise<void> {
    const found = new Map<string, IndexedRow>();
    for (let from = 0; from < ids.length; from += LOAD_BATCH)
      for (const row of await rowsQuery(this.db, inArray(properties.id, ids.slice(from, from + LOAD_BATCH))))
        found.set(row.id, row as IndexedRow);
    for (const id of ids) {
      // A later change of the same listing has its own re-read, which wins.
      if (this.changedAt.get(id) !== at) continue;
      const row = found.get(id);
      if (row) this.put(row);
      else this.remove(id);
    }
  }

  /** Waits for the re-reads of listings changed so far: a search answers with them applied. */
  async settled(): Promise<void> {
    while (this.rereads.size) await Promise.all(this.rereads);
  }

  private put(row: IndexedRow): void {
    const c = this.columns;
    let slot = this.slots.get(row.id);
    if (slot === undefined) {
      slot = this.free.pop() ?? c.size++;
      if (slot >= c.capacity) c.grow();
      this.slots.set(row.id, slot);
    }
    c.ids[slot] = row.id;
    c.live[slot] = 1;
    c.created[slot] = Number(row.created);
    c.city[slot] = CITY_CODES.get(row.city) ?? NONE;
    c.locality[slot] = this.localityCode(row.locality, true);
    c.price[slot] = row.price === null ? Number.NaN : Number(row.price);
    PRESET_LISTS.forEach((presets, list) => {
      const price = c.price[slot] as number;
      let min = 0;
      let max = 0;
      while (min < presets.length && price >= (presets[min] as number)) min++;
      while (max < presets.length && (presets[max] as number) < price) max++;
      (c.minBucket[list] as Int8Array)[slot] = Number.isNaN(price) ? NONE : min;
      (c.maxBucket[list] as Int8Array)[slot] = Number.isNaN(price) ? NONE : max;
    });
    c.area[slot] = row.areaSqft ?? Number.NaN;
    c.ppsf[slot] = row.pricePerSqft ?? Number.NaN;
    let bits = 0;
    for (const amenity of row.amenities) bits |= AMENITY_BITS.get(amenity) ?? 0;
    c.amenities[slot] = bits;
    c.role[slot] = row.role === null ? NONE : (ROLE_CODES.get(row.role) ?? NONE);
    c.photo[slot] = row.photo ? 1 : 0;
    c.approved[slot] = row.approved ? 1 : 0;
    c.latitude[slot] = row.latitude ?? Number.NaN;
    c.longitude[slot] = row.longitude ?? Number.NaN;
    DECLARED_FILTERS.forEach((_, index) => {
      const value = row.declared[index];
      (c.declared[index] as Int16Array)[slot] =
        value === null || value === undefined ? NONE : (DECLARED_CODES[index]?.get(String(value)) ?? NONE);
    });
  }

  private remove(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.columns.live[slot] = 0;
    this.columns.ids[slot] = "";
    this.free.push(slot);
  }

  private localityCode(name: string, add: boolean): number {
    let code = this.localities.get(name);
    if (code === undefined) {
      if (!add) return NONE;
      code = this.localities.size;
      this.localities.set(name, code);
    }
    return code;
  }

  /** How many live listings the index holds. */
  get size(): number {
    return this.slots.size;
  }

  /**
   * A search without words: its total, the ids of its page in the chosen order and every
   * option's count, as search.server.ts's SQL finds them.
   */
  search(filters: SearchFilters, page: number, pageSize: number): IndexedSearch {
    const c = this.columns;
    const base = this.baseTest(filters);
    const codeFacets = this.codeFacets(filters);
    const { budgetMin, budgetMax } = budgetOptions(filters);
    // The presets offered are those of the search's list (rent or sale), as budgetOptions says.
    const list = filters.listingType === "Rent" ? 1 : 0;
    const all = PRESET_LISTS[list] as number[];
    const budgets = [
      new BudgetFacet("budgetMin", all, budgetMin, c.minBucket[list] as Int8Array, filters.budgetMin),
      new BudgetFacet("budgetMax", all, budgetMax, c.maxBucket[list] as Int8Array, filters.budgetMax),
    ];
    // The filters with a choice, by number: code facets first, then the budget's ends.
    const chosen = [
      ...codeFacets.flatMap((facet, index) => (facet.accepts ? [index] : [])),
      ...budgets.flatMap((budget, index) => (budget.chosen === undefined ? [] : [codeFacets.length + index])),
    ];
    const holds = (facet: number, slot: number): boolean => {
      if (facet < codeFacets.length) {
        const { accepts, column } = codeFacets[facet] as CodeFacet;
        return (accepts as Uint8Array)[column[slot] as number] === 1;
      }
      return (budgets[facet - codeFacets.length] as BudgetFacet).holds(c.price[slot] as number);
    };
    const count = (facet: number, slot: number): void => {
      if (facet < codeFacets.length) {
        const { tally, column } = codeFacets[facet] as CodeFacet;
        const code = column[slot] as number;
        if (code !== NONE) tally[code] = (tally[code] as number) + 1;
      } else (budgets[facet - codeFacets.length] as BudgetFacet).count(slot);
    };
    const facetCount = codeFacets.length + budgets.length;
    const amenityTally = new Int32Array(AMENITIES.length);
    let photos = 0;
    let approved = 0;
    const wanted = page * pageSize;
    const top = new TopRows(wanted, comparator(filters.sort, c, filters.near));
    let total = 0;
    for (let slot = 0; slot < c.size; slot++) {
      if (!c.live[slot] || !base(slot)) continue;
      // A row that misses one choice still counts for that filter's options (the filter's
      // own choice set aside); one that misses two counts for nothing.
      let failed = -1;
      let fails = 0;
      for (let i = 0; i < chosen.length; i++) {
        const facet = chosen[i] as number;
        if (!holds(facet, slot)) {
          failed = facet;
          if (++fails > 1) break;
        }
      }
      if (fails > 1) continue;
      if (fails === 1) {
        count(failed, slot);
        continue;
      }
      total++;
      top.offer(slot);
      for (let facet = 0; facet < facetCount; facet++) count(facet, slot);
      // One more amenity, photos or an approved layout narrow the search as it is: counted for the rows it finds.
      for (let bits = c.amenities[slot] as number; bits; ) {
        const bit = 31 - Math.clz32(bits);
        bits &= ~(1 << bit);
        amenityTally[bit] = (amenityTally[bit] as number) + 1;
      }
      photos += c.photo[slot] as number;
      approved += c.approved[slot] as number;
    }
    const counts = Object.fromEntries([
      ...codeFacets.map((facet) => [facet.name, counted(facet.options, facet.tally)]),
      ...budgets.map((budget) => [budget.name, budget.counts()]),
    ]) as FacetCounts;
    counts.amenity = counted(AMENITIES, amenityTally);
    counts.photos = photos ? { "1": photos } : {};
    counts.lda = approved ? { "1": approved } : {};
    const ids = top
      .sorted()
      .slice((page - 1) * pageSize, wanted)
      .map((slot) => c.ids[slot] as string);
    return { total, ids, counts };
  }

  /** The conditions outside the counted facets: place, area, amenities chosen, photos, approved layouts. */
  private baseTest(filters: SearchFilters): (slot: number) => boolean {
    const c = this.columns;
    const city = filters.city === undefined ? undefined : (CITY_CODES.get(filters.city) ?? -2);
    const localities = filters.localities.map((name) => this.localityCode(name.toLowerCase(), false));
    const anyLocality = localities.length === 0;
    const areaFactor = toSquareFeet(1, filters.areaUnit, listingSettings().bighaSqft);
    const squareFeet = (value: number | undefined) =>
      value === undefined || !Number.isFinite(areaFactor) ? undefined : value * areaFactor;
    const areaMin = squareFeet(filters.areaMin);
    const areaMax = squareFeet(filters.areaMax);
    let mask = 0;
    for (const amenity of filters.amenities) mask |= AMENITY_BITS.get(amenity) ?? 0;
    const photos = filters.photos;
    const lda = filters.lda;
    const box = filters.box;
    const near = filters.near;
    const within = filters.within ?? DEFAULT_WITHIN_KM;
    const around = near ? boxAround(near, within) : undefined;
    // A declared filter whose options are not counted narrows every count (as in SQL).
    const uncounted = DECLARED_FILTERS.flatMap((filter, index) => {
      const codes = DECLARED_CODES[index] as Map<string, number>;
      // An unknown value matches nothing, not the rows without a value.
      const chosen = chosenValues(filters, filter).map((value) => codes.get(String(value)) ?? -2);
      return !filter.counted && chosen.length ? [{ column: c.declared[index] as Int16Array, chosen }] : [];
    });
    // NaN (no point yet) is in no box, as NULL is not BETWEEN anything in SQL.
    const point = (slot: number): Point => ({
      latitude: c.latitude[slot] as number,
      longitude: c.longitude[slot] as number,
    });
    return (slot) =>
      uncounted.every(({ column, chosen }) => chosen.includes(column[slot] as number)) &&
      (city === undefined || c.city[slot] === city) &&
      (anyLocality || localities.includes(c.locality[slot] as number)) &&
      (areaMin === undefined || (c.area[slot] as number) >= areaMin) &&
      (areaMax === undefined || (c.area[slot] as number) <= areaMax) &&
      ((c.amenities[slot] as number) & mask) === mask &&
      (!photos || c.photo[slot] === 1) &&
      (!lda || c.approved[slot] === 1) &&
      (!box || isInBox(point(slot), box)) &&
      (!near || (isInBox(point(slot), around as Box) && kmBetween(near, point(slot)) <= within));
  }

  /** The filters counted by option codes, each with what its choice accepts. */
  private codeFacets(filters: SearchFilters): CodeFacet[] {
    const c = this.columns;
    const facet = (
      name: CodeFacet["name"],
      options: readonly string[],
      column: Int16Array,
      chosen: readonly number[],
    ): CodeFacet => {
      let accepts: Uint8Array | null = null;
      if (chosen.length) {
        accepts = new Uint8Array(options.length);
        for (const code of chosen) if (code >= 0) accepts[code] = 1;
      }
      return { name, options, column, tally: new Int32Array(options.length), accepts };
    };
    const declared = DECLARED_FILTERS.flatMap((filter, index) => {
      if (!filter.counted) return [];
      const codes = DECLARED_CODES[index] as Map<string, number>;
      const chosen = chosenValues(filters, filter).map((value) => codes.get(String(value)) ?? NONE);
      return [
        facet(filter.param, DECLARED_OPTIONS[index] as readonly string[], c.declared[index] as Int16Array, chosen),
      ];
    });
    const role = filters.postedBy === undefined ? [] : [ROLE_CODES.get(filters.postedBy) ?? NONE];
    return [...declared, facet("postedBy", POSTED_BY, c.role, role)];
  }
}

type Compare = (a: number, b: number) => number;

/** Each order, ties broken newest first; listings without the sorted value come last (as orderOf in SQL). */
function comparator(sort: Sort, c: Columns, near: Point | undefined): Compare {
  const newest: Compare = (a, b) => {
    const byTime = (c.created[b] as number) - (c.created[a] as number);
    if (byTime) return byTime;
    const idA = c.ids[a] as string;
    const idB = c.ids[b] as string;
    return idA < idB ? 1 : idA > idB ? -1 : 0;
  };
  const by = (value: Float64Array | ((slot: number) => number), direction: 1 | -1): Compare => {
    const of = typeof value === "function" ? value : (slot: number) => value[slot] as number;
    return (a, b) => {
      const x = of(a);
      const y = of(b);
      const xMissing = Number.isNaN(x);
      const yMissing = Number.isNaN(y);
      if (xMissing !== yMissing) return xMissing ? 1 : -1;
      if (!xMissing && x !== y) return (x - y) * direction;
      return newest(a, b);
    };
  };
  switch (sort) {
    case "price-asc":
      return by(c.price, 1);
    case "price-desc":
      return by(c.price, -1);
    case "ppsf":
      return by(c.ppsf, 1);
    case "area":
      return by(c.area, -1);
    case "distance": {
      if (!near) return newest;
      // Worked out once per row it meets (the heap compares each many times).
      const distances = new Map<number, number>();
      const distance = (slot: number) => {
        let km = distances.get(slot);
        if (km === undefined) {
          const latitude = c.latitude[slot] as number;
          const longitude = c.longitude[slot] as number;
          km = Number.isNaN(latitude) ? Number.NaN : kmBetween(near, { latitude, longitude });
          distances.set(slot, km);
        }
        return km;
      };
      return by(distance, 1);
    }
    default:
      return newest;
  }
}

/** The first `limit` rows in an order, kept in a heap while the rows go by. */
class TopRows {
  private heap: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly compare: Compare,
  ) {}

  offer(slot: number): void {
    const heap = this.heap;
    if (this.limit <= 0) return;
    if (heap.length < this.limit) {
      heap.push(slot);
      this.up(heap.length - 1);
    } else if (this.compare(slot, heap[0] as number) < 0) {
      heap[0] = slot;
      this.down(0);
    }
  }

  sorted(): number[] {
    return [...this.heap].sort(this.compare);
  }

  // A max-heap in the order: the root is the last of the rows kept.
  private up(at: number): void {
    const heap = this.heap;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.compare(heap[at] as number, heap[parent] as number) <= 0) return;
      [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
      at = parent;
    }
  }

  private down(at: number): void {
    const heap = this.heap;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && this.compare(heap[left] as number, heap[largest] as number) > 0) largest = left;
      if (right < heap.length && this.compare(heap[right] as number, heap[largest] as number) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest] as number, heap[at] as number];
      at = largest;
    }
  }
}

const indexes = new WeakMap<Database, LiveIndex>();

function indexOf(db: Database): LiveIndex {
  let index = indexes.get(db);
  if (!index) {
    const created = new LiveIndex(db);
    index = created;
    indexes.set(db, created);
    onPublicChange(db, (change) => created.changed(change));
  }
  return index;
}

let enabled = true;

/** SEARCH_INDEX=0 turns the index off: every search asks the database (the server's setting; benchmarks compare). */
export function setLiveIndexEnabled(on: boolean): void {
  enabled = on;
}

/**
 * The index of the current database, ready to answer; undefined while it is built (its
 * first use starts that; the caller searches in SQL meanwhile) or when SEARCH_INDEX=0.
 */
export async function liveIndex(): Promise<LiveIndex | undefined> {
  if (!enabled) return undefined;
  const index = indexOf(getDb());
  if (!index.isReady) {
    void index.build();
    return undefined;
  }
  await index.settled();
  return index.isReady ? index : undefined;
}

/** Builds the current database's index now and waits for it (boot, benchmarks, tests). */
export async function buildLiveIndex(): Promise<void> {
  if (!enabled) return;
  const index = indexOf(getDb());
  if (!index.isReady) await index.build();
}
