import { formatArea, formatPrice } from "#app/modules/format";
import { FIELDS, type ScalarField } from "./property-fields";

export const NOT_PROVIDED = "Not provided";

/** The facts table of the detail page, in the wizard's order (the description has its own block). */
export const DETAIL_FIELDS: readonly ScalarField[] = [
  "listingType",
  "propertyCategory",
  "propertyType",
  "city",
  "locality",
  "address",
  "projectBuildingName",
  "price",
  "plotArea",
  "furnishing",
  "floorNumber",
  "totalFloors",
  "facingType",
  "contactNumber",
];

/** A stored value as the detail page shows it. */
export function displayValue(field: ScalarField, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return NOT_PROVIDED;
  switch (field) {
    case "price":
      return formatPrice(Number(value));
    case "plotArea":
      return formatArea(Number(value));
    case "floorNumber":
      return Number(value) === 0 ? "Ground floor" : String(value);
    case "contactNumber":
      return String(value).replace(/^(\d{5})(\d{5})$/, "$1 $2");
    default:
      return String(value);
  }
}

export function fieldLabel(field: ScalarField): string {
  return FIELDS[field].label;
}
