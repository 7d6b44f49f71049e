import type { Meaning, QueryLanguage } from "./query-language";

/**
 * The search box's words in English and the Hinglish people type on property sites
 * ("2bhk flat kiraye par", "60 lakh tak", "owner se direct"). Another language is another
 * table like this one, passed to readQuery beside it.
 */

const RENT: Meaning = { listingType: "Rent" };
const SALE: Meaning = { listingType: "Sell" };
const FLAT: Meaning = { propertyType: "Flat/Apartment" };
const HOUSE: Meaning = { propertyType: "Independent House/Villa" };
const PLOT: Meaning = { propertyType: "Plot/Land" };
const FARM: Meaning = { propertyType: "Agricultural Land" };
/** Land of any kind: a plot or farmland ("zameen" is both). */
const LAND: Meaning = { propertyType: ["Plot/Land", "Agricultural Land"] };
const INDUSTRY: Meaning = { category: "Commercial", propertyType: "Industry" };
const COMMERCIAL: Meaning = { category: "Commercial" };
const SHOP: Meaning = { category: "Commercial", propertyType: "Shop" };
const OFFICE: Meaning = { category: "Commercial", propertyType: "Office" };
const SHOWROOM: Meaning = { category: "Commercial", propertyType: "Showroom" };
const GODOWN: Meaning = { category: "Commercial", propertyType: "Warehouse/Godown" };
const OWNER: Meaning = { postedBy: "Owner" };
const AGENT: Meaning = { postedBy: "Agent" };
const FURNISHED: Meaning = { furnishing: "Fully Furnished" };
const SEMI: Meaning = { furnishing: "Semi-Furnished" };
const UNFURNISHED: Meaning = { furnishing: "Unfurnished" };
const READY: Meaning = { possession: "Ready to move" };
const BUILDING: Meaning = { possession: "Under construction" };
const RK: Meaning = { bhk: 0 };
const CHEAPEST_FIRST: Meaning = { sort: "price-asc" };

const each = (meaning: Meaning, ...phrases: string[]) => phrases.map((phrase): [string, Meaning] => [phrase, meaning]);

export const ENGLISH: QueryLanguage = {
  phrases: Object.fromEntries([
    // Listing type. PG rooms are let: a PG is looked for among rentals.
    ...each(RENT, "rent", "rental", "for rent", "on rent", "to let", "to-let", "tolet", "lease", "on lease"),
    ...each(RENT, "kiraya", "kiraye", "kiraaye", "kiraye par", "kiraye pe", "kiraye ka", "kiraye ki"),
    ...each(RENT, "pg", "paying guest"),
    // A period after a budget ("under 15k per month"): what is paid by the month is a rent.
    ...each(RENT, "per month", "a month", "monthly", "per mahina", "mahina", "mahine", "har mahine"),
    ...each(SALE, "sale", "for sale", "sell", "buy", "resale", "re sale", "purchase", "bikau", "bechna"),
    // Kind of property.
    ...each(FLAT, "flat", "flats", "apartment", "apartments", "builder floor", "society flat"),
    ...each(HOUSE, "villa", "villas", "house", "houses", "independent house", "kothi", "bungalow", "duplex"),
    ...each(HOUSE, "row house", "makaan", "makan", "ghar"),
    ...each(PLOT, "plot", "plots", "bhukhand"),
    ...each(LAND, "land", "zameen", "jameen", "zamin", "jamin"),
    ...each(FARM, "agricultural land", "agriculture land", "farm land", "farmland", "farm", "khet"),
    ...each(INDUSTRY, "industry", "industrial", "factory", "industrial land"),
    ...each(COMMERCIAL, "commercial", "commercial space", "commercial property"),
    ...each(SHOP, "shop", "shops", "dukaan", "dukan", "retail shop", "shop space"),
    ...each(OFFICE, "office", "offices", "office space", "office spaces", "daftar"),
    ...each(SHOWROOM, "showroom", "showrooms", "show room"),
    ...each(GODOWN, "warehouse", "warehouses", "godown", "godowns", "godaam", "gowdown"),
    ["residential", { category: "Residential" }],
    ...each(RK, "rk", "studio", "studio apartment", "studio flat"),
    // Intent: "sasta" orders by price, lowest first, rather than searching for the word.
    ...each(CHEAPEST_FIRST, "sasta", "saste", "sasti", "cheap", "cheapest", "low price", "lowest price", "kam daam"),
    // Posted by.
    ...each(OWNER, "owner", "by owner", "owner only", "only owner", "direct owner", "owner direct"),
    ...each(OWNER, "no broker", "no brokers", "without broker", "no brokerage", "zero brokerage", "brokerage free"),
    ...each(OWNER, "owner se", "malik"),
    ...each(AGENT, "by agent", "by broker", "by dealer", "dealer", "agent"),
    // Furnishing.
    ...each(FURNISHED, "furnished", "fully furnished", "full furnished", "fully-furnished"),
    ...each(SEMI, "semi furnished", "semi-furnished", "semifurnished", "semi"),
    ...each(UNFURNISHED, "unfurnished", "un furnished", "non furnished", "without furniture", "bare shell"),
    // Possession.
    ...each(READY, "ready to move", "ready to move in", "ready", "rtm", "ready possession", "immediate possession"),
    ...each(BUILDING, "under construction", "under-construction", "uc", "new launch"),
    // Amenities by name, and the words people use for them.
    ...each({ amenity: "Lift" }, "lift", "lifts", "elevator", "elevators"),
    ...each({ amenity: "Parking" }, "parking", "car parking", "covered parking"),
    ...each({ amenity: "Security" }, "security", "gated", "gated society", "guard", "cctv"),
    ...each({ amenity: "Power Backup" }, "power backup", "power back up", "backup", "generator"),
    ...each({ amenity: "Gym" }, "gym", "gymnasium"),
    ...each({ amenity: "Swimming Pool" }, "swimming pool", "pool"),
    ...each({ amenity: "Clubhouse" }, "clubhouse", "club house"),
    ...each({ amenity: "Balcony" }, "balcony", "balconies"),
    ...each({ amenity: "Medical Facility" }, "medical facility"),
    ...each({ amenity: "Day Care Center" }, "day care center", "day care centre", "daycare", "creche"),
    ...each({ amenity: "Pet Area" }, "pet area", "pet friendly"),
    ...each({ amenity: "Indoor Games" }, "indoor games"),
    ...each({ amenity: "Conference Room" }, "conference room"),
    ...each({ amenity: "Large Green Area" }, "large green area", "green area"),
    ...each({ amenity: "Concierge Desk" }, "concierge desk", "concierge"),
    ...each({ amenity: "Helipad" }, "helipad"),
    ...each({ amenity: "Golf Course" }, "golf course"),
    ...each({ amenity: "Multiplex" }, "multiplex"),
    ...each({ amenity: "Serviced Apartments" }, "serviced apartments", "serviced apartment"),
    ...each({ amenity: "Service Elevators" }, "service elevators", "service elevator", "service lift"),
    ...each({ amenity: "High Street Retail" }, "high street retail"),
    ...each({ amenity: "Hypermarket" }, "hypermarket"),
    ...each({ amenity: "ATM'S" }, "atm", "atms", "atm's"),
    ...each({ amenity: "Study Room" }, "study room"),
  ]),
  bedrooms: ["bhk", "b h k", "bedroom", "bedrooms", "bed", "beds", "br", "bedroom hall kitchen", "room", "rooms"],
  roomKitchen: ["rk", "r k", "room kitchen"],
  numbers: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ek: 1, do: 2, teen: 3, char: 4, paanch: 5, chhe: 6 },
  money: {
    lakh: 1_00_000,
    lakhs: 1_00_000,
    lac: 1_00_000,
    lacs: 1_00_000,
    l: 1_00_000,
    lk: 1_00_000,
    crore: 1_00_00_000,
    crores: 1_00_00_000,
    cr: 1_00_00_000,
    crs: 1_00_00_000,
    karod: 1_00_00_000,
    k: 1000,
    thousand: 1000,
    thousands: 1000,
    hazar: 1000,
    hazaar: 1000,
    hajar: 1000,
  },
  rupees: ["₹", "rs", "inr", "rupees", "rupee", "rupaye", "rupay"],
  areas: {
    sqft: "sqft",
    "sq ft": "sqft",
    "sq feet": "sqft",
    "square feet": "sqft",
    "square foot": "sqft",
    "sq foot": "sqft",
    sft: "sqft",
    feet: "sqft",
    ft: "sqft",
    gaj: "sqyd",
    gaz: "sqyd",
    "sq yd": "sqyd",
    sqyd: "sqyd",
    "sq yard": "sqyd",
    "sq yards": "sqyd",
    "square yard": "sqyd",
    "square yards": "sqyd",
    yard: "sqyd",
    yards: "sqyd",
    "sq m": "sqm",
    sqm: "sqm",
    "sq mt": "sqm",
    "sq meter": "sqm",
    "sq metre": "sqm",
    "square meter": "sqm",
    "square metre": "sqm",
    "square meters": "sqm",
    "square metres": "sqm",
    acre: "acre",
    acres: "acre",
    bigha: "bigha",
    bighas: "bigha",
    beegha: "bigha",
  },
  atMostBefore: [
    "under",
    "below",
    "upto",
    "up to",
    "max",
    "maximum",
    "less than",
    "within",
    "budget",
    "budget upto",
    "budget up to",
    "not more than",
    "till",
  ],
  atMostAfter: ["tak", "max", "or less", "and below", "or below", "se kam", "ke andar", "ke niche", "tk"],
  atLeastBefore: ["above", "over", "min", "minimum", "more than", "at least", "atleast", "from", "starting"],
  atLeastAfter: ["plus", "+", "and above", "or more", "or above", "onwards", "se upar", "se zyada", "se jyada"],
  rangeBefore: ["between", "range"],
  rangeJoin: ["-", "to", "and", "se"],
  orJoin: ["or", "/", ",", "and", "&", "ya"],
  fillers: [
    "in",
    "at",
    "near",
    "nearby",
    "around",
    "for",
    "with",
    "a",
    "an",
    "the",
    "of",
    "and",
    "or",
    "me",
    "mein",
    "mai",
    "ka",
    "ki",
    "ke",
    "wala",
    "wali",
    "chahiye",
    "property",
    "properties",
    "available",
    // How people talk to a search box, never what they look for: "seedha", "koi accha",
    // "please", "urgent", "mujhe ... chahiye" (issue 43).
    "seedha",
    "sidha",
    "seedhe",
    "sidhe",
    "koi",
    "bhi",
    "acha",
    "accha",
    "achha",
    "achchha",
    "badhiya",
    "badiya",
    "please",
    "pls",
    "plz",
    "urgent",
    "urgently",
    "chahie",
    "chaiye",
    "chaahiye",
    "dikhao",
    "batao",
    "show",
    "mujhe",
    "hume",
    "humein",
    "hamein",
    "hai",
    "hain",
    "want",
    "need",
    "looking",
    "required",
    "wanted",
  ],
  cities: {
    lko: "Lucknow",
    lucknow: "Lucknow",
    gurgaon: "Gurugram",
    ggn: "Gurugram",
    cawnpore: "Kanpur",
    banaras: "Varanasi",
    benaras: "Varanasi",
    benares: "Varanasi",
    kashi: "Varanasi",
  },
};
