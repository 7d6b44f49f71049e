import { FIELDS, POSITION_FIELD, SCALAR_FIELDS } from "./fields";

/**
 * Property data arrives with inconsistent field names: the old product wrote `city` in one
 * place and read `City` in another, and kept photos in `imageUrls` or `imageURL`. Every
 * path that takes property data in (forms, the JSON import) passes it through here first,
 * so the rest of the code sees one spelling. Keys we do not know, such as isApproved or
 * userId, are dropped: they are decided by the server, never by the sender.
 */
export interface NormalisedListing {
  [field: string]: unknown;
  amenities?: unknown;
  imageIds?: unknown;
  /** Links or file paths of photos (imports); the wizard sends uploaded image ids instead. */
  imageUrls?: string[];
}

const CANONICAL: Record<string, string> = Object.fromEntries(
  // The position's checkbox travels beside its field (fields.ts, PositionSpec).
  [...SCALAR_FIELDS, FIELDS[POSITION_FIELD].shownInput, "amenities", "imageIds"].map((field) => [
    field.toLowerCase(),
    field,
  ]),
);
// Other spellings seen in the old data, by their lower-case form.
const ALIASES: Record<string, string> = {
  imageurl: "imageUrls",
  imageurls: "imageUrls",
  imageid: "imageIds",
  imageids: "imageIds",
  amenity: "amenities",
  // The fields of docs/product/marketplace.md §1 as listing exports often name them.
  bhk: "bedrooms",
  area: "plotArea",
  unit: "areaUnit",
  rera: "reraNumber",
  rerano: "reraNumber",
  reraregistration: "reraNumber",
};

/** "3 BHK", "3BHK", "1 RK" and "6+ BHK" as the bedrooms field stores them ("3", "0", "6"). */
function bedroomsValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim().toUpperCase();
  if (/^1\s*RK$/.test(text)) return "0";
  const match = /^(\d+)\s*\+?\s*(BHK)?$/.exec(text);
  return match?.[1] ? String(Math.min(Number(match[1]), 6)) : value;
}

/** "sq ft", "Sq. Yd.", "gaj", "bigha" as the unit keys of area.ts. */
const UNIT_ALIASES: Record<string, string> = {
  sqft: "sqft",
  squarefeet: "sqft",
  sqyd: "sqyd",
  squareyards: "sqyd",
  gaj: "sqyd",
  sqm: "sqm",
  squaremetres: "sqm",
  squaremeters: "sqm",
  acre: "acre",
  acres: "acre",
  bigha: "bigha",
};

function areaUnitValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return UNIT_ALIASES[value.toLowerCase().replace(/[^a-z]/g, "")] ?? value;
}

function canonicalKey(key: string): string | undefined {
  const lower = key.replace(/[\s_-]/g, "").toLowerCase();
  return CANONICAL[lower] ?? ALIASES[lower];
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

function asList(value: unknown, splitText: boolean): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === "string" && splitText) {
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return [value];
}

export function normaliseListing(input: Record<string, unknown>): NormalisedListing {
  const output: NormalisedListing = {};
  const fromCanonicalSpelling = new Set<string>();
  for (const [key, value] of Object.entries(input)) {
    const field = canonicalKey(key);
    if (!field) continue;
    const exact = key === field;
    const taken = field in output;
    // The canonical spelling wins over a variant, unless it is blank and the variant is not.
    if (taken && !isBlank(output[field]) && (fromCanonicalSpelling.has(field) || isBlank(value))) continue;
    if (taken && isBlank(value)) continue;
    output[field] = value;
    if (exact) fromCanonicalSpelling.add(field);
  }
  if ("bedrooms" in output) output.bedrooms = bedroomsValue(output.bedrooms);
  if ("areaUnit" in output) output.areaUnit = areaUnitValue(output.areaUnit);
  if ("amenities" in output) output.amenities = asList(output.amenities, true);
  if ("imageIds" in output) output.imageIds = asList(output.imageIds, false);
  if ("imageUrls" in output) {
    output.imageUrls = asList(output.imageUrls, false).filter(
      (item): item is string => typeof item === "string" && item.trim() !== "",
    );
  }
  return output;
}
