import { FIELDS, type FieldName, type FieldSpec, SCALAR_FIELDS, type Store } from "./fields";
import type { ListingInput } from "./schema";

/** What a column of each store kind holds. */
interface StoredKinds {
  key: string;
  text: string;
  option: string | null;
  int: number | null;
  real: number | null;
  money: number | null;
}

type StoreOf<F extends FieldName> = (typeof FIELDS)[F]["store"];
/** The stored columns of a listing's fields, typed from the declaration. */
export type StoredFields = { [F in FieldName]: StoredKinds[StoreOf<F>] };

function stored(store: Store, value: string | number | undefined): string | number | null {
  if (value === undefined || value === "") return store === "key" || store === "text" ? "" : null;
  if (store === "int" || store === "real" || store === "money") return Number(value);
  return String(value);
}

/** The derived fields, computed from the checked values (none yet besides the typed ones). */
function derived(_input: ListingInput): Partial<StoredFields> {
  return {};
}

/**
 * The stored columns of a listing, from a checked form: each field by its store kind
 * (blank text as "", a blank choice or number as null), the derived fields computed, the
 * amenities without repeats.
 */
export function listingValues(input: ListingInput): StoredFields & { amenities: string[] } {
  const values = Object.fromEntries(
    SCALAR_FIELDS.map((field) => [field, stored((FIELDS[field] as FieldSpec).store, input[field])]),
  ) as StoredFields;
  return { ...values, ...derived(input), amenities: [...new Set(input.amenities)] };
}
