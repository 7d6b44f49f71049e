// Deterministic, realistic listings for the benchmark: the five cities with real localities,
// prices by city, locality and type in plausible rupee ranges, areas, the enumerations of
// app/config/enums.ts and a plausible set of amenities for each kind of property.
//
// Row g of a kind is drawn from its own seeded generator, so it is the same whatever the
// batch or the size: the first 1,000 properties of the 100,000 are the 1,000 of the
// smallest size, and two runs build the same data (only the ids, which the database
// draws, differ).
import {
  AMENITIES,
  type Amenity,
  type City,
  FACING_TYPES,
  FURNISHING,
  PROJECT_FORM,
  PROPERTY_FORM,
} from "#app/config/enums";
import { randomGenerator } from "#db/seed/demo-art";

/** The generator of row g of one kind of row (properties, projects, owners). */
export function rowRandom(kind: number, g: number): () => number {
  return randomGenerator(Math.imul(g, 0x9e3779b1) ^ Math.imul(kind + 1, 0x85ebca6b));
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error("weighted pick from an empty list");
  return last[0];
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

function intBetween(random: Random, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1));
}

// ── Places ───────────────────────────────────────────────────────────────────────────────

interface Place {
  /** Share of the listings. */
  weight: number;
  /** Typical sale rate of a flat, rupees a square foot. */
  saleRate: number;
  /** Typical monthly rent of a flat, rupees a square foot. */
  rentRate: number;
  /** Real localities with how dear each is against the city's typical rate. */
  localities: ReadonlyArray<readonly [string, number]>;
  streets: readonly string[];
}

/** A Lucknow company: most listings are in Lucknow. */
export const PLACES: Readonly<Record<City, Place>> = {
  Lucknow: {
    weight: 40,
    saleRate: 6500,
    rentRate: 15,
    localities: [
      ["Gomti Nagar", 1.3],
      ["Hazratganj", 1.4],
      ["Aliganj", 1.0],
      ["Indira Nagar", 1.05],
      ["Faizabad Road", 0.9],
      ["Jankipuram", 0.8],
      ["Sushant Golf City", 1.1],
      ["Ashiyana", 0.85],
      ["Mahanagar", 1.1],
      ["Sultanpur Road", 0.75],
      ["Vrindavan Yojana", 0.8],
    ],
    streets: ["Vipin Khand", "Vibhuti Khand", "Kapoorthala Road", "Ring Road", "Shaheed Path", "Kursi Road"],
  },
  Noida: {
    weight: 20,
    saleRate: 8500,
    rentRate: 22,
    localities: [
      ["Sector 62", 1.1],
      ["Sector 150", 1.15],
      ["Greater Noida West", 0.7],
      ["Sector 137", 0.95],
      ["Sector 75", 1.0],
      ["Sector 18", 1.4],
      ["Sector 128", 1.3],
      ["Sector 44", 1.2],
    ],
    streets: ["Block A", "Block B", "Block C", "Noida Expressway", "FNG Road", "Film City Road"],
  },
  Gurugram: {
    weight: 15,
    saleRate: 13_000,
    rentRate: 32,
    localities: [
      ["Sohna Road", 0.8],
      ["Dwarka Expressway", 0.85],
      ["Golf Course Road", 1.5],
      ["Golf Course Extension Road", 1.1],
      ["DLF Phase 2", 1.3],
      ["Sector 56", 1.0],
      ["MG Road", 1.2],
    ],
    streets: ["Southern Peripheral Road", "Northern Peripheral Road", "Block D", "Block F", "Sector Road"],
  },
  Kanpur: {
    weight: 15,
    saleRate: 4500,
    rentRate: 11,
    localities: [
      ["Kalyanpur", 0.9],
      ["Swaroop Nagar", 1.3],
      ["Kidwai Nagar", 1.0],
      ["Civil Lines", 1.35],
      ["Kakadeo", 1.05],
      ["Govind Nagar", 0.95],
      ["Shyam Nagar", 0.85],
      ["Barra", 0.75],
    ],
    streets: ["GT Road", "Mall Road", "VIP Road", "Kalpi Road", "Naveen Market Road"],
  },
  Varanasi: {
    weight: 10,
    saleRate: 5000,
    rentRate: 12,
    localities: [
      ["Sarnath", 0.9],
      ["Lanka", 1.2],
      ["Bhelupur", 1.15],
      ["Sigra", 1.25],
      ["Mahmoorganj", 1.1],
      ["Shivpur", 0.85],
      ["Pandeypur", 0.8],
      ["Rathyatra", 1.1],
    ],
    streets: ["Durgakund Road", "Ring Road", "Sankat Mochan Road", "Ashapur Road", "Varuna Bridge Road"],
  },
};

const CITY_WEIGHTS = Object.entries(PLACES).map(([city, place]) => [city as City, place.weight] as const);

// ── Kinds of property ────────────────────────────────────────────────────────────────────

/** What drives amenities, names and wording. */
type Group = "apartment" | "house" | "plot" | "farm" | "office" | "retail" | "industrial";

interface Kind {
  group: Group;
  /** Square feet. */
  area: readonly [number, number];
  /** Against a flat's rate in the same place. */
  saleFactor: number;
  rentFactor: number;
}

const KINDS: Record<string, Kind> = {
  "Flat/Apartment": { group: "apartment", area: [550, 2400], saleFactor: 1, rentFactor: 1 },
  "1 RK/Studio Apartment": { group: "apartment", area: [250, 480], saleFactor: 1.1, rentFactor: 1.25 },
  "Independent House/Villa": { group: "house", area: [1000, 5000], saleFactor: 1.15, rentFactor: 0.9 },
  "Plot/Land": { group: "plot", area: [900, 5400], saleFactor: 0.65, rentFactor: 0 },
  "Agricultural Land": { group: "farm", area: [21_780, 217_800], saleFactor: 0.012, rentFactor: 0 },
  Office: { group: "office", area: [400, 6000], saleFactor: 1.25, rentFactor: 1.6 },
  Retail: { group: "retail", area: [150, 2500], saleFactor: 1.7, rentFactor: 2.2 },
  Shop: { group: "retail", area: [100, 1200], saleFactor: 1.8, rentFactor: 2.3 },
  Showroom: { group: "retail", area: [800, 6000], saleFactor: 1.6, rentFactor: 2 },
  "Warehouse/Godown": { group: "industrial", area: [1500, 20_000], saleFactor: 0.35, rentFactor: 0.5 },
  Storage: { group: "industrial", area: [2000, 25_000], saleFactor: 0.35, rentFactor: 0.5 },
  Industry: { group: "industrial", area: [5000, 60_000], saleFactor: 0.3, rentFactor: 0.4 },
};
const COMMERCIAL_PLOT: Kind = { group: "plot", area: [1000, 10_000], saleFactor: 1, rentFactor: 0 };

function kindOf(category: string, propertyType: string): Kind {
  if (category === "Commercial" && propertyType === "Plot/Land") return COMMERCIAL_PLOT;
  const kind = KINDS[propertyType];
  if (!kind) throw new Error(`no benchmark profile for ${propertyType}`);
  return kind;
}

/** How likely each amenity is for each group (absent: never). */
const AMENITY_ODDS: Readonly<Record<Amenity, Partial<Record<Group, number>>>> = {
  Gym: { apartment: 0.45, house: 0.05, office: 0.15 },
  "Swimming Pool": { apartment: 0.22, house: 0.08 },
  Parking: { apartment: 0.92, house: 0.85, plot: 0.2, office: 0.9, retail: 0.7, industrial: 0.8 },
  Security: { apartment: 0.9, house: 0.4, plot: 0.6, farm: 0.1, office: 0.9, retail: 0.6, industrial: 0.85 },
  "Power Backup": { apartment: 0.85, house: 0.5, office: 0.95, retail: 0.6, industrial: 0.9 },
  Clubhouse: { apartment: 0.3, house: 0.05, plot: 0.15 },
  Lift: { apartment: 0.95, office: 0.9, retail: 0.2 },
  Balcony: { apartment: 0.75, house: 0.6 },
  "Medical Facility": { apartment: 0.08, office: 0.05, industrial: 0.1 },
  "Day Care Center": { apartment: 0.1 },
  "Pet Area": { apartment: 0.12, house: 0.1 },
  "Indoor Games": { apartment: 0.2 },
  "Conference Room": { office: 0.6, industrial: 0.1 },
  "Large Green Area": { apartment: 0.3, house: 0.25, plot: 0.45, farm: 0.3 },
  "Concierge Desk": { apartment: 0.04, office: 0.2 },
  Helipad: { office: 0.01 },
  "Golf Course": { apartment: 0.015, house: 0.02, plot: 0.02 },
  Multiplex: { retail: 0.1, office: 0.03 },
  "Serviced Apartments": { apartment: 0.03 },
  "Service Elevators": { apartment: 0.05, office: 0.4, retail: 0.15, industrial: 0.2 },
  "High Street Retail": { apartment: 0.05, office: 0.15, retail: 0.5 },
  Hypermarket: { apartment: 0.03, retail: 0.08 },
  "ATM'S": { apartment: 0.08, office: 0.25, retail: 0.3 },
  "Study Room": { apartment: 0.06, house: 0.1 },
};

const NAME_FIRST = [
  "Gomti",
  "Awadh",
  "Ganga",
  "Kashi",
  "Saraswati",
  "Shivalik",
  "Aravali",
  "Nilgiri",
  "Kaveri",
  "Yamuna",
  "Ashoka",
  "Chandan",
  "Kesar",
  "Gulmohar",
  "Amaltas",
  "Kadamb",
  "Neelkanth",
  "Surya",
  "Tulsi",
  "Vaibhav",
] as const;
const NAME_LAST: Readonly<Record<Group, readonly string[]>> = {
  apartment: ["Heights", "Residency", "Towers", "Apartments", "Enclave", "Greens", "Homes", "Court"],
  house: ["Villas", "Kunj", "Vihar", "Homes", "Greens", "Enclave"],
  plot: ["Enclave", "City", "Nagar", "Greens", "Vatika", "Estate"],
  farm: ["Farms", "Farmland", "Agro Estate"],
  office: ["Business Park", "Corporate Tower", "Trade Centre", "Square"],
  retail: ["Plaza", "Arcade", "Market", "Galleria"],
  industrial: ["Industrial Estate", "Logistics Park", "Udyog Kendra", "Warehousing"],
};

const EXTRAS: Readonly<Record<Group, readonly string[]>> = {
  apartment: [
    "Close to schools, hospitals and the main market.",
    "Well-lit rooms with cross ventilation.",
    "Gated society with security round the clock.",
    "Covered parking and water supply all day.",
    "Ready to move in; loans available from major banks.",
    "Modular kitchen and wooden wardrobes in the bedrooms.",
  ],
  house: [
    "A servant room and a store room on the ground floor.",
    "Quiet lane, ten minutes from the ring road.",
    "Terrace garden and a covered car porch.",
    "Clear title; registry on the day of sale.",
  ],
  plot: [
    "Clear title, approved layout, ready for registry.",
    "Boundary wall done; road, drainage and street lights in place.",
    "Corner plot on a 30-foot road.",
    "Close to the upcoming metro line.",
  ],
  farm: [
    "Road access, a tube well and an electricity connection.",
    "Fertile land, now under wheat and mustard.",
    "Clear revenue records; suitable for a farmhouse.",
  ],
  office: [
    "Open floor plate with a pantry and two cabins.",
    "Ready for fit-out; ample visitor parking.",
    "Metro station within walking distance.",
  ],
  retail: [
    "Ground-floor frontage on a busy market road.",
    "Suited to a showroom, pharmacy or café.",
    "High footfall all week.",
  ],
  industrial: [
    "Wide access road for heavy vehicles.",
    "Three-phase power connection and a loading bay.",
    "Near the highway and the rail freight yard.",
  ],
};

const ORDINAL = ["ground", "1st", "2nd", "3rd"];
function floorName(floor: number): string {
  return ORDINAL[floor] ?? `${floor}th`;
}

/** Rupees, rounded as people price them. */
function roundPrice(value: number, rent: boolean): number {
  if (rent) return Math.max(1000, Math.round(value / 500) * 500);
  if (value >= 10_000_000) return Math.round(value / 100_000) * 100_000;
  return Math.max(100_000, Math.round(value / 10_000) * 10_000);
}

function formatSqft(area: number): string {
  return area.toLocaleString("en-IN");
}

/** One generated listing, in the stored columns' terms. */
export interface GeneratedListing {
  city: City;
  locality: string;
  projectBuildingName: string;
  address: string;
  description: string;
  plotArea: number;
  price: number;
  furnishing: string | null;
  floorNumber: number | null;
  totalFloors: number | null;
  amenities: Amenity[];
  listingType: string;
  propertyCategory: string;
  propertyType: string;
  facingType: string;
  contactNumber: string;
  /** Seconds before the reference time at which it was posted (spread over 18 months). */
  ageSeconds: number;
  /** Homes only: 0 is 1 RK, as the wizard stores it. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** The unit the area was typed in (plotArea is in it); areaSqft is the same area in square feet. */
  areaUnit: "sqft" | "sqyd" | "acre";
  areaSqft: number;
  /** Sales only, as listingValues derives it. */
  pricePerSqft: number | null;
  possession: string | null;
  /** Plots and houses: the road in front (feet), and whether it is a corner plot (blank: not said). */
  roadWidth: number | null;
  corner: string | null;
  /** Homes to rent: families, bachelors or anyone (blank: not said). */
  tenants: string | null;
}

/** Posted within 18 months before this moment, so the data does not depend on the day of the run. */
export const REFERENCE_TIME = "2026-11-01T12:00:00+05:30";
const EIGHTEEN_MONTHS = 548 * 24 * 3600;

function listing(random: Random, listingType: string, category: string, propertyType: string): GeneratedListing {
  const city = weighted(random, CITY_WEIGHTS);
  const place = PLACES[city];
  const [locality, dearness] = pick(random, place.localities);
  const kind = kindOf(category, propertyType);
  const group = kind.group;
  const rawArea = between(random, kind.area[0], kind.area[1]);
  const plotArea = group === "farm" ? Math.round(rawArea / 100) * 100 : Math.round(rawArea / 5) * 5;
  const spread = between(random, 0.8, 1.25);
  let price: number;
  if (listingType === "PG") {
    price = roundPrice(place.rentRate * 500 * spread, true); // a bed a month
  } else if (listingType === "Rent") {
    price = roundPrice(plotArea * place.rentRate * dearness * kind.rentFactor * spread, true);
  } else {
    price = roundPrice(plotArea * place.saleRate * dearness * kind.saleFactor * spread, false);
  }

  let totalFloors: number | null = null;
  let floorNumber: number | null = null;
  if (group === "apartment" || group === "office") {
    totalFloors = city === "Noida" || city === "Gurugram" ? intBetween(random, 8, 32) : intBetween(random, 4, 16);
    floorNumber = intBetween(random, 0, totalFloors);
  } else if (group === "house") {
    totalFloors = intBetween(random, 1, 3);
    floorNumber = 0;
  } else if (group === "retail") {
    totalFloors = intBetween(random, 1, 4);
    floorNumber = random() < 0.7 ? 0 : 1;
  }
  const built = group === "apartment" || group === "house" || group === "office" || group === "retail";
  const furnishing = built
    ? weighted(random, [
        [FURNISHING[0], listingType === "Sell" ? 50 : 25],
        [FURNISHING[1], 40],
        [FURNISHING[2], listingType === "Sell" ? 10 : 35],
      ])
    : null;
  const facingType = weighted(
    random,
    FACING_TYPES.map((facing) => [facing, facing === "East" || facing === "North-East" ? 3 : 1] as const),
  );
  const amenities = AMENITIES.filter((amenity) => {
    const odds = AMENITY_ODDS[amenity][group] ?? 0;
    // Lifts only in buildings tall enough to have one.
    if (amenity === "Lift" && (totalFloors ?? 0) < 5 && group !== "retail") return false;
    return random() < odds;
  });

  const name = `${pick(random, NAME_FIRST)} ${pick(random, NAME_LAST[group])}${random() < 0.15 ? ` Phase ${pick(random, ["II", "III"])}` : ""}`;
  const street = pick(random, place.streets);
  const number = intBetween(random, 1, 480);
  const address =
    group === "apartment"
      ? `Flat ${(floorNumber ?? 0) * 100 + intBetween(random, 1, 8)}, Tower ${pick(random, ["A", "B", "C", "D", "E"])}, ${street}`
      : group === "farm"
        ? `Khasra No. ${number}, off ${street}`
        : `${group === "retail" ? "Shop" : group === "office" ? "Unit" : group === "house" ? "House" : "Plot"} ${number}, ${street}`;

  const rooms = plotArea < 700 ? 1 : plotArea < 1100 ? 2 : plotArea < 1600 ? 3 : 4;
  const opening: Record<Group, string> = {
    apartment:
      propertyType === "1 RK/Studio Apartment"
        ? `Studio apartment of ${formatSqft(plotArea)} sq ft on the ${floorName(floorNumber ?? 0)} floor in ${locality}.`
        : `${rooms} BHK ${(furnishing ?? "").toLowerCase()} flat of ${formatSqft(plotArea)} sq ft on the ${floorName(floorNumber ?? 0)} floor of a ${totalFloors}-storey tower in ${locality}.`,
    house: `${totalFloors === 1 ? "Single-storey" : `${totalFloors}-storey`} independent house with ${rooms + 1} bedrooms on ${formatSqft(plotArea)} sq ft in ${locality}.`,
    plot: `${facingType}-facing ${category.toLowerCase()} plot of ${formatSqft(plotArea)} sq ft in ${locality}, ${city}.`,
    farm: `${(plotArea / 43_560).toFixed(1)} acres of agricultural land near ${locality}, ${city}.`,
    office: `Office space of ${formatSqft(plotArea)} sq ft on the ${floorName(floorNumber ?? 0)} floor in ${locality}.`,
    retail: `Shop of ${formatSqft(plotArea)} sq ft in ${locality}, ${city}.`,
    industrial: `${propertyType === "Storage" ? "Warehouse" : "Industrial shed"} of ${formatSqft(plotArea)} sq ft near ${locality}.`,
  };
  const extras = EXTRAS[group];
  const first = pick(random, extras);
  const second = random() < 0.5 ? pick(random, extras) : first;
  const description = [opening[group], first, second === first ? "" : second].filter(Boolean).join(" ");

  // Drawn after everything above, so the fields the benchmark had before stay as they were.
  const home = group === "apartment" || group === "house";
  const bedrooms = !home
    ? null
    : propertyType === "1 RK/Studio Apartment"
      ? 0
      : Math.min(6, group === "house" ? rooms + 1 : rooms);
  const bathrooms = bedrooms === null ? null : Math.max(1, bedrooms - (random() < 0.4 ? 1 : 0));
  // Plots are often typed in gaj (sq yd) and farmland in acres, as in the wizard.
  const areaUnit = group === "farm" ? "acre" : group === "plot" && random() < 0.5 ? "sqyd" : "sqft";
  const typed =
    areaUnit === "acre"
      ? Math.round((plotArea / 43_560) * 100) / 100
      : areaUnit === "sqyd"
        ? Math.round(plotArea / 9)
        : plotArea;
  const areaSqft = areaUnit === "acre" ? typed * 43_560 : areaUnit === "sqyd" ? typed * 9 : typed;
  const possession =
    group === "apartment" || group === "house" || group === "office"
      ? listingType === "Sell" && random() < 0.3
        ? "Under construction"
        : "Ready to move"
      : null;
  // The plot and rent facts (decision 060), drawn last so that every field above stays as it was.
  const colony = (group === "plot" && category === "Residential") || group === "house";
  const roadWidth = colony && random() < 0.8 ? pick(random, [12, 20, 24, 30, 40, 60, 80]) : null;
  const corner = colony && random() < 0.7 ? (random() < 0.3 ? "Yes" : "No") : null;
  const tenants =
    home && listingType === "Rent" && random() < 0.85
      ? weighted(random, [
          ["Family", 45],
          ["Bachelors", 15],
          ["Anyone", 40],
        ])
      : null;

  return {
    city,
    locality,
    projectBuildingName: name,
    address,
    description,
    plotArea: typed,
    bedrooms,
    bathrooms,
    areaUnit,
    areaSqft,
    pricePerSqft: listingType === "Sell" && areaSqft > 0 ? Math.round(price / areaSqft) : null,
    possession,
    roadWidth,
    corner,
    tenants,
    price,
    furnishing,
    floorNumber,
    totalFloors,
    amenities,
    listingType,
    propertyCategory: category,
    propertyType,
    facingType,
    contactNumber: `${intBetween(random, 6, 9)}${String(intBetween(random, 0, 999_999_999)).padStart(9, "0")}`,
    ageSeconds: Math.floor(random() * EIGHTEEN_MONTHS),
  };
}

const [SELL, RENT, AGRICULTURAL] = PROPERTY_FORM.listingTypes;

/** Property g (from 1): what owners and agents post through the public wizard (PROPERTY_FORM). */
export function generateProperty(g: number): GeneratedListing {
  const random = rowRandom(1, g);
  if (random() < 0.05) {
    const category = random() < 0.7 ? "Residential" : "Commercial";
    return listing(random, AGRICULTURAL, category, "Agricultural Land");
  }
  if (random() < 0.82) {
    const type = weighted(random, [
      [PROPERTY_FORM.propertyTypes.Residential[0], 50],
      [PROPERTY_FORM.propertyTypes.Residential[1], 20],
      [PROPERTY_FORM.propertyTypes.Residential[2], 30],
    ]);
    const listingType = type === "Plot/Land" || random() < 0.7 ? SELL : RENT;
    return listing(random, listingType, "Residential", type);
  }
  const type = weighted<(typeof PROPERTY_FORM.propertyTypes.Commercial)[number]>(random, [
    ["Shop", 30],
    ["Office", 25],
    ["Plot/Land", 25],
    ["Showroom", 8],
    ["Warehouse/Godown", 7],
    ["Industry", 5],
  ]);
  const listingType = type === "Plot/Land" || random() < 0.6 ? SELL : RENT;
  return listing(random, listingType, "Commercial", type);
}

/** Project g (from 1): what the Admin posts through the city-project wizard (PROJECT_FORM). */
export function generateProject(g: number): GeneratedListing {
  const random = rowRandom(2, g);
  const [sell, rent, pg] = PROJECT_FORM.listingTypes;
  if (random() < 0.75) {
    const type = weighted(random, [
      [PROJECT_FORM.propertyTypes.Residential[0], 45],
      [PROJECT_FORM.propertyTypes.Residential[1], 15],
      [PROJECT_FORM.propertyTypes.Residential[2], 25],
      [PROJECT_FORM.propertyTypes.Residential[3], 15],
    ]);
    const listingType =
      type === "Plot/Land"
        ? sell
        : type === "1 RK/Studio Apartment"
          ? weighted(random, [
              [sell, 20],
              [rent, 40],
              [pg, 40],
            ])
          : type === "Flat/Apartment"
            ? weighted(random, [
                [sell, 75],
                [rent, 15],
                [pg, 10],
              ])
            : random() < 0.85
              ? sell
              : rent;
    return listing(random, listingType, "Residential", type);
  }
  const type = weighted(random, [
    [PROJECT_FORM.propertyTypes.Commercial[0], 30],
    [PROJECT_FORM.propertyTypes.Commercial[1], 25],
    [PROJECT_FORM.propertyTypes.Commercial[2], 20],
    [PROJECT_FORM.propertyTypes.Commercial[3], 15],
    [PROJECT_FORM.propertyTypes.Commercial[4], 10],
  ]);
  const listingType = type === "Plot/Land" || random() < 0.65 ? sell : rent;
  return listing(random, listingType, "Commercial", type);
}

const FIRST_NAMES = [
  "Aarav",
  "Ananya",
  "Rohit",
  "Priya",
  "Vikas",
  "Neha",
  "Sanjay",
  "Pooja",
  "Amit",
  "Shalini",
  "Rahul",
  "Kavita",
  "Imran",
  "Farah",
  "Arjun",
  "Meera",
];
const LAST_NAMES = [
  "Srivastava",
  "Mishra",
  "Verma",
  "Tripathi",
  "Khan",
  "Agarwal",
  "Singh",
  "Yadav",
  "Gupta",
  "Rastogi",
];

/** Owner g (from 1): the account a property was posted from. */
export function generateOwner(g: number): { id: string; name: string; email: string; role: string; mobile: string } {
  const random = rowRandom(3, g);
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  return {
    id: `bench-owner-${g}`,
    name: `${first} ${last}`,
    email: `${first}.${last}.${g}@example.in`.toLowerCase(),
    role: random() < 0.6 ? "Owner" : "Agent",
    mobile: `9${String(intBetween(random, 0, 999_999_999)).padStart(9, "0")}`,
  };
}

/** How many accounts the properties were posted from. */
export const OWNERS = 400;
