import { PROPERTY_FORM } from "#app/config/enums";
import { msg } from "#app/modules/i18n/translate";
import {
  allPropertyTypes,
  FIELDS,
  type FieldSpec,
  optionLabel,
  POSITION_FIELD,
  SCALAR_FIELDS,
  type ScalarField,
  type Translate,
} from "#app/modules/listing-core/fields";

/**
 * The columns of a bulk import's sheet, made from the one listing declaration (fields.ts):
 * the poster's reference, every field the wizard asks for in its order, the amenities and the
 * photos' addresses. A new field is a new column, checked by the same schema, with no code here.
 */
export type ColumnKey = "reference" | ScalarField | "amenities" | "photos";

export const IMPORT_COLUMN_WORDS = {
  reference: msg("Your reference"),
  amenities: msg("Amenities"),
  photos: msg("Photo addresses"),
} as const;

export const COLUMN_KEYS: readonly ColumnKey[] = ["reference", ...SCALAR_FIELDS, "amenities", "photos"];

/** A column's header in a language (the field's own label, as the wizard shows it). */
export function columnHeader(key: ColumnKey, t: Translate): string {
  if (key === "reference" || key === "amenities" || key === "photos") return t(IMPORT_COLUMN_WORDS[key]);
  return t((FIELDS[key] as FieldSpec).label);
}

/** A header or an option as compared: case, spaces and punctuation do not count; letters of any script do. */
export function squeeze(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s_\-.,:;()/'"’₹]+/gu, "");
}

/** Which column each header of a file names: its English or Hindi header, or the field's own name. */
export function headerReader(translators: readonly Translate[]): (header: string) => ColumnKey | undefined {
  const known = new Map<string, ColumnKey>();
  for (const key of COLUMN_KEYS) {
    known.set(squeeze(key), key);
    for (const t of translators) known.set(squeeze(columnHeader(key, t)), key);
  }
  return (header) => known.get(squeeze(header));
}

/** A field's options in a file or the API: every listing and property type of the posting form, or the choice's own. */
export function columnOptions(field: ScalarField): readonly string[] {
  if (field === "listingType") return PROPERTY_FORM.listingTypes;
  if (field === "propertyType") return allPropertyTypes(PROPERTY_FORM);
  const spec = FIELDS[field] as FieldSpec;
  return spec.kind === "choice" ? (spec.options ?? []) : [];
}

/**
 * A choice written as its value ("Sell"), or as its label in either language ("बेचना"): the
 * value the schema checks. Anything else is left as typed, for the schema to refuse with the
 * wizard's message.
 */
export function choiceReader(translators: readonly Translate[]): (field: ScalarField, typed: string) => string {
  const maps = new Map<ScalarField, Map<string, string>>();
  for (const field of SCALAR_FIELDS) {
    const options = columnOptions(field);
    if (options.length === 0) continue;
    const map = new Map<string, string>();
    for (const value of options) {
      map.set(squeeze(value), value);
      for (const t of translators) map.set(squeeze(t(optionLabel(field, value))), value);
    }
    maps.set(field, map);
  }
  return (field, typed) => maps.get(field)?.get(squeeze(typed)) ?? typed;
}

/** Photo addresses in one cell: separated by spaces, new lines or commas followed by a space. */
export function photoAddresses(cell: string): string[] {
  return cell
    .split(/\s+|,\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Amenities in one cell, separated by commas or semicolons. */
export function amenityList(cell: string): string[] {
  return cell
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The position field's cell ("26.87312, 80.99621") as the wizard sends it. */
export const POSITION_COLUMN = POSITION_FIELD;
