import { CITIES, type City, PROPERTY_FORM } from "#app/config/enums";
import { MAX_BUDGET } from "#app/modules/listing-core/budget";
import { FIELDS } from "#app/modules/listing-core/fields";
import { cleanQuery } from "#app/modules/listing-core/query-text";
import type { AreaUnit } from "#app/modules/text/area";
import type { POSTED_BY, SearchFilters, Sort } from "./filters";
import { matchPlaces, type Place, placeScore, SAME_NAME, SIMILAR, STARTS_NAME, similarity } from "./places";
import { ENGLISH } from "./query-english";
import type { Meaning, QueryLanguage } from "./query-language";

export type { Meaning, QueryLanguage };

/**
 * The one search box, read the way people write on property sites: "3 BHK under 60 lakh
 * in gomti nagr", "plot 200 gaj sultanpur road", "2bhk on rent indira nagar under 20k",
 * "owner only villa". What it understands becomes the filters the panel sets; the words
 * it does not stay the word search. The words live in a table per language (QueryLanguage);
 * the grammar here (a number and its unit, a range, a limit before or after an amount) is
 * the same for every language, so a new language is a new table. Pure and bounded: the
 * places it knows are passed in, the text is cut to the box's length, and nothing typed
 * makes it throw.
 */

/** What the box said, as filters, and the words left for the word search. */
export interface ReadQuery {
  understood: Understood;
  /** The words not understood, as typed: the word search. */
  rest: string;
}

/** The filters a query sets; a filter it does not mention is absent. */
export interface Understood {
  city?: City;
  localities?: string[];
  listingType?: string;
  category?: string;
  propertyType?: string[];
  bhk?: number[];
  budgetMin?: number;
  budgetMax?: number;
  areaMin?: number;
  areaMax?: number;
  areaUnit?: AreaUnit;
  furnishing?: string;
  possession?: string;
  postedBy?: (typeof POSTED_BY)[number];
  amenities?: string[];
  sort?: Sort;
}

export interface ReadOptions {
  /** The city already chosen: localities are looked for there first. */
  city?: City;
  /** The languages to read, in order; English and Hinglish by default. */
  languages?: readonly QueryLanguage[];
  /**
   * The titles of live listings, of two words or more ("Gomti Greens 3 BHK Apartment"): the
   * beginning of one typed in the box ("gomti greens") stays the word search, which finds
   * it, though a word of it names a place, a city or a kind of property (nameAt).
   */
  names?: readonly string[];
}

/** Longest place name looked for, in words ("vibhuti khand gomti nagar"). */
const MAX_PLACE_WORDS = 4;
/** Most bedrooms a count stands for: 6 is 6+. */
const MOST_BEDROOMS = 6;
/** A bare number after "under" or "above" is rupees only from this much ("under 20000"). */
const LEAST_BARE_RUPEES = 1000;
/** A misspelt single word must be this much alike to be read as a place. */
const ONE_WORD_SIMILAR = 0.4;
/** Most localities a query sets (as many as the locality filter holds). */
const MAX_LOCALITIES = 5;
const MAX_AREA = FIELDS.plotArea.max;

// ---------------------------------------------------------------------------
// Tokens

interface Token {
  /** As typed. */
  text: string;
  /** Lower case, NFKC. */
  word: string;
  kind: "word" | "number" | "mark";
  /** First and last piece of what was typed together: "3bhk" is read, "Tower3k" is a word. */
  start: boolean;
  end: boolean;
}

/**
 * A run of letters and digits as typed ("3bhk", "1.2cr", "45,00,000", "Sector62"), a rupee
 * sign, or a mark that joins (a hyphen, a slash, a comma).
 */
const RUN = /₹|[\p{L}\p{M}\p{N}]+(?:[.,]\d+[\p{L}\p{M}\p{N}]*)*|[-–—/,&+]/gu;
/** The pieces of a run: a number (Indian or western commas, decimals), letters, other digits, marks. */
const PIECE = /\d+(?:,\d{2,3})*(?:\.\d+)?|[\p{L}\p{M}]+|\p{N}+|[^\p{L}\p{M}\p{N}]/gu;
const MARKS = new Set(["-", "/", ",", "&", "+", "."]);

interface Tokens {
  tokens: Token[];
  /** Each run as typed, and its first and last token: a run none of whose pieces were read is given back whole. */
  runs: Array<{ text: string; from: number; to: number }>;
}

function tokenize(text: string): Tokens {
  const tokens: Token[] = [];
  const runs: Tokens["runs"] = [];
  // Devanagari digits are read as digits ("३ बीएचके"); joiners inside a word are dropped.
  const plain = text
    .normalize("NFKC")
    .replace(/[\u200c\u200d]/g, "")
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x966));
  for (const [run] of plain.matchAll(RUN)) {
    const from = tokens.length;
    for (const [piece] of run.matchAll(PIECE)) {
      const word = piece.toLowerCase().replace(/[–—]/, "-");
      const kind = /^\d/.test(word) ? "number" : MARKS.has(word) ? "mark" : "word";
      tokens.push({ text: piece, word, kind, start: tokens.length === from, end: false });
    }
    const last = tokens.at(-1);
    if (last && tokens.length > from) last.end = true;
    runs.push({ text: run, from, to: tokens.length });
  }
  return { tokens, runs };
}

const words = (phrase: string) => tokenize(phrase).tokens.map((token) => token.word);

// ---------------------------------------------------------------------------
// A language's table, compiled once: every phrase as its words, longest first.

type Phrases<T> = Array<{ words: string[]; value: T }>;

interface Compiled {
  phrases: Phrases<Meaning>;
  bedrooms: Phrases<true>;
  roomKitchen: Phrases<true>;
  numbers: Map<string, number>;
  money: Phrases<number>;
  rupees: Phrases<true>;
  areas: Phrases<AreaUnit>;
  atMostBefore: Phrases<true>;
  atMostAfter: Phrases<true>;
  atLeastBefore: Phrases<true>;
  atLeastAfter: Phrases<true>;
  rangeBefore: Phrases<true>;
  rangeJoin: Phrases<true>;
  orJoin: Phrases<true>;
  fillers: Set<string>;
  cities: Phrases<City>;
  /** Localities in another script, lower case, and their names as the listings spell them. */
  places: Array<[string, string]>;
  /** Every word of every list above: a word outside them all is nobody's but a name's. */
  known: Set<string>;
}

const compiled = new WeakMap<QueryLanguage, Compiled>();

function phrases<T>(entries: Array<[string, T]>): Phrases<T> {
  return entries
    .map(([phrase, value]) => ({ words: words(phrase), value }))
    .filter((entry) => entry.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
}

const flags = (list: readonly string[]) => phrases(list.map((phrase): [string, true] => [phrase, true]));

function compile(language: QueryLanguage): Compiled {
  const known = compiled.get(language);
  if (known) return known;
  const table: Compiled = {
    phrases: phrases(Object.entries(language.phrases)),
    bedrooms: flags(language.bedrooms),
    roomKitchen: flags(language.roomKitchen),
    numbers: new Map(
      Object.entries(language.numbers).map(([word, value]) => [word.normalize("NFKC").toLowerCase(), value]),
    ),
    money: phrases(Object.entries(language.money)),
    rupees: flags(language.rupees),
    areas: phrases(Object.entries(language.areas)),
    atMostBefore: flags(language.atMostBefore),
    atMostAfter: flags(language.atMostAfter),
    atLeastBefore: flags(language.atLeastBefore),
    atLeastAfter: flags(language.atLeastAfter),
    rangeBefore: flags(language.rangeBefore),
    rangeJoin: flags(language.rangeJoin),
    orJoin: flags(language.orJoin),
    fillers: new Set(language.fillers.flatMap(words)),
    cities: phrases([
      ...CITIES.map((city): [string, City] => [city, city]),
      ...Object.entries(language.cities).filter((entry): entry is [string, City] =>
        (CITIES as readonly string[]).includes(entry[1]),
      ),
    ]),
    places: Object.entries(language.places ?? {}).map(([name, locality]) => [words(name).join(" "), locality]),
    known: new Set(),
  };
  const lists = [
    table.phrases,
    table.bedrooms,
    table.roomKitchen,
    table.money,
    table.rupees,
    table.areas,
    table.atMostBefore,
    table.atMostAfter,
    table.atLeastBefore,
    table.atLeastAfter,
    table.rangeBefore,
    table.rangeJoin,
    table.orJoin,
    table.cities,
  ];
  for (const list of lists) for (const entry of list) for (const word of entry.words) table.known.add(word);
  for (const word of [...table.fillers, ...table.numbers.keys()]) table.known.add(word);
  for (const [name] of table.places) for (const word of name.split(" ")) table.known.add(word);
  compiled.set(language, table);
  return table;
}

// ---------------------------------------------------------------------------
// Reading

/** The longest phrase of a list that starts at token `at`, from any of the languages. */
function phraseAt<T>(
  tokens: readonly Token[],
  at: number,
  tables: readonly Compiled[],
  list: (table: Compiled) => Phrases<T>,
): { value: T; end: number } | undefined {
  let best: { value: T; end: number } | undefined;
  for (const table of tables) {
    for (const { words, value } of list(table)) {
      if (best && at + words.length <= best.end) break;
      if (words.every((word, index) => tokens[at + index]?.word === word)) {
        best = { value, end: at + words.length };
        break;
      }
    }
  }
  return best;
}

function numberAt(tokens: readonly Token[], at: number, tables: readonly Compiled[]): number | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  if (token.kind === "number") {
    const value = Number(token.word.replace(/,/g, ""));
    return Number.isFinite(value) ? value : undefined;
  }
  for (const table of tables) {
    const value = table.numbers.get(token.word);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** "3 bhk", "3+ bhk", "2 or 3 bhk", "2-4 bedroom", "1 rk": the counts and where they end. */
function bedroomsAt(tokens: readonly Token[], at: number, tables: readonly Compiled[]) {
  const first = numberAt(tokens, at, tables);
  if (first === undefined || !Number.isInteger(first)) return undefined;
  const rk = phraseAt(tokens, at + 1, tables, (table) => table.roomKitchen);
  if (rk && first === 1) return { counts: [0], end: rk.end };
  if (tokens[at + 1]?.word === "+") {
    const word = phraseAt(tokens, at + 2, tables, (table) => table.bedrooms);
    if (word && first >= 1) return { counts: countsFrom(first, MOST_BEDROOMS), end: word.end };
  }
  const word = phraseAt(tokens, at + 1, tables, (table) => table.bedrooms);
  if (word && first >= 1) return { counts: countsFrom(first, first), end: word.end };
  // Two counts: "2 or 3 bhk" names both, "2-4 bhk" the ones between.
  const range = phraseAt(tokens, at + 1, tables, (table) => table.rangeJoin);
  const or = phraseAt(tokens, at + 1, tables, (table) => table.orJoin);
  const join = range ?? or;
  if (!join) return undefined;
  const second = numberAt(tokens, join.end, tables);
  const after = phraseAt(tokens, join.end + 1, tables, (table) => table.bedrooms);
  if (second === undefined || !Number.isInteger(second) || !after || first < 1 || second < 1) return undefined;
  const counts = range && !or ? countsFrom(Math.min(first, second), Math.max(first, second)) : countsFrom(first, first);
  if (!(range && !or)) counts.push(...countsFrom(second, second));
  return { counts, end: after.end };
}

const countsFrom = (from: number, to: number) => {
  const counts: number[] = [];
  for (let count = Math.min(from, MOST_BEDROOMS); count <= Math.min(to, MOST_BEDROOMS); count++) counts.push(count);
  return counts;
};

/** An amount: "60 lakh", "₹45,00,000", "1.2 cr", "20k", "1200 sq ft", "200 gaj". */
interface Quantity {
  value: number;
  /** Rupees per unit, when it is money. */
  money?: number;
  area?: AreaUnit;
  /** Marked as rupees (₹, rs) without a unit. */
  rupees: boolean;
  end: number;
}

function quantityAt(tokens: readonly Token[], at: number, tables: readonly Compiled[]): Quantity | undefined {
  let index = at;
  const before = phraseAt(tokens, index, tables, (table) => table.rupees);
  if (before) index = before.end;
  const value = numberAt(tokens, index, tables);
  if (value === undefined || tokens[index]?.kind !== "number") return undefined;
  index += 1;
  const money = phraseAt(tokens, index, tables, (table) => table.money);
  const area = money ? undefined : phraseAt(tokens, index, tables, (table) => table.areas);
  index = money?.end ?? area?.end ?? index;
  const after = phraseAt(tokens, index, tables, (table) => table.rupees);
  if (after) index = after.end;
  return { value, money: money?.value, area: area?.value, rupees: Boolean(before || after), end: index };
}

interface Amount {
  kind: "money" | "area";
  min?: number;
  max?: number;
  unit?: AreaUnit;
  end: number;
}

/**
 * A budget or an area, with its limit: "under 60 lakh", "50-70 lakh", "60 lakh tak",
 * "plot above 1000 sqft", "between 1 and 1.5 cr". A bare budget is the most to pay; a bare
 * area is "about": a tenth either side ("1000 sq ft" is 900 to 1,100 sq ft).
 */
function amountAt(tokens: readonly Token[], at: number, tables: readonly Compiled[]): Amount | undefined {
  let index = at;
  const atMost = phraseAt(tokens, index, tables, (table) => table.atMostBefore);
  const atLeast = atMost ? undefined : phraseAt(tokens, index, tables, (table) => table.atLeastBefore);
  const between = atMost || atLeast ? undefined : phraseAt(tokens, index, tables, (table) => table.rangeBefore);
  index = (atMost ?? atLeast ?? between)?.end ?? index;
  const first = quantityAt(tokens, index, tables);
  if (!first) return undefined;
  let second: Quantity | undefined;
  const join = phraseAt(tokens, first.end, tables, (table) => table.rangeJoin);
  if (join) second = quantityAt(tokens, join.end, tables);
  // The unit of a range is written once, after its end ("50-70 lakh").
  if (second && first.money === undefined && first.area === undefined) {
    first.money = second.money;
    first.area = second.area;
  }
  if (second && (first.area !== second.area || (first.money === undefined) !== (second.money === undefined)))
    second = undefined;
  const end = second?.end ?? first.end;
  const atMostAfter = phraseAt(tokens, end, tables, (table) => table.atMostAfter);
  const atLeastAfter = atMostAfter ? undefined : phraseAt(tokens, end, tables, (table) => table.atLeastAfter);
  const worth = (quantity: Quantity): number | undefined => {
    if (quantity.area) return quantity.value > 0 && quantity.value <= MAX_AREA ? quantity.value : undefined;
    const rupees = Math.round(quantity.value * (quantity.money ?? 1));
    return rupees > 0 && rupees <= MAX_BUDGET ? rupees : undefined;
  };
  const kind = first.area ? "area" : "money";
  // A number alone is a budget only when something says so: a unit, ₹, or a limit with a
  // sum large enough to be rupees ("under 20000"); otherwise it stays a word ("sector 150").
  const marked = (quantity: Quantity) => quantity.money !== undefined || Boolean(quantity.area) || quantity.rupees;
  if (!marked(first) && !(second && marked(second))) {
    const limited = Boolean(atMost || atLeast || between || atMostAfter || atLeastAfter);
    const large = first.value >= LEAST_BARE_RUPEES && (!second || second.value >= LEAST_BARE_RUPEES);
    if (!limited || !large) return undefined;
  }
  const low = worth(first);
  const high = second ? worth(second) : undefined;
  const close = (atMostAfter ?? atLeastAfter)?.end ?? end;
  if (low === undefined) return undefined;
  const unit = first.area;
  if (second) {
    if (high === undefined) return undefined;
    return { kind, min: Math.min(low, high), max: Math.max(low, high), unit, end: close };
  }
  if (atMost || atMostAfter) return { kind, max: low, unit, end: close };
  if (atLeast || atLeastAfter) return { kind, min: low, unit, end: close };
  // Alone, a budget is the most to pay; an area is about that size ("1000 sq ft").
  if (kind === "money") return { kind, max: low, unit, end: close };
  return {
    kind,
    min: roughly(low * (1 - ABOUT)),
    max: roughly(Math.min(MAX_AREA, low * (1 + ABOUT))),
    unit,
    end: close,
  };
}

/** How far around a typed area "about" reaches, each way. */
const ABOUT = 0.1;
/** An area to two decimals (a tenth of 2.5 acres is 0.25). */
const roughly = (value: number) => Math.round(value * 100) / 100;

/**
 * Reads a query typed in the search box. `places` are the places with live listings (the
 * locality box's list); a locality is matched as that box matches it, misspelt or run together.
 */
export function readQuery(typed: string, places: readonly Place[], options: ReadOptions = {}): ReadQuery {
  const tables = (options.languages ?? [ENGLISH]).map(compile);
  const names = compileNames(options.names ?? []);
  let read = readOnce(typed, places, tables, options.city, names);
  // Words read apart can meet once what stood between them is read ("3 gomti bhk" leaves
  // "3 bhk"): the rest is read again until nothing more is understood, so the address the
  // box leads to is final (one redirect). Each round takes words away, so it ends.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const again = readOnce(read.rest, places, tables, options.city ?? read.understood.city, names);
    if (Object.keys(again.understood).length === 0 && again.rest === read.rest) break;
    read = { understood: combine(read.understood, again.understood), rest: again.rest };
  }
  return read;
}

/** What a later round adds to an earlier one: the earlier words win where both speak. */
function combine(first: Understood, later: Understood): Understood {
  const both: Understood = { ...later, ...first };
  const union = <T>(a: T[] | undefined, b: T[] | undefined) =>
    a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined;
  const bhk = union(first.bhk, later.bhk)?.sort((a, b) => a - b);
  const amenities = union(first.amenities, later.amenities);
  const propertyType = union(first.propertyType, later.propertyType);
  const localities = union(first.localities, later.localities)?.slice(0, MAX_LOCALITIES);
  if (bhk) both.bhk = bhk;
  if (amenities) both.amenities = amenities;
  if (propertyType) both.propertyType = propertyType;
  if (localities) both.localities = localities;
  // A budget or an area is one filter: the earlier one whole, or the later one whole.
  const budget = first.budgetMin !== undefined || first.budgetMax !== undefined ? first : later;
  delete both.budgetMin;
  delete both.budgetMax;
  if (budget.budgetMin !== undefined) both.budgetMin = budget.budgetMin;
  if (budget.budgetMax !== undefined) both.budgetMax = budget.budgetMax;
  const area = first.areaUnit ? first : later;
  delete both.areaMin;
  delete both.areaMax;
  delete both.areaUnit;
  if (area.areaUnit) both.areaUnit = area.areaUnit;
  if (area.areaMin !== undefined) both.areaMin = area.areaMin;
  if (area.areaMax !== undefined) both.areaMax = area.areaMax;
  return both;
}

/** Most rounds of reading the rest again (each takes at least a word away). */
const MAX_ROUNDS = 10;

/**
 * Known names by their first two words, lower case; each one's words worked out when typed
 * words first meet it: 100,000 titles are grouped in a fraction of the time tokenising them
 * all takes, and a typed pair of words meets only the few titles that begin with it.
 */
interface Names {
  byFirstTwo: ReadonlyMap<string, readonly string[]>;
  words: Map<string, readonly string[]>;
}

const compiledNames = new WeakMap<readonly string[], Names>();
/** The pieces of a name as the tokenizer reads them ("3BHK Flat" begins with "3", "bhk"). */
const NAME_PIECE = /\d+(?:,\d{2,3})*(?:\.\d+)?|[\p{L}\p{M}]+|\p{N}+/gu;
const ASCII = /^[\x20-\x7e]*$/;

function compileNames(names: readonly string[]): Names {
  const known = compiledNames.get(names);
  if (known) return known;
  const byFirstTwo = new Map<string, string[]>();
  for (const name of names) {
    const lower = ASCII.test(name) ? name.toLowerCase() : name.normalize("NFKC").toLowerCase();
    NAME_PIECE.lastIndex = 0;
    const first = NAME_PIECE.exec(lower)?.[0];
    const second = first === undefined ? undefined : NAME_PIECE.exec(lower)?.[0];
    if (second === undefined) continue;
    const key = `${first} ${second}`;
    const same = byFirstTwo.get(key);
    if (same) same.push(name);
    else byFirstTwo.set(key, [name]);
  }
  const compiledList: Names = { byFirstTwo, words: new Map() };
  compiledNames.set(names, compiledList);
  return compiledList;
}

/** A known name's words, marks left out (worked out once). */
function nameWords(names: Names, name: string): readonly string[] {
  let list = names.words.get(name);
  if (!list) {
    list = words(name).filter((word) => !MARKS.has(word));
    names.words.set(name, list);
  }
  return list;
}

/** The words of the places' names: such a word alone does not make a typed run a name. */
const placeWords = new WeakMap<readonly Place[], Set<string>>();

function wordsOfPlaces(places: readonly Place[]): Set<string> {
  let known = placeWords.get(places);
  if (!known) {
    known = new Set(places.flatMap((place) => words(place.locality)));
    placeWords.set(places, known);
  }
  return known;
}

/**
 * A known name typed from token `at`, as far as it names more than a place and filters:
 * the typed words that begin a name ("gomti greens" of "Gomti Greens 3 BHK Apartment"),
 * up to the last word no table and no place knows ("greens"), two words at least. Its end,
 * or undefined. So "gomti greens" stays the word search, and in "gomti greens 3 bhk" the
 * "3 bhk" is still read; "gomti nagar 3 bhk" names no more than a place and bedrooms,
 * whatever the listings are called.
 */
function nameAt(tokens: readonly Token[], at: number, names: Names, plain: (token: Token) => boolean) {
  let best: number | undefined;
  const second = wordFrom(tokens, at + 1);
  for (const title of names.byFirstTwo.get(`${tokens[at]?.word} ${second?.word}`) ?? []) {
    const name = nameWords(names, title);
    if (name.length < 2) continue;
    let index = at;
    let matched = 0;
    let lastPlain: number | undefined;
    let wordsToLastPlain = 0;
    while (index < tokens.length && matched < name.length) {
      const token = tokens[index];
      if (!token) break;
      if (token.kind === "mark") {
        index += 1;
        continue;
      }
      if (token.word !== name[matched]) break;
      matched += 1;
      index += 1;
      if (plain(token) && token.end) {
        lastPlain = index;
        wordsToLastPlain = matched;
      }
    }
    if (lastPlain !== undefined && wordsToLastPlain >= 2 && (best === undefined || lastPlain > best)) best = lastPlain;
  }
  return best;
}

/** The first word at or after `from` (marks skipped). */
function wordFrom(tokens: readonly Token[], from: number): Token | undefined {
  for (let index = from; index < tokens.length; index++) if (tokens[index]?.kind !== "mark") return tokens[index];
  return undefined;
}

function readOnce(
  typed: string,
  places: readonly Place[],
  tables: readonly Compiled[],
  chosenCity: City | undefined,
  names: Names,
): ReadQuery {
  const options = { city: chosenCity };
  const { tokens, runs } = tokenize(cleanQuery(typed));
  const used: boolean[] = tokens.map(() => false);
  const understood: Understood = {};
  const take = (from: number, to: number) => {
    for (let index = from; index < to; index++) used[index] = true;
  };
  const whole = (end: number) => tokens[end - 1]?.end === true;

  // Known names first: their words stay words ("Gomti Greens" is neither Gomti Nagar nor green).
  const named: boolean[] = tokens.map(() => false);
  const known = wordsOfPlaces(places);
  const plain = (token: Token) =>
    token.kind === "word" && !known.has(token.word) && !tables.some((table) => table.known.has(token.word));
  for (let at = 0; at < tokens.length; at++) {
    const end = tokens[at]?.start ? nameAt(tokens, at, names, plain) : undefined;
    if (end === undefined) continue;
    for (let index = at; index < end; index++) named[index] = true;
    at = end - 1;
  }
  const clear = (from: number, to: number) => named.slice(from, to).every((inName) => !inName);

  // Bedrooms, amounts and the phrases of the table, left to right, each from the start of
  // something typed to the end of something typed.
  let index = 0;
  while (index < tokens.length) {
    if (!tokens[index]?.start || named[index]) {
      index += 1;
      continue;
    }
    const bedrooms = bedroomsAt(tokens, index, tables);
    if (bedrooms && whole(bedrooms.end) && clear(index, bedrooms.end)) {
      understood.bhk = [...new Set([...(understood.bhk ?? []), ...bedrooms.counts])].sort((a, b) => a - b);
      take(index, bedrooms.end);
      index = bedrooms.end;
      continue;
    }
    const amount = amountAt(tokens, index, tables);
    if (amount && whole(amount.end) && clear(index, amount.end)) {
      setAmount(understood, amount);
      take(index, amount.end);
      index = amount.end;
      continue;
    }
    const phrase = phraseAt(tokens, index, tables, (table) => table.phrases);
    if (phrase && whole(phrase.end) && clear(index, phrase.end)) {
      setMeaning(understood, phrase.value);
      take(index, phrase.end);
      index = phrase.end;
      continue;
    }
    index += 1;
  }

  // Places among the words left, then the cities they did not take.
  const cityWords = tokens.map((token, at) => {
    const city = used[at] || !token.start ? undefined : phraseAt(tokens, at, tables, (table) => table.cities);
    return city && tokens[city.end - 1]?.end && clear(at, city.end) ? city : undefined;
  });
  const typedCity = cityWords.find(Boolean)?.value;
  const isFiller = (at: number) => tables.some((table) => table.fillers.has(tokens[at]?.word ?? ""));
  const isJoin = (at: number) =>
    tables.some((table) => table.orJoin.some(({ words }) => words.length === 1 && words[0] === tokens[at]?.word));
  const taken = used.map((read, at) => read || Boolean(named[at]));
  const found = findPlaces(tokens, taken, places, typedCity ?? options.city, cityWords, isFiller, isJoin, tables);
  for (const [from, to] of found.spans) take(from, to);
  if (found.places.length) understood.localities = found.places.map((place) => place.locality);
  for (const [at, city] of cityWords.entries()) {
    if (!city || used[at]) continue;
    understood.city ??= city.value;
    take(at, city.end);
  }
  // A place found in another city than the one chosen: the typed place wins.
  const placeCity = found.places[0]?.city;
  if (!typedCity && placeCity && options.city && placeCity !== options.city) understood.city = placeCity;

  // The words not read, as typed: a run untouched stays whole ("Sector62", "A-12" would not).
  const left: string[] = [];
  for (const run of runs) {
    const pieces = tokens.slice(run.from, run.to);
    const untouched = pieces.every((_, index) => !used[run.from + index]);
    if (untouched && pieces.some((token) => token.kind !== "mark") && !(pieces.length === 1 && isFiller(run.from)))
      left.push(run.text);
    else if (!untouched)
      for (const [index, token] of pieces.entries())
        if (!used[run.from + index] && token.kind !== "mark" && !isFiller(run.from + index)) left.push(token.text);
  }
  const rest = left.join(" ");
  return { understood, rest: cleanQuery(rest) };
}

function setAmount(understood: Understood, amount: Amount) {
  if (amount.kind === "money") {
    if (understood.budgetMin === undefined && understood.budgetMax === undefined) {
      if (amount.min !== undefined) understood.budgetMin = amount.min;
      if (amount.max !== undefined) understood.budgetMax = amount.max;
    } else {
      // A second limit completes the first ("above 40 lakh under 60 lakh").
      if (amount.min !== undefined && understood.budgetMin === undefined) understood.budgetMin = amount.min;
      if (amount.max !== undefined && understood.budgetMax === undefined) understood.budgetMax = amount.max;
    }
    return;
  }
  // One unit per search: an area in another unit than the first is left unread.
  if (understood.areaUnit && understood.areaUnit !== amount.unit) return;
  understood.areaUnit = amount.unit ?? "sqft";
  if (amount.min !== undefined && understood.areaMin === undefined) understood.areaMin = amount.min;
  if (amount.max !== undefined && understood.areaMax === undefined) understood.areaMax = amount.max;
}

function setMeaning(understood: Understood, meaning: Meaning) {
  if (meaning.listingType) understood.listingType = meaning.listingType;
  if (meaning.category) understood.category = meaning.category;
  if (meaning.propertyType) {
    const types = typeof meaning.propertyType === "string" ? [meaning.propertyType] : meaning.propertyType;
    understood.propertyType = [...new Set([...(understood.propertyType ?? []), ...types])];
  }
  if (meaning.furnishing) understood.furnishing = meaning.furnishing;
  if (meaning.possession) understood.possession = meaning.possession;
  if (meaning.postedBy) understood.postedBy = meaning.postedBy;
  if (meaning.sort) understood.sort = meaning.sort;
  if (meaning.bhk !== undefined)
    understood.bhk = [...new Set([...(understood.bhk ?? []), meaning.bhk])].sort((a, b) => a - b);
  if (meaning.amenity && !understood.amenities?.includes(meaning.amenity))
    understood.amenities = [...(understood.amenities ?? []), meaning.amenity];
}

interface FoundPlace {
  place: Place;
  from: number;
  to: number;
}

/**
 * The localities named among the words not yet read, and the words they take: the longest
 * run of words that names a place (each of its words like a word of the name, so "gomti
 * nagar cheap" does not swallow "cheap"), best first. Two places named side by side
 * ("vibhuti khand gomti nagar", "vibhuti khand in gomti nagar") are a place and the area
 * around it: the smaller is kept. Places apart ("gomti nagar, aliganj", "gomti nagar or
 * aliganj") are both kept.
 */
function findPlaces(
  tokens: readonly Token[],
  used: readonly boolean[],
  places: readonly Place[],
  city: City | undefined,
  cityWords: ReadonlyArray<{ end: number } | undefined>,
  isFiller: (at: number) => boolean,
  isJoin: (at: number) => boolean,
  tables: readonly Compiled[],
): { places: Place[]; spans: Array<[number, number]> } {
  if (places.length === 0) return { places: [], spans: [] };
  const free = (at: number) => !used[at] && tokens[at]?.kind !== "mark";
  const candidates: Array<FoundPlace & { score: number }> = [];
  for (let from = 0; from < tokens.length; from++) {
    if (!free(from) || isFiller(from) || !tokens[from]?.start) continue;
    const words: number[] = [];
    for (let at = from; at < tokens.length && words.length < MAX_PLACE_WORDS; at++) {
      // A hyphen joins the words of a name ("sector-62").
      if (tokens[at]?.word === "-" && !used[at]) continue;
      if (!free(at)) break;
      words.push(at);
      if (isFiller(at) || !tokens[at]?.end) continue;
      const to = at + 1;
      // A city's own name is the city ("kanpur"), unless more words make a place ("kanpur road").
      if ((cityWords[from]?.end ?? 0) >= to) continue;
      const typed = words.map((index) => tokens[index]?.word ?? "");
      if (!/(?:\p{L}\p{M}*){3}/u.test(typed.join(""))) continue;
      const match = bestPlace(places, typed, city, tables);
      if (match) candidates.push({ ...match, from, to });
    }
  }
  candidates.sort((a, b) => b.to - b.from - (a.to - a.from) || b.score - a.score || a.from - b.from);
  const chosen: FoundPlace[] = [];
  for (const candidate of candidates) {
    if (!chosen.some((kept) => candidate.from < kept.to && kept.from < candidate.to)) chosen.push(candidate);
  }
  chosen.sort((a, b) => a.from - b.from);
  const named: FoundPlace[] = [];
  for (const found of chosen) {
    const previous = named.at(-1);
    let between = previous?.to ?? 0;
    while (previous && between < found.from && isFiller(between) && !isJoin(between)) between++;
    if (previous && between === found.from) {
      // Side by side: the smaller place lies inside the larger.
      named[named.length - 1] = {
        place: found.place.total < previous.place.total ? found.place : previous.place,
        from: previous.from,
        to: found.to,
      };
    } else named.push({ ...found });
  }
  const distinct: Place[] = [];
  for (const { place } of named) {
    const name = place.locality.toLowerCase();
    if (!distinct.some((kept) => kept.locality.toLowerCase() === name)) distinct.push(place);
  }
  return {
    places: distinct.slice(0, MAX_LOCALITIES),
    spans: named.map(({ from, to }): [number, number] => [from, to]),
  };
}

/** The place a run of words names, if each word is like a word of its name. */
function bestPlace(
  places: readonly Place[],
  typed: readonly string[],
  city: City | undefined,
  tables: readonly Compiled[],
): { place: Place; score: number } | undefined {
  // A name in another script ("गोमती नगर") is the place its listings spell in English.
  const other = otherName(typed, tables);
  const english = other ? bestPlace(places, words(other), city, []) : undefined;
  if (english) return english;
  const text = typed.join(" ");
  const matches = matchPlaces(places, text, city, 3, "closest");
  // A place typed in another city than the one chosen is still that place.
  const candidates = city && matches.length === 0 ? matchPlaces(places, text, undefined, 3, "closest") : matches;
  for (const place of candidates) {
    // Typed by another of its names ("ashiyana" for Aashiana): the place, as the list names it.
    const other = (place.aka ?? []).find((name) => placeScore(name, text) >= SAME_NAME);
    if (other) return { place, score: SAME_NAME };
    const score = placeScore(place.locality, text);
    if (score >= SAME_NAME) return { place, score };
    const parts = place.locality
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const alike = typed.every((word) =>
      parts.some((part) => part.startsWith(word) || abbreviates(word, part) || similarity(part, word) >= SIMILAR),
    );
    if (!alike) continue;
    // One word read as a place must be close: "gomti" begins Gomti Nagar, but "nagar" or a
    // word of a project's name is not a locality.
    if (typed.length === 1) {
      const begins = text.length >= 4 && parts[0]?.startsWith(text);
      if (score === STARTS_NAME ? !begins : score < ONE_WORD_SIMILAR) continue;
    }
    return { place, score };
  }
  return undefined;
}

/**
 * The English name of a locality typed in another script: the same name ("गोमती नगर"), or
 * the shortest name it begins ("गोमती"), or one alike despite a misspelling ("गोमति नगर").
 */
function otherName(typed: readonly string[], tables: readonly Compiled[]): string | undefined {
  const text = typed.join(" ");
  if (!/[^\p{Script=Latin}\p{N}\s-]/u.test(text)) return undefined;
  let best: { name: string; locality: string; score: number } | undefined;
  for (const table of tables) {
    for (const [name, locality] of table.places) {
      let score = placeScore(name, text);
      if (score === STARTS_NAME && !name.startsWith(text)) score = 0;
      // Each word like a word of the name, so "नोएडा सेक्टर 62" leaves the city to the city.
      const parts = name.split(" ");
      const alike = typed.every((word) =>
        parts.some((part) => part.startsWith(word) || similarity(part, word) >= SIMILAR),
      );
      if (score < SAME_NAME && typed.length > 1 && !alike) continue;
      if (score < (typed.length === 1 ? OTHER_SCRIPT_ONE_WORD : OTHER_SCRIPT_SIMILAR)) continue;
      if (!best || score > best.score || (score === best.score && name.length < best.name.length))
        best = { name, locality, score };
    }
  }
  return best?.locality;
}

/** How alike a misspelt name in another script must be: one word, or several. */
const OTHER_SCRIPT_ONE_WORD = 0.5;
const OTHER_SCRIPT_SIMILAR = 0.4;

/** "rd" for road, "nagr" for nagar: the same first letter, then the others in order. */
function abbreviates(word: string, part: string): boolean {
  if (word.length < 2 || word[0] !== part[0]) return false;
  let at = 0;
  for (const letter of word) {
    at = part.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// Merging into the search

/**
 * A budget this large is a price, not a month's rent ("1 crore", "60 lakh", "under 20k" is
 * not): a search that says nothing of renting is then for buying.
 */
export const SALE_SIZED_BUDGET = 5_00_000;

/**
 * The search with what the box said: what was typed replaces the same filter chosen before
 * (the box is the newest word), amenities add to those chosen, and the word search becomes
 * the words left. A type that does not belong to the category chosen before drops that
 * category.
 */
export function withQuery(filters: SearchFilters, read: ReadQuery): SearchFilters {
  const said = read.understood;
  const next: SearchFilters = { ...filters, q: read.rest, page: 1 };
  const single = [
    "city",
    "listingType",
    "category",
    "furnishing",
    "possession",
    "postedBy",
    "sort",
  ] as const satisfies ReadonlyArray<keyof Understood & keyof SearchFilters>;
  for (const key of single) if (said[key] !== undefined) Object.assign(next, { [key]: said[key] });
  if (said.localities?.length) next.localities = said.localities;
  if (said.bhk?.length) next.bhk = said.bhk;
  if (said.propertyType?.length) next.propertyType = said.propertyType;
  if (said.budgetMin !== undefined || said.budgetMax !== undefined) {
    next.budgetMin = said.budgetMin;
    next.budgetMax = said.budgetMax;
    // "3 bhk gomti nagar under 1 crore" is a home to buy, not a ₹28,000 rental.
    const sum = said.budgetMax ?? said.budgetMin ?? 0;
    if (!said.listingType && !filters.listingType && sum >= SALE_SIZED_BUDGET) next.listingType = "Sell";
  }
  if (said.areaUnit) {
    next.areaUnit = said.areaUnit;
    next.areaMin = said.areaMin;
    next.areaMax = said.areaMax;
  }
  if (said.amenities?.length) next.amenities = [...new Set([...filters.amenities, ...said.amenities])];
  if (said.propertyType?.length && !said.category && next.category) {
    const types: readonly string[] =
      PROPERTY_FORM.propertyTypes[next.category as keyof typeof PROPERTY_FORM.propertyTypes] ?? [];
    if (!said.propertyType.every((type) => types.includes(type))) next.category = undefined;
  }
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)) as SearchFilters;
}
