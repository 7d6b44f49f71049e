import type { Amenity, Category, City, Furnishing, PROPERTY_FORM } from "#app/config/enums";
import type { FIELDS } from "#app/modules/listing-core/fields";
import type { AreaUnit } from "#app/modules/text/area";
import type { POSTED_BY, Sort } from "./filters";

/**
 * The shape of a search-box language (query.ts reads it; query-english.ts is one). Apart
 * from the parser so that the tables and the parser do not import each other.
 */

/** A kind of property a person may post (config/enums.ts): the box names no other. */
export type PostedPropertyType = (typeof PROPERTY_FORM.propertyTypes)[Category][number];

/**
 * What a word or phrase of a table sets, typed from the declaration (config/enums.ts,
 * listing-core/fields.ts): an option renamed there fails the type check of every table
 * that still says the old name.
 */
export interface Meaning {
  listingType?: (typeof PROPERTY_FORM.listingTypes)[number];
  category?: Category;
  /** One property type, or several ("zameen": a plot or farmland). */
  propertyType?: PostedPropertyType | readonly PostedPropertyType[];
  /** Bedrooms: 0 is 1 RK. */
  bhk?: number;
  furnishing?: Furnishing;
  possession?: (typeof FIELDS.possession.options)[number];
  postedBy?: (typeof POSTED_BY)[number];
  amenity?: Amenity;
  /** How to order the results ("sasta": the lowest price first). */
  sort?: Sort;
}

/**
 * The words of one language. A phrase of several words is written with spaces ("for rent",
 * "se kam"); case does not matter. Numbers are read as digits in every language.
 */
export interface QueryLanguage {
  /** Words and phrases with one meaning: "for rent", "villa", "no broker", "lift". */
  phrases: Readonly<Record<string, Meaning>>;
  /** After a count of bedrooms: "bhk", "bedroom" ("3 bhk"). */
  bedrooms: readonly string[];
  /** After "1": one room and a kitchen ("1 rk"). */
  roomKitchen: readonly string[];
  /** Counts written as words: "three" → 3 ("three bhk"). */
  numbers: Readonly<Record<string, number>>;
  /** After an amount: rupees per unit ("lakh" → 1,00,000; "k" → 1,000). */
  money: Readonly<Record<string, number>>;
  /** Before or after an amount: it is in rupees ("₹", "rs"). */
  rupees: readonly string[];
  /** After an amount: an area unit ("sq ft", "gaj"). */
  areas: Readonly<Record<string, AreaUnit>>;
  /** Before an amount: at most ("under", "upto"); after it ("tak", "se kam"). */
  atMostBefore: readonly string[];
  atMostAfter: readonly string[];
  /** Before an amount: at least ("above", "min"); after it ("se upar", "plus"). */
  atLeastBefore: readonly string[];
  atLeastAfter: readonly string[];
  /** Before a range ("between"), and between its two ends ("-", "to", "and", "se"). */
  rangeBefore: readonly string[];
  rangeJoin: readonly string[];
  /** Between two bedroom counts ("2 or 3 bhk", "2/3 bhk"). */
  orJoin: readonly string[];
  /** Words that say nothing alone ("in", "near", "with"); dropped from the word search. */
  fillers: readonly string[];
  /** Other names of our cities ("lko", "gurgaon"); their own names are always known. */
  cities: Readonly<Record<string, City>>;
  /**
   * Localities in this language's script, as the listings spell them ("गोमती नगर" →
   * "Gomti Nagar"): a name typed either way finds the same place.
   */
  places?: Readonly<Record<string, string>>;
}

/** What the tables' words mean: one meaning, however many languages say it. */
export const MEANS = {
  RENT: { listingType: "Rent" },
  SALE: { listingType: "Sell" },
  FLAT: { propertyType: "Flat/Apartment" },
  HOUSE: { propertyType: "Independent House/Villa" },
  PLOT: { propertyType: "Plot/Land" },
  FARM: { propertyType: "Agricultural Land" },
  /** Land of any kind: a plot or farmland ("zameen", "ज़मीन" is both). */
  LAND: { propertyType: ["Plot/Land", "Agricultural Land"] },
  INDUSTRY: { category: "Commercial", propertyType: "Industry" },
  COMMERCIAL: { category: "Commercial" },
  SHOP: { category: "Commercial", propertyType: "Shop" },
  OFFICE: { category: "Commercial", propertyType: "Office" },
  SHOWROOM: { category: "Commercial", propertyType: "Showroom" },
  GODOWN: { category: "Commercial", propertyType: "Warehouse/Godown" },
  OWNER: { postedBy: "Owner" },
  AGENT: { postedBy: "Agent" },
  FURNISHED: { furnishing: "Fully Furnished" },
  SEMI: { furnishing: "Semi-Furnished" },
  UNFURNISHED: { furnishing: "Unfurnished" },
  READY: { possession: "Ready to move" },
  BUILDING: { possession: "Under construction" },
  RK: { bhk: 0 },
  /** Intent, not a search word: "sasta" orders by price, lowest first. */
  CHEAPEST_FIRST: { sort: "price-asc" },
} as const satisfies Record<string, Meaning>;

/** A table's phrases that mean one thing. */
export const each = (meaning: Meaning, ...phrases: string[]) =>
  phrases.map((phrase): [string, Meaning] => [phrase, meaning]);
