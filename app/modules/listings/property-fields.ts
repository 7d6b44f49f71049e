import {
  AMENITIES,
  CATEGORIES,
  type Category,
  CITIES,
  FACING_TYPES,
  FURNISHING,
  type ListingForm,
  PROPERTY_FORM,
} from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import type { WizardMessages } from "./messages";

/**
 * The fields of a listing, declared once. User-posted properties and the new projects an
 * Admin posts share one shape; they differ only in their form declaration (ListingFormSpec
 * below: the listing and property types offered, the required fields, the messages). The
 * posting wizard, the one-page form, the detail pages, the filters and the server-side
 * schema all read these labels and options, so an option added to app/config/enums.ts
 * appears everywhere. This module is free of Zod: pages load it up front.
 */

export type ChoiceField = "listingType" | "propertyCategory" | "propertyType" | "city" | "furnishing" | "facingType";
export type TextField = "projectBuildingName" | "locality" | "address" | "contactNumber" | "description";
export type NumberField = "plotArea" | "price" | "floorNumber" | "totalFloors";
export type PropertyField = ChoiceField | TextField | NumberField | "amenities" | "imageIds";
/** Fields whose form value is one string (everything but the two lists). */
export type ScalarField = ChoiceField | TextField | NumberField;

export interface FieldSpec {
  label: string;
  hint?: string;
  placeholder?: string;
  kind: "choice" | "text" | "longText" | "phone" | "number";
  /** Options of a choice; propertyType's depend on the category (see propertyTypeOptions). */
  options?: readonly string[];
  /** Integer-only numbers. */
  integer?: boolean;
  maxLength?: number;
}

export const FIELDS: Record<ScalarField, FieldSpec> = {
  listingType: { label: "Listing type", kind: "choice", options: PROPERTY_FORM.listingTypes },
  propertyCategory: { label: "Property category", kind: "choice", options: CATEGORIES },
  propertyType: { label: "Property type", kind: "choice", hint: "Choose the category first." },
  city: { label: "City", kind: "choice", options: CITIES },
  projectBuildingName: {
    label: "Project or building name",
    kind: "text",
    placeholder: "e.g. Gomti Greens Tower B",
    maxLength: 120,
  },
  locality: { label: "Locality", kind: "text", placeholder: "e.g. Gomti Nagar Extension", maxLength: 120 },
  address: { label: "Address", kind: "text", placeholder: "House or plot number, street", maxLength: 300 },
  contactNumber: { label: "Contact number", kind: "phone", hint: "10 digits, without +91" },
  plotArea: { label: "Plot area (sq ft)", kind: "number", placeholder: "e.g. 1650" },
  price: { label: "Price (₹)", kind: "number", integer: true, placeholder: "e.g. 9800000", hint: "In rupees" },
  furnishing: { label: "Furnishing", kind: "choice", options: FURNISHING },
  floorNumber: { label: "Floor number", kind: "number", integer: true, hint: "0 for the ground floor" },
  totalFloors: { label: "Total floors", kind: "number", integer: true },
  facingType: { label: "Facing", kind: "choice", options: FACING_TYPES },
  description: { label: "Description", kind: "longText", maxLength: 2000 },
};

export const AMENITY_OPTIONS = AMENITIES;

/** All property types of a form, whatever the category (for filters and checks). */
export function allPropertyTypes(form: ListingForm = PROPERTY_FORM): readonly string[] {
  return [...new Set(Object.values(form.propertyTypes).flatMap((types) => [...types]))];
}

/** All property types of the public wizard. */
export const ALL_PROPERTY_TYPES: readonly string[] = allPropertyTypes(PROPERTY_FORM);

/** The property types a form offers for a category; none until a category is chosen. */
export function propertyTypeOptions(
  category: string | undefined,
  form: ListingForm = PROPERTY_FORM,
): readonly string[] {
  return category && Object.hasOwn(form.propertyTypes, category) ? form.propertyTypes[category as Category] : [];
}

/** The options of a choice field in a form (listing and property types depend on the form). */
export function optionsOf(field: ScalarField, category?: string, form: ListingForm = PROPERTY_FORM): readonly string[] {
  if (field === "propertyType") return propertyTypeOptions(category, form);
  if (field === "listingType") return form.listingTypes;
  return FIELDS[field].options ?? [];
}

/** The wizard's four steps, in the spec's order, and the fields each one asks for. */
export const WIZARD_STEPS = [
  {
    title: "Property Details",
    fields: [
      "listingType",
      "propertyCategory",
      "propertyType",
      "city",
      "projectBuildingName",
      "locality",
      "address",
      "contactNumber",
    ],
  },
  {
    title: "Additional Details",
    fields: ["plotArea", "price", "furnishing", "floorNumber", "totalFloors", "facingType", "description"],
  },
  { title: "Amenities", fields: ["amenities"] },
  { title: "Upload Images", fields: ["imageIds"] },
] as const satisfies ReadonlyArray<{ title: string; fields: readonly PropertyField[] }>;

export const SCALAR_FIELDS = WIZARD_STEPS.flatMap((step) => step.fields).filter(
  (field): field is ScalarField => field !== "amenities" && field !== "imageIds",
);

/** The step (1 to 4) on which a field is asked for. */
export function stepOfField(field: string | undefined): number {
  const index = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field ?? ""));
  return index === -1 ? 1 : index + 1;
}

/** Fields the wizard requires; the one-page form (/Postlisting) requires all of them. */
export const REQUIRED_IN_WIZARD: readonly ScalarField[] = [
  "listingType",
  "propertyCategory",
  "propertyType",
  "city",
  "locality",
  "contactNumber",
];

export const MAX_IMAGES = LIMITS.imagesPerListing;

/**
 * What tells one listing wizard from another: the enumerations (PROPERTY_FORM or
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

/** "Sell, Rent or PG": a list of options as a sentence. */
export function orList(options: readonly string[]): string {
  return options.length < 2 ? (options[0] ?? "") : `${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
}
