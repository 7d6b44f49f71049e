import { areaUnitOf, toSquareFeet } from "#app/modules/text/area";
import {
  FIELDS,
  type FieldName,
  type FieldSpec,
  POSITION_FIELD,
  type PositionField,
  SCALAR_FIELDS,
  type Store,
} from "./fields";
import { formatPoint, type PinInput } from "./pin";
import type { ListingInput } from "./schema";

/** What a column of each store kind holds (a position is several columns: location.server.ts, Placement). */
interface StoredKinds {
  key: string;
  text: string;
  option: string | null;
  int: number | null;
  real: number | null;
  money: number | null;
  position: never;
}

type StoreOf<F extends FieldName> = (typeof FIELDS)[F]["store"];
/** The stored columns of a listing's fields, typed from the declaration (a position is written by placing it). */
export type StoredFields = { [F in Exclude<FieldName, PositionField>]: StoredKinds[StoreOf<F>] };

function stored(store: Store, value: string | number | undefined): string | number | null {
  if (value === undefined || value === "") return store === "key" || store === "text" ? "" : null;
  if (store === "int" || store === "real" || store === "money") return Number(value);
  return String(value);
}

/** Settings the stored values depend on (the server passes its own). */
export interface ValueSettings {
  /** Square feet in one bigha (BIGHA_SQFT). */
  bighaSqft: number;
}

/** Listing types whose price is for good, so a price per square foot means something. */
const SALES = ["Sell", "Agricultural Land"];

/** The derived fields: the area in square feet, and the price per square foot of a sale. */
function derived(input: ListingInput, { bighaSqft }: ValueSettings): Pick<StoredFields, "areaSqft" | "pricePerSqft"> {
  const area = input.plotArea === undefined ? Number.NaN : Number(input.plotArea);
  const squareFeet = toSquareFeet(area, areaUnitOf(input.areaUnit), bighaSqft);
  const areaSqft = Number.isFinite(squareFeet) && squareFeet > 0 ? squareFeet : null;
  const price = input.price === undefined ? null : Number(input.price);
  const pricePerSqft =
    areaSqft && price && SALES.includes(String(input.listingType)) ? Math.round(price / areaSqft) : null;
  return { areaSqft, pricePerSqft };
}

/**
 * The stored columns of a listing, from a checked form: each field by its store kind
 * (blank text as "", a blank choice or number as null), the derived fields computed, the
 * amenities without repeats.
 */
export function listingValues(input: ListingInput, settings: ValueSettings): StoredFields & { amenities: string[] } {
  const values = Object.fromEntries(
    SCALAR_FIELDS.flatMap((field) => {
      const { store } = FIELDS[field] as FieldSpec;
      // A position is placed by the server (location.server.ts, placeListing), not stored as typed.
      return store === "position" ? [] : [[field, stored(store, input[field] as string | number | undefined)]];
    }),
  ) as Omit<StoredFields, "areaSqft" | "pricePerSqft">;
  return { ...values, ...derived(input, settings), amenities: [...new Set(input.amenities)] };
}

/** A pin as the wizard's draft holds it: the position field's point, and the poster's checkbox. */
export function pinDraft(input: PinInput | undefined): Record<string, string> {
  const field = POSITION_FIELD;
  return {
    [field]: input?.pin ? formatPoint(input.pin) : "",
    [FIELDS[field].shownInput]: input?.pin && input.showExactLocation ? "on" : "",
  };
}
