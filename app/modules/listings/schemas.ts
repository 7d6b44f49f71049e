import * as z from "zod/mini";
import { LIMITS } from "#app/config/limits";
import { check, mobileNumber } from "#app/modules/form-schema";
import type { Checked } from "#app/modules/forms";
import {
  ALL_PROPERTY_TYPES,
  AMENITY_OPTIONS,
  FIELDS,
  MAX_IMAGES,
  propertyTypeOptions,
  REQUIRED_IN_WIZARD,
  type ScalarField,
  stepOfField,
  WIZARD_STEPS,
} from "./property-fields";

/** The spec's messages for posting, and ours for each field a server check can refuse. */
export const PROPERTY_MESSAGES = {
  mustLogIn: "You must be logged in to submit a property!",
  submitted: "Property submitted successfully!",
  submitFailed: "Error submitting property. Please try again.",
  uploaded: "Images uploaded successfully!",
  uploadFailed: "Image upload failed. Please try again.",
} as const;

export const FIELD_MESSAGES: Record<ScalarField | "amenities" | "imageIds" | "imagesRequired", string> = {
  listingType: "Choose a listing type: Sell, Rent or Agricultural Land.",
  propertyCategory: "Choose a property category: Residential or Commercial.",
  propertyType: "Choose a property type that belongs to the chosen category.",
  city: "Choose one of our cities.",
  projectBuildingName: "Enter the project or building name.",
  locality: "Enter the locality.",
  address: "Enter the address.",
  contactNumber: "Enter a 10-digit contact number.",
  plotArea: "Enter the plot area in square feet, as a number greater than 0.",
  price: "Enter the price in rupees, as a whole number.",
  furnishing: "Choose a furnishing option from the list.",
  floorNumber: "Enter the floor number as a whole number (0 for the ground floor).",
  totalFloors: "Enter the total number of floors as a whole number from 1.",
  facingType: "Choose a facing direction from the list.",
  description: "Add a short description of the property.",
  amenities: "Choose amenities from the list.",
  imageIds: `Add at most ${MAX_IMAGES} photos, each uploaded through this form.`,
  imagesRequired: "Add at least one photo of the property.",
};

export const FLOOR_ABOVE_TOTAL = "The floor number cannot be higher than the total number of floors.";

type Mode = "wizard" | "complete";

function isRequired(field: ScalarField, mode: Mode): boolean {
  // The one-page form asks for every field; floors only make sense for built property,
  // but the old form required them too (0 is a fine answer for a plot).
  return mode === "complete" || REQUIRED_IN_WIZARD.includes(field);
}

/** Blank form values count as missing; numbers may arrive as numbers (JSON import) or text. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

function requiredOrOptional<T extends z.ZodMiniType>(schema: T, required: boolean, message: string) {
  const inner = required
    ? z.unknown().check(z.refine((value) => value !== undefined, { error: message }))
    : z.unknown();
  return z.pipe(z.pipe(z.transform(blankToUndefined), inner), required ? schema : z.optional(schema));
}

function choice(field: ScalarField, options: readonly string[], mode: Mode) {
  const message = FIELD_MESSAGES[field];
  const schema = z.pipe(
    z.string({ error: message }).check(z.trim()),
    z.string().check(z.refine((value) => options.includes(value), { error: message })),
  );
  return requiredOrOptional(schema, isRequired(field, mode), message);
}

function text(field: ScalarField, mode: Mode) {
  const message = FIELD_MESSAGES[field];
  const max = FIELDS[field].maxLength ?? 200;
  const tooLong = `${FIELDS[field].label} can be at most ${max} characters long.`;
  const schema = z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: tooLong }));
  return requiredOrOptional(schema, isRequired(field, mode), message);
}

function numberOf(field: ScalarField, mode: Mode, { min, max }: { min: number; max: number }) {
  const message = FIELD_MESSAGES[field];
  const integer = FIELDS[field].integer === true;
  const parsed = z.pipe(
    z.transform((value: unknown) => {
      if (typeof value === "number") return value;
      // People type "98,00,000" or "₹ 98 lakh"-style spacing; keep digits, sign and point.
      return typeof value === "string" ? Number(value.replace(/[\s,₹]/g, "")) : Number.NaN;
    }),
    (integer ? z.int({ error: message }) : z.number({ error: message })).check(
      z.refine((value) => Number.isFinite(value) && value >= min && value <= max, { error: message }),
    ),
  );
  return requiredOrOptional(parsed, isRequired(field, mode), message);
}

function phone(mode: Mode) {
  const message = FIELD_MESSAGES.contactNumber;
  return requiredOrOptional(mobileNumber(message), isRequired("contactNumber", mode), message);
}

function listOf(options: readonly string[], message: string, max: number) {
  return z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null ? [] : Array.isArray(value) ? value : [value],
    ),
    z
      .array(z.string({ error: message }).check(z.refine((item) => options.includes(item), { error: message })))
      .check(z.maxLength(max, { error: message })),
  );
}

function imageIds(mode: Mode) {
  const base = z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null ? [] : [...new Set(Array.isArray(value) ? value : [value])],
    ),
    z
      .array(z.uuid({ error: FIELD_MESSAGES.imageIds }))
      .check(z.maxLength(MAX_IMAGES, { error: FIELD_MESSAGES.imageIds })),
  );
  return mode === "complete"
    ? z.pipe(base, z.array(z.string()).check(z.minLength(1, { error: FIELD_MESSAGES.imagesRequired })))
    : base;
}

/**
 * One schema for a posted property, used by the browser before sending and by every
 * server path that creates one (wizard, one-page form, import). Fields are declared in
 * the wizard's step order, so the first failing check is the earliest step to fix.
 * isApproved and userId are not fields: a crafted value is dropped, never stored.
 */
export function propertySchema(mode: Mode) {
  return z
    .object({
      listingType: choice("listingType", FIELDS.listingType.options ?? [], mode),
      propertyCategory: choice("propertyCategory", FIELDS.propertyCategory.options ?? [], mode),
      propertyType: choice("propertyType", ALL_PROPERTY_TYPES, mode),
      city: choice("city", FIELDS.city.options ?? [], mode),
      projectBuildingName: text("projectBuildingName", mode),
      locality: text("locality", mode),
      address: text("address", mode),
      contactNumber: phone(mode),
      plotArea: numberOf("plotArea", mode, { min: 0.01, max: 100_000_000 }),
      price: numberOf("price", mode, { min: 0, max: 1_000_000_000_000 }),
      furnishing: choice("furnishing", FIELDS.furnishing.options ?? [], mode),
      floorNumber: numberOf("floorNumber", mode, { min: -5, max: 300 }),
      totalFloors: numberOf("totalFloors", mode, { min: 1, max: 300 }),
      facingType: choice("facingType", FIELDS.facingType.options ?? [], mode),
      description: text("description", mode),
      amenities: listOf(AMENITY_OPTIONS, FIELD_MESSAGES.amenities, AMENITY_OPTIONS.length),
      imageIds: imageIds(mode),
    })
    .check(
      z.refine(
        (value) =>
          value.propertyCategory === undefined ||
          propertyTypeOptions(value.propertyCategory).includes(value.propertyType ?? ""),
        { error: FIELD_MESSAGES.propertyType, path: ["propertyType"] },
      ),
      z.refine(
        (value) =>
          value.floorNumber === undefined || value.totalFloors === undefined || value.floorNumber <= value.totalFloors,
        { error: FLOOR_ABOVE_TOTAL, path: ["floorNumber"] },
      ),
    );
}

/** The wizard: the spec gives it no per-step validation, so only what a listing needs. */
export const PropertySchema = propertySchema("wizard");
/** /Postlisting: every field and at least one photo. */
export const CompletePropertySchema = propertySchema("complete");

export type PropertyInput = z.infer<typeof PropertySchema>;

export interface PropertyFailure {
  ok: false;
  message: string;
  field?: string;
  /** 1 to 4: the wizard step that asks for the field. */
  step: number;
}

/** The first problem, worded with the step and field to fix ("Property Details (step 1): ..."). */
export function checkProperty(
  schema: typeof PropertySchema,
  values: unknown,
): { ok: true; data: PropertyInput } | PropertyFailure {
  const checked: Checked<PropertyInput> = check(schema, values);
  if (checked.ok) return checked;
  return describeFailure(checked.message, checked.field);
}

export function describeFailure(message: string, field: string | undefined): PropertyFailure {
  const step = stepOfField(field);
  const title = WIZARD_STEPS[step - 1]?.title ?? WIZARD_STEPS[0].title;
  return { ok: false, message: `${title} (step ${step}): ${message}`, field, step };
}

export const MAX_UPLOAD_MB = LIMITS.imageBytes / 1024 / 1024;
