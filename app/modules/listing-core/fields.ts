import {
  AMENITIES,
  AREA_KINDS,
  BEDROOMS,
  CATEGORIES,
  type Category,
  CITIES,
  FACING_TYPES,
  FURNISHING,
  HOME_TYPES,
  LENGTH_UNITS,
  type ListingForm,
  ONLY_YES,
  POSSESSION,
  PROJECT_FORM,
  PROPERTY_FORM,
  ROAD_WIDTH_MINIMUMS,
  TENANT_FILTERS,
  TENANTS,
  YES_NO,
} from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import { fill, msg, msgPlural, type PluralWords, type Translator } from "#app/modules/i18n/translate";
import { AREA_UNITS } from "#app/modules/text/area";
import { plural } from "#app/modules/text/plural";
import { normaliseRera } from "./rera-number";
import { type Condition, type FieldView, meets, type Option, type WizardView } from "./wizard-view";
import type { WizardMessages } from "./words";

/**
 * Every field of a listing, declared once. Properties (posted by people) and new projects
 * (posted by Admins) are two kinds of one listing and share these fields. From this one
 * declaration come the wizard's steps and inputs, the Zod schema the browser and the
 * server check with (schema.ts), the database columns (db/listing-columns.ts), the stored
 * values (values.ts), the facts of detail pages and cards (view.ts) and the search filters
 * (properties/search). Adding a field is an entry here and a migration; its options, when
 * it has a list of them, live with every other enumeration in app/config/enums.ts. This
 * module is free of Zod: wizard pages load it.
 */

/** How a value is kept in the database (see db/listing-columns.ts). */
export type Store =
  /** Text that every listing has (not null, no default). */
  | "key"
  /** Text, "" when blank. */
  | "text"
  /** A choice, null when blank. */
  | "option"
  | "int"
  | "real"
  /** Whole rupees (bigint). */
  | "money"
  /**
   * Where it is: the point, how it was found, whether visitors see it exactly and the point
   * they are shown, each a column of its own (db/listing-columns.ts, POSITION_COLUMNS).
   */
  | "position";

interface FieldBase {
  label: string;
  /** What the server refuses a bad value with (and the browser, before sending). */
  message: string;
  store: Store;
  /** The wizard step that asks for it (1 or 2); derived fields are never asked for. */
  step?: 1 | 2;
  /** Asked for only when the other values meet this (no bedrooms for a plot). */
  when?: Condition;
  /**
   * A field is optional unless it says so: `true`, required wherever it applies in every
   * form; "complete", required only by the one-page form (/Postlisting), which requires
   * what the old product's form required.
   */
  required?: true | "complete";
  /** Shown in a detail page's facts: always ("Not provided" when blank), or only when given. */
  detail?: "always" | "given";
  /** The fact's name on detail pages when not its label (a plot's front reads "Plot size: 30 × 50 ft"). */
  detailLabel?: string;
  /**
   * Shown on cards: its value, or ("whenYes") its label alone when the answer is Yes ("Corner
   * plot"), nothing otherwise.
   */
  card?: true | "whenYes";
  /** A place's name as posters write it: shown in the reader's language (i18n/place-names.ts). */
  place?: true;
  /** Typed with the city's list of localities offered as it is typed (decision 058: localities.server.ts). */
  choices?: "localities";
  /**
   * How its value reads on detail pages and cards when its option label or `unit` is not
   * enough: the name of a formatter in view.ts ("price" reads ₹45,00,000 or ₹18,000/month).
   */
  format?: Formatter;
  /** How it reads on a card, where no label says what it is: "{value} facing" reads "East facing". */
  cardPattern?: string;
  /** Offered as a search filter on /Search, and how (see FilterSpec). */
  filter?: FilterSpec;
  hint?: string;
  placeholder?: string;
  /** What the wizard's new draft starts with (feet for a plot's front and depth); the server assumes nothing. */
  initial?: string;
  /** Its words for a rent (a rent's price is its rent a month): on the form, with a hint, and on the page. */
  rentWords?: { label: string; hint: string; detailLabel: string };
}

/** The listing types whose price is a rent a month. */
export const RENT_TYPES: readonly string[] = ["Rent", "PG"];

/**
 * How a field is offered as a search filter, as Sharetribe's filterConfig declares it: from
 * this one entry /Search parses the filter from its URL, writes it back in the canonical
 * URL, shows it in the panel and as a removable chip, and counts its options
 * (properties/search). The search's own filters (place, budget, area, posted by, amenities,
 * photos) are declared apart in properties/search/filters.ts: they are not one field's
 * options.
 */
export interface FilterSpec {
  /** Its URL parameter; saved searches and shared links hold it, so it never changes. */
  param: string;
  /** One option from a select ("Any …" for none), or any of several chips. */
  widget: "select" | "chips";
  /** The panel's label, when not the field's own ("BHK" for bedrooms). */
  label?: string;
  /** A select's first option, which chooses none ("Any furnishing"). */
  any?: string;
  /** Each option shows how many results choosing it would give. */
  counted?: boolean;
  /** The options offered, when not the field's own (a minimum's steps: road width 20, 30, 40, 60 ft). */
  options?: readonly string[];
  /** How each option reads in the panel and its chip, when not the field's own wording ("Corner plots only")... */
  optionLabels?: Readonly<Record<string, string>>;
  /** ...or a pattern each option's value fills ("Road {value} ft or wider"). */
  optionPattern?: string;
  /**
   * Which stored values an option finds: the same value (by default); "atLeast", any value
   * at least the option (a minimum road width); or, per option, the values listed (a family
   * also finds homes let to anyone). One rule for SQL and the search index (search/filters.ts).
   */
  match?: "atLeast" | Readonly<Record<string, readonly string[]>>;
}

export interface ChoiceSpec extends FieldBase {
  kind: "choice";
  /** Options of the choice; listing and property types depend on the form (optionsOf). */
  options?: readonly string[];
  /** How an option reads when it is not its own label (bedrooms: "3" reads "3 BHK"). */
  optionLabels?: Readonly<Record<string, string>>;
  /** How an option reads for open ground (LAND_TYPES): a plot's possession is immediate, not "ready to move". */
  landLabels?: Readonly<Record<string, string>>;
}

export interface TextSpec extends FieldBase {
  kind: "text" | "longText" | "phone";
  maxLength?: number;
  /** A pattern the trimmed text must match (case-insensitive). */
  pattern?: RegExp;
  /** How a typed value is written before it is checked and stored (a RERA number's spaces go). */
  normalise?: (typed: string) => string;
}

export interface NumberSpec extends FieldBase {
  kind: "number";
  min: number;
  max: number;
  integer?: boolean;
  /**
   * How a count of it reads on a card, by plural form: { one: "{count} bath", other: "{count} baths" }.
   * A detail page writes the count alone, beside the field's label ("Bathrooms: 2").
   */
  unit?: PluralWords;
}

/** Computed by the server from other fields (values.ts), never typed in. */
export interface DerivedSpec extends FieldBase {
  kind: "derived";
}

/** A month and year ("2027-06"), chosen with the browser's month picker. */
export interface MonthSpec extends FieldBase {
  kind: "month";
}

/**
 * Where a listing is (decisions 050, 058): a pin its poster places on a map, else its
 * locality's centre, else nothing. The wizard asks for it as a map (its form sends the point
 * as "26.87312,80.99621" under the field's name, and the poster's choice to show it exactly
 * as `showExactLocation`); the server places it (location.server.ts: the pin is checked
 * against the city and the locality); visitors are sent only the point they may see, and
 * search finds listings near a point or in the map's box by it (`search`).
 */
export interface PositionSpec extends FieldBase {
  kind: "position";
  store: "position";
  /** The poster's checkbox that shows visitors the exact pin. */
  shownInput: "showExactLocation";
  /**
   * Its search filters' URL parameters (saved searches and shared links hold them): near a
   * point (`near=26.856,81.000`, `within` km) and in the map's box (`bbox`).
   */
  search: { near: string; within: string; box: string };
}

/** A day ("2026-12-15"), chosen with the browser's date picker. */
export interface DateSpec extends FieldBase {
  kind: "date";
}

/** The formatters of view.ts, by name (the type checker makes view.ts define each one). */
export type Formatter =
  | "price"
  | "pricePerSqft"
  | "area"
  | "floor"
  | "phone"
  | "possession"
  | "amount"
  | "perMonth"
  | "day"
  | "dimensions"
  | "feet"
  | "offer";

export type FieldSpec = ChoiceSpec | TextSpec | NumberSpec | MonthSpec | DateSpec | DerivedSpec | PositionSpec;

/** Open ground: nothing built on it, so no furnishing and no floors to ask about. */
export const LAND_TYPES: readonly string[] = ["Plot/Land", "Agricultural Land"];
/** Every property type of either form that is a building (the complement of LAND_TYPES). */
const BUILT_TYPES: readonly string[] = [
  ...new Set([PROPERTY_FORM, PROJECT_FORM].flatMap((form) => Object.values(form.propertyTypes).flat())),
].filter((type) => !LAND_TYPES.includes(type));
/** Plots and houses sit in a colony or society that the LDA has approved, or listed as illegal. */
const COLONY_TYPES: readonly string[] = ["Plot/Land", "Independent House/Villa"];
/** A plot of land in a colony: what its buyer asks before anything else (size, road, corner). */
const PLOT_TYPES: readonly string[] = ["Plot/Land"];
/** Listings whose price is a rent: a deposit, maintenance and a date it is free from apply. */
const RENTS: readonly string[] = ["Rent", "PG"];
const YES_NO_LABELS = { Yes: msg("Yes"), No: msg("No") };
const LENGTH_UNIT_LABELS = { ft: msg("feet"), m: msg("metres") };
const TENANT_LABELS = { Family: msg("Families"), Bachelors: msg("Bachelors"), Anyone: msg("Families or bachelors") };
const TENANT_FILTER_LABELS = { Family: msg("For families"), Bachelors: msg("For bachelors") };
const CORNER_FILTER_LABELS = { Yes: msg("Corner plots only") };
/** A yes-or-no question of the second step, its answer shown on the page as given. */
const yesOrNo = <When extends FieldSpec["when"]>(label: string, when: When, message: string) =>
  ({
    label,
    kind: "choice",
    options: YES_NO,
    optionLabels: YES_NO_LABELS,
    store: "option",
    step: 2,
    when,
    detail: "given",
    message,
  }) as const;
const AREA_UNIT_LABELS = Object.fromEntries(Object.entries(AREA_UNITS).map(([unit, { label }]) => [unit, label]));

export const FIELDS = {
  listingType: {
    label: msg("Listing type"),
    kind: "choice",
    store: "key",
    format: "offer",
    step: 1,
    required: true,
    detail: "always",
    filter: { param: "listingType", widget: "select", any: "Buy or rent", counted: true },
    // The options differ between forms; fieldMessage() names the form's own.
    message: msg("Choose a listing type."),
  },
  propertyCategory: {
    label: msg("Property category"),
    kind: "choice",
    options: CATEGORIES,
    store: "key",
    step: 1,
    required: true,
    detail: "always",
    filter: { param: "category", widget: "select", any: "Any category", counted: true },
    message: msg("Choose a property category: Residential or Commercial."),
  },
  propertyType: {
    label: msg("Property type"),
    kind: "choice",
    store: "key",
    step: 1,
    required: true,
    detail: "always",
    // On /Search every type is offered, several at once ("zameen": a plot or farmland); a
    // type outside the chosen category is dropped.
    filter: { param: "propertyType", widget: "chips", any: "Any type", counted: true },
    hint: msg("Choose the category first."),
    message: msg("Choose a property type that belongs to the chosen category."),
  },
  city: {
    label: msg("City"),
    kind: "choice",
    options: CITIES,
    store: "key",
    step: 1,
    required: true,
    detail: "always",
    // Searched as the place, with the locality: a filter of its own (search/filters.ts).
    message: msg("Choose one of our cities."),
  },
  projectBuildingName: {
    label: msg("Project or building name"),
    kind: "text",
    store: "text",
    required: "complete",
    step: 1,
    maxLength: 120,
    placeholder: msg("e.g. Gomti Greens Tower B"),
    message: msg("Enter the project or building name."),
  },
  locality: {
    label: msg("Locality"),
    kind: "text",
    store: "text",
    step: 1,
    required: true,
    maxLength: 120,
    detail: "always",
    place: true,
    choices: "localities",
    // Searched as the place (spelling corrected, several at once): search/filters.ts.
    placeholder: msg("e.g. Gomti Nagar Extension"),
    message: msg("Enter the locality."),
  },
  address: {
    label: msg("Address"),
    kind: "text",
    store: "text",
    required: "complete",
    step: 1,
    maxLength: 300,
    detail: "given",
    placeholder: msg("House or plot number, street"),
    message: msg("Enter the address."),
  },
  location: {
    label: msg("Where exactly is it?"),
    kind: "position",
    store: "position",
    step: 1,
    shownInput: "showExactLocation",
    search: { near: "near", within: "within", box: "bbox" },
    hint: msg(
      "Without a pin, the locality's centre is used when we know it, and visitors are told the position is approximate.",
    ),
    message: msg("Place the pin on the map again: the point sent is not a position."),
  },
  colony: {
    label: msg("Colony or society"),
    kind: "text",
    store: "text",
    step: 1,
    maxLength: 120,
    when: { propertyType: COLONY_TYPES },
    detail: "given",
    placeholder: msg("e.g. Sushant Golf City"),
    hint: msg("The colony, layout or society the plot or house is in: we check it against the LDA's lists."),
    message: msg("Enter the colony or society in at most 120 characters."),
  },
  ldaApprovalNumber: {
    label: msg("LDA layout approval number"),
    kind: "text",
    store: "text",
    step: 1,
    maxLength: 60,
    when: { propertyType: COLONY_TYPES },
    detail: "given",
    hint: msg("If the layout or map is approved by the Lucknow Development Authority"),
    message: msg("Enter the LDA approval number in at most 60 characters."),
  },
  contactNumber: {
    label: msg("Contact number"),
    kind: "phone",
    store: "text",
    format: "phone",
    step: 1,
    required: true,
    detail: "given",
    hint: msg("10 digits, without +91"),
    message: msg("Enter a 10-digit contact number."),
  },
  bedrooms: {
    label: msg("Bedrooms"),
    kind: "choice",
    options: Object.keys(BEDROOMS),
    optionLabels: BEDROOMS as Readonly<Record<string, string>>,
    store: "int",
    step: 2,
    required: true,
    when: { propertyType: HOME_TYPES as readonly string[] },
    detail: "given",
    card: true,
    filter: { param: "bhk", widget: "chips", label: "BHK", counted: true },
    message: msg("Choose the number of bedrooms (1 RK to 6+ BHK)."),
  },
  bathrooms: {
    label: msg("Bathrooms"),
    kind: "number",
    store: "int",
    step: 2,
    integer: true,
    min: 0,
    max: 10,
    when: { propertyType: HOME_TYPES as readonly string[] },
    unit: msgPlural({ one: "{count} bath", other: "{count} baths" }),
    detail: "given",
    card: true,
    // Not a filter: it is optional, and "2 baths" would hide every listing that left it
    // blank (most do), so seekers would miss homes that fit.
    message: msg("Enter the number of bathrooms as a whole number from 0 to 10."),
  },
  plotArea: {
    label: msg("Area"),
    kind: "number",
    store: "real",
    format: "area",
    required: "complete",
    step: 2,
    min: 0.01,
    max: 100_000_000,
    detail: "always",
    card: true,
    // Searched as a range in any unit (search/filters.ts: area).
    placeholder: msg("e.g. 1450"),
    hint: msg("In the unit you choose below"),
    message: msg("Enter the area as a number greater than 0."),
  },
  areaUnit: {
    label: msg("Area unit"),
    kind: "choice",
    options: Object.keys(AREA_UNITS),
    optionLabels: AREA_UNIT_LABELS,
    store: "option",
    step: 2,
    message: msg("Choose an area unit from the list."),
  },
  areaKind: {
    label: msg("Area type"),
    kind: "choice",
    options: AREA_KINDS,
    store: "option",
    step: 2,
    detail: "given",
    message: msg("Choose carpet, built-up, super built-up or plot area."),
  },
  // A plot's facts (decision 060): what a buyer in Lucknow asks before anything else.
  plotFront: {
    label: msg("Plot front"),
    detailLabel: msg("Plot size"),
    kind: "number",
    store: "real",
    format: "dimensions",
    step: 2,
    min: 1,
    max: 10_000,
    when: { propertyType: PLOT_TYPES },
    detail: "given",
    placeholder: msg("e.g. 30"),
    hint: msg("The side on the road: 30 in 30 × 50"),
    message: msg("Enter the plot's front as a number greater than 0."),
  },
  plotDepth: {
    label: msg("Plot depth"),
    kind: "number",
    store: "real",
    step: 2,
    min: 1,
    max: 10_000,
    when: { propertyType: PLOT_TYPES },
    placeholder: msg("e.g. 50"),
    hint: msg("Away from the road: 50 in 30 × 50"),
    message: msg("Enter the plot's depth as a number greater than 0."),
  },
  dimensionUnit: {
    label: msg("Front and depth in"),
    kind: "choice",
    options: LENGTH_UNITS,
    optionLabels: LENGTH_UNIT_LABELS,
    store: "option",
    initial: "ft",
    step: 2,
    when: { propertyType: PLOT_TYPES },
    message: msg("Choose feet or metres for the plot's front and depth."),
  },
  roadWidth: {
    label: msg("Width of the road in front (feet)"),
    detailLabel: msg("Road in front"),
    kind: "number",
    store: "int",
    format: "feet",
    step: 2,
    integer: true,
    min: 1,
    max: 500,
    when: { propertyType: COLONY_TYPES },
    detail: "given",
    card: true,
    filter: {
      param: "roadWidth",
      widget: "select",
      label: msg("Road width"),
      any: msg("Any road width"),
      counted: true,
      options: ROAD_WIDTH_MINIMUMS,
      optionPattern: msg("Road {value} ft or wider"),
      match: "atLeast",
    },
    placeholder: msg("e.g. 30"),
    message: msg("Enter the road's width in feet, as a whole number from 1 to 500."),
  },
  corner: {
    ...yesOrNo(msg("Corner plot"), { propertyType: COLONY_TYPES }, msg("Choose whether it is a corner plot.")),
    card: "whenYes",
    filter: {
      param: "corner",
      widget: "select",
      any: msg("Corner or not"),
      counted: true,
      options: ONLY_YES,
      optionLabels: CORNER_FILTER_LABELS,
    },
  },
  parkFacing: {
    ...yesOrNo(msg("Park-facing"), { propertyType: COLONY_TYPES }, msg("Choose whether it faces a park.")),
    card: "whenYes",
  },
  boundaryWall: yesOrNo(
    msg("Boundary wall"),
    { propertyType: PLOT_TYPES },
    msg("Choose whether the plot has a boundary wall."),
  ),
  /** Square feet, from the area and its unit (the bigha factor is a setting). */
  areaSqft: { label: msg("Area in sq ft"), kind: "derived", store: "real", message: "" },
  price: {
    label: msg("Price (₹)"),
    detailLabel: msg("Price"),
    rentWords: { label: msg("Rent (₹ a month)"), hint: msg("In rupees, each month"), detailLabel: msg("Monthly rent") },
    kind: "number",
    store: "money",
    format: "price",
    required: "complete",
    step: 2,
    integer: true,
    min: 0,
    max: 1_000_000_000_000,
    detail: "always",
    card: true,
    // Searched as a budget with presets (search/filters.ts: budget).
    placeholder: msg("e.g. 45 lakh or 45,00,000"),
    hint: msg("In rupees: in figures, or in lakh and crore"),
    message: msg("Enter the price in rupees: in figures (45,00,000) or in lakh and crore (45 lakh, 1.2 crore)."),
  },
  /** Whole rupees per square foot of a sale (derived; sorts search results). */
  pricePerSqft: {
    label: msg("Price per sq ft"),
    kind: "derived",
    store: "int",
    format: "pricePerSqft",
    detail: "given",
    card: true,
    message: "",
  },
  possession: {
    label: msg("Possession"),
    kind: "choice",
    options: POSSESSION,
    landLabels: { "Ready to move": msg("Immediate") },
    store: "option",
    format: "possession",
    step: 2,
    when: { listingType: ["Sell"] },
    detail: "given",
    filter: { param: "possession", widget: "select", any: "Any possession", counted: true },
    message: msg("Choose ready to move or under construction."),
  },
  possessionBy: {
    label: msg("Expected possession"),
    kind: "month",
    store: "option",
    step: 2,
    required: true,
    when: { listingType: ["Sell"], possession: ["Under construction"] },
    message: msg("Enter the expected month and year of possession."),
  },
  // A rent's facts (decision 060): what a tenant pays besides the rent, from when, and who may rent.
  securityDeposit: {
    label: msg("Security deposit (₹)"),
    kind: "number",
    store: "money",
    format: "amount",
    step: 2,
    integer: true,
    min: 0,
    max: 100_000_000,
    when: { listingType: RENTS },
    detail: "given",
    placeholder: msg("e.g. 50,000"),
    message: msg("Enter the security deposit in rupees (50,000 or 50k)."),
  },
  maintenance: {
    label: msg("Maintenance (₹ a month)"),
    kind: "number",
    store: "money",
    format: "perMonth",
    step: 2,
    integer: true,
    min: 0,
    max: 10_000_000,
    when: { listingType: RENTS },
    detail: "given",
    placeholder: msg("e.g. 2,500"),
    hint: msg("0 when it is included in the rent"),
    message: msg("Enter the maintenance a month in rupees (2,500 or 0)."),
  },
  availableFrom: {
    label: msg("Available from"),
    kind: "date",
    store: "option",
    format: "day",
    step: 2,
    when: { listingType: RENTS },
    detail: "given",
    message: msg("Enter the date it is free to move into."),
  },
  tenants: {
    label: msg("Preferred tenants"),
    kind: "choice",
    options: TENANTS,
    optionLabels: TENANT_LABELS,
    store: "option",
    step: 2,
    when: { listingType: ["Rent"] },
    detail: "given",
    filter: {
      param: "tenants",
      widget: "select",
      label: msg("Tenants"),
      any: msg("Any tenants"),
      counted: true,
      options: TENANT_FILTERS,
      optionLabels: TENANT_FILTER_LABELS,
      // A home let to anyone is a home for a family, and for a bachelor.
      match: { Family: ["Family", "Anyone"], Bachelors: ["Bachelors", "Anyone"] },
    },
    message: msg("Choose families, bachelors, or both."),
  },
  pets: yesOrNo(msg("Pets allowed"), { listingType: ["Rent"] }, msg("Choose whether pets are allowed.")),
  furnishing: {
    label: msg("Furnishing"),
    kind: "choice",
    options: FURNISHING,
    store: "option",
    required: "complete",
    step: 2,
    when: { propertyType: BUILT_TYPES },
    detail: "given",
    filter: { param: "furnishing", widget: "select", any: "Any furnishing", counted: true },
    message: msg("Choose a furnishing option from the list."),
  },
  floorNumber: {
    label: msg("Floor number"),
    kind: "number",
    store: "int",
    format: "floor",
    required: "complete",
    step: 2,
    when: { propertyType: BUILT_TYPES },
    integer: true,
    min: -5,
    max: 300,
    detail: "given",
    hint: msg("0 for the ground floor"),
    message: msg("Enter the floor number as a whole number (0 for the ground floor)."),
  },
  totalFloors: {
    label: msg("Total floors"),
    kind: "number",
    store: "int",
    required: "complete",
    step: 2,
    when: { propertyType: BUILT_TYPES },
    integer: true,
    min: 1,
    max: 300,
    detail: "given",
    message: msg("Enter the total number of floors as a whole number from 1."),
  },
  facingType: {
    label: msg("Facing"),
    kind: "choice",
    options: FACING_TYPES,
    store: "option",
    cardPattern: "{value} facing",
    required: "complete",
    step: 2,
    detail: "always",
    message: msg("Choose a facing direction from the list."),
  },
  reraNumber: {
    label: msg("RERA number"),
    kind: "text",
    store: "option",
    step: 2,
    maxLength: 40,
    normalise: normaliseRera,
    pattern: /^UPRERAPRJ\d{1,15}$/,
    detail: "given",
    placeholder: msg("e.g. UPRERAPRJ12345"),
    hint: msg("UP RERA project registration, if registered"),
    message: msg("Enter a UP RERA project number: UPRERAPRJ followed by digits (e.g. UPRERAPRJ12345)."),
  },
  description: {
    label: msg("Description"),
    kind: "longText",
    store: "text",
    required: "complete",
    step: 2,
    maxLength: 4000,
    message: msg("Add a short description of the property."),
  },
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof FIELDS;
/** The field that holds where a listing is (there is one: its kind is "position"). */
export type PositionField = {
  [F in FieldName]: (typeof FIELDS)[F] extends { kind: "position" } ? F : never;
}[FieldName];
export const POSITION_FIELD = (Object.keys(FIELDS) as FieldName[]).find(
  (field) => FIELDS[field].kind === "position",
) as PositionField;
/** Fields a person types or chooses (everything but the derived ones). */
export type ScalarField = {
  [K in FieldName]: (typeof FIELDS)[K] extends { kind: "derived" } ? never : K;
}[FieldName];
/** Every field of the form, the two lists included. */
export type PropertyField = ScalarField | "amenities" | "imageIds";

export const AMENITY_OPTIONS = AMENITIES;
export const MAX_IMAGES = LIMITS.imagesPerListing;

/** The messages of the two lists and the photo rule (they are not scalar fields). */
export const LIST_MESSAGES = {
  amenities: msg("Choose amenities from the list."),
  /** Filled with MAX_IMAGES as {max}. */
  imageIds: msg("Add at most {max} photos, each uploaded through this form."),
  floorAboveTotal: msg("The floor number cannot be higher than the total number of floors."),
  dimensions: msg("Enter both the plot's front and its depth, and their unit."),
} as const;

const ALL_FIELDS = Object.keys(FIELDS) as FieldName[];

/** Does a field apply to a listing with these values (no bedrooms for a plot)? */
export function applies(field: FieldName, values: Readonly<Record<string, unknown>>): boolean {
  return meets((FIELDS[field] as FieldSpec).when, values);
}

/**
 * The wizard's four steps, in the old product's order (docs/product/old-product.md §4), and
 * the fields each one asks for.
 */
export const WIZARD_STEPS: ReadonlyArray<{ title: string; fields: readonly PropertyField[] }> = [
  { title: msg("Property Details"), fields: fieldsOfStep(1) },
  { title: msg("Additional Details"), fields: fieldsOfStep(2) },
  { title: msg("Amenities"), fields: ["amenities"] },
  { title: msg("Upload Images"), fields: ["imageIds"] },
];

function fieldsOfStep(step: 1 | 2): ScalarField[] {
  return ALL_FIELDS.filter((field) => (FIELDS[field] as FieldSpec).step === step) as ScalarField[];
}

/** Every field a person fills in, in the wizard's order. */
export const SCALAR_FIELDS: readonly ScalarField[] = [...fieldsOfStep(1), ...fieldsOfStep(2)];

/** The step (1 to 4) on which a field is asked for. */
export function stepOfField(field: string | undefined): number {
  const index = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field ?? ""));
  return index === -1 ? 1 : index + 1;
}

/** Fields every form requires (a form may require more: ListingFormSpec.required). */
export const REQUIRED_FIELDS: readonly ScalarField[] = SCALAR_FIELDS.filter(
  (field) => (FIELDS[field] as FieldSpec).required === true,
);

/**
 * What tells one listing form from another: the enumerations (PROPERTY_FORM or
 * PROJECT_FORM from app/config/enums.ts), the fields it requires and its messages. One
 * wizard component, one schema builder and one server path read it.
 */
export interface ListingFormSpec {
  /** What is posted: "property" or "project" (in messages and labels). */
  noun: "property" | "project";
  options: ListingForm;
  required: readonly ScalarField[];
  messages: WizardMessages;
}

/** All property types of a form, whatever the category (for filters and checks). */
export function allPropertyTypes(form: ListingForm = PROPERTY_FORM): readonly string[] {
  return [...new Set(Object.values(form.propertyTypes).flatMap((types) => [...types]))];
}

/** The property types a form offers for a category; none until a category is chosen. */
export function propertyTypeOptions(
  category: string | undefined,
  form: ListingForm = PROPERTY_FORM,
): readonly string[] {
  return category && Object.hasOwn(form.propertyTypes, category) ? form.propertyTypes[category as Category] : [];
}

/** The options of a choice field in a form (listing and property types depend on the form). */
function optionsOf(field: ScalarField, category?: string, form: ListingForm = PROPERTY_FORM): readonly string[] {
  if (field === "propertyType") return propertyTypeOptions(category, form);
  if (field === "listingType") return form.listingTypes;
  const spec: FieldSpec = FIELDS[field];
  return spec.kind === "choice" ? (spec.options ?? []) : [];
}

/**
 * How an option reads: a choice's label ("3" of bedrooms reads "3 BHK"), a count in its unit
 * ("2 baths"); on open ground (`propertyType` one of LAND_TYPES), its land label ("Immediate").
 */
export function optionLabel(field: FieldName, value: string, propertyType?: string): string {
  const spec: FieldSpec = FIELDS[field];
  if (spec.kind === "number" && spec.unit && value.trim() !== "" && Number.isFinite(Number(value))) {
    return plural(Number(value), spec.unit);
  }
  if (spec.kind !== "choice") return value;
  const land = propertyType !== undefined && LAND_TYPES.includes(propertyType);
  return (land && spec.landLabels?.[value]) || spec.optionLabels?.[value] || value;
}

/** How a filter's option reads in the panel and its chip, in a language: its own wording ("Road 30 ft or wider"), or the field's. */
export function filterOptionLabel(field: FilterField, value: string, t: Translate = fill): string {
  const spec = filterSpec(field);
  if (spec.optionPattern) return t(spec.optionPattern, { value });
  return t(spec.optionLabels?.[value] ?? optionLabel(field, value));
}

/** The fields offered as search filters (those with a filter spec). */
export type FilterField = {
  [F in FieldName]: (typeof FIELDS)[F] extends { filter: FilterSpec } ? F : never;
}[FieldName];

/** The filter fields, in the declaration's order. */
export const FILTER_FIELDS = ALL_FIELDS.filter((field) => (FIELDS[field] as FieldSpec).filter) as FilterField[];

export function filterSpec(field: FilterField): FilterSpec {
  return (FIELDS[field] as FieldSpec).filter as FilterSpec;
}

/** Whether a field's values are numbers (bedrooms: 3), not text. */
export function isNumeric(field: FieldName): boolean {
  return ["int", "real", "money"].includes(FIELDS[field].store);
}

/**
 * The options a search filter offers: a choice's own (listing types of the form; every
 * property type, or the chosen category's), or every whole number a number field allows.
 */
export function filterOptions(
  field: FilterField,
  values: Readonly<Partial<Record<FieldName, string>>> = {},
  form: ListingForm = PROPERTY_FORM,
): readonly string[] {
  if (field === "propertyType") {
    return values.propertyCategory ? propertyTypeOptions(values.propertyCategory, form) : allPropertyTypes(form);
  }
  const spec = FIELDS[field] as FieldSpec;
  if (spec.filter?.options) return spec.filter.options;
  if (spec.kind === "number") {
    const from = Math.ceil(spec.min);
    return Array.from({ length: Math.max(0, Math.floor(spec.max) - from + 1) }, (_, i) => String(from + i));
  }
  return optionsOf(field, undefined, form);
}

/** Words in a language: a translator's t, or English as written (fill) by default. */
export type Translate = Translator["t"];

/** The message for a field in a form (the listing types and the noun differ between forms), in a language. */
export function fieldMessage(field: FieldName, form: ListingFormSpec, t: Translate = fill): string {
  if (field === "listingType") {
    return t("Choose a listing type: {types}.", {
      types: orList(
        form.options.listingTypes.map((type) => t(type)),
        t,
      ),
    });
  }
  if (field === "description") {
    return form.noun === "project"
      ? t("Add a short description of the project.")
      : t("Add a short description of the property.");
  }
  return t(FIELDS[field].message);
}

/** "Add at least one photo of the property." */
export function imagesRequiredMessage(form: ListingFormSpec, t: Translate = fill): string {
  return form.noun === "project"
    ? t("Add at least one photo of the project.")
    : t("Add at least one photo of the property.");
}

/** "Sell, Rent or PG": a list of options as a sentence. */
function orList(options: readonly string[], t: Translate): string {
  return options.length < 2
    ? (options[0] ?? "")
    : t("{list} or {last}", { list: options.slice(0, -1).join(", "), last: options.at(-1) ?? "" });
}

/**
 * Whether a form requires a field outright. A field that applies only to some listings
 * (the bedrooms of a home) is required only where it applies (schema.ts checks that once
 * the values it depends on are known). The one-page form also requires the fields marked
 * "complete": those the old form had (it required them all). A field marked neither is
 * optional, so a new field never blocks a form by surprise.
 */
export function isRequired(field: ScalarField, form: ListingFormSpec, mode: FormMode): boolean {
  const spec: FieldSpec = FIELDS[field];
  return (mode === "complete" && spec.required === "complete") || form.required.includes(field);
}

export type FormMode = "wizard" | "complete";

/**
 * A form's fields as its page draws them (sent as loader data; see wizard-view.ts), worded
 * in the page's language by the server (`t`), so the page's JavaScript carries none of it.
 */
export function wizardView(form: ListingFormSpec, mode: FormMode, t: Translate = fill): WizardView {
  const asOptions = (field: FieldName, values: readonly string[]): Option[] =>
    values.map((value) => ({ value, label: t(optionLabel(field, value)) }));
  const view = (field: ScalarField): FieldView => {
    const spec: FieldSpec = FIELDS[field];
    const base: FieldView = {
      name: field,
      label: t(spec.label),
      kind: spec.kind as FieldView["kind"],
      required: isRequired(field, form, mode),
      ...(spec.when ? { when: spec.when } : {}),
      ...(spec.hint ? { hint: t(spec.hint) } : {}),
      ...(spec.placeholder ? { placeholder: t(spec.placeholder) } : {}),
    };
    if (spec.rentWords) {
      base.wordsWhen = {
        when: { listingType: RENT_TYPES },
        label: t(spec.rentWords.label),
        hint: t(spec.rentWords.hint),
      };
    }
    if (spec.kind === "number" && spec.integer) base.integer = true;
    if (spec.choices) base.choices = spec.choices;
    if (spec.kind === "position") base.shownInput = spec.shownInput;
    if (spec.store === "money") {
      base.amount = spec.format === "price" ? "price" : spec.format === "perMonth" ? "month" : "once";
    }
    if (spec.initial) base.initial = spec.initial;
    if (spec.kind === "text" || spec.kind === "longText") base.maxLength = spec.maxLength;
    if (field === "propertyType") {
      base.byCategory = Object.fromEntries(
        Object.entries(form.options.propertyTypes).map(([category, types]) => [category, asOptions(field, types)]),
      );
    } else if (spec.kind === "choice") {
      const values = optionsOf(field, undefined, form.options);
      base.options = asOptions(field, values);
      if (spec.landLabels) {
        base.optionsWhen = {
          when: { propertyType: LAND_TYPES },
          options: values.map((value) => ({ value, label: t(optionLabel(field, value, LAND_TYPES[0])) })),
        };
      }
    }
    return base;
  };
  return {
    noun: form.noun,
    // The steps that ask for fields; the wizard adds the amenities and the photos.
    steps: WIZARD_STEPS.slice(0, 2).map((step) => ({
      title: t(step.title),
      fields: step.fields.map((field) => view(field as ScalarField)),
    })),
    amenities: AMENITY_OPTIONS,
  };
}
