import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { AMENITIES, CITIES } from "#app/config/enums";
import { type Database, getDatabaseHandle, getDb } from "#app/modules/db/db.server";
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
import { isLive } from "#app/modules/properties/live.server";
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
  optionFindsValue,
  POSTED_BY,
  type SearchFilters,
  type Sort,
} from "./filters";

/**
 * The live listings' filterable columns, kept in this process as typed arrays, so that a
 * search without words (the panel's filters, a place page, /Search with nothing chosen)
 * finds its total, every option's count and its page of ids in memory instead of one scan
 * of the table: at 100,000 live listings a count of a city's rows costs 13 ms on the
 * embedded database before anything is counted, and each of the 24 amenities' counts
 * another 30 (decision 026). The word search stays in SQL (its index is there); so do the
 * cards, read by id.
 *
 * Each option of each counted column is also a set of slots, one bit per listing (decision
 * 052): a search ANDs the sets of its choices and counts each option by one AND and a
 * population count over 32 listings a step, instead of visiting every row (a pass over a
 * million rows blocked the process for a quarter of a second). Only what no set answers
 * (a locality, an area, the map's box, a distance, a budget's end) is tested row by row,
 * over the rows the sets leave. The newest-first order is kept as a list of slots, so
 * the default page is the first matching slots in it.
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
/**
 * The rows read at a time while the index is built, other requests answered in between. The
 * embedded database runs its queries in this process: at a million listings a batch of
 * 1,000 held it 133 ms there, so it reads 250 at a time.
 */
const LOAD_BATCH = { postgres: 1000, pglite: 250 } as const;

const CITY_CODES = new Map<string, number>(CITIES.map((city, index) => [city, index]));
const ROLE_CODES = new Map<string, number>(POSTED_BY.map((role, index) => [role, index]));
const AMENITY_BITS = new Map<string, number>(AMENITIES.map((amenity, index) => [amenity, 1 << index]));
/** Each declared filter's options, as the SQL counts them (all of them, whatever else is chosen). */
const DECLARED_OPTIONS = DECLARED_FILTERS.map((filter) => filterOptions(filter.field));
const DECLARED_CODES = DECLARED_OPTIONS.map((options) => new Map(options.map((option, index) => [option, index])));

/**
 * A declared filter's stored values as codes, each with the options that find it: mostly its
 * own option; every option up to it for a minimum (a 40 ft road is found by "20 ft or wider"
 * and "30 ft or wider"); both "for families" and "for bachelors" for a home let to anyone. The
 * rule is filters.ts's optionFindsValue, which the SQL follows too. Codes are made as values
 * are met (the declaration bounds them: at most a few hundred).
 */
class DeclaredValues {
  private readonly codes = new Map<string, number>();
  /** Per code, the options (indices) that find it. */
  readonly finders: number[][] = [];

  constructor(
    private readonly filter: DeclaredFilter,
    private readonly options: readonly string[],
  ) {}

  code(value: string | number | null | undefined): number {
    if (value === null || value === undefined) return NONE;
    const key = String(value);
    let code = this.codes.get(key);
    if (code === undefined) {
      const finders = this.options.flatMap((option, index) =>
        optionFindsValue(this.filter, option, value) ? [index] : [],
      );
      if (finders.length === 0) return NONE;
      code = this.finders.push(finders) - 1;
      this.codes.set(key, code);
    }
    return code;
  }
}

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
      /** The same, exactly as the database gives it back: where the next batch of a build starts. */
      listedAt: sql<string>`${properties.createdAt}::text`,
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
    .where(and(isLive, where));
}

const columnName = (filter: DeclaredFilter) =>
  (properties as unknown as Record<string, { name: string }>)[filter.field]?.name ?? filter.field;

/** A set of slots: bit `slot % 32` of word `slot >> 5`. */
type Slots = Uint32Array;

/** How many of the 32 bits of a word are set. */
function bitsIn(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many slots are in both sets, over the first `words` words. */
function countBoth(a: Slots, b: Slots, words: number): number {
  let n = 0;
  for (let i = 0; i < words; i++) {
    const both = (a[i] as number) & (b[i] as number);
    if (both) n += bitsIn(both);
  }
  return n;
}

function countAll(a: Slots, words: number): number {
  let n = 0;
  for (let i = 0; i < words; i++) {
    const word = a[i] as number;
    if (word) n += bitsIn(word);
  }
  return n;
}

/** `into` &= `other`, over the first `words` words. */
function keepBoth(into: Slots, other: Slots, words: number): void {
  for (let i = 0; i < words; i++) into[i] = (into[i] as number) & (other[i] as number);
}

/**
 * The sets a search works with, taken from buffers kept between searches: a search at a
 * million listings makes about ten sets of 125 kB, and as new memory each time they made
 * the garbage collector stop the process for tens of milliseconds now and then.
 */
class ScratchSets {
  private buffers: Uint32Array[] = [];
  private used = 0;
  private length = 0;

  /** Before each search: every buffer free again, each long enough for `words`. */
  reset(words: number): void {
    if (words > this.length) {
      this.buffers = [];
      this.length = words;
    }
    this.used = 0;
  }

  /** An empty set. */
  empty(words: number): Slots {
    if (this.used === this.buffers.length) this.buffers.push(new Uint32Array(this.length));
    const buffer = this.buffers[this.used++] as Uint32Array;
    const set = buffer.subarray(0, words);
    set.fill(0);
    return set;
  }

  /** A copy of a set. */
  copy(from: Slots, words: number): Slots {
    const set = this.empty(words);
    set.set(from.subarray(0, words));
    return set;
  }
}

/** The set of slots in any of `sets` (a choice of several options). */
function anyOf(sets: readonly Slots[], union: Slots): Slots {
  const words = union.length;
  for (const set of sets) for (let i = 0; i < words; i++) union[i] = (union[i] as number) | (set[i] as number);
  return union;
}

/** Calls `visit` with each slot of a set, in slot order. */
function eachSlot(set: Slots, words: number, visit: (slot: number) => void): void {
  for (let i = 0; i < words; i++)
    for (let bits = set[i] as number; bits; ) {
      const bit = 31 - Math.clz32(bits);
      bits &= ~(1 << bit);
      visit((i << 5) | bit);
    }
}

/** Keeps in `set` only the slots that pass `test`. */
function keepPassing(set: Slots, words: number, test: (slot: number) => boolean): void {
  for (let i = 0; i < words; i++) {
    let word = set[i] as number;
    for (let bits = word; bits; ) {
      const bit = 31 - Math.clz32(bits);
      bits &= ~(1 << bit);
      if (!test((i << 5) | bit)) word &= ~(1 << bit);
    }
    set[i] = word;
  }
}

const has = (set: Slots, slot: number): boolean => (((set[slot >> 5] as number) >>> (slot & 31)) & 1) === 1;

/** The side of a cell of the map's grid, in degrees (about 5.5 km north to south). */
const CELL_DEGREES = 0.05;
/** A box or a distance over more cells than this is tested row by row instead. */
const CELLS_AT_MOST = 4_000;
/** A cell's key from its row (latitude) and column (longitude) in the grid. */
const cellKey = (row: number, column: number): number => (row + 2_000) * 10_000 + (column + 4_000);
const cellOf = (latitude: number, longitude: number): number =>
  cellKey(Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES));

/**
 * Slots grouped by a key (a locality; a cell of the map), each group a list, so that a
 * search for one locality or one part of the map visits the rows there, not every row.
 */
class SlotGroups {
  private readonly groups = new Map<number, { slots: Int32Array; size: number }>();
  /** Per slot: where it stands in its group's list (-1: in none), and the group's key. */
  private at = new Int32Array(0);
  private keyOf = new Int32Array(0);

  grow(capacity: number): void {
    const at = new Int32Array(capacity).fill(-1);
    at.set(this.at);
    const keyOf = new Int32Array(capacity);
    keyOf.set(this.keyOf);
    this.at = at;
    this.keyOf = keyOf;
  }

  add(slot: number, key: number): void {
    let group = this.groups.get(key);
    if (!group) {
      group = { slots: new Int32Array(16), size: 0 };
      this.groups.set(key, group);
    }
    if (group.size === group.slots.length) {
      const slots = new Int32Array(group.size * 2);
      slots.set(group.slots);
      group.slots = slots;
    }
    group.slots[group.size] = slot;
    this.at[slot] = group.size++;
    this.keyOf[slot] = key;
  }

  remove(slot: number): void {
    const at = this.at[slot] as number;
    if (at < 0) return;
    const group = this.groups.get(this.keyOf[slot] as number);
    if (!group) return;
    const last = group.slots[--group.size] as number;
    group.slots[at] = last;
    this.at[last] = at;
    this.at[slot] = -1;
  }

  /** The slots of the groups `keys` names, added to `set`. */
  setOf(keys: Iterable<number>, set: Slots): Slots {
    for (const key of keys) {
      const group = this.groups.get(key);
      if (!group) continue;
      for (let i = 0; i < group.size; i++) {
        const slot = group.slots[i] as number;
        set[slot >> 5] = (set[slot >> 5] as number) | (1 << (slot & 31));
      }
    }
    return set;
  }
}

/** The cells of the map's grid a box covers; undefined when they are more than CELLS_AT_MOST. */
function cellsOf(box: Box): number[] | undefined {
  const south = Math.floor(box.south / CELL_DEGREES);
  const north = Math.floor(box.north / CELL_DEGREES);
  const west = Math.floor(box.west / CELL_DEGREES);
  const east = Math.floor(box.east / CELL_DEGREES);
  if ((north - south + 1) * (east - west + 1) > CELLS_AT_MOST) return undefined;
  const cells: number[] = [];
  for (let row = south; row <= north; row++)
    for (let column = west; column <= east; column++) cells.push(cellKey(row, column));
  return cells;
}

/** A listing's id (a UUID) as four 32-bit words, most significant first: compared as the text is. */
function idWords(id: string, into: Uint32Array, at: number): void {
  const hex = id.replaceAll("-", "");
  for (let i = 0; i < 4; i++) into[at + i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
}

function idText(words: Uint32Array, at: number): string {
  const hex = Array.from({ length: 4 }, (_, i) => (words[at + i] as number).toString(16).padStart(8, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const EMPTY = 0;
const GONE = -1;

/** The four words of an id mixed into one (time-ordered ids share their first words). */
function hashOf(words: Uint32Array, at: number): number {
  const mixed = Math.imul(
    (words[at] as number) ^ (words[at + 1] as number) ^ (words[at + 2] as number) ^ (words[at + 3] as number),
    0x9e3779b1,
  );
  return (mixed ^ (mixed >>> 15)) >>> 0;
}

/**
 * Each live listing's slot by its id, in typed arrays: an open-addressed table of slots
 * (linear probing from a hash of the id's four words), compared by the slots' id words.
 * A million ids as strings in a Map held some 100 MB, and made every full garbage collection
 * walk them.
 */
class IdTable {
  count = 0;
  private gone = 0;
  private table = new Int32Array(1024);
  private readonly probe = new Uint32Array(4);

  constructor(
    /** Each slot's id words (4 a slot), kept by the columns. */
    private readonly words: () => Uint32Array,
    rows = 0,
  ) {
    let size = 1024;
    while (size < rows * 2) size *= 2;
    this.table = new Int32Array(size);
  }

  /** The slot of an id, or -1. */
  get(id: string): number {
    idWords(id, this.probe, 0);
    const at = this.find(this.probe);
    return at < 0 ? -1 : (this.table[at] as number) - 1;
  }

  /** Adds a slot whose id words are written and not in the table. */
  add(slot: number): void {
    if ((this.count + this.gone + 1) * 2 > this.table.length) this.rehash();
    const words = this.words();
    const mask = this.table.length - 1;
    let at = hashOf(words, slot * 4) & mask;
    while ((this.table[at] as number) > EMPTY) at = (at + 1) & mask;
    if (this.table[at] === GONE) this.gone--;
    this.table[at] = slot + 1;
    this.count++;
  }

  remove(id: string): void {
    idWords(id, this.probe, 0);
    const at = this.find(this.probe);
    if (at < 0) return;
    this.table[at] = GONE;
    this.gone++;
    this.count--;
  }

  /** Where in the table the id stands, or -1. */
  private find(id: Uint32Array): number {
    const words = this.words();
    const mask = this.table.length - 1;
    for (let at = hashOf(id, 0) & mask; ; at = (at + 1) & mask) {
      const entry = this.table[at] as number;
      if (entry === EMPTY) return -1;
      if (entry === GONE) continue;
      const base = (entry - 1) * 4;
      if (words[base] === id[0] && words[base + 1] === id[1] && words[base + 2] === id[2] && words[base + 3] === id[3])
        return at;
    }
  }

  private rehash(): void {
    const slots = this.table.filter((entry) => entry > EMPTY);
    let size = this.table.length;
    while (size < (slots.length + 1) * 4) size *= 2;
    this.table = new Int32Array(size);
    this.count = 0;
    this.gone = 0;
    for (const entry of slots) this.add(entry - 1);
  }
}

class Columns {
  size = 0;
  capacity = 0;
  /** Each slot's id, as four words (idWords). */
  ids = new Uint32Array(0);
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
  /** What each declared column's codes mean (DeclaredValues). */
  declaredValues: DeclaredValues[] = DECLARED_FILTERS.map(
    (filter, index) => new DeclaredValues(filter, DECLARED_OPTIONS[index] as readonly string[]),
  );
  /** Per preset list: how many presets the price reaches (min), the first preset at or above it (max); -1 without a price. */
  minBucket: Int8Array[] = PRESET_LISTS.map(() => new Int8Array(0));
  maxBucket: Int8Array[] = PRESET_LISTS.map(() => new Int8Array(0));

  // The same, as sets of slots: the live ones, and per option of each counted column.
  liveSet: Slots = new Uint32Array(0);
  citySets: Slots[] = CITIES.map(() => new Uint32Array(0));
  declaredSets: Slots[][] = DECLARED_OPTIONS.map((options) => options.map(() => new Uint32Array(0)));
  roleSets: Slots[] = POSTED_BY.map(() => new Uint32Array(0));
  amenitySets: Slots[] = AMENITIES.map(() => new Uint32Array(0));
  photoSet: Slots = new Uint32Array(0);
  approvedSet: Slots = new Uint32Array(0);
  minBucketSets: Slots[][] = PRESET_LISTS.map((presets) => [...presets, 0].map(() => new Uint32Array(0)));
  maxBucketSets: Slots[][] = PRESET_LISTS.map((presets) => [...presets, 0].map(() => new Uint32Array(0)));

  /** The live slots, newest first (ties: the larger id first), as searches list them by default. */
  newest = new Int32Array(0);
  newestSize = 0;
  /** The live slots of each locality, and of each cell of the map's grid. */
  byLocality = new SlotGroups();
  byCell = new SlotGroups();

  /** Words that hold every slot in use. */
  get words(): number {
    return (this.size + 31) >> 5;
  }

  /** Room for `rows` at least (32 at a time): a build makes it once, for every live listing and a quarter more. */
  constructor(rows = 0) {
    if (rows > 0) this.grow(rows);
  }

  grow(rows = 0): void {
    const capacity = Math.max(1024, this.capacity * 2, Math.ceil(rows / 32) * 32);
    const copy = <T extends { length: number; set(from: T): void }>(from: T, make: (n: number) => T, n = capacity) => {
      const to = make(n);
      to.set(from);
      return to;
    };
    this.ids = copy(this.ids, (n) => new Uint32Array(n), capacity * 4);
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
    const words = capacity >> 5;
    const set = (from: Slots) => copy(from, (n) => new Uint32Array(n), words);
    this.liveSet = set(this.liveSet);
    this.citySets = this.citySets.map(set);
    this.declaredSets = this.declaredSets.map((sets) => sets.map(set));
    this.roleSets = this.roleSets.map(set);
    this.amenitySets = this.amenitySets.map(set);
    this.photoSet = set(this.photoSet);
    this.approvedSet = set(this.approvedSet);
    this.minBucketSets = this.minBucketSets.map((sets) => sets.map(set));
    this.maxBucketSets = this.maxBucketSets.map((sets) => sets.map(set));
    this.newest = copy(this.newest, (n) => new Int32Array(n));
    this.byLocality.grow(capacity);
    this.byCell.grow(capacity);
    this.capacity = capacity;
  }

  /** Puts a live slot in (on) or takes it out of (off) every set its column values name. */
  mark(slot: number, on: boolean): void {
    const word = slot >> 5;
    const bit = 1 << (slot & 31);
    const apply = (set: Slots | undefined) => {
      if (!set) return;
      set[word] = on ? (set[word] as number) | bit : (set[word] as number) & ~bit;
    };
    apply(this.liveSet);
    apply(this.citySets[this.city[slot] as number]);
    this.declaredSets.forEach((sets, index) => {
      const finders = this.declaredValues[index]?.finders[(this.declared[index] as Int16Array)[slot] as number] ?? [];
      for (const option of finders) apply(sets[option]);
    });
    apply(this.roleSets[this.role[slot] as number]);
    for (let bits = this.amenities[slot] as number; bits; ) {
      const amenity = 31 - Math.clz32(bits);
      bits &= ~(1 << amenity);
      apply(this.amenitySets[amenity]);
    }
    if (this.photo[slot]) apply(this.photoSet);
    if (this.approved[slot]) apply(this.approvedSet);
    PRESET_LISTS.forEach((_, list) => {
      apply(this.minBucketSets[list]?.[(this.minBucket[list] as Int8Array)[slot] as number]);
      apply(this.maxBucketSets[list]?.[(this.maxBucket[list] as Int8Array)[slot] as number]);
    });
    const latitude = this.latitude[slot] as number;
    const longitude = this.longitude[slot] as number;
    if (on) {
      this.byLocality.add(slot, this.locality[slot] as number);
      if (!Number.isNaN(latitude) && !Number.isNaN(longitude)) this.byCell.add(slot, cellOf(latitude, longitude));
    } else {
      this.byLocality.remove(slot);
      this.byCell.remove(slot);
    }
  }

  /** Whether slot a comes before slot b newest first (SQL's created_at desc, id desc). */
  newer(a: number, b: number): boolean {
    const x = this.created[a] as number;
    const y = this.created[b] as number;
    if (x !== y) return x > y;
    for (let i = 0; i < 4; i++) {
      const x = this.ids[a * 4 + i] as number;
      const y = this.ids[b * 4 + i] as number;
      if (x !== y) return x > y;
    }
    return false;
  }

  /** Where a slot stands, or would stand, in the newest-first list. */
  private newestPlace(slot: number): number {
    let low = 0;
    let high = this.newestSize;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.newer(this.newest[middle] as number, slot)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Adds a live slot to the newest-first list (at its end while the index is built oldest last). */
  addNewest(slot: number): void {
    const at = this.newestPlace(slot);
    this.newest.copyWithin(at + 1, at, this.newestSize);
    this.newest[at] = slot;
    this.newestSize++;
  }

  /** Takes a slot out of the newest-first list, found by the time and id it was listed under. */
  dropNewest(slot: number): void {
    const at = this.newestPlace(slot);
    if (this.newest[at] !== slot) return;
    this.newest.copyWithin(at, at + 1, this.newestSize);
    this.newestSize--;
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
 * A filter counted by a column of option codes (the declared filters, the poster): the set
 * of slots of each option, its tallies, and which codes its choice accepts (null: nothing
 * chosen).
 */
interface CodeFacet {
  name: (typeof FACETS)[number];
  options: readonly string[];
  sets: readonly Slots[];
  tally: Int32Array;
  accepts: Uint8Array | null;
}

/**
 * A budget end counted by its presets: the rows in each bucket their price falls in among
 * all the presets of its list (a set of slots each, kept as rows are put), summed at the
 * end; the presets offered (those the other end leaves) are read from them.
 */
class BudgetFacet {
  readonly buckets: Int32Array;
  constructor(
    readonly name: "budgetMin" | "budgetMax",
    /** The list's presets, ascending. */
    private readonly all: readonly number[],
    /** The presets offered. */
    private readonly offered: readonly number[],
    /** The slots in each bucket of `all`. */
    private readonly bucketSets: readonly Slots[],
    /** The chosen end, when there is one. */
    readonly chosen: number | undefined,
  ) {
    this.buckets = new Int32Array(all.length + 1);
  }

  holds(price: number): boolean {
    const chosen = this.chosen as number;
    return this.name === "budgetMin" ? price >= chosen : price <= chosen;
  }

  /** Counts the rows of `scope` in each bucket. */
  count(scope: Slots, words: number): void {
    this.bucketSets.forEach((set, bucket) => {
      this.buckets[bucket] = countBoth(scope, set, words);
    });
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
  private slots = new IdTable(() => this.columns.ids);
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
  private readonly scratch = new ScratchSets();

  constructor(
    private readonly db: Database,
    /** How many rows a query of the build reads (LOAD_BATCH of the database's kind). */
    private readonly batch: number = LOAD_BATCH.postgres,
  ) {}

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
        logger.info({ listings: this.slots.count, ms: Math.round(performance.now() - started) }, "search index built");
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

  /**
   * Reads every live listing, a batch at a time, newest first (so that each joins the end of
   * the newest-first list); false when a newer build took over.
   */
  private async load(generation: number): Promise<boolean> {
    // Every array made once at its size, from the table's statistics (counting the rows held
    // the embedded database 150 ms at a million): growing one copies all of them.
    const [table] = await this.db
      .select({ rows: sql<number>`greatest(reltuples, 0)::float8` })
      .from(sql`pg_class`)
      .where(sql`oid = 'properties'::regclass`);
    if (generation !== this.generation) return false;
    const rows = Number(table?.rows ?? 0);
    this.columns = new Columns(Math.ceil(rows * 1.25));
    this.slots = new IdTable(() => this.columns.ids, rows);
    this.free = [];
    this.localities.clear();
    this.changedAt.clear();
    let after: { listedAt: string; id: string } | undefined;
    for (;;) {
      // Requests are answered between batches: the embedded database answers a query
      // without giving the event loop a turn, so a build would otherwise hold the process.
      await new Promise((resolve) => setImmediate(resolve));
      const began = this.changes;
      const rows = await rowsQuery(
        this.db,
        after
          ? sql`(${properties.createdAt}, ${properties.id}) < (${after.listedAt}::timestamptz, ${after.id}::uuid)`
          : sql`true`,
      )
        // As the index on live listings holds them (NULLS LAST), so that a batch is read from it, not sorted.
        .orderBy(sql`${properties.createdAt} desc nulls last, ${properties.id} desc nulls last`)
        .limit(this.batch);
      if (generation !== this.generation) return false;
      // A listing changed after this batch was asked for has its own re-read, which wins.
      for (const row of rows) if ((this.changedAt.get(row.id) ?? -1) < began) this.put(row as IndexedRow);
      const last = rows[rows.length - 1];
      if (!last || rows.length < this.batch) return true;
      after = { listedAt: last.listedAt, id: last.id };
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
    for (let from = 0; from < ids.length; from += this.batch)
      for (const row of await rowsQuery(this.db, inArray(properties.id, ids.slice(from, from + this.batch))))
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
    if (slot < 0) {
      slot = this.free.pop() ?? c.size++;
      if (slot >= c.capacity) c.grow();
      idWords(row.id, c.ids, slot * 4);
      this.slots.add(slot);
    } else {
      // Out of its sets and its place first, by the values it had.
      c.mark(slot, false);
      c.dropNewest(slot);
    }
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
      (c.declared[index] as Int16Array)[slot] = c.declaredValues[index]?.code(row.declared[index]) ?? NONE;
    });
    c.mark(slot, true);
    c.addNewest(slot);
  }

  private remove(id: string): void {
    const slot = this.slots.get(id);
    if (slot < 0) return;
    const c = this.columns;
    c.mark(slot, false);
    c.dropNewest(slot);
    this.slots.remove(id);
    c.live[slot] = 0;
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
    return this.slots.count;
  }

  /**
   * A search without words: its total, the ids of its page in the chosen order and every
   * option's count, as search.server.ts's SQL finds them.
   */
  search(filters: SearchFilters, page: number, pageSize: number): IndexedSearch {
    const c = this.columns;
    const words = c.words;
    this.scratch.reset(words);
    const base = this.baseSet(filters, words);
    const codeFacets = this.codeFacets(filters);
    const { budgetMin, budgetMax } = budgetOptions(filters);
    // The presets offered are those of the search's list (rent or sale), as budgetOptions says.
    const list = filters.listingType === "Rent" ? 1 : 0;
    const all = PRESET_LISTS[list] as number[];
    const budgets = [
      new BudgetFacet("budgetMin", all, budgetMin, c.minBucketSets[list] as Slots[], filters.budgetMin),
      new BudgetFacet("budgetMax", all, budgetMax, c.maxBucketSets[list] as Slots[], filters.budgetMax),
    ];
    // The slots each chosen filter accepts: code facets first, then the budget's ends.
    const accepted: Array<Slots | null> = [
      ...codeFacets.map(({ accepts, sets }) =>
        accepts
          ? anyOf(
              sets.filter((_, code) => accepts[code] === 1),
              this.scratch.empty(words),
            )
          : null,
      ),
      ...budgets.map((budget) => {
        if (budget.chosen === undefined) return null;
        const holding = this.scratch.copy(base, words);
        keepPassing(holding, words, (slot) => budget.holds(c.price[slot] as number));
        return holding;
      }),
    ];
    const chosen = accepted.flatMap((set, facet) => (set ? [facet] : []));
    /** The base's rows that pass every choice but `except`'s. */
    const passingAllBut = (except: number): Slots => {
      const set = this.scratch.copy(base, words);
      for (const facet of chosen) if (facet !== except) keepBoth(set, accepted[facet] as Slots, words);
      return set;
    };
    const matching = passingAllBut(NONE);
    // A filter's options are counted over the rows that pass every other choice (its own set
    // aside); a filter with no choice, over the rows found.
    const scopeOf = (facet: number) => (accepted[facet] ? passingAllBut(facet) : matching);
    codeFacets.forEach((facet, index) => {
      const scope = scopeOf(index);
      facet.sets.forEach((set, code) => {
        facet.tally[code] = countBoth(scope, set, words);
      });
    });
    budgets.forEach((budget, index) => {
      budget.count(scopeOf(codeFacets.length + index), words);
    });
    const counts = Object.fromEntries([
      ...codeFacets.map((facet) => [facet.name, counted(facet.options, facet.tally)]),
      ...budgets.map((budget) => [budget.name, budget.counts()]),
    ]) as FacetCounts;
    // One more amenity, photos or an approved layout narrow the search as it is: counted for the rows it finds.
    counts.amenity = counted(
      AMENITIES,
      Int32Array.from(c.amenitySets, (set) => countBoth(matching, set, words)),
    );
    const photos = countBoth(matching, c.photoSet, words);
    const approved = countBoth(matching, c.approvedSet, words);
    counts.photos = photos ? { "1": photos } : {};
    counts.lda = approved ? { "1": approved } : {};
    const total = countAll(matching, words);
    const slots = this.firstRows(matching, page * pageSize, orderOf(filters.sort, c, filters.near));
    const ids = slots.slice((page - 1) * pageSize).map((slot) => idText(c.ids, slot * 4));
    return { total, ids, counts };
  }

  /**
   * The first `wanted` slots of a set in an order: newest first, read off the newest-first
   * list; any other order, kept in a heap while the set's slots go by.
   */
  private firstRows(set: Slots, wanted: number, order: Compare | null): number[] {
    const c = this.columns;
    if (wanted <= 0) return [];
    if (!order) {
      const found: number[] = [];
      for (let at = 0; at < c.newestSize && found.length < wanted; at++) {
        const slot = c.newest[at] as number;
        if (has(set, slot)) found.push(slot);
      }
      return found;
    }
    const top = new TopRows(wanted, order);
    eachSlot(set, c.words, (slot) => top.offer(slot));
    return top.sorted();
  }

  /**
   * The live rows that pass the conditions outside the counted facets: place, area,
   * amenities chosen, photos, approved layouts, the map's box, a distance.
   */
  private baseSet(filters: SearchFilters, words: number): Slots {
    const c = this.columns;
    const set = this.scratch.copy(c.liveSet, words);
    // A choice with no set (an unknown city) matches nothing.
    const keep = (other: Slots | undefined) => (other ? keepBoth(set, other, words) : set.fill(0));
    if (filters.city !== undefined) keep(c.citySets[CITY_CODES.get(filters.city) ?? NONE]);
    for (const amenity of filters.amenities) {
      const bit = AMENITY_BITS.get(amenity);
      if (bit !== undefined) keep(c.amenitySets[31 - Math.clz32(bit)]);
    }
    if (filters.photos) keep(c.photoSet);
    if (filters.lda) keep(c.approvedSet);
    // A declared filter whose options are not counted narrows every count (as in SQL); an
    // unknown value matches nothing, not the rows without a value.
    DECLARED_FILTERS.forEach((filter, index) => {
      if (filter.counted) return;
      const codes = DECLARED_CODES[index] as Map<string, number>;
      const sets = c.declaredSets[index] as Slots[];
      const chosen = chosenValues(filters, filter).flatMap((value) => {
        const code = codes.get(String(value));
        return code === undefined ? [] : [sets[code] as Slots];
      });
      if (chosenValues(filters, filter).length) keep(anyOf(chosen, this.scratch.empty(words)));
    });
    // A locality, and the part of the map a box or a distance covers, from their groups' lists.
    if (filters.localities.length)
      keep(
        c.byLocality.setOf(
          filters.localities.map((name) => this.localityCode(name.toLowerCase(), false)),
          this.scratch.empty(words),
        ),
      );
    const area = filters.near ? boxAround(filters.near, filters.within ?? DEFAULT_WITHIN_KM) : filters.box;
    const cells = area && cellsOf(area);
    if (cells) keep(c.byCell.setOf(cells, this.scratch.empty(words)));
    const test = this.rowTest(filters);
    if (test) keepPassing(set, words, test);
    return set;
  }

  /**
   * What no set answers exactly, tested row by row over the rows the sets leave: an area, the
   * map's box, a distance (the grid's cells hold more than the box); null when none is asked.
   */
  private rowTest(filters: SearchFilters): ((slot: number) => boolean) | null {
    const c = this.columns;
    const areaFactor = toSquareFeet(1, filters.areaUnit, listingSettings().bighaSqft);
    const squareFeet = (value: number | undefined) =>
      value === undefined || !Number.isFinite(areaFactor) ? undefined : value * areaFactor;
    const least = squareFeet(filters.areaMin);
    const most = squareFeet(filters.areaMax);
    const areaAsked = least !== undefined || most !== undefined;
    const areaMin = least ?? Number.NEGATIVE_INFINITY;
    const areaMax = most ?? Number.POSITIVE_INFINITY;
    const near = filters.near;
    const within = filters.within ?? DEFAULT_WITHIN_KM;
    const box = near ? boxAround(near, within) : filters.box;
    if (!areaAsked && !box) return null;
    // One point, its place taken by each row in turn (no object a row). NaN (no area, no point
    // yet) passes no comparison, as NULL passes no condition in SQL.
    const point: Point = { latitude: 0, longitude: 0 };
    return (slot) => {
      if (areaAsked) {
        const area = c.area[slot] as number;
        if (!(area >= areaMin && area <= areaMax)) return false;
      }
      if (!box) return true;
      point.latitude = c.latitude[slot] as number;
      point.longitude = c.longitude[slot] as number;
      return isInBox(point, box) && (!near || kmBetween(near, point) <= within);
    };
  }

  /** The filters counted by option codes, each with the slots of each option and what its choice accepts. */
  private codeFacets(filters: SearchFilters): CodeFacet[] {
    const c = this.columns;
    const facet = (
      name: CodeFacet["name"],
      options: readonly string[],
      sets: readonly Slots[],
      chosen: readonly number[],
    ): CodeFacet => {
      let accepts: Uint8Array | null = null;
      if (chosen.length) {
        accepts = new Uint8Array(options.length);
        for (const code of chosen) if (code >= 0) accepts[code] = 1;
      }
      return { name, options, sets, tally: new Int32Array(options.length), accepts };
    };
    const declared = DECLARED_FILTERS.flatMap((filter, index) => {
      if (!filter.counted) return [];
      const codes = DECLARED_CODES[index] as Map<string, number>;
      const chosen = chosenValues(filters, filter).map((value) => codes.get(String(value)) ?? NONE);
      return [
        facet(filter.param, DECLARED_OPTIONS[index] as readonly string[], c.declaredSets[index] as Slots[], chosen),
      ];
    });
    const role = filters.postedBy === undefined ? [] : [ROLE_CODES.get(filters.postedBy) ?? NONE];
    return [...declared, facet("postedBy", POSTED_BY, c.roleSets, role)];
  }
}

type Compare = (a: number, b: number) => number;

/**
 * Each order, ties broken newest first; listings without the sorted value come last (as
 * orderOf in SQL). Null for newest first, which the index keeps as a list.
 */
function orderOf(sort: Sort, c: Columns, near: Point | undefined): Compare | null {
  const newest: Compare = (a, b) => (a === b ? 0 : c.newer(a, b) ? -1 : 1);
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
      if (!near) return null;
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
      return null;
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
    const created = new LiveIndex(db, LOAD_BATCH[getDatabaseHandle().kind]);
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
